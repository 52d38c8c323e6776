import Link from "next/link";
import type { ButtonHTMLAttributes, ComponentProps, ReactNode } from "react";
import { Icon, type IconName } from "./icons";

export type ButtonVariant = "primary" | "secondary" | "danger" | "danger-soft" | "ghost";

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: "md" | "sm";
  icon?: IconName;
  block?: boolean;
}

function buttonClass({ variant = "secondary", size = "md", block }: ButtonLookProps, extra?: string): string {
  return [
    "c-button",
    `c-button-${variant}`,
    size === "sm" ? "c-button-sm" : "",
    block ? "c-button-block" : "",
    extra ?? "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** A button; `busy` shows a spinner and blocks double submits while an action runs. */
export function Button({
  variant,
  size,
  icon,
  block,
  busy = false,
  className,
  children,
  disabled,
  type = "button",
  ...props
}: ButtonLookProps & { busy?: boolean; children?: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? (
        <span className="c-spinner" aria-hidden="true" />
      ) : icon ? (
        <Icon name={icon} size={size === "sm" ? 15 : 17} />
      ) : null}
      {children}
    </button>
  );
}

export function ButtonLink({
  variant,
  size,
  icon,
  block,
  className,
  children,
  ...props
}: ButtonLookProps & ComponentProps<typeof Link>) {
  return (
    <Link className={buttonClass({ variant, size, block }, className)} {...props}>
      {icon ? <Icon name={icon} size={size === "sm" ? 15 : 17} /> : null}
      {children}
    </Link>
  );
}
