import { buildDemoMath, royals, STANDARD_BET_LEVELS, STANDARD_COIN_VALUES } from "@/lib/game/demo-games/demo-math";

export const vikingSagaMath = buildDemoMath({
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
  // Pay scales tuned so each variant's exact RTP lies near its nominal (demo-math.test.ts).
  rtpVariants: { "94": 0.9725, "92": 0.9501 },
});
