import type { ReactNode } from "react";
import "./game.css";

// The launched game's pages: full-screen, their own styles (app/game/game.css), nothing of the console around them.
export default function GameLayout({ children }: { children: ReactNode }) {
  return children;
}
