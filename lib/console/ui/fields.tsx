"use client";

import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

// Form fields with their label, hint and error wired up for assistive technology (label for=, aria-describedby,
// aria-invalid), so every form in the console reads the same way.

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  wide?: boolean;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

export function Field({
  label,
  hint,
  error,
  wide,
  children,
}: FieldFrame & { children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={`c-field${wide ? " c-field-wide" : ""}`}>
      <label className="c-label" htmlFor={id}>
        {label}
      </label>
      {children(id, describedBy(id, hint, error))}
      {hint ? (
        <span className="c-hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="c-field-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  hint,
  error,
  wide,
  mono,
  className,
  ...input
}: FieldFrame & { mono?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} hint={hint} error={error} wide={wide}>
      {(id, described) => (
        <input
          id={id}
          className={`c-input${mono ? " c-input-mono" : ""}${className ? ` ${className}` : ""}`}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          {...input}
        />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  hint,
  error,
  wide,
  options,
  ...select
}: FieldFrame & { options: { value: string; label: string }[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} hint={hint} error={error} wide={wide}>
      {(id, described) => (
        <select
          id={id}
          className="c-select"
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  wide,
  ...textarea
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} hint={hint} error={error} wide={wide}>
      {(id, described) => (
        <textarea
          id={id}
          className="c-textarea"
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          {...textarea}
        />
      )}
    </Field>
  );
}

export function Switch({
  label,
  ...input
}: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <label className="c-switch">
      <input type="checkbox" role="switch" {...input} />
      <span>{label}</span>
    </label>
  );
}

export function Checkbox({
  label,
  ...input
}: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <label className="c-check">
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

export function SearchInput({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="c-search">
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />
      </svg>
      <input type="search" className="c-input" aria-label={label} placeholder={label} {...input} />
    </div>
  );
}
