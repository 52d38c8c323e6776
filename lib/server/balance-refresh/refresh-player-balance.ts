import { randomUUID } from "node:crypto";
import type { BalanceRefreshRequest, BalanceRefreshResult } from "@/lib/contract/provider-api";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { findGameBySymbolOrSlug } from "@/lib/server/games/find-game-by-symbol-or-slug";
import { signalBalanceRefresh } from "@/lib/server/realtime/signal-balance-refresh";

// The operator's "balance changed, refresh it" signal for one player. It carries no balance: it finds the
// player's active sessions (not expired, not terminated) matching the optional filters and tells their open game
// pages, which then ask the operator's wallet through the signed balance callback.

export type BalanceRefreshSignalRequest = Omit<BalanceRefreshRequest, "operator_id">;

const DEFAULT_REASON = "unspecified";

export async function refreshPlayerBalance(options: {
  operatorId: string;
  request: BalanceRefreshSignalRequest;
}): Promise<BalanceRefreshResult> {
  const { operatorId, request } = options;
  const requestId = request.request_id ?? randomUUID();
  const reason = request.reason ?? DEFAULT_REASON;

  let gameId: string | undefined;
  if (request.game_symbol) {
    const game = await findGameBySymbolOrSlug({ symbolOrSlug: request.game_symbol, query: { select: { id: true } } });
    if (!game) throw new AppError("game_not_found", "game_symbol names no known game");
    gameId = game.id;
  }

  const sessions = await prisma.launchSession.findMany({
    where: {
      operatorId,
      externalPlayerId: request.external_player_id,
      terminatedAt: null,
      expiresAt: { gt: new Date() },
      // A demo session's balance is virtual: the operator's wallet has nothing to say about it.
      mode: "real",
      ...(request.currency ? { currency: request.currency.toUpperCase() } : {}),
      ...(gameId ? { gameId } : {}),
      ...(request.session_id ? { id: request.session_id } : {}),
    },
    select: { id: true, currency: true, game: { select: { symbol: true } } },
    orderBy: { createdAt: "asc" },
  });

  const reached = sessions.length
    ? await signalBalanceRefresh({
        operatorId,
        externalPlayerId: request.external_player_id,
        requestId,
        reason,
        sessionIds: sessions.map((s) => s.id),
      })
    : new Map<string, number>();
  const results = sessions.map((session) => {
    const subscribers = reached.get(session.id) ?? 0;
    return {
      session_id: session.id,
      game_symbol: session.game.symbol,
      currency: session.currency,
      active_subscribers: subscribers,
      notified: subscribers > 0,
    };
  });

  return {
    operator_id: operatorId,
    external_player_id: request.external_player_id,
    request_id: requestId,
    reason,
    sessions_found: results.length,
    sessions_notified: results.filter((session) => session.notified).length,
    subscribers_notified: results.reduce((sum, session) => sum + session.active_subscribers, 0),
    sessions: results,
  };
}
