import { fill, Gem, line, type SymbolDrawings } from "@/lib/game/demo-games/art-primitives";

// The drawings of symbols only this game uses; those several games share are in shared-symbol-art.tsx.
export const jokerJewelsArt: SymbolDrawings = {
  joker: () => (
    <g strokeLinejoin="round">
      <path
        d="M18 56 L8 16 Q26 20 36 40 L50 8 L64 40 Q74 20 92 16 L82 56 Z"
        fill={fill("purple")}
        stroke={line("purple")}
        strokeWidth={3}
      />
      <path d="M36 40 L50 8 L64 40 Z" fill={fill("red")} stroke={line("red")} strokeWidth={2} />
      <circle cx="8" cy="14" r="6" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
      <circle cx="50" cy="8" r="6" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
      <circle cx="92" cy="14" r="6" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
      <path d="M20 56 Q20 92 50 92 Q80 92 80 56 Z" fill="#fde4cf" stroke="#6a3a1a" strokeWidth={2.5} />
      <circle cx="38" cy="68" r="4" fill="#111" />
      <circle cx="62" cy="68" r="4" fill="#111" />
      <path d="M36 78 Q50 90 64 78" fill="none" stroke="#c3121f" strokeWidth={4} strokeLinecap="round" />
      <circle cx="30" cy="76" r="4" fill="#ff6b8a" opacity={0.7} />
      <circle cx="70" cy="76" r="4" fill="#ff6b8a" opacity={0.7} />
    </g>
  ),
  topaz: () => <Gem paint="yellow" cut="square" />,
  amethyst: () => <Gem paint="purple" cut="pear" />,
};
