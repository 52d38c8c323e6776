import { buildDemoMath, royals, STANDARD_COIN_VALUES } from "@/lib/game/demo-games/demo-math";

export const samuraiSpiritMath = buildDemoMath({
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
  // Pay scales tuned so each variant's exact RTP lies near its nominal (demo-math.test.ts).
  rtpVariants: { "94": 0.9748, "92": 0.9585 },
});
