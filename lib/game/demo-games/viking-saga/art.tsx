import { fill, Gloss, line, type SymbolDrawings } from "@/lib/game/demo-games/art-primitives";

// The drawings of symbols only this game uses; those several games share are in shared-symbol-art.tsx.
export const vikingSagaArt: SymbolDrawings = {
  valkyrie: () => (
    <g strokeLinejoin="round">
      <path
        d="M30 40 Q10 30 4 10 Q22 16 30 26 Q18 12 20 4 Q34 16 36 34 Z"
        fill={fill("white")}
        stroke={line("white")}
        strokeWidth={2.5}
      />
      <path
        d="M70 40 Q90 30 96 10 Q78 16 70 26 Q82 12 80 4 Q66 16 64 34 Z"
        fill={fill("white")}
        stroke={line("white")}
        strokeWidth={2.5}
      />
      <path
        d="M26 58 Q26 24 50 24 Q74 24 74 58 L74 70 L26 70 Z"
        fill={fill("silver")}
        stroke={line("silver")}
        strokeWidth={3}
      />
      <path d="M46 40 L54 40 L54 86 L46 86 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={2.5} />
      <path d="M26 58 L74 58" stroke={fill("gold")} strokeWidth={5} />
      <path d="M30 70 L40 70 L40 80 L30 76 Z M60 70 L70 70 L70 76 L60 80 Z" fill="#111" opacity={0.6} />
      <Gloss cx={40} cy={34} rx={8} ry={4} />
    </g>
  ),
  rune: () => (
    <g strokeLinejoin="round">
      <path
        d="M24 92 L16 40 Q18 10 50 8 Q82 10 84 40 L76 92 Z"
        fill={fill("silver")}
        stroke={line("silver")}
        strokeWidth={3}
      />
      <path
        d="M50 22 L50 80 M50 36 L66 24 M50 50 L34 38 M50 50 L66 62"
        fill="none"
        stroke="#4ff3ff"
        strokeWidth={8}
        strokeLinecap="round"
        opacity={0.35}
      />
      <path
        d="M50 22 L50 80 M50 36 L66 24 M50 50 L34 38 M50 50 L66 62"
        fill="none"
        stroke="#c8fdff"
        strokeWidth={3.5}
        strokeLinecap="round"
      />
    </g>
  ),
  longship: () => (
    <g strokeLinejoin="round">
      <path d="M50 10 L50 62" stroke="#5a3410" strokeWidth={4} />
      <path d="M24 14 L76 14 L72 56 L28 56 Z" fill="#fff" stroke="#8a1a1a" strokeWidth={2.5} />
      {[20, 34, 48].map((x) => (
        <rect key={x} x={x + 8} y="14" width="7" height="42" fill={fill("red")} />
      ))}
      <path
        d="M6 60 L94 60 Q86 82 70 84 L30 84 Q14 82 6 60 Z"
        fill={fill("brown")}
        stroke={line("brown")}
        strokeWidth={3}
      />
      <path
        d="M6 60 Q2 48 10 42 Q14 50 10 56 M94 60 Q98 48 90 42 Q86 50 90 56"
        fill={fill("brown")}
        stroke={line("brown")}
        strokeWidth={2.5}
      />
      {[22, 38, 54, 70].map((x) => (
        <circle key={x} cx={x + 4} cy="66" r="5" fill={fill("gold")} stroke={line("gold")} strokeWidth={1.5} />
      ))}
    </g>
  ),
  axe: () => (
    <g strokeLinejoin="round">
      <path d="M28 92 L66 18" stroke={fill("brown")} strokeWidth={8} strokeLinecap="round" />
      <path d="M28 92 L66 18" stroke={line("brown")} strokeWidth={1.5} />
      <path
        d="M52 20 Q70 2 92 12 Q86 34 92 56 Q72 56 58 40 Z"
        fill={fill("silver")}
        stroke={line("silver")}
        strokeWidth={3}
      />
      <path d="M64 24 Q76 18 86 20" fill="none" stroke="#fff" strokeWidth={2.5} opacity={0.7} />
    </g>
  ),
  helm: () => (
    <g strokeLinejoin="round">
      <path
        d="M22 46 Q10 34 12 10 Q20 30 32 34 Z M78 46 Q90 34 88 10 Q80 30 68 34 Z"
        fill={fill("white")}
        stroke={line("white")}
        strokeWidth={2.5}
      />
      <path d="M22 72 Q18 28 50 26 Q82 28 78 72 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={3} />
      <path d="M22 62 L78 62" stroke={fill("gold")} strokeWidth={6} />
      <path d="M46 26 L54 26 L54 88 L46 88 Z" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
      <Gloss cx={36} cy={40} rx={8} ry={4} />
    </g>
  ),
  shield: () => (
    <g>
      <circle cx="50" cy="50" r="42" fill={fill("brown")} stroke={fill("silver")} strokeWidth={6} />
      <path d="M50 8 L50 92 M8 50 L92 50" stroke="#c3121f" strokeWidth={10} opacity={0.85} />
      <circle cx="50" cy="50" r="13" fill={fill("silver")} stroke={line("silver")} strokeWidth={3} />
      <Gloss cx={46} cy={46} rx={4} ry={2.5} />
    </g>
  ),
};
