"use client";

import { useState, type FormEvent } from "react";
import { errorMessage, formFieldErrors, type FieldErrors } from "./graphql-client";
import { useToast } from "./ui/toast";

// The submit path every console form shares: the pending flag, the success toast, and a failure that lands on the
// refused fields when the API names them (GraphQL extensions.fields) and in the form's banner otherwise.

export interface Submit {
  /** The form's onSubmit. */
  handle(event: FormEvent): Promise<void>;
  pending: boolean;
  /** What belongs to no field, for the form's banner. */
  error: string | null;
  fieldErrors: FieldErrors;
  /** Forgets one field's refusal: the form calls it when that field's value changes (the refusal was about the old one). */
  clearFieldError(field: string): void;
}

export function useSubmit<T>({
  action,
  success,
  after,
  fields = [],
  failureToast,
}: {
  action: () => Promise<T>;
  /** The success toast's title and detail. */
  success?: (result: T) => [title: string, detail?: string];
  /** Runs once the success toast is up, e.g. to reload or close. */
  after?: (result: T) => void | Promise<void>;
  /** The form's field names whose refusals are shown on the field instead of the banner. */
  fields?: readonly string[];
  /** The failure toast's title; without it a failure shows only in the form. */
  failureToast?: string;
}): Submit {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  async function handle(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    try {
      setPending(true);
      const result = await action().finally(() => setPending(false));
      if (success) toast.success(...success(result));
      await after?.(result);
    } catch (caught) {
      const onFields = formFieldErrors(caught, fields);
      const onAField = Object.keys(onFields).length > 0;
      setFieldErrors(onFields);
      if (!onAField) setError(errorMessage(caught));
      if (failureToast) toast.error(failureToast, onAField ? "Check the highlighted fields." : errorMessage(caught));
    }
  }

  function clearFieldError(field: string) {
    setFieldErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  return { handle, pending, error, fieldErrors, clearFieldError };
}
