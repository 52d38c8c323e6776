import "server-only";
import { roundOutcomeSchema, type RoundSummary, type RuntimeRound } from "@/lib/contract/runtime-api";
import type { GameRound } from "@/lib/server/db/generated/client";
import { AppError } from "@/lib/server/errors";
import { currencyExponent } from "@/lib/server/money/currency-exponent";
import { formatMinorUnits } from "@/lib/server/money/decimal-amount";

// A stored game round as the runtime API shows it; money as decimal text in the round's currency.

export function roundSummaryView(round: Omit<GameRound, "outcome">, outcome: { boughtFeature: boolean; freeSpins: number }): RoundSummary {
  const exponent = currencyExponent(round.currency);
  return {
    id: round.id,
    createdAt: round.createdAt.toISOString(),
    currency: round.currency,
    betLevel: round.betLevel,
    coinValue: round.coinValue,
    bet: formatMinorUnits(round.betMinor, exponent),
    win: formatMinorUnits(round.winMinor, exponent),
    boughtFeature: outcome.boughtFeature,
    freeSpins: outcome.freeSpins,
  };
}

export function roundView(round: GameRound): RuntimeRound {
  const parsed = roundOutcomeSchema.safeParse(round.outcome);
  if (!parsed.success) throw new AppError("internal_error", `Round ${round.id} has a stored outcome that cannot be read`);
  const outcome = parsed.data;
  const freeSpins = outcome.spins.filter((spin) => spin.phase === "free").length;
  return { ...roundSummaryView(round, { boughtFeature: outcome.boughtFeature, freeSpins }), outcome };
}
