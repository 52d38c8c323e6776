import { fill, Gem, Gloss, Leaf, Letter, line, Star, type SymbolDrawings } from "@/lib/game/demo-games/art-primitives";

// Drawings of symbol ids that several demo games share (the same object in each game); a drawing one game alone
// uses lives in that game's folder.
export const sharedSymbolArt: SymbolDrawings = {
  // Royals
  a: () => <Letter text="A" paint="red" />,
  k: () => <Letter text="K" paint="blue" />,
  q: () => <Letter text="Q" paint="purple" />,
  j: () => <Letter text="J" paint="green" />,
  ten: () => <Letter text="10" paint="orange" size={60} />,

  // Gems
  diamond: () => <Gem paint="cyan" cut="brilliant" />,
  ruby: () => <Gem paint="red" cut="heart" />,
  emerald: () => <Gem paint="green" cut="emerald" />,
  sapphire: () => <Gem paint="blue" cut="oval" />,

  // Fruits and classics
  cherry: () => (
    <g>
      <path
        d="M36 62 Q44 30 62 14 M64 60 Q62 34 62 14"
        fill="none"
        stroke="#3f6b1f"
        strokeWidth={4}
        strokeLinecap="round"
      />
      <Leaf x={62} y={16} rotate={-10} />
      <circle cx="34" cy="68" r="18" fill={fill("red")} stroke={line("red")} strokeWidth={3} />
      <circle cx="66" cy="66" r="18" fill={fill("red")} stroke={line("red")} strokeWidth={3} />
      <Gloss cx={28} cy={62} rx={6} ry={4} />
      <Gloss cx={60} cy={60} rx={6} ry={4} />
    </g>
  ),
  lemon: () => (
    <g>
      <path
        d="M10 52 Q14 40 22 36 Q40 18 66 22 Q80 26 86 38 Q94 48 88 60 Q80 78 56 82 Q30 84 18 64 Q10 60 10 52 Z"
        fill={fill("yellow")}
        stroke={line("yellow")}
        strokeWidth={3}
      />
      <Gloss cx={42} cy={38} rx={14} ry={6} />
    </g>
  ),
  plum: () => (
    <g>
      <ellipse cx="50" cy="56" rx="32" ry="34" fill={fill("purple")} stroke={line("purple")} strokeWidth={3} />
      <path d="M50 24 Q44 54 50 88" fill="none" stroke={line("purple")} strokeWidth={2} opacity={0.5} />
      <path d="M50 24 L54 10" stroke="#5b3a1a" strokeWidth={4} strokeLinecap="round" />
      <Leaf x={54} y={14} rotate={10} />
      <Gloss cx={36} cy={42} rx={10} ry={6} />
    </g>
  ),
  bell: () => (
    <g strokeLinejoin="round">
      <path
        d="M50 12 Q26 14 26 46 L22 70 Q20 76 14 78 L86 78 Q80 76 78 70 L74 46 Q74 14 50 12 Z"
        fill={fill("gold")}
        stroke={line("gold")}
        strokeWidth={3}
      />
      <circle cx="50" cy="84" r="8" fill={fill("gold")} stroke={line("gold")} strokeWidth={3} />
      <rect x="46" y="6" width="8" height="8" rx="3" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
      <Gloss cx={40} cy={34} rx={7} ry={14} />
    </g>
  ),

  // Scatter star
  star: () => (
    <g>
      <circle cx="50" cy="52" r="40" fill="#fff6b0" opacity={0.25} />
      <Star paint="gold" />
      <Gloss cx={40} cy={38} rx={8} ry={4} />
    </g>
  ),
};
