import { buildDemoMath, STANDARD_BET_LEVELS, STANDARD_COIN_VALUES } from "@/lib/game/demo-games/demo-math";

export const luckySevensMath = buildDemoMath({
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
  // Pay scales tuned so each variant's exact RTP lies near its nominal (demo-math.test.ts).
  rtpVariants: { "96": 1.0203, "94": 0.9847, "92": 0.9646 },
});
