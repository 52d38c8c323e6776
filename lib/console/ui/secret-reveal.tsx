"use client";

import type { ReactNode } from "react";
import { CopyButton } from "./copy-button";
import { Icon } from "./icons";

/** A key or secret the server returns once: shown with a copy button and a plain warning that it will not return. */
export function SecretReveal({
  label,
  value,
  children,
  testId,
}: {
  label: string;
  value: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="c-secret" data-testid={testId}>
      <div className="c-row">
        <Icon name="lock" size={16} />
        <strong>{label}</strong>
      </div>
      <div className="c-secret-value">
        <code data-testid={testId ? `${testId}-value` : undefined}>{value}</code>
        <CopyButton value={value} />
      </div>
      <div className="c-small c-muted">
        {children ?? "Copy it now and store it safely: it is shown only once and cannot be read again."}
      </div>
    </div>
  );
}
