import type { ReactNode } from "react";
import type { AppError } from "@/lib/base/errors";
import type { QueryResult } from "@/lib/console/use-graphql";
import { Button } from "./button";
import { Icon, type IconName } from "./icons";

// The three states every data view has besides "here it is": still loading, nothing there, and failed.

export function LoadingState({ rows = 4, label = "Loading…" }: { rows?: number; label?: string }) {
  return (
    <div className="c-skeleton-rows" role="status" aria-live="polite" data-testid="loading">
      <span className="c-sr-only">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div className="c-skeleton-row" key={row} aria-hidden="true">
          <span className="c-skeleton" style={{ width: `${70 + ((row * 37) % 30)}%` }} />
          <span className="c-skeleton" />
          <span className="c-skeleton" style={{ width: "60%" }} />
          <span className="c-skeleton" style={{ width: "40%" }} />
        </div>
      ))}
    </div>
  );
}

export function EmptyState({
  icon = "inbox",
  title,
  text,
  action,
}: {
  icon?: IconName;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="c-state" data-testid="empty">
      <div className="c-state-icon">
        <Icon name={icon} size={22} />
      </div>
      <p className="c-state-title">{title}</p>
      {text ? <p className="c-state-text">{text}</p> : null}
      {action ? <div className="c-state-actions">{action}</div> : null}
    </div>
  );
}

const ERROR_TITLES: Partial<Record<string, string>> = {
  forbidden: "You do not have access to this",
  not_found: "Not found",
  operator_not_found: "Operator not found",
  game_not_found: "Game not found",
  unauthenticated: "Your session ended",
};

export function ErrorState({ error, onRetry }: { error: AppError | Error; onRetry?: () => void }) {
  const code = "code" in error ? String(error.code) : "";
  // Asking again cannot find what does not exist; going back can.
  const missing = code.endsWith("not_found");
  return (
    <div className="c-state c-state-error" role="alert" data-testid="error-state" data-code={code}>
      <div className="c-state-icon">
        <Icon name="alert" size={22} />
      </div>
      <p className="c-state-title">{ERROR_TITLES[code] ?? "This could not be loaded"}</p>
      <p className="c-state-text">{error.message}</p>
      {missing ? (
        <div className="c-state-actions">
          <Button onClick={() => window.history.back()}>Go back</Button>
        </div>
      ) : onRetry ? (
        <div className="c-state-actions">
          <Button icon="refresh" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Loading skeleton until the first answer, the error (with retry) if there is none, else the content. */
export function QueryView<TResult>({
  query,
  rows,
  children,
}: {
  query: QueryResult<TResult>;
  rows?: number;
  children: (data: TResult) => ReactNode;
}) {
  if (query.data !== undefined) {
    return (
      <>
        {query.error ? (
          <div style={{ padding: "12px 16px 0" }}>
            <Alert tone="warning" title="Showing the last loaded data">
              Refreshing failed: {query.error.message}
            </Alert>
          </div>
        ) : null}
        <div aria-busy={query.loading} style={query.loading ? { opacity: 0.6, transition: "opacity 0.2s" } : undefined}>
          {children(query.data)}
        </div>
      </>
    );
  }
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <LoadingState rows={rows} />;
}

export function Alert({
  tone,
  title,
  children,
}: {
  tone: "danger" | "warning" | "success" | "info";
  title?: string;
  children?: ReactNode;
}) {
  const icon: IconName = tone === "success" ? "check" : tone === "info" ? "info" : "alert";
  return (
    <div className={`c-alert c-alert-${tone}`} role={tone === "danger" ? "alert" : "status"}>
      <Icon name={icon} size={18} />
      <div>
        {title ? <div className="c-alert-title">{title}</div> : null}
        {children ? <p>{children}</p> : null}
      </div>
    </div>
  );
}
