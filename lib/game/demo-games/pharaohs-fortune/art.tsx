import { fill, Gloss, line, type SymbolDrawings } from "@/lib/game/demo-games/art-primitives";

// The drawings of symbols only this game uses; those several games share are in shared-symbol-art.tsx.
export const pharaohsFortuneArt: SymbolDrawings = {
  pharaoh: () => (
    <g strokeLinejoin="round">
      <path
        d="M50 6 Q78 8 84 40 L92 92 L8 92 L16 40 Q22 8 50 6 Z"
        fill={fill("gold")}
        stroke={line("gold")}
        strokeWidth={3}
      />
      {[22, 34, 46, 58, 70, 82].map((y) => (
        <path
          key={y}
          d={`M${12 + (y - 22) * 0.1} ${y + 6} L${88 - (y - 22) * 0.1} ${y + 6}`}
          stroke="#1e4fa8"
          strokeWidth={5}
          opacity={0.9}
        />
      ))}
      <path d="M32 30 Q50 24 68 30 L66 70 Q50 84 34 70 Z" fill="#c98a4a" stroke="#5a3410" strokeWidth={2.5} />
      <path d="M38 44 L46 44 M54 44 L62 44" stroke="#111" strokeWidth={4} strokeLinecap="round" />
      <path d="M36 44 L30 48 M64 44 L70 48" stroke="#111" strokeWidth={2} />
      <path d="M46 72 L54 72 L52 88 L48 88 Z" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
      <circle cx="50" cy="22" r="5" fill={fill("red")} stroke={line("gold")} strokeWidth={2} />
    </g>
  ),
  pyramid: () => (
    <g strokeLinejoin="round">
      <circle cx="72" cy="24" r="12" fill={fill("orange")} opacity={0.9} />
      <path d="M50 14 L92 86 L8 86 Z" fill={fill("gold")} stroke={line("gold")} strokeWidth={3} />
      <path d="M50 14 L58 86" stroke={line("gold")} strokeWidth={2} opacity={0.7} />
      <path d="M30 50 L66 50 M22 64 L78 64 M15 76 L86 76" stroke={line("gold")} strokeWidth={1.5} opacity={0.5} />
      <path d="M50 14 L92 86 L58 86 Z" fill="#000" opacity={0.18} />
    </g>
  ),
  mask: () => (
    <g strokeLinejoin="round">
      <path
        d="M50 8 Q84 10 84 44 Q84 80 50 92 Q16 80 16 44 Q16 10 50 8 Z"
        fill={fill("gold")}
        stroke={line("gold")}
        strokeWidth={3}
      />
      <path d="M26 40 Q36 32 46 40 Q36 46 26 40 Z M54 40 Q64 32 74 40 Q64 46 54 40 Z" fill="#111" />
      <path d="M24 30 Q36 24 46 30 M54 30 Q64 24 76 30" fill="none" stroke="#1e4fa8" strokeWidth={4} />
      <path d="M46 52 Q50 64 54 52" fill="none" stroke={line("gold")} strokeWidth={2.5} />
      <path d="M40 72 Q50 78 60 72" fill="none" stroke="#8b1a1a" strokeWidth={4} strokeLinecap="round" />
      <Gloss cx={34} cy={22} rx={10} ry={5} />
    </g>
  ),
  scarab: () => (
    <g strokeLinejoin="round">
      <path
        d="M18 52 Q6 40 12 24 M82 52 Q94 40 88 24 M22 70 Q8 76 10 90 M78 70 Q92 76 90 90"
        fill="none"
        stroke={line("teal")}
        strokeWidth={4}
        strokeLinecap="round"
      />
      <ellipse cx="50" cy="24" rx="16" ry="11" fill={fill("teal")} stroke={line("teal")} strokeWidth={3} />
      <ellipse cx="50" cy="60" rx="28" ry="32" fill={fill("teal")} stroke={line("teal")} strokeWidth={3} />
      <path d="M50 30 L50 92" stroke={line("teal")} strokeWidth={3} />
      <path d="M24 52 Q36 44 50 44 Q64 44 76 52" fill="none" stroke={fill("gold")} strokeWidth={5} />
      <circle cx="50" cy="20" r="5" fill={fill("gold")} />
      <Gloss cx={38} cy={52} rx={8} ry={4} />
    </g>
  ),
  eye: () => (
    <g strokeLinecap="round" strokeLinejoin="round" fill="none">
      <path d="M10 46 Q50 10 90 46 Q50 70 10 46 Z" fill="#fff" stroke="#1e4fa8" strokeWidth={5} />
      <circle cx="50" cy="45" r="13" fill={fill("blue")} stroke="#0a2766" strokeWidth={3} />
      <circle cx="50" cy="45" r="5" fill="#111" />
      <path d="M12 30 Q50 2 88 30" stroke={fill("gold")} strokeWidth={6} />
      <path d="M44 64 L40 90 M56 62 Q66 80 84 76 Q88 66 80 64" stroke="#1e4fa8" strokeWidth={6} />
    </g>
  ),
  ankh: () => (
    <g strokeLinejoin="round">
      <path
        d="M50 8 Q74 8 74 30 Q74 44 58 54 L86 54 L86 66 L58 66 L58 94 L42 94 L42 66 L14 66 L14 54 L42 54 Q26 44 26 30 Q26 8 50 8 Z M50 20 Q38 20 38 31 Q38 42 50 52 Q62 42 62 31 Q62 20 50 20 Z"
        fill={fill("gold")}
        stroke={line("gold")}
        strokeWidth={3}
        fillRule="evenodd"
      />
    </g>
  ),
};
