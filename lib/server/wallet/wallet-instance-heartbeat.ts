import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import type { WalletConfig } from "./wallet-config";
import { walletInstanceId } from "./wallet-ids";

// Which app instances are alive, for crash recovery: a lease normally ends after the operator's call timeout plus a
// margin, but when its owner's heartbeat is stale the owner is dead and nobody needs to wait for that.

/** Records that this instance is alive (re-registering it if another instance took it for dead). */
export async function recordWalletInstanceHeartbeat(now = new Date()): Promise<void> {
  const id = walletInstanceId();
  await prisma.walletInstance.upsert({
    where: { id },
    create: { id, startedAt: now, heartbeatAt: now },
    update: { heartbeatAt: now },
  });
}

/** A stopping instance leaves the table; its finished calls hold no lease any more. */
export async function removeWalletInstance(): Promise<void> {
  await prisma.walletInstance.deleteMany({ where: { id: walletInstanceId() } });
}

/**
 * Removes instances whose heartbeat is older than the stale window and, in the same statement, ends the leases they
 * held on credits and rollbacks, so this pass can claim them. Returns how many leases were released. A falsely
 * declared death is safe: the row is re-sent with the same transaction_id (the operator's idempotency), and the
 * old sender's late update is refused because it no longer holds the lease.
 */
export async function releaseLeasesOfDeadInstances(config: WalletConfig, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - config.instanceStaleMs);
  const released = await prisma.$queryRaw<{ id: string }[]>`
    WITH dead AS (
      DELETE FROM wallet_instances WHERE heartbeat_at < ${cutoff} AND id <> ${walletInstanceId()} RETURNING id
    )
    UPDATE wallet_transactions AS t
       SET lease_owner = NULL, lease_until = NULL, updated_at = ${now}
      FROM dead
     WHERE left(t.lease_owner, length(dead.id) + 1) = dead.id || ':'
       AND t.type IN ('credit', 'rollback')
       AND t.state IN ('pending', 'unknown')
    RETURNING t.id`;
  return released.length;
}
