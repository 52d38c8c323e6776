import "server-only";
import type { PromotionStanding } from "@/lib/contract/runtime-api";
import { prisma } from "@/lib/server/db/prisma";
import { scoreText } from "./get-leaderboard";
import { RANK_FROM_TOP } from "./rank-from-top-sql";
import { rankPrize, type StoredPrizes } from "./promotion-view";

// The standings a scoring pass moved, with their ranks, read once per tournament per pass so the players' pages
// are told their place in the `promotion` event instead of each reading its whole panel again (a read per page per
// counted round cost about 9 ms at 100,000 participants). A few players: each rank is a count over the
// leaderboard's index (as get-leaderboard.ts ranks one player); many: one ordered pass over the board numbers
// every entry, cheaper than that many counts once the board is large.

const COUNTS_UP_TO = 16;

export interface MovedStanding extends PromotionStanding {
  operatorId: string;
  playerId: string;
}

interface StandingRow {
  operator_id: string;
  external_player_id: string;
  score_text: string;
  rounds: number;
  rank: number;
}

export async function readStandings(options: {
  promotionId: string;
  players: { operatorId: string; playerId: string }[];
}): Promise<{ participants: number; standings: MovedStanding[] }> {
  const { promotionId, players } = options;
  const promotion = await prisma.promotion.findUnique({
    where: { id: promotionId },
    select: { participants: true, prizes: true, baseCurrency: true },
  });
  if (!promotion || players.length === 0) return { participants: promotion?.participants ?? 0, standings: [] };
  const operatorIds = players.map((player) => player.operatorId);
  const playerIds = players.map((player) => player.playerId);
  const rows =
    players.length <= COUNTS_UP_TO
      ? await prisma.$queryRaw<StandingRow[]>`
          SELECT e.operator_id, e.external_player_id, e.score::text AS score_text, e.rounds,
            ${RANK_FROM_TOP}::int AS rank
          FROM promotion_entries e
          JOIN unnest(${operatorIds}::text[], ${playerIds}::text[]) AS m(operator_id, player_id)
            ON e.operator_id = m.operator_id AND e.external_player_id = m.player_id
          WHERE e.promotion_id = ${promotionId}`
      : await prisma.$queryRaw<StandingRow[]>`
          SELECT r.operator_id, r.external_player_id, r.score_text, r.rounds, r.rank
          FROM (
            SELECT operator_id, external_player_id, score::text AS score_text, rounds,
              row_number() OVER (ORDER BY score DESC, reached_at, operator_id, external_player_id)::int AS rank
            FROM promotion_entries WHERE promotion_id = ${promotionId}
          ) r
          JOIN unnest(${operatorIds}::text[], ${playerIds}::text[]) AS m(operator_id, player_id)
            ON r.operator_id = m.operator_id AND r.external_player_id = m.player_id`;
  const prizes = promotion.prizes as unknown as StoredPrizes;
  const baseCurrency = promotion.baseCurrency.trim();
  return {
    participants: promotion.participants,
    standings: rows.map((row) => ({
      operatorId: row.operator_id,
      playerId: row.external_player_id,
      rank: row.rank,
      score: scoreText(row.score_text),
      rounds: row.rounds,
      prize: rankPrize(prizes, baseCurrency, row.rank),
    })),
  };
}
