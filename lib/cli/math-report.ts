// npm run math:report -- [--spins 1000000] [--seed 42] [--game vs20aurora] [--variant 94] [--tolerance 0.8]
//   [--no-jackpots] [--mean-bet 1.00]
// For each demo game and RTP variant: exact RTP, a seeded simulation of N rounds, whether the simulated RTP lands
// inside the 99% confidence interval around the exact figure, and whether the exact RTP lies within the tolerance
// (percentage points) of the variant's nominal. Exits 1 when any check fails, 2 on bad arguments.
// Jackpots: the pools live in the database (DATABASE_URL, else the embedded PGlite folder, as the app and the gp CLI
// open it); when it can be read, each game's jackpot RTP (the sum of the tiers of every pool it feeds, get-jackpot-rtp.ts)
// and its total are shown beside the base RTP. The checks (and the exit code) are about the base RTP only.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { RTP_VARIANTS } from "@/lib/contract/jurisdiction-profiles";
import { demoGameMath, getDemoGameMath } from "@/lib/game/demo-games/registry";
import { computeExactRtp } from "@/lib/game/math/exact-rtp";
import { mathForRtpVariant } from "@/lib/game/math/rtp-variants";
import { rtpConfidenceInterval, simulateRounds } from "@/lib/game/math/simulate";
import type { JackpotTierRtpRow } from "@/lib/server/jackpots/get-jackpot-rtp";
import { renderTable } from "./cli-table";

const usage =
  "usage: npm run math:report -- [--spins <rounds, default 1000000>] [--seed <integer, default 42>] [--game <symbol>] [--variant <96|94|92>] [--tolerance <points, default 0.8>] [--no-jackpots] [--mean-bet <amount in each pool's currency>]";

function parseCount(name: string, text: string, minimum: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < minimum) {
    console.error(`--${name} must be an integer of at least ${minimum}, got ${JSON.stringify(text)}\n${usage}`);
    process.exit(2);
  }
  return value;
}

let options: {
  spins: string;
  seed: string;
  game?: string;
  variant?: string;
  tolerance: string;
  "no-jackpots"?: boolean;
  "mean-bet"?: string;
};
try {
  ({ values: options } = parseArgs({
    options: {
      spins: { type: "string", default: "1000000" },
      seed: { type: "string", default: "42" },
      game: { type: "string" },
      variant: { type: "string" },
      tolerance: { type: "string", default: "0.8" },
      "no-jackpots": { type: "boolean" },
      "mean-bet": { type: "string" },
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

const meanBet = options["mean-bet"];
if (meanBet !== undefined && !(/^\d+(\.\d+)?$/.test(meanBet) && Number(meanBet) > 0)) {
  console.error(`--mean-bet must be a positive decimal amount, got ${JSON.stringify(meanBet)}\n${usage}`);
  process.exit(2);
}

/** The jackpot tiers' RTP shares from the database, or null with the reason they are not shown. */
async function readJackpots(): Promise<{ tiers: JackpotTierRtpRow[] | null; note: string }> {
  if (options["no-jackpots"]) return { tiers: null, note: "not read (--no-jackpots)" };
  try {
    const [{ closePglite, describeDatabaseTarget, resolveDatabaseTarget }, { disconnectPrisma }] = await Promise.all([
      import("@/lib/server/db/connection"),
      import("@/lib/server/db/prisma"),
    ]);
    const target = resolveDatabaseTarget();
    const where = describeDatabaseTarget(target);
    if (target.kind === "pglite" && !existsSync(target.dataDir))
      return { tiers: null, note: `no database (${where} does not exist; set DATABASE_URL)` };
    const { acquireEmbeddedDatabaseLock } = await import("@/lib/server/boot/embedded-database-lock");
    const release =
      target.kind === "pglite"
        ? acquireEmbeddedDatabaseLock({ dataDir: target.dataDir, owner: "npm run math:report" })
        : undefined;
    try {
      const { getJackpotRtp } = await import("@/lib/server/jackpots/get-jackpot-rtp");
      return { tiers: await getJackpotRtp({ meanBet }), note: `read from ${where}` };
    } finally {
      await disconnectPrisma();
      if (target.kind === "pglite") await closePglite(target.dataDir);
      release?.();
    }
  } catch (error) {
    return { tiers: null, note: `not read (${(error as Error).message.split("\n")[0]})` };
  }
}

const jackpots = await readJackpots();
const jackpotTiers = jackpots.tiers ?? [];
/** A game's jackpot RTP: the sum of the tiers of every pool it feeds; unknown parts (no mean bet) counted as r. */
function jackpotRtpOf(game: string): { rtp: number; complete: boolean } {
  const tiers = jackpotTiers.filter((tier) => tier.games.includes(game));
  return {
    rtp: tiers.reduce((sum, tier) => sum + (tier.rtp.total ?? tier.rtp.contribution), 0),
    complete: tiers.every((tier) => tier.rtp.total !== null),
  };
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;
const precisePercent = (fraction: number) => `${(fraction * 100).toFixed(4)}%`;
/** At least: a progressive tier without a mean bet counts only its contribution rate. */
const atLeast = (text: string, complete: boolean) => (complete ? text : `≥${text}`);
const columns = [16, 8, 10, 10, 10, 10, 9, 11, 8, 19, 8, 11];
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
    "jackpot",
    "total RTP",
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
    const jackpot = jackpotRtpOf(game);
    const freeSpins = simulation.freeSpinsFrequency > 0 ? `1 in ${Math.round(1 / simulation.freeSpinsFrequency)}` : "-";
    console.log(
      row([
        game,
        variant,
        percent(exact.rtp),
        atLeast(percent(jackpot.rtp), jackpot.complete),
        atLeast(percent(exact.rtp + jackpot.rtp), jackpot.complete),
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
console.log(`\nJackpots: ${jackpots.note}.`);
if (jackpots.tiers === null) console.log("The jackpot column is 0: total RTP = exact (base) RTP.");
else if (jackpots.tiers.length === 0) console.log("No jackpot pools: total RTP = exact (base) RTP.");
else
  console.log(
    renderTable(
      ["POOL", "SCOPE", "TIER", "KIND", "CONTRIBUTION", "SEED SHARE", "TIER RTP", "MEAN BET", "GAMES"],
      jackpots.tiers.map((tier) => [
        `${tier.title} (${tier.poolId})`,
        tier.scope,
        tier.tier,
        tier.kind,
        precisePercent(tier.rtp.contribution),
        tier.rtp.seed === null ? "unknown" : precisePercent(tier.rtp.seed),
        tier.rtp.total === null ? `≥${precisePercent(tier.rtp.contribution)}` : precisePercent(tier.rtp.total),
        tier.meanBet === null ? null : `${tier.meanBet} ${tier.currency} (${tier.meanBetSource})`,
        tier.games.join(", "),
      ]),
    ) +
      '\nPer unit bet, the same in every RTP variant (docs/decisions.md, "Jackpot RTP"): every contribution is paid out' +
      "\neventually (r), plus the provider's seed per cycle: mystery S·r·(2−q)/(C+1−S), progressive p·S/E[bet] with" +
      "\nE[bet] the pool's mean qualifying bet (--mean-bet, else the bets it took; none yet: unknown, ≥ shown)." +
      "\nNetwork pools: a ratio, so currency drops out; staff rates are assumed steady between bet and win.",
  );
console.log(
  `\nstd dev: of one round's return (win / stake). 99% interval: exact RTP ± 2.576 std dev / √rounds.` +
    ` nominal: exact RTP − the variant's nominal, in points.` +
    ` jackpot: the RTP of the jackpot tiers the game feeds; total RTP = exact + jackpot (checks use exact).` +
    `\n${failures === 0 ? "All simulated RTPs lie inside their intervals and every variant lies near its nominal." : `${failures} game variant(s) failed a check.`}`,
);
process.exit(failures === 0 ? 0 : 1);
