import type { GameLang } from "@/lib/i18n/game-messages";

// Money on the game page stays exact: the runtime sends decimal text, and every sum, product and count-up step
// here is done on scaled integers (BigInt), never on binary floats. Formatting groups digits per language.

interface Scaled {
  units: bigint;
  scale: number;
}

const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

export function parseDecimal(text: string): Scaled {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not decimal text`);
  const [, sign, whole, fraction = ""] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign === "-" ? -units : units, scale: fraction.length };
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function toText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? "-" : ""}${whole}${scale > 0 ? `.${fraction}` : ""}`;
}

/** a × factor for a whole-number factor, e.g. coin value × lines × bet level. */
export function multiplyDecimal(text: string, factor: number): string {
  if (!Number.isSafeInteger(factor)) throw new Error(`factor ${factor} must be a whole number`);
  const value = parseDecimal(text);
  return toText(value.units * BigInt(factor), value.scale);
}

export function addDecimal(a: string, b: string): string {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const scale = Math.max(left.scale, right.scale);
  return toText(rescale(left, scale) + rescale(right, scale), scale);
}

export function subtractDecimal(a: string, b: string): string {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const scale = Math.max(left.scale, right.scale);
  return toText(rescale(left, scale) - rescale(right, scale), scale);
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const scale = Math.max(left.scale, right.scale);
  const difference = rescale(left, scale) - rescale(right, scale);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** numerator/denominator of a, rounded down to the amount's own precision (for the win count-up). */
export function fractionOfDecimal(text: string, numerator: number, denominator: number): string {
  const value = parseDecimal(text);
  if (numerator >= denominator) return toText(value.units, value.scale);
  return toText((value.units * BigInt(Math.max(0, numerator))) / BigInt(denominator), value.scale);
}

export function isZeroDecimal(text: string): boolean {
  return parseDecimal(text).units === 0n;
}

const CURRENCY_SIGNS: Record<string, string> = { EUR: "€", USD: "$", GBP: "£", TRY: "₺", JPY: "¥" };
const SEPARATORS: Record<GameLang, { group: string; decimal: string }> = {
  en: { group: ",", decimal: "." },
  tr: { group: ".", decimal: "," },
};

/**
 * "1234.5" EUR → "€1,234.50" (en) or "1.234,50 €" (tr). At least `exponent` decimals are shown; finer
 * digits a coin value may have are kept, trailing zeros beyond the exponent are dropped.
 */
export function formatMoney(text: string, options: { currency: string; exponent: number; lang: GameLang }): string {
  const value = parseDecimal(text);
  const scale = Math.max(options.exponent, value.scale);
  let plain = toText(rescale(value, scale), scale);
  while (plain.includes(".") && plain.split(".")[1]!.length > options.exponent && plain.endsWith("0"))
    plain = plain.slice(0, -1);
  if (plain.endsWith(".")) plain = plain.slice(0, -1);

  const negative = plain.startsWith("-");
  const [whole = "0", fraction] = (negative ? plain.slice(1) : plain).split(".");
  const { group, decimal } = SEPARATORS[options.lang];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const number = fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
  const sign = CURRENCY_SIGNS[options.currency];
  const minus = negative ? "-" : "";
  if (options.lang === "tr") return `${minus}${number} ${sign ?? options.currency}`;
  return sign ? `${minus}${sign}${number}` : `${minus}${options.currency} ${number}`;
}
