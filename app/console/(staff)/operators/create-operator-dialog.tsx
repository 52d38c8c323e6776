"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { Button } from "@/lib/console/ui/button";
import { Dialog } from "@/lib/console/ui/dialog";
import { SelectField, TextAreaField, TextField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";
import { useMutation } from "@/lib/console/use-graphql";
import { useSubmit } from "@/lib/console/use-submit";
import { linesToList } from "./operator-form";

const CreateOperator = graphql(`
  mutation ConsoleCreateOperator($input: CreateOperatorInput!) {
    createOperator(input: $input) {
      operator {
        id
        name
      }
      walletSecret
    }
  }
`);

const EMPTY = {
  id: "",
  name: "",
  defaultCurrency: "",
  walletBaseUrl: "",
  walletTimeoutMs: "5000",
  status: "active",
  frameAncestors: "",
};

export function CreateOperatorDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (operator: { id: string; name: string; walletSecret: string }) => void;
}) {
  const [form, setForm] = useState(EMPTY);
  const create = useMutation(CreateOperator);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = useSubmit({
    action: () =>
      create.mutate({
        input: {
          id: form.id.trim(),
          name: form.name.trim(),
          defaultCurrency: form.defaultCurrency.trim() ? form.defaultCurrency.trim().toUpperCase() : null,
          walletBaseUrl: form.walletBaseUrl.trim() || null,
          walletTimeoutMs: form.walletTimeoutMs.trim() ? Number(form.walletTimeoutMs) : null,
          status: form.status === "inactive" ? "inactive" : "active",
          frameAncestors: linesToList(form.frameAncestors),
        },
      }),
    success: ({ createOperator: { operator } }) => ["Operator created", `${operator.name} (${operator.id})`],
    after: ({ createOperator: { operator, walletSecret } }) => {
      setForm(EMPTY);
      onCreated({ id: operator.id, name: operator.name, walletSecret });
    },
    fields: Object.keys(EMPTY),
  });
  const { fieldErrors } = submit;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Create operator"
      description="A fresh wallet signing secret is generated and shown once after creation."
      icon="operators"
      wide
      testId="create-operator-dialog"
    >
      <form className="c-form" onSubmit={submit.handle}>
        <FormError title="The operator was not created" error={submit.error} />
        <div className="c-form-grid">
          <TextField
            label="Operator id"
            name="id"
            required
            mono
            value={form.id}
            onChange={set("id")}
            error={fieldErrors.id}
            hint="The contract's operator_id: lowercase letters, digits, single hyphens."
            placeholder="lucky-casino"
          />
          <TextField
            label="Name"
            name="name"
            required
            value={form.name}
            onChange={set("name")}
            error={fieldErrors.name}
            placeholder="Lucky Casino"
          />
          <TextField
            label="Default currency"
            name="defaultCurrency"
            maxLength={3}
            value={form.defaultCurrency}
            onChange={set("defaultCurrency")}
            error={fieldErrors.defaultCurrency}
            hint="Used when a launch names none; else USD."
            placeholder="EUR"
          />
          <SelectField
            label="Status"
            name="status"
            value={form.status}
            onChange={set("status")}
            options={[
              { value: "active", label: "Active" },
              { value: "inactive", label: "Inactive (every key gets 403)" },
            ]}
          />
          <TextField
            label="Wallet base URL"
            name="walletBaseUrl"
            type="url"
            wide
            mono
            value={form.walletBaseUrl}
            onChange={set("walletBaseUrl")}
            error={fieldErrors.walletBaseUrl}
            hint="We POST signed /balance, /debit, /credit and /rollback calls below it."
            placeholder="https://wallet.lucky-casino.example/api/wallet"
          />
          <TextField
            label="Wallet timeout (ms)"
            name="walletTimeoutMs"
            type="number"
            min={100}
            max={60000}
            value={form.walletTimeoutMs}
            onChange={set("walletTimeoutMs")}
            error={fieldErrors.walletTimeoutMs}
            hint="Per call, 100–60000."
          />
          <TextAreaField
            label="Frame ancestors"
            name="frameAncestors"
            value={form.frameAncestors}
            onChange={set("frameAncestors")}
            error={fieldErrors.frameAncestors}
            hint="Origins allowed to frame the game page, one per line, e.g. https://lucky-casino.example"
            rows={3}
          />
        </div>
        <div className="c-form-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={submit.pending} data-testid="create-operator-submit">
            Create operator
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
