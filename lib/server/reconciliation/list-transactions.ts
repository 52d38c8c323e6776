import "server-only";
import type { FeedTransaction, TransactionsQuery } from "@/lib/contract/reconciliation-api";
import { directQuery, utcTimeColumn, type DirectStatement } from "@/lib/server/db/direct-sql";
import { findGameBySymbolOrSlug } from "@/lib/server/games/find-game-by-symbol-or-slug";
import type { Page } from "@/lib/base/paging";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { feedWindow, nextFeedCursor } from "./feed-cursor";
import { reconciliationSettings } from "./reconciliation-settings";

// The operator's transactions feed for reconciliation: debits, credits and rollbacks, oldest first in
// (created_at, id) order, keyset-paged with an opaque cursor, so pages never overlap and deep pages cost what the
// first does (index on operator_id, created_at, id; a filter's own index, see FEED_FILTERS). Filters combine.
//
// No gaps while rows are inserted: created_at is stamped by the writing instance before its insert commits, so a
// row can become visible after rows with a later created_at were already served. The feed therefore serves only
// rows created at least RECONCILIATION_FEED_LAG_MS ago (default 5 s, far above a ledger insert's duration plus the
// instances' clock skew): by then every row with that created_at has committed, and nothing can appear behind a
// cursor. A sequence column would not help: sequence numbers are also taken before commit.
//
// next_cursor is null only once the window [from, to) is complete; while it is still open (no `to`, or `to` not yet
// past the lag) a position comes back even on an empty page, so a client can poll with it for rows still to come.

export async function listTransactions(options: {
  operatorId: string;
  query: Omit<TransactionsQuery, "operator_id">;
}): Promise<Page<FeedTransaction>> {
  const { query } = options;
  const window = feedWindow({
    cursor: query.cursor,
    from: query.from,
    to: query.to,
    lagMs: reconciliationSettings().feedLagMs,
  });
  const values = [
    options.operatorId,
    query.transaction_type ?? "debit,credit,rollback",
    query.state ?? null,
    window.start ? window.start.toISOString() : "-infinity",
    window.end.toISOString(),
    window.position ? window.position.createdAt.toISOString() : "-infinity",
    window.position?.id ?? "",
    query.limit + 1,
  ];
  const filters: Partial<Record<FeedFilter, string>> = {
    player_id: query.external_player_id,
    round_id: query.round_id,
    game_symbol: query.game_symbol === undefined ? undefined : await gameSymbolOf(query.game_symbol),
    action_type: query.action_type,
    campaign_id: query.campaign_id,
  };
  const present = FEED_FILTERS.filter((column) => filters[column] !== undefined);
  const rows = await directQuery<FeedRow>(
    feedPageStatement(present),
    [...values, ...present.map((column) => filters[column])],
    "durable",
  );
  const items = rows.slice(0, query.limit);
  const nextCursor = nextFeedCursor(window, items[items.length - 1], rows.length > query.limit);
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
      promotion_id: row.promotionId,
      attempts: row.attempts,
      created_at: row.createdAt,
      completed_at: row.completedAt,
      updated_at: row.updatedAt,
    })),
    nextCursor,
  };
}

// One page as a prepared statement on the keyset index ((operator_id, created_at, id), or one that starts with a
// filter's column): the ORM's query building and row mapping cost milliseconds of CPU per page. Times come as ISO text
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
  promotionId: string | null;
  attempts: number;
  createdAt: string;
  completedAt: string | null;
  updatedAt: string;
}

// The filters, each an equality on its column, served by an index that starts (operator_id, column, created_at, id)
// (round_id: its own index, a handful of rows per round; campaign_id: a partial index over free-round credits).
const FEED_FILTERS = ["player_id", "round_id", "game_symbol", "action_type", "campaign_id"] as const;
type FeedFilter = (typeof FEED_FILTERS)[number];

/** A slug names the same game as its symbol; the ledger stores symbols. An unknown game matches nothing. */
async function gameSymbolOf(identifier: string): Promise<string> {
  return (
    (await findGameBySymbolOrSlug({ symbolOrSlug: identifier, query: { select: { symbol: true } } }))?.symbol ??
    identifier
  );
}

// One prepared statement per combination of filters, so each plan is made for the index its filters use (a
// "$n IS NULL OR column = $n" form would share one generic plan between them).
const feedStatements = new Map<string, DirectStatement>();

function feedPageStatement(filters: readonly FeedFilter[]): DirectStatement {
  const key = filters.join(",");
  let statement = feedStatements.get(key);
  if (!statement) {
    const conditions = filters.map((column, index) => ` AND ${column} = $${9 + index}`).join("");
    statement = {
      name: key ? `reconciliation_feed_page_by_${filters.join("_")}` : "reconciliation_feed_page",
      text: feedPage(conditions),
    };
    feedStatements.set(key, statement);
  }
  return statement;
}

const feedPage = (conditions: string) => `
  SELECT id, round_id AS "roundId", type::text AS type, action_type AS "actionType", state::text AS state,
    amount_minor::text AS "amountMinor", exponent, currency::text AS currency, player_id AS "playerId", session_id AS "sessionId",
    game_symbol AS "gameSymbol", original_transaction_id AS "originalTransactionId", campaign_id AS "campaignId",
    promotion_id AS "promotionId", attempts,
    ${utcTimeColumn("created_at", "createdAt")}, ${utcTimeColumn("completed_at", "completedAt")}, ${utcTimeColumn("updated_at", "updatedAt")}
  FROM wallet_transactions
  WHERE operator_id = $1${conditions}
    AND type = ANY(string_to_array($2::text, ',')::"WalletCallbackType"[])
    AND ($3::text IS NULL OR state = $3::text::"WalletTransactionState")
    AND created_at >= $4::timestamp AND created_at < $5::timestamp
    AND (created_at, id) > ($6::timestamp, $7::text)
  ORDER BY created_at, id
  LIMIT $8::int`;
