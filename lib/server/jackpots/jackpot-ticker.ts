import "server-only";
import { createHash } from "node:crypto";
import type { JackpotTickerUpdate } from "@/lib/contract/runtime-api";
import type { JackpotPoolRecord } from "./jackpot-pool-view";

// The ticker's shape on the wire: a broadcast channel per pool and the payload every update carries (the tiers'
// amounts now in the pool currency's minor units, converted by each page to its session currency).

/** The broadcast channel of a pool's ticker: "jackpot-" and a digest of its id (channels are lower case). */
export function jackpotTickerChannel(poolId: string): string {
  return `jackpot-${createHash("sha256").update(poolId).digest("hex").slice(0, 24)}`;
}

export function jackpotTickerUpdate(record: JackpotPoolRecord): JackpotTickerUpdate {
  return {
    kind: "jackpot_ticker",
    jackpotId: record.poolId,
    tiers: record.tiers.map((tier) => ({
      tier: tier.name,
      cycle: tier.cycle,
      amountMinor: tier.amountMinor.toString(),
    })),
  };
}
