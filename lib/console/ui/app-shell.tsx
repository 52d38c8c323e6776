"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { CONSOLE_NAV, CONSOLE_SIGN_IN } from "@/lib/console/console-routes";
import { initials } from "@/lib/console/format";
import { StaffProvider, type ConsoleStaff } from "@/lib/console/staff-context";
import { Badge } from "./badge";
import { ConfirmProvider } from "./dialog";
import { Icon } from "./icons";
import { ToastProvider } from "./toast";

/** The nav entry for a path: the longest matching prefix, so /console/wallet/certify is not also "Deliveries". */
function activeHref(pathname: string): string | undefined {
  const all = CONSOLE_NAV.flatMap((group) => group.items.map((item) => item.href));
  return all
    .filter((href) => pathname === href || (href !== "/console" && pathname.startsWith(`${href}/`)))
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

function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="c-icon-button"
      aria-label="Sign out"
      title="Sign out"
      disabled={busy}
      data-testid="sign-out"
      onClick={async () => {
        setBusy(true);
        await signOut({ redirect: false });
        window.location.assign(CONSOLE_SIGN_IN);
      }}
    >
      {busy ? <span className="c-spinner" aria-hidden="true" /> : <Icon name="signOut" size={18} />}
    </button>
  );
}

/** The signed-in console around a page: the sidebar (CONSOLE_NAV), `search` in the top bar, toasts and confirmations. */
export function AppShell({ staff, search, children }: { staff: ConsoleStaff; search: ReactNode; children: ReactNode }) {
  const pathname = usePathname();
  const current = activeHref(pathname);
  const { navRef, more } = useMoreLinks(current);
  // Marked once React has hydrated the shell: until then a click on a button does nothing (browser tests wait for it).
  const shellRef = useRef<HTMLDivElement>(null);
  useEffect(() => shellRef.current?.setAttribute("data-hydrated", "true"), []);
  return (
    <StaffProvider staff={staff}>
      <ToastProvider>
        <ConfirmProvider>
          <a className="c-skip-link" href="#c-main">
            Skip to content
          </a>
          <div className="c-shell" ref={shellRef}>
            <aside className="c-sidebar">
              <Link href="/console" className="c-brand">
                <span className="c-brand-mark" aria-hidden="true">
                  <Icon name="games" size={19} />
                </span>
                <span>
                  <span className="c-brand-name">Game Provider</span>
                  <span className="c-brand-sub">Staff console</span>
                </span>
              </Link>
              <div className="c-nav-frame" data-more={more} data-testid="nav-frame">
                <nav className="c-nav" aria-label="Console" ref={navRef}>
                  {CONSOLE_NAV.map((group) => (
                    <div key={group.title}>
                      <div className="c-nav-group-title">{group.title}</div>
                      <ul>
                        {group.items
                          .filter((item) => !item.adminOnly || staff.role === "admin")
                          .map((item) => (
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
                  {initials(staff.name || staff.email)}
                </span>
                <span className="c-user-text">
                  <span className="c-user-name">{staff.name}</span>
                  <span className="c-user-email">{staff.email}</span>
                  <span className="c-user-role">
                    <Badge tone={staff.role === "admin" ? "primary" : "warning"} dot={false}>
                      {staff.role}
                    </Badge>
                  </span>
                </span>
                <SignOutButton />
              </div>
            </aside>
            <main className="c-main" id="c-main" tabIndex={-1}>
              <div className="c-topbar">{search}</div>
              {staff.role === "viewer" ? (
                <div className="c-readonly-banner" role="note" data-testid="read-only-banner">
                  <Icon name="eye" size={18} />
                  <span>
                    You are signed in as a <strong>viewer</strong>: everything is visible, nothing can be changed.
                  </span>
                </div>
              ) : null}
              {children}
            </main>
          </div>
        </ConfirmProvider>
      </ToastProvider>
    </StaffProvider>
  );
}
