import "server-only";
import { z } from "zod";
import { CAMPAIGN_STATES, type FreeRoundsCampaignView } from "@/lib/contract/free-rounds-api";
import { parseInput } from "@/lib/base/parse-input";
import { dateCursorPart, decodeCursor, pageRequestSchema, toPage, type Page } from "@/lib/base/paging";
import type { Prisma } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";
import { toCampaignView } from "./campaign-view";

// The console's and the operator API's list of campaigns, newest first, each with its totals over its awards (one grouped read for the
// page). "expired" is derived from expires_at, as on every read, so the state filter compares with now.

const listCampaignsSchema = pageRequestSchema.extend({
  operatorId: z.string().trim().max(64).nullish(),
  state: z.enum(CAMPAIGN_STATES).nullish(),
  /** A symbol or a slug. */
  gameSymbol: z.string().trim().max(80).nullish(),
  /** Part of the campaign id, any case. */
  search: z.string().trim().max(128).nullish(),
  /** The parameter that carried `after`, named by its error: the console's after, the operator API's cursor. */
  cursorName: z.string().default("after"),
});

export type ListCampaignsOptions = z.input<typeof listCampaignsSchema>;

function stateWhere(state: FreeRoundsCampaignView["state"], now: Date): Prisma.FreeRoundsCampaignWhereInput {
  if (state === "cancelled") return { state: "cancelled" };
  return { state: "active", expiresAt: state === "expired" ? { lte: now } : { gt: now } };
}

export async function listCampaigns(options: ListCampaignsOptions = {}): Promise<Page<FreeRoundsCampaignView>> {
  const input = parseInput(listCampaignsSchema, options);
  const now = new Date();
  const conditions: Prisma.FreeRoundsCampaignWhereInput[] = [];
  if (input.operatorId) conditions.push({ operatorId: input.operatorId });
  if (input.state) conditions.push(stateWhere(input.state, now));
  if (input.search) conditions.push({ campaignId: { contains: input.search, mode: "insensitive" } });
  if (input.gameSymbol) {
    // Campaigns store symbols; a slug names the same game.
    const game = await prisma.game.findFirst({
      where: { OR: [{ symbol: input.gameSymbol }, { slug: input.gameSymbol }] },
      select: { symbol: true },
    });
    conditions.push({ gameSymbols: { has: game?.symbol ?? input.gameSymbol } });
  }
  if (input.after) {
    const [createdAt, id] = decodeCursor(input.after, 2, input.cursorName);
    const at = dateCursorPart(createdAt!, input.cursorName);
    conditions.push({ OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: id! } }] });
  }
  const rows = await prisma.freeRoundsCampaign.findMany({
    where: { AND: conditions },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.first + 1,
  });
  const page = toPage(rows, input.first, (row) => [row.createdAt.toISOString(), row.id]);
  const totals = page.items.length
    ? await prisma.freeRoundsAward.groupBy({
        by: ["campaignRef"],
        where: { campaignRef: { in: page.items.map((row) => row.id) } },
        _count: { _all: true },
        _sum: { roundsTotal: true, roundsPlayed: true, winMinor: true },
      })
    : [];
  const byCampaign = new Map(totals.map((total) => [total.campaignRef, total]));
  return {
    items: page.items.map((row) => {
      const total = byCampaign.get(row.id);
      return toCampaignView(
        row,
        {
          playersCount: total?._count._all ?? 0,
          roundsAwarded: total?._sum.roundsTotal ?? 0,
          roundsPlayed: total?._sum.roundsPlayed ?? 0,
          winMinor: total?._sum.winMinor ?? 0n,
        },
        now,
      );
    }),
    nextCursor: page.nextCursor,
  };
}
