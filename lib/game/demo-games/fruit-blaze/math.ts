import { buildDemoMath, STANDARD_BET_LEVELS, STANDARD_COIN_VALUES } from "@/lib/game/demo-games/demo-math";

export const fruitBlazeMath = buildDemoMath({
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
  // Pay scales tuned so each variant's exact RTP lies near its nominal (demo-math.test.ts).
  rtpVariants: { "96": 1.0092, "94": 0.9663, "92": 0.9449 },
});
