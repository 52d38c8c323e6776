import { Bars, fill, line, Seven, type SymbolDrawings } from "@/lib/game/demo-games/art-primitives";

// The drawings of symbols only this game uses; those several games share are in shared-symbol-art.tsx.
export const luckySevensArt: SymbolDrawings = {
  lucky: () => (
    <g stroke={line("green")} strokeWidth={3}>
      {[0, 90, 180, 270].map((angle) => (
        <path
          key={angle}
          d="M50 50 Q30 44 30 30 Q30 16 44 18 Q50 20 50 30 Q50 20 56 18 Q70 16 70 30 Q70 44 50 50 Z"
          fill={fill("green")}
          transform={`rotate(${angle} 50 50) translate(0 -6)`}
        />
      ))}
      <path d="M50 56 Q54 76 66 90" fill="none" stroke="#2d6b1f" strokeWidth={5} strokeLinecap="round" />
    </g>
  ),
  red7: () => <Seven paint="red" />,
  blue7: () => <Seven paint="blue" />,
  bar3: () => <Bars count={3} paint="red" />,
  bar2: () => <Bars count={2} paint="blue" />,
  bar1: () => <Bars count={1} />,
};
