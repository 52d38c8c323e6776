import type { ReactNode } from "react";

export function Card({
  children,
  className,
  labelledBy,
  testId,
}: {
  children: ReactNode;
  className?: string;
  labelledBy?: string;
  testId?: string;
}) {
  return (
    <section className={`c-card${className ? ` ${className}` : ""}`} aria-labelledby={labelledBy} data-testid={testId}>
      {children}
    </section>
  );
}

export function CardHeader({
  title,
  subtitle,
  actions,
  id,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  id?: string;
}) {
  return (
    <header className="c-card-header">
      <div>
        <h2 className="c-card-title" id={id}>
          {title}
        </h2>
        {subtitle ? <p className="c-card-subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="c-row">{actions}</div> : null}
    </header>
  );
}

export function CardBody({ children, flush = false }: { children: ReactNode; flush?: boolean }) {
  return <div className={flush ? "c-card-body-flush" : "c-card-body"}>{children}</div>;
}

export function CardFooter({ children }: { children: ReactNode }) {
  return <footer className="c-card-footer">{children}</footer>;
}
