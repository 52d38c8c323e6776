import "server-only";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { prisma } from "@/lib/server/db/prisma";

// What the provider owes in its jackpots at this moment, per pool, tier and pool currency: every seed put in
// (the first and one per reseed) + every contribution taken − every win, read from the contribution and win ledgers
// (jackpot_contributions, jackpot_wins), not from the hot counters, so it is exact to the minor unit whatever the
// applier has folded yet. It equals the tier's amount now plus its reserve (jackpot-pool-view.ts).

export interface JackpotLiabilityRow {
  poolId: string;
  title: string;
  tierId: string;
  tier: string;
  currency: string;
  exponent: number;
  seedsMinor: bigint;
  contributionsMinor: bigint;
  winsMinor: bigint;
  liabilityMinor: bigint;
  /** Decimal text of liabilityMinor in the currency. */
  liability: string;
}

interface Row {
  pool_id: string;
  title: string;
  tier_id: string;
  tier: string;
  currency: string;
  exponent: number;
  seeds_minor: string;
  contributions_minor: string;
  wins_minor: string;
}

export async function getJackpotLiability(options: { poolId?: string } = {}): Promise<JackpotLiabilityRow[]> {
  const poolId = options.poolId ?? null;
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT p.id AS pool_id, p.title, t.id AS tier_id, t.name AS tier, p.base_currency::text AS currency, p.exponent,
      t.seeds_minor::text AS seeds_minor,
      COALESCE((SELECT sum(c.amount_minor) FROM jackpot_contributions c WHERE c.tier_id = t.id), 0)::text AS contributions_minor,
      COALESCE((SELECT sum(w.amount_minor) FROM jackpot_wins w WHERE w.tier_id = t.id), 0)::text AS wins_minor
    FROM jackpot_pools p JOIN jackpot_tiers t ON t.pool_id = p.id
    WHERE ${poolId}::text IS NULL OR p.id = ${poolId}
    ORDER BY p.created_at, p.id, t.position`;
  return rows.map((row) => {
    const seedsMinor = BigInt(row.seeds_minor);
    const contributionsMinor = BigInt(row.contributions_minor);
    const winsMinor = BigInt(row.wins_minor);
    const liabilityMinor = seedsMinor + contributionsMinor - winsMinor;
    return {
      poolId: row.pool_id,
      title: row.title,
      tierId: row.tier_id,
      tier: row.tier,
      currency: row.currency.trim(),
      exponent: Number(row.exponent),
      seedsMinor,
      contributionsMinor,
      winsMinor,
      liabilityMinor,
      liability: formatMinorUnits(liabilityMinor, Number(row.exponent)),
    };
  });
}
