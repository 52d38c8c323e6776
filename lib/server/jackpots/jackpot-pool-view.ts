import "server-only";
import type { JackpotScope, JackpotTierKind } from "@/lib/server/db/generated/client";
import type { Prisma } from "@/lib/server/db/prisma";

// A pool as the console and the operator API show it: its tiers with their amounts now. A tier's amount is what
// its applier folded in (the tier row) plus what its shards took since and its pending contributions, so it moves
// with every contribution without any read touching the spin's rows' locks.

export interface JackpotTierRecord {
  tierId: string;
  position: number;
  name: string;
  kind: JackpotTierKind;
  seedMinor: bigint;
  capMinor: bigint | null;
  /** Progressive: the chance per qualifying bet, exact decimal text; null for a mystery tier. */
  winProbability: string | null;
  /** Exact decimal text. */
  rate: string;
  reserveRate: string;
  cycle: number;
  /** The tier's amount now and its reserve, minor units of the pool currency. */
  amountMinor: bigint;
  reserveMinor: bigint;
  triggerHash: string | null;
}

export interface JackpotPoolRecord {
  poolId: string;
  title: string;
  scope: JackpotScope;
  games: string[];
  operatorIds: string[];
  currency: string;
  exponent: number;
  createdBy: string;
  createdAt: Date;
  tiers: JackpotTierRecord[];
}

interface LiveRow {
  tier_id: string;
  amount_minor: string;
  reserve_minor: string;
}

/** The pools of `poolIds`, in that order, with their tiers' amounts now. */
export async function jackpotPoolRecords(
  db: Prisma.TransactionClient,
  poolIds: string[],
): Promise<JackpotPoolRecord[]> {
  if (poolIds.length === 0) return [];
  const pools = await db.jackpotPool.findMany({
    where: { id: { in: poolIds } },
    include: { operators: { orderBy: { operatorId: "asc" } }, tiers: { orderBy: { position: "asc" } } },
  });
  const live = await db.$queryRaw<LiveRow[]>`
    SELECT t.id AS tier_id,
      (t.amount_minor + COALESCE(sh.pool_minor, 0) + COALESCE(pe.pool_minor, 0))::text AS amount_minor,
      (t.reserve_minor + COALESCE(sh.reserve_minor, 0) + COALESCE(pe.reserve_minor, 0))::text AS reserve_minor
    FROM jackpot_tiers t
    LEFT JOIN LATERAL (
      SELECT sum(pool_minor) AS pool_minor, sum(reserve_minor) AS reserve_minor FROM jackpot_tier_shards WHERE tier_id = t.id
    ) sh ON true
    LEFT JOIN LATERAL (
      SELECT sum(c.amount_minor - c.reserve_minor) AS pool_minor, sum(c.reserve_minor) AS reserve_minor
      FROM jackpot_pending_contributions p
      JOIN jackpot_contributions c ON c.round_id = p.round_id AND c.tier_id = p.tier_id
      WHERE p.tier_id = t.id
    ) pe ON true
    WHERE t.pool_id = ANY (${poolIds})`;
  const byTier = new Map(live.map((row) => [row.tier_id, row]));
  const byId = new Map(pools.map((pool) => [pool.id, pool]));
  return poolIds.flatMap((poolId) => {
    const pool = byId.get(poolId);
    if (!pool) return [];
    return [
      {
        poolId: pool.id,
        title: pool.title,
        scope: pool.scope,
        games: pool.gameSymbols,
        operatorIds: pool.operators.map((operator) => operator.operatorId),
        currency: pool.baseCurrency.trim(),
        exponent: pool.exponent,
        createdBy: pool.createdBy,
        createdAt: pool.createdAt,
        tiers: pool.tiers.map((tier) => {
          const now = byTier.get(tier.id);
          return {
            tierId: tier.id,
            position: tier.position,
            name: tier.name,
            kind: tier.kind,
            seedMinor: tier.seedMinor,
            capMinor: tier.capMinor,
            winProbability: tier.winProbability?.toFixed() ?? null,
            rate: tier.rate.toString(),
            reserveRate: tier.reserveRate.toString(),
            cycle: tier.cycle,
            amountMinor: BigInt(now?.amount_minor ?? tier.amountMinor),
            reserveMinor: BigInt(now?.reserve_minor ?? tier.reserveMinor),
            triggerHash: tier.triggerHash,
          };
        }),
      },
    ];
  });
}
