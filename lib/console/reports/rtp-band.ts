// The RTP band as staff see it. theoretical ± z·σ/√rounds is a normal approximation: with few rounds its lower
// bound falls below 0 % (−464 % for a game with 3 rounds), which no game can pay, so it is clamped at 0 %. Its upper
// bound is a real (if wide) bound and stays as computed in the table; the chart's axis stops at a ceiling fitted to
// the observed and theoretical RTPs so that one wide band does not flatten every other game.

export function clampedBandLow(bandLow: number): number {
  return Math.max(0, bandLow);
}

/** The chart's top as a fraction: 1.5 × the highest observed or theoretical RTP, at least 120 %, in steps of 10 %. */
export function rtpAxisCeiling(points: { observed: number | null; theoretical: number | null }[]): number {
  const highest = Math.max(0, ...points.flatMap((point) => [point.observed ?? 0, point.theoretical ?? 0]));
  return Math.max(1.2, Math.ceil(highest * 1.5 * 10) / 10);
}
