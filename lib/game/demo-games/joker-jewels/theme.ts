import type { GameTheme } from "@/lib/game/demo-games/demo-game";

export const jokerJewelsTheme: GameTheme = {
  backdrop: ["#12031f", "#35095a", "#5b1280"],
  glow: ["rgba(255, 79, 216, 0.4)", "rgba(255, 215, 0, 0.3)"],
  accent: "#ff4fd8",
  accentAlt: "#ffd700",
  frame: "#f0c5ff",
  reelBackdrop: ["#2a0846", "#12031f"],
  onAccent: "#3a0030",
};
