import "server-only";
import type { OpenRound } from "@/lib/contract/reconciliation-api";
import { prisma } from "@/lib/server/db/prisma";
import { encodeCursor, type Page } from "@/lib/base/paging";
import { afterPosition, decodeFeedCursor } from "./feed-cursor";
import { OPEN_CLOSING_TRANSACTION, openRoundStatus } from "./open-round-status";
import { reconciliationSettings } from "./reconciliation-settings";
import { roundSummary } from "./round-summary";

// The operator's rounds that are not settled on both sides (see open-round-status.ts), oldest first, with why and
// what happens next. Two reads, each after the cursor in (created_at, id) order, merged: rounds still in play past
// their lease (index on state, lease_until), and settled or cancelled rounds whose closing credit or rollback is
// open (an EXISTS on the ledger's open rows by round_id). The second walks the operator's rounds in created_at
// order until a page is full; at 10^7 rounds it wants a partial index on the open ledger rows (scale work, later). Like the
// transactions feed, only rounds older than RECONCILIATION_FEED_LAG_MS are listed: a younger round's credit is
// normally still on its way inline, and a round stored late cannot land behind a cursor.

export async function listOpenRounds(options: {
  operatorId: string;
  cursor?: string;
  limit: number;
}): Promise<Page<OpenRound>> {
  const position = options.cursor ? decodeFeedCursor(options.cursor) : null;
  const now = new Date();
  const createdAt = { lt: new Date(now.getTime() - reconciliationSettings().feedLagMs) };
  const take = options.limit + 1;
  const include = { transactions: { orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }] } };
  const [overdue, closing] = await Promise.all([
    prisma.walletRound.findMany({
      where: {
        operatorId: options.operatorId,
        state: { in: ["debiting", "debited"] },
        leaseUntil: { lt: now },
        createdAt,
        ...afterPosition(position),
      },
      include,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take,
    }),
    prisma.walletRound.findMany({
      where: {
        operatorId: options.operatorId,
        state: { in: ["settled", "cancelled"] },
        transactions: { some: OPEN_CLOSING_TRANSACTION },
        createdAt,
        ...afterPosition(position),
      },
      include,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take,
    }),
  ]);
  const rounds = [...overdue, ...closing].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  // The page is the first `limit` rounds examined; more exist when the merge holds another.
  const examined = rounds.slice(0, options.limit);
  const last = examined[examined.length - 1];
  const items: OpenRound[] = [];
  for (const round of examined) {
    const status = openRoundStatus(round, round.transactions, now);
    // A closing row superseded by a later, acknowledged one (a requeued rollback) does not keep the round open; the
    // page may then hold fewer than `limit` items.
    if (!status) continue;
    items.push({
      ...roundSummary(round),
      reason_code: status.reason_code,
      reason: status.reason,
      next_step: status.next_step,
      transaction_id: status.transaction?.id ?? null,
      transaction_state: status.transaction?.state ?? null,
      give_up_at: status.transaction?.giveUpAt?.toISOString() ?? null,
      free_rounds_award_id: round.freeRoundsAwardId,
      created_at: round.createdAt.toISOString(),
    });
  }
  return {
    items,
    nextCursor: rounds.length > options.limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
  };
}
