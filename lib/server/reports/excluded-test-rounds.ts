import "server-only";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import type { Db } from "@/lib/server/db/prisma";

// What the revenue report and the monthly statement leave out because it was a test account's (wallet_rounds.test,
// lib/server/players/mark-test-account.ts), so each can say so: "N test-account rounds excluded". Read from the
// rounds themselves (few, through the partial index wallet_rounds_test_created_at), by the rollups' rule of which
// rounds count: settled rounds, by when each was created.

export interface ExcludedTestRounds {
  currency: string;
  /** Settled test rounds, paid and free. */
  rounds: number;
  /** The paid test rounds' bets and every test round's wins, decimal text in the currency. */
  bet: string;
  win: string;
}

export interface ExcludedTestRoundsFilter {
  from: Date;
  to: Date;
  operatorId?: string | null;
  gameSymbol?: string | null;
  providerId?: string | null;
  currency?: string | null;
}

/** The test rounds of a window per currency (the report's filter applies), by currency code. */
export async function listExcludedTestRounds(db: Db, filter: ExcludedTestRoundsFilter): Promise<ExcludedTestRounds[]> {
  const values: unknown[] = [filter.from.toISOString(), filter.to.toISOString()];
  const add = (value: unknown) => `$${values.push(value)}`;
  const conditions = [
    filter.operatorId ? `operator_id = ${add(filter.operatorId)}` : null,
    filter.gameSymbol ? `game_symbol = ${add(filter.gameSymbol)}` : null,
    filter.providerId
      ? `game_symbol IN (SELECT symbol FROM games WHERE provider_id = ${add(filter.providerId)})`
      : null,
    filter.currency ? `currency = ${add(filter.currency)}::bpchar` : null,
  ].filter((condition) => condition !== null);
  const rows = await db.$queryRawUnsafe<{ currency: string; rounds: string; bet_minor: string; win_minor: string }[]>(
    `SELECT currency::text AS currency, count(*)::text AS rounds,
        coalesce(sum(bet_minor) FILTER (WHERE debit_transaction_id IS NOT NULL), 0)::text AS bet_minor,
        coalesce(sum(win_minor), 0)::text AS win_minor
      FROM wallet_rounds
      WHERE test AND state = 'settled' AND created_at >= $1::timestamp(3) AND created_at < $2::timestamp(3)
        ${conditions.map((condition) => `AND ${condition}`).join(" ")}
      GROUP BY 1 ORDER BY 1`,
    ...values,
  );
  return rows.map((row) => {
    const currency = row.currency.trim();
    const exponent = currencyExponent(currency);
    return {
      currency,
      rounds: Number(row.rounds),
      bet: formatMinorUnits(BigInt(row.bet_minor), exponent),
      win: formatMinorUnits(BigInt(row.win_minor), exponent),
    };
  });
}
