import "server-only";
import type { StateResponse } from "@/lib/contract/runtime-api";
import { isAppError } from "@/lib/base/errors";
import { findPlayableAwards } from "@/lib/server/free-rounds/find-playable-awards";
import { getWalletBalance } from "@/lib/server/wallet/get-wallet-balance";
import { playerFacingError } from "./player-facing-error";
import { playableGame } from "@/lib/server/games/runtime-game";
import {
  demoBalance,
  extendRuntimeSession,
  playStartedAt,
  runtimeSessionView,
  type RuntimeSessionRecord,
} from "./runtime-session";
import { directQuery } from "@/lib/server/db/direct-sql";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { demoModeStartBalanceMinor } from "@/lib/server/launch/launch-settings";

// Everything the game page needs to start: the session, the game and its bets, the player's balance from the
// operator's signed balance callback, and the free rounds the player can play in this game (read while the
// callback is out), and the net position since the launch. A wallet problem does not stop the game from drawing: the balance is then null and
// balanceError says why, so the page can show it plainly.

export async function getRuntimeState(options: { session: RuntimeSessionRecord }): Promise<StateResponse> {
  const { session } = options;
  const { view: game } = playableGame(session);
  const expiresAt = await extendRuntimeSession(session.id);
  if (session.mode === "demo") {
    // Demo play: the virtual balance, no wallet callback, and no free rounds (a real-money promotion); its net
    // position is the virtual balance against the one it started with (demo rounds are not stored).
    const netMinor = (session.demoBalanceMinor ?? 0n) - demoModeStartBalanceMinor(session.currency);
    return {
      success: true,
      session: { ...runtimeSessionView(session), expiresAt: expiresAt.toISOString() },
      game,
      balance: demoBalance(session),
      freeRounds: [],
      netPosition: formatMinorUnits(netMinor, currencyExponent(session.currency)),
    };
  }
  const [wallet, freeRounds, netPosition] = await Promise.all([
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
        return {
          balance: null,
          balanceError: {
            error: error.code,
            detail: playerFacingError(error, { lang: session.lang, about: "balance" }).detail,
          },
        };
      },
    ),
    findPlayableAwards({
      operatorId: session.operatorId,
      externalPlayerId: session.externalPlayerId,
      gameSymbol: session.game.symbol,
      currency: session.currency,
      lines: game.lines,
    }),
    readNetPosition(session),
  ]);
  return {
    success: true,
    session: { ...runtimeSessionView(session), expiresAt: expiresAt.toISOString() },
    game,
    ...wallet,
    freeRounds,
    netPosition,
  };
}

// The reality check's and the net-position display's figure: the session's rounds since the launch was opened
// (the session_id, created_at index), a free round's stake not counted as a bet.
const NET_POSITION = {
  name: "gp_session_net_position_v1",
  text: `SELECT (COALESCE(SUM(win_minor), 0) - COALESCE(SUM(bet_minor) FILTER (WHERE free_rounds_award_id IS NULL), 0))::text AS "netMinor"
    FROM game_rounds WHERE session_id = $1 AND created_at >= $2::timestamp(3)`,
};

async function readNetPosition(session: RuntimeSessionRecord): Promise<string> {
  const [row] = await directQuery<{ netMinor: string }>(
    NET_POSITION,
    [session.id, playStartedAt(session).toISOString()],
    "fast",
  );
  return formatMinorUnits(BigInt(row?.netMinor ?? "0"), currencyExponent(session.currency));
}
