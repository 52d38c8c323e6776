import type { GameTheme } from "@/lib/game/demo-games/demo-game";

export const samuraiSpiritTheme: GameTheme = {
  backdrop: ["#0d0606", "#2e0b10", "#4f1218"],
  glow: ["rgba(230, 57, 70, 0.4)", "rgba(241, 250, 238, 0.15)"],
  accent: "#e63946",
  accentAlt: "#f1faee",
  frame: "#c9a66b",
  reelBackdrop: ["#22080b", "#0d0405"],
  onAccent: "#fff5f5",
};
