// A prize drop's chance per qualifying round (draw-prize-drops.ts has the design): prizes left ÷ qualifying rounds
// expected until the end, the rounds expected being the drop's rate so far times the time left; at most 1. Pure, so
// the draw and the published figure (the promotion's drop_chance) are the same number.

/** The chance that one round drops a prize now (published as the expected drop rate). */
export function dropChance(options: {
  prizesLeft: number;
  roundsSoFar: number;
  msSinceStart: number;
  msLeft: number;
}): number {
  const { prizesLeft, roundsSoFar, msSinceStart, msLeft } = options;
  if (prizesLeft <= 0 || msLeft <= 0) return 0;
  const expectedRounds = (Math.max(roundsSoFar, 1) / Math.max(msSinceStart, 1_000)) * msLeft;
  return Math.min(1, prizesLeft / Math.max(expectedRounds, 1));
}
