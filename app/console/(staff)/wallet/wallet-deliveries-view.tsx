"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { PageHeader } from "@/lib/console/ui/page-header";
import { useQuery } from "@/lib/console/use-graphql";
import { CallbacksList } from "./callbacks-list";
import { RoundsList } from "./rounds-list";
import { TransactionsList } from "./transactions-list";
import { isTransactionState } from "./wallet-delivery-filters";

const WalletOperatorsQuery = graphql(`
  query ConsoleWalletOperators {
    operators {
      id
      name
    }
  }
`);

export function WalletDeliveriesView({
  initialState,
  initialTransactionId,
  initialOperatorId,
}: {
  initialState: string;
  initialTransactionId: string;
  initialOperatorId: string;
}) {
  const [tab, setTab] = useState<"transactions" | "rounds" | "callbacks">("transactions");
  const operators = useQuery(WalletOperatorsQuery, {});
  const operatorOptions = [
    { value: "", label: "Every operator" },
    ...(operators.data?.operators ?? []).map((operator) => ({ value: operator.id, label: operator.name })),
  ];

  return (
    <>
      <PageHeader
        title="Wallet deliveries"
        description="Every debit, credit and rollback of the durable ledger with each signed HTTP attempt, and every call to operator wallets. Signatures are shortened and credentials redacted."
        actions={
          <div className="c-segmented" role="tablist" aria-label="View">
            <button
              type="button"
              role="tab"
              aria-selected={tab === "transactions"}
              onClick={() => setTab("transactions")}
              data-testid="tab-transactions"
            >
              Ledger transactions
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={tab === "rounds"}
              onClick={() => setTab("rounds")}
              data-testid="tab-rounds"
            >
              By round
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={tab === "callbacks"}
              onClick={() => setTab("callbacks")}
              data-testid="tab-callbacks"
            >
              All calls
            </button>
          </div>
        }
      />
      {tab === "transactions" ? (
        <TransactionsList
          operatorOptions={operatorOptions}
          initialState={isTransactionState(initialState) ? initialState : ""}
          initialTransactionId={initialTransactionId}
          initialOperatorId={initialOperatorId}
        />
      ) : tab === "rounds" ? (
        <RoundsList operatorOptions={operatorOptions} />
      ) : (
        <CallbacksList operatorOptions={operatorOptions} />
      )}
    </>
  );
}
