import type { GameTheme } from "@/lib/game/demo-games/demo-game";

export const oceanicTreasuresTheme: GameTheme = {
  backdrop: ["#01111f", "#033e63", "#05708c"],
  glow: ["rgba(56, 214, 255, 0.45)", "rgba(255, 207, 86, 0.3)"],
  accent: "#38d6ff",
  accentAlt: "#ffcf56",
  frame: "#8fe3ff",
  reelBackdrop: ["#06304d", "#021625"],
  onAccent: "#012433",
};
