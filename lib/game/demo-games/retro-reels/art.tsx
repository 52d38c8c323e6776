import { Bars, fill, Gloss, line, Seven, Star, type SymbolDrawings } from "@/lib/game/demo-games/art-primitives";

// The drawings of symbols only this game uses; those several games share are in shared-symbol-art.tsx.
export const retroReelsArt: SymbolDrawings = {
  retro: () => (
    <g fill="none" strokeLinejoin="round">
      <Star paint="magenta" outer={44} inner={18} />
      <polygon points="50,22 58,44 80,44 62,58 68,80 50,66 32,80 38,58 20,44 42,44" stroke="#00f0ff" strokeWidth={3} />
    </g>
  ),
  neon7: () => <Seven paint="magenta" neon />,
  bar: () => <Bars count={1} />,
  melon: () => (
    <g>
      <ellipse cx="50" cy="52" rx="38" ry="34" fill={fill("jade")} stroke={line("jade")} strokeWidth={3} />
      <path
        d="M20 40 Q50 30 80 40 M14 54 Q50 44 86 54 M20 68 Q50 58 80 68"
        fill="none"
        stroke="#eaffd0"
        strokeWidth={3}
        opacity={0.8}
      />
      <Gloss cx={36} cy={34} rx={10} ry={5} />
    </g>
  ),
};
