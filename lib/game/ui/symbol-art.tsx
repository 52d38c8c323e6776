import type { ReactElement, ReactNode } from "react";

// Every demo game's reel symbols, drawn as SVG in a 100×100 box. The page renders one hidden sprite with the
// game's symbols (and shared gradients) once; each reel cell then shows <use href="#gp-sym-<id>">, so a spin
// that scrolls dozens of cells does not repeat the drawings. A symbol id without a drawing gets a lettered
// medallion, so a new game is playable before its art exists.

type Paint = "gold" | "red" | "blue" | "green" | "purple" | "orange" | "cyan" | "pink" | "silver" | "brown" | "white" | "yellow" | "jade" | "dark" | "teal" | "magenta";

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

const fill = (paint: Paint) => `url(#gp-paint-${paint})`;
const line = (paint: Paint) => PAINTS[paint][2];

export function symbolElementId(symbolId: string): string {
  return `gp-sym-${symbolId}`;
}

/** A soft white highlight that makes flat shapes read as glossy. */
function Gloss({ cx = 38, cy = 30, rx = 16, ry = 9 }: { cx?: number; cy?: number; rx?: number; ry?: number }) {
  return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill="#fff" opacity={0.35} transform={`rotate(-25 ${cx} ${cy})`} />;
}

function Letter({ text, paint, size = 70 }: { text: string; paint: Paint; size?: number }) {
  return (
    <g>
      <text x="50" y="53" textAnchor="middle" dominantBaseline="central" fontFamily="Georgia, 'Times New Roman', serif" fontWeight="900" fontSize={size} fill="#000" opacity={0.35} transform="translate(3 4)">
        {text}
      </text>
      <text x="50" y="53" textAnchor="middle" dominantBaseline="central" fontFamily="Georgia, 'Times New Roman', serif" fontWeight="900" fontSize={size} fill={fill(paint)} stroke={line(paint)} strokeWidth={3} paintOrder="stroke">
        {text}
      </text>
    </g>
  );
}

function Gem({ paint, cut }: { paint: Paint; cut: "brilliant" | "emerald" | "oval" | "heart" | "square" | "pear" }) {
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

function JellyBean({ paint }: { paint: Paint }) {
  return (
    <g stroke={line(paint)} strokeWidth={3}>
      <path d="M18 58 Q10 30 36 26 Q50 24 58 32 Q66 40 80 34 Q94 30 90 56 Q84 80 52 78 Q24 80 18 58 Z" fill={fill(paint)} />
      <Gloss cx={36} cy={40} rx={12} ry={5} />
    </g>
  );
}

function Bars({ count, paint = "dark" }: { count: 1 | 2 | 3; paint?: Paint }) {
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
            <text x="50" y={y + height / 2 + 1} textAnchor="middle" dominantBaseline="central" fontFamily="Impact, 'Arial Black', sans-serif" fontWeight="900" fontSize={height * 0.72} fill="#f5d76e" letterSpacing="2">
              BAR
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Seven({ paint, neon = false }: { paint: Paint; neon?: boolean }) {
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

function Star({ paint, points = 5, outer = 44, inner = 19 }: { paint: Paint; points?: number; outer?: number; inner?: number }) {
  const coordinates = Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${(50 + radius * Math.cos(angle)).toFixed(1)},${(52 + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");
  return <polygon points={coordinates} fill={fill(paint)} stroke={line(paint)} strokeWidth={3} strokeLinejoin="round" />;
}

function Leaf({ x, y, rotate = 0 }: { x: number; y: number; rotate?: number }) {
  return <path d="M0 0 Q10 -12 22 -4 Q10 6 0 0 Z" fill={fill("green")} stroke={line("green")} strokeWidth={2} transform={`translate(${x} ${y}) rotate(${rotate})`} />;
}

/** The drawings, by symbol id. Ids are shared across games where the object is the same (cherry, diamond…). */
const ART: Record<string, () => ReactNode> = {
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
  topaz: () => <Gem paint="yellow" cut="square" />,
  amethyst: () => <Gem paint="purple" cut="pear" />,

  // Fruits and classics
  cherry: () => (
    <g>
      <path d="M36 62 Q44 30 62 14 M64 60 Q62 34 62 14" fill="none" stroke="#3f6b1f" strokeWidth={4} strokeLinecap="round" />
      <Leaf x={62} y={16} rotate={-10} />
      <circle cx="34" cy="68" r="18" fill={fill("red")} stroke={line("red")} strokeWidth={3} />
      <circle cx="66" cy="66" r="18" fill={fill("red")} stroke={line("red")} strokeWidth={3} />
      <Gloss cx={28} cy={62} rx={6} ry={4} />
      <Gloss cx={60} cy={60} rx={6} ry={4} />
    </g>
  ),
  lemon: () => (
    <g>
      <path d="M10 52 Q14 40 22 36 Q40 18 66 22 Q80 26 86 38 Q94 48 88 60 Q80 78 56 82 Q30 84 18 64 Q10 60 10 52 Z" fill={fill("yellow")} stroke={line("yellow")} strokeWidth={3} />
      <Gloss cx={42} cy={38} rx={14} ry={6} />
    </g>
  ),
  orange: () => (
    <g>
      <circle cx="50" cy="54" r="36" fill={fill("orange")} stroke={line("orange")} strokeWidth={3} />
      {[
        [36, 44], [58, 40], [66, 60], [44, 66], [52, 54], [30, 58],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill={line("orange")} opacity={0.4} />
      ))}
      <Leaf x={50} y={19} rotate={-20} />
      <Gloss cx={38} cy={38} rx={11} ry={6} />
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
  grapes: () => (
    <g stroke={line("purple")} strokeWidth={2.5} fill={fill("purple")}>
      <path d="M50 22 L52 8" stroke="#5b3a1a" strokeWidth={4} strokeLinecap="round" />
      <Leaf x={52} y={12} rotate={-30} />
      {[
        [34, 30], [50, 30], [66, 30], [26, 46], [42, 46], [58, 46], [74, 46], [34, 62], [50, 62], [66, 62], [42, 78], [58, 78],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="10" />
      ))}
      <Gloss cx={40} cy={40} rx={6} ry={3} />
    </g>
  ),
  watermelon: () => (
    <g strokeLinejoin="round">
      <path d="M8 34 A42 42 0 0 0 92 34 Z" fill={fill("green")} stroke={line("green")} strokeWidth={3} />
      <path d="M16 34 A34 34 0 0 0 84 34 Z" fill={fill("red")} />
      {[
        [34, 46], [50, 52], [66, 46], [42, 60], [58, 60],
      ].map(([x, y]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="2.4" ry="4" fill="#1b1b1b" />
      ))}
      <path d="M8 34 L92 34" stroke={line("green")} strokeWidth={3} />
    </g>
  ),
  melon: () => (
    <g>
      <ellipse cx="50" cy="52" rx="38" ry="34" fill={fill("jade")} stroke={line("jade")} strokeWidth={3} />
      <path d="M20 40 Q50 30 80 40 M14 54 Q50 44 86 54 M20 68 Q50 58 80 68" fill="none" stroke="#eaffd0" strokeWidth={3} opacity={0.8} />
      <Gloss cx={36} cy={34} rx={10} ry={5} />
    </g>
  ),
  bell: () => (
    <g strokeLinejoin="round">
      <path d="M50 12 Q26 14 26 46 L22 70 Q20 76 14 78 L86 78 Q80 76 78 70 L74 46 Q74 14 50 12 Z" fill={fill("gold")} stroke={line("gold")} strokeWidth={3} />
      <circle cx="50" cy="84" r="8" fill={fill("gold")} stroke={line("gold")} strokeWidth={3} />
      <rect x="46" y="6" width="8" height="8" rx="3" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
      <Gloss cx={40} cy={34} rx={7} ry={14} />
    </g>
  ),
  red7: () => <Seven paint="red" />,
  blue7: () => <Seven paint="blue" />,
  neon7: () => <Seven paint="magenta" neon />,
  bar: () => <Bars count={1} />,
  bar1: () => <Bars count={1} />,
  bar2: () => <Bars count={2} paint="blue" />,
  bar3: () => <Bars count={3} paint="red" />,
  lucky: () => (
    <g stroke={line("green")} strokeWidth={3}>
      {[0, 90, 180, 270].map((angle) => (
        <path key={angle} d="M50 50 Q30 44 30 30 Q30 16 44 18 Q50 20 50 30 Q50 20 56 18 Q70 16 70 30 Q70 44 50 50 Z" fill={fill("green")} transform={`rotate(${angle} 50 50) translate(0 -6)`} />
      ))}
      <path d="M50 56 Q54 76 66 90" fill="none" stroke="#2d6b1f" strokeWidth={5} strokeLinecap="round" />
    </g>
  ),
  blaze: () => (
    <g strokeLinejoin="round">
      <path d="M50 94 Q18 90 18 60 Q18 38 36 22 Q34 40 46 44 Q40 20 60 6 Q58 30 74 40 Q86 50 82 66 Q80 90 50 94 Z" fill={fill("orange")} stroke={line("orange")} strokeWidth={3} />
      <path d="M50 90 Q32 86 34 68 Q36 56 46 50 Q46 62 56 62 Q54 52 62 46 Q70 60 66 74 Q62 88 50 90 Z" fill={fill("yellow")} />
    </g>
  ),

  // Aurora Riches
  aurora: () => (
    <g>
      <circle cx="50" cy="50" r="44" fill="#06162b" stroke="#cde8f5" strokeWidth={3} />
      <path d="M10 58 Q30 30 50 50 T90 40" fill="none" stroke="#3ef2b0" strokeWidth={8} strokeLinecap="round" opacity={0.9} />
      <path d="M12 68 Q34 44 52 62 T88 54" fill="none" stroke="#8b5cf6" strokeWidth={7} strokeLinecap="round" opacity={0.85} />
      <path d="M16 46 Q36 22 54 38 T86 28" fill="none" stroke="#5eead4" strokeWidth={4} strokeLinecap="round" opacity={0.7} />
      {[
        [26, 24], [70, 18], [78, 70], [34, 80], [58, 78],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill="#fff" />
      ))}
    </g>
  ),
  star: () => (
    <g>
      <circle cx="50" cy="52" r="40" fill="#fff6b0" opacity={0.25} />
      <Star paint="gold" />
      <Gloss cx={40} cy={38} rx={8} ry={4} />
    </g>
  ),
  owl: () => (
    <g strokeLinejoin="round">
      <path d="M22 20 L34 32 L66 32 L78 20 L80 60 Q80 90 50 92 Q20 90 20 60 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={3} />
      <circle cx="36" cy="46" r="13" fill="#fff" stroke={line("silver")} strokeWidth={2} />
      <circle cx="64" cy="46" r="13" fill="#fff" stroke={line("silver")} strokeWidth={2} />
      <circle cx="36" cy="46" r="7" fill="#f0a500" />
      <circle cx="64" cy="46" r="7" fill="#f0a500" />
      <circle cx="36" cy="46" r="3.5" fill="#111" />
      <circle cx="64" cy="46" r="3.5" fill="#111" />
      <path d="M45 58 L55 58 L50 68 Z" fill={fill("orange")} stroke={line("orange")} strokeWidth={1.5} />
      <path d="M32 76 Q36 72 40 76 M46 80 Q50 76 54 80 M60 76 Q64 72 68 76" fill="none" stroke={line("silver")} strokeWidth={2} />
    </g>
  ),
  fox: () => (
    <g strokeLinejoin="round">
      <path d="M14 12 L36 30 L64 30 L86 12 L82 50 L50 88 L18 50 Z" fill={fill("orange")} stroke={line("orange")} strokeWidth={3} />
      <path d="M18 50 L50 88 L82 50 L62 54 L50 66 L38 54 Z" fill="#fff" stroke={line("orange")} strokeWidth={2} />
      <path d="M20 18 L32 30 L22 36 Z M80 18 L68 30 L78 36 Z" fill="#3a1a08" />
      <ellipse cx="37" cy="44" rx="4" ry="5" fill="#111" />
      <ellipse cx="63" cy="44" rx="4" ry="5" fill="#111" />
      <circle cx="50" cy="84" r="5" fill="#111" />
    </g>
  ),
  reindeer: () => (
    <g strokeLinejoin="round" strokeLinecap="round">
      <path d="M34 30 Q20 22 18 6 M22 18 L10 16 M26 24 L14 30 M66 30 Q80 22 82 6 M78 18 L90 16 M74 24 L86 30" fill="none" stroke={fill("brown")} strokeWidth={5} />
      <path d="M34 30 Q20 22 18 6 M66 30 Q80 22 82 6" fill="none" stroke={line("brown")} strokeWidth={1.5} />
      <ellipse cx="50" cy="56" rx="24" ry="32" fill={fill("brown")} stroke={line("brown")} strokeWidth={3} />
      <ellipse cx="24" cy="40" rx="9" ry="5" fill={fill("brown")} stroke={line("brown")} strokeWidth={2} transform="rotate(-25 24 40)" />
      <ellipse cx="76" cy="40" rx="9" ry="5" fill={fill("brown")} stroke={line("brown")} strokeWidth={2} transform="rotate(25 76 40)" />
      <circle cx="41" cy="48" r="4" fill="#111" />
      <circle cx="59" cy="48" r="4" fill="#111" />
      <circle cx="50" cy="80" r="9" fill={fill("red")} stroke={line("red")} strokeWidth={2} />
      <Gloss cx={47} cy={77} rx={3} ry={2} />
    </g>
  ),
  lantern: () => (
    <g strokeLinejoin="round">
      <path d="M40 10 Q50 2 60 10" fill="none" stroke={line("silver")} strokeWidth={4} />
      <path d="M30 16 L70 16 L76 26 L24 26 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={2.5} />
      <rect x="28" y="26" width="44" height="52" rx="6" fill="#0c3a52" stroke={line("silver")} strokeWidth={3} />
      <rect x="33" y="31" width="34" height="42" rx="4" fill={fill("cyan")} opacity={0.85} />
      <path d="M50 66 Q40 58 46 48 Q48 54 52 52 Q50 44 56 40 Q62 54 56 62 Q54 66 50 66 Z" fill={fill("yellow")} />
      <path d="M24 78 L76 78 L70 88 L30 88 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={2.5} />
    </g>
  ),

  // Pharaoh's Fortune
  pharaoh: () => (
    <g strokeLinejoin="round">
      <path d="M50 6 Q78 8 84 40 L92 92 L8 92 L16 40 Q22 8 50 6 Z" fill={fill("gold")} stroke={line("gold")} strokeWidth={3} />
      {[22, 34, 46, 58, 70, 82].map((y) => (
        <path key={y} d={`M${12 + (y - 22) * 0.1} ${y + 6} L${88 - (y - 22) * 0.1} ${y + 6}`} stroke="#1e4fa8" strokeWidth={5} opacity={0.9} />
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
      <path d="M50 8 Q84 10 84 44 Q84 80 50 92 Q16 80 16 44 Q16 10 50 8 Z" fill={fill("gold")} stroke={line("gold")} strokeWidth={3} />
      <path d="M26 40 Q36 32 46 40 Q36 46 26 40 Z M54 40 Q64 32 74 40 Q64 46 54 40 Z" fill="#111" />
      <path d="M24 30 Q36 24 46 30 M54 30 Q64 24 76 30" fill="none" stroke="#1e4fa8" strokeWidth={4} />
      <path d="M46 52 Q50 64 54 52" fill="none" stroke={line("gold")} strokeWidth={2.5} />
      <path d="M40 72 Q50 78 60 72" fill="none" stroke="#8b1a1a" strokeWidth={4} strokeLinecap="round" />
      <Gloss cx={34} cy={22} rx={10} ry={5} />
    </g>
  ),
  scarab: () => (
    <g strokeLinejoin="round">
      <path d="M18 52 Q6 40 12 24 M82 52 Q94 40 88 24 M22 70 Q8 76 10 90 M78 70 Q92 76 90 90" fill="none" stroke={line("teal")} strokeWidth={4} strokeLinecap="round" />
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
      <path d="M50 8 Q74 8 74 30 Q74 44 58 54 L86 54 L86 66 L58 66 L58 94 L42 94 L42 66 L14 66 L14 54 L42 54 Q26 44 26 30 Q26 8 50 8 Z M50 20 Q38 20 38 31 Q38 42 50 52 Q62 42 62 31 Q62 20 50 20 Z" fill={fill("gold")} stroke={line("gold")} strokeWidth={3} fillRule="evenodd" />
    </g>
  ),

  // Dragon Pearl
  dragon: () => (
    <g strokeLinejoin="round">
      <path d="M14 86 Q10 52 30 32 L22 10 L42 24 Q56 16 70 24 L90 14 L80 38 Q92 52 86 66 L70 62 L64 76 L52 70 L40 88 Z" fill={fill("red")} stroke={line("red")} strokeWidth={3} />
      <path d="M56 30 Q66 30 72 40" fill="none" stroke={fill("gold")} strokeWidth={4} />
      <ellipse cx="62" cy="42" rx="7" ry="5" fill={fill("yellow")} stroke="#111" strokeWidth={2} />
      <circle cx="63" cy="42" r="2.5" fill="#111" />
      <path d="M70 62 L74 56 L78 64 M58 70 L62 64 L66 72" fill="#fff" stroke="#111" strokeWidth={1} />
      <path d="M30 32 Q22 48 26 66 M40 30 Q34 50 38 70" fill="none" stroke={fill("gold")} strokeWidth={3} opacity={0.8} />
      <path d="M86 66 Q96 80 84 92" fill="none" stroke={fill("gold")} strokeWidth={3} />
    </g>
  ),
  pearl: () => (
    <g>
      <path d="M50 94 Q14 86 18 56 Q22 70 32 72 Q20 50 36 30 Q38 46 48 48 Q44 24 60 10 Q60 32 74 42 Q84 54 80 70 Q76 88 50 94 Z" fill={fill("orange")} opacity={0.8} />
      <circle cx="50" cy="62" r="24" fill={fill("white")} stroke="#9bb0c8" strokeWidth={3} />
      <circle cx="50" cy="62" r="24" fill="#ffd6f5" opacity={0.25} />
      <Gloss cx={42} cy={54} rx={8} ry={5} />
    </g>
  ),
  koi: () => (
    <g strokeLinejoin="round">
      <path d="M10 50 Q36 20 66 40 L88 24 Q82 50 88 76 L66 60 Q36 80 10 50 Z" fill={fill("orange")} stroke={line("orange")} strokeWidth={3} />
      <path d="M34 36 Q44 44 40 56 Q32 60 28 50 Z M52 44 Q60 48 58 56 Q50 58 50 50 Z" fill="#fff" opacity={0.9} />
      <circle cx="22" cy="46" r="3.5" fill="#111" />
      <path d="M40 64 Q44 76 54 74 Q50 66 48 60" fill={fill("orange")} stroke={line("orange")} strokeWidth={2} />
      <path d="M12 52 Q6 58 8 64" fill="none" stroke={line("orange")} strokeWidth={2} />
    </g>
  ),
  fan: () => (
    <g strokeLinejoin="round">
      <path d="M50 86 L8 40 A56 56 0 0 1 92 40 Z" fill={fill("red")} stroke={line("red")} strokeWidth={3} />
      {[-36, -24, -12, 0, 12, 24, 36].map((angle) => (
        <path key={angle} d="M50 86 L50 30" stroke={fill("gold")} strokeWidth={2.5} transform={`rotate(${angle} 50 86)`} />
      ))}
      <path d="M14 46 A50 50 0 0 1 86 46" fill="none" stroke={fill("gold")} strokeWidth={4} />
      <circle cx="50" cy="84" r="5" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
    </g>
  ),
  lotus: () => (
    <g stroke={line("pink")} strokeWidth={2.5} strokeLinejoin="round">
      <path d="M50 82 Q20 70 10 44 Q34 46 50 82 Z" fill={fill("pink")} />
      <path d="M50 82 Q80 70 90 44 Q66 46 50 82 Z" fill={fill("pink")} />
      <path d="M50 82 Q24 56 32 24 Q50 44 50 82 Z" fill={fill("pink")} />
      <path d="M50 82 Q76 56 68 24 Q50 44 50 82 Z" fill={fill("pink")} />
      <path d="M50 82 Q36 50 50 12 Q64 50 50 82 Z" fill={fill("pink")} />
      <ellipse cx="50" cy="86" rx="30" ry="5" fill={fill("green")} stroke={line("green")} />
    </g>
  ),
  coin: () => (
    <g>
      <circle cx="50" cy="50" r="40" fill={fill("jade")} stroke={line("jade")} strokeWidth={3} />
      <circle cx="50" cy="50" r="31" fill="none" stroke={fill("gold")} strokeWidth={3} />
      <rect x="40" y="40" width="20" height="20" fill="#1b0b0b" stroke={fill("gold")} strokeWidth={3} />
      <Gloss cx={34} cy={30} rx={10} ry={5} />
    </g>
  ),

  // Joker Jewels
  joker: () => (
    <g strokeLinejoin="round">
      <path d="M18 56 L8 16 Q26 20 36 40 L50 8 L64 40 Q74 20 92 16 L82 56 Z" fill={fill("purple")} stroke={line("purple")} strokeWidth={3} />
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

  // Wild West Gold
  sheriff: () => (
    <g>
      <Star paint="gold" points={6} outer={44} inner={26} />
      {Array.from({ length: 6 }, (_, index) => {
        const angle = (Math.PI * index) / 3 - Math.PI / 2;
        return <circle key={index} cx={50 + 44 * Math.cos(angle)} cy={52 + 44 * Math.sin(angle)} r="5" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />;
      })}
      <circle cx="50" cy="52" r="16" fill="none" stroke={line("gold")} strokeWidth={2.5} />
      <Star paint="silver" outer={11} inner={5} />
    </g>
  ),
  nugget: () => (
    <g strokeLinejoin="round">
      <path d="M14 64 Q10 44 26 34 Q30 18 50 20 Q64 12 76 26 Q92 34 88 54 Q94 72 76 80 Q60 90 42 84 Q20 84 14 64 Z" fill={fill("gold")} stroke={line("gold")} strokeWidth={3} />
      <path d="M30 44 Q36 38 44 42 M56 32 Q64 30 70 36 M44 66 Q52 60 62 66" fill="none" stroke={line("gold")} strokeWidth={2} opacity={0.6} />
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
      <path d="M6 48 Q50 62 94 48 Q86 56 50 58 Q14 56 6 48 Z" fill={fill("brown")} stroke={line("brown")} strokeWidth={2.5} />
      <path d="M28 48 Q26 16 40 14 Q50 22 60 14 Q74 16 72 48 Z" fill={fill("brown")} stroke={line("brown")} strokeWidth={2.5} />
      <path d="M28 40 L72 40" stroke="#2b1505" strokeWidth={5} />
    </g>
  ),
  mustang: () => (
    <g strokeLinejoin="round">
      <path d="M28 92 L32 62 Q26 40 40 22 L42 8 L50 20 Q72 20 84 44 Q88 52 82 56 L70 54 Q64 52 60 56 L58 66 Q62 80 70 92 Z" fill={fill("brown")} stroke={line("brown")} strokeWidth={3} />
      <path d="M40 22 Q28 36 26 60 Q20 44 30 28 Q34 20 40 22 Z" fill="#2b1505" />
      <path d="M42 24 Q36 40 34 62" fill="none" stroke="#2b1505" strokeWidth={5} strokeLinecap="round" />
      <circle cx="58" cy="34" r="3.5" fill="#111" />
      <circle cx="80" cy="50" r="2" fill="#111" />
    </g>
  ),
  revolver: () => (
    <g strokeLinejoin="round">
      <path d="M10 30 L70 30 L74 26 L92 26 L92 40 L60 40 L56 46 L40 46 L36 40 L10 40 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={3} />
      <rect x="36" y="34" width="22" height="16" rx="4" fill={fill("silver")} stroke={line("silver")} strokeWidth={2.5} />
      <path d="M56 46 L70 46 L80 86 L60 90 L54 62 Z" fill={fill("brown")} stroke={line("brown")} strokeWidth={3} />
      <path d="M44 50 Q46 62 56 60" fill="none" stroke={line("silver")} strokeWidth={3} />
      <path d="M12 30 L12 26 L16 26 L16 30" fill={fill("silver")} stroke={line("silver")} strokeWidth={2} />
    </g>
  ),
  boots: () => (
    <g strokeLinejoin="round">
      <path d="M30 8 L64 8 L62 58 Q80 60 92 70 Q94 84 86 86 L16 86 Q12 84 14 74 L26 66 Z" fill={fill("brown")} stroke={line("brown")} strokeWidth={3} />
      <path d="M34 20 Q46 30 58 20 M34 34 Q46 44 58 34" fill="none" stroke={fill("gold")} strokeWidth={3} />
      <path d="M14 86 L86 86 L84 92 L16 92 Z" fill="#2b1505" />
      <path d="M22 86 L26 96 L34 86" fill={fill("silver")} stroke={line("silver")} strokeWidth={1.5} />
    </g>
  ),

  // Oceanic Treasures
  trident: () => (
    <g strokeLinejoin="round" stroke={line("gold")} strokeWidth={2.5} fill={fill("gold")}>
      <rect x="46" y="40" width="8" height="56" rx="3" />
      <path d="M22 8 L30 22 L28 40 Q50 52 72 40 L70 22 L78 8 L84 24 L80 46 Q66 60 56 60 L44 60 Q34 60 20 46 L16 24 Z" />
      <path d="M50 4 L58 20 L54 56 L46 56 L42 20 Z" />
    </g>
  ),
  chest: () => (
    <g strokeLinejoin="round">
      <path d="M12 44 Q12 16 50 16 Q88 16 88 44 Z" fill={fill("brown")} stroke={line("brown")} strokeWidth={3} />
      <rect x="12" y="44" width="76" height="42" rx="4" fill={fill("brown")} stroke={line("brown")} strokeWidth={3} />
      <path d="M26 16 L26 86 M74 16 L74 86 M12 44 L88 44" stroke={fill("gold")} strokeWidth={5} />
      <rect x="42" y="38" width="16" height="18" rx="3" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
      <circle cx="50" cy="47" r="3" fill="#2b1505" />
      <circle cx="30" cy="12" r="5" fill={fill("gold")} />
      <circle cx="70" cy="10" r="4" fill={fill("gold")} />
      <circle cx="50" cy="9" r="4" fill={fill("cyan")} />
    </g>
  ),
  mermaid: () => (
    <g strokeLinejoin="round">
      <path d="M46 8 Q70 20 62 48 Q56 66 60 78 L84 92 Q64 88 56 84 Q48 90 30 94 L48 78 Q42 64 44 44 Q46 26 36 14 Z" fill={fill("teal")} stroke={line("teal")} strokeWidth={3} />
      {[24, 36, 48, 60].map((y) => (
        <path key={y} d={`M${44 + (y - 24) * 0.1} ${y} Q52 ${y + 6} 60 ${y}`} fill="none" stroke="#eafffb" strokeWidth={2} opacity={0.7} />
      ))}
      <Gloss cx={50} cy={26} rx={6} ry={3} />
    </g>
  ),
  dolphin: () => (
    <g strokeLinejoin="round">
      <path d="M8 62 Q20 60 26 52 Q40 24 70 24 Q86 26 92 38 Q82 36 78 40 Q84 54 74 68 L82 82 Q70 80 66 72 Q50 80 30 72 Q20 68 8 62 Z" fill={fill("blue")} stroke={line("blue")} strokeWidth={3} />
      <path d="M50 26 L46 10 Q58 14 62 26 Z" fill={fill("blue")} stroke={line("blue")} strokeWidth={2.5} />
      <path d="M26 56 Q48 66 70 58" fill="none" stroke="#e8f4ff" strokeWidth={4} opacity={0.8} />
      <circle cx="72" cy="36" r="3" fill="#111" />
    </g>
  ),
  turtle: () => (
    <g strokeLinejoin="round">
      <ellipse cx="50" cy="20" rx="10" ry="9" fill={fill("jade")} stroke={line("jade")} strokeWidth={2.5} />
      {[
        [20, 34, -40], [80, 34, 40], [24, 74, 30], [76, 74, -30],
      ].map(([x, y, r]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="13" ry="7" fill={fill("jade")} stroke={line("jade")} strokeWidth={2.5} transform={`rotate(${r} ${x} ${y})`} />
      ))}
      <ellipse cx="50" cy="55" rx="30" ry="32" fill={fill("green")} stroke={line("green")} strokeWidth={3} />
      <polygon points="50,38 62,46 62,60 50,68 38,60 38,46" fill="none" stroke="#e5ffd0" strokeWidth={2.5} />
      <path d="M50 24 L50 38 M62 46 L78 40 M62 60 L76 70 M50 68 L50 86 M38 60 L24 70 M38 46 L22 40" stroke="#e5ffd0" strokeWidth={2} />
      <circle cx="46" cy="18" r="2" fill="#111" />
      <circle cx="54" cy="18" r="2" fill="#111" />
    </g>
  ),
  seahorse: () => (
    <g strokeLinejoin="round">
      <path d="M46 10 Q70 8 70 28 L86 32 L70 38 Q64 48 66 60 Q70 80 54 88 Q42 92 40 82 Q50 84 52 76 Q54 64 44 54 Q34 44 40 30 Q36 20 46 10 Z" fill={fill("orange")} stroke={line("orange")} strokeWidth={3} />
      <path d="M40 30 Q30 32 28 44 L38 42" fill={fill("yellow")} stroke={line("orange")} strokeWidth={2} />
      {[40, 50, 60, 70].map((y) => (
        <path key={y} d={`M${58 + (y - 40) * 0.1} ${y} L66 ${y - 2}`} stroke={line("orange")} strokeWidth={2} />
      ))}
      <circle cx="56" cy="22" r="3.5" fill="#111" />
    </g>
  ),

  // Viking Saga
  valkyrie: () => (
    <g strokeLinejoin="round">
      <path d="M30 40 Q10 30 4 10 Q22 16 30 26 Q18 12 20 4 Q34 16 36 34 Z" fill={fill("white")} stroke={line("white")} strokeWidth={2.5} />
      <path d="M70 40 Q90 30 96 10 Q78 16 70 26 Q82 12 80 4 Q66 16 64 34 Z" fill={fill("white")} stroke={line("white")} strokeWidth={2.5} />
      <path d="M26 58 Q26 24 50 24 Q74 24 74 58 L74 70 L26 70 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={3} />
      <path d="M46 40 L54 40 L54 86 L46 86 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={2.5} />
      <path d="M26 58 L74 58" stroke={fill("gold")} strokeWidth={5} />
      <path d="M30 70 L40 70 L40 80 L30 76 Z M60 70 L70 70 L70 76 L60 80 Z" fill="#111" opacity={0.6} />
      <Gloss cx={40} cy={34} rx={8} ry={4} />
    </g>
  ),
  rune: () => (
    <g strokeLinejoin="round">
      <path d="M24 92 L16 40 Q18 10 50 8 Q82 10 84 40 L76 92 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={3} />
      <path d="M50 22 L50 80 M50 36 L66 24 M50 50 L34 38 M50 50 L66 62" fill="none" stroke="#4ff3ff" strokeWidth={8} strokeLinecap="round" opacity={0.35} />
      <path d="M50 22 L50 80 M50 36 L66 24 M50 50 L34 38 M50 50 L66 62" fill="none" stroke="#c8fdff" strokeWidth={3.5} strokeLinecap="round" />
    </g>
  ),
  longship: () => (
    <g strokeLinejoin="round">
      <path d="M50 10 L50 62" stroke="#5a3410" strokeWidth={4} />
      <path d="M24 14 L76 14 L72 56 L28 56 Z" fill="#fff" stroke="#8a1a1a" strokeWidth={2.5} />
      {[20, 34, 48].map((x) => (
        <rect key={x} x={x + 8} y="14" width="7" height="42" fill={fill("red")} />
      ))}
      <path d="M6 60 L94 60 Q86 82 70 84 L30 84 Q14 82 6 60 Z" fill={fill("brown")} stroke={line("brown")} strokeWidth={3} />
      <path d="M6 60 Q2 48 10 42 Q14 50 10 56 M94 60 Q98 48 90 42 Q86 50 90 56" fill={fill("brown")} stroke={line("brown")} strokeWidth={2.5} />
      {[22, 38, 54, 70].map((x) => (
        <circle key={x} cx={x + 4} cy="66" r="5" fill={fill("gold")} stroke={line("gold")} strokeWidth={1.5} />
      ))}
    </g>
  ),
  axe: () => (
    <g strokeLinejoin="round">
      <path d="M28 92 L66 18" stroke={fill("brown")} strokeWidth={8} strokeLinecap="round" />
      <path d="M28 92 L66 18" stroke={line("brown")} strokeWidth={1.5} />
      <path d="M52 20 Q70 2 92 12 Q86 34 92 56 Q72 56 58 40 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={3} />
      <path d="M64 24 Q76 18 86 20" fill="none" stroke="#fff" strokeWidth={2.5} opacity={0.7} />
    </g>
  ),
  helm: () => (
    <g strokeLinejoin="round">
      <path d="M22 46 Q10 34 12 10 Q20 30 32 34 Z M78 46 Q90 34 88 10 Q80 30 68 34 Z" fill={fill("white")} stroke={line("white")} strokeWidth={2.5} />
      <path d="M22 72 Q18 28 50 26 Q82 28 78 72 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={3} />
      <path d="M22 62 L78 62" stroke={fill("gold")} strokeWidth={6} />
      <path d="M46 26 L54 26 L54 88 L46 88 Z" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
      <Gloss cx={36} cy={40} rx={8} ry={4} />
    </g>
  ),
  shield: () => (
    <g>
      <circle cx="50" cy="50" r="42" fill={fill("brown")} stroke={fill("silver")} strokeWidth={6} />
      <path d="M50 8 L50 92 M8 50 L92 50" stroke="#c3121f" strokeWidth={10} opacity={0.85} />
      <circle cx="50" cy="50" r="13" fill={fill("silver")} stroke={line("silver")} strokeWidth={3} />
      <Gloss cx={46} cy={46} rx={4} ry={2.5} />
    </g>
  ),

  // Candy Rush
  rainbow: () => (
    <g fill="none" strokeLinecap="round">
      {["#ff4d6d", "#ff9f1c", "#ffe066", "#4ade80", "#38bdf8", "#a78bfa"].map((colour, index) => (
        <path key={colour} d={`M${12 + index * 5} 72 A${38 - index * 5} ${38 - index * 5} 0 0 1 ${88 - index * 5} 72`} stroke={colour} strokeWidth={5.5} />
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
        <path key={angle} d="M50 38 L50 6 A32 32 0 0 1 77.7 22 Z" fill={fill("pink")} transform={`rotate(${angle} 50 38)`} />
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
      <path d="M16 54 Q10 40 24 34 Q24 18 42 20 Q50 8 62 18 Q80 16 78 34 Q92 40 84 54 Z" fill={fill("pink")} stroke={line("pink")} strokeWidth={3} />
      <circle cx="52" cy="12" r="8" fill={fill("red")} stroke={line("red")} strokeWidth={2} />
      {[
        [30, 40, "#ffe066"], [46, 32, "#4ade80"], [62, 42, "#38bdf8"], [70, 30, "#fff"],
      ].map(([x, y, c]) => (
        <rect key={`${x}-${y}`} x={x as number} y={y as number} width="7" height="3" rx="1.5" fill={c as string} transform={`rotate(30 ${x} ${y})`} />
      ))}
    </g>
  ),
  donut: () => (
    <g>
      <circle cx="50" cy="52" r="40" fill={fill("brown")} stroke={line("brown")} strokeWidth={3} />
      <path d="M50 18 Q70 16 82 32 Q90 46 84 60 Q78 74 62 80 Q44 86 30 76 Q16 66 18 48 Q20 28 36 22 Q42 18 50 18 Z" fill={fill("pink")} />
      <circle cx="50" cy="52" r="13" fill="#2a0d22" stroke={line("brown")} strokeWidth={3} />
      {[
        [34, 34, "#ffe066", 20], [62, 30, "#38bdf8", -30], [74, 54, "#4ade80", 60], [30, 62, "#fff", -10], [58, 72, "#ffe066", 40], [44, 28, "#fff", 80],
      ].map(([x, y, c, r]) => (
        <rect key={`${x}-${y}`} x={x as number} y={y as number} width="8" height="3" rx="1.5" fill={c as string} transform={`rotate(${r} ${x} ${y})`} />
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

  // Samurai Spirit
  samurai: () => (
    <g strokeLinejoin="round">
      <path d="M50 4 L58 22 L76 10 L66 30 L34 30 L24 10 L42 22 Z" fill={fill("gold")} stroke={line("gold")} strokeWidth={2.5} />
      <path d="M14 52 Q14 26 50 26 Q86 26 86 52 L92 60 L8 60 Z" fill={fill("dark")} stroke="#000" strokeWidth={3} />
      <path d="M26 60 Q26 92 50 94 Q74 92 74 60 Z" fill={fill("red")} stroke={line("red")} strokeWidth={3} />
      <path d="M34 66 L46 70 M66 66 L54 70" stroke="#111" strokeWidth={4} strokeLinecap="round" />
      <path d="M38 82 Q50 76 62 82 L58 88 L42 88 Z" fill="#fff" stroke="#111" strokeWidth={2} />
    </g>
  ),
  katana: () => (
    <g strokeLinecap="round" strokeLinejoin="round">
      <path d="M30 70 L86 10 Q90 14 84 20 L36 76 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={2.5} />
      <ellipse cx="33" cy="73" rx="12" ry="5" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} transform="rotate(-45 33 73)" />
      <path d="M29 77 L10 96" stroke="#111" strokeWidth={9} />
      <path d="M29 77 L10 96" stroke={fill("red")} strokeWidth={5} strokeDasharray="4 4" />
    </g>
  ),
  kabuto: () => (
    <g strokeLinejoin="round">
      <path d="M20 30 Q30 30 40 44 L34 46 Q28 36 20 30 Z M80 30 Q70 30 60 44 L66 46 Q72 36 80 30 Z" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
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
        <path key={angle} d="M50 90 L50 28" stroke={fill("gold")} strokeWidth={1.5} opacity={0.7} transform={`rotate(${angle} 50 90)`} />
      ))}
      <path d="M46 88 L54 88 L52 98 L48 98 Z" fill={fill("gold")} />
    </g>
  ),
  sakura: () => (
    <g>
      {[0, 72, 144, 216, 288].map((angle) => (
        <path key={angle} d="M50 50 Q34 34 40 16 Q46 20 50 14 Q54 20 60 16 Q66 34 50 50 Z" fill={fill("pink")} stroke={line("pink")} strokeWidth={2} transform={`rotate(${angle} 50 50)`} />
      ))}
      <circle cx="50" cy="50" r="8" fill={fill("yellow")} />
    </g>
  ),

  // Cosmic Cash
  black_hole: () => (
    <g>
      <ellipse cx="50" cy="50" rx="46" ry="20" fill="none" stroke="#ff9f1c" strokeWidth={6} opacity={0.9} transform="rotate(-20 50 50)" />
      <circle cx="50" cy="50" r="26" fill="#000" stroke="#a78bfa" strokeWidth={3} />
      <path d="M8 62 A46 20 -20 0 0 92 38" fill="none" stroke="#ffe066" strokeWidth={3} transform="rotate(0 50 50)" />
      <circle cx="50" cy="50" r="30" fill="none" stroke="#c084fc" strokeWidth={2} opacity={0.6} />
    </g>
  ),
  comet: () => (
    <g>
      <path d="M62 38 L8 92 L16 70 L4 74 L40 30 Z" fill={fill("cyan")} opacity={0.7} />
      <circle cx="64" cy="36" r="24" fill={fill("white")} stroke="#7dd3fc" strokeWidth={3} />
      <circle cx="64" cy="36" r="14" fill="#e0f2fe" />
      <Gloss cx={58} cy={28} rx={6} ry={4} />
    </g>
  ),
  astronaut: () => (
    <g strokeLinejoin="round">
      <path d="M22 94 Q22 70 50 70 Q78 70 78 94 Z" fill={fill("white")} stroke={line("white")} strokeWidth={3} />
      <circle cx="50" cy="40" r="32" fill={fill("white")} stroke={line("white")} strokeWidth={3} />
      <rect x="26" y="26" width="48" height="32" rx="16" fill="#0b1437" stroke="#ff9f1c" strokeWidth={3} />
      <path d="M34 34 Q40 30 46 34" fill="none" stroke="#fff" strokeWidth={3} opacity={0.7} />
      <rect x="42" y="80" width="16" height="8" rx="2" fill="#38bdf8" />
    </g>
  ),
  planet: () => (
    <g>
      <circle cx="50" cy="50" r="28" fill={fill("orange")} stroke={line("orange")} strokeWidth={3} />
      <path d="M26 42 Q50 36 74 42 M24 56 Q50 50 76 56" fill="none" stroke="#fff" strokeWidth={3} opacity={0.4} />
      <ellipse cx="50" cy="52" rx="46" ry="12" fill="none" stroke={fill("purple")} strokeWidth={6} transform="rotate(-15 50 52)" />
      <path d="M22 50 A28 28 0 0 0 78 50" fill="none" stroke={line("orange")} strokeWidth={0} />
      <Gloss cx={40} cy={36} rx={8} ry={4} />
    </g>
  ),
  rocket: () => (
    <g strokeLinejoin="round">
      <path d="M40 80 Q50 98 60 80 Q50 86 40 80 Z" fill={fill("orange")} />
      <path d="M50 4 Q72 22 68 70 L32 70 Q28 22 50 4 Z" fill={fill("silver")} stroke={line("silver")} strokeWidth={3} />
      <path d="M32 50 L16 74 L32 72 Z M68 50 L84 74 L68 72 Z" fill={fill("red")} stroke={line("red")} strokeWidth={2.5} />
      <circle cx="50" cy="36" r="9" fill="#38bdf8" stroke={line("silver")} strokeWidth={3} />
      <path d="M36 70 L64 70 L60 80 L40 80 Z" fill={fill("dark")} />
    </g>
  ),
  ufo: () => (
    <g strokeLinejoin="round">
      <path d="M36 72 L24 94 L76 94 L64 72 Z" fill="#a7f3d0" opacity={0.35} />
      <path d="M30 46 Q30 22 50 22 Q70 22 70 46 Z" fill="#a5f3fc" stroke="#0e7490" strokeWidth={3} opacity={0.9} />
      <ellipse cx="50" cy="56" rx="44" ry="16" fill={fill("silver")} stroke={line("silver")} strokeWidth={3} />
      {[22, 38, 50, 62, 78].map((x) => (
        <circle key={x} cx={x} cy="58" r="3.5" fill="#facc15" />
      ))}
    </g>
  ),

  // Gem Vault
  vault: () => (
    <g>
      <rect x="8" y="8" width="84" height="84" rx="10" fill={fill("silver")} stroke={line("silver")} strokeWidth={3} />
      <circle cx="50" cy="50" r="32" fill={fill("dark")} stroke={fill("gold")} strokeWidth={4} />
      {[0, 60, 120].map((angle) => (
        <path key={angle} d="M50 24 L50 76" stroke={fill("gold")} strokeWidth={5} strokeLinecap="round" transform={`rotate(${angle} 50 50)`} />
      ))}
      <circle cx="50" cy="50" r="9" fill={fill("gold")} stroke={line("gold")} strokeWidth={2} />
    </g>
  ),
  key: () => (
    <g strokeLinejoin="round">
      <circle cx="30" cy="34" r="20" fill={fill("gold")} stroke={line("gold")} strokeWidth={3} />
      <circle cx="30" cy="34" r="8" fill="#1b1b1b" />
      <path d="M42 48 L86 90 L78 96 L70 88 L64 94 L58 88 L64 82 L36 54 Z" fill={fill("gold")} stroke={line("gold")} strokeWidth={3} />
      <Gloss cx={24} cy={24} rx={6} ry={3} />
    </g>
  ),

  // Retro Reels
  retro: () => (
    <g fill="none" strokeLinejoin="round">
      <Star paint="magenta" outer={44} inner={18} />
      <polygon points="50,22 58,44 80,44 62,58 68,80 50,66 32,80 38,58 20,44 42,44" stroke="#00f0ff" strokeWidth={3} />
    </g>
  ),
};

const PAINT_NAMES = Object.keys(PAINTS) as Paint[];

function fallbackArt(symbol: { id: string; name: string }) {
  const paint = PAINT_NAMES[[...symbol.id].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7) % PAINT_NAMES.length]!;
  return (
    <g>
      <circle cx="50" cy="50" r="40" fill={fill(paint)} stroke={line(paint)} strokeWidth={4} />
      <Letter text={symbol.name.trim().charAt(0).toUpperCase() || "?"} paint="white" size={52} />
    </g>
  );
}

/** The hidden sprite: gradients and one <symbol> per game symbol, rendered once per page. */
export function SymbolSprite({ symbols }: { symbols: { id: string; name: string }[] }): ReactElement {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: "absolute", overflow: "hidden" }}>
      <defs>
        {PAINT_NAMES.map((paint) => (
          <linearGradient key={paint} id={`gp-paint-${paint}`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={PAINTS[paint][0]} />
            <stop offset="1" stopColor={PAINTS[paint][1]} />
          </linearGradient>
        ))}
      </defs>
      {symbols.map((symbol) => (
        <symbol key={symbol.id} id={symbolElementId(symbol.id)} viewBox="0 0 100 100">
          {ART[symbol.id]?.() ?? fallbackArt(symbol)}
        </symbol>
      ))}
    </svg>
  );
}

/** One symbol drawing, referencing the sprite. */
export function SymbolGlyph({ symbolId, className }: { symbolId: string; className?: string }): ReactElement {
  return (
    <svg className={className} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <use href={`#${symbolElementId(symbolId)}`} />
    </svg>
  );
}

/** Symbol ids that have their own drawing (the rest get a lettered medallion). */
export const DRAWN_SYMBOL_IDS: readonly string[] = Object.keys(ART);
