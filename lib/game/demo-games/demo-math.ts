import { compileSlotMath } from "@/lib/game/math/compiled-math";
import { standardPaylines } from "@/lib/game/math/paylines";
import { scaledPays } from "@/lib/game/math/rtp-variants";
import type { ALLOWED_LINE_COUNTS, SlotMathConfig, SymbolKind } from "@/lib/game/math/types";

// How a demo game's math.ts is written: symbol counts per reel; layOutStrip turns counts into a fixed strip that
// spreads every symbol evenly, so the stored config (explicit strips) is what players get and what
// computeExactRtp measures. Every RTP lies between 94% and 97% (checked by registry.test.ts); each RTP variant
// scales the pays (rtp-variants.ts) to land near its nominal return.

type LineCount = (typeof ALLOWED_LINE_COUNTS)[number];
type Pays = [three: number, four: number, five: number];
/** Occurrences of a symbol on reels 1–5. */
type ReelCounts = [number, number, number, number, number];

export interface DemoMathSpec {
  game: string;
  lines: LineCount;
  /** id → [name, kind]; ids listed in paytable order, highest first. */
  symbols: Record<string, [name: string, kind: SymbolKind]>;
  /** Line pays for regular symbols (and the wild when it pays), × line bet. */
  pays: Record<string, Pays>;
  /** Regular symbols the wild does not stand in for. */
  wildExcludes?: string[];
  /** × total bet. */
  scatterPays?: Pays;
  freeSpins?: {
    awards: Pays;
    multiplier: number;
    retrigger: boolean;
    maxSpinsPerRound: number;
    buy?: { cost: number; spins: number };
    reels: Record<string, ReelCounts>;
  };
  reels: Record<string, ReelCounts>;
  betLevels: number[];
  coinValues: string[];
  /**
   * RTP variants (nominal percent → pay scale): each scales every pay of the spec and is tuned so its exact RTP
   * lies near the nominal (demo-math.test.ts). A variant not listed plays the spec's own pays.
   */
  rtpVariants?: Record<string, number>;
}

/**
 * Deterministic strip from symbol counts: occurrence k of a symbol sits at (k + phase) / count of the way round
 * the strip, with a per-symbol, per-reel phase (golden-ratio steps), so each symbol is spread evenly and the
 * reels differ.
 */
function layOutStrip(counts: [string, number][], reel: number): string[] {
  const slots: { key: number; order: number; symbol: string }[] = [];
  counts.forEach(([symbol, count], order) => {
    const phase = ((order + 1) * 0.6180339887 + reel * 0.3819660113) % 1;
    for (let k = 0; k < count; k++) slots.push({ key: (k + phase) / count, order, symbol });
  });
  slots.sort((a, b) => a.key - b.key || a.order - b.order);
  return slots.map((slot) => slot.symbol);
}

function layOutReels(reels: Record<string, ReelCounts>): string[][] {
  return [0, 1, 2, 3, 4].map((reel) =>
    layOutStrip(
      Object.entries(reels).map(([symbol, counts]) => [symbol, counts[reel]!]),
      reel,
    ),
  );
}

/** A game's maths (the config the engine stores and plays) from its spec. */
export function buildDemoMath(spec: DemoMathSpec): SlotMathConfig {
  const symbols = Object.entries(spec.symbols).map(([id, [name, kind]]) => ({ id, name, kind }));
  const wild = symbols.find((symbol) => symbol.kind === "wild");
  const scatter = symbols.find((symbol) => symbol.kind === "scatter");
  const excluded = new Set(spec.wildExcludes ?? []);
  const table = (pays: Pays) => ({ 3: pays[0], 4: pays[1], 5: pays[2] });
  const config: SlotMathConfig = {
    game: spec.game,
    reels: 5,
    rows: 3,
    symbols,
    reelStrips: {
      base: layOutReels(spec.reels),
      ...(spec.freeSpins ? { freeSpins: layOutReels(spec.freeSpins.reels) } : {}),
    },
    paytable: Object.fromEntries(Object.entries(spec.pays).map(([id, pays]) => [id, table(pays)])),
    paylines: standardPaylines(spec.lines),
    ...(wild
      ? {
          wild: {
            symbol: wild.id,
            substitutes: symbols
              .filter((symbol) => symbol.kind === "regular" && !excluded.has(symbol.id))
              .map((symbol) => symbol.id),
          },
        }
      : {}),
    ...(scatter ? { scatter: { symbol: scatter.id, pays: table(spec.scatterPays ?? [0, 0, 0]) } } : {}),
    ...(spec.freeSpins
      ? {
          freeSpins: {
            awards: table(spec.freeSpins.awards),
            multiplier: spec.freeSpins.multiplier,
            retrigger: spec.freeSpins.retrigger,
            maxSpinsPerRound: spec.freeSpins.maxSpinsPerRound,
            ...(spec.freeSpins.buy ? { buy: spec.freeSpins.buy } : {}),
          },
        }
      : {}),
    betLevels: spec.betLevels,
    defaultBetLevel: spec.betLevels[0]!,
    coinValues: spec.coinValues,
    defaultCoinValue: spec.coinValues[0]!,
  };
  if (spec.rtpVariants) {
    const base = { ...config };
    config.rtpVariants = Object.fromEntries(
      Object.entries(spec.rtpVariants).map(([variant, factor]) => [variant, scaledPays(base, factor)]),
    );
  }
  // Frozen: compiled maths is cached per config object, so a config must never change after first use.
  deepFreeze(config);
  compileSlotMath(config); // validates now, so a broken demo game fails at import, not mid-round
  return config;
}

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

export const royals = (prefix: string, withTen: boolean): Record<string, [string, SymbolKind]> => ({
  a: [`${prefix} A`, "regular"],
  k: [`${prefix} K`, "regular"],
  q: [`${prefix} Q`, "regular"],
  j: [`${prefix} J`, "regular"],
  ...(withTen ? { ten: [`${prefix} 10`, "regular"] as [string, SymbolKind] } : {}),
});

export const STANDARD_BET_LEVELS = [1, 2, 3, 4, 5, 10];
export const STANDARD_COIN_VALUES = ["0.01", "0.02", "0.05", "0.10", "0.20", "0.50", "1.00"];
