import { z } from "zod";

// A 5×3 video slot's maths as plain JSON (stored in games.math_config), validated by one zod schema.
//
// Units: every pay is an integer, so every win is an integer number of coins for any bet level.
// - A spin stakes `lines × betLevel` coins; the line bet is `betLevel` coins.
// - `paytable` pays are multiples of the line bet; `scatter.pays` are multiples of the total bet.
// - Money is `coins × coinValue`, where coinValue is exact decimal text (see coin-money.ts).
// Integers (not decimal text) were chosen for pays so that no fraction of a coin can ever arise. The limits below
// keep a whole round's coins (pay × bet level × lines × multiplier × spins) far below 2^53, so plain numbers stay exact.

export const REEL_COUNT = 5;
export const ROW_COUNT = 3;
export const ALLOWED_LINE_COUNTS = [5, 9, 10, 15, 20, 25, 30, 40] as const;
/** Of-a-kind counts that can pay: 3, 4 or 5 symbols on a line, or scatters anywhere in the window. */
export const PAYING_COUNTS = [3, 4, 5] as const;

const symbolIdSchema = z.string().regex(/^[a-z][a-z0-9_]{0,23}$/, "symbol ids are short lowercase identifiers");
const multipleSchema = z.int().min(0).max(100_000);
const awardSchema = z.int().min(1).max(100);
const countTableSchema = z.object({ 3: multipleSchema, 4: multipleSchema, 5: multipleSchema }).strict();
const positiveDecimalTextSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,8})(\.[0-9]{1,8})?$/, "a coin value is decimal text such as 0.01")
  .refine((text) => /[1-9]/.test(text), "a coin value must be positive");

const slotSymbolSchema = z
  .object({
    id: symbolIdSchema,
    name: z.string().trim().min(1).max(40),
    kind: z.enum(["regular", "wild", "scatter"]),
  })
  .strict();

const reelSetSchema = z.array(z.array(symbolIdSchema).min(ROW_COUNT).max(1000)).length(REEL_COUNT);

const rtpVariantPaysSchema = z
  .object({ paytable: z.record(symbolIdSchema, countTableSchema), scatterPays: countTableSchema.optional() })
  .strict();

const paylineSchema = z
  .array(
    z
      .int()
      .min(0)
      .max(ROW_COUNT - 1),
  )
  .length(REEL_COUNT);

export const slotMathConfigSchema = z
  .object({
    /** Game symbol this maths belongs to, e.g. vs20aurora. */
    game: z.string().min(1).max(64),
    reels: z.literal(REEL_COUNT),
    rows: z.literal(ROW_COUNT),
    symbols: z.array(slotSymbolSchema).min(2).max(32),
    /** Circular reel strips, one per reel; a stop is the strip index shown on the top row. */
    reelStrips: z
      .object({
        base: reelSetSchema,
        /** Present exactly when the game has free spins. */
        freeSpins: reelSetSchema.optional(),
      })
      .strict(),
    /** Line pays for 3, 4, 5 of a kind, × line bet: one entry per regular symbol, and the wild's if it pays. */
    paytable: z.record(symbolIdSchema, countTableSchema),
    /** Row (0 = top) of each reel for every payline; lines pay left to right from reel 1. */
    paylines: z.array(paylineSchema),
    /** The wild stands in for these regular symbols on a line; scatters are never substituted. */
    wild: z
      .object({ symbol: symbolIdSchema, substitutes: z.array(symbolIdSchema).min(1) })
      .strict()
      .optional(),
    scatter: z
      .object({
        symbol: symbolIdSchema,
        /** Scatter pays for 3, 4, 5 scatters anywhere in the window, as multiples of the total bet. */
        pays: countTableSchema,
      })
      .strict()
      .optional(),
    freeSpins: z
      .object({
        /** Free spins awarded for 3, 4, 5 scatters. */
        awards: z.object({ 3: awardSchema, 4: awardSchema, 5: awardSchema }).strict(),
        /** Every free-spin win (lines and scatters) is multiplied by this. */
        multiplier: z.int().min(1).max(10),
        /** Scatters during free spins award the same spins again. */
        retrigger: z.boolean(),
        /** Most free spins one round can award in total; later awards are cut to fit. Keeps every round finite. */
        maxSpinsPerRound: z.int().min(1).max(500),
        /** Buying the feature: `cost` × total bet for `spins` free spins, without a base spin. */
        buy: z
          .object({ cost: z.int().min(1).max(10_000), spins: z.int().min(1).max(100) })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    /** Bet levels (bls): the line bet in coins. */
    betLevels: z.array(z.int().min(1).max(1000)).min(1).max(20),
    defaultBetLevel: z.int().min(1),
    /** Coin values offered to the player, in the session currency, as exact decimal text. */
    coinValues: z.array(positiveDecimalTextSchema).min(1).max(20),
    defaultCoinValue: positiveDecimalTextSchema,
    /**
     * Other RTP variants of the same game (rtp-variants.ts): variant id (nominal percent, e.g. "94") → the pays
     * that replace the paytable and scatter pays; strips, lines and features stay. A variant not listed plays
     * the config as it is.
     */
    rtpVariants: z
      .record(z.string().regex(/^\d{2}$/, "an RTP variant id is a nominal percent such as 94"), rtpVariantPaysSchema)
      .optional(),
  })
  .strict()
  .superRefine((config, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const kindOf = new Map(config.symbols.map((symbol) => [symbol.id, symbol.kind]));

    if (kindOf.size !== config.symbols.length) issue(["symbols"], "symbol ids must be unique");
    const wilds = config.symbols.filter((symbol) => symbol.kind === "wild");
    const scatters = config.symbols.filter((symbol) => symbol.kind === "scatter");
    if (wilds.length > 1) issue(["symbols"], "at most one wild symbol");
    if (scatters.length > 1) issue(["symbols"], "at most one scatter symbol");

    if (wilds.length !== (config.wild ? 1 : 0)) {
      issue(["wild"], "wild rules are required exactly when a wild symbol exists");
    }
    if (config.wild) {
      if (kindOf.get(config.wild.symbol) !== "wild") issue(["wild", "symbol"], "must name the wild symbol");
      config.wild.substitutes.forEach((id, index) => {
        if (kindOf.get(id) !== "regular") issue(["wild", "substitutes", index], `${id} is not a regular symbol`);
      });
    }
    if (scatters.length !== (config.scatter ? 1 : 0)) {
      issue(["scatter"], "scatter rules are required exactly when a scatter symbol exists");
    }
    if (config.scatter && kindOf.get(config.scatter.symbol) !== "scatter") {
      issue(["scatter", "symbol"], "must name the scatter symbol");
    }

    for (const symbol of config.symbols) {
      if (symbol.kind === "regular" && !config.paytable[symbol.id]) issue(["paytable", symbol.id], "missing pays");
    }
    for (const id of Object.keys(config.paytable)) {
      const kind = kindOf.get(id);
      if (kind !== "regular" && kind !== "wild")
        issue(["paytable", id], "only regular and wild symbols have line pays");
    }

    const reelSets: [string, string[][]][] = [["base", config.reelStrips.base]];
    if (config.reelStrips.freeSpins) reelSets.push(["freeSpins", config.reelStrips.freeSpins]);
    for (const [setName, strips] of reelSets) {
      strips.forEach((strip, reel) => {
        strip.forEach((id, position) => {
          if (!kindOf.has(id)) issue(["reelStrips", setName, reel, position], `unknown symbol ${id}`);
        });
        // At most one scatter per reel window, so "3, 4, 5 scatters" is the whole story.
        if (config.scatter && maxScattersInWindow(strip, config.scatter.symbol) > 1) {
          issue(["reelStrips", setName, reel], `scatters must be at least ${ROW_COUNT} stops apart`);
        }
      });
    }

    if (!(ALLOWED_LINE_COUNTS as readonly number[]).includes(config.paylines.length)) {
      issue(["paylines"], `a game has ${ALLOWED_LINE_COUNTS.join(", ")} lines`);
    }
    const lineKeys = new Set(config.paylines.map((line) => line.join("")));
    if (lineKeys.size !== config.paylines.length) issue(["paylines"], "paylines must be distinct");

    if (config.freeSpins) {
      if (!config.scatter) issue(["freeSpins"], "free spins are triggered by a scatter symbol");
      if (!config.reelStrips.freeSpins) issue(["reelStrips", "freeSpins"], "free spins need their own reel strips");
      const largestAward = Math.max(...PAYING_COUNTS.map((count) => config.freeSpins!.awards[count]));
      if (config.freeSpins.maxSpinsPerRound < largestAward) {
        issue(["freeSpins", "maxSpinsPerRound"], "must be at least the largest award");
      }
      if (config.freeSpins.buy && config.freeSpins.buy.spins > config.freeSpins.maxSpinsPerRound) {
        issue(["freeSpins", "buy", "spins"], "must not exceed maxSpinsPerRound");
      }
    } else if (config.reelStrips.freeSpins) {
      issue(["reelStrips", "freeSpins"], "free-spin strips without free spins");
    }

    for (const [variant, pays] of Object.entries(config.rtpVariants ?? {})) {
      const expected = Object.keys(config.paytable).sort().join();
      if (Object.keys(pays.paytable).sort().join() !== expected) {
        issue(["rtpVariants", variant, "paytable"], "a variant pays the same symbols as the paytable");
      }
      if ((pays.scatterPays !== undefined) !== (config.scatter !== undefined)) {
        issue(["rtpVariants", variant, "scatterPays"], "scatter pays are required exactly when the game has a scatter");
      }
    }

    if (new Set(config.betLevels).size !== config.betLevels.length) issue(["betLevels"], "bet levels must be distinct");
    if (!config.betLevels.includes(config.defaultBetLevel)) issue(["defaultBetLevel"], "must be one of betLevels");
    if (new Set(config.coinValues).size !== config.coinValues.length) {
      issue(["coinValues"], "coin values must be distinct");
    }
    if (!config.coinValues.includes(config.defaultCoinValue)) issue(["defaultCoinValue"], "must be one of coinValues");
  });

export type SlotMathConfig = z.infer<typeof slotMathConfigSchema>;
export type SymbolKind = SlotMathConfig["symbols"][number]["kind"];
/** Which reel strips a spin uses. */
export type SpinPhase = "base" | "free";

function maxScattersInWindow(strip: readonly string[], scatter: string): number {
  let most = 0;
  for (let stop = 0; stop < strip.length; stop++) {
    let count = 0;
    for (let row = 0; row < ROW_COUNT; row++) if (strip[(stop + row) % strip.length] === scatter) count++;
    most = Math.max(most, count);
  }
  return most;
}

export interface LineWin {
  /** 1-based payline number. */
  line: number;
  symbol: string;
  /** How many reels from the left the combination covers (3–5). */
  count: number;
  /** Pay as a multiple of the line bet, before any free-spin multiplier. */
  pay: number;
  winCoins: number;
}

export interface ScatterWin {
  symbol: string;
  count: number;
  /** [reel, row] of every scatter in the window. */
  positions: [number, number][];
  /** Pay as a multiple of the total bet, before any free-spin multiplier. */
  pay: number;
  winCoins: number;
}

/** One evaluated spin: everything needed to draw it again. */
export interface SpinOutcome {
  phase: SpinPhase;
  /** Strip index on the top row, one per reel. */
  stops: number[];
  /** window[reel][row], symbol ids. */
  window: string[][];
  lineWins: LineWin[];
  scatterWin: ScatterWin | null;
  /** Free spins this spin awards (before the per-round cap). */
  freeSpinsAwarded: number;
  /** Multiplier applied to this spin's wins (1 in the base game). */
  multiplier: number;
  winCoins: number;
}

/** A whole round: the paid spin (or a bought feature) and every free spin it led to. JSON-serialisable. */
export interface RoundOutcome {
  game: string;
  betLevel: number;
  lines: number;
  /** Coins staked for the round: lines × betLevel, or the buy cost × that. */
  stakeCoins: number;
  boughtFeature: boolean;
  spins: SpinOutcome[];
  /** Free spins granted over the round, after the per-round cap. */
  freeSpinsAwarded: number;
  totalWinCoins: number;
}
