import type { ReactElement } from "react";
import { fill, Letter, line, PAINT_NAMES, PaintGradients } from "@/lib/game/demo-games/art-primitives";
import { symbolDrawing } from "@/lib/game/demo-games/art-registry";

// A game's reel symbols, drawn as SVG in a 100×100 box. The page renders one hidden sprite with the game's
// symbols (and shared gradients) once; each reel cell then shows <use href="#gp-sym-<id>">, so a spin that
// scrolls dozens of cells does not repeat the drawings. The drawings live with each demo game
// (lib/game/demo-games); a symbol id without a drawing gets a lettered medallion, so a new game is playable
// before its art exists.

export function symbolElementId(symbolId: string): string {
  return `gp-sym-${symbolId}`;
}

function fallbackArt(symbol: { id: string; name: string }) {
  const paint =
    PAINT_NAMES[[...symbol.id].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7) % PAINT_NAMES.length]!;
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
        <PaintGradients />
      </defs>
      {symbols.map((symbol) => (
        <symbol key={symbol.id} id={symbolElementId(symbol.id)} viewBox="0 0 100 100">
          {symbolDrawing(symbol.id)?.() ?? fallbackArt(symbol)}
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
