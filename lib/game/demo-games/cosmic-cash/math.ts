import { buildDemoMath, royals, STANDARD_BET_LEVELS, STANDARD_COIN_VALUES } from "@/lib/game/demo-games/demo-math";

export const cosmicCashMath = buildDemoMath({
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
  // Pay scales tuned so each variant's exact RTP lies near its nominal (demo-math.test.ts).
  rtpVariants: { "96": 1.0103, "94": 0.9723, "92": 0.9549 },
});
