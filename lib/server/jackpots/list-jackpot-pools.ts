import "server-only";
import type { JackpotView } from "@/lib/contract/jackpots-api";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { prisma } from "@/lib/server/db/prisma";
import { jackpotPoolRecords, type JackpotPoolRecord } from "./jackpot-pool-view";

// Jackpot pools, oldest first: every pool for staff (the console's jackpotPools), or the pools an operator's players
// feed (the operator API's GET /jackpots), each with its tiers' amounts now.

export async function listJackpotPools(options: { operatorId?: string } = {}): Promise<JackpotPoolRecord[]> {
  const pools = await prisma.jackpotPool.findMany({
    where: options.operatorId === undefined ? {} : { operators: { some: { operatorId: options.operatorId } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return jackpotPoolRecords(
    prisma,
    pools.map((pool) => pool.id),
  );
}

/** A pool in the operator API's shape. */
export function jackpotView(record: JackpotPoolRecord): JackpotView {
  return {
    jackpot_id: record.poolId,
    title: record.title,
    kind: record.scope,
    games: record.games,
    tiers: record.tiers.map((tier) => ({
      tier: tier.name,
      kind: tier.kind,
      amount: formatMinorUnits(tier.amountMinor, record.exponent),
      currency: record.currency,
      trigger_hash: tier.triggerHash,
    })),
  };
}
