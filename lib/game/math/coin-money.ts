import { AppError } from "@/lib/base/errors";

export interface CoinsToMinorUnitsOptions {
  /** Whole coins, as the math engine counts stakes and wins. */
  coins: number | bigint;
  /** The session's coin value as exact decimal text, e.g. "0.05". */
  coinValue: string;
  /** Digits after the decimal point in the currency (2 for USD and EUR, 0 for JPY). */
  currencyExponent: number;
}

/** coins × coinValue in the currency's minor units, exactly; a coin value finer than the currency is refused. */
export function coinsToMinorUnits({ coins, coinValue, currencyExponent }: CoinsToMinorUnitsOptions): bigint {
  if (typeof coins === "number" && !Number.isSafeInteger(coins)) {
    throw new AppError("invalid_request", `coins must be a whole number, got ${coins}`);
  }
  if (!Number.isInteger(currencyExponent) || currencyExponent < 0 || currencyExponent > 18) {
    throw new AppError("invalid_request", `currency exponent must be 0–18, got ${currencyExponent}`);
  }
  const match = /^(\d+)(?:\.(\d+))?$/.exec(coinValue);
  if (!match) throw new AppError("invalid_request", `coin value ${JSON.stringify(coinValue)} is not decimal text`);
  const whole = match[1]!;
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > currencyExponent) {
    throw new AppError(
      "invalid_request",
      `coin value ${coinValue} is finer than the currency's ${currencyExponent} decimals`,
    );
  }
  const coinMinorUnits = BigInt(whole + fraction.padEnd(currencyExponent, "0"));
  return BigInt(coins) * coinMinorUnits;
}
