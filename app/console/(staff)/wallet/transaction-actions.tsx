"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { errorMessage } from "@/lib/console/graphql-client";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { Button } from "@/lib/console/ui/button";
import { Dialog, useConfirm } from "@/lib/console/ui/dialog";
import { TextAreaField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";
import { useToast } from "@/lib/console/ui/toast";
import { useMutation } from "@/lib/console/use-graphql";
import { useSubmit } from "@/lib/console/use-submit";

const RetryTransaction = graphql(`
  mutation ConsoleRetryWalletTransaction($id: ID!) {
    retryWalletTransaction(id: $id) {
      id
      state
      nextAttemptAt
    }
  }
`);

const ResolveTransaction = graphql(`
  mutation ConsoleResolveWalletTransaction($id: ID!, $note: String!) {
    resolveWalletTransaction(id: $id, note: $note) {
      id
      state
      resolvedManually
    }
  }
`);

export function TransactionActions({
  transaction,
  onChanged,
}: {
  transaction: { id: string; type: string; amount: string; currency: string; canRetry: boolean; canResolve: boolean };
  onChanged: () => Promise<void>;
}) {
  const canEdit = useCanEdit();
  const confirm = useConfirm();
  const toast = useToast();
  const retry = useMutation(RetryTransaction);
  const resolve = useMutation(ResolveTransaction);
  const [resolving, setResolving] = useState(false);
  const [note, setNote] = useState("");
  const submitResolve = useSubmit({
    action: () => resolve.mutate({ id: transaction.id, note: note.trim() }),
    success: () => ["Marked as resolved", transaction.id],
    after: async () => {
      setResolving(false);
      setNote("");
      await onChanged();
    },
  });

  async function retryNow() {
    const ok = await confirm({
      title: `Send this ${transaction.type} again?`,
      body: (
        <p>
          The {transaction.type} of {transaction.amount} {transaction.currency} is queued again with the same
          transaction_id, so an operator that already booked it answers with the original result.
        </p>
      ),
      confirmLabel: "Retry delivery",
      tone: "default",
    });
    if (!ok) return;
    try {
      await retry.mutate({ id: transaction.id });
      toast.success("Delivery queued again", transaction.id);
      await onChanged();
    } catch (caught) {
      toast.error("Could not retry", errorMessage(caught));
    }
  }

  if (!transaction.canRetry && !transaction.canResolve) return null;
  const title = canEdit ? undefined : VIEWER_HINT;
  return (
    <>
      {transaction.canRetry ? (
        <Button
          size="sm"
          icon="refresh"
          onClick={() => void retryNow()}
          busy={retry.busy}
          disabled={!canEdit}
          title={title}
          data-testid="retry-transaction"
        >
          Retry
        </Button>
      ) : null}{" "}
      {transaction.canResolve ? (
        <Button
          size="sm"
          icon="check"
          onClick={() => setResolving(true)}
          disabled={!canEdit}
          title={title}
          data-testid="resolve-transaction"
        >
          Resolve
        </Button>
      ) : null}{" "}
      <Dialog
        open={resolving}
        onClose={() => setResolving(false)}
        title="Mark as resolved by hand"
        description={`The ${transaction.type} of ${transaction.amount} ${transaction.currency} will not be sent again. Use this when the operator was settled outside the platform.`}
        icon="check"
        testId="resolve-dialog"
      >
        <form className="c-form" onSubmit={submitResolve.handle} style={{ textAlign: "left", whiteSpace: "normal" }}>
          <FormError error={submitResolve.error} />
          <TextAreaField
            label="Note"
            name="note"
            required
            value={note}
            onChange={(event) => setNote(event.target.value)}
            hint="Kept with the transaction and in the audit log, e.g. the operator's ticket number."
          />
          <div className="c-form-actions">
            <Button onClick={() => setResolving(false)}>Cancel</Button>
            <Button type="submit" variant="primary" busy={submitResolve.pending} disabled={!note.trim()}>
              Mark resolved
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
