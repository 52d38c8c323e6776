import type { CSSProperties } from "react";
import { demoGameTheme } from "@/lib/game/demo-games/art-registry";
import type { GameTheme } from "@/lib/game/demo-games/demo-game";

// Each game's colours. A demo game has its own (theme.ts in its folder); any other game gets colours derived from
// its symbol, so every game looks like itself and looks the same on every visit.

function hueOf(text: string): number {
  return [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 17) % 360;
}

export function gameTheme(symbol: string): GameTheme {
  const theme = demoGameTheme(symbol);
  if (theme) return theme;
  const hue = hueOf(symbol);
  const second = (hue + 140) % 360;
  return {
    backdrop: [`hsl(${hue} 60% 6%)`, `hsl(${hue} 55% 16%)`, `hsl(${hue} 50% 26%)`],
    glow: [`hsl(${hue} 90% 60% / 0.4)`, `hsl(${second} 90% 60% / 0.3)`],
    accent: `hsl(${hue} 90% 62%)`,
    accentAlt: `hsl(${second} 85% 65%)`,
    frame: `hsl(${hue} 40% 80%)`,
    reelBackdrop: [`hsl(${hue} 50% 14%)`, `hsl(${hue} 60% 5%)`],
    onAccent: `hsl(${hue} 80% 10%)`,
  };
}

/** The theme as CSS custom properties for the game's root element. */
export function themeStyle(theme: GameTheme): CSSProperties {
  return {
    "--gp-backdrop-1": theme.backdrop[0],
    "--gp-backdrop-2": theme.backdrop[1],
    "--gp-backdrop-3": theme.backdrop[2],
    "--gp-glow-1": theme.glow[0],
    "--gp-glow-2": theme.glow[1],
    "--gp-accent": theme.accent,
    "--gp-accent-alt": theme.accentAlt,
    "--gp-frame": theme.frame,
    "--gp-reel-1": theme.reelBackdrop[0],
    "--gp-reel-2": theme.reelBackdrop[1],
    "--gp-on-accent": theme.onAccent,
  } as CSSProperties;
}
