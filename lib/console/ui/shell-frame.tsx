"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { NavGroup } from "@/lib/console/console-routes";
import { initials } from "@/lib/console/format";
import { Badge, type BadgeTone } from "./badge";
import { Icon } from "./icons";

// The signed-in frame of the staff console and of the operators' back office: brand, sidebar nav, the user with a
// sign-out control, the main column. Each app passes its own nav (already filtered for the user), user and sign-out.

/** The nav entry for a path: the longest matching prefix, so /console/wallet/certify is not also "Deliveries". */
function activeHref(nav: NavGroup[], home: string, pathname: string): string | undefined {
  const all = nav.flatMap((group) => group.items.map((item) => item.href));
  return all
    .filter((href) => pathname === href || (href !== home && pathname.startsWith(`${href}/`)))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Which ends of the scrolling nav have links out of sight (a window too low for the whole nav); the current page's
 * link is scrolled into the nav's view.
 */
function useMoreLinks(current: string | undefined) {
  const navRef = useRef<HTMLElement>(null);
  const [more, setMore] = useState<"above" | "below" | "both" | undefined>(undefined);
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const update = () => {
      const above = nav.scrollTop > 1;
      const below = nav.scrollHeight - nav.clientHeight - nav.scrollTop > 1;
      setMore(above && below ? "both" : above ? "above" : below ? "below" : undefined);
    };
    update();
    nav.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    return () => {
      nav.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);
  useEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    // Only the nav scrolls (scrollIntoView would also scroll the page where the nav does not scroll).
    if (!nav || !link || nav.scrollHeight <= nav.clientHeight) return;
    const top = link.getBoundingClientRect().top - nav.getBoundingClientRect().top + nav.scrollTop;
    if (top < nav.scrollTop || top + link.offsetHeight > nav.scrollTop + nav.clientHeight)
      nav.scrollTop = top - nav.clientHeight / 2;
  }, [current]);
  return { navRef, more };
}

export interface ShellUser {
  name: string;
  email: string;
  role: string;
  roleTone: BadgeTone;
}

export interface ShellFrameProps {
  /** The home page, also the brand's link. */
  home: string;
  /** The line under the brand ("Staff console", the operator's name). */
  brandSub: string;
  /** The nav's accessible name. */
  navLabel: string;
  nav: NavGroup[];
  user: ShellUser;
  signOut: ReactNode;
  /** The user's own account page, linked from their name (when it is not in the nav). */
  accountHref?: string;
  topbar?: ReactNode;
  banner?: ReactNode;
  children: ReactNode;
}

export function ShellFrame(props: ShellFrameProps) {
  const pathname = usePathname();
  const current = activeHref(props.nav, props.home, pathname);
  const { navRef, more } = useMoreLinks(current);
  // Marked once React has hydrated the shell: until then a click on a button does nothing (browser tests wait for it).
  const shellRef = useRef<HTMLDivElement>(null);
  useEffect(() => shellRef.current?.setAttribute("data-hydrated", "true"), []);
  return (
    <>
      <a className="c-skip-link" href="#c-main">
        Skip to content
      </a>
      <div className="c-shell" ref={shellRef}>
        <aside className="c-sidebar">
          <Link href={props.home} className="c-brand">
            <span className="c-brand-mark" aria-hidden="true">
              <Icon name="games" size={19} />
            </span>
            <span>
              <span className="c-brand-name">Game Provider</span>
              <span className="c-brand-sub">{props.brandSub}</span>
            </span>
          </Link>
          <div className="c-nav-frame" data-more={more} data-testid="nav-frame">
            <nav className="c-nav" aria-label={props.navLabel} ref={navRef}>
              {props.nav.map((group) => (
                <div key={group.title}>
                  <div className="c-nav-group-title">{group.title}</div>
                  <ul>
                    {group.items.map((item) => (
                      <li key={item.href}>
                        <Link
                          className="c-nav-link"
                          href={item.href}
                          aria-current={current === item.href ? "page" : undefined}
                        >
                          <Icon name={item.icon} size={18} />
                          {item.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
            {more === "below" || more === "both" ? (
              <span className="c-nav-more" aria-hidden="true" data-testid="nav-more">
                More ↓
              </span>
            ) : null}
          </div>
          <div className="c-user" data-testid="current-user">
            <span className="c-avatar" aria-hidden="true">
              {initials(props.user.name || props.user.email)}
            </span>
            <span className="c-user-text">
              {props.accountHref ? (
                <Link href={props.accountHref} className="c-user-name" title="My account">
                  {props.user.name}
                </Link>
              ) : (
                <span className="c-user-name">{props.user.name}</span>
              )}
              <span className="c-user-email">{props.user.email}</span>
              <span className="c-user-role">
                <Badge tone={props.user.roleTone} dot={false}>
                  {props.user.role}
                </Badge>
              </span>
            </span>
            {props.signOut}
          </div>
        </aside>
        <main className="c-main" id="c-main" tabIndex={-1}>
          {props.topbar ? <div className="c-topbar">{props.topbar}</div> : null}
          {props.banner}
          {props.children}
        </main>
      </div>
    </>
  );
}
