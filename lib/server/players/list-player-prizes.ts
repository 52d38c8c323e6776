import "server-only";
import {
  JACKPOT_WIN_ACTION_TYPE,
  PRIZE_DROP_ACTION_TYPE,
  TOURNAMENT_PRIZE_ACTION_TYPE,
} from "@/lib/contract/wallet-api";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { prisma } from "@/lib/server/db/prisma";

// A player's promotion prizes (tournament prizes, prize drops) and jackpot wins, newest first: the out-of-round
// credits the ledger paid them (round_id null), each with its delivery state. One range of the ledger's
// (operator_id, player_id, created_at, id) index.

const PRIZE_ACTION_TYPES = [TOURNAMENT_PRIZE_ACTION_TYPE, PRIZE_DROP_ACTION_TYPE, JACKPOT_WIN_ACTION_TYPE];

export interface PlayerPrize {
  transactionId: string;
  /** tournament_prize, prize_drop or jackpot_win. */
  actionType: string;
  /** The promotion that paid it; null for a jackpot win. */
  promotionId: string | null;
  gameSymbol: string;
  currency: string;
  amount: string;
  state: string;
  createdAt: Date;
}

export async function listPlayerPrizes(options: {
  operatorId: string;
  externalPlayerId: string;
  limit: number;
}): Promise<PlayerPrize[]> {
  const credits = await prisma.walletTransaction.findMany({
    where: {
      operatorId: options.operatorId,
      playerId: options.externalPlayerId,
      roundId: null,
      type: "credit",
      actionType: { in: PRIZE_ACTION_TYPES },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: options.limit,
  });
  return credits.map((credit) => ({
    transactionId: credit.id,
    actionType: credit.actionType,
    promotionId: credit.promotionId,
    gameSymbol: credit.gameSymbol,
    currency: credit.currency,
    amount: formatMinorUnits(credit.amountMinor, credit.exponent),
    state: credit.state,
    createdAt: credit.createdAt,
  }));
}
