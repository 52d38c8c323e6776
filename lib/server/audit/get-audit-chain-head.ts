import { prisma } from "@/lib/server/db/prisma";

/** The audit chain's last link: its seq (0 while the log is empty), hash and when that row was written. */
export interface AuditChainHead {
  seq: bigint;
  hash: string;
  at: Date | null;
}

/** Null only when someone deleted the head row the migration wrote (then nothing can be appended either). */
export async function getAuditChainHead(): Promise<AuditChainHead | null> {
  const head = await prisma.auditChainHead.findUnique({ where: { id: 1 } });
  return head ? { seq: head.seq, hash: head.hash, at: head.at } : null;
}
