import { z } from "zod";
import type { AuditLog, Prisma } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/server/validation/parse-input";
import { bigintCursorPart, decodeCursor, optionalDateSchema, pageRequestSchema, toPage, type Page } from "./paging";

const listAuditLogSchema = pageRequestSchema.extend({
  actor: z.string().trim().max(200).nullish(),
  action: z.string().trim().max(100).nullish(),
  targetType: z.string().trim().max(100).nullish(),
  targetId: z.string().trim().max(200).nullish(),
  since: optionalDateSchema,
  until: optionalDateSchema,
});

export type ListAuditLogOptions = z.input<typeof listAuditLogSchema>;

/**
 * Audit rows newest first. actor matches a substring; action is exact, or a prefix when it ends with a dot
 * ("operator." lists every operator action); since/until bound the time (inclusive / exclusive).
 */
export async function listAuditLog(options: ListAuditLogOptions = {}): Promise<Page<AuditLog>> {
  const input = parseInput(listAuditLogSchema, options);
  const where: Prisma.AuditLogWhereInput = {
    ...(input.actor ? { actor: { contains: input.actor, mode: "insensitive" } } : {}),
    ...(input.action ? { action: input.action.endsWith(".") ? { startsWith: input.action } : input.action } : {}),
    ...(input.targetType ? { targetType: input.targetType } : {}),
    ...(input.targetId ? { targetId: input.targetId } : {}),
    ...(input.since || input.until ? { at: { ...(input.since ? { gte: input.since } : {}), ...(input.until ? { lt: input.until } : {}) } } : {}),
    ...(input.after ? { id: { lt: bigintCursorPart(decodeCursor(input.after, 1)[0]!) } } : {}),
  };
  const rows = await prisma.auditLog.findMany({ where, orderBy: { id: "desc" }, take: input.first + 1 });
  return toPage(rows, input.first, (row) => [row.id.toString()]);
}
