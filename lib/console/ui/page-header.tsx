import Link from "next/link";
import type { ReactNode } from "react";
import { Icon } from "./icons";

export function PageHeader({
  title,
  description,
  actions,
  breadcrumbs,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  breadcrumbs?: { href: string; label: string }[];
}) {
  return (
    <div className="c-page-header">
      <div>
        {breadcrumbs?.length ? (
          <nav className="c-breadcrumbs" aria-label="Breadcrumb">
            {breadcrumbs.map((crumb) => (
              <span key={crumb.href} className="c-row" style={{ gap: 4 }}>
                <Link href={crumb.href}>{crumb.label}</Link>
                <Icon name="chevronRight" size={14} />
              </span>
            ))}
          </nav>
        ) : null}
        <h1 className="c-page-title">{title}</h1>
        {description ? <p className="c-page-description">{description}</p> : null}
      </div>
      {actions ? <div className="c-page-actions">{actions}</div> : null}
    </div>
  );
}
