import "server-only";
import type { FeedTransaction, TransactionsQuery } from "@/lib/contract/reconciliation-api";
import { directQuery, utcTimeColumn, type DirectStatement } from "@/lib/server/db/direct-sql";
import { encodeCursor, type Page } from "@/lib/base/paging";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { decodeFeedCursor } from "./feed-cursor";
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
  // The index range starts at the later of `from` and the cursor's position; the row comparison then skips the
  // rows of that instant already served.
  const from = query.from ? new Date(query.from) : null;
  const start = position && (!from || position.createdAt >= from) ? position.createdAt : from;
  const values = [
    options.operatorId,
    query.transaction_type ?? "debit,credit,rollback",
    query.state ?? null,
    start ? start.toISOString() : "-infinity",
    (windowClosed ? to : cutoff).toISOString(),
    position ? position.createdAt.toISOString() : "-infinity",
    position?.id ?? "",
    query.limit + 1,
  ];
  const rows = query.external_player_id
    ? await directQuery<FeedRow>(FEED_PAGE_OF_PLAYER, [...values, query.external_player_id], "durable")
    : await directQuery<FeedRow>(FEED_PAGE, values, "durable");
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  const more = rows.length > query.limit;
  const nextCursor = last
    ? more || !windowClosed
      ? encodeCursor([last.createdAt, last.id])
      : null
    : windowClosed
      ? null
      : // Every row created before the cutoff is visible now, and none matched: the next page starts at the cutoff.
        encodeCursor([new Date(cutoff.getTime() - 1).toISOString(), "0"]);
  return {
    items: items.map((row) => ({
      transaction_id: row.id,
      round_id: row.roundId,
      transaction_type: row.type,
      action_type: row.actionType,
      state: row.state,
      amount: formatMinorUnits(BigInt(row.amountMinor), row.exponent),
      currency: row.currency,
      external_player_id: row.playerId,
      session_id: row.sessionId,
      game_symbol: row.gameSymbol,
      original_transaction_id: row.originalTransactionId,
      campaign_id: row.campaignId,
      attempts: row.attempts,
      created_at: row.createdAt,
      completed_at: row.completedAt,
      updated_at: row.updatedAt,
    })),
    nextCursor,
  };
}

// One page as a prepared statement on the keyset index ((operator_id, created_at, id), or with player_id for one
// player's feed): the ORM's query building and row mapping cost milliseconds of CPU per page. Times come as ISO text
// (utcTimeColumn), exactly what the feed shows; the amount as text, read as bigint. A timestamp parameter is ISO
// text cast to timestamp (the columns hold UTC), "-infinity" when unbounded.

interface FeedRow {
  id: string;
  roundId: string | null;
  type: FeedTransaction["transaction_type"];
  actionType: string;
  state: FeedTransaction["state"];
  amountMinor: string;
  exponent: number;
  currency: string;
  playerId: string;
  sessionId: string;
  gameSymbol: string;
  originalTransactionId: string | null;
  campaignId: string | null;
  attempts: number;
  createdAt: string;
  completedAt: string | null;
  updatedAt: string;
}

const feedPage = (playerCondition: string) => `
  SELECT id, round_id AS "roundId", type::text AS type, action_type AS "actionType", state::text AS state,
    amount_minor::text AS "amountMinor", exponent, currency::text AS currency, player_id AS "playerId", session_id AS "sessionId",
    game_symbol AS "gameSymbol", original_transaction_id AS "originalTransactionId", campaign_id AS "campaignId", attempts,
    ${utcTimeColumn("created_at", "createdAt")}, ${utcTimeColumn("completed_at", "completedAt")}, ${utcTimeColumn("updated_at", "updatedAt")}
  FROM wallet_transactions
  WHERE operator_id = $1${playerCondition}
    AND type = ANY(string_to_array($2::text, ',')::"WalletCallbackType"[])
    AND ($3::text IS NULL OR state = $3::text::"WalletTransactionState")
    AND created_at >= $4::timestamp AND created_at < $5::timestamp
    AND (created_at, id) > ($6::timestamp, $7::text)
  ORDER BY created_at, id
  LIMIT $8::int`;

const FEED_PAGE: DirectStatement = { name: "reconciliation_feed_page", text: feedPage("") };
const FEED_PAGE_OF_PLAYER: DirectStatement = { name: "reconciliation_feed_page_of_player", text: feedPage(" AND player_id = $9") };
