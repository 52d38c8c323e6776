import { parseInput } from "@/lib/base/parse-input";
import { PAYING_COUNTS, REEL_COUNT, slotMathConfigSchema, type SlotMathConfig, type SpinPhase } from "./types";

// A validated config turned into symbol indices and lookup tables, so evaluating a spin (millions of times in a
// simulation, or every stop combination in the exact calculation) does no string work.

export interface CompiledMath {
  config: SlotMathConfig;
  symbolIds: readonly string[];
  /** Index of the wild symbol, or -1. */
  wild: number;
  /** Index of the scatter symbol, or -1. */
  scatter: number;
  /** isRegular[symbol] */
  isRegular: readonly boolean[];
  /** substitutes[symbol]: the wild stands in for it. */
  substitutes: readonly boolean[];
  /** linePays[symbol][count], count 0–5, multiples of the line bet. */
  linePays: readonly (readonly number[])[];
  /** For a run of `count` leading wilds alone: the best pay as any symbol the wild stands in for. */
  wildRunAsSymbol: readonly { symbol: number; pay: number }[];
  /** scatterPays[count], multiples of the total bet. */
  scatterPays: readonly number[];
  /** freeSpinAwards[count] for the base game; retriggerAwards[count] during free spins (0 without retrigger). */
  freeSpinAwards: readonly number[];
  retriggerAwards: readonly number[];
  freeSpinMultiplier: number;
  strips: Readonly<Record<SpinPhase, readonly (readonly number[])[] | null>>;
  paylines: readonly (readonly number[])[];
}

const compiledByConfig = new WeakMap<object, CompiledMath>();

/** Validates a stored or hand-written config; a bad one is a server configuration error, never a crash later. */
export function parseSlotMathConfig(input: unknown): SlotMathConfig {
  return parseInput(slotMathConfigSchema, input, "configuration_error");
}

/** Validates and compiles once per config object; treat a config as immutable after its first use. */
export function compileSlotMath(input: SlotMathConfig): CompiledMath {
  const cached = compiledByConfig.get(input);
  if (cached) return cached;

  const config = parseSlotMathConfig(input);
  const symbolIds = config.symbols.map((symbol) => symbol.id);
  const indexOf = new Map(symbolIds.map((id, index) => [id, index]));
  const index = (id: string) => indexOf.get(id)!;
  const wild = config.wild ? index(config.wild.symbol) : -1;
  const scatter = config.scatter ? index(config.scatter.symbol) : -1;
  const isRegular = config.symbols.map((symbol) => symbol.kind === "regular");
  const substituted = new Set(config.wild?.substitutes ?? []);
  const substitutes = symbolIds.map((id) => substituted.has(id));
  const linePays = symbolIds.map((id) => {
    const pays = config.paytable[id];
    return [0, 0, 0, pays?.[3] ?? 0, pays?.[4] ?? 0, pays?.[5] ?? 0];
  });
  const wildRunAsSymbol = [0, 1, 2, 3, 4, 5].map((count) => {
    let best = { symbol: -1, pay: 0 };
    symbolIds.forEach((_, symbol) => {
      const pay = linePays[symbol]![count]!;
      if (substitutes[symbol] && pay > best.pay) best = { symbol, pay };
    });
    return best;
  });
  const countTable = (table: Record<3 | 4 | 5, number> | undefined) => {
    const byCount = [0, 0, 0, 0, 0, 0];
    if (table) for (const count of PAYING_COUNTS) byCount[count] = table[count];
    return byCount;
  };
  const toIndices = (strips: string[][] | undefined) => (strips ? strips.map((strip) => strip.map(index)) : null);

  const compiled: CompiledMath = {
    config,
    symbolIds,
    wild,
    scatter,
    isRegular,
    substitutes,
    linePays,
    wildRunAsSymbol,
    scatterPays: countTable(config.scatter?.pays),
    freeSpinAwards: countTable(config.freeSpins?.awards),
    retriggerAwards: countTable(config.freeSpins?.retrigger ? config.freeSpins.awards : undefined),
    freeSpinMultiplier: config.freeSpins?.multiplier ?? 1,
    strips: { base: toIndices(config.reelStrips.base), free: toIndices(config.reelStrips.freeSpins) },
    paylines: config.paylines,
  };
  compiledByConfig.set(input, compiled);
  return compiled;
}

export interface LineCombination {
  symbol: number;
  count: number;
  pay: number;
}

/**
 * The best left-to-right combination of one line's five symbol indices, or null when it pays nothing.
 * Candidates: the leading wilds paying as wilds, the leading wilds standing in for their best-paying symbol, and
 * the first other symbol's run (with wilds inside it when the wild stands in for it). The highest pay wins.
 */
export function bestLineCombination(math: CompiledMath, cells: ArrayLike<number>): LineCombination | null {
  const { wild } = math;
  let wildRun = 0;
  while (wildRun < REEL_COUNT && cells[wildRun] === wild) wildRun++;

  let best: LineCombination | null = null;
  if (wildRun >= 3) {
    const asWild = math.linePays[wild]![wildRun]!;
    if (asWild > 0) best = { symbol: wild, count: wildRun, pay: asWild };
    const asSymbol = math.wildRunAsSymbol[wildRun]!;
    if (asSymbol.pay > (best?.pay ?? 0)) best = { symbol: asSymbol.symbol, count: wildRun, pay: asSymbol.pay };
  }
  if (wildRun < REEL_COUNT) {
    const first = cells[wildRun]!;
    const wildJoins = math.substitutes[first]!;
    if (math.isRegular[first] && (wildRun === 0 || wildJoins)) {
      let count = wildRun + 1;
      while (count < REEL_COUNT && (cells[count] === first || (wildJoins && cells[count] === wild))) count++;
      const pay = math.linePays[first]![count]!;
      if (pay > (best?.pay ?? 0)) best = { symbol: first, count, pay };
    }
  }
  return best;
}
