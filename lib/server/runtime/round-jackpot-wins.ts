import "server-only";
import type { RoundJackpotWin } from "@/lib/contract/runtime-api";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { prisma } from "@/lib/server/db/prisma";

// The jackpot tiers a round won, for its details (GET …/rounds/<roundId>) and its replay: the tier, the amount paid
// in the round's currency and the state of its credit in the ledger (an out-of-round credit: the round's own
// transactions do not include it).

export async function roundJackpotWins(roundId: string): Promise<RoundJackpotWin[]> {
  const wins = await prisma.jackpotWin.findMany({
    where: { roundId },
    orderBy: [{ wonAt: "asc" }, { id: "asc" }],
    select: {
      poolId: true,
      paidMinor: true,
      paidCurrency: true,
      transactionId: true,
      tierId: true,
    },
  });
  if (wins.length === 0) return [];
  const [tiers, credits] = await Promise.all([
    prisma.jackpotTier.findMany({
      where: { id: { in: wins.map((win) => win.tierId) } },
      select: { id: true, name: true, pool: { select: { title: true } } },
    }),
    prisma.walletTransaction.findMany({
      where: { id: { in: wins.map((win) => win.transactionId) } },
      select: { id: true, state: true },
    }),
  ]);
  const tierOf = new Map(tiers.map((tier) => [tier.id, tier]));
  const stateOf = new Map(credits.map((credit) => [credit.id, credit.state]));
  return wins.map((win) => {
    const currency = win.paidCurrency.trim();
    return {
      jackpotId: win.poolId,
      title: tierOf.get(win.tierId)?.pool.title ?? "",
      tier: tierOf.get(win.tierId)?.name ?? "",
      amount: formatMinorUnits(win.paidMinor, currencyExponent(currency)),
      currency,
      transactionId: win.transactionId,
      state: stateOf.get(win.transactionId) ?? "pending",
    };
  });
}
