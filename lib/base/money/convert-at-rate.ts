// A jackpot amount in another currency at a staff exchange rate, on integers only: the rate is a whole number of
// 10^-12 units of the pool currency per unit of the target currency (lib/server/reports/conversion-maths.ts), and
// the result is rounded down to the target's minor unit. The operator API's GET /jackpots and the game page's
// ticker (in the browser) both convert with it, so they show the same figure.

/** Decimal places of a rate. */
export const RATE_SCALE = 12;

export function convertMinorAtRate(options: {
  amountMinor: bigint;
  fromExponent: number;
  toExponent: number;
  /** Source currency per unit of the target, in units of 10^-12. */
  rateUnits: bigint;
}): bigint {
  const { amountMinor, fromExponent, toExponent, rateUnits } = options;
  return (amountMinor * 10n ** BigInt(toExponent + RATE_SCALE)) / (rateUnits * 10n ** BigInt(fromExponent));
}
