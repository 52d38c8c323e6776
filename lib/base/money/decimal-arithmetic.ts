import { AppError } from "@/lib/base/errors";
import { formatMinorUnits } from "./decimal-amount";

// Sums, products and comparisons of decimal text at the text's own precision, for amounts whose scale is not one
// currency's exponent (a coin value finer than the currency, a win counting up on the game page). Every step is on
// scaled integers (BigInt), never on binary floats: "0.1" + "0.2" is exactly "0.3".

export interface ScaledDecimal {
  /** The digits as one integer: "12.50" is 1250n at scale 2. */
  units: bigint;
  /** How many of the digits are fractional. */
  scale: number;
}

// Plain decimal text of any precision; leading zeros are allowed (a typed loss limit "05" is five).
const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

export function parseDecimal(text: string): ScaledDecimal {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) throw new AppError("invalid_amount", `"${text.slice(0, 64)}" is not decimal text`);
  const [, sign, whole, fraction = ""] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign === "-" ? -units : units, scale: fraction.length };
}

/** The units of `value` at a scale at least its own. */
export function rescaleDecimal(value: ScaledDecimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** a × factor for a whole-number factor, e.g. coin value × lines × bet level. */
export function multiplyDecimal(text: string, factor: number): string {
  if (!Number.isSafeInteger(factor)) throw new AppError("invalid_amount", `factor ${factor} must be a whole number`);
  const value = parseDecimal(text);
  return formatMinorUnits(value.units * BigInt(factor), value.scale);
}

export function addDecimal(a: string, b: string): string {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const scale = Math.max(left.scale, right.scale);
  return formatMinorUnits(rescaleDecimal(left, scale) + rescaleDecimal(right, scale), scale);
}

export function subtractDecimal(a: string, b: string): string {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const scale = Math.max(left.scale, right.scale);
  return formatMinorUnits(rescaleDecimal(left, scale) - rescaleDecimal(right, scale), scale);
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const difference = parseDecimal(subtractDecimal(a, b)).units;
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** numerator/denominator of a, rounded down to the amount's own precision (for the win count-up). */
export function fractionOfDecimal(text: string, numerator: number, denominator: number): string {
  const value = parseDecimal(text);
  if (numerator >= denominator) return formatMinorUnits(value.units, value.scale);
  return formatMinorUnits((value.units * BigInt(Math.max(0, numerator))) / BigInt(denominator), value.scale);
}

export function isZeroDecimal(text: string): boolean {
  return parseDecimal(text).units === 0n;
}
