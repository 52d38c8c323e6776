import { z } from "zod";
import { parseInput } from "@/lib/base/parse-input";
import { prisma } from "@/lib/server/db/prisma";

// The console header's search box. An id of a known shape (ses_…, rnd_…, dbt_/cdt_/rbk_/bal_…) is a keyed read.
// Any other text is also matched as a name or the start of an id: operators by id or name and games by symbol or
// title (both small tables, read whole: contains, case-insensitive), free-rounds campaigns and players by the start
// of their id (case-sensitive like the ids; a range read of the campaign_id and external_player_id indexes). Every
// kind is capped, so the search costs a few index probes and two small scans whatever the tables hold.

export type SearchHitKind = "operator" | "game" | "campaign" | "session" | "round" | "transaction" | "player";

export interface SearchHit {
  kind: SearchHitKind;
  id: string;
  title: string;
  /** What else identifies it: its operator, player, game… */
  detail: string;
  /** The console page that shows it. */
  href: string;
  operatorId: string | null;
}

/** Most hits of each kind found by name or id prefix. */
const MAX_HITS_PER_KIND = 5;
/** Most player hits shown: a player id per operator that knows it. */
const MAX_PLAYER_HITS = 10;
/** Above every character: `text` ≤ x < text + this holds every string that starts with `text` (C collation). */
const PREFIX_END = "\u{10FFFF}";

const searchSchema = z.object({
  query: z
    .string()
    .trim()
    .max(200, "the search text is at most 200 characters")
    .regex(/^[^\u0000-\u001f\u007f]*$/, "the search text has no control characters"),
});

const TRANSACTION_PREFIXES = ["dbt_", "cdt_", "rbk_", "bal_"];

/** A column that starts with `text`: the range lets its index be read, startsWith keeps every hit a true match in any collation. */
const startsWith = (text: string) => ({ gte: text, lt: `${text}${PREFIX_END}`, startsWith: text });

export async function searchEverything(options: { query: string }): Promise<SearchHit[]> {
  const { query } = parseInput(searchSchema, options);
  if (!query) return [];
  const prefixed =
    query.startsWith("ses_") ||
    query.startsWith("rnd_") ||
    TRANSACTION_PREFIXES.some((prefix) => query.startsWith(prefix));
  const byName = !prefixed;
  const contains = { contains: query, mode: "insensitive" as const };
  const [operators, games, campaigns, session, walletRound, gameRound, transaction, players] = await Promise.all([
    byName
      ? prisma.operator.findMany({
          where: { OR: [{ id: contains }, { name: contains }] },
          select: { id: true, name: true, status: true },
          orderBy: { name: "asc" },
          take: MAX_HITS_PER_KIND,
        })
      : [],
    byName
      ? prisma.game.findMany({
          where: { OR: [{ symbol: contains }, { title: contains }] },
          select: { symbol: true, title: true, providerId: true },
          orderBy: { title: "asc" },
          take: MAX_HITS_PER_KIND,
        })
      : [],
    byName
      ? prisma.freeRoundsCampaign.findMany({
          where: { campaignId: startsWith(query) },
          select: { operatorId: true, campaignId: true, state: true, currency: true },
          orderBy: [{ campaignId: "asc" }, { operatorId: "asc" }],
          take: MAX_HITS_PER_KIND,
        })
      : [],
    query.startsWith("ses_")
      ? prisma.launchSession.findUnique({
          where: { id: query },
          select: { id: true, operatorId: true, externalPlayerId: true, gameId: true, currency: true },
        })
      : null,
    prefixed && !query.startsWith("rnd_")
      ? null
      : prisma.walletRound.findUnique({
          where: { id: query },
          select: { id: true, operatorId: true, playerId: true, gameSymbol: true },
        }),
    prefixed && !query.startsWith("rnd_")
      ? null
      : prisma.gameRound.findUnique({
          where: { id: query },
          select: { id: true, operatorId: true, playerId: true, gameSymbol: true },
        }),
    prefixed && !TRANSACTION_PREFIXES.some((prefix) => query.startsWith(prefix))
      ? null
      : prisma.walletTransaction.findUnique({
          where: { id: query },
          select: { id: true, operatorId: true, playerId: true, type: true, state: true, roundId: true },
        }),
    // DISTINCT in the database (Prisma's distinct would fetch every session of a common prefix first).
    byName
      ? prisma.$queryRaw<{ playerId: string; operatorId: string }[]>`
          SELECT DISTINCT external_player_id AS "playerId", operator_id AS "operatorId" FROM launch_sessions
           WHERE external_player_id >= ${query} AND external_player_id < ${query + PREFIX_END} AND starts_with(external_player_id, ${query})
           ORDER BY 1, 2 LIMIT ${MAX_PLAYER_HITS}`
      : [],
  ]);

  const hits: SearchHit[] = [];
  // The operator whose id is the text comes first (one exact hit opens its page at once).
  for (const operator of [...operators].sort((a, b) => Number(b.id === query) - Number(a.id === query))) {
    hits.push({
      kind: "operator",
      id: operator.id,
      title: operator.name,
      detail: `Operator · ${operator.id} · ${operator.status}`,
      href: `/console/operators/${encodeURIComponent(operator.id)}`,
      operatorId: operator.id,
    });
  }
  for (const game of games) {
    hits.push({
      kind: "game",
      id: game.symbol,
      title: game.title,
      detail: `Game · ${game.symbol} · ${game.providerId}`,
      href: `/console/games/${encodeURIComponent(game.symbol)}`,
      operatorId: null,
    });
  }
  for (const campaign of campaigns) {
    hits.push({
      kind: "campaign",
      id: campaign.campaignId,
      title: campaign.campaignId,
      detail: `Free-rounds campaign · ${campaign.operatorId} · ${campaign.currency} · ${campaign.state}`,
      href: `/console/free-rounds/${encodeURIComponent(campaign.operatorId)}/${encodeURIComponent(campaign.campaignId)}`,
      operatorId: campaign.operatorId,
    });
  }
  if (session) {
    hits.push({
      kind: "session",
      id: session.id,
      title: session.id,
      detail: `Session · ${session.operatorId} · player ${session.externalPlayerId} · ${session.currency}`,
      href: `/console/sessions?${new URLSearchParams({ player: session.externalPlayerId })}`,
      operatorId: session.operatorId,
    });
  }
  const round = walletRound ?? gameRound;
  if (round) {
    hits.push({
      kind: "round",
      id: round.id,
      title: round.id,
      detail: `Round · ${round.operatorId} · player ${round.playerId} · ${round.gameSymbol}`,
      href: `/console/rounds/${encodeURIComponent(round.id)}`,
      operatorId: round.operatorId,
    });
  }
  if (transaction) {
    hits.push({
      kind: "transaction",
      id: transaction.id,
      title: transaction.id,
      detail: `Transaction · ${transaction.type} · ${transaction.state} · ${transaction.operatorId}`,
      href: `/console/wallet?${new URLSearchParams({ transaction: transaction.id })}`,
      operatorId: transaction.operatorId,
    });
  }
  for (const { playerId, operatorId } of players) {
    hits.push({
      kind: "player",
      id: playerId,
      title: playerId,
      detail: `Player · ${operatorId}`,
      href: `/console/rounds?${new URLSearchParams({ q: playerId, operator: operatorId })}`,
      operatorId,
    });
  }
  return hits;
}
