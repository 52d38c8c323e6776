import "server-only";
import type { SessionJackpot } from "@/lib/contract/runtime-api";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { prisma } from "@/lib/server/db/prisma";
import { jackpotPoolRecords } from "./jackpot-pool-view";
import { jackpotRates } from "./list-jackpot-pools";
import { jackpotTickerChannel, jackpotTickerUpdate } from "./jackpot-ticker";

// The pools a game session's rounds feed (its operator takes part and its game joined), oldest first, with their
// tiers' amounts now: what the game page renders its ticker from before the broadcasts move it. Shown in the session
// currency at the month's staff rate, like GET /jackpots (a pool without such a rate in its own currency). A demo
// session, or one whose jurisdiction profile excludes jackpots, feeds no pool and shows none.

export async function listSessionJackpots(options: {
  operatorId: string;
  gameSymbol: string;
  currency: string;
  demo: boolean;
  jackpotsAllowed: boolean;
}): Promise<SessionJackpot[]> {
  if (options.demo || !options.jackpotsAllowed) return [];
  const currency = options.currency.trim().toUpperCase();
  const pools = await prisma.jackpotPool.findMany({
    where: { gameSymbols: { has: options.gameSymbol }, operators: { some: { operatorId: options.operatorId } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  const records = await jackpotPoolRecords(
    prisma,
    pools.map((pool) => pool.id),
  );
  const rates = jackpotRates(new Date());
  return Promise.all(
    records.map(async (record) => {
      const rate = await rates(record.currency, currency);
      const shownCurrency = rate === null ? record.currency : currency;
      return {
        jackpotId: record.poolId,
        title: record.title,
        channel: jackpotTickerChannel(record.poolId),
        poolCurrency: record.currency,
        poolExponent: record.exponent,
        currency: shownCurrency,
        exponent: rate === null ? record.exponent : currencyExponent(shownCurrency),
        rateUnits: rate === null ? null : rate.toString(),
        tiers: jackpotTickerUpdate(record).tiers,
      };
    }),
  );
}
