import { fill, Gloss, line, type SymbolDrawings } from "@/lib/game/demo-games/art-primitives";

// The drawings of symbols only this game uses; those several games share are in shared-symbol-art.tsx.
export const gemVaultArt: SymbolDrawings = {
  vault: () => (
    <g>
      <rect x="8" y="8" width="84" height="84" rx="10" fill={fill("silver")} stroke={line("silver")} strokeWidth={3} />
      <circle cx="50" cy="50" r="32" fill={fill("dark")} stroke={fill("gold")} strokeWidth={4} />
      {[0, 60, 120].map((angle) => (
        <path
          key={angle}
          d="M50 24 L50 76"
          stroke={fill("gold")}
          strokeWidth={5}
          strokeLinecap="round"
          transform={`rotate(${angle} 50 50)`}
        />
      ))}
      <circle cx="50" cy="50" r="9" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
    </g>
  ),
  key: () => (
    <g strokeLinejoin="round">
      <circle cx="30" cy="34" r="20" fill={fill("gold")} stroke={line("gold")} strokeWidth={3} />
      <circle cx="30" cy="34" r="8" fill="#1b1b1b" />
      <path
        d="M42 48 L86 90 L78 96 L70 88 L64 94 L58 88 L64 82 L36 54 Z"
        fill={fill("gold")}
        stroke={line("gold")}
        strokeWidth={3}
      />
      <Gloss cx={24} cy={24} rx={6} ry={3} />
    </g>
  ),
};
