import type { GameTheme } from "@/lib/game/demo-games/demo-game";

export const auroraRichesTheme: GameTheme = {
  backdrop: ["#020b1c", "#06284a", "#0a3e4f"],
  glow: ["rgba(62, 242, 176, 0.45)", "rgba(139, 92, 246, 0.45)"],
  accent: "#3ef2b0",
  accentAlt: "#a78bfa",
  frame: "#cde8f5",
  reelBackdrop: ["#0b2540", "#04101f"],
  onAccent: "#03241a",
};
