import type { GameTheme } from "@/lib/game/demo-games/demo-game";

export const retroReelsTheme: GameTheme = {
  backdrop: ["#07011a", "#220842", "#3d0d63"],
  glow: ["rgba(255, 46, 151, 0.45)", "rgba(0, 240, 255, 0.35)"],
  accent: "#ff2e97",
  accentAlt: "#00f0ff",
  frame: "#ff9ed2",
  reelBackdrop: ["#1a0633", "#07011a"],
  onAccent: "#fff0f8",
};
