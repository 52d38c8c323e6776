import { fill, Gloss, line, type SymbolDrawings } from "@/lib/game/demo-games/art-primitives";

// The drawings of symbols only this game uses; those several games share are in shared-symbol-art.tsx.
export const auroraRichesArt: SymbolDrawings = {
  aurora: () => (
    <g>
      <circle cx="50" cy="50" r="44" fill="#06162b" stroke="#cde8f5" strokeWidth={3} />
      <path
        d="M10 58 Q30 30 50 50 T90 40"
        fill="none"
        stroke="#3ef2b0"
        strokeWidth={8}
        strokeLinecap="round"
        opacity={0.9}
      />
      <path
        d="M12 68 Q34 44 52 62 T88 54"
        fill="none"
        stroke="#8b5cf6"
        strokeWidth={7}
        strokeLinecap="round"
        opacity={0.85}
      />
      <path
        d="M16 46 Q36 22 54 38 T86 28"
        fill="none"
        stroke="#5eead4"
        strokeWidth={4}
        strokeLinecap="round"
        opacity={0.7}
      />
      {[
        [26, 24],
        [70, 18],
        [78, 70],
        [34, 80],
        [58, 78],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill="#fff" />
      ))}
    </g>
  ),
  owl: () => (
    <g strokeLinejoin="round">
      <path
        d="M22 20 L34 32 L66 32 L78 20 L80 60 Q80 90 50 92 Q20 90 20 60 Z"
        fill={fill("silver")}
        stroke={line("silver")}
        strokeWidth={3}
      />
      <circle cx="36" cy="46" r="13" fill="#fff" stroke={line("silver")} strokeWidth={2} />
      <circle cx="64" cy="46" r="13" fill="#fff" stroke={line("silver")} strokeWidth={2} />
      <circle cx="36" cy="46" r="7" fill="#f0a500" />
      <circle cx="64" cy="46" r="7" fill="#f0a500" />
      <circle cx="36" cy="46" r="3.5" fill="#111" />
      <circle cx="64" cy="46" r="3.5" fill="#111" />
      <path d="M45 58 L55 58 L50 68 Z" fill={fill("orange")} stroke={line("orange")} strokeWidth={1.5} />
      <path
        d="M32 76 Q36 72 40 76 M46 80 Q50 76 54 80 M60 76 Q64 72 68 76"
        fill="none"
        stroke={line("silver")}
        strokeWidth={2}
      />
    </g>
  ),
  fox: () => (
    <g strokeLinejoin="round">
      <path
        d="M14 12 L36 30 L64 30 L86 12 L82 50 L50 88 L18 50 Z"
        fill={fill("orange")}
        stroke={line("orange")}
        strokeWidth={3}
      />
      <path d="M18 50 L50 88 L82 50 L62 54 L50 66 L38 54 Z" fill="#fff" stroke={line("orange")} strokeWidth={2} />
      <path d="M20 18 L32 30 L22 36 Z M80 18 L68 30 L78 36 Z" fill="#3a1a08" />
      <ellipse cx="37" cy="44" rx="4" ry="5" fill="#111" />
      <ellipse cx="63" cy="44" rx="4" ry="5" fill="#111" />
      <circle cx="50" cy="84" r="5" fill="#111" />
    </g>
  ),
  reindeer: () => (
    <g strokeLinejoin="round" strokeLinecap="round">
      <path
        d="M34 30 Q20 22 18 6 M22 18 L10 16 M26 24 L14 30 M66 30 Q80 22 82 6 M78 18 L90 16 M74 24 L86 30"
        fill="none"
        stroke={fill("brown")}
        strokeWidth={5}
      />
      <path d="M34 30 Q20 22 18 6 M66 30 Q80 22 82 6" fill="none" stroke={line("brown")} strokeWidth={1.5} />
      <ellipse cx="50" cy="56" rx="24" ry="32" fill={fill("brown")} stroke={line("brown")} strokeWidth={3} />
      <ellipse
        cx="24"
        cy="40"
        rx="9"
        ry="5"
        fill={fill("brown")}
        stroke={line("brown")}
        strokeWidth={2}
        transform="rotate(-25 24 40)"
      />
      <ellipse
        cx="76"
        cy="40"
        rx="9"
        ry="5"
        fill={fill("brown")}
        stroke={line("brown")}
        strokeWidth={2}
        transform="rotate(25 76 40)"
      />
      <circle cx="41" cy="48" r="4" fill="#111" />
      <circle cx="59" cy="48" r="4" fill="#111" />
      <circle cx="50" cy="80" r="9" fill={fill("red")} stroke={line("red")} strokeWidth={2} />
      <Gloss cx={47} cy={77} rx={3} ry={2} />
    </g>
  ),
  lantern: () => (
    <g strokeLinejoin="round">
      <path d="M40 10 Q50 2 60 10" fill="none" stroke={line("silver")} strokeWidth={4} />
      <path d="M30 16 L70 16 L76 26 L24 26 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={2.5} />
      <rect x="28" y="26" width="44" height="52" rx="6" fill="#0c3a52" stroke={line("silver")} strokeWidth={3} />
      <rect x="33" y="31" width="34" height="42" rx="4" fill={fill("cyan")} opacity={0.85} />
      <path d="M50 66 Q40 58 46 48 Q48 54 52 52 Q50 44 56 40 Q62 54 56 62 Q54 66 50 66 Z" fill={fill("yellow")} />
      <path d="M24 78 L76 78 L70 88 L30 88 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={2.5} />
    </g>
  ),
};
