import type { Metadata } from "next";
import Link from "next/link";
import { backofficePageQuery } from "@/graphql/backoffice/backoffice-page-query";
import { graphql } from "@/graphql/generated/backoffice/client";
import type { WalletAttemptOutcome, WalletCallbackType } from "@/graphql/generated/backoffice/client/graphql";
import { formatDateTime, formatMs } from "@/lib/console/format";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card } from "@/lib/console/ui/card";
import { PageHeader } from "@/lib/console/ui/page-header";
import { EmptyState } from "@/lib/console/ui/states";
import { attemptOutcomeLabel, toneOf } from "@/lib/console/ui/status-tones";
import { Table } from "@/lib/console/ui/table";
import { requireOperatorUserPage } from "@/lib/server/auth/operator-session";
import { INTEGRATION_CRUMBS, RoleRefused, unlessForbidden } from "@/app/backoffice/integration/integration-page";

// GET /backoffice/integration/deliveries?type=&outcome=&player=&after= — every signed call the platform made to the
// operator's wallet, newest first; each opens its raw request and answer. Read-only (admins and finance).

export const metadata: Metadata = { title: "Wallet deliveries" };

const DeliveriesQuery = graphql(`
  query BackofficeWalletDeliveries($filter: WalletDeliveryFilter, $after: String) {
    walletDeliveries(filter: $filter, first: 50, after: $after) {
      items {
        id
        type
        transactionId
        playerId
        attemptNumber
        responseStatus
        outcome
        latencyMs
        startedAt
      }
      nextCursor
    }
  }
`);

const PATH = "/backoffice/integration/deliveries";
const TYPES: WalletCallbackType[] = ["balance", "debit", "credit", "rollback"];
const OUTCOMES: WalletAttemptOutcome[] = ["succeeded", "rejected", "invalid_signature", "failed", "unknown"];

type DeliveriesSearch = { type?: string; outcome?: string; player?: string; after?: string };

export default async function DeliveriesPage({ searchParams }: { searchParams: Promise<DeliveriesSearch> }) {
  const user = await requireOperatorUserPage({ returnTo: PATH });
  const search = await searchParams;
  const type = TYPES.find((value) => value === search.type);
  const outcome = OUTCOMES.find((value) => value === search.outcome);
  const player = search.player?.trim() || undefined;
  const filter = { types: type ? [type] : null, outcomes: outcome ? [outcome] : null, playerId: player ?? null };
  const data = await unlessForbidden(
    backofficePageQuery(user, DeliveriesQuery, { filter, after: search.after ?? null }),
  );
  if (!data) return <RoleRefused title="Wallet deliveries" />;
  const { items, nextCursor } = data.walletDeliveries;
  const nextPage = new URLSearchParams({
    ...(type ? { type } : {}),
    ...(outcome ? { outcome } : {}),
    ...(player ? { player } : {}),
    ...(nextCursor ? { after: nextCursor } : {}),
  });
  return (
    <>
      <PageHeader
        title="Wallet deliveries"
        description="Every signed call the platform made to your wallet (balance calls included), with the request exactly as sent and your wallet's answer. Read-only."
        breadcrumbs={INTEGRATION_CRUMBS}
      />
      <Card testId="wallet-deliveries">
        <form method="get" action={PATH} className="c-row" style={{ gap: 8, flexWrap: "wrap", padding: "14px 20px" }}>
          <label className="c-row" style={{ gap: 6 }}>
            Type
            <select name="type" className="c-input" defaultValue={type ?? ""}>
              <option value="">Any</option>
              {TYPES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          <label className="c-row" style={{ gap: 6 }}>
            Outcome
            <select name="outcome" className="c-input" defaultValue={outcome ?? ""}>
              <option value="">Any</option>
              {OUTCOMES.map((value) => (
                <option key={value} value={value}>
                  {attemptOutcomeLabel(value)}
                </option>
              ))}
            </select>
          </label>
          <label className="c-row" style={{ gap: 6 }}>
            Player
            <input name="player" className="c-input" defaultValue={player ?? ""} placeholder="external player id" />
          </label>
          <Button type="submit" variant="secondary">
            Show
          </Button>
        </form>
        {items.length === 0 ? (
          <EmptyState
            icon="inbox"
            title="No wallet calls"
            text="None matches, or the platform has not called your wallet yet."
          />
        ) : (
          <Table caption="Wallet deliveries" csv={false} testId="deliveries-table">
            <thead>
              <tr>
                <th>Sent</th>
                <th>Type</th>
                <th>Player</th>
                <th>Transaction</th>
                <th className="c-cell-num">Attempt</th>
                <th>Answer</th>
                <th className="c-cell-num">Latency</th>
                <th aria-label="Request" />
              </tr>
            </thead>
            <tbody>
              {items.map((delivery) => (
                <tr key={delivery.id} data-testid="delivery-row">
                  <td className="c-nowrap">{formatDateTime(delivery.startedAt)}</td>
                  <td>{delivery.type}</td>
                  <td className="c-mono">{delivery.playerId}</td>
                  <td className="c-mono">{delivery.transactionId ?? "—"}</td>
                  <td className="c-cell-num">{delivery.attemptNumber}</td>
                  <td>
                    <Badge tone={toneOf(delivery.outcome)}>{attemptOutcomeLabel(delivery.outcome)}</Badge>{" "}
                    <span className="c-mono c-small">{delivery.responseStatus ?? ""}</span>
                  </td>
                  <td className="c-cell-num">{formatMs(delivery.latencyMs)}</td>
                  <td>
                    <Link href={`${PATH}/${delivery.id}`} data-testid="open-delivery">
                      Raw request
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {nextCursor ? (
          <div className="c-table-footer">
            <Link href={`${PATH}?${nextPage}`} data-testid="older-deliveries">
              Older calls
            </Link>
          </div>
        ) : null}
      </Card>
    </>
  );
}
