// npx tsx lib/cli/math-report.ts [--spins 1000000] [--seed 42] [--game vs20aurora] [--variant 94] [--tolerance 0.8]
// For each demo game and RTP variant: exact RTP, a seeded simulation of N rounds, whether the simulated RTP lands
// inside the 99% confidence interval around the exact figure, and whether the exact RTP lies within the tolerance
// (percentage points) of the variant's nominal. Exits 1 when any check fails, 2 on bad arguments.
import { parseArgs } from "node:util";
import { RTP_VARIANTS } from "@/lib/contract/jurisdiction-profiles";
import { demoGameMath, getDemoGameMath } from "@/lib/game/demo-games/registry";
import { computeExactRtp } from "@/lib/game/math/exact-rtp";
import { mathForRtpVariant } from "@/lib/game/math/rtp-variants";
import { rtpConfidenceInterval, simulateRounds } from "@/lib/game/math/simulate";

const usage =
  "usage: npx tsx lib/cli/math-report.ts [--spins <rounds, default 1000000>] [--seed <integer, default 42>] [--game <symbol>] [--variant <96|94|92>] [--tolerance <points, default 0.8>]";

function parseCount(name: string, text: string, minimum: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < minimum) {
    console.error(`--${name} must be an integer of at least ${minimum}, got ${JSON.stringify(text)}\n${usage}`);
    process.exit(2);
  }
  return value;
}

let options: { spins: string; seed: string; game?: string; variant?: string; tolerance: string };
try {
  ({ values: options } = parseArgs({
    options: {
      spins: { type: "string", default: "1000000" },
      seed: { type: "string", default: "42" },
      game: { type: "string" },
      variant: { type: "string" },
      tolerance: { type: "string", default: "0.8" },
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

let variants: readonly string[] = RTP_VARIANTS;
if (options.variant !== undefined) {
  if (!(RTP_VARIANTS as readonly string[]).includes(options.variant)) {
    console.error(`unknown RTP variant ${options.variant}; variants: ${RTP_VARIANTS.join(", ")}`);
    process.exit(2);
  }
  variants = [options.variant];
}
const tolerancePoints = Number(options.tolerance);
if (!/^\d+(\.\d+)?$/.test(options.tolerance) || !(tolerancePoints > 0)) {
  console.error(
    `--tolerance must be a positive number of percentage points, got ${JSON.stringify(options.tolerance)}\n${usage}`,
  );
  process.exit(2);
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;
const columns = [16, 8, 10, 10, 9, 11, 8, 19, 8, 11];
const row = (cells: string[]) =>
  cells
    .map((cell, index) => cell.padEnd(columns[index]!))
    .join(" ")
    .trimEnd();

console.log(
  `Demo game maths: ${rounds.toLocaleString("en-US")} rounds per game and RTP variant, seed ${seed}; ` +
    `exact RTP within ${tolerancePoints} points of the nominal\n`,
);
console.log(
  row([
    "game",
    "variant",
    "exact RTP",
    "simulated",
    "hit freq",
    "free spins",
    "std dev",
    "99% interval",
    "nominal",
    "result",
  ]),
);
let failures = 0;
const buyLines: string[] = [];
for (const game of games) {
  for (const variant of variants) {
    const config = mathForRtpVariant(getDemoGameMath(game), variant);
    const exact = computeExactRtp(config);
    const simulation = simulateRounds({ config, rounds, seed });
    const interval = rtpConfidenceInterval(exact.rtp, simulation);
    const inside = simulation.rtp >= interval.low && simulation.rtp <= interval.high;
    const nearNominal = Math.abs(exact.rtp * 100 - Number(variant)) <= tolerancePoints;
    if (!inside || !nearNominal) failures++;
    const freeSpins = simulation.freeSpinsFrequency > 0 ? `1 in ${Math.round(1 / simulation.freeSpinsFrequency)}` : "-";
    console.log(
      row([
        game,
        variant,
        percent(exact.rtp),
        percent(simulation.rtp),
        percent(simulation.hitFrequency),
        freeSpins,
        simulation.standardDeviation.toFixed(2),
        `${percent(interval.low)}–${percent(interval.high)}`,
        `${(exact.rtp * 100 - Number(variant)).toFixed(2).replace(/^(?!-)/, "+")}`,
        inside && nearNominal ? "ok" : !inside ? "OUTSIDE" : "OFF NOMINAL",
      ]),
    );
    if (exact.buyFeatureRtp !== null) buyLines.push(`  ${game} ${variant}: ${percent(exact.buyFeatureRtp)}`);
  }
}
if (buyLines.length) console.log(`\nBought free-spins feature, exact RTP:\n${buyLines.join("\n")}`);
console.log(
  `\nstd dev: of one round's return (win / stake). 99% interval: exact RTP ± 2.576 std dev / √rounds.` +
    ` nominal: exact RTP − the variant's nominal, in points.` +
    `\n${failures === 0 ? "All simulated RTPs lie inside their intervals and every variant lies near its nominal." : `${failures} game variant(s) failed a check.`}`,
);
process.exit(failures === 0 ? 0 : 1);
