import { z } from "zod";
import type { Prisma } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import {
  launchSessionViewSelect,
  sessionStateWhere,
  toLaunchSessionView,
  type LaunchSessionView,
} from "./launch-session-view";
import { dateCursorPart, decodeCursor, pageRequestSchema, toPage, type Page } from "@/lib/base/paging";

const listLaunchSessionsSchema = pageRequestSchema.extend({
  operatorId: z.string().trim().max(64).nullish(),
  externalPlayerId: z.string().trim().max(128).nullish(),
  gameSymbol: z.string().trim().max(80).nullish(),
  state: z.enum(["active", "expired", "ended"]).nullish(),
});

export type ListLaunchSessionsOptions = z.input<typeof listLaunchSessionsSchema>;

/** Launch sessions newest first; active ones unless another state is asked for. gameSymbol also accepts a slug. */
export async function listLaunchSessions(options: ListLaunchSessionsOptions = {}): Promise<Page<LaunchSessionView>> {
  const input = parseInput(listLaunchSessionsSchema, options);
  const now = new Date();
  const conditions: Prisma.LaunchSessionWhereInput[] = [sessionStateWhere(input.state ?? "active", now)];
  if (input.operatorId) conditions.push({ operatorId: input.operatorId });
  if (input.externalPlayerId) conditions.push({ externalPlayerId: input.externalPlayerId });
  if (input.gameSymbol) conditions.push({ game: { OR: [{ symbol: input.gameSymbol }, { slug: input.gameSymbol }] } });
  if (input.after) {
    const [createdAt, id] = decodeCursor(input.after, 2);
    const at = dateCursorPart(createdAt!);
    conditions.push({ OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: id! } }] });
  }
  const rows = await prisma.launchSession.findMany({
    where: { AND: conditions },
    select: launchSessionViewSelect(now),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.first + 1,
  });
  return toPage(
    rows.map((row) => toLaunchSessionView(row, now)),
    input.first,
    (row) => [row.createdAt.toISOString(), row.id],
  );
}
