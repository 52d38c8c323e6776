import { AppError } from "@/lib/base/errors";
import { isKnownCurrency } from "@/lib/base/money/currency-codes";
import type { ExchangeRate } from "@/lib/server/db/generated/client";
import { formatMonth } from "./report-month";
import { RATE_SCALE, formatRate } from "./conversion-maths";

// Field rules and the view of staff-entered exchange rates, shared by the reports services.

/** "usd" → "USD"; anything but a currency the platform knows is invalid_currency, named by `field`. */
export function parseCurrencyCode(text: unknown, field: string): string {
  const code = typeof text === "string" ? text.trim().toUpperCase() : "";
  if (!/^[A-Z]{3}$/.test(code) || !isKnownCurrency(code)) {
    throw new AppError("invalid_currency", `${field} must be a known 3-letter currency code, e.g. EUR`, {
      fields: { [field]: "A currency code, e.g. EUR" },
    });
  }
  return code;
}

export interface ExchangeRateView {
  id: string;
  /** "YYYY-MM". */
  month: string;
  currency: string;
  reportingCurrency: string;
  /** Units of reportingCurrency per unit of currency, decimal text without trailing zeros, e.g. "1.0875". */
  rate: string;
  /** Whether it is the rate in use for its month and pair (false: a later entry superseded it). */
  current: boolean;
  createdBy: string;
  createdAt: Date;
}

export function toExchangeRateView(row: ExchangeRate, current: boolean): ExchangeRateView {
  return {
    id: row.id.toString(),
    month: formatMonth(row.month),
    currency: row.currency.trim(),
    reportingCurrency: row.reportingCurrency.trim(),
    rate: formatRate(BigInt(row.rate.toFixed(RATE_SCALE).replace(".", ""))),
    current,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  };
}
