import type { GameTheme } from "@/lib/game/demo-games/demo-game";

export const pharaohsFortuneTheme: GameTheme = {
  backdrop: ["#1c0f03", "#4a2a0b", "#8a5a1c"],
  glow: ["rgba(255, 196, 66, 0.45)", "rgba(30, 79, 168, 0.4)"],
  accent: "#f5c542",
  accentAlt: "#3d7be0",
  frame: "#e8b64c",
  reelBackdrop: ["#3a240c", "#1a0f04"],
  onAccent: "#3a2200",
};
