import { buildDemoMath, STANDARD_COIN_VALUES } from "@/lib/game/demo-games/demo-math";

export const jokerJewelsMath = buildDemoMath({
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
  // Pay scales tuned so each variant's exact RTP lies near its nominal (demo-math.test.ts).
  rtpVariants: { "96": 1.0147, "94": 0.9728, "92": 0.9548 },
});
