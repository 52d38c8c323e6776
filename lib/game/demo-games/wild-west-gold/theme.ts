import type { GameTheme } from "@/lib/game/demo-games/demo-game";

export const wildWestGoldTheme: GameTheme = {
  backdrop: ["#1f0e05", "#5a2f12", "#a0602a"],
  glow: ["rgba(242, 165, 65, 0.45)", "rgba(196, 69, 43, 0.35)"],
  accent: "#f2a541",
  accentAlt: "#e0553a",
  frame: "#d9a066",
  reelBackdrop: ["#3d200c", "#1a0c04"],
  onAccent: "#3a1c00",
};
