import "server-only";
import { randomInt } from "node:crypto";
import { PRIZE_DROP_ACTION_TYPE } from "@/lib/contract/wallet-api";
import type { Prisma } from "@/lib/server/db/prisma";
import { dropChance } from "./drop-chance";
import { payPrize, prizeRate, prizeTransactionId } from "./prize-credit";
import type { StoredPrizes } from "./promotion-view";

// The prize-drop draw. Every qualifying round of a running prize drop gets one draw, when the scoring pass counts it
// (so once: the pass counts a round once, and draws in the same transaction). A round wins a prize with probability
//
//   p = prizes left ÷ qualifying rounds expected until the end,
//
// the rounds expected being the drop's own qualifying rate so far (rounds counted ÷ time since it started) times the
// time left; p is at most 1 (once fewer rounds are expected than prizes are left, every round drops one). So the
// expected number of drops over the rest of the window is the prizes left, whatever the traffic: the pool is spent
// by the end on average, faster traffic only makes each round's chance smaller. The prize is one of those left, each
// as likely as another (a tier is drawn in proportion to the prizes it has left). Both draws use the server's
// cryptographic RNG. Prizes left when the window ends stay unclaimed: they are reported (the promotion's view and
// the console), never kept or paid out later.
//
// A drop is paid at once: the payout and its credit (action_type prize_drop, transaction_id derived from the
// promotion and the round) are written in the scoring pass's transaction, in the round's session and currency
// (at the staff rate of the round's month; the pass does not count a round whose currency has no rate).

export interface CountedRound {
  promotion_id: string;
  round_id: string;
  operator_id: string;
  player_id: string;
  session_id: string;
  game_symbol: string;
  currency: string;
  settled_at: Date;
}

/** A prize drawn by a round: the scorer pushes it to the winner's page once the pass has committed. */
export interface DroppedPrize {
  promotionId: string;
  operatorId: string;
  playerId: string;
  sessionId: string;
  currency: string;
  amountMinor: bigint;
}

const DRAW_RANGE = 2 ** 32;

export async function drawPrizeDrops(options: {
  db: Prisma.TransactionClient;
  promotionId: string;
  /** This pass's newly counted rounds of the promotion. */
  rounds: CountedRound[];
  now: Date;
}): Promise<DroppedPrize[]> {
  const { db, promotionId, now } = options;
  const promotion = await db.promotion.findUniqueOrThrow({ where: { id: promotionId } });
  const prizes = promotion.prizes as unknown as StoredPrizes;
  if (prizes.kind !== "prize_drop" || promotion.cancelledAt) return [];
  const dropped = await db.promotionPayout.groupBy({ by: ["tier"], where: { promotionId }, _count: { _all: true } });
  const left = prizes.tiers.map(
    (tier, index) => tier.count - (dropped.find((group) => group.tier === index + 1)?._count._all ?? 0),
  );
  const roundsSoFar = await db.promotionRoundScore.count({ where: { promotionId } });
  const start = Math.max(promotion.startsAt.getTime(), promotion.createdAt.getTime());
  const rounds = [...options.rounds].sort(
    (a, b) => a.settled_at.getTime() - b.settled_at.getTime() || a.round_id.localeCompare(b.round_id),
  );
  const rates = new Map<string, bigint | null>();
  const drops: DroppedPrize[] = [];
  for (const round of rounds) {
    const prizesLeft = left.reduce((sum, count) => sum + count, 0);
    const chance = dropChance({
      prizesLeft,
      roundsSoFar,
      msSinceStart: now.getTime() - start,
      msLeft: promotion.endsAt.getTime() - now.getTime(),
    });
    if (chance === 0 || randomInt(DRAW_RANGE) >= chance * DRAW_RANGE) continue;
    // One of the prizes left, each as likely: walk the tiers to the one holding it.
    let pick = randomInt(prizesLeft);
    let tierIndex = 0;
    while (pick >= left[tierIndex]!) pick -= left[tierIndex++]!;
    left[tierIndex]! -= 1;
    const currency = round.currency.trim();
    if (!rates.has(currency))
      rates.set(
        currency,
        await prizeRate({ db, currency, baseCurrency: promotion.baseCurrency, at: round.settled_at }),
      );
    const amountMinor = await payPrize({
      db,
      transactionId: prizeTransactionId(promotionId, "round", round.round_id),
      promotionId,
      operatorId: round.operator_id,
      playerId: round.player_id,
      sessionId: round.session_id,
      gameSymbol: round.game_symbol,
      currency,
      baseCurrency: promotion.baseCurrency,
      baseAmountMinor: BigInt(prizes.tiers[tierIndex]!.amountMinor),
      rateUnits: rates.get(currency) ?? null,
      actionType: PRIZE_DROP_ACTION_TYPE,
      tier: tierIndex + 1,
      roundId: round.round_id,
      now,
    });
    drops.push({
      promotionId,
      operatorId: round.operator_id,
      playerId: round.player_id,
      sessionId: round.session_id,
      currency,
      amountMinor,
    });
  }
  return drops;
}
