import type { CSSProperties } from "react";

// Each game's colours: the page background, the reel frame and the accents of its buttons and win effects.
// Games without a theme of their own get one derived from their symbol, so every game looks like itself and
// looks the same on every visit.

export interface GameTheme {
  /** Background gradient stops, top to bottom. */
  backdrop: [string, string, string];
  /** Soft light blobs drawn over the backdrop. */
  glow: [string, string];
  /** Main accent (spin button, highlights) and a second accent (win lines, badges). */
  accent: string;
  accentAlt: string;
  /** Reel frame metal and the reel window behind the symbols. */
  frame: string;
  reelBackdrop: [string, string];
  /** Text on the accent colour. */
  onAccent: string;
}

const THEMES: Record<string, GameTheme> = {
  vs20aurora: {
    backdrop: ["#020b1c", "#06284a", "#0a3e4f"],
    glow: ["rgba(62, 242, 176, 0.45)", "rgba(139, 92, 246, 0.45)"],
    accent: "#3ef2b0",
    accentAlt: "#a78bfa",
    frame: "#cde8f5",
    reelBackdrop: ["#0b2540", "#04101f"],
    onAccent: "#03241a",
  },
  vs25pharaoh: {
    backdrop: ["#1c0f03", "#4a2a0b", "#8a5a1c"],
    glow: ["rgba(255, 196, 66, 0.45)", "rgba(30, 79, 168, 0.4)"],
    accent: "#f5c542",
    accentAlt: "#3d7be0",
    frame: "#e8b64c",
    reelBackdrop: ["#3a240c", "#1a0f04"],
    onAccent: "#3a2200",
  },
  vs10fruitblaze: {
    backdrop: ["#2a0505", "#6e1404", "#b3360a"],
    glow: ["rgba(255, 138, 0, 0.5)", "rgba(255, 210, 63, 0.35)"],
    accent: "#ffb020",
    accentAlt: "#ff4d2e",
    frame: "#ffd27a",
    reelBackdrop: ["#3d0b06", "#1c0402"],
    onAccent: "#3a1500",
  },
  vs20dragonpearl: {
    backdrop: ["#1a0305", "#4c0b10", "#7a1a12"],
    glow: ["rgba(47, 191, 113, 0.35)", "rgba(243, 193, 75, 0.4)"],
    accent: "#f3c14b",
    accentAlt: "#2fbf71",
    frame: "#e0a93a",
    reelBackdrop: ["#3b0a0d", "#1a0305"],
    onAccent: "#3a2000",
  },
  vs5jokerjewels: {
    backdrop: ["#12031f", "#35095a", "#5b1280"],
    glow: ["rgba(255, 79, 216, 0.4)", "rgba(255, 215, 0, 0.3)"],
    accent: "#ff4fd8",
    accentAlt: "#ffd700",
    frame: "#f0c5ff",
    reelBackdrop: ["#2a0846", "#12031f"],
    onAccent: "#3a0030",
  },
  vs40wildwest: {
    backdrop: ["#1f0e05", "#5a2f12", "#a0602a"],
    glow: ["rgba(242, 165, 65, 0.45)", "rgba(196, 69, 43, 0.35)"],
    accent: "#f2a541",
    accentAlt: "#e0553a",
    frame: "#d9a066",
    reelBackdrop: ["#3d200c", "#1a0c04"],
    onAccent: "#3a1c00",
  },
  vs9luckysevens: {
    backdrop: ["#120000", "#420505", "#6e0b0b"],
    glow: ["rgba(255, 59, 59, 0.4)", "rgba(255, 215, 0, 0.35)"],
    accent: "#ffd700",
    accentAlt: "#ff3b3b",
    frame: "#ffe27a",
    reelBackdrop: ["#2a0303", "#120000"],
    onAccent: "#3a2a00",
  },
  bs20oceanic: {
    backdrop: ["#01111f", "#033e63", "#05708c"],
    glow: ["rgba(56, 214, 255, 0.45)", "rgba(255, 207, 86, 0.3)"],
    accent: "#38d6ff",
    accentAlt: "#ffcf56",
    frame: "#8fe3ff",
    reelBackdrop: ["#06304d", "#021625"],
    onAccent: "#012433",
  },
  bs10vikingsaga: {
    backdrop: ["#090d12", "#1d2833", "#3a4a58"],
    glow: ["rgba(143, 184, 222, 0.35)", "rgba(217, 164, 65, 0.3)"],
    accent: "#d9a441",
    accentAlt: "#8fb8de",
    frame: "#b8c7d6",
    reelBackdrop: ["#1a232c", "#0a0e13"],
    onAccent: "#2a1c00",
  },
  bs25candyrush: {
    backdrop: ["#3d0b45", "#8c1d6a", "#e05a9b"],
    glow: ["rgba(126, 240, 255, 0.4)", "rgba(255, 230, 102, 0.35)"],
    accent: "#ff9ad5",
    accentAlt: "#7ef0ff",
    frame: "#ffe0f2",
    reelBackdrop: ["#5a1456", "#2b0630"],
    onAccent: "#4a0a32",
  },
  bs20samurai: {
    backdrop: ["#0d0606", "#2e0b10", "#4f1218"],
    glow: ["rgba(230, 57, 70, 0.4)", "rgba(241, 250, 238, 0.15)"],
    accent: "#e63946",
    accentAlt: "#f1faee",
    frame: "#c9a66b",
    reelBackdrop: ["#22080b", "#0d0405"],
    onAccent: "#fff5f5",
  },
  bs15cosmic: {
    backdrop: ["#03010f", "#160840", "#2e0f6b"],
    glow: ["rgba(167, 139, 250, 0.45)", "rgba(34, 211, 238, 0.35)"],
    accent: "#22d3ee",
    accentAlt: "#c084fc",
    frame: "#b9a8ff",
    reelBackdrop: ["#120733", "#05020f"],
    onAccent: "#031b22",
  },
  bs30gemvault: {
    backdrop: ["#021410", "#07392d", "#0d5a47"],
    glow: ["rgba(52, 211, 153, 0.4)", "rgba(251, 191, 36, 0.3)"],
    accent: "#fbbf24",
    accentAlt: "#34d399",
    frame: "#d1fae5",
    reelBackdrop: ["#06302a", "#021410"],
    onAccent: "#3a2600",
  },
  bs10retroreels: {
    backdrop: ["#07011a", "#220842", "#3d0d63"],
    glow: ["rgba(255, 46, 151, 0.45)", "rgba(0, 240, 255, 0.35)"],
    accent: "#ff2e97",
    accentAlt: "#00f0ff",
    frame: "#ff9ed2",
    reelBackdrop: ["#1a0633", "#07011a"],
    onAccent: "#fff0f8",
  },
};

/** Games with colours of their own (the rest get derived ones). */
export const THEMED_GAMES: readonly string[] = Object.keys(THEMES);

function hueOf(text: string): number {
  return [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 17) % 360;
}

export function gameTheme(symbol: string): GameTheme {
  const theme = THEMES[symbol];
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
