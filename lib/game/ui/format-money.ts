import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { parseDecimal, rescaleDecimal } from "@/lib/base/money/decimal-arithmetic";
import type { GameLang } from "@/lib/i18n/game-messages";

// Amounts as the player reads them: the exact decimal core (lib/base/money) gives the digits, this groups them
// per language and puts the currency's sign on the right side.

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
  let plain = formatMinorUnits(rescaleDecimal(value, scale), scale);
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
