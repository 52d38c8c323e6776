import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { parseInput } from "@/lib/base/parse-input";
import { toCsv } from "@/lib/base/csv";
import { prisma } from "@/lib/server/db/prisma";
import { requireOperator } from "@/lib/server/operators/require-operator";
import { paidPrizeWhere } from "@/lib/server/reports/promotion-cost";
import { operatorJackpotMoney } from "@/lib/server/reports/jackpot-money";
import { listExcludedTestRounds, type ExcludedTestRounds } from "@/lib/server/reports/excluded-test-rounds";
import { amountDueMinor, billableGgrMinor, ggrMinor, type AmountDueBasis } from "./billing-maths";
import { findRevenueShareForMonth } from "./find-revenue-share-for-month";
import { formatMonth, nextMonth, parseMonth } from "@/lib/server/reports/report-month";
import { parsePercentHundredths, toRevenueShareView, type RevenueShareView } from "./revenue-share-fields";

// One operator's month (UTC) from the hourly revenue rollups, per currency (never summed across currencies):
// rounds, bets and wins of paid rounds settled, the jackpot contributions of those rounds and the jackpot wins paid
// (reports/jackpot-money.ts, in the rounds' currency), GGR = bets − wins − jackpot contributions (docs/reports.md
// "Jackpots": the contributions are the players' money held in the pools, the wins are paid from them), the
// free-rounds cost (what free rounds paid), the paid rounds rolled back (their bets are not in bets: shown for
// information), the promotion cost (prizes the wallet acknowledged in the month, reports/promotion-cost.ts), then the billable GGR under the share's free-rounds
// and promotion cost treatments (each cost deducted or not, billing-maths.ts), and the amount due = billable GGR ×
// share, half-up to the minor unit.
// A billable GGR below zero owes 0; the negative figure is shown on the line and is not carried into later months.
// The CSV is the canonical text and content_hash its SHA-256, as the daily reconciliation statements do.
// Test accounts' rounds are in no line (the rollups skip them); the statement lists them apart (excludedTestRounds).

export const MONTHLY_STATEMENT_COLUMNS = [
  "operator_id",
  "month",
  "currency",
  "rounds",
  "bets",
  "wins",
  "ggr",
  "free_rounds",
  "free_rounds_cost",
  "rolled_back_rounds",
  "rolled_back",
  "promotion_cost",
  "jackpot_contributions",
  "jackpot_wins",
  "free_rounds_cost_treatment",
  "promotion_cost_treatment",
  "billable_ggr",
  "share_percent",
  "amount_due",
  "amount_due_basis",
] as const;

export interface MonthlyStatementLine {
  currency: string;
  /** Decimal places of the currency's minor unit. */
  exponent: number;
  /** Counts as decimal text (a month can pass 2^31). */
  rounds: string;
  freeRounds: string;
  rolledBackRounds: string;
  /** Amounts as decimal text in the currency. */
  bets: string;
  wins: string;
  ggr: string;
  freeRoundsCost: string;
  rolledBack: string;
  /** What promotions paid this operator's players in the month (prize credits acknowledged). */
  promotionCost: string;
  /** The rounds' shares taken into jackpot pools, in this currency (taken off GGR). */
  jackpotContributions: string;
  /** Jackpot wins paid to this operator's players in this currency (paid from the pools: not in wins nor GGR). */
  jackpotWins: string;
  /** Null without a revenue share for the month. */
  billableGgr: string | null;
  amountDue: string | null;
  amountDueBasis: AmountDueBasis;
}

export interface MonthlyStatement {
  operatorId: string;
  operatorName: string;
  /** "YYYY-MM". */
  month: string;
  from: Date;
  to: Date;
  /** The share in effect for the month, or null when none was set by then. */
  revenueShare: RevenueShareView | null;
  /** One line per currency with activity, by currency code. */
  lines: MonthlyStatementLine[];
  /** Test accounts' rounds of the month per currency: in none of the lines (nor the CSV, which has only the lines). */
  excludedTestRounds: ExcludedTestRounds[];
  contentHash: string;
}

const EMPTY_SUMS = {
  rounds: null,
  betMinor: null,
  winMinor: null,
  freeRounds: null,
  freeRoundsWinMinor: null,
  rolledBackRounds: null,
  rolledBackMinor: null,
};

const getMonthlyStatementSchema = z.object({ operatorId: z.string().trim().min(1).max(200) });

export async function getMonthlyStatement(options: {
  operatorId: string;
  month: string;
}): Promise<{ statement: MonthlyStatement; csv: string }> {
  const { operatorId } = parseInput(getMonthlyStatementSchema, options);
  const from = parseMonth(options.month);
  if (from.getTime() > Date.now())
    throw new AppError("invalid_month", "month must not be in the future", { fields: { month: "Not in the future" } });
  const to = nextMonth(from);
  const operator = await requireOperator(prisma, operatorId);
  const [share, groups, prizes, jackpots, excludedTestRounds] = await Promise.all([
    findRevenueShareForMonth(prisma, { operatorId, monthStart: from }),
    prisma.revenueHourlyRollup.groupBy({
      by: ["currency"],
      where: { operatorId, hour: { gte: from, lt: to } },
      _sum: {
        rounds: true,
        betMinor: true,
        winMinor: true,
        freeRounds: true,
        freeRoundsWinMinor: true,
        rolledBackRounds: true,
        rolledBackMinor: true,
      },
    }),
    prisma.walletTransaction.groupBy({
      by: ["currency"],
      where: { operatorId, ...paidPrizeWhere({ from, to }) },
      _sum: { amountMinor: true },
    }),
    operatorJackpotMoney(prisma, { operatorId, from, to }),
    listExcludedTestRounds(prisma, { operatorId, from, to }),
  ]);
  const promotionCostOf = new Map(prizes.map((row) => [row.currency.trim(), row._sum.amountMinor ?? 0n]));
  // A currency that only paid prizes or jackpot wins in the month still has its line.
  for (const currency of new Set([...promotionCostOf.keys(), ...jackpots.keys()]))
    if (!groups.some((group) => group.currency.trim() === currency)) groups.push({ currency, _sum: EMPTY_SUMS });
  const revenueShare = share ? toRevenueShareView(share) : null;
  const percentHundredths = revenueShare ? parsePercentHundredths(revenueShare.percent) : null;
  const lines = groups
    .map((group) => ({ ...group, currency: group.currency.trim() }))
    .sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0))
    .map(({ currency, _sum: sum }): MonthlyStatementLine => {
      const exponent = currencyExponent(currency);
      const money = (minor: bigint) => formatMinorUnits(minor, exponent);
      const bets = sum.betMinor ?? 0n;
      const wins = sum.winMinor ?? 0n;
      const freeRoundsCost = sum.freeRoundsWinMinor ?? 0n;
      const jackpot = jackpots.get(currency) ?? { contributionsMinor: 0n, winsMinor: 0n };
      const ggr = ggrMinor({ betsMinor: bets, winsMinor: wins, jackpotContributionsMinor: jackpot.contributionsMinor });
      const promotionCost = promotionCostOf.get(currency) ?? 0n;
      const billable = revenueShare
        ? billableGgrMinor(ggr, {
            freeRoundsCostMinor: freeRoundsCost,
            freeRoundsCostTreatment: revenueShare.freeRoundsCostTreatment,
            promotionCostMinor: promotionCost,
            promotionCostTreatment: revenueShare.promotionCostTreatment,
          })
        : null;
      const due = billable !== null && percentHundredths !== null ? amountDueMinor(billable, percentHundredths) : null;
      return {
        currency,
        exponent,
        rounds: String(sum.rounds ?? 0n),
        freeRounds: String(sum.freeRounds ?? 0n),
        rolledBackRounds: String(sum.rolledBackRounds ?? 0n),
        bets: money(bets),
        wins: money(wins),
        ggr: money(ggr),
        freeRoundsCost: money(freeRoundsCost),
        rolledBack: money(sum.rolledBackMinor ?? 0n),
        promotionCost: money(promotionCost),
        jackpotContributions: money(jackpot.contributionsMinor),
        jackpotWins: money(jackpot.winsMinor),
        billableGgr: billable === null ? null : money(billable),
        amountDue: due ? money(due.amountMinor) : null,
        amountDueBasis: due ? due.basis : "no_revenue_share",
      };
    });
  const csv = monthlyStatementCsv({ operatorId, month: formatMonth(from), revenueShare, lines });
  const statement: MonthlyStatement = {
    operatorId,
    operatorName: operator.name,
    month: formatMonth(from),
    from,
    to,
    revenueShare,
    lines,
    excludedTestRounds,
    contentHash: createHash("sha256").update(csv, "utf8").digest("hex"),
  };
  return { statement, csv };
}

/** A header line of the column names, then one line per currency; fields joined by commas, lines ending in \n (lib/base/csv.ts). */
function monthlyStatementCsv(
  statement: Pick<MonthlyStatement, "operatorId" | "month" | "revenueShare" | "lines">,
): string {
  const rows = statement.lines.map((line) => [
    statement.operatorId,
    statement.month,
    line.currency,
    line.rounds,
    line.bets,
    line.wins,
    line.ggr,
    line.freeRounds,
    line.freeRoundsCost,
    line.rolledBackRounds,
    line.rolledBack,
    line.promotionCost,
    line.jackpotContributions,
    line.jackpotWins,
    statement.revenueShare?.freeRoundsCostTreatment ?? "",
    statement.revenueShare?.promotionCostTreatment ?? "",
    line.billableGgr ?? "",
    statement.revenueShare?.percent ?? "",
    line.amountDue ?? "",
    line.amountDueBasis,
  ]);
  return toCsv([MONTHLY_STATEMENT_COLUMNS, ...rows], { lineEnd: "\n" });
}
