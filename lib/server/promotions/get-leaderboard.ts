import "server-only";
import { LEADERBOARD_DEFAULT_LIMIT, type LeaderboardView } from "@/lib/contract/promotions-api";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { prisma } from "@/lib/server/db/prisma";
import { promotionState, type StoredPrizes } from "./promotion-view";

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
function scoreText(score: string): string {
  return score.includes(".") ? score.replace(/0+$/, "").replace(/\.$/, "") : score;
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
  const promotion = await prisma.promotion.findFirst({
    where: {
      id: promotionId,
      ...(viewerOperatorId === undefined ? {} : { operators: { some: { operatorId: viewerOperatorId } } }),
    },
  });
  if (!promotion) throw new AppError("promotion_not_found", `Promotion "${promotionId}" not found`);
  if (promotion.kind !== "tournament" || !promotion.scoring)
    throw new AppError("promotion_not_tournament", `Promotion "${promotionId}" is a prize drop: it has no leaderboard`);

  const top = await prisma.$queryRaw<EntryRow[]>`
    SELECT e.operator_id, e.external_player_id, e.score::text AS score_text, e.rounds, e.reached_at
    FROM promotion_entries e
    WHERE e.promotion_id = ${promotionId}
    ORDER BY e.score DESC, e.reached_at, e.operator_id, e.external_player_id
    LIMIT ${limit}`;
  const ranked = top.map((row, index) => ({ row, rank: index + 1 }));
  const ownPlayer = viewerOperatorId !== undefined ? options.externalPlayerId : undefined;
  if (
    ownPlayer !== undefined &&
    !top.some((row) => row.operator_id === viewerOperatorId && row.external_player_id === ownPlayer)
  ) {
    // Entries ahead of the player: a higher score, or the same one reached earlier (then by operator and player).
    // One range of the leaderboard index from the top down to the player's score, read from the index alone.
    const own = await prisma.$queryRaw<(EntryRow & { rank: number })[]>`
      SELECT e.operator_id, e.external_player_id, e.score::text AS score_text, e.rounds, e.reached_at,
        (SELECT count(*)::int + 1 FROM promotion_entries o
         WHERE o.promotion_id = e.promotion_id AND o.score >= e.score
           AND (o.score > e.score
             OR (o.reached_at, o.operator_id, o.external_player_id) < (e.reached_at, e.operator_id, e.external_player_id))) AS rank
      FROM promotion_entries e
      WHERE e.promotion_id = ${promotionId} AND e.operator_id = ${viewerOperatorId} AND e.external_player_id = ${ownPlayer}`;
    if (own[0]) ranked.push({ row: own[0], rank: own[0].rank });
  }
  const prizes = promotion.prizes as unknown as StoredPrizes;
  const exponent = currencyExponent(promotion.baseCurrency);
  const prizeOf = (rank: number) => {
    if (prizes.kind !== "tournament") return null;
    const line = prizes.ranks.find((range) => range.fromRank <= rank && rank <= range.toRank);
    return line
      ? { amount: formatMinorUnits(BigInt(line.amountMinor), exponent), currency: promotion.baseCurrency }
      : null;
  };
  return {
    leaderboard: {
      promotion_id: promotion.id,
      state: promotionState(promotion, new Date()),
      scoring: promotion.scoring,
      participants: promotion.participants,
      items: ranked.map(({ row, rank }) => {
        const masked = viewerOperatorId !== undefined && row.operator_id !== viewerOperatorId;
        return {
          rank,
          score: scoreText(row.score_text),
          rounds: row.rounds,
          player: masked ? maskPlayer(row.external_player_id) : row.external_player_id,
          masked,
          prize: prizeOf(rank),
        };
      }),
    },
    players: ranked.map(({ row }) => ({ operatorId: row.operator_id, externalPlayerId: row.external_player_id })),
  };
}
