import { fill, Gloss, line, Star, type SymbolDrawings } from "@/lib/game/demo-games/art-primitives";

// The drawings of symbols only this game uses; those several games share are in shared-symbol-art.tsx.
export const wildWestGoldArt: SymbolDrawings = {
  sheriff: () => (
    <g>
      <Star paint="gold" points={6} outer={44} inner={26} />
      {Array.from({ length: 6 }, (_, index) => {
        const angle = (Math.PI * index) / 3 - Math.PI / 2;
        return (
          <circle
            key={index}
            cx={50 + 44 * Math.cos(angle)}
            cy={52 + 44 * Math.sin(angle)}
            r="5"
            fill={fill("gold")}
            stroke={line("gold")}
            strokeWidth={2}
          />
        );
      })}
      <circle cx="50" cy="52" r="16" fill="none" stroke={line("gold")} strokeWidth={2.5} />
      <Star paint="silver" outer={11} inner={5} />
    </g>
  ),
  nugget: () => (
    <g strokeLinejoin="round">
      <path
        d="M14 64 Q10 44 26 34 Q30 18 50 20 Q64 12 76 26 Q92 34 88 54 Q94 72 76 80 Q60 90 42 84 Q20 84 14 64 Z"
        fill={fill("gold")}
        stroke={line("gold")}
        strokeWidth={3}
      />
      <path
        d="M30 44 Q36 38 44 42 M56 32 Q64 30 70 36 M44 66 Q52 60 62 66"
        fill="none"
        stroke={line("gold")}
        strokeWidth={2}
        opacity={0.6}
      />
      <path d="M78 14 L80 22 L88 24 L80 26 L78 34 L76 26 L68 24 L76 22 Z" fill="#fff" />
      <Gloss cx={36} cy={36} rx={10} ry={5} />
    </g>
  ),
  outlaw: () => (
    <g strokeLinejoin="round">
      <path d="M24 52 Q24 92 50 92 Q76 92 76 52 Z" fill="#e0a878" stroke="#5a3410" strokeWidth={2.5} />
      <path d="M24 68 Q50 60 76 68 L76 80 Q50 98 24 80 Z" fill={fill("red")} stroke={line("red")} strokeWidth={2} />
      <circle cx="40" cy="60" r="3.5" fill="#111" />
      <circle cx="60" cy="60" r="3.5" fill="#111" />
      <path
        d="M6 48 Q50 62 94 48 Q86 56 50 58 Q14 56 6 48 Z"
        fill={fill("brown")}
        stroke={line("brown")}
        strokeWidth={2.5}
      />
      <path
        d="M28 48 Q26 16 40 14 Q50 22 60 14 Q74 16 72 48 Z"
        fill={fill("brown")}
        stroke={line("brown")}
        strokeWidth={2.5}
      />
      <path d="M28 40 L72 40" stroke="#2b1505" strokeWidth={5} />
    </g>
  ),
  mustang: () => (
    <g strokeLinejoin="round">
      <path
        d="M28 92 L32 62 Q26 40 40 22 L42 8 L50 20 Q72 20 84 44 Q88 52 82 56 L70 54 Q64 52 60 56 L58 66 Q62 80 70 92 Z"
        fill={fill("brown")}
        stroke={line("brown")}
        strokeWidth={3}
      />
      <path d="M40 22 Q28 36 26 60 Q20 44 30 28 Q34 20 40 22 Z" fill="#2b1505" />
      <path d="M42 24 Q36 40 34 62" fill="none" stroke="#2b1505" strokeWidth={5} strokeLinecap="round" />
      <circle cx="58" cy="34" r="3.5" fill="#111" />
      <circle cx="80" cy="50" r="2" fill="#111" />
    </g>
  ),
  revolver: () => (
    <g strokeLinejoin="round">
      <path
        d="M10 30 L70 30 L74 26 L92 26 L92 40 L60 40 L56 46 L40 46 L36 40 L10 40 Z"
        fill={fill("silver")}
        stroke={line("silver")}
        strokeWidth={3}
      />
      <rect
        x="36"
        y="34"
        width="22"
        height="16"
        rx="4"
        fill={fill("silver")}
        stroke={line("silver")}
        strokeWidth={2.5}
      />
      <path d="M56 46 L70 46 L80 86 L60 90 L54 62 Z" fill={fill("brown")} stroke={line("brown")} strokeWidth={3} />
      <path d="M44 50 Q46 62 56 60" fill="none" stroke={line("silver")} strokeWidth={3} />
      <path d="M12 30 L12 26 L16 26 L16 30" fill={fill("silver")} stroke={line("silver")} strokeWidth={2} />
    </g>
  ),
  boots: () => (
    <g strokeLinejoin="round">
      <path
        d="M30 8 L64 8 L62 58 Q80 60 92 70 Q94 84 86 86 L16 86 Q12 84 14 74 L26 66 Z"
        fill={fill("brown")}
        stroke={line("brown")}
        strokeWidth={3}
      />
      <path d="M34 20 Q46 30 58 20 M34 34 Q46 44 58 34" fill="none" stroke={fill("gold")} strokeWidth={3} />
      <path d="M14 86 L86 86 L84 92 L16 92 Z" fill="#2b1505" />
      <path d="M22 86 L26 96 L34 86" fill={fill("silver")} stroke={line("silver")} strokeWidth={1.5} />
    </g>
  ),
};
