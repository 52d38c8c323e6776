import "server-only";
import {
  FREE_ROUNDS_MAX_PLAYERS,
  type CampaignPlayerView,
  type FreeRoundsCampaignView,
} from "@/lib/contract/free-rounds-api";
import { AppError } from "@/lib/base/errors";
import { decodeCursor, toPage } from "@/lib/base/paging";
import { prisma } from "@/lib/server/db/prisma";
import { readCampaignView, toCampaignPlayerView } from "./campaign-view";
import { requireCampaign } from "./campaign-record";

// A campaign with a page of its players' progress, by external_player_id (keyset paging: the cursor names the
// last player of the previous page).

export type FreeRoundsCampaignDetailView = FreeRoundsCampaignView & {
  players: CampaignPlayerView[];
  playersNextCursor: string | null;
};

export async function getCampaign(options: {
  operatorId: string;
  campaignId: string;
  playersCursor?: string | null;
  /** 1…10,000; default 10,000. */
  playersLimit?: number;
}): Promise<FreeRoundsCampaignDetailView> {
  const { operatorId, campaignId } = options;
  const limit = options.playersLimit ?? FREE_ROUNDS_MAX_PLAYERS;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > FREE_ROUNDS_MAX_PLAYERS) {
    throw new AppError("invalid_request", `players_limit must be a whole number from 1 to ${FREE_ROUNDS_MAX_PLAYERS}`);
  }
  const after = options.playersCursor ? playersCursorPart(options.playersCursor) : null;
  const now = new Date();
  const campaign = await requireCampaign(prisma, { operatorId, campaignId });
  const [view, awards] = await Promise.all([
    readCampaignView(prisma, campaign),
    prisma.freeRoundsAward.findMany({
      where: { campaignRef: campaign.id, ...(after === null ? {} : { externalPlayerId: { gt: after } }) },
      select: { externalPlayerId: true, roundsTotal: true, roundsPlayed: true, winMinor: true, state: true },
      orderBy: { externalPlayerId: "asc" },
      take: limit + 1,
    }),
  ]);
  const page = toPage(awards, limit, (award) => [award.externalPlayerId]);
  return {
    ...view,
    players: page.items.map((award) => toCampaignPlayerView(award, campaign, now)),
    playersNextCursor: page.nextCursor,
  };
}

function playersCursorPart(cursor: string): string {
  try {
    return decodeCursor(cursor, 1)[0]!;
  } catch {
    throw new AppError("invalid_request", "players_cursor is not a cursor returned by this campaign's read");
  }
}
