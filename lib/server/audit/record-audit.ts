import { z } from "zod";
import type { Prisma } from "@/lib/server/db/prisma";

// Every staff action leaves one audit row (who, what, which target, state before and after). Callers pass their
// transaction client so the row commits or rolls back together with the change it describes. The database hash-chains
// each row as it is inserted (the audit_log_chain trigger, docs/decisions.md): that locks the chain head until the
// transaction ends, so record the audit as the transaction's last write.

/** Who acted, e.g. "cli:alice", "console:bob@example.com", "system:seed". */
export const actorSchema = z.string().trim().min(1, "actor is required").max(200);

export type AuditTarget = { type: string; id?: string | null };

export interface RecordAuditOptions {
  db: Prisma.TransactionClient;
  actor: string;
  action: string;
  target: AuditTarget;
  before?: unknown;
  after?: unknown;
}

/** JSON-safe copy: Dates become ISO text (their toJSON), BigInts become decimal text, undefined fields vanish. */
function toAuditJson(value: unknown): Prisma.InputJsonValue | undefined {
  if (value === undefined || value === null) return undefined;
  const text = JSON.stringify(value, (_key, item: unknown) => (typeof item === "bigint" ? item.toString() : item));
  return JSON.parse(text) as Prisma.InputJsonValue;
}

export async function recordAudit(options: RecordAuditOptions): Promise<void> {
  await options.db.auditLog.create({
    data: {
      actor: options.actor,
      action: options.action,
      targetType: options.target.type,
      targetId: options.target.id ?? null,
      before: toAuditJson(options.before),
      after: toAuditJson(options.after),
    },
  });
}
