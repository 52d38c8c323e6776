import { randomInt } from "node:crypto";
import { prisma } from "@/lib/server/db/prisma";
import { getLeaderboard } from "@/lib/server/promotions/get-leaderboard";
import { scorePromotionRounds } from "@/lib/server/promotions/score-promotion-rounds";
import { settleTournament } from "@/lib/server/promotions/settle-tournament";
import { percentile } from "./stats";

// Promotions at scale (issue 28), in this process on the bench database: `participants` players, one settled paid
// round each, generated straight into wallet_rounds with generate_series, all within a win_multiplier tournament's
// window; then
// - one scoring pass over all of them (the scorer's own pass: count each round, rebuild each standing), as rounds
//   per second — what one instance's pass keeps up with;
// - the operator API's leaderboard read (getLeaderboard: top 10 and a random player's own entry and rank) `reads`
//   times with every participant on the board, p50 and p99;
// - the settlement of the ended tournament: the standings frozen and `paidRanks` payouts queued as ledger credits.
// Scoring runs off the spin path (a spin does not know promotions exist), so a spin's added cost is nothing to
// measure here.

export interface PromotionsFigures {
  participants: number;
  scoringSeconds: number;
  roundsScored: number;
  leaderboardReads: number;
  leaderboardP50Ms: number;
  leaderboardP99Ms: number;
  settleSeconds: number;
  payouts: number;
}

const OPERATOR = "bench-promotions";
const PROMOTION = "prm_benchTournament0001";

export async function measurePromotions(options: {
  participants: number;
  paidRanks: number;
  reads: number;
}): Promise<PromotionsFigures> {
  const { participants, paidRanks } = options;
  console.log(`Promotions: ${participants.toLocaleString("en-US")} participants, ${paidRanks} paid ranks`);
  const now = Date.now();
  await prisma.operator.create({ data: { id: OPERATOR, name: "Bench promotions", defaultCurrency: "EUR" } });
  await prisma.promotion.create({
    data: {
      id: PROMOTION,
      kind: "tournament",
      title: "Bench tournament",
      terms: "Bench.",
      gameSymbols: ["vs20aurora"],
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 3_600_000),
      baseCurrency: "EUR",
      scoring: "win_multiplier",
      minBets: { EUR: "20" },
      prizes: { kind: "tournament", ranks: [{ fromRank: 1, toRank: paidRanks, amountMinor: "100" }] },
      createdBy: "bench",
      createdAt: new Date(now - 3_600_000),
      operators: { create: [{ operatorId: OPERATOR }] },
    },
  });
  // One settled round per player over the last ten minutes; a win of 0–50× the bet.
  await prisma.$executeRawUnsafe(
    `INSERT INTO wallet_rounds (id, operator_id, player_id, session_id, game_symbol, currency, exponent, bet_minor,
       win_minor, state, created_at, updated_at)
     SELECT 'rnd_bench_promo_' || i, $1, 'player-' || i, 'ses_bench_promo_' || i, 'vs20aurora', 'EUR', 2, 20,
       (random() * 1000)::bigint, 'settled', $2::timestamp - (i % 600) * interval '1 second',
       $2::timestamp - (i % 600) * interval '1 second'
     FROM generate_series(1, $3::int) AS i`,
    OPERATOR,
    new Date(now - 5_000),
    participants,
  );
  await prisma.$executeRawUnsafe("ANALYZE wallet_rounds");

  const scoringStarted = performance.now();
  const pass = await scorePromotionRounds({ now: new Date(now) });
  const scoringSeconds = (performance.now() - scoringStarted) / 1000;
  await prisma.$executeRawUnsafe("ANALYZE promotion_entries");
  console.log(`  scoring pass: ${pass.roundsCounted} rounds in ${scoringSeconds.toFixed(2)} s`);

  const durations: number[] = [];
  for (let read = 0; read < options.reads; read++) {
    const started = performance.now();
    await getLeaderboard({
      promotionId: PROMOTION,
      viewerOperatorId: OPERATOR,
      limit: 10,
      externalPlayerId: `player-${randomInt(1, participants + 1)}`,
    });
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);

  await prisma.promotion.update({ where: { id: PROMOTION }, data: { endsAt: new Date(Date.now() - 1_000) } });
  const settleStarted = performance.now();
  const settled = await settleTournament({ promotionId: PROMOTION, actor: "bench" });
  const settleSeconds = (performance.now() - settleStarted) / 1000;
  console.log(`  settlement: ${settled.payouts} payouts queued in ${settleSeconds.toFixed(2)} s`);
  return {
    participants,
    scoringSeconds,
    roundsScored: pass.roundsCounted,
    leaderboardReads: durations.length,
    leaderboardP50Ms: percentile(durations, 50),
    leaderboardP99Ms: percentile(durations, 99),
    settleSeconds,
    payouts: settled.payouts,
  };
}
