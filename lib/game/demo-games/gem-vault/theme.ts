import type { GameTheme } from "@/lib/game/demo-games/demo-game";

export const gemVaultTheme: GameTheme = {
  backdrop: ["#021410", "#07392d", "#0d5a47"],
  glow: ["rgba(52, 211, 153, 0.4)", "rgba(251, 191, 36, 0.3)"],
  accent: "#fbbf24",
  accentAlt: "#34d399",
  frame: "#d1fae5",
  reelBackdrop: ["#06302a", "#021410"],
  onAccent: "#3a2600",
};
