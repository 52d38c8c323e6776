import "server-only";
import { parseSlotMathConfig } from "@/lib/game/math/compiled-math";
import { simulateRounds } from "@/lib/game/math/simulate";

// σ of one round's payout (win / bet) of a game, for the RTP confidence band. The maths give the exact RTP but not
// its variance in closed form, so σ is measured once per game version by simulating its maths (the production
// playRound, a fixed seed: the same σ every time) and kept in memory. A game without maths has no σ (no band).

const SIMULATED_ROUNDS = 20_000;
const cache = new Map<string, { version: number; deviation: number | null }>();

export function gamePayoutDeviation(game: { symbol: string; updatedAt: Date; mathConfig: unknown }): number | null {
  const version = game.updatedAt.getTime();
  const cached = cache.get(game.symbol);
  if (cached?.version === version) return cached.deviation;
  let deviation: number | null = null;
  if (game.mathConfig !== null && game.mathConfig !== undefined) {
    try {
      deviation = simulateRounds({
        config: parseSlotMathConfig(game.mathConfig),
        rounds: SIMULATED_ROUNDS,
        seed: 17,
      }).standardDeviation;
    } catch {
      deviation = null;
    }
  }
  cache.set(game.symbol, { version, deviation });
  return deviation;
}
