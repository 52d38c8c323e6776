import "server-only";
import type { BalanceResponse } from "@/lib/contract/runtime-api";
import { getWalletBalance } from "@/lib/server/wallet/get-wallet-balance";
import { demoBalance, type RuntimeSessionRecord } from "./runtime-session";

// The player's balance for the game page, always from the operator's signed balance callback (never cached:
// the operator's wallet is the only source of truth). A demo session's balance is its virtual one, never asked of
// the operator.

export async function getRuntimeBalance(options: {
  session: Pick<
    RuntimeSessionRecord,
    "id" | "operatorId" | "externalPlayerId" | "currency" | "game" | "mode" | "demoBalanceMinor"
  >;
}): Promise<BalanceResponse> {
  const { session } = options;
  if (session.mode === "demo") return { success: true, balance: demoBalance(session), currency: session.currency };
  const { balance, currency } = await getWalletBalance({
    operatorId: session.operatorId,
    playerId: session.externalPlayerId,
    sessionId: session.id,
    gameSymbol: session.game.symbol,
    currency: session.currency,
  });
  return { success: true, balance, currency };
}
