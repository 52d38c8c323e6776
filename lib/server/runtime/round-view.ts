import "server-only";
import {
  roundOutcomeSchema,
  type RoundSummary,
  type RuntimeRound,
  type RuntimeRoundOutcome,
} from "@/lib/contract/runtime-api";
import type { RoundOutcome } from "@/lib/game/math/types";
import type { GameRound } from "@/lib/server/db/generated/client";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";

// A stored game round as the runtime API shows it; money as decimal text in the round's currency.

// The contract's outcome schema must describe exactly the engine's type (the contract cannot import the engine,
// so the check lives here, where both meet); this fails to compile if they drift apart.
type Equals<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const outcomeSchemaMatchesEngine: Equals<RuntimeRoundOutcome, RoundOutcome> = true;
void outcomeSchemaMatchesEngine;

export function roundSummaryView(
  round: Omit<GameRound, "outcome">,
  outcome: { boughtFeature: boolean; freeSpins: number },
): RoundSummary {
  const exponent = currencyExponent(round.currency);
  return {
    id: round.id,
    createdAt: round.createdAt.toISOString(),
    currency: round.currency,
    betLevel: round.betLevel,
    coinValue: round.coinValue,
    bet: formatMinorUnits(round.betMinor, exponent),
    win: formatMinorUnits(round.winMinor, exponent),
    winBeforeCap: round.winBeforeCapMinor === null ? null : formatMinorUnits(round.winBeforeCapMinor, exponent),
    boughtFeature: outcome.boughtFeature,
    freeSpins: outcome.freeSpins,
    freeRoundsAwardId: round.freeRoundsAwardId,
    rtpVariant: round.rtpVariant,
  };
}

export function roundView(round: GameRound): RuntimeRound {
  const parsed = roundOutcomeSchema.safeParse(round.outcome);
  if (!parsed.success)
    throw new AppError("internal_error", `Round ${round.id} has a stored outcome that cannot be read`);
  const outcome = parsed.data;
  const freeSpins = outcome.spins.filter((spin) => spin.phase === "free").length;
  return { ...roundSummaryView(round, { boughtFeature: outcome.boughtFeature, freeSpins }), outcome };
}
