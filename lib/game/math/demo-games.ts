import { AppError } from "@/lib/server/errors";
import { compileSlotMath } from "./compiled-math";
import { standardPaylines } from "./paylines";
import type { ALLOWED_LINE_COUNTS, SlotMathConfig, SymbolKind } from "./types";

// The 14 demo games' maths. Each game is written as symbol counts per reel; layOutStrip turns counts into a
// fixed strip that spreads every symbol evenly, so the stored config (explicit strips) is what players get and
// what computeExactRtp measures. Every RTP lies between 94% and 97% (checked by demo-games.test.ts).

type LineCount = (typeof ALLOWED_LINE_COUNTS)[number];
type Pays = [three: number, four: number, five: number];
/** Occurrences of a symbol on reels 1–5. */
type ReelCounts = [number, number, number, number, number];

interface DemoGameSpec {
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

function buildConfig(spec: DemoGameSpec): SlotMathConfig {
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

const royals = (prefix: string, withTen: boolean): Record<string, [string, SymbolKind]> => ({
  a: [`${prefix} A`, "regular"],
  k: [`${prefix} K`, "regular"],
  q: [`${prefix} Q`, "regular"],
  j: [`${prefix} J`, "regular"],
  ...(withTen ? { ten: [`${prefix} 10`, "regular"] as [string, SymbolKind] } : {}),
});

const STANDARD_BET_LEVELS = [1, 2, 3, 4, 5, 10];
const STANDARD_COIN_VALUES = ["0.01", "0.02", "0.05", "0.10", "0.20", "0.50", "1.00"];

const specs: DemoGameSpec[] = [
  {
    game: "vs20aurora",
    lines: 20,
    symbols: {
      aurora: ["Aurora Wild", "wild"],
      star: ["Polar Star", "scatter"],
      owl: ["Snow Owl", "regular"],
      fox: ["Arctic Fox", "regular"],
      reindeer: ["Reindeer", "regular"],
      lantern: ["Ice Lantern", "regular"],
      ...royals("Frost", false),
    },
    pays: {
      aurora: [45, 225, 925],
      owl: [35, 175, 725],
      fox: [30, 100, 375],
      reindeer: [18, 75, 275],
      lantern: [15, 55, 175],
      a: [9, 30, 100],
      k: [9, 20, 90],
      q: [7, 18, 75],
      j: [7, 17, 75],
    },
    scatterPays: [5, 25, 125],
    freeSpins: {
      awards: [10, 15, 20],
      multiplier: 2,
      retrigger: true,
      maxSpinsPerRound: 150,
      reels: {
        aurora: [0, 3, 3, 3, 2],
        star: [2, 2, 2, 2, 2],
        owl: [3, 3, 3, 3, 3],
        fox: [3, 3, 3, 3, 4],
        reindeer: [4, 4, 4, 4, 4],
        lantern: [4, 4, 5, 5, 5],
        a: [6, 6, 6, 6, 6],
        k: [6, 6, 6, 6, 6],
        q: [7, 7, 7, 7, 7],
        j: [7, 7, 7, 7, 7],
      },
    },
    reels: {
      aurora: [0, 2, 2, 2, 2],
      star: [2, 2, 2, 2, 2],
      owl: [3, 3, 3, 3, 3],
      fox: [3, 3, 3, 4, 4],
      reindeer: [4, 4, 4, 4, 4],
      lantern: [4, 4, 5, 5, 5],
      a: [6, 6, 6, 6, 6],
      k: [6, 6, 6, 7, 7],
      q: [7, 7, 7, 7, 7],
      j: [7, 7, 7, 7, 8],
    },
    betLevels: STANDARD_BET_LEVELS,
    coinValues: STANDARD_COIN_VALUES,
  },
  {
    game: "vs25pharaoh",
    lines: 25,
    symbols: {
      pharaoh: ["Pharaoh Wild", "wild"],
      pyramid: ["Golden Pyramid", "scatter"],
      mask: ["Golden Mask", "regular"],
      scarab: ["Sacred Scarab", "regular"],
      eye: ["Eye of Horus", "regular"],
      ankh: ["Ankh", "regular"],
      ...royals("Papyrus", true),
    },
    pays: {
      pharaoh: [75, 375, 1900],
      mask: [65, 300, 1250],
      scarab: [40, 200, 625],
      eye: [30, 125, 375],
      ankh: [25, 100, 300],
      a: [15, 50, 200],
      k: [13, 40, 150],
      q: [10, 30, 125],
      j: [8, 25, 100],
      ten: [8, 20, 75],
    },
    scatterPays: [7, 55, 350],
    freeSpins: {
      awards: [8, 12, 20],
      multiplier: 3,
      retrigger: true,
      maxSpinsPerRound: 120,
      buy: { cost: 25, spins: 8 },
      reels: {
        pharaoh: [1, 3, 3, 3, 3],
        pyramid: [1, 2, 2, 2, 1],
        mask: [2, 3, 3, 3, 3],
        scarab: [3, 3, 3, 3, 3],
        eye: [4, 4, 4, 4, 4],
        ankh: [4, 4, 4, 5, 5],
        a: [5, 5, 5, 5, 5],
        k: [5, 5, 6, 6, 6],
        q: [6, 6, 6, 6, 6],
        j: [6, 6, 6, 6, 7],
        ten: [7, 7, 7, 7, 7],
      },
    },
    reels: {
      pharaoh: [0, 2, 2, 2, 1],
      pyramid: [2, 2, 2, 2, 2],
      mask: [2, 2, 3, 3, 3],
      scarab: [3, 3, 3, 3, 4],
      eye: [4, 4, 4, 4, 4],
      ankh: [4, 5, 5, 5, 5],
      a: [5, 5, 5, 6, 6],
      k: [6, 6, 6, 6, 6],
      q: [6, 6, 7, 7, 7],
      j: [7, 7, 7, 7, 7],
      ten: [7, 8, 8, 8, 8],
    },
    betLevels: STANDARD_BET_LEVELS,
    coinValues: STANDARD_COIN_VALUES,
  },
  {
    game: "vs10fruitblaze",
    lines: 10,
    symbols: {
      blaze: ["Blazing Wild", "wild"],
      star: ["Lucky Star", "scatter"],
      watermelon: ["Watermelon", "regular"],
      grapes: ["Grapes", "regular"],
      plum: ["Plum", "regular"],
      orange: ["Orange", "regular"],
      lemon: ["Lemon", "regular"],
      cherry: ["Cherry", "regular"],
    },
    pays: {
      watermelon: [25, 100, 500],
      grapes: [20, 60, 250],
      plum: [10, 30, 125],
      orange: [8, 25, 100],
      lemon: [5, 14, 60],
      cherry: [5, 12, 50],
    },
    scatterPays: [2, 9, 35],
    reels: {
      blaze: [1, 2, 2, 2, 1],
      star: [2, 2, 2, 2, 2],
      watermelon: [2, 2, 2, 2, 3],
      grapes: [3, 3, 3, 3, 3],
      plum: [4, 4, 4, 5, 5],
      orange: [5, 5, 5, 5, 5],
      lemon: [6, 6, 6, 6, 6],
      cherry: [6, 6, 7, 7, 7],
    },
    betLevels: STANDARD_BET_LEVELS,
    coinValues: STANDARD_COIN_VALUES,
  },
  {
    game: "vs20dragonpearl",
    lines: 20,
    symbols: {
      dragon: ["Dragon Wild", "wild"],
      pearl: ["Dragon Pearl", "scatter"],
      koi: ["Golden Koi", "regular"],
      fan: ["Silk Fan", "regular"],
      lotus: ["Lotus", "regular"],
      coin: ["Jade Coin", "regular"],
      ...royals("Jade", false),
    },
    pays: {
      dragon: [95, 475, 2400],
      koi: [50, 200, 725],
      fan: [35, 125, 475],
      lotus: [25, 95, 350],
      coin: [18, 60, 250],
      a: [12, 35, 150],
      k: [12, 35, 125],
      q: [10, 25, 95],
      j: [7, 25, 95],
    },
    scatterPays: [10, 65, 325],
    reels: {
      dragon: [1, 2, 2, 2, 2],
      pearl: [2, 2, 2, 2, 2],
      koi: [3, 3, 3, 3, 3],
      fan: [3, 3, 4, 4, 4],
      lotus: [4, 4, 4, 4, 4],
      coin: [5, 5, 5, 5, 5],
      a: [6, 6, 6, 6, 6],
      k: [6, 6, 6, 6, 7],
      q: [7, 7, 7, 7, 7],
      j: [7, 7, 8, 8, 8],
    },
    betLevels: [1, 2, 5, 10, 20],
    coinValues: STANDARD_COIN_VALUES,
  },
  {
    game: "vs5jokerjewels",
    lines: 5,
    symbols: {
      joker: ["Joker", "wild"],
      diamond: ["Diamond", "regular"],
      ruby: ["Ruby", "regular"],
      emerald: ["Emerald", "regular"],
      sapphire: ["Sapphire", "regular"],
      topaz: ["Topaz", "regular"],
      amethyst: ["Amethyst", "regular"],
    },
    pays: {
      joker: [45, 225, 925],
      diamond: [30, 90, 450],
      ruby: [19, 55, 225],
      emerald: [14, 35, 150],
      sapphire: [9, 30, 90],
      topaz: [7, 18, 75],
      amethyst: [5, 14, 55],
    },
    reels: {
      joker: [1, 1, 1, 1, 1],
      diamond: [2, 2, 2, 2, 2],
      ruby: [2, 3, 3, 3, 3],
      emerald: [3, 3, 3, 4, 4],
      sapphire: [4, 4, 4, 4, 4],
      topaz: [4, 4, 5, 5, 5],
      amethyst: [5, 5, 5, 5, 6],
    },
    betLevels: [1, 2, 5, 10, 20, 50],
    coinValues: STANDARD_COIN_VALUES,
  },
  {
    game: "vs40wildwest",
    lines: 40,
    symbols: {
      sheriff: ["Sheriff Badge Wild", "wild"],
      nugget: ["Gold Nugget", "scatter"],
      outlaw: ["Outlaw", "regular"],
      mustang: ["Mustang", "regular"],
      revolver: ["Revolver", "regular"],
      boots: ["Cowboy Boots", "regular"],
      ...royals("Desert", true),
    },
    pays: {
      sheriff: [90, 450, 1750],
      outlaw: [65, 325, 1300],
      mustang: [45, 225, 875],
      revolver: [35, 125, 525],
      boots: [25, 100, 450],
      a: [18, 55, 225],
      k: [18, 45, 175],
      q: [13, 35, 125],
      j: [13, 35, 125],
      ten: [9, 25, 100],
    },
    scatterPays: [5, 25, 100],
    freeSpins: {
      awards: [10, 12, 15],
      multiplier: 2,
      retrigger: false,
      maxSpinsPerRound: 15,
      buy: { cost: 22, spins: 10 },
      reels: {
        sheriff: [1, 3, 4, 3, 2],
        nugget: [2, 2, 2, 2, 2],
        outlaw: [3, 3, 3, 3, 3],
        mustang: [3, 4, 4, 4, 4],
        revolver: [4, 4, 4, 5, 5],
        boots: [5, 5, 5, 5, 5],
        a: [5, 5, 6, 6, 6],
        k: [6, 6, 6, 6, 6],
        q: [6, 7, 7, 7, 7],
        j: [7, 7, 7, 7, 7],
        ten: [7, 7, 7, 8, 8],
      },
    },
    reels: {
      sheriff: [1, 2, 2, 2, 1],
      nugget: [2, 2, 2, 2, 2],
      outlaw: [3, 3, 3, 3, 3],
      mustang: [3, 3, 4, 4, 4],
      revolver: [4, 4, 4, 5, 5],
      boots: [5, 5, 5, 5, 5],
      a: [6, 6, 6, 6, 6],
      k: [6, 6, 6, 7, 7],
      q: [7, 7, 7, 7, 7],
      j: [7, 7, 8, 8, 8],
      ten: [8, 8, 8, 8, 8],
    },
    betLevels: [1, 2, 3, 5, 10],
    coinValues: STANDARD_COIN_VALUES,
  },
  {
    game: "vs9luckysevens",
    lines: 9,
    symbols: {
      lucky: ["Lucky Wild", "wild"],
      red7: ["Red Seven", "regular"],
      blue7: ["Blue Seven", "regular"],
      bar3: ["Triple Bar", "regular"],
      bar2: ["Double Bar", "regular"],
      bar1: ["Single Bar", "regular"],
      bell: ["Golden Bell", "regular"],
      cherry: ["Cherry", "regular"],
    },
    pays: {
      red7: [45, 225, 925],
      blue7: [25, 100, 450],
      bar3: [18, 75, 225],
      bar2: [14, 45, 125],
      bar1: [9, 25, 90],
      bell: [7, 25, 75],
      cherry: [5, 14, 45],
    },
    // The wild never completes the top prize: red sevens must line up on their own.
    wildExcludes: ["red7"],
    reels: {
      lucky: [1, 2, 2, 2, 1],
      red7: [2, 2, 2, 2, 2],
      blue7: [2, 2, 3, 3, 3],
      bar3: [3, 3, 3, 3, 3],
      bar2: [4, 4, 4, 4, 4],
      bar1: [4, 5, 5, 5, 5],
      bell: [5, 5, 5, 5, 6],
      cherry: [6, 6, 6, 6, 6],
    },
    betLevels: STANDARD_BET_LEVELS,
    coinValues: STANDARD_COIN_VALUES,
  },
  {
    game: "bs20oceanic",
    lines: 20,
    symbols: {
      trident: ["Trident Wild", "wild"],
      chest: ["Treasure Chest", "scatter"],
      mermaid: ["Mermaid", "regular"],
      dolphin: ["Dolphin", "regular"],
      turtle: ["Sea Turtle", "regular"],
      seahorse: ["Seahorse", "regular"],
      ...royals("Coral", false),
    },
    pays: {
      trident: [40, 175, 850],
      mermaid: [35, 175, 675],
      dolphin: [25, 85, 350],
      turtle: [17, 70, 250],
      seahorse: [14, 50, 200],
      a: [8, 25, 100],
      k: [8, 20, 85],
      q: [7, 17, 70],
      j: [5, 18, 60],
    },
    scatterPays: [4, 16, 80],
    freeSpins: {
      awards: [10, 15, 25],
      multiplier: 3,
      retrigger: true,
      maxSpinsPerRound: 200,
      reels: {
        trident: [1, 2, 2, 2, 2],
        chest: [2, 2, 2, 2, 2],
        mermaid: [3, 3, 3, 3, 3],
        dolphin: [3, 3, 3, 3, 3],
        turtle: [4, 4, 4, 4, 4],
        seahorse: [4, 4, 4, 4, 5],
        a: [6, 6, 6, 6, 6],
        k: [6, 6, 6, 6, 6],
        q: [6, 7, 7, 7, 7],
        j: [7, 7, 7, 7, 7],
      },
    },
    reels: {
      trident: [1, 1, 2, 2, 2],
      chest: [2, 2, 2, 2, 2],
      mermaid: [3, 3, 3, 3, 3],
      dolphin: [3, 3, 3, 4, 4],
      turtle: [4, 4, 4, 4, 4],
      seahorse: [4, 5, 5, 5, 5],
      a: [6, 6, 6, 6, 6],
      k: [6, 6, 7, 7, 7],
      q: [7, 7, 7, 7, 7],
      j: [7, 8, 8, 8, 8],
    },
    betLevels: STANDARD_BET_LEVELS,
    coinValues: STANDARD_COIN_VALUES,
  },
  {
    game: "bs10vikingsaga",
    lines: 10,
    symbols: {
      valkyrie: ["Valkyrie Wild", "wild"],
      rune: ["Rune Stone", "scatter"],
      longship: ["Longship", "regular"],
      axe: ["Battle Axe", "regular"],
      helm: ["Horned Helm", "regular"],
      shield: ["Round Shield", "regular"],
      ...royals("Iron", false),
    },
    pays: {
      valkyrie: [65, 325, 1250],
      longship: [55, 200, 850],
      axe: [30, 125, 425],
      helm: [20, 85, 325],
      shield: [16, 65, 200],
      a: [11, 30, 125],
      k: [11, 25, 100],
      q: [8, 20, 85],
      j: [8, 20, 85],
    },
    scatterPays: [8, 40, 200],
    reels: {
      valkyrie: [1, 2, 2, 2, 2],
      rune: [2, 2, 2, 2, 2],
      longship: [2, 3, 3, 3, 3],
      axe: [3, 3, 3, 3, 3],
      helm: [4, 4, 4, 4, 4],
      shield: [4, 4, 5, 5, 5],
      a: [5, 5, 5, 5, 5],
      k: [5, 5, 6, 6, 6],
      q: [6, 6, 6, 6, 6],
      j: [6, 6, 6, 7, 7],
    },
    betLevels: STANDARD_BET_LEVELS,
    coinValues: STANDARD_COIN_VALUES,
  },
  {
    game: "bs25candyrush",
    lines: 25,
    symbols: {
      rainbow: ["Rainbow Wild", "wild"],
      lollipop: ["Lollipop", "scatter"],
      cupcake: ["Cupcake", "regular"],
      donut: ["Donut", "regular"],
      gummy: ["Gummy Bear", "regular"],
      cane: ["Candy Cane", "regular"],
      red_jelly: ["Red Jelly", "regular"],
      blue_jelly: ["Blue Jelly", "regular"],
      green_jelly: ["Green Jelly", "regular"],
      yellow_jelly: ["Yellow Jelly", "regular"],
    },
    pays: {
      rainbow: [30, 150, 775],
      cupcake: [30, 125, 475],
      donut: [25, 80, 300],
      gummy: [16, 60, 225],
      cane: [12, 45, 150],
      red_jelly: [8, 25, 95],
      blue_jelly: [8, 19, 80],
      green_jelly: [6, 16, 60],
      yellow_jelly: [5, 16, 60],
    },
    scatterPays: [2, 9, 45],
    freeSpins: {
      awards: [12, 15, 20],
      multiplier: 2,
      retrigger: true,
      maxSpinsPerRound: 100,
      buy: { cost: 24, spins: 12 },
      reels: {
        rainbow: [1, 3, 3, 3, 3],
        lollipop: [2, 2, 2, 2, 2],
        cupcake: [3, 3, 3, 3, 3],
        donut: [3, 3, 4, 4, 4],
        gummy: [4, 4, 4, 4, 4],
        cane: [4, 5, 5, 5, 5],
        red_jelly: [5, 5, 5, 5, 5],
        blue_jelly: [5, 6, 6, 6, 6],
        green_jelly: [6, 6, 6, 6, 6],
        yellow_jelly: [6, 6, 6, 7, 7],
      },
    },
    reels: {
      rainbow: [1, 2, 2, 2, 2],
      lollipop: [2, 2, 2, 2, 2],
      cupcake: [3, 3, 3, 3, 3],
      donut: [3, 4, 4, 4, 4],
      gummy: [4, 4, 4, 4, 4],
      cane: [5, 5, 5, 5, 5],
      red_jelly: [5, 5, 6, 6, 6],
      blue_jelly: [6, 6, 6, 6, 6],
      green_jelly: [6, 7, 7, 7, 7],
      yellow_jelly: [7, 7, 7, 7, 8],
    },
    betLevels: STANDARD_BET_LEVELS,
    coinValues: STANDARD_COIN_VALUES,
  },
  {
    game: "bs20samurai",
    lines: 20,
    symbols: {
      samurai: ["Samurai Wild", "wild"],
      katana: ["Katana", "regular"],
      kabuto: ["Kabuto Helm", "regular"],
      war_fan: ["War Fan", "regular"],
      sakura: ["Sakura Blossom", "regular"],
      ...royals("Ink", true),
    },
    pays: {
      samurai: [125, 625, 3100],
      katana: [80, 400, 1650],
      kabuto: [60, 250, 1050],
      war_fan: [40, 175, 625],
      sakura: [35, 125, 500],
      a: [20, 60, 250],
      k: [20, 50, 200],
      q: [17, 40, 175],
      j: [12, 40, 150],
      ten: [12, 35, 125],
    },
    reels: {
      samurai: [1, 2, 2, 2, 1],
      katana: [3, 3, 3, 3, 3],
      kabuto: [3, 3, 3, 4, 4],
      war_fan: [4, 4, 4, 4, 4],
      sakura: [4, 4, 5, 5, 5],
      a: [5, 5, 5, 5, 6],
      k: [6, 6, 6, 6, 6],
      q: [6, 6, 6, 7, 7],
      j: [7, 7, 7, 7, 7],
      ten: [7, 7, 8, 8, 8],
    },
    betLevels: [1, 2, 4, 5, 10, 20],
    coinValues: STANDARD_COIN_VALUES,
  },
  {
    game: "bs15cosmic",
    lines: 15,
    symbols: {
      black_hole: ["Black Hole Wild", "wild"],
      comet: ["Comet", "scatter"],
      astronaut: ["Astronaut", "regular"],
      planet: ["Ringed Planet", "regular"],
      rocket: ["Rocket", "regular"],
      ufo: ["UFO", "regular"],
      ...royals("Nebula", false),
    },
    pays: {
      black_hole: [60, 300, 1450],
      astronaut: [50, 250, 950],
      planet: [35, 150, 600],
      rocket: [25, 95, 350],
      ufo: [18, 70, 250],
      a: [12, 35, 150],
      k: [12, 30, 125],
      q: [10, 25, 95],
      j: [10, 25, 85],
    },
    scatterPays: [11, 55, 275],
    reels: {
      black_hole: [1, 1, 2, 1, 1],
      comet: [2, 2, 2, 2, 2],
      astronaut: [2, 3, 3, 3, 3],
      planet: [3, 3, 3, 3, 4],
      rocket: [4, 4, 4, 4, 4],
      ufo: [4, 4, 5, 5, 5],
      a: [5, 5, 5, 6, 6],
      k: [6, 6, 6, 6, 6],
      q: [6, 6, 7, 7, 7],
      j: [7, 7, 7, 7, 7],
    },
    betLevels: STANDARD_BET_LEVELS,
    coinValues: STANDARD_COIN_VALUES,
  },
  {
    game: "bs30gemvault",
    lines: 30,
    symbols: {
      vault: ["Vault Wild", "wild"],
      key: ["Golden Key", "scatter"],
      diamond: ["Diamond", "regular"],
      ruby: ["Ruby", "regular"],
      emerald: ["Emerald", "regular"],
      sapphire: ["Sapphire", "regular"],
      ...royals("Crystal", true),
    },
    pays: {
      vault: [80, 400, 1600],
      diamond: [65, 325, 1300],
      ruby: [50, 200, 800],
      emerald: [30, 125, 475],
      sapphire: [25, 95, 375],
      a: [17, 50, 200],
      k: [16, 40, 150],
      q: [13, 30, 125],
      j: [10, 30, 100],
      ten: [10, 25, 95],
    },
    scatterPays: [6, 30, 150],
    freeSpins: {
      awards: [10, 15, 20],
      multiplier: 2,
      retrigger: true,
      maxSpinsPerRound: 120,
      reels: {
        vault: [1, 3, 3, 3, 2],
        key: [2, 2, 2, 2, 2],
        diamond: [3, 3, 3, 3, 3],
        ruby: [3, 3, 4, 4, 4],
        emerald: [4, 4, 4, 4, 4],
        sapphire: [4, 5, 5, 5, 5],
        a: [5, 5, 5, 5, 5],
        k: [6, 6, 6, 6, 6],
        q: [6, 6, 6, 7, 7],
        j: [7, 7, 7, 7, 7],
        ten: [7, 7, 8, 8, 8],
      },
    },
    reels: {
      vault: [1, 2, 2, 2, 1],
      key: [2, 2, 2, 2, 2],
      diamond: [3, 3, 3, 3, 3],
      ruby: [3, 3, 4, 4, 4],
      emerald: [4, 4, 4, 5, 5],
      sapphire: [5, 5, 5, 5, 5],
      a: [5, 6, 6, 6, 6],
      k: [6, 6, 6, 6, 7],
      q: [7, 7, 7, 7, 7],
      j: [7, 7, 8, 8, 8],
      ten: [8, 8, 8, 8, 8],
    },
    betLevels: STANDARD_BET_LEVELS,
    coinValues: STANDARD_COIN_VALUES,
  },
  {
    game: "bs10retroreels",
    lines: 10,
    symbols: {
      retro: ["Retro Wild", "wild"],
      neon7: ["Neon Seven", "regular"],
      bar: ["Bar", "regular"],
      bell: ["Bell", "regular"],
      melon: ["Melon", "regular"],
      plum: ["Plum", "regular"],
      lemon: ["Lemon", "regular"],
      cherry: ["Cherry", "regular"],
    },
    pays: {
      retro: [50, 250, 1050],
      neon7: [40, 200, 775],
      bar: [25, 100, 400],
      bell: [19, 65, 250],
      melon: [13, 40, 150],
      plum: [10, 30, 125],
      lemon: [6, 19, 80],
      cherry: [7, 16, 65],
    },
    reels: {
      retro: [1, 2, 1, 2, 1],
      neon7: [2, 2, 2, 2, 2],
      bar: [3, 3, 3, 3, 3],
      bell: [3, 3, 4, 4, 4],
      melon: [4, 4, 4, 4, 4],
      plum: [4, 5, 5, 5, 5],
      lemon: [5, 5, 5, 6, 6],
      cherry: [6, 6, 6, 6, 6],
    },
    betLevels: STANDARD_BET_LEVELS,
    coinValues: STANDARD_COIN_VALUES,
  },
];

/** Demo game symbol → its maths (frozen). */
export const demoGameMath: Record<string, SlotMathConfig> = Object.fromEntries(
  specs.map((spec) => [spec.game, buildConfig(spec)]),
);

export function getDemoGameMath(symbol: string): SlotMathConfig {
  const config = demoGameMath[symbol];
  if (!config) throw new AppError("game_not_found", `no demo maths for game ${symbol}`);
  return config;
}
