import type { RevenueFigures } from "./revenue-figures";

// The report's series of one currency for its charts, with every bucket of the window: the server lists only
// buckets with rounds, and a line through those alone joins distant days (or, with one, draws a lone dot). A bucket
// without rounds is a row of zeros; buckets that have not begun yet (the rest of today) are left out.

export type SeriesGranularity = "hour" | "day" | "month";

const HOUR_MS = 3_600_000;

/** The bucket's key as the server writes it: 2026-01-31T00:00:00Z. */
const keyOf = (at: Date) => at.toISOString().replace(".000Z", "Z");

function bucketStart(at: Date, granularity: SeriesGranularity): Date {
  if (granularity === "hour") return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  if (granularity === "day") return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

function nextBucket(start: Date, granularity: SeriesGranularity): Date {
  if (granularity === "hour") return new Date(start.getTime() + HOUR_MS);
  if (granularity === "day") return new Date(start.getTime() + 24 * HOUR_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** Zero in the notation of `sample` (the same decimal places). */
const zeroLike = (sample: string | undefined) =>
  sample?.includes(".") ? `0.${"0".repeat(sample.length - sample.indexOf(".") - 1)}` : "0";

/** Every bucket of [from, to) up to `now`, in order, for `currency`: its row from `rows`, or zeros. */
export function zeroFilledSeries(
  rows: RevenueFigures[],
  options: { from: string | Date; to: string | Date; granularity: SeriesGranularity; currency: string; now?: Date },
): RevenueFigures[] {
  const { granularity, currency } = options;
  const ofCurrency = rows.filter((row) => row.currency === currency);
  const byKey = new Map(ofCurrency.map((row) => [row.key, row]));
  const zero = zeroLike(ofCurrency[0]?.bet);
  const to = new Date(options.to);
  const now = options.now ?? new Date();
  const filled: RevenueFigures[] = [];
  for (let at = bucketStart(new Date(options.from), granularity); at < to; at = nextBucket(at, granularity)) {
    const key = keyOf(at);
    const row = byKey.get(key);
    if (row) filled.push(row);
    else if (at <= now) {
      filled.push({
        key,
        label: key,
        currency,
        rounds: 0,
        bet: zero,
        win: zero,
        ggr: zero,
        freeRounds: 0,
        freeRoundsCost: zero,
        rolledBackRounds: 0,
        rolledBack: zero,
        promotionCost: zero,
        jackpotContributions: zero,
        jackpotWins: zero,
        players: 0,
        converted: null,
      });
    }
  }
  return filled;
}
