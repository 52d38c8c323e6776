import "server-only";
import type { JurisdictionProfile } from "@/lib/contract/jurisdiction-profiles";
import { AppError } from "@/lib/base/errors";
import { formatMinorUnits, parseMinorUnits } from "@/lib/base/money/decimal-amount";

// The server's half of a jurisdiction profile for one spin (the page obeys the same profile but is never
// trusted): feature buy where forbidden and a stake above the currency's limit are refused before anything is
// debited or stored. The minimum time between spins is claim-spin-start.ts.

/** Feature buy and stake limit: checks of the request alone. Free rounds stake nothing of the player's, so no limit. */
export function checkSpinAgainstProfile(options: {
  profile: JurisdictionProfile;
  currency: string;
  exponent: number;
  stakeMinor: bigint;
  buyFeature: boolean;
  freeRound: boolean;
}): void {
  const { profile, currency, exponent } = options;
  if (options.buyFeature && !profile.featureBuyAllowed) {
    throw new AppError(
      "feature_buy_not_allowed",
      `Buying the feature is not allowed under the ${profile.code} jurisdiction profile`,
    );
  }
  const limit = profile.maxStake[currency];
  if (limit === undefined || options.freeRound) return;
  const limitMinor = parseMinorUnits(limit, exponent);
  if (options.stakeMinor > limitMinor) {
    throw new AppError(
      "stake_above_limit",
      `A stake of ${formatMinorUnits(options.stakeMinor, exponent)} ${currency} is above the ${profile.code} limit of ${formatMinorUnits(limitMinor, exponent)} ${currency} per spin`,
    );
  }
}
