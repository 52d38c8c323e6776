// npx tsx lib/cli/math-report.ts [--spins 1000000] [--seed 42] [--game vs20aurora]
// For each demo game: exact RTP, a seeded simulation of N rounds, and whether the simulated RTP lands inside the
// 99% confidence interval around the exact figure. Exits 1 when any game falls outside, 2 on bad arguments.
import { parseArgs } from "node:util";
import { demoGameMath, getDemoGameMath } from "@/lib/game/demo-games/registry";
import { computeExactRtp } from "@/lib/game/math/exact-rtp";
import { rtpConfidenceInterval, simulateRounds } from "@/lib/game/math/simulate";

const usage =
  "usage: npx tsx lib/cli/math-report.ts [--spins <rounds, default 1000000>] [--seed <integer, default 42>] [--game <symbol>]";

function parseCount(name: string, text: string, minimum: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < minimum) {
    console.error(`--${name} must be an integer of at least ${minimum}, got ${JSON.stringify(text)}\n${usage}`);
    process.exit(2);
  }
  return value;
}

let options: { spins: string; seed: string; game?: string };
try {
  ({ values: options } = parseArgs({
    options: {
      spins: { type: "string", default: "1000000" },
      seed: { type: "string", default: "42" },
      game: { type: "string" },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const rounds = parseCount("spins", options.spins, 2);
const seed = parseCount("seed", options.seed, 0);
let games = Object.keys(demoGameMath);
if (options.game !== undefined) {
  if (!demoGameMath[options.game]) {
    console.error(`unknown game ${options.game}; demo games: ${games.join(", ")}`);
    process.exit(2);
  }
  games = [options.game];
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;
const columns = [16, 10, 10, 9, 11, 8, 19, 6];
const row = (cells: string[]) => cells.map((cell, index) => cell.padEnd(columns[index]!)).join(" ").trimEnd();

console.log(`Demo game maths: ${rounds.toLocaleString("en-US")} rounds per game, seed ${seed}\n`);
console.log(row(["game", "exact RTP", "simulated", "hit freq", "free spins", "std dev", "99% interval", "result"]));
let outside = 0;
const buyLines: string[] = [];
for (const game of games) {
  const config = getDemoGameMath(game);
  const exact = computeExactRtp(config);
  const simulation = simulateRounds({ config, rounds, seed });
  const interval = rtpConfidenceInterval(exact.rtp, simulation);
  const inside = simulation.rtp >= interval.low && simulation.rtp <= interval.high;
  if (!inside) outside++;
  const freeSpins = simulation.freeSpinsFrequency > 0 ? `1 in ${Math.round(1 / simulation.freeSpinsFrequency)}` : "-";
  console.log(
    row([
      game,
      percent(exact.rtp),
      percent(simulation.rtp),
      percent(simulation.hitFrequency),
      freeSpins,
      simulation.standardDeviation.toFixed(2),
      `${percent(interval.low)}–${percent(interval.high)}`,
      inside ? "ok" : "OUTSIDE",
    ]),
  );
  if (exact.buyFeatureRtp !== null) buyLines.push(`  ${game}: ${percent(exact.buyFeatureRtp)}`);
}
if (buyLines.length) console.log(`\nBought free-spins feature, exact RTP:\n${buyLines.join("\n")}`);
console.log(
  `\nstd dev: of one round's return (win / stake). 99% interval: exact RTP ± 2.576 std dev / √rounds.` +
    `\n${outside === 0 ? "All simulated RTPs lie inside their intervals." : `${outside} game(s) outside their interval.`}`,
);
process.exit(outside === 0 ? 0 : 1);
