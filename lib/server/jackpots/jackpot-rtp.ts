// What a jackpot tier returns to players per unit bet (its RTP share), for npm run math:report (get-jackpot-rtp.ts)
// and docs/decisions.md. Pure maths: amounts in minor units of the pool currency, shares as numbers.
//
// Every contribution is paid out to a player eventually (a tier's amount and its reserve are only ever won), so the
// contribution rate r is RTP as it stands. On top of that the provider puts in one seed S per cycle (the first at
// creation, one at every reseed; the reserve carried into the next start is players' money, already in r). Over many
// cycles (renewal-reward) the provider's share per unit bet is S / E[bets per cycle], bets in pool money:
//
// PROGRESSIVE, probability p per qualifying bet: a cycle lasts 1/p bets on average (geometric), E[bets per cycle] =
// E[b] / p, so the tier's RTP is r + p x S / E[b]. E[b] is the pool's mean qualifying bet in its currency: with a
// flat probability a bet of size b expects p x S + r x E[b] back, so smaller bets get more per unit than larger
// ones; the figure is the pool's average.
//
// MYSTERY, cap C, reserve share q: the pot grows by r(1 - q) per unit bet from its start A = S + reserve carried, and
// the trigger T is uniform on [A + 1, C], so E[T - A | A] = (C + 1 - A) / 2 and E[bets per cycle] = E[T - A] /
// (r(1 - q)). The reserve carried is what the last cycle put aside, r q x its bets, so in steady state E[A] = S + r q
// E[B]; solving E[B] r (1 - q) = (C + 1 - S - r q E[B]) / 2 gives E[B] = (C + 1 - S) / (r (2 - q)), and the tier's
// RTP is r + S r (2 - q) / (C + 1 - S), whatever the bet sizes. It assumes each start stays below the cap (always so
// for q <= 1/2) and ignores the winning contribution's overshoot past its trigger (small against C - S).
//
// Both ignore the rounding down of each contribution to the minor unit (they are upper bounds by less than one minor
// unit per bet) and, for network pools, movements of the staff rates between a bet and the win: RTP is a ratio, so
// the currency does not matter otherwise.

export interface TierRtp {
  /** r: the contribution rate, all of it paid out eventually. */
  contribution: number;
  /** The provider's seed money per unit bet; null when it cannot be known (a progressive tier with no mean bet). */
  seed: number | null;
  /** contribution + seed, or null with seed. */
  total: number | null;
}

const withSeed = (contribution: number, seed: number | null): TierRtp => ({
  contribution,
  seed,
  total: seed === null ? null : contribution + seed,
});

/** r + p x S / E[b]; `meanBetMinor` null (no bets known): the seed share is unknown. */
export function progressiveTierRtp(options: {
  rate: number;
  seedMinor: number;
  winProbability: number;
  meanBetMinor: number | null;
}): TierRtp {
  const { rate, seedMinor, winProbability, meanBetMinor } = options;
  return withSeed(
    rate,
    meanBetMinor === null || meanBetMinor <= 0 ? null : (winProbability * seedMinor) / meanBetMinor,
  );
}

/** r + S r (2 - q) / (C + 1 - S). */
export function mysteryTierRtp(options: {
  rate: number;
  reserveRate: number;
  seedMinor: number;
  capMinor: number;
}): TierRtp {
  const { rate, reserveRate, seedMinor, capMinor } = options;
  return withSeed(rate, (seedMinor * rate * (2 - reserveRate)) / (capMinor + 1 - seedMinor));
}
