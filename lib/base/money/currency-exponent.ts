// How many decimal places a currency's minor unit has (ISO 4217). Amounts are integer minor units with this
// exponent everywhere in our code, so the table decides what "1.005 KWD" or "100 JPY" means.

const ZERO_DECIMAL = [
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "ISK",
  "JPY",
  "KMF",
  "KRW",
  "PYG",
  "RWF",
  "UGX",
  "UYI",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
];
const THREE_DECIMAL = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"];
const DEFAULT_EXPONENT = 2;
const MAX_EXPONENT = 18;

const BUILT_IN: ReadonlyMap<string, number> = new Map([
  ...ZERO_DECIMAL.map((code) => [code, 0] as const),
  ...THREE_DECIMAL.map((code) => [code, 3] as const),
]);

let cachedOverrides: { source: string; table: Map<string, number> } | undefined;

/** CURRENCY_EXPONENTS="XBT:8,CLF:4" adds or overrides entries (e.g. an operator's non-ISO play currency). */
export function configuredCurrencyExponents(): ReadonlyMap<string, number> {
  const source = process.env.CURRENCY_EXPONENTS?.trim() ?? "";
  if (cachedOverrides?.source === source) return cachedOverrides.table;
  const table = new Map<string, number>();
  for (const entry of source
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z]{3}):(\d{1,2})$/.exec(entry);
    const exponent = match ? Number(match[2]) : NaN;
    if (!match || exponent > MAX_EXPONENT) {
      throw new Error(`CURRENCY_EXPONENTS entry "${entry}" must look like XBT:8 (3 letters, 0–${MAX_EXPONENT} places)`);
    }
    table.set(match[1]!.toUpperCase(), exponent);
  }
  cachedOverrides = { source, table };
  return table;
}

export function currencyExponent(currency: string): number {
  const code = currency.toUpperCase();
  return configuredCurrencyExponents().get(code) ?? BUILT_IN.get(code) ?? DEFAULT_EXPONENT;
}
