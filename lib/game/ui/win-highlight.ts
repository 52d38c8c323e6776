import type { RuntimeGame, RuntimeRoundOutcome } from "@/lib/contract/runtime-api";
import type { ReelHighlight } from "./slot-reels";

export type SpinOutcome = RuntimeRoundOutcome["spins"][number];

/** How many wins a spin has: its line wins and its scatter win. */
export function winsOf(spin: SpinOutcome): number {
  return spin.lineWins.length + (spin.scatterWin ? 1 : 0);
}

/** The winning cells and paylines of a spin; focus picks one win (line wins first, then the scatter), -1 all. */
export function highlightFor(spin: SpinOutcome, game: RuntimeGame, focus: number): ReelHighlight | null {
  if (winsOf(spin) === 0) return null;
  const cells = new Set<string>();
  const lines: ReelHighlight["lines"] = [];
  spin.lineWins.forEach((win, index) => {
    if (focus !== -1 && focus !== index) return;
    const rows = game.paylines[win.line - 1];
    if (!rows) return;
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}:${rows[reel]}`);
    lines.push({ line: win.line, rows, count: win.count });
  });
  if (spin.scatterWin && (focus === -1 || focus === spin.lineWins.length)) {
    for (const [reel, row] of spin.scatterWin.positions) cells.add(`${reel}:${row}`);
  }
  return { cells, lines };
}
