import { buildDemoMath, royals, STANDARD_COIN_VALUES } from "@/lib/game/demo-games/demo-math";

export const dragonPearlMath = buildDemoMath({
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
  // Pay scales tuned so each variant's exact RTP lies near its nominal (demo-math.test.ts).
  rtpVariants: { "94": 0.9722, "92": 0.9504 },
});
