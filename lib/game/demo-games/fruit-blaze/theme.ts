import type { GameTheme } from "@/lib/game/demo-games/demo-game";

export const fruitBlazeTheme: GameTheme = {
  backdrop: ["#2a0505", "#6e1404", "#b3360a"],
  glow: ["rgba(255, 138, 0, 0.5)", "rgba(255, 210, 63, 0.35)"],
  accent: "#ffb020",
  accentAlt: "#ff4d2e",
  frame: "#ffd27a",
  reelBackdrop: ["#3d0b06", "#1c0402"],
  onAccent: "#3a1500",
};
