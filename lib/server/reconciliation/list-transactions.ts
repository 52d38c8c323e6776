import "server-only";
import type { FeedTransaction, TransactionsQuery } from "@/lib/contract/reconciliation-api";
import type { Prisma } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";
import { encodeCursor, type Page } from "@/lib/base/paging";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { afterPosition, decodeFeedCursor } from "./feed-cursor";
import { reconciliationSettings } from "./reconciliation-settings";

// The operator's transactions feed for reconciliation: debits, credits and rollbacks, oldest first in
// (created_at, id) order, keyset-paged with an opaque cursor, so pages never overlap and deep pages cost what the
// first does (index on operator_id, created_at).
//
// No gaps while rows are inserted: created_at is stamped by the writing instance before its insert commits, so a
// row can become visible after rows with a later created_at were already served. The feed therefore serves only
// rows created at least RECONCILIATION_FEED_LAG_MS ago (default 5 s, far above a ledger insert's duration plus the
// instances' clock skew): by then every row with that created_at has committed, and nothing can appear behind a
// cursor. A sequence column would not help: sequence numbers are also taken before commit.
//
// next_cursor is null only once the window [from, to) is complete; while it is still open (no `to`, or `to` not yet
// past the lag) a position comes back even on an empty page, so a client can poll with it for rows still to come.

export async function listTransactions(options: { operatorId: string; query: Omit<TransactionsQuery, "operator_id"> }): Promise<Page<FeedTransaction>> {
  const { query } = options;
  const position = query.cursor ? decodeFeedCursor(query.cursor) : null;
  const cutoff = new Date(Date.now() - reconciliationSettings().feedLagMs);
  const to = query.to ? new Date(query.to) : null;
  const windowClosed = to !== null && to <= cutoff;
  const where: Prisma.WalletTransactionWhereInput = {
    operatorId: options.operatorId,
    type: query.transaction_type ?? { in: ["debit", "credit", "rollback"] },
    ...(query.state ? { state: query.state } : {}),
    ...(query.external_player_id ? { playerId: query.external_player_id } : {}),
    createdAt: { ...(query.from ? { gte: new Date(query.from) } : {}), lt: windowClosed ? to : cutoff },
    ...afterPosition(position),
  };
  const rows = await prisma.walletTransaction.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: query.limit + 1 });
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  const more = rows.length > query.limit;
  const nextCursor = last
    ? more || !windowClosed
      ? encodeCursor([last.createdAt.toISOString(), last.id])
      : null
    : windowClosed
      ? null
      : // Every row created before the cutoff is visible now, and none matched: the next page starts at the cutoff.
        encodeCursor([new Date(cutoff.getTime() - 1).toISOString(), "0"]);
  return {
    items: items.map((row) => ({
      transaction_id: row.id,
      round_id: row.roundId,
      transaction_type: row.type as FeedTransaction["transaction_type"],
      action_type: row.actionType,
      state: row.state,
      amount: formatMinorUnits(row.amountMinor, row.exponent),
      currency: row.currency,
      external_player_id: row.playerId,
      session_id: row.sessionId,
      game_symbol: row.gameSymbol,
      original_transaction_id: row.originalTransactionId,
      campaign_id: row.campaignId,
      attempts: row.attempts,
      created_at: row.createdAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
      updated_at: row.updatedAt.toISOString(),
    })),
    nextCursor,
  };
}
