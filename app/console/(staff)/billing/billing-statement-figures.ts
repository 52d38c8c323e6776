// The rows of a monthly statement as staff read it (figures down, currencies across), shared by the console page
// and the printable page so both say the same thing.

import { graphql } from "@/graphql/generated/client";
import type {
  FreeRoundsCostTreatment,
  PromotionCostTreatment,
  ShareFiguresFragment,
  StatementLineFiguresFragment,
} from "@/graphql/generated/client/graphql";

export const TREATMENT_LABEL: Record<FreeRoundsCostTreatment, string> = {
  deducted: "Deducted from GGR",
  not_deducted: "Not deducted",
};

// Who pays the prizes under each choice: deducted, the provider bears its share of them; not, the operator all.
export const PROMOTION_TREATMENT_LABEL: Record<PromotionCostTreatment, string> = {
  deducted: "Deducted from GGR (prizes shared with the provider)",
  not_deducted: "Not deducted (operator pays the prizes)",
};

// The figures of a statement line and of a share as the billing page queries them; the printable page passes the
// service's own statement (the same fields), so both read the figures one way.
export const StatementLineFiguresFields = graphql(`
  fragment StatementLineFigures on MonthlyStatementLine {
    currency
    rounds
    bets
    wins
    ggr
    freeRounds
    freeRoundsCost
    rolledBackRounds
    rolledBack
    promotionCost
    jackpotContributions
    jackpotWins
    billableGgr
    amountDue
    amountDueBasis
  }
`);

export const ShareFiguresFields = graphql(`
  fragment ShareFigures on RevenueShare {
    effectiveFrom
    percent
    freeRoundsCostTreatment
    promotionCostTreatment
  }
`);

type FigureKey =
  | "rounds"
  | "bets"
  | "wins"
  | "ggr"
  | "freeRoundsCost"
  | "rolledBack"
  | "promotionCost"
  | "jackpotContributions"
  | "jackpotWins"
  | "billableGgr"
  | "share"
  | "amountDue";

export const STATEMENT_FIGURES: { key: FigureKey; label: string; hint: string }[] = [
  { key: "rounds", label: "Paid rounds", hint: "Paid rounds settled" },
  { key: "bets", label: "Bets", hint: "Bets of paid rounds settled" },
  { key: "wins", label: "Wins", hint: "Wins of paid rounds settled" },
  {
    key: "jackpotContributions",
    label: "Jackpot contributions",
    hint: "Shares of the paid rounds' bets put into jackpot pools (the players' money the pools hold); taken off GGR",
  },
  { key: "ggr", label: "GGR", hint: "Bets − wins − jackpot contributions" },
  {
    key: "jackpotWins",
    label: "Jackpot wins",
    hint: "Jackpot wins paid to the operator's players: paid from the pools, so not in wins nor GGR",
  },
  { key: "freeRoundsCost", label: "Free-rounds cost", hint: "What free rounds paid (count in brackets)" },
  {
    key: "rolledBack",
    label: "Rolled back",
    hint: "Bets of paid rounds cancelled (count in brackets); not in bets, shown for information",
  },
  {
    key: "promotionCost",
    label: "Promotion cost",
    hint: "Prizes of tournaments and prize drops paid to the operator's players; deducted from GGR when the share says so",
  },
  {
    key: "billableGgr",
    label: "Billable GGR",
    hint: "GGR, less the free-rounds cost and the promotion cost, each when the share deducts it",
  },
  { key: "share", label: "Share", hint: "The revenue share in effect for the month" },
  {
    key: "amountDue",
    label: "Amount due",
    hint: "Billable GGR × share, rounded half-up to the minor unit; 0 when billable GGR is negative",
  },
];

/** One cell: an amount with its currency, a count, or a note on why there is no amount. */
export function lineFigure(
  line: StatementLineFiguresFragment,
  key: FigureKey,
  share: ShareFiguresFragment | null | undefined,
): string {
  switch (key) {
    case "rounds":
      return line.rounds;
    case "freeRoundsCost":
      return `${line.freeRoundsCost} (${line.freeRounds})`;
    case "rolledBack":
      return `${line.rolledBack} (${line.rolledBackRounds})`;
    case "share":
      return share ? `${share.percent} %` : "—";
    case "billableGgr":
      return line.billableGgr ?? "—";
    case "amountDue":
      if (line.amountDueBasis === "no_revenue_share") return "no share set";
      return line.amountDueBasis === "negative_ggr_not_billed"
        ? `${line.amountDue} (negative GGR not billed)`
        : (line.amountDue ?? "—");
    default:
      return line[key];
  }
}

/**
 * "12.50 % of GGR less the free-rounds and promotion costs, effective from 2026-01", naming a cost the share does not
 * deduct, or the absence of a share.
 */
export function shareSummary(share: ShareFiguresFragment | null | undefined): string {
  if (!share) return "No revenue share in effect for this month: set one below.";
  const freeRounds = share.freeRoundsCostTreatment === "deducted";
  const promotion = share.promotionCostTreatment === "deducted";
  const base =
    freeRounds && promotion
      ? "GGR less the free-rounds and promotion costs"
      : freeRounds
        ? "GGR less the free-rounds cost (promotion cost not deducted)"
        : promotion
          ? "GGR less the promotion cost (free-rounds cost not deducted)"
          : "GGR as is (free-rounds and promotion costs not deducted)";
  return `${share.percent} % of ${base}, effective from ${share.effectiveFrom}`;
}
