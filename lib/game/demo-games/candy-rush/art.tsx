import { fill, Gloss, line, type Paint, type SymbolDrawings } from "@/lib/game/demo-games/art-primitives";

function JellyBean({ paint }: { paint: Paint }) {
  return (
    <g stroke={line(paint)} strokeWidth={3}>
      <path
        d="M18 58 Q10 30 36 26 Q50 24 58 32 Q66 40 80 34 Q94 30 90 56 Q84 80 52 78 Q24 80 18 58 Z"
        fill={fill(paint)}
      />
      <Gloss cx={36} cy={40} rx={12} ry={5} />
    </g>
  );
}

// The drawings of symbols only this game uses; those several games share are in shared-symbol-art.tsx.
export const candyRushArt: SymbolDrawings = {
  rainbow: () => (
    <g fill="none" strokeLinecap="round">
      {["#ff4d6d", "#ff9f1c", "#ffe066", "#4ade80", "#38bdf8", "#a78bfa"].map((colour, index) => (
        <path
          key={colour}
          d={`M${12 + index * 5} 72 A${38 - index * 5} ${38 - index * 5} 0 0 1 ${88 - index * 5} 72`}
          stroke={colour}
          strokeWidth={5.5}
        />
      ))}
      <ellipse cx="20" cy="76" rx="14" ry="8" fill="#fff" />
      <ellipse cx="80" cy="76" rx="14" ry="8" fill="#fff" />
    </g>
  ),
  lollipop: () => (
    <g>
      <rect x="47" y="56" width="6" height="40" rx="3" fill="#fff" stroke="#c7c7c7" strokeWidth={1.5} />
      <circle cx="50" cy="38" r="32" fill="#fff" stroke={line("pink")} strokeWidth={3} />
      {[0, 60, 120, 180, 240, 300].map((angle) => (
        <path
          key={angle}
          d="M50 38 L50 6 A32 32 0 0 1 77.7 22 Z"
          fill={fill("pink")}
          transform={`rotate(${angle} 50 38)`}
        />
      ))}
      <circle cx="50" cy="38" r="32" fill="none" stroke={line("pink")} strokeWidth={3} />
      <circle cx="50" cy="38" r="6" fill="#fff" />
      <Gloss cx={38} cy={24} rx={9} ry={5} />
    </g>
  ),
  cupcake: () => (
    <g strokeLinejoin="round">
      <path d="M22 52 L78 52 L70 92 L30 92 Z" fill={fill("cyan")} stroke={line("cyan")} strokeWidth={3} />
      <path d="M34 52 L38 92 M50 52 L50 92 M66 52 L62 92" stroke={line("cyan")} strokeWidth={2} opacity={0.6} />
      <path
        d="M16 54 Q10 40 24 34 Q24 18 42 20 Q50 8 62 18 Q80 16 78 34 Q92 40 84 54 Z"
        fill={fill("pink")}
        stroke={line("pink")}
        strokeWidth={3}
      />
      <circle cx="52" cy="12" r="8" fill={fill("red")} stroke={line("red")} strokeWidth={2} />
      {[
        [30, 40, "#ffe066"],
        [46, 32, "#4ade80"],
        [62, 42, "#38bdf8"],
        [70, 30, "#fff"],
      ].map(([x, y, c]) => (
        <rect
          key={`${x}-${y}`}
          x={x as number}
          y={y as number}
          width="7"
          height="3"
          rx="1.5"
          fill={c as string}
          transform={`rotate(30 ${x} ${y})`}
        />
      ))}
    </g>
  ),
  donut: () => (
    <g>
      <circle cx="50" cy="52" r="40" fill={fill("brown")} stroke={line("brown")} strokeWidth={3} />
      <path
        d="M50 18 Q70 16 82 32 Q90 46 84 60 Q78 74 62 80 Q44 86 30 76 Q16 66 18 48 Q20 28 36 22 Q42 18 50 18 Z"
        fill={fill("pink")}
      />
      <circle cx="50" cy="52" r="13" fill="#2a0d22" stroke={line("brown")} strokeWidth={3} />
      {[
        [34, 34, "#ffe066", 20],
        [62, 30, "#38bdf8", -30],
        [74, 54, "#4ade80", 60],
        [30, 62, "#fff", -10],
        [58, 72, "#ffe066", 40],
        [44, 28, "#fff", 80],
      ].map(([x, y, c, r]) => (
        <rect
          key={`${x}-${y}`}
          x={x as number}
          y={y as number}
          width="8"
          height="3"
          rx="1.5"
          fill={c as string}
          transform={`rotate(${r} ${x} ${y})`}
        />
      ))}
    </g>
  ),
  gummy: () => (
    <g stroke={line("orange")} strokeWidth={3} fill={fill("orange")} opacity={0.95}>
      <circle cx="30" cy="20" r="9" />
      <circle cx="70" cy="20" r="9" />
      <circle cx="50" cy="32" r="22" />
      <ellipse cx="50" cy="68" rx="24" ry="24" />
      <ellipse cx="22" cy="58" rx="9" ry="12" />
      <ellipse cx="78" cy="58" rx="9" ry="12" />
      <ellipse cx="34" cy="88" rx="11" ry="8" />
      <ellipse cx="66" cy="88" rx="11" ry="8" />
      <Gloss cx={44} cy={24} rx={8} ry={4} />
    </g>
  ),
  cane: () => (
    <g fill="none" strokeLinecap="round">
      <path d="M40 94 L40 34 Q40 10 60 10 Q80 10 80 32" stroke="#fff" strokeWidth={16} />
      <path d="M40 94 L40 34 Q40 10 60 10 Q80 10 80 32" stroke="#e11d48" strokeWidth={16} strokeDasharray="8 10" />
      <path d="M40 94 L40 34 Q40 10 60 10 Q80 10 80 32" stroke="#000" strokeWidth={1} opacity={0.2} />
    </g>
  ),
  red_jelly: () => <JellyBean paint="red" />,
  blue_jelly: () => <JellyBean paint="blue" />,
  green_jelly: () => <JellyBean paint="green" />,
  yellow_jelly: () => <JellyBean paint="yellow" />,
};
