import "server-only";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { prisma } from "@/lib/server/db/prisma";
import { mysteryTierRtp, progressiveTierRtp, type TierRtp } from "./jackpot-rtp";

// Each jackpot tier's RTP share per unit bet (jackpot-rtp.ts has the maths) with the games that feed its pool, for
// npm run math:report: a game's jackpot RTP is the sum over the tiers of every pool it feeds. A progressive tier's
// share needs the pool's mean qualifying bet: the one given, else the mean of the bets it has taken (converted to the
// pool currency at each contribution's recorded rate), else unknown.

export interface JackpotTierRtpRow {
  poolId: string;
  title: string;
  scope: "local" | "network";
  games: string[];
  currency: string;
  tierId: string;
  tier: string;
  kind: "mystery" | "progressive";
  rtp: TierRtp;
  /** Progressive: the mean bet used, decimal text in the pool currency (null: unknown); mystery: null. */
  meanBet: string | null;
  meanBetSource: "given" | "observed" | null;
}

interface BetRow {
  tier_id: string;
  currency: string;
  bets: string;
  bet_total: string;
}

/** `meanBet`: decimal text, the mean bet of every progressive tier in its pool's currency (instead of the observed). */
export async function getJackpotRtp(options: { meanBet?: string } = {}): Promise<JackpotTierRtpRow[]> {
  const pools = await prisma.jackpotPool.findMany({
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { tiers: { orderBy: { position: "asc" } } },
  });
  const progressiveIds = pools.flatMap((pool) =>
    pool.tiers.filter((tier) => tier.kind === "progressive").map((tier) => tier.id),
  );
  const betRows =
    options.meanBet === undefined && progressiveIds.length > 0
      ? await prisma.$queryRaw<BetRow[]>`
          SELECT tier_id, currency::text, count(*)::text AS bets, sum(bet_minor * COALESCE(exchange_rate, 1))::text AS bet_total
          FROM jackpot_contributions WHERE tier_id = ANY (${progressiveIds}) GROUP BY tier_id, currency`
      : [];
  return pools.flatMap((pool) =>
    pool.tiers.map((tier): JackpotTierRtpRow => {
      const rate = Number(tier.rate.toFixed());
      const common = {
        poolId: pool.id,
        title: pool.title,
        scope: pool.scope,
        games: pool.gameSymbols,
        currency: pool.baseCurrency.trim(),
        tierId: tier.id,
        tier: tier.name,
        kind: tier.kind,
      };
      if (tier.kind === "mystery")
        return {
          ...common,
          rtp: mysteryTierRtp({
            rate,
            reserveRate: Number(tier.reserveRate.toFixed()),
            seedMinor: Number(tier.seedMinor),
            capMinor: Number(tier.capMinor ?? tier.seedMinor),
          }),
          meanBet: null,
          meanBetSource: null,
        };
      let meanBetMinor: number | null =
        options.meanBet === undefined ? null : Number(options.meanBet) * 10 ** pool.exponent;
      if (meanBetMinor === null) {
        let bets = 0;
        let total = 0;
        for (const row of betRows.filter((line) => line.tier_id === tier.id)) {
          bets += Number(row.bets);
          total += Number(row.bet_total) * 10 ** (pool.exponent - currencyExponent(row.currency.trim()));
        }
        meanBetMinor = bets > 0 ? total / bets : null;
      }
      return {
        ...common,
        rtp: progressiveTierRtp({
          rate,
          seedMinor: Number(tier.seedMinor),
          winProbability: Number(tier.winProbability?.toFixed() ?? 0),
          meanBetMinor,
        }),
        meanBet: meanBetMinor === null ? null : formatMinorUnits(BigInt(Math.round(meanBetMinor)), pool.exponent),
        meanBetSource: meanBetMinor === null ? null : options.meanBet === undefined ? "observed" : "given",
      };
    }),
  );
}
