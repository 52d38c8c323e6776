import { fill, Gloss, line, type SymbolDrawings } from "@/lib/game/demo-games/art-primitives";

// The drawings of symbols only this game uses; those several games share are in shared-symbol-art.tsx.
export const cosmicCashArt: SymbolDrawings = {
  black_hole: () => (
    <g>
      <ellipse
        cx="50"
        cy="50"
        rx="46"
        ry="20"
        fill="none"
        stroke="#ff9f1c"
        strokeWidth={6}
        opacity={0.9}
        transform="rotate(-20 50 50)"
      />
      <circle cx="50" cy="50" r="26" fill="#000" stroke="#a78bfa" strokeWidth={3} />
      <path d="M8 62 A46 20 -20 0 0 92 38" fill="none" stroke="#ffe066" strokeWidth={3} transform="rotate(0 50 50)" />
      <circle cx="50" cy="50" r="30" fill="none" stroke="#c084fc" strokeWidth={2} opacity={0.6} />
    </g>
  ),
  comet: () => (
    <g>
      <path d="M62 38 L8 92 L16 70 L4 74 L40 30 Z" fill={fill("cyan")} opacity={0.7} />
      <circle cx="64" cy="36" r="24" fill={fill("white")} stroke="#7dd3fc" strokeWidth={3} />
      <circle cx="64" cy="36" r="14" fill="#e0f2fe" />
      <Gloss cx={58} cy={28} rx={6} ry={4} />
    </g>
  ),
  astronaut: () => (
    <g strokeLinejoin="round">
      <path d="M22 94 Q22 70 50 70 Q78 70 78 94 Z" fill={fill("white")} stroke={line("white")} strokeWidth={3} />
      <circle cx="50" cy="40" r="32" fill={fill("white")} stroke={line("white")} strokeWidth={3} />
      <rect x="26" y="26" width="48" height="32" rx="16" fill="#0b1437" stroke="#ff9f1c" strokeWidth={3} />
      <path d="M34 34 Q40 30 46 34" fill="none" stroke="#fff" strokeWidth={3} opacity={0.7} />
      <rect x="42" y="80" width="16" height="8" rx="2" fill="#38bdf8" />
    </g>
  ),
  planet: () => (
    <g>
      <circle cx="50" cy="50" r="28" fill={fill("orange")} stroke={line("orange")} strokeWidth={3} />
      <path d="M26 42 Q50 36 74 42 M24 56 Q50 50 76 56" fill="none" stroke="#fff" strokeWidth={3} opacity={0.4} />
      <ellipse
        cx="50"
        cy="52"
        rx="46"
        ry="12"
        fill="none"
        stroke={fill("purple")}
        strokeWidth={6}
        transform="rotate(-15 50 52)"
      />
      <path d="M22 50 A28 28 0 0 0 78 50" fill="none" stroke={line("orange")} strokeWidth={0} />
      <Gloss cx={40} cy={36} rx={8} ry={4} />
    </g>
  ),
  rocket: () => (
    <g strokeLinejoin="round">
      <path d="M40 80 Q50 98 60 80 Q50 86 40 80 Z" fill={fill("orange")} />
      <path d="M50 4 Q72 22 68 70 L32 70 Q28 22 50 4 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={3} />
      <path
        d="M32 50 L16 74 L32 72 Z M68 50 L84 74 L68 72 Z"
        fill={fill("red")}
        stroke={line("red")}
        strokeWidth={2.5}
      />
      <circle cx="50" cy="36" r="9" fill="#38bdf8" stroke={line("silver")} strokeWidth={3} />
      <path d="M36 70 L64 70 L60 80 L40 80 Z" fill={fill("dark")} />
    </g>
  ),
  ufo: () => (
    <g strokeLinejoin="round">
      <path d="M36 72 L24 94 L76 94 L64 72 Z" fill="#a7f3d0" opacity={0.35} />
      <path d="M30 46 Q30 22 50 22 Q70 22 70 46 Z" fill="#a5f3fc" stroke="#0e7490" strokeWidth={3} opacity={0.9} />
      <ellipse cx="50" cy="56" rx="44" ry="16" fill={fill("silver")} stroke={line("silver")} strokeWidth={3} />
      {[22, 38, 50, 62, 78].map((x) => (
        <circle key={x} cx={x} cy="58" r="3.5" fill="#facc15" />
      ))}
    </g>
  ),
};
