import type { GameTheme } from "@/lib/game/demo-games/demo-game";

export const cosmicCashTheme: GameTheme = {
  backdrop: ["#03010f", "#160840", "#2e0f6b"],
  glow: ["rgba(167, 139, 250, 0.45)", "rgba(34, 211, 238, 0.35)"],
  accent: "#22d3ee",
  accentAlt: "#c084fc",
  frame: "#b9a8ff",
  reelBackdrop: ["#120733", "#05020f"],
  onAccent: "#031b22",
};
