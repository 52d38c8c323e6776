import { buildDemoMath, STANDARD_BET_LEVELS, STANDARD_COIN_VALUES } from "@/lib/game/demo-games/demo-math";

export const retroReelsMath = buildDemoMath({
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
  // Pay scales tuned so each variant's exact RTP lies near its nominal (demo-math.test.ts).
  rtpVariants: { "96": 1.0199, "94": 0.9828, "92": 0.9622 },
});
