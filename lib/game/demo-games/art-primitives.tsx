import type { ReactNode } from "react";

// The shared pieces of the demo games' symbol drawings (lib/game/demo-games/*/art.tsx): paints, gloss, letters,
// gems, bars, sevens, stars, leaves. Every drawing sits in a 100×100 box and fills with the sprite's gradients
// (PaintGradients), so a paint is named, never repeated as colour stops.

/** A game's drawings, by symbol id. */
export type SymbolDrawings = Record<string, () => ReactNode>;

export type Paint =
  | "gold"
  | "red"
  | "blue"
  | "green"
  | "purple"
  | "orange"
  | "cyan"
  | "pink"
  | "silver"
  | "brown"
  | "white"
  | "yellow"
  | "jade"
  | "dark"
  | "teal"
  | "magenta";

const PAINTS: Record<Paint, [light: string, dark: string, line: string]> = {
  gold: ["#fff4b8", "#d9931c", "#6e4200"],
  red: ["#ff9a9a", "#c3121f", "#570008"],
  blue: ["#a8d4ff", "#1f5fd1", "#0a2766"],
  green: ["#b2f7bd", "#1e9a48", "#0a461d"],
  purple: ["#e6c2ff", "#7a2ed0", "#36096a"],
  orange: ["#ffd8a6", "#ef6a0b", "#6a2600"],
  cyan: ["#cbfcff", "#13a3c2", "#044654"],
  pink: ["#ffd5ee", "#e0469e", "#6a0c42"],
  silver: ["#ffffff", "#8e9cad", "#364050"],
  brown: ["#e6b888", "#7a471b", "#351b06"],
  white: ["#ffffff", "#cfdceb", "#53657a"],
  yellow: ["#fffbbd", "#f0bd00", "#6e5200"],
  jade: ["#c2ffe0", "#1c8a5a", "#07402a"],
  dark: ["#7b8494", "#121826", "#05070c"],
  teal: ["#b9fff2", "#0e958a", "#043f3a"],
  magenta: ["#ffc2f4", "#c8159f", "#5a0647"],
};

export const fill = (paint: Paint) => `url(#gp-paint-${paint})`;
export const line = (paint: Paint) => PAINTS[paint][2];

/** A soft white highlight that makes flat shapes read as glossy. */
export function Gloss({ cx = 38, cy = 30, rx = 16, ry = 9 }: { cx?: number; cy?: number; rx?: number; ry?: number }) {
  return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill="#fff" opacity={0.35} transform={`rotate(-25 ${cx} ${cy})`} />;
}

export function Letter({ text, paint, size = 70 }: { text: string; paint: Paint; size?: number }) {
  return (
    <g>
      <text
        x="50"
        y="53"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontWeight="900"
        fontSize={size}
        fill="#000"
        opacity={0.35}
        transform="translate(3 4)"
      >
        {text}
      </text>
      <text
        x="50"
        y="53"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontWeight="900"
        fontSize={size}
        fill={fill(paint)}
        stroke={line(paint)}
        strokeWidth={3}
        paintOrder="stroke"
      >
        {text}
      </text>
    </g>
  );
}

export function Gem({
  paint,
  cut,
}: {
  paint: Paint;
  cut: "brilliant" | "emerald" | "oval" | "heart" | "square" | "pear";
}) {
  const stroke = line(paint);
  switch (cut) {
    case "brilliant":
      return (
        <g stroke={stroke} strokeWidth={2.5} strokeLinejoin="round">
          <polygon points="50,90 8,38 24,16 76,16 92,38" fill={fill(paint)} />
          <polygon points="24,16 36,38 50,16 64,38 76,16" fill="#fff" opacity={0.45} />
          <polyline points="8,38 92,38" fill="none" />
          <polyline points="36,38 50,90 64,38" fill="none" opacity={0.7} />
          <Gloss cx={32} cy={26} rx={8} ry={4} />
        </g>
      );
    case "emerald":
      return (
        <g stroke={stroke} strokeWidth={2.5} strokeLinejoin="round">
          <polygon points="30,10 70,10 88,28 88,72 70,90 30,90 12,72 12,28" fill={fill(paint)} />
          <polygon points="36,24 64,24 74,34 74,66 64,76 36,76 26,66 26,34" fill="#fff" opacity={0.25} />
          <Gloss cx={34} cy={30} rx={10} ry={5} />
        </g>
      );
    case "oval":
      return (
        <g stroke={stroke} strokeWidth={2.5}>
          <ellipse cx="50" cy="50" rx="32" ry="40" fill={fill(paint)} />
          <ellipse cx="50" cy="50" rx="18" ry="24" fill="#fff" opacity={0.22} />
          <path d="M50 10 L50 90 M18 50 L82 50" opacity={0.5} fill="none" />
          <Gloss cx={38} cy={28} rx={10} ry={6} />
        </g>
      );
    case "heart":
      return (
        <g stroke={stroke} strokeWidth={2.5} strokeLinejoin="round">
          <path d="M50 88 L12 46 Q4 30 16 18 Q32 6 50 26 Q68 6 84 18 Q96 30 88 46 Z" fill={fill(paint)} />
          <path d="M50 26 L50 88 M12 46 L88 46" opacity={0.45} fill="none" />
          <Gloss cx={30} cy={28} rx={9} ry={5} />
        </g>
      );
    case "square":
      return (
        <g stroke={stroke} strokeWidth={2.5} strokeLinejoin="round">
          <polygon points="50,8 92,50 50,92 8,50" fill={fill(paint)} />
          <polygon points="50,26 74,50 50,74 26,50" fill="#fff" opacity={0.28} />
          <path d="M50 8 L50 26 M92 50 L74 50 M50 92 L50 74 M8 50 L26 50" fill="none" opacity={0.6} />
          <Gloss cx={38} cy={32} rx={8} ry={4} />
        </g>
      );
    case "pear":
      return (
        <g stroke={stroke} strokeWidth={2.5} strokeLinejoin="round">
          <path d="M50 6 Q80 44 80 62 A30 30 0 0 1 20 62 Q20 44 50 6 Z" fill={fill(paint)} />
          <path d="M50 6 L50 92 M20 62 L80 62" opacity={0.45} fill="none" />
          <Gloss cx={40} cy={48} rx={8} ry={5} />
        </g>
      );
  }
}

export function Bars({ count, paint = "dark" }: { count: 1 | 2 | 3; paint?: Paint }) {
  const height = count === 3 ? 22 : count === 2 ? 28 : 40;
  const gap = 4;
  const total = count * height + (count - 1) * gap;
  const top = 50 - total / 2;
  return (
    <g>
      {Array.from({ length: count }, (_, index) => {
        const y = top + index * (height + gap);
        return (
          <g key={index}>
            <rect x="10" y={y} width="80" height={height} rx="6" fill={fill(paint)} stroke="#f5d76e" strokeWidth={3} />
            <text
              x="50"
              y={y + height / 2 + 1}
              textAnchor="middle"
              dominantBaseline="central"
              fontFamily="Impact, 'Arial Black', sans-serif"
              fontWeight="900"
              fontSize={height * 0.72}
              fill="#f5d76e"
              letterSpacing="2"
            >
              BAR
            </text>
          </g>
        );
      })}
    </g>
  );
}

export function Seven({ paint, neon = false }: { paint: Paint; neon?: boolean }) {
  const path = "M18 14 L84 14 L84 28 Q60 52 52 90 L30 90 Q38 56 62 32 L18 32 Z";
  if (neon) {
    return (
      <g fill="none" strokeLinejoin="round">
        <path d={path} stroke={PAINTS[paint][1]} strokeWidth={10} opacity={0.45} />
        <path d={path} stroke={PAINTS[paint][0]} strokeWidth={4} />
      </g>
    );
  }
  return (
    <g strokeLinejoin="round">
      <path d={path} fill="#000" opacity={0.3} transform="translate(4 4)" />
      <path d={path} fill={fill(paint)} stroke={line(paint)} strokeWidth={3} />
      <path d="M24 18 L78 18" stroke="#fff" strokeWidth={3} opacity={0.5} />
    </g>
  );
}

export function Star({
  paint,
  points = 5,
  outer = 44,
  inner = 19,
}: {
  paint: Paint;
  points?: number;
  outer?: number;
  inner?: number;
}) {
  const coordinates = Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${(50 + radius * Math.cos(angle)).toFixed(1)},${(52 + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");
  return (
    <polygon points={coordinates} fill={fill(paint)} stroke={line(paint)} strokeWidth={3} strokeLinejoin="round" />
  );
}

export function Leaf({ x, y, rotate = 0 }: { x: number; y: number; rotate?: number }) {
  return (
    <path
      d="M0 0 Q10 -12 22 -4 Q10 6 0 0 Z"
      fill={fill("green")}
      stroke={line("green")}
      strokeWidth={2}
      transform={`translate(${x} ${y}) rotate(${rotate})`}
    />
  );
}

export const PAINT_NAMES = Object.keys(PAINTS) as Paint[];

/** The gradient behind each paint; the sprite renders them once per page. */
export function PaintGradients() {
  return PAINT_NAMES.map((paint) => (
    <linearGradient key={paint} id={`gp-paint-${paint}`} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={PAINTS[paint][0]} />
      <stop offset="1" stopColor={PAINTS[paint][1]} />
    </linearGradient>
  ));
}
