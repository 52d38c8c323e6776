import { z } from "zod";
import type { AuditLog, Prisma } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import {
  bigintCursorPart,
  decodeCursor,
  optionalDateSchema,
  pageRequestSchema,
  toPage,
  type Page,
} from "@/lib/base/paging";

const listAuditLogSchema = pageRequestSchema.extend({
  actor: z.string().trim().max(200).nullish(),
  action: z.string().trim().max(100).nullish(),
  targetType: z.string().trim().max(100).nullish(),
  targetId: z.string().trim().max(200).nullish(),
  /** Only the actions of this operator's back-office users (actor operator:<user id>). */
  operatorUsersOf: z.string().trim().max(100).nullish(),
  since: optionalDateSchema,
  until: optionalDateSchema,
});

export type ListAuditLogOptions = z.input<typeof listAuditLogSchema>;

/**
 * An audit row with its target named as staff know it: a key by its prefix, a staff account by its email, a
 * free-rounds campaign by "<operator>/<campaign id>", a back-office user by "<email> (<operator>)".
 */
export type AuditEntryView = AuditLog & { targetLabel: string | null };

async function withTargetLabels(rows: AuditLog[]): Promise<AuditEntryView[]> {
  const idsOf = (type: string) => [
    ...new Set(rows.filter((row) => row.targetType === type && row.targetId).map((row) => row.targetId!)),
  ];
  const keyIds = idsOf("api_key");
  const staffIds = idsOf("staff_user");
  const campaignIds = idsOf("free_rounds_campaign");
  const operatorUserIds = idsOf("operator_user");
  const [keys, staff, campaigns, operatorUsers] = await Promise.all([
    keyIds.length ? prisma.apiKey.findMany({ where: { id: { in: keyIds } }, select: { id: true, prefix: true } }) : [],
    staffIds.length
      ? prisma.staffUser.findMany({ where: { id: { in: staffIds } }, select: { id: true, email: true } })
      : [],
    campaignIds.length
      ? prisma.freeRoundsCampaign.findMany({
          where: { id: { in: campaignIds } },
          select: { id: true, operatorId: true, campaignId: true },
        })
      : [],
    operatorUserIds.length
      ? prisma.operatorUser.findMany({
          where: { id: { in: operatorUserIds } },
          select: { id: true, operatorId: true, email: true },
        })
      : [],
  ]);
  const labels = new Map<string, string>([
    ...keys.map((key): [string, string] => [`api_key:${key.id}`, `${key.prefix}…`]),
    ...staff.map((user): [string, string] => [`staff_user:${user.id}`, user.email]),
    ...campaigns.map((campaign): [string, string] => [
      `free_rounds_campaign:${campaign.id}`,
      `${campaign.operatorId}/${campaign.campaignId}`,
    ]),
    ...operatorUsers.map((user): [string, string] => [
      `operator_user:${user.id}`,
      `${user.email} (${user.operatorId})`,
    ]),
  ]);
  return rows.map((row) => ({ ...row, targetLabel: labels.get(`${row.targetType}:${row.targetId}`) ?? null }));
}

/**
 * Audit rows newest first. actor matches a substring; operatorUsersOf keeps the actions of one operator's back-office
 * users; action is exact, or a prefix when it ends with a dot
 * ("operator." lists every operator action); since/until bound the time (inclusive / exclusive).
 */
export async function listAuditLog(options: ListAuditLogOptions = {}): Promise<Page<AuditEntryView>> {
  const input = parseInput(listAuditLogSchema, options);
  // Operator users act as "operator:<user id>" (the back office's actor); a user of the operator, past or present.
  const operatorUserActors = input.operatorUsersOf
    ? (await prisma.operatorUser.findMany({ where: { operatorId: input.operatorUsersOf }, select: { id: true } })).map(
        (user) => `operator:${user.id}`,
      )
    : null;
  const where: Prisma.AuditLogWhereInput = {
    ...(input.actor ? { actor: { contains: input.actor, mode: "insensitive" } } : {}),
    ...(operatorUserActors ? { AND: [{ actor: { in: operatorUserActors } }] } : {}),
    ...(input.action ? { action: input.action.endsWith(".") ? { startsWith: input.action } : input.action } : {}),
    ...(input.targetType ? { targetType: input.targetType } : {}),
    ...(input.targetId ? { targetId: input.targetId } : {}),
    ...(input.since || input.until
      ? { at: { ...(input.since ? { gte: input.since } : {}), ...(input.until ? { lt: input.until } : {}) } }
      : {}),
    ...(input.after ? { id: { lt: bigintCursorPart(decodeCursor(input.after, 1)[0]!) } } : {}),
  };
  const rows = await prisma.auditLog.findMany({ where, orderBy: { id: "desc" }, take: input.first + 1 });
  const page = toPage(rows, input.first, (row) => [row.id.toString()]);
  return { ...page, items: await withTargetLabels(page.items) };
}
