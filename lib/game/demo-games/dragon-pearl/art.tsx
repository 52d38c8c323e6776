import { fill, Gloss, line, type SymbolDrawings } from "@/lib/game/demo-games/art-primitives";

// The drawings of symbols only this game uses; those several games share are in shared-symbol-art.tsx.
export const dragonPearlArt: SymbolDrawings = {
  dragon: () => (
    <g strokeLinejoin="round">
      <path
        d="M14 86 Q10 52 30 32 L22 10 L42 24 Q56 16 70 24 L90 14 L80 38 Q92 52 86 66 L70 62 L64 76 L52 70 L40 88 Z"
        fill={fill("red")}
        stroke={line("red")}
        strokeWidth={3}
      />
      <path d="M56 30 Q66 30 72 40" fill="none" stroke={fill("gold")} strokeWidth={4} />
      <ellipse cx="62" cy="42" rx="7" ry="5" fill={fill("yellow")} stroke="#111" strokeWidth={2} />
      <circle cx="63" cy="42" r="2.5" fill="#111" />
      <path d="M70 62 L74 56 L78 64 M58 70 L62 64 L66 72" fill="#fff" stroke="#111" strokeWidth={1} />
      <path
        d="M30 32 Q22 48 26 66 M40 30 Q34 50 38 70"
        fill="none"
        stroke={fill("gold")}
        strokeWidth={3}
        opacity={0.8}
      />
      <path d="M86 66 Q96 80 84 92" fill="none" stroke={fill("gold")} strokeWidth={3} />
    </g>
  ),
  pearl: () => (
    <g>
      <path
        d="M50 94 Q14 86 18 56 Q22 70 32 72 Q20 50 36 30 Q38 46 48 48 Q44 24 60 10 Q60 32 74 42 Q84 54 80 70 Q76 88 50 94 Z"
        fill={fill("orange")}
        opacity={0.8}
      />
      <circle cx="50" cy="62" r="24" fill={fill("white")} stroke="#9bb0c8" strokeWidth={3} />
      <circle cx="50" cy="62" r="24" fill="#ffd6f5" opacity={0.25} />
      <Gloss cx={42} cy={54} rx={8} ry={5} />
    </g>
  ),
  koi: () => (
    <g strokeLinejoin="round">
      <path
        d="M10 50 Q36 20 66 40 L88 24 Q82 50 88 76 L66 60 Q36 80 10 50 Z"
        fill={fill("orange")}
        stroke={line("orange")}
        strokeWidth={3}
      />
      <path d="M34 36 Q44 44 40 56 Q32 60 28 50 Z M52 44 Q60 48 58 56 Q50 58 50 50 Z" fill="#fff" opacity={0.9} />
      <circle cx="22" cy="46" r="3.5" fill="#111" />
      <path d="M40 64 Q44 76 54 74 Q50 66 48 60" fill={fill("orange")} stroke={line("orange")} strokeWidth={2} />
      <path d="M12 52 Q6 58 8 64" fill="none" stroke={line("orange")} strokeWidth={2} />
    </g>
  ),
  fan: () => (
    <g strokeLinejoin="round">
      <path d="M50 86 L8 40 A56 56 0 0 1 92 40 Z" fill={fill("red")} stroke={line("red")} strokeWidth={3} />
      {[-36, -24, -12, 0, 12, 24, 36].map((angle) => (
        <path
          key={angle}
          d="M50 86 L50 30"
          stroke={fill("gold")}
          strokeWidth={2.5}
          transform={`rotate(${angle} 50 86)`}
        />
      ))}
      <path d="M14 46 A50 50 0 0 1 86 46" fill="none" stroke={fill("gold")} strokeWidth={4} />
      <circle cx="50" cy="84" r="5" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
    </g>
  ),
  lotus: () => (
    <g stroke={line("pink")} strokeWidth={2.5} strokeLinejoin="round">
      <path d="M50 82 Q20 70 10 44 Q34 46 50 82 Z" fill={fill("pink")} />
      <path d="M50 82 Q80 70 90 44 Q66 46 50 82 Z" fill={fill("pink")} />
      <path d="M50 82 Q24 56 32 24 Q50 44 50 82 Z" fill={fill("pink")} />
      <path d="M50 82 Q76 56 68 24 Q50 44 50 82 Z" fill={fill("pink")} />
      <path d="M50 82 Q36 50 50 12 Q64 50 50 82 Z" fill={fill("pink")} />
      <ellipse cx="50" cy="86" rx="30" ry="5" fill={fill("green")} stroke={line("green")} />
    </g>
  ),
  coin: () => (
    <g>
      <circle cx="50" cy="50" r="40" fill={fill("jade")} stroke={line("jade")} strokeWidth={3} />
      <circle cx="50" cy="50" r="31" fill="none" stroke={fill("gold")} strokeWidth={3} />
      <rect x="40" y="40" width="20" height="20" fill="#1b0b0b" stroke={fill("gold")} strokeWidth={3} />
      <Gloss cx={34} cy={30} rx={10} ry={5} />
    </g>
  ),
};
