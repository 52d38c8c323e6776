"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { BACKOFFICE_API } from "@/lib/console/backoffice-api";
import { graphql } from "@/graphql/generated/backoffice/client";
import { errorMessage, executeGraphQL } from "@/lib/console/graphql-client";
import { Button } from "@/lib/console/ui/button";
import { TextField } from "@/lib/console/ui/fields";
import { FormError } from "@/lib/console/ui/form-card";

// Starts a certification run against the operator's wallet (admins), then opens its report.

const StartCertification = graphql(`
  mutation BackofficeStartWalletCertification($input: StartWalletCertificationInput!) {
    startWalletCertification(input: $input) {
      id
    }
  }
`);

export function StartCertificationForm({ disabled }: { disabled: boolean }) {
  const router = useRouter();
  const [playerId, setPlayerId] = useState("");
  const [currency, setCurrency] = useState("");
  const [amount, setAmount] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { startWalletCertification } = await executeGraphQL(
        StartCertification,
        { input: { playerId: playerId.trim(), currency: currency.trim() || null, amount: amount.trim() || null } },
        { endpoint: BACKOFFICE_API },
      );
      router.push(`/backoffice/integration/wallet?run=${encodeURIComponent(startWalletCertification.id)}`);
      router.refresh();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void start(event)} data-testid="start-certification">
      <FormError error={error} />
      {disabled ? <p className="c-muted">Set a wallet URL and signing secret first.</p> : null}
      <div className="c-row" style={{ gap: 12, flexWrap: "wrap", alignItems: "flex-end" }}>
        <TextField
          label="Test player id"
          name="playerId"
          value={playerId}
          onChange={(event) => setPlayerId(event.target.value)}
          required
          placeholder="certification-player"
        />
        <TextField
          label="Currency (optional)"
          name="currency"
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
          maxLength={3}
          placeholder="EUR"
        />
        <TextField
          label="Amount (optional)"
          name="amount"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          placeholder="1.00"
        />
        <Button type="submit" variant="primary" busy={busy} disabled={disabled || !playerId.trim()}>
          Run certification
        </Button>
      </div>
    </form>
  );
}
