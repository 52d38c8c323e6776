import { randomInt } from "node:crypto";
import { prisma } from "@/lib/server/db/prisma";
import { getLeaderboard } from "@/lib/server/promotions/get-leaderboard";
import { readStandings } from "@/lib/server/promotions/read-standings";
import { scorePromotionRounds } from "@/lib/server/promotions/score-promotion-rounds";
import { settleTournament } from "@/lib/server/promotions/settle-tournament";
import { percentile } from "./stats";

// Promotions at scale (issue 28), in this process on the bench database: `participants` players, one settled paid
// round each, generated straight into wallet_rounds with generate_series, all within a win_multiplier tournament's
// window; then
// - one scoring pass over all of them (the scorer's own pass: count each round, rebuild each standing), as rounds
//   per second — what one instance's pass keeps up with;
// - the operator API's leaderboard read (getLeaderboard: top 10 and a random player's own entry and rank) `reads`
//   times with every participant on the board, p50 and p99, side by side with the read as it was before (three
//   statements, the rank counted from the top: previousLeaderboardRead), the two in turn for the same players, each
//   rank checked equal; on the board as the scoring pass left it (not yet vacuumed), then again after VACUUM;
// - the spin's added cost: a spin runs no promotion code, what a counted round adds is server work after it: its
//   share of a scoring pass, and of the standings read for the pass's news (the `promotion` event carries the
//   player's rank: publish-promotion-updates.ts). Passes of `spinsPerPass` new rounds (a second's worth) of the
//   tournament's game and of another game (what the scorer does for a spin without a tournament) in turn, the
//   difference per round; the standings read per round of the tournament passes, and for one random player alone;
// - the settlement of the ended tournament: the standings frozen and `paidRanks` payouts queued as ledger credits.

export interface PromotionsFigures {
  participants: number;
  scoringSeconds: number;
  roundsScored: number;
  leaderboardReads: number;
  leaderboardP50Ms: number;
  leaderboardP99Ms: number;
  previousLeaderboardP50Ms: number;
  previousLeaderboardP99Ms: number;
  /** The same pair after VACUUM (the visibility map set: index-only scans without heap visits). */
  vacuumedLeaderboardP50Ms: number;
  vacuumedLeaderboardP99Ms: number;
  previousVacuumedLeaderboardP50Ms: number;
  previousVacuumedLeaderboardP99Ms: number;
  spinsPerPass: number;
  scoringPasses: number;
  /** A pass of spinsPerPass rounds of the tournament's game, and of a game without a promotion, p50 ms. */
  tournamentPassP50Ms: number;
  otherGamePassP50Ms: number;
  /** p50 over pass pairs of (tournament pass − other pass) / spinsPerPass. */
  scoringPerRoundP50Ms: number;
  /** The moved players' standings read for the pass's news, per round of a tournament pass, p50. */
  standingsPerRoundP50Ms: number;
  /** The same for a pass that moved one random player (a quiet tournament: one spin a pass), p50. */
  singleStandingP50Ms: number;
  settleSeconds: number;
  payouts: number;
}

const OPERATOR = "bench-promotions";
const PROMOTION = "prm_benchTournament0001";

export async function measurePromotions(options: {
  participants: number;
  paidRanks: number;
  reads: number;
  spinsPerPass: number;
  scoringPasses: number;
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

  const readPair = async (reads: number) => {
    const current: number[] = [];
    const previous: number[] = [];
    for (let read = 0; read < reads; read++) {
      const player = `player-${randomInt(1, participants + 1)}`;
      const [first, second] = read % 2 === 0 ? (["current", "previous"] as const) : (["previous", "current"] as const);
      const ranks: Record<string, number | undefined> = {};
      for (const which of [first, second]) {
        const started = performance.now();
        ranks[which] =
          which === "current"
            ? (
                await getLeaderboard({
                  promotionId: PROMOTION,
                  viewerOperatorId: OPERATOR,
                  limit: 10,
                  externalPlayerId: player,
                })
              ).leaderboard.items.at(-1)?.rank
            : await previousLeaderboardRead(player);
        (which === "current" ? current : previous).push(performance.now() - started);
      }
      if (ranks.current !== ranks.previous)
        throw new Error(`${player}: rank ${ranks.current} now, ${ranks.previous} by the previous read`);
    }
    return { current: current.sort((a, b) => a - b), previous: previous.sort((a, b) => a - b) };
  };
  // A few reads first: the rank pivot is read in the background after the first one.
  await readPair(10);
  const fresh = await readPair(options.reads);
  await prisma.$executeRawUnsafe("VACUUM promotion_entries");
  const vacuumed = await readPair(options.reads);

  // Passes of spinsPerPass rounds each, of the tournament's game and of another in turn, each pass at its own
  // `now` a second after the last, its rounds settled in that second. A pass reads again the last 30 s of rounds
  // (SCORING_OVERLAP_MS, counted ones skipped), as it does in service; the first pair, whose overlap still holds the
  // generated rounds, is not counted.
  const tournamentPasses: number[] = [];
  const otherPasses: number[] = [];
  const perRound: number[] = [];
  const standingReads: number[] = [];
  const singleStandingReads: number[] = [];
  let passAt = now + 40_000;
  for (let pass = 0; pass < 2 + options.scoringPasses * 2; pass++) {
    const game = pass % 2 === 0 ? "vs20aurora" : "vs20nopromo";
    await prisma.$executeRawUnsafe(
      `INSERT INTO wallet_rounds (id, operator_id, player_id, session_id, game_symbol, currency, exponent, bet_minor,
         win_minor, state, created_at, updated_at)
       SELECT 'rnd_bench_promo_' || $4::int || '_' || i, $1, 'player-' || (1 + (random() * ($5::int - 1))::int),
         'ses_bench_promo_' || i, $2, 'EUR', 2, 20, (random() * 1000)::bigint, 'settled',
         $3::timestamp - interval '2500 milliseconds', $3::timestamp - interval '2500 milliseconds'
       FROM generate_series(1, $6::int) AS i`,
      OPERATOR,
      game,
      new Date(passAt),
      pass,
      participants,
      options.spinsPerPass,
    );
    const started = performance.now();
    const scored = await scorePromotionRounds({ now: new Date(passAt) });
    const took = performance.now() - started;
    const expected = game === "vs20aurora" ? options.spinsPerPass : 0;
    if (scored.roundsCounted !== expected) throw new Error(`pass ${pass}: ${scored.roundsCounted} rounds counted`);
    if (pass < 2) {
      // The uncounted first pair.
    } else if (game === "vs20aurora") {
      tournamentPasses.push(took);
      // What the pass's news costs before it is published: the moved players' standings (publish-promotion-updates.ts).
      const reading = performance.now();
      const { standings } = await readStandings({ promotionId: PROMOTION, players: scored.news.standings });
      standingReads.push((performance.now() - reading) / options.spinsPerPass);
      if (standings.length !== scored.news.standings.length) throw new Error(`pass ${pass}: standings not all read`);
      singleStandingReads.push(await timeSingleStanding(participants));
    } else {
      otherPasses.push(took);
      perRound.push((tournamentPasses.at(-1)! - took) / options.spinsPerPass);
    }
    passAt += 1_000;
  }
  [tournamentPasses, otherPasses, perRound, standingReads, singleStandingReads].forEach((list) =>
    list.sort((a, b) => a - b),
  );

  await prisma.promotion.update({ where: { id: PROMOTION }, data: { endsAt: new Date(Date.now() - 1_000) } });
  const settleStarted = performance.now();
  const settled = await settleTournament({ promotionId: PROMOTION, actor: "bench" });
  const settleSeconds = (performance.now() - settleStarted) / 1000;
  console.log(`  settlement: ${settled.payouts} payouts queued in ${settleSeconds.toFixed(2)} s`);
  return {
    participants,
    scoringSeconds,
    roundsScored: pass.roundsCounted,
    leaderboardReads: fresh.current.length,
    leaderboardP50Ms: percentile(fresh.current, 50),
    leaderboardP99Ms: percentile(fresh.current, 99),
    previousLeaderboardP50Ms: percentile(fresh.previous, 50),
    previousLeaderboardP99Ms: percentile(fresh.previous, 99),
    vacuumedLeaderboardP50Ms: percentile(vacuumed.current, 50),
    vacuumedLeaderboardP99Ms: percentile(vacuumed.current, 99),
    previousVacuumedLeaderboardP50Ms: percentile(vacuumed.previous, 50),
    previousVacuumedLeaderboardP99Ms: percentile(vacuumed.previous, 99),
    spinsPerPass: options.spinsPerPass,
    scoringPasses: options.scoringPasses,
    tournamentPassP50Ms: percentile(tournamentPasses, 50),
    otherGamePassP50Ms: percentile(otherPasses, 50),
    scoringPerRoundP50Ms: percentile(perRound, 50),
    standingsPerRoundP50Ms: percentile(standingReads, 50),
    singleStandingP50Ms: percentile(singleStandingReads, 50),
    settleSeconds,
    payouts: settled.payouts,
  };
}

// The leaderboard read as it was before the one-statement read (get-leaderboard.ts), for the side-by-side figure:
// the promotion, the top 10 and the player's own rank counted from the top, three statements. Returns the rank.
async function previousLeaderboardRead(player: string): Promise<number | undefined> {
  const promotion = await prisma.promotion.findFirst({
    where: { id: PROMOTION, operators: { some: { operatorId: OPERATOR } } },
  });
  if (!promotion) throw new Error("no promotion");
  const top = await prisma.$queryRaw<{ operator_id: string; external_player_id: string }[]>`
    SELECT e.operator_id, e.external_player_id, e.score::text AS score_text, e.rounds, e.reached_at
    FROM promotion_entries e
    WHERE e.promotion_id = ${PROMOTION}
    ORDER BY e.score DESC, e.reached_at, e.operator_id, e.external_player_id
    LIMIT 10`;
  const inTop = top.findIndex((row) => row.operator_id === OPERATOR && row.external_player_id === player);
  if (inTop >= 0) return inTop + 1;
  const own = await prisma.$queryRaw<{ rank: number }[]>`
    SELECT e.operator_id, e.external_player_id, e.score::text AS score_text, e.rounds, e.reached_at,
      (SELECT count(*)::int + 1 FROM promotion_entries o
       WHERE o.promotion_id = e.promotion_id AND o.score >= e.score
         AND (o.score > e.score
           OR (o.reached_at, o.operator_id, o.external_player_id) < (e.reached_at, e.operator_id, e.external_player_id))) AS rank
    FROM promotion_entries e
    WHERE e.promotion_id = ${PROMOTION} AND e.operator_id = ${OPERATOR} AND e.external_player_id = ${player}`;
  return own[0]?.rank;
}

/** One random player's standing read alone, ms (a pass that counted a single spin). */
async function timeSingleStanding(participants: number): Promise<number> {
  const started = performance.now();
  await readStandings({
    promotionId: PROMOTION,
    players: [{ operatorId: OPERATOR, playerId: `player-${randomInt(1, participants + 1)}` }],
  });
  return performance.now() - started;
}
