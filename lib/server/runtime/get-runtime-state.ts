import "server-only";
import type { StateResponse } from "@/lib/contract/runtime-api";
import { isAppError } from "@/lib/base/errors";
import { findPlayableAwards } from "@/lib/server/free-rounds/find-playable-awards";
import { getWalletBalance } from "@/lib/server/wallet/get-wallet-balance";
import { playableGame } from "./runtime-game";
import { demoBalance, extendRuntimeSession, runtimeSessionView, type RuntimeSessionRecord } from "./runtime-session";

// Everything the game page needs to start: the session, the game and its bets, the player's balance from the
// operator's signed balance callback, and the free rounds the player can play in this game (read while the
// callback is out). A wallet problem does not stop the game from drawing: the balance is then null and
// balanceError says why, so the page can show it plainly.

export async function getRuntimeState(options: { session: RuntimeSessionRecord }): Promise<StateResponse> {
  const { session } = options;
  const { view: game } = playableGame(session);
  const expiresAt = await extendRuntimeSession(session.id);
  if (session.mode === "demo") {
    // Demo play: the virtual balance, no wallet callback, and no free rounds (a real-money promotion).
    return { success: true, session: { ...runtimeSessionView(session), expiresAt: expiresAt.toISOString() }, game, balance: demoBalance(session), freeRounds: [] };
  }
  const [wallet, freeRounds] = await Promise.all([
    getWalletBalance({
    operatorId: session.operatorId,
    playerId: session.externalPlayerId,
    sessionId: session.id,
    gameSymbol: session.game.symbol,
    currency: session.currency,
    }).then(
      (result) => ({ balance: result.balance }),
      (error: unknown) => {
        if (!isAppError(error)) throw error;
        return { balance: null, balanceError: { error: error.code, detail: error.detail } };
      },
    ),
    findPlayableAwards({
      operatorId: session.operatorId,
      externalPlayerId: session.externalPlayerId,
      gameSymbol: session.game.symbol,
      currency: session.currency,
      lines: game.lines,
    }),
  ]);
  return {
    success: true,
    session: { ...runtimeSessionView(session), expiresAt: expiresAt.toISOString() },
    game,
    ...wallet,
    freeRounds,
  };
}
