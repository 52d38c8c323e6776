import type { GameTheme } from "@/lib/game/demo-games/demo-game";

export const luckySevensTheme: GameTheme = {
  backdrop: ["#120000", "#420505", "#6e0b0b"],
  glow: ["rgba(255, 59, 59, 0.4)", "rgba(255, 215, 0, 0.35)"],
  accent: "#ffd700",
  accentAlt: "#ff3b3b",
  frame: "#ffe27a",
  reelBackdrop: ["#2a0303", "#120000"],
  onAccent: "#3a2a00",
};
