import type { ReactNode } from "react";
import "./game-styles";

// The launched game's pages: full-screen, their own styles (app/game/game-styles.ts), nothing of the console around them.
export default function GameLayout({ children }: { children: ReactNode }) {
  return children;
}
