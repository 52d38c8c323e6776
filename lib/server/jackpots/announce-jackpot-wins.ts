import "server-only";
import type { JackpotWinEvent } from "@/lib/contract/runtime-api";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { prisma, type Db } from "@/lib/server/db/prisma";
import { logger } from "@/lib/server/observability/logger";
import { publishRealtimeSignals } from "@/lib/server/realtime/realtime-hub";
import type { JackpotWinRecord } from "./jackpot-win-record";
import { publishJackpotTicker } from "./publish-jackpot-ticker";

// What the game pages hear of committed jackpot wins (applyJackpotContributions calls this after each tier's
// transaction): a `jackpot_win` event to the winning round's session (its pages celebrate with the tier and the
// amount paid in the session currency; on NATS the event is kept, so a page reconnecting within the retention still
// gets it), and the won pools' tickers at once, showing the reseed. Never throws: a page that misses the news sees
// the win in its round's details and the reseed with the next ticker update.

export async function announceJackpotWins(wins: JackpotWinRecord[], options: { db?: Db } = {}): Promise<void> {
  if (wins.length === 0) return;
  const db = options.db ?? prisma;
  try {
    const tiers = await db.jackpotTier.findMany({
      where: { id: { in: wins.map((win) => win.tierId) } },
      select: { id: true, name: true, pool: { select: { title: true } } },
    });
    const tierOf = new Map(tiers.map((tier) => [tier.id, tier]));
    await publishRealtimeSignals(
      wins.map((win) => {
        const tier = tierOf.get(win.tierId);
        const event: JackpotWinEvent = {
          jackpotId: win.poolId,
          title: tier?.pool.title ?? "",
          tier: tier?.name ?? "",
          roundId: win.roundId,
          amount: formatMinorUnits(win.paidMinor, currencyExponent(win.paidCurrency)),
          currency: win.paidCurrency,
        };
        return {
          kind: "jackpot",
          operatorId: win.operatorId,
          playerId: win.playerId,
          sessionIds: [win.sessionId],
          event,
        };
      }),
    );
    await publishJackpotTicker({ poolIds: [...new Set(wins.map((win) => win.poolId))], db });
  } catch (error) {
    logger.error(
      { where: "jackpots", win_ids: wins.map((win) => win.winId), err: error },
      "jackpot wins not announced",
    );
  }
}
