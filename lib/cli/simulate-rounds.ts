// npx tsx lib/cli/simulate-rounds.ts --rounds 1000000 --seed 42 vs20aurora [vs25pharaoh …]
// Seeded simulations of demo games' base rounds (lib/game/math/simulate.ts), one JSON line of results per game.
// The registry's 10^6-round checks run here, in a plain Node process: under vitest's module runner every call to
// an imported function goes through the runner's module namespace, and the same simulation ran about 4× slower.
import { parseArgs } from "node:util";
import { demoGameMath, getDemoGameMath } from "@/lib/game/demo-games/registry";
import { simulateRounds } from "@/lib/game/math/simulate";

const usage = "usage: npx tsx lib/cli/simulate-rounds.ts --rounds <n ≥ 2> --seed <integer ≥ 0> <symbol>…";

const parsed = (() => {
  try {
    return parseArgs({
      options: { rounds: { type: "string" }, seed: { type: "string" } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
})();
const rounds = Number(parsed.values.rounds);
const seed = Number(parsed.values.seed);
const unknown = parsed.positionals.filter((symbol) => !demoGameMath[symbol]);
if (!Number.isSafeInteger(rounds) || rounds < 2 || !Number.isSafeInteger(seed) || seed < 0 || unknown.length > 0) {
  console.error(`${unknown.length > 0 ? `unknown games: ${unknown.join(", ")}\n` : ""}${usage}`);
  process.exit(2);
}
for (const symbol of parsed.positionals) {
  console.log(JSON.stringify(simulateRounds({ config: getDemoGameMath(symbol), rounds, seed })));
}
