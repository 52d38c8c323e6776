import type { GameTheme } from "@/lib/game/demo-games/demo-game";

export const vikingSagaTheme: GameTheme = {
  backdrop: ["#090d12", "#1d2833", "#3a4a58"],
  glow: ["rgba(143, 184, 222, 0.35)", "rgba(217, 164, 65, 0.3)"],
  accent: "#d9a441",
  accentAlt: "#8fb8de",
  frame: "#b8c7d6",
  reelBackdrop: ["#1a232c", "#0a0e13"],
  onAccent: "#2a1c00",
};
