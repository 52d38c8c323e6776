import "server-only";
import type { BalanceResponse } from "@/lib/contract/runtime-api";
import { getWalletBalance } from "@/lib/server/wallet/get-wallet-balance";
import type { RuntimeSessionRecord } from "./runtime-session";

// The player's balance for the game page, always from the operator's signed balance callback (never cached:
// the operator's wallet is the only source of truth).

export async function getRuntimeBalance(options: {
  session: Pick<RuntimeSessionRecord, "id" | "operatorId" | "externalPlayerId" | "currency" | "game">;
}): Promise<BalanceResponse> {
  const { session } = options;
  const { balance, currency } = await getWalletBalance({
    operatorId: session.operatorId,
    playerId: session.externalPlayerId,
    sessionId: session.id,
    gameSymbol: session.game.symbol,
    currency: session.currency,
  });
  return { success: true, balance, currency };
}
