// The RTP band as staff see it. The report clamps its lower bound at 0 %; its upper bound is a real (if wide) bound
// and stays as computed in the table; the chart's axis stops at a ceiling fitted to the observed and theoretical
// RTPs so that one wide band does not flatten every other game.

/** The chart's top in percent: 1.5 × the highest observed or theoretical RTP, at least 150 %, in steps of 50 %. */
export function rtpAxisCeiling(points: { observed: number | null; theoretical: number | null }[]): number {
  const highest = Math.max(0, ...points.flatMap((point) => [point.observed ?? 0, point.theoretical ?? 0]));
  return Math.max(150, Math.ceil((highest * 150) / 50) * 50);
}

/** Round ticks from 0 % to the ceiling: every 25 % up to 200 %, then every 50 % or 100 %. */
export function rtpAxisTicks(ceiling: number): number[] {
  const step = ceiling <= 200 ? 25 : ceiling <= 500 ? 50 : 100;
  return Array.from({ length: Math.floor(ceiling / step) + 1 }, (_, index) => index * step);
}
