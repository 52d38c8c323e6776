import type { ReactNode } from "react";
import "@/app/game/game-styles";

// Replays of rounds (signed links): the game's own full-screen styles, like the launched game's pages.
export default function ReplayLayout({ children }: { children: ReactNode }) {
  return children;
}
