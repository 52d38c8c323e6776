import { fill, Gloss, line, type SymbolDrawings } from "@/lib/game/demo-games/art-primitives";

// The drawings of symbols only this game uses; those several games share are in shared-symbol-art.tsx.
export const oceanicTreasuresArt: SymbolDrawings = {
  trident: () => (
    <g strokeLinejoin="round" stroke={line("gold")} strokeWidth={2.5} fill={fill("gold")}>
      <rect x="46" y="40" width="8" height="56" rx="3" />
      <path d="M22 8 L30 22 L28 40 Q50 52 72 40 L70 22 L78 8 L84 24 L80 46 Q66 60 56 60 L44 60 Q34 60 20 46 L16 24 Z" />
      <path d="M50 4 L58 20 L54 56 L46 56 L42 20 Z" />
    </g>
  ),
  chest: () => (
    <g strokeLinejoin="round">
      <path d="M12 44 Q12 16 50 16 Q88 16 88 44 Z" fill={fill("brown")} stroke={line("brown")} strokeWidth={3} />
      <rect x="12" y="44" width="76" height="42" rx="4" fill={fill("brown")} stroke={line("brown")} strokeWidth={3} />
      <path d="M26 16 L26 86 M74 16 L74 86 M12 44 L88 44" stroke={fill("gold")} strokeWidth={5} />
      <rect x="42" y="38" width="16" height="18" rx="3" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
      <circle cx="50" cy="47" r="3" fill="#2b1505" />
      <circle cx="30" cy="12" r="5" fill={fill("gold")} />
      <circle cx="70" cy="10" r="4" fill={fill("gold")} />
      <circle cx="50" cy="9" r="4" fill={fill("cyan")} />
    </g>
  ),
  mermaid: () => (
    <g strokeLinejoin="round">
      <path
        d="M46 8 Q70 20 62 48 Q56 66 60 78 L84 92 Q64 88 56 84 Q48 90 30 94 L48 78 Q42 64 44 44 Q46 26 36 14 Z"
        fill={fill("teal")}
        stroke={line("teal")}
        strokeWidth={3}
      />
      {[24, 36, 48, 60].map((y) => (
        <path
          key={y}
          d={`M${44 + (y - 24) * 0.1} ${y} Q52 ${y + 6} 60 ${y}`}
          fill="none"
          stroke="#eafffb"
          strokeWidth={2}
          opacity={0.7}
        />
      ))}
      <Gloss cx={50} cy={26} rx={6} ry={3} />
    </g>
  ),
  dolphin: () => (
    <g strokeLinejoin="round">
      <path
        d="M8 62 Q20 60 26 52 Q40 24 70 24 Q86 26 92 38 Q82 36 78 40 Q84 54 74 68 L82 82 Q70 80 66 72 Q50 80 30 72 Q20 68 8 62 Z"
        fill={fill("blue")}
        stroke={line("blue")}
        strokeWidth={3}
      />
      <path d="M50 26 L46 10 Q58 14 62 26 Z" fill={fill("blue")} stroke={line("blue")} strokeWidth={2.5} />
      <path d="M26 56 Q48 66 70 58" fill="none" stroke="#e8f4ff" strokeWidth={4} opacity={0.8} />
      <circle cx="72" cy="36" r="3" fill="#111" />
    </g>
  ),
  turtle: () => (
    <g strokeLinejoin="round">
      <ellipse cx="50" cy="20" rx="10" ry="9" fill={fill("jade")} stroke={line("jade")} strokeWidth={2.5} />
      {[
        [20, 34, -40],
        [80, 34, 40],
        [24, 74, 30],
        [76, 74, -30],
      ].map(([x, y, r]) => (
        <ellipse
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          rx="13"
          ry="7"
          fill={fill("jade")}
          stroke={line("jade")}
          strokeWidth={2.5}
          transform={`rotate(${r} ${x} ${y})`}
        />
      ))}
      <ellipse cx="50" cy="55" rx="30" ry="32" fill={fill("green")} stroke={line("green")} strokeWidth={3} />
      <polygon points="50,38 62,46 62,60 50,68 38,60 38,46" fill="none" stroke="#e5ffd0" strokeWidth={2.5} />
      <path
        d="M50 24 L50 38 M62 46 L78 40 M62 60 L76 70 M50 68 L50 86 M38 60 L24 70 M38 46 L22 40"
        stroke="#e5ffd0"
        strokeWidth={2}
      />
      <circle cx="46" cy="18" r="2" fill="#111" />
      <circle cx="54" cy="18" r="2" fill="#111" />
    </g>
  ),
  seahorse: () => (
    <g strokeLinejoin="round">
      <path
        d="M46 10 Q70 8 70 28 L86 32 L70 38 Q64 48 66 60 Q70 80 54 88 Q42 92 40 82 Q50 84 52 76 Q54 64 44 54 Q34 44 40 30 Q36 20 46 10 Z"
        fill={fill("orange")}
        stroke={line("orange")}
        strokeWidth={3}
      />
      <path d="M40 30 Q30 32 28 44 L38 42" fill={fill("yellow")} stroke={line("orange")} strokeWidth={2} />
      {[40, 50, 60, 70].map((y) => (
        <path key={y} d={`M${58 + (y - 40) * 0.1} ${y} L66 ${y - 2}`} stroke={line("orange")} strokeWidth={2} />
      ))}
      <circle cx="56" cy="22" r="3.5" fill="#111" />
    </g>
  ),
};
