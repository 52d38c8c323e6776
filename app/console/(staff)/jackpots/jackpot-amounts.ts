// Exact arithmetic on the decimal text the jackpot API answers (amounts are money, rates exact shares): no floating
// point, so a total and a percentage read to the last digit as the server keeps them.

/** The sum of decimal texts ("100.00", "0.5", "-3"), with as many decimals as the most precise of them. */
export function sumDecimals(values: string[]): string {
  const scale = Math.max(0, ...values.map((value) => (value.split(".")[1] ?? "").length));
  const total = values.reduce((sum, value) => {
    const negative = value.startsWith("-");
    const [whole = "0", fraction = ""] = (negative ? value.slice(1) : value).split(".");
    const units = BigInt(whole + fraction.padEnd(scale, "0"));
    return sum + (negative ? -units : units);
  }, 0n);
  const digits = (total < 0n ? -total : total).toString().padStart(scale + 1, "0");
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return total < 0n ? `-${text}` : text;
}

/** A share as a percentage, exactly: "0.0125" → "1.25 %"; text that is not a plain decimal is shown as it is. */
export function percentOf(share: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(share);
  if (!match) return share;
  const fraction = (match[2] ?? "").padEnd(2, "0");
  const whole = BigInt(match[1]! + fraction.slice(0, 2)).toString();
  const rest = fraction.slice(2).replace(/0+$/, "");
  return `${rest ? `${whole}.${rest}` : whole} %`;
}
