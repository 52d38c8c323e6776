import "server-only";
import { JACKPOT_WIN_STATES, JACKPOT_WINS_LIMIT, type JackpotWinView } from "@/lib/contract/jackpots-api";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { prisma } from "@/lib/server/db/prisma";

// A pool's latest wins for the operator API (GET /jackpots/{jackpot_id}/wins) and the console. An operator sees a
// pool its players feed, else jackpot_not_found (as an unknown pool: ids of others' pools reveal nothing); in a
// network pool another operator's winner is masked: no round, player, transaction or delivery state.

export async function listJackpotWins(options: {
  poolId: string;
  /** The operator asking; absent for staff (nothing masked). */
  viewerOperatorId?: string;
}): Promise<JackpotWinView[]> {
  const { poolId, viewerOperatorId } = options;
  const pool = await prisma.jackpotPool.findUnique({ where: { id: poolId }, include: { operators: true } });
  if (!pool || (viewerOperatorId !== undefined && !pool.operators.some((row) => row.operatorId === viewerOperatorId)))
    throw new AppError("jackpot_not_found", `Jackpot "${poolId}" not found`);
  const wins = await prisma.jackpotWin.findMany({
    where: { poolId },
    orderBy: [{ wonAt: "desc" }, { id: "desc" }],
    take: JACKPOT_WINS_LIMIT,
  });
  const tiers = await prisma.jackpotTier.findMany({ where: { poolId }, select: { id: true, name: true } });
  const credits = await prisma.walletTransaction.findMany({
    where: { id: { in: wins.map((win) => win.transactionId) } },
    select: { id: true, state: true },
  });
  const currency = pool.baseCurrency.trim();
  return wins.map((win) => {
    const own = viewerOperatorId === undefined || win.operatorId === viewerOperatorId;
    const paidCurrency = win.paidCurrency.trim();
    return {
      tier: tiers.find((tier) => tier.id === win.tierId)?.name ?? win.tierId,
      amount: formatMinorUnits(win.paidMinor, currencyExponent(paidCurrency)),
      currency: paidCurrency,
      pool_amount: formatMinorUnits(win.amountMinor, pool.exponent),
      pool_currency: currency,
      won_at: win.wonAt.toISOString(),
      round_id: own ? win.roundId : null,
      external_player_id: own ? win.playerId : null,
      transaction_id: own ? win.transactionId : null,
      state: own ? creditState(credits.find((credit) => credit.id === win.transactionId)?.state) : null,
      trigger: win.triggerMinor === null ? null : formatMinorUnits(win.triggerMinor, pool.exponent),
      trigger_nonce: win.triggerNonce,
      trigger_hash: win.triggerHash,
    };
  });
}

/** A credit's ledger state as the contract names it (a credit is never rolled_back). */
function creditState(state: string | undefined): JackpotWinView["state"] {
  return (JACKPOT_WIN_STATES as readonly string[]).includes(state ?? "") ? (state as JackpotWinView["state"]) : null;
}
