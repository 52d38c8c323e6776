import "server-only";
import { sessionProfile } from "@/lib/contract/jurisdiction-profiles";
import type { SessionPromotion, SessionPromotionsResponse } from "@/lib/contract/runtime-api";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { prisma } from "@/lib/server/db/prisma";
import type { RuntimeSessionRecord } from "@/lib/server/runtime/runtime-session";
import { getLeaderboard } from "./get-leaderboard";
import { PANEL_TOP_SIZE, panelEntries, promotionPlayerTag } from "./promotion-board";
import { promotionTakesPart } from "./promotion-jurisdictions";
import { PROMOTION_INCLUDE, promotionRecords, type PromotionRow, type StoredMinBets } from "./promotion-view";

// The game's promotions panel (GET /api/runtime/sessions/<id>/promotions): the promotions running in the session's
// game for its operator, and those that ended in the last RESULT_SHOWN_MS (the panel shows their result), each with
// the player's part: opted in, their standing and the top 10 of a tournament, the drops they won. A demo session
// sees none (its rounds never count), nor a cancelled promotion, nor one its jurisdiction does not take part in
// (promotionTakesPart: the scoring pass's rule). The page reads it on load, after its own standing
// changed (the `promotion` event) and once at settlement; the top 10 otherwise comes by broadcast.

const RESULT_SHOWN_MS = 3_600_000;
const MAX_PROMOTIONS = 5;
const DROPS_SHOWN = 5;

export type PanelSession = Pick<
  RuntimeSessionRecord,
  | "operatorId"
  | "externalPlayerId"
  | "currency"
  | "mode"
  | "operatorJurisdiction"
  | "jurisdiction"
  | "realityCheckMinutes"
> & {
  game: { symbol: string };
};

export async function listSessionPromotions(options: { session: PanelSession }): Promise<SessionPromotionsResponse> {
  const { session } = options;
  const now = new Date();
  if (session.mode === "demo") return { success: true, promotions: [], serverTime: now.toISOString() };
  const rows = await prisma.promotion.findMany({
    where: {
      operators: { some: { operatorId: session.operatorId } },
      gameSymbols: { has: session.game.symbol },
      cancelledAt: null,
      startsAt: { lte: now },
      endsAt: { gt: new Date(now.getTime() - RESULT_SHOWN_MS) },
    },
    include: PROMOTION_INCLUDE,
    orderBy: [{ endsAt: "asc" }, { id: "asc" }],
    take: MAX_PROMOTIONS,
  });
  const profile = sessionProfile({
    operatorJurisdiction: session.operatorJurisdiction,
    launchJurisdiction: session.jurisdiction,
    launchRealityCheckMinutes: session.realityCheckMinutes,
  });
  const shown = rows.filter((row) => promotionTakesPart({ jurisdictions: row.jurisdictions, profile }));
  // Running ones first, tournaments (the player's rank) before prize drops, then the first to end.
  const order = (row: PromotionRow) => (row.endsAt > now ? 0 : 2) + (row.kind === "tournament" ? 0 : 1);
  const sorted = shown.sort((a, b) => order(a) - order(b));
  const promotions = await Promise.all(sorted.map((row) => sessionPromotionOf(row, session, now)));
  return { success: true, promotions, serverTime: now.toISOString() };
}

/** One promotion of the session's panel; promotion_not_found when it is not one the session may see. */
export async function getSessionPromotion(options: {
  session: PanelSession;
  promotionId: string;
}): Promise<SessionPromotion> {
  const { promotions } = await listSessionPromotions({ session: options.session });
  const found = promotions.find((promotion) => promotion.id === options.promotionId);
  if (!found) throw new AppError("promotion_not_found", `Promotion "${options.promotionId}" not found`);
  return found;
}

async function sessionPromotionOf(row: PromotionRow, session: PanelSession, now: Date): Promise<SessionPromotion> {
  const { operatorId, externalPlayerId: playerId } = session;
  const [[record], optedIn, drops, board] = await Promise.all([
    promotionRecords(prisma, [row], now),
    row.optIn
      ? prisma.promotionPlayer
          .findUnique({
            where: {
              promotionId_operatorId_externalPlayerId: {
                promotionId: row.id,
                operatorId,
                externalPlayerId: playerId,
              },
            },
            select: { optedInAt: true },
          })
          .then(Boolean)
      : true,
    row.kind === "prize_drop"
      ? prisma.promotionPayout.findMany({
          where: { promotionId: row.id, operatorId, externalPlayerId: playerId, roundId: { not: null } },
          select: { amountMinor: true, currency: true, createdAt: true },
          orderBy: [{ createdAt: "desc" }, { transactionId: "asc" }],
          take: DROPS_SHOWN,
        })
      : [],
    row.kind === "tournament"
      ? getLeaderboard({
          promotionId: row.id,
          viewerOperatorId: operatorId,
          limit: PANEL_TOP_SIZE,
          externalPlayerId: playerId,
        })
      : null,
  ]);
  const view = record!.promotion;
  const ownIndex =
    board?.players.findIndex((player) => player.operatorId === operatorId && player.externalPlayerId === playerId) ??
    -1;
  const own = board && ownIndex >= 0 ? board.leaderboard.items[ownIndex]! : null;
  const minBets = row.minBets as unknown as StoredMinBets;
  const minBet = minBets[session.currency];
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    terms: row.terms,
    state: view.state === "settled" ? "settled" : view.state === "ended" ? "ended" : "running",
    startsAt: view.starts_at,
    endsAt: view.ends_at,
    scoring: row.scoring,
    minBet: minBet === undefined ? null : formatMinorUnits(BigInt(minBet), currencyExponent(session.currency)),
    optIn: row.optIn,
    optedIn,
    prizes: view.prizes.map((line) =>
      "tier" in line
        ? { fromRank: null, toRank: null, count: line.count, amount: line.amount, currency: line.currency }
        : { fromRank: line.from_rank, toRank: line.to_rank, count: null, amount: line.amount, currency: line.currency },
    ),
    prizesLeft: view.prizes_left,
    participants: row.participants,
    playerTag: promotionPlayerTag(row.id, operatorId, playerId),
    standing: own ? { rank: own.rank, score: own.score, rounds: own.rounds, prize: own.prize } : null,
    top: board
      ? panelEntries(
          {
            leaderboard: { ...board.leaderboard, items: board.leaderboard.items.slice(0, PANEL_TOP_SIZE) },
            players: board.players.slice(0, PANEL_TOP_SIZE),
          },
          operatorId,
        ).filter((entry) => entry.rank <= PANEL_TOP_SIZE)
      : [],
    drops: drops.map((drop) => ({
      amount: formatMinorUnits(drop.amountMinor, currencyExponent(drop.currency.trim())),
      currency: drop.currency.trim(),
      at: drop.createdAt.toISOString(),
    })),
  };
}
