import "server-only";
import { TOURNAMENT_PRIZE_ACTION_TYPE } from "@/lib/contract/wallet-api";
import { AppError } from "@/lib/base/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { prisma, TRANSACTION_DEFAULTS } from "@/lib/server/db/prisma";
import { payPrizes, prizeRate, prizeTransactionId, type PrizeOrder } from "./prize-credit";
import { announcePromotionUpdates, publishLeaderboards } from "./publish-promotion-updates";
import { promotionState, type StoredPrizes } from "./promotion-view";

// Settles an ended tournament: its standings are final (a last scoring pass ran first), each rank in the money is
// paid to its player as an out-of-round credit in the ledger (queueOutOfRoundCredit: the wallet worker delivers it,
// retries it and gives up like any credit), and the promotion is settled. One transaction with the promotion's row
// locked: the payouts, their credits, settled_at and the audit row commit together, once — a second call (another
// instance, a retry) finds it settled and pays nothing.
//
// - A prize's transaction_id is derived from the promotion, the operator and the player ("prz_" + SHA-256), so no
//   path can pay one player's rank twice: the ledger's key refuses a second credit.
// - The player is paid in the currency of their latest counted round, in the session and game of that round (the
//   session may have expired by now; the wallet must accept the credit all the same). A prize set in another base
//   currency is converted at the staff-entered rate of the month the tournament ended (base per unit of the
//   player's currency), rounded down to the player's currency, and the rate is kept on the payout. Without a rate
//   for a currency in the money the tournament is not settled (exchange_rate_missing) and nothing is paid.
// - With a review period (review_minutes, a staff setting) the payouts are written but held: no credit is queued
//   until payouts_release_at, when the background loop releases them (release-promotion-payouts.ts), or staff
//   release them earlier. Without one they are queued here and the payouts are released as they settle.

export interface SettledTournament {
  promotionId: string;
  /** False when it was already settled (this call paid nothing). */
  settledNow: boolean;
  payouts: number;
}

interface Winner {
  operator_id: string;
  external_player_id: string;
  last_session_id: string;
  last_game_symbol: string;
  currency: string;
}

export async function settleTournament(options: {
  promotionId: string;
  actor: string;
  now?: Date;
}): Promise<SettledTournament> {
  const { promotionId, actor } = options;
  const now = options.now ?? new Date();
  const settled = await prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM promotions WHERE id = ${promotionId} FOR UPDATE`;
    if (locked.length === 0) throw new AppError("promotion_not_found", `Promotion "${promotionId}" not found`);
    const promotion = await tx.promotion.findUniqueOrThrow({ where: { id: promotionId } });
    if (promotion.kind !== "tournament")
      throw new AppError("promotion_not_tournament", `Promotion "${promotionId}" is a prize drop: it pays as it drops`);
    const state = promotionState(promotion, now);
    if (state === "settled") return { promotionId, settledNow: false, payouts: 0 };
    if (state !== "ended")
      throw new AppError(
        "promotion_not_editable",
        `Promotion "${promotionId}" is ${state}: only an ended tournament settles`,
      );

    const prizes = promotion.prizes as unknown as StoredPrizes;
    const ranks = prizes.kind === "tournament" ? prizes.ranks : [];
    const paidRanks = ranks.reduce((last, line) => Math.max(last, line.toRank), 0);
    const winners = await tx.$queryRaw<Winner[]>`
      SELECT operator_id, external_player_id, last_session_id, last_game_symbol, currency FROM promotion_entries
      WHERE promotion_id = ${promotionId}
      ORDER BY score DESC, reached_at, operator_id, external_player_id
      LIMIT ${paidRanks}`;

    // The month's rates of every currency in the money other than the base, all found before anything is paid.
    const rates = new Map<string, bigint | null>();
    for (const currency of new Set(winners.map((winner) => winner.currency.trim())))
      rates.set(
        currency,
        await prizeRate({ db: tx, currency, baseCurrency: promotion.baseCurrency, at: promotion.endsAt }),
      );

    const orders: PrizeOrder[] = [];
    for (const [index, winner] of winners.entries()) {
      const rank = index + 1;
      const line = ranks.find((range) => range.fromRank <= rank && rank <= range.toRank);
      if (!line) continue;
      const currency = winner.currency.trim();
      orders.push({
        transactionId: prizeTransactionId(promotionId, winner.operator_id, winner.external_player_id),
        promotionId,
        operatorId: winner.operator_id,
        playerId: winner.external_player_id,
        sessionId: winner.last_session_id,
        gameSymbol: winner.last_game_symbol,
        currency,
        baseCurrency: promotion.baseCurrency,
        baseAmountMinor: BigInt(line.amountMinor),
        rateUnits: rates.get(currency) ?? null,
        actionType: TOURNAMENT_PRIZE_ACTION_TYPE,
        rank,
        hold: promotion.reviewMinutes > 0,
        now,
      });
    }
    await payPrizes({ db: tx, prizes: orders });
    const payouts = orders.length;
    const releaseAt = new Date(now.getTime() + promotion.reviewMinutes * 60_000);
    await tx.promotion.update({
      where: { id: promotionId },
      data: {
        settledAt: now,
        payoutsReleaseAt: releaseAt,
        payoutsReleasedAt: promotion.reviewMinutes > 0 ? null : now,
      },
    });
    await recordAudit({
      db: tx,
      actor,
      action: "promotions.promotion.settle",
      target: { type: "promotion", id: promotionId },
      after: { settled_at: now.toISOString(), payouts, payouts_release_at: releaseAt.toISOString() },
    });
    return { promotionId, settledNow: true, payouts };
  }, TRANSACTION_DEFAULTS);
  // The final standings to the game pages: each page showing the tournament reads its own result.
  if (settled.settledNow) await announcePromotionUpdates(() => publishLeaderboards([settled.promotionId]));
  return settled;
}
