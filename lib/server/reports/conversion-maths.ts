import { AppError } from "@/lib/base/errors";
import { formatMinorUnits, isDecimalText } from "@/lib/base/money/decimal-amount";
import { RATE_SCALE } from "@/lib/base/money/convert-at-rate";

// Conversion to a reporting currency on integers only (no floating point): a rate is a whole number of 10^-12
// units, an amount a whole number of minor units, and a converted figure is kept exact (an integer count of
// 10^-30 reporting minor units) until it is shown, then rounded once, half-up (away from zero, as Java's HALF_UP),
// to the reporting currency's minor unit. Sums of exact figures are exact, so a total converted month by month
// is rounded only at the end.

/** Decimal places of a rate. */
export { RATE_SCALE };
const MAX_RATE_WHOLE_DIGITS = 12;
/** The largest currency exponent CURRENCY_EXPONENTS may configure. */
const MAX_CURRENCY_EXPONENT = 18;
const EXACT_DIGITS = RATE_SCALE + MAX_CURRENCY_EXPONENT;
const EXACT_ONE = 10n ** BigInt(EXACT_DIGITS);

/** The rate of a currency to itself. */
export const RATE_ONE = 10n ** BigInt(RATE_SCALE);

/** "1.0875" → 1087500000000n (units of 10^-12); zero, a sign, more than 12 decimals or 12 whole digits is invalid_rate. */
export function parseRateUnits(text: unknown): bigint {
  const value = typeof text === "string" ? text.trim() : "";
  const match = isDecimalText(value) ? /^(\d{1,12})(?:\.(\d{1,12}))?$/.exec(value) : null;
  const units = match ? BigInt(match[1]!) * RATE_ONE + BigInt((match[2] ?? "").padEnd(RATE_SCALE, "0")) : 0n;
  if (!match || units <= 0n) {
    throw new AppError(
      "invalid_rate",
      `rate must be a positive decimal with at most ${MAX_RATE_WHOLE_DIGITS} digits before the point and ${RATE_SCALE} after, e.g. 1.0875`,
      { fields: { rate: "A positive number, at most 12 decimals" } },
    );
  }
  return units;
}

/** 1087500000000n → "1.0875" (no trailing zeros; a whole rate has no point). */
export function formatRate(units: bigint): string {
  return formatMinorUnits(units, RATE_SCALE).replace(/\.?0+$/, "");
}

/** An amount (minor units of a currency with `fromExponent` places) × rate, exact, in 10^-30 reporting minor units. */
export function exactConversion(minor: bigint, fromExponent: number, rateUnits: bigint, toExponent: number): bigint {
  return minor * rateUnits * 10n ** BigInt(toExponent + MAX_CURRENCY_EXPONENT - fromExponent);
}

/** An exact converted figure rounded half-up (away from zero) to reporting minor units. */
export function roundExact(exact: bigint): bigint {
  const magnitude = exact < 0n ? -exact : exact;
  const rounded = (magnitude + EXACT_ONE / 2n) / EXACT_ONE;
  return exact < 0n ? -rounded : rounded;
}
