import "server-only";
import {
  FREE_ROUNDS_LIST_DEFAULT_LIMIT,
  type AWARD_STATES,
  type PlayerAwardView,
} from "@/lib/contract/free-rounds-api";
import { dateCursorPart, decodeCursor, toPage, type Page } from "@/lib/base/paging";
import type { Prisma } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";
import { toPlayerAwardView } from "./campaign-view";

// A player's awards over all of the operator's campaigns, a page at a time. By default those that can still be
// played — active awards of active, unexpired campaigns — soonest expiry first; with another state (or all) the
// player's history, newest first. "expired" is derived from the campaign's expires_at, as on every read. Keyset
// paging on the operator's (operator_id, external_player_id, …) index: a player has a handful of awards per campaign.

export type AwardStateFilter = (typeof AWARD_STATES)[number] | "all";

export async function listPlayerAwards(options: {
  operatorId: string;
  externalPlayerId: string;
  state?: AwardStateFilter;
  cursor?: string;
  /** 1…200 (the route checks); default 100. */
  limit?: number;
}): Promise<Page<PlayerAwardView>> {
  const { operatorId, externalPlayerId } = options;
  const state = options.state ?? "active";
  const limit = options.limit ?? FREE_ROUNDS_LIST_DEFAULT_LIMIT;
  const now = new Date();
  const soonestExpiryFirst = state === "active";
  const conditions: Prisma.FreeRoundsAwardWhereInput[] = [{ operatorId, externalPlayerId }, stateWhere(state, now)];
  if (options.cursor) conditions.push(soonestExpiryFirst ? afterByExpiry(options.cursor) : afterNewest(options.cursor));
  const awards = await prisma.freeRoundsAward.findMany({
    where: { AND: conditions },
    include: { campaign: true },
    orderBy: soonestExpiryFirst
      ? [{ campaign: { expiresAt: "asc" } }, { createdAt: "asc" }, { id: "asc" }]
      : [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  const page = toPage(awards, limit, (award) =>
    soonestExpiryFirst
      ? [award.campaign.expiresAt.toISOString(), award.createdAt.toISOString(), award.id]
      : [award.createdAt.toISOString(), award.id],
  );
  return {
    items: page.items.map((award) => toPlayerAwardView(award, award.campaign, now)),
    nextCursor: page.nextCursor,
  };
}

function stateWhere(state: AwardStateFilter, now: Date): Prisma.FreeRoundsAwardWhereInput {
  switch (state) {
    case "active":
      return { state: "active", campaign: { state: "active", expiresAt: { gt: now } } };
    case "expired":
      return { state: "active", campaign: { expiresAt: { lte: now } } };
    case "all":
      return {};
    default:
      return { state };
  }
}

function afterByExpiry(cursor: string): Prisma.FreeRoundsAwardWhereInput {
  const [expiresText, createdText, id] = decodeCursor(cursor, 3, "cursor") as [string, string, string];
  const expiresAt = dateCursorPart(expiresText, "cursor");
  const createdAt = dateCursorPart(createdText, "cursor");
  return {
    OR: [
      { campaign: { expiresAt: { gt: expiresAt } } },
      { campaign: { expiresAt }, createdAt: { gt: createdAt } },
      { campaign: { expiresAt }, createdAt, id: { gt: id } },
    ],
  };
}

function afterNewest(cursor: string): Prisma.FreeRoundsAwardWhereInput {
  const [createdText, id] = decodeCursor(cursor, 2, "cursor") as [string, string];
  const createdAt = dateCursorPart(createdText, "cursor");
  return { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] };
}
