import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { reconciliationSettings } from "./reconciliation-settings";

// A spin's Idempotency-Key answers replays of that spin for RETENTION_IDEMPOTENCY_KEYS_HOURS (default 720 h, never
// less than the wallet's give-up time: reconciliationSettings refuses a shorter one). Past it, the key and request
// digest of a finished round are cleared — the round itself is kept (RETENTION_ROUNDS_MONTHS). Rounds and
// transactions are not deleted row by row here: at scale their retention drops whole monthly partitions
// (ARCHITECTURE.md, "Growing past one machine"). Bounded per pass, so one pass never holds locks for long.

const BATCH = 5_000;

/** Clears the idempotency keys past retention; returns how many rounds were cleared. */
export async function pruneIdempotencyKeys(options: { now?: Date } = {}): Promise<number> {
  const retentionMs = reconciliationSettings().idempotencyKeyRetentionHours * 3_600_000;
  const cutoff = new Date((options.now ?? new Date()).getTime() - retentionMs);
  return prisma.$executeRaw`
    UPDATE wallet_rounds SET idempotency_key = NULL, request_digest = NULL
    WHERE id IN (
      SELECT id FROM wallet_rounds
      WHERE idempotency_key IS NOT NULL AND created_at < ${cutoff.toISOString()}::timestamp(3) AND state IN ('settled', 'rejected', 'cancelled')
      LIMIT ${BATCH}
    )`;
}
