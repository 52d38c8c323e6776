import "server-only";
import { LEADERBOARD_DEFAULT_LIMIT, type LeaderboardView } from "@/lib/contract/promotions-api";
import { AppError } from "@/lib/base/errors";
import { prisma } from "@/lib/server/db/prisma";
import { promotionState, rankPrize, type StoredPrizes } from "./promotion-view";
import { RANK_FROM_TOP } from "./rank-from-top-sql";

// A tournament's leaderboard as the scorer last left it (score-promotion-rounds.ts): the top entries by score, of
// equal scores the one reached first, then by operator and player so the order is total. Read through the index on
// (promotion_id, score DESC, reached_at, operator_id, external_player_id); a player's own rank is one count over the
// same index; participants is kept on the promotion by the scoring pass. For an operator
// (`viewerOperatorId`), other operators' players are masked; the console sees every player and operator.

export interface LeaderboardRecord {
  leaderboard: LeaderboardView;
  /** Who each item is (the console's view), in the items' order. */
  players: { operatorId: string; externalPlayerId: string }[];
}

interface EntryRow {
  operator_id: string;
  external_player_id: string;
  /** The score as decimal text (named apart from the column: ordering by a text alias would sort "10" before "9"). */
  score_text: string;
  rounds: number;
  reached_at: Date;
}

/** "jo***3": enough for a player to tell entries apart, nothing another operator could use. */
export function maskPlayer(externalPlayerId: string): string {
  return externalPlayerId.length > 4 ? `${externalPlayerId.slice(0, 2)}***${externalPlayerId.slice(-1)}` : "***";
}

/** Decimal text without trailing zeros ("12.50000000" → "12.5"). */
export function scoreText(score: string): string {
  return score.includes(".") ? score.replace(/0+$/, "").replace(/\.$/, "") : score;
}

interface BoardRow {
  id: string;
  kind: string;
  scoring: string | null;
  participants: number;
  prizes: unknown;
  base_currency: string;
  starts_at: Date;
  ends_at: Date;
  settled_at: Date | null;
  cancelled_at: Date | null;
  /** The top entries in rank order (null: not a tournament, or nobody on the board). */
  top: { operator_id: string; external_player_id: string; score_text: string; rounds: number }[] | null;
  own_operator_id: string | null;
  own_external_player_id: string | null;
  own_score_text: string | null;
  own_rounds: number | null;
  own_rank: number | null;
}

// Where a player's own rank is counted from: a score near the middle of the board, read now and then per promotion
// and instance (PIVOT_MAX_AGE_MS) in the background, never on the read's path. Only the counting direction depends
// on it, never the rank: a stale or missing pivot costs time, not exactness. Small boards count from the top.
const PIVOT_MIN_PARTICIPANTS = 2_000;
const PIVOT_MAX_AGE_MS = 10_000;
const pivots = new Map<string, { score: string | null; readAt: number; reading: boolean }>();

/** Reads the pivot again when it is missing or old, after a read that found `participants` on the board. */
function refreshRankPivot(promotionId: string, participants: number): void {
  const pivot = pivots.get(promotionId);
  if (
    participants < PIVOT_MIN_PARTICIPANTS ||
    pivot?.reading ||
    (pivot && Date.now() - pivot.readAt < PIVOT_MAX_AGE_MS)
  )
    return;
  const reading = { score: pivot?.score ?? null, readAt: pivot?.readAt ?? 0, reading: true };
  pivots.set(promotionId, reading);
  prisma.$queryRaw<{ score: string }[]>`
    SELECT score::text AS score FROM promotion_entries WHERE promotion_id = ${promotionId}
    ORDER BY score DESC, reached_at, operator_id, external_player_id
    OFFSET ${Math.floor(participants / 2)} LIMIT 1`.then(
    (rows) => pivots.set(promotionId, { score: rows[0]?.score ?? null, readAt: Date.now(), reading: false }),
    () => pivots.set(promotionId, { ...reading, readAt: Date.now(), reading: false }),
  );
}

export async function getLeaderboard(options: {
  promotionId: string;
  /** The operator asking (its players shown, others masked; only a promotion it takes part in). */
  viewerOperatorId?: string;
  limit?: number;
  /** With the viewer's operator: this player's entry is added after the top when it ranks lower. */
  externalPlayerId?: string;
}): Promise<LeaderboardRecord> {
  const { promotionId, viewerOperatorId } = options;
  const limit = options.limit ?? LEADERBOARD_DEFAULT_LIMIT;
  const viewer = viewerOperatorId ?? null;
  const ownPlayer = viewerOperatorId !== undefined ? (options.externalPlayerId ?? null) : null;
  // One statement (one round trip, one snapshot): the promotion as the viewer may see it, its top `limit` from the
  // leaderboard index, and the player's own entry with its rank when it is not in the top. The rank is the count
  // of entries ahead in the ORDER BY (a higher score, or the same one reached earlier, then by operator and
  // player), read from the index: a count grows with the entries it passes, so a player below the pivot (about
  // the board's middle) is ranked as participants minus the entries behind them instead, which halves the worst
  // case (100,000 entries: at most about 50,000 counted, not 100,000). participants is the exact entry count:
  // the scoring pass adds to it in the transaction that inserts the entries, and entries are never deleted.
  const pivot = ownPlayer === null ? null : (pivots.get(promotionId)?.score ?? null);
  const rows = await prisma.$queryRaw<BoardRow[]>`
    WITH p AS (
      SELECT p.id, p.kind::text AS kind, p.scoring::text AS scoring, p.participants, p.prizes,
        p.base_currency::text AS base_currency, p.starts_at, p.ends_at, p.settled_at, p.cancelled_at,
        p.kind = 'tournament' AND p.scoring IS NOT NULL AS ranked
      FROM promotions p
      WHERE p.id = ${promotionId}
        AND (${viewer}::text IS NULL OR EXISTS (
          SELECT 1 FROM promotion_operators po WHERE po.promotion_id = p.id AND po.operator_id = ${viewer}::text))
    ), top AS (
      SELECT e.operator_id, e.external_player_id, e.score, e.rounds, e.reached_at
      FROM promotion_entries e
      WHERE e.promotion_id = ${promotionId} AND (SELECT ranked FROM p)
      ORDER BY e.score DESC, e.reached_at, e.operator_id, e.external_player_id
      LIMIT ${limit}
    ), own AS (
      SELECT e.operator_id, e.external_player_id, e.score::text AS score_text, e.rounds,
        CASE WHEN ${pivot}::numeric IS NULL OR e.score >= ${pivot}::numeric THEN ${RANK_FROM_TOP}
        ELSE (SELECT participants FROM p)
          - (SELECT count(*) FROM promotion_entries o WHERE o.promotion_id = e.promotion_id AND o.score < e.score)
          - (SELECT count(*) FROM promotion_entries o
             WHERE o.promotion_id = e.promotion_id AND o.score = e.score
               AND (o.reached_at, o.operator_id, o.external_player_id) > (e.reached_at, e.operator_id, e.external_player_id))
        END::int AS rank
      FROM promotion_entries e
      WHERE e.promotion_id = ${promotionId} AND e.operator_id = ${viewer}::text
        AND e.external_player_id = ${ownPlayer}::text AND (SELECT ranked FROM p)
        AND NOT EXISTS (
          SELECT 1 FROM top t WHERE t.operator_id = e.operator_id AND t.external_player_id = e.external_player_id)
    )
    SELECT p.id, p.kind, p.scoring, p.participants, p.prizes, p.base_currency, p.starts_at, p.ends_at, p.settled_at,
      p.cancelled_at,
      (SELECT json_agg(json_build_object('operator_id', t.operator_id, 'external_player_id', t.external_player_id,
          'score_text', t.score::text, 'rounds', t.rounds)
        ORDER BY t.score DESC, t.reached_at, t.operator_id, t.external_player_id) FROM top t) AS top,
      own.operator_id AS own_operator_id, own.external_player_id AS own_external_player_id,
      own.score_text AS own_score_text, own.rounds AS own_rounds, own.rank AS own_rank
    FROM p LEFT JOIN own ON true`;
  const promotion = rows[0];
  if (!promotion) throw new AppError("promotion_not_found", `Promotion "${promotionId}" not found`);
  if (promotion.kind !== "tournament" || !promotion.scoring)
    throw new AppError("promotion_not_tournament", `Promotion "${promotionId}" is a prize drop: it has no leaderboard`);
  if (ownPlayer !== null) refreshRankPivot(promotionId, promotion.participants);
  const ranked: { row: Omit<EntryRow, "reached_at">; rank: number }[] = (promotion.top ?? []).map((row, index) => ({
    row,
    rank: index + 1,
  }));
  if (promotion.own_rank !== null)
    ranked.push({
      row: {
        operator_id: promotion.own_operator_id!,
        external_player_id: promotion.own_external_player_id!,
        score_text: promotion.own_score_text!,
        rounds: promotion.own_rounds!,
      },
      rank: promotion.own_rank,
    });
  const prizes = promotion.prizes as unknown as StoredPrizes;
  return {
    leaderboard: {
      promotion_id: promotion.id,
      state: promotionState(
        {
          startsAt: promotion.starts_at,
          endsAt: promotion.ends_at,
          settledAt: promotion.settled_at,
          cancelledAt: promotion.cancelled_at,
        },
        new Date(),
      ),
      scoring: promotion.scoring as LeaderboardView["scoring"],
      participants: promotion.participants,
      items: ranked.map(({ row, rank }) => {
        const masked = viewerOperatorId !== undefined && row.operator_id !== viewerOperatorId;
        return {
          rank,
          score: scoreText(row.score_text),
          rounds: row.rounds,
          player: masked ? maskPlayer(row.external_player_id) : row.external_player_id,
          masked,
          prize: rankPrize(prizes, promotion.base_currency, rank),
        };
      }),
    },
    players: ranked.map(({ row }) => ({ operatorId: row.operator_id, externalPlayerId: row.external_player_id })),
  };
}
