import { AppError } from "@/lib/base/errors";

// Money as decimal text ↔ integer minor units (BigInt). No binary floating point anywhere on this path:
// "0.1" EUR is exactly 10n, and formatting 10n back gives "0.10".

// Plain decimal notation only: optional minus, no leading zeros, no exponent, no "+", ".5" or "5.".
const DECIMAL_TEXT = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
// 64 characters is far beyond any real amount and keeps hostile input cheap to refuse.
const MAX_TEXT_LENGTH = 64;

export function isDecimalText(text: string): boolean {
  return text.length <= MAX_TEXT_LENGTH && DECIMAL_TEXT.test(text);
}

export interface ParseAmountOptions {
  /** Balances may be negative (an operator's overdraft); amounts we send never are. */
  allowNegative?: boolean;
}

/**
 * Parses decimal text into minor units for a currency exponent. More fractional digits than the exponent are
 * accepted only when the extra digits are zeros ("1.500" EUR is 150n); anything finer is refused, never rounded.
 */
export function parseMinorUnits(text: string, exponent: number, options: ParseAmountOptions = {}): bigint {
  if (typeof text !== "string" || !isDecimalText(text)) {
    throw new AppError("invalid_amount", `"${String(text).slice(0, MAX_TEXT_LENGTH)}" is not a plain decimal amount`);
  }
  const negative = text.startsWith("-");
  const [whole = "0", fraction = ""] = (negative ? text.slice(1) : text).split(".");
  const significant = fraction.slice(exponent);
  if (/[^0]/.test(significant)) {
    throw new AppError("invalid_amount", `"${text}" has more than ${exponent} decimal place(s)`);
  }
  const minor = BigInt(whole + fraction.slice(0, exponent).padEnd(exponent, "0"));
  if (negative && minor !== 0n && !options.allowNegative) {
    throw new AppError("invalid_amount", `"${text}" must not be negative`);
  }
  return negative ? -minor : minor;
}

/** Minor units → decimal text with exactly `exponent` places: 1230n, 2 → "12.30"; 1500n, 0 → "1500". */
export function formatMinorUnits(minor: bigint, exponent: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, "0");
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return (negative ? "-" : "") + whole + (exponent > 0 ? `.${fraction}` : "");
}

/** Re-writes decimal text in the canonical form for a currency: "5" EUR → "5.00", "1.500" EUR → "1.50". */
export function normalizeAmount(text: string, exponent: number, options: ParseAmountOptions = {}): string {
  return formatMinorUnits(parseMinorUnits(text, exponent, options), exponent);
}
