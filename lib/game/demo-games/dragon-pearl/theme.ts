import type { GameTheme } from "@/lib/game/demo-games/demo-game";

export const dragonPearlTheme: GameTheme = {
  backdrop: ["#1a0305", "#4c0b10", "#7a1a12"],
  glow: ["rgba(47, 191, 113, 0.35)", "rgba(243, 193, 75, 0.4)"],
  accent: "#f3c14b",
  accentAlt: "#2fbf71",
  frame: "#e0a93a",
  reelBackdrop: ["#3b0a0d", "#1a0305"],
  onAccent: "#3a2000",
};
