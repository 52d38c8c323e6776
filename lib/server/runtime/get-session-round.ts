import "server-only";
import { PLATFORM_ID_PATTERN } from "@/lib/contract/provider-api";
import type { RoundResponse } from "@/lib/contract/runtime-api";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { roundJackpotWins } from "./round-jackpot-wins";
import { roundView } from "./round-view";

// One round of the session, to show it again: its outcome (every spin's stops, window and wins) and the ledger
// transactions that carried its money (debit, credit, and any rollback), and any jackpot tier it won.

export async function getSessionRound(options: { sessionId: string; roundId: string }): Promise<RoundResponse> {
  if (!PLATFORM_ID_PATTERN.test(options.roundId)) throw new AppError("not_found", "This session has no such round");
  const round = await prisma.gameRound.findFirst({ where: { id: options.roundId, sessionId: options.sessionId } });
  if (!round) throw new AppError("not_found", "This session has no such round");
  const [transactions, jackpotWins] = await Promise.all([
    prisma.walletTransaction.findMany({
      where: { roundId: round.id, type: { in: ["debit", "credit", "rollback"] } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    roundJackpotWins(round.id),
  ]);
  return {
    success: true,
    round: {
      ...roundView(round),
      transactions: transactions.map((transaction) => ({
        id: transaction.id,
        type: transaction.type as "debit" | "credit" | "rollback",
        actionType: transaction.actionType,
        amount: formatMinorUnits(transaction.amountMinor, transaction.exponent),
        state: transaction.state,
        balanceAfter: transaction.balanceAfter,
        createdAt: transaction.createdAt.toISOString(),
        completedAt: transaction.completedAt?.toISOString() ?? null,
      })),
      jackpotWins,
    },
  };
}
