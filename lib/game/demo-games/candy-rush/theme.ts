import type { GameTheme } from "@/lib/game/demo-games/demo-game";

export const candyRushTheme: GameTheme = {
  backdrop: ["#3d0b45", "#8c1d6a", "#e05a9b"],
  glow: ["rgba(126, 240, 255, 0.4)", "rgba(255, 230, 102, 0.35)"],
  accent: "#ff9ad5",
  accentAlt: "#7ef0ff",
  frame: "#ffe0f2",
  reelBackdrop: ["#5a1456", "#2b0630"],
  onAccent: "#4a0a32",
};
