import { fill, line, type SymbolDrawings } from "@/lib/game/demo-games/art-primitives";

// The drawings of symbols only this game uses; those several games share are in shared-symbol-art.tsx.
export const samuraiSpiritArt: SymbolDrawings = {
  samurai: () => (
    <g strokeLinejoin="round">
      <path
        d="M50 4 L58 22 L76 10 L66 30 L34 30 L24 10 L42 22 Z"
        fill={fill("gold")}
        stroke={line("gold")}
        strokeWidth={2.5}
      />
      <path d="M14 52 Q14 26 50 26 Q86 26 86 52 L92 60 L8 60 Z" fill={fill("dark")} stroke="#000" strokeWidth={3} />
      <path d="M26 60 Q26 92 50 94 Q74 92 74 60 Z" fill={fill("red")} stroke={line("red")} strokeWidth={3} />
      <path d="M34 66 L46 70 M66 66 L54 70" stroke="#111" strokeWidth={4} strokeLinecap="round" />
      <path d="M38 82 Q50 76 62 82 L58 88 L42 88 Z" fill="#fff" stroke="#111" strokeWidth={2} />
    </g>
  ),
  katana: () => (
    <g strokeLinecap="round" strokeLinejoin="round">
      <path d="M30 70 L86 10 Q90 14 84 20 L36 76 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={2.5} />
      <ellipse
        cx="33"
        cy="73"
        rx="12"
        ry="5"
        fill={fill("gold")}
        stroke={line("gold")}
        strokeWidth={2}
        transform="rotate(-45 33 73)"
      />
      <path d="M29 77 L10 96" stroke="#111" strokeWidth={9} />
      <path d="M29 77 L10 96" stroke={fill("red")} strokeWidth={5} strokeDasharray="4 4" />
    </g>
  ),
  kabuto: () => (
    <g strokeLinejoin="round">
      <path
        d="M20 30 Q30 30 40 44 L34 46 Q28 36 20 30 Z M80 30 Q70 30 60 44 L66 46 Q72 36 80 30 Z"
        fill={fill("gold")}
        stroke={line("gold")}
        strokeWidth={2}
      />
      <path d="M50 10 Q40 20 36 40 L64 40 Q60 20 50 10 Z" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
      <path d="M18 70 Q14 38 50 38 Q86 38 82 70 Z" fill={fill("dark")} stroke="#000" strokeWidth={3} />
      <path d="M8 70 L92 70 L84 88 L16 88 Z" fill={fill("red")} stroke={line("red")} strokeWidth={3} />
      <path d="M16 78 L84 78" stroke={fill("gold")} strokeWidth={2} />
      <circle cx="50" cy="52" r="6" fill={fill("gold")} />
    </g>
  ),
  war_fan: () => (
    <g strokeLinejoin="round">
      <path d="M50 90 L12 30 A50 50 0 0 1 88 30 Z" fill={fill("dark")} stroke="#000" strokeWidth={3} />
      <circle cx="50" cy="38" r="14" fill={fill("red")} />
      {[-30, -15, 0, 15, 30].map((angle) => (
        <path
          key={angle}
          d="M50 90 L50 28"
          stroke={fill("gold")}
          strokeWidth={1.5}
          opacity={0.7}
          transform={`rotate(${angle} 50 90)`}
        />
      ))}
      <path d="M46 88 L54 88 L52 98 L48 98 Z" fill={fill("gold")} />
    </g>
  ),
  sakura: () => (
    <g>
      {[0, 72, 144, 216, 288].map((angle) => (
        <path
          key={angle}
          d="M50 50 Q34 34 40 16 Q46 20 50 14 Q54 20 60 16 Q66 34 50 50 Z"
          fill={fill("pink")}
          stroke={line("pink")}
          strokeWidth={2}
          transform={`rotate(${angle} 50 50)`}
        />
      ))}
      <circle cx="50" cy="50" r="8" fill={fill("yellow")} />
    </g>
  ),
};
