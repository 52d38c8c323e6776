import type { ReactNode } from "react";
import type { Submit } from "@/lib/console/use-submit";
import { VIEWER_HINT } from "@/lib/console/staff-context";
import { Button } from "./button";
import { Card, CardBody, CardFooter, CardHeader } from "./card";
import { Alert } from "./states";

/** A form's banner for what belongs to no field. */
export function FormError({ title, error }: { title?: string; error: string | null }) {
  return error ? (
    <Alert tone="danger" title={title}>
      {error}
    </Alert>
  ) : null;
}

/**
 * An editing card: its header, the failure banner, the fields (locked for staff who may only view) and the
 * footer with the buttons, all inside one form.
 */
export function FormCard({
  id,
  title,
  subtitle,
  testId,
  submit,
  errorTitle,
  locked,
  below,
  footer,
  children,
}: {
  /** The header title's id, which labels the card. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  testId?: string;
  submit: Pick<Submit, "handle" | "error">;
  errorTitle: string;
  locked: boolean;
  /** Shown under the fields, outside the locked fieldset. */
  below?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card labelledBy={id} testId={testId}>
      <form onSubmit={submit.handle}>
        <CardHeader id={id} title={title} subtitle={subtitle} />
        <CardBody>
          <div className="c-form">
            <FormError title={errorTitle} error={submit.error} />
            <fieldset className="c-fieldset" disabled={locked}>
              {children}
            </fieldset>
            {below}
          </div>
        </CardBody>
        {footer}
      </form>
    </Card>
  );
}

/** The footer of a card that edits a saved record: reset to what is saved, or save the changes. */
export function SaveChangesFooter({
  dirty,
  canEdit,
  pending,
  onReset,
  saveTestId,
}: {
  dirty: boolean;
  canEdit: boolean;
  pending: boolean;
  onReset: () => void;
  saveTestId: string;
}) {
  return (
    <CardFooter>
      <Button onClick={onReset} disabled={!dirty || !canEdit}>
        Reset
      </Button>
      <Button
        type="submit"
        variant="primary"
        busy={pending}
        disabled={!dirty || !canEdit}
        title={canEdit ? undefined : VIEWER_HINT}
        data-testid={saveTestId}
      >
        Save changes
      </Button>
    </CardFooter>
  );
}
