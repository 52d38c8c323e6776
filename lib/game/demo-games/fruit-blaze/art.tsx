import { fill, Gloss, Leaf, line, type SymbolDrawings } from "@/lib/game/demo-games/art-primitives";

// The drawings of symbols only this game uses; those several games share are in shared-symbol-art.tsx.
export const fruitBlazeArt: SymbolDrawings = {
  blaze: () => (
    <g strokeLinejoin="round">
      <path
        d="M50 94 Q18 90 18 60 Q18 38 36 22 Q34 40 46 44 Q40 20 60 6 Q58 30 74 40 Q86 50 82 66 Q80 90 50 94 Z"
        fill={fill("orange")}
        stroke={line("orange")}
        strokeWidth={3}
      />
      <path
        d="M50 90 Q32 86 34 68 Q36 56 46 50 Q46 62 56 62 Q54 52 62 46 Q70 60 66 74 Q62 88 50 90 Z"
        fill={fill("yellow")}
      />
    </g>
  ),
  watermelon: () => (
    <g strokeLinejoin="round">
      <path d="M8 34 A42 42 0 0 0 92 34 Z" fill={fill("green")} stroke={line("green")} strokeWidth={3} />
      <path d="M16 34 A34 34 0 0 0 84 34 Z" fill={fill("red")} />
      {[
        [34, 46],
        [50, 52],
        [66, 46],
        [42, 60],
        [58, 60],
      ].map(([x, y]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="2.4" ry="4" fill="#1b1b1b" />
      ))}
      <path d="M8 34 L92 34" stroke={line("green")} strokeWidth={3} />
    </g>
  ),
  grapes: () => (
    <g stroke={line("purple")} strokeWidth={2.5} fill={fill("purple")}>
      <path d="M50 22 L52 8" stroke="#5b3a1a" strokeWidth={4} strokeLinecap="round" />
      <Leaf x={52} y={12} rotate={-30} />
      {[
        [34, 30],
        [50, 30],
        [66, 30],
        [26, 46],
        [42, 46],
        [58, 46],
        [74, 46],
        [34, 62],
        [50, 62],
        [66, 62],
        [42, 78],
        [58, 78],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="10" />
      ))}
      <Gloss cx={40} cy={40} rx={6} ry={3} />
    </g>
  ),
  orange: () => (
    <g>
      <circle cx="50" cy="54" r="36" fill={fill("orange")} stroke={line("orange")} strokeWidth={3} />
      {[
        [36, 44],
        [58, 40],
        [66, 60],
        [44, 66],
        [52, 54],
        [30, 58],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill={line("orange")} opacity={0.4} />
      ))}
      <Leaf x={50} y={19} rotate={-20} />
      <Gloss cx={38} cy={38} rx={11} ry={6} />
    </g>
  ),
};
