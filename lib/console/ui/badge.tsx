import type { ReactNode } from "react";

export type BadgeTone = "success" | "danger" | "warning" | "info" | "neutral" | "primary";

/** A status pill; `dot` (default) marks states, plain badges label things (kinds, roles). */
export function Badge({
  tone = "neutral",
  dot = true,
  children,
  title,
}: {
  tone?: BadgeTone;
  dot?: boolean;
  children: ReactNode;
  title?: string;
}) {
  return (
    <span className={`c-badge c-badge-${tone}${dot ? "" : " c-badge-plain"}`} title={title}>
      {children}
    </span>
  );
}
