"use client";

import { useMemo, type ReactElement } from "react";
import type { RuntimeGame } from "@/lib/contract/runtime-api";
import type { GameMessages } from "@/lib/i18n/game-messages";
import { SymbolGlyph } from "./symbol-art";

// The 5×3 reel window. A spinning reel scrolls a loop of filler symbols; when it stops, a strip that ends in the
// server's window slides into place with a small overshoot, so every reel visibly lands on the round's result.
// Winning cells glow, the rest dim, and the winning paylines are drawn over the window.

const FILLER_LOOP = 8;
const LANDING_TAIL = 6;

export interface ReelHighlight {
  /** "reel:row" of every winning cell. */
  cells: ReadonlySet<string>;
  /** Paylines to draw: rows per reel and how many reels from the left are part of the win. */
  lines: { line: number; rows: number[]; count: number }[];
}

type RuntimeSymbol = RuntimeGame["symbols"][number];

/** A deterministic, well-mixed filler sequence per reel (the same on the server and in the browser). */
function fillerSymbols(pool: readonly string[], reel: number, count: number): string[] {
  let seed = (reel + 1) * 2654435761;
  return Array.from({ length: count }, () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return pool[(seed >>> 8) % pool.length]!;
  });
}

function Cell(props: {
  symbolId: string;
  symbol: RuntimeSymbol | undefined;
  messages: GameMessages;
  state?: "win" | "dim";
  testId?: string;
}): ReactElement {
  const kind = props.symbol?.kind ?? "regular";
  return (
    <div
      className={`gp-cell gp-cell-${kind}${props.state ? ` gp-cell-${props.state}` : ""}`}
      data-symbol={props.symbolId}
      data-testid={props.testId}
      role={props.testId ? "img" : undefined}
      aria-label={props.testId ? (props.symbol?.name ?? props.symbolId) : undefined}
      aria-hidden={props.testId ? undefined : true}
    >
      <SymbolGlyph symbolId={props.symbolId} className="gp-glyph" />
      {kind === "wild" ? <span className="gp-cell-badge">{props.messages.wildBadge}</span> : null}
      {kind === "scatter" ? (
        <span className="gp-cell-badge gp-cell-badge-scatter">{props.messages.scatterBadge}</span>
      ) : null}
    </div>
  );
}

export function SlotReels(props: {
  label: string;
  game: RuntimeGame;
  window: string[][];
  spinning: boolean[];
  /** Bumped per reel each time it stops, to replay the landing animation. */
  landings: number[];
  highlight: ReelHighlight | null;
  messages: GameMessages;
  /** Stops of the shown spin, for QA and replays (null before the first spin). */
  stops: number[] | null;
}): ReactElement {
  const { game, messages, highlight } = props;
  const symbolsById = useMemo(() => new Map(game.symbols.map((symbol) => [symbol.id, symbol])), [game.symbols]);
  const pool = useMemo(() => game.symbols.map((symbol) => symbol.id), [game.symbols]);
  const fillers = useMemo(
    () => Array.from({ length: game.reels }, (_, reel) => fillerSymbols(pool, reel, FILLER_LOOP + LANDING_TAIL)),
    [pool, game.reels],
  );
  const rows = game.rows;

  return (
    <div
      className="gp-reels"
      role="group"
      aria-label={props.label}
      data-testid="reels"
      data-stops={props.stops?.join(",") ?? ""}
    >
      {props.window.map((column, reel) => {
        const spinning = props.spinning[reel] ?? false;
        const loop = fillers[reel]!.slice(0, FILLER_LOOP);
        const strip = spinning ? [...loop, ...loop] : [...column, ...fillers[reel]!.slice(FILLER_LOOP)];
        const landing = props.landings[reel] ?? 0;
        return (
          <div className={`gp-reel${spinning ? " gp-reel-spinning" : ""}`} key={reel} data-testid={`reel-${reel}`}>
            <div
              key={spinning ? "spin" : `land-${landing}`}
              className={`gp-strip${spinning ? " gp-strip-spinning" : landing > 0 ? " gp-strip-landing" : ""}`}
              style={{
                height: `${(strip.length / rows) * 100}%`,
                animationDelay: spinning ? `${-reel * 0.07}s` : undefined,
              }}
            >
              {strip.map((symbolId, index) => {
                const visible = !spinning && index < rows;
                const key = `${reel}:${index}`;
                const state = visible && highlight ? (highlight.cells.has(key) ? "win" : "dim") : undefined;
                return (
                  <Cell
                    key={index}
                    symbolId={symbolId}
                    symbol={symbolsById.get(symbolId)}
                    messages={messages}
                    state={state}
                    testId={visible ? `cell-${reel}-${index}` : undefined}
                  />
                );
              })}
            </div>
          </div>
        );
      })}
      {highlight && highlight.lines.length > 0 ? (
        <svg
          className="gp-paylines"
          viewBox={`0 0 ${game.reels * 100} ${rows * 100}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {highlight.lines.map(({ line, rows: lineRows }) => {
            const points = lineRows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(" ");
            return (
              <g key={line} data-line={line}>
                <polyline points={points} className="gp-payline-glow" vectorEffect="non-scaling-stroke" />
                <polyline points={points} className="gp-payline" vectorEffect="non-scaling-stroke" />
              </g>
            );
          })}
        </svg>
      ) : null}
    </div>
  );
}
