import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { parseSlotMathConfig } from "@/lib/game/math/compiled-math";
import { computeExactRtp } from "@/lib/game/math/exact-rtp";
import { playRound } from "@/lib/game/math/play-round";
import { createCryptoRandomSource, createSeededRandomSource } from "@/lib/game/math/rng";
import type { SimulationResult } from "@/lib/game/math/simulate";
import { AppError } from "@/lib/base/errors";
import { DEMO_GAMES, demoGameMath, getDemoGameMath } from "./registry";

// The shared demo list: symbol → lines, and which games have free spins / a feature to buy.
const EXPECTED_GAMES: Record<string, { lines: number; freeSpins: boolean; buyFeature: boolean }> = {
  vs20aurora: { lines: 20, freeSpins: true, buyFeature: false },
  vs25pharaoh: { lines: 25, freeSpins: true, buyFeature: true },
  vs10fruitblaze: { lines: 10, freeSpins: false, buyFeature: false },
  vs20dragonpearl: { lines: 20, freeSpins: false, buyFeature: false },
  vs5jokerjewels: { lines: 5, freeSpins: false, buyFeature: false },
  vs40wildwest: { lines: 40, freeSpins: true, buyFeature: true },
  vs9luckysevens: { lines: 9, freeSpins: false, buyFeature: false },
  bs20oceanic: { lines: 20, freeSpins: true, buyFeature: false },
  bs10vikingsaga: { lines: 10, freeSpins: false, buyFeature: false },
  bs25candyrush: { lines: 25, freeSpins: true, buyFeature: true },
  bs20samurai: { lines: 20, freeSpins: false, buyFeature: false },
  bs15cosmic: { lines: 15, freeSpins: false, buyFeature: false },
  bs30gemvault: { lines: 30, freeSpins: true, buyFeature: false },
  bs10retroreels: { lines: 10, freeSpins: false, buyFeature: false },
};

// The catalog's rtp text for each game. A change to any strip or pay shows up here and must reach the catalog.
const EXACT_RTP_PERCENT: Record<string, string> = {
  vs20aurora: "96.48",
  vs25pharaoh: "96.25",
  vs10fruitblaze: "95.74",
  vs20dragonpearl: "95.89",
  vs5jokerjewels: "95.46",
  vs40wildwest: "96.40",
  vs9luckysevens: "94.64",
  bs20oceanic: "96.29",
  bs10vikingsaga: "95.77",
  bs25candyrush: "96.12",
  bs20samurai: "96.04",
  bs15cosmic: "95.54",
  bs30gemvault: "96.45",
  bs10retroreels: "94.92",
};

describe("demo game maths", () => {
  it("has one config per demo game with its line count, and free spins exactly where its features say so", () => {
    expect(Object.keys(demoGameMath).sort()).toEqual(Object.keys(EXPECTED_GAMES).sort());
    for (const [symbol, expected] of Object.entries(EXPECTED_GAMES)) {
      const config = getDemoGameMath(symbol);
      expect(config.game).toBe(symbol);
      expect(config.paylines).toHaveLength(expected.lines);
      expect(config.freeSpins !== undefined, symbol).toBe(expected.freeSpins);
      expect(config.reelStrips.freeSpins !== undefined, symbol).toBe(expected.freeSpins);
      expect(config.freeSpins?.buy !== undefined, symbol).toBe(expected.buyFeature);
    }
  });

  it("gives every game an exact RTP between 94% and 97%, bought features included", () => {
    for (const [symbol, config] of Object.entries(demoGameMath)) {
      const exact = computeExactRtp(config);
      expect(exact.rtp, symbol).toBeGreaterThanOrEqual(0.94);
      expect(exact.rtp, symbol).toBeLessThanOrEqual(0.97);
      expect(exact.rtpPercent, symbol).toBe(EXACT_RTP_PERCENT[symbol]);
      if (exact.buyFeatureRtp !== null) {
        expect(exact.buyFeatureRtp, symbol).toBeGreaterThanOrEqual(0.94);
        expect(exact.buyFeatureRtp, symbol).toBeLessThanOrEqual(0.97);
      }
    }
  });

  it("gives every game its own strips, paytable and symbol names", () => {
    const configs = Object.values(demoGameMath);
    const distinct = (pick: (config: (typeof configs)[number]) => unknown) =>
      new Set(configs.map((config) => JSON.stringify(pick(config)))).size;
    expect(distinct((config) => config.reelStrips.base)).toBe(configs.length);
    expect(distinct((config) => config.paytable)).toBe(configs.length);
    // Card royals (A, K, Q, J, 10) recur across games; each game's set of themed symbols is its own.
    const themed = (config: (typeof configs)[number]) =>
      config.symbols.filter((symbol) => !/ ([AKQJ]|10)$/.test(symbol.name)).map((symbol) => symbol.name);
    expect(distinct(themed)).toBe(configs.length);
  });

  it("is frozen, so the cached compiled maths can never go stale", () => {
    const config = getDemoGameMath("vs20aurora");
    expect(() => {
      (config.betLevels as number[]).push(100);
    }).toThrow(TypeError);
  });

  it("answers an unknown game with game_not_found", () => {
    expect(() => getDemoGameMath("vs99nothing")).toThrow(AppError);
    expect(() => getDemoGameMath("vs99nothing")).toThrow(/no demo maths for game vs99nothing/);
  });

  it("accepts every demo game and survives JSON storage unchanged", () => {
    for (const config of Object.values(demoGameMath)) {
      const stored = JSON.parse(JSON.stringify(config));
      expect(parseSlotMathConfig(stored)).toEqual(config);
    }
  });

  it("lists each folder's game under the symbol and line count of its maths, slugs and symbols unique", () => {
    for (const { listing, math } of DEMO_GAMES) {
      expect(math.game).toBe(listing.symbol);
      expect(math.paylines, listing.symbol).toHaveLength(listing.lines);
    }
    expect(new Set(DEMO_GAMES.map(({ listing }) => listing.slug)).size).toBe(DEMO_GAMES.length);
    expect(new Set(DEMO_GAMES.map(({ listing }) => listing.symbol)).size).toBe(DEMO_GAMES.length);
  });
});

describe("playing demo games", () => {
  it("refuses a bet level the game does not offer", () => {
    const attempt = () =>
      playRound({ config: demoGameMath.vs20aurora!, betLevel: 7, rng: createSeededRandomSource(1) });
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow(/bet level 7 is not offered by vs20aurora; choose one of 1, 2, 3, 4, 5, 10/);
  });

  it("sells no feature where the game has none", () => {
    const aurora = demoGameMath.vs20aurora!;
    const noBuy = () => playRound({ config: aurora, betLevel: 1, rng: createSeededRandomSource(8), buyFeature: true });
    expect(noBuy).toThrow(/vs20aurora has no feature to buy/);
  });

  it("plays real rounds with the cryptographic source", () => {
    const config = demoGameMath.bs25candyrush!;
    const rng = createCryptoRandomSource();
    for (let round = 0; round < 500; round++) {
      const outcome = playRound({ config, betLevel: 2, rng });
      for (const spin of outcome.spins) {
        const strips = spin.phase === "base" ? config.reelStrips.base : config.reelStrips.freeSpins!;
        spin.stops.forEach((stop, reel) => expect(stop).toBeLessThan(strips[reel]!.length));
      }
      expect(outcome.stakeCoins).toBe(50);
    }
  });
});

// A seeded simulation must land near the exact figure. The tolerance is 4 standard errors of the simulated RTP
// (standard deviation of one round's return / √rounds, measured in the same run): a correct engine misses it
// with probability about 6 in 100 000 per game, while an exact figure off by more than that fails.
describe("seeded simulation against the exact RTP", () => {
  const ROUNDS = 1_000_000;
  const SEED = 20_240_611;
  // The same simulateRounds, in a plain Node process (lib/cli/simulate-rounds.ts): vitest's module runner made this
  // loop about 4× slower. One line of results per game.
  const simulations = new Map<string, SimulationResult>();
  beforeAll(async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        "--import",
        "tsx",
        "lib/cli/simulate-rounds.ts",
        "--rounds",
        String(ROUNDS),
        "--seed",
        String(SEED),
        ...Object.keys(EXPECTED_GAMES),
      ],
      { maxBuffer: 1 << 20 },
    );
    for (const line of stdout.trim().split("\n")) {
      const result = JSON.parse(line) as SimulationResult;
      simulations.set(result.game, result);
    }
  }, 300_000);

  const expectWithinFourStandardErrors = (symbol: string) => {
    const config = getDemoGameMath(symbol);
    const exact = computeExactRtp(config);
    const simulation = simulations.get(symbol)!;
    expect(simulation.rounds).toBe(ROUNDS);
    const message = `${symbol}: simulated ${simulation.rtp}, exact ${exact.rtp}`;
    expect(Math.abs(simulation.rtp - exact.rtp), message).toBeLessThanOrEqual(4 * simulation.standardError);
    if (config.freeSpins) {
      // The feature frequency is a binomial proportion: check it against the exact trigger chance as well.
      const p = exact.freeSpinsTriggerProbability;
      expect(Math.abs(simulation.freeSpinsFrequency - p), symbol).toBeLessThanOrEqual(
        4 * Math.sqrt((p * (1 - p)) / ROUNDS),
      );
    }
  };

  // 10^6 rounds per game, as the maths report runs them: the slowest unit test (about 20 s of one core).
  it.each(Object.keys(EXPECTED_GAMES))("%s over 10^6 rounds", (symbol) => expectWithinFourStandardErrors(symbol));
});
