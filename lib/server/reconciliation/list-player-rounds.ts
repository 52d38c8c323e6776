import "server-only";
import type { PlayerRound } from "@/lib/contract/reconciliation-api";
import type { Page } from "@/lib/base/paging";
import { prisma } from "@/lib/server/db/prisma";
import { afterPosition, feedWindow, nextFeedCursor } from "./feed-cursor";
import { reconciliationSettings } from "./reconciliation-settings";
import { roundSummary } from "./round-summary";

// One player's rounds over a period, oldest first in (created_at, id) order, paged like the transactions feed: the
// same opaque cursor, window [from, to) and lag (a round stored late cannot land behind a cursor), so next_cursor
// is null only once the window is complete. Each page is one range of the (operator_id, player_id, created_at) index.

export async function listPlayerRounds(options: {
  operatorId: string;
  externalPlayerId: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
}): Promise<Page<PlayerRound>> {
  const window = feedWindow({
    cursor: options.cursor,
    from: options.from,
    to: options.to,
    lagMs: reconciliationSettings().feedLagMs,
  });
  const rounds = await prisma.walletRound.findMany({
    where: {
      operatorId: options.operatorId,
      playerId: options.externalPlayerId,
      createdAt: { ...(window.start ? { gte: window.start } : {}), lt: window.end },
      ...afterPosition(window.position),
    },
    include: { freeRoundsAward: { select: { campaign: { select: { campaignId: true } } } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: options.limit + 1,
  });
  const items = rounds.slice(0, options.limit);
  const last = items[items.length - 1];
  return {
    items: items.map((round) => ({
      ...roundSummary(round),
      free_rounds_campaign_id: round.freeRoundsAward?.campaign.campaignId ?? null,
      created_at: round.createdAt.toISOString(),
    })),
    nextCursor: nextFeedCursor(
      window,
      last && { createdAt: last.createdAt.toISOString(), id: last.id },
      rounds.length > options.limit,
    ),
  };
}
