import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import type { Prisma } from "@/lib/server/db/prisma";
import { formatRate, parseRateUnits, RATE_SCALE } from "@/lib/server/reports/conversion-maths";
import { queueOutOfRoundCredits } from "@/lib/server/wallet/queue-out-of-round-credit";

// What every prize payment shares, a tournament's rank or a drop: its derived transaction_id, its amount in the
// player's currency, and the payout row written with its ledger credit in the caller's transaction.

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * "prz_" and 26 base62 digits of SHA-256 over what the prize pays (the promotion and the player for a rank, the
 * promotion and the round for a drop): the same prize always has the same id, so the ledger's key refuses a second.
 */
export function prizeTransactionId(...parts: string[]): string {
  const digest = createHash("sha256").update(parts.join("\u0000")).digest();
  let value = BigInt(`0x${digest.toString("hex")}`);
  let text = "";
  for (let index = 0; index < 26; index++) {
    text += BASE62[Number(value % 62n)];
    value /= 62n;
  }
  return `prz_${text}`;
}

/** The staff-entered rate (base per unit of `currency`) of the month holding `at`; exchange_rate_missing without one. */
export async function prizeRate(options: {
  db: Prisma.TransactionClient;
  currency: string;
  baseCurrency: string;
  at: Date;
}): Promise<bigint | null> {
  const { currency, baseCurrency, at } = options;
  if (currency === baseCurrency) return null;
  const month = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const rate = await options.db.exchangeRate.findFirst({
    where: { month, currency, reportingCurrency: baseCurrency },
    orderBy: { id: "desc" },
  });
  if (!rate)
    throw new AppError(
      "exchange_rate_missing",
      `No ${currency} → ${baseCurrency} rate for ${month.toISOString().slice(0, 7)}: enter it in the money view, then settle again`,
    );
  return parseRateUnits(rate.rate.toString());
}

/** One prize to pay (payPrizes). */
export interface PrizeOrder {
  transactionId: string;
  promotionId: string;
  operatorId: string;
  playerId: string;
  sessionId: string;
  gameSymbol: string;
  currency: string;
  baseCurrency: string;
  baseAmountMinor: bigint;
  /** Base per unit of `currency` in units of 10^-12; null when `currency` is the base. */
  rateUnits: bigint | null;
  actionType: string;
  rank?: number;
  tier?: number;
  roundId?: string;
  hold?: boolean;
  now: Date;
}

/** A prize's amount in the player's currency: the base amount converted at `rateUnits`, rounded down. */
function prizeAmountMinor(order: PrizeOrder): bigint {
  if (order.rateUnits === null) return order.baseAmountMinor;
  return (
    (order.baseAmountMinor * 10n ** BigInt(currencyExponent(order.currency) + RATE_SCALE)) /
    (order.rateUnits * 10n ** BigInt(currencyExponent(order.baseCurrency)))
  );
}

/**
 * Writes the payouts and queues their credits (action_type, the player's currency converted at `rateUnits`,
 * rounded down), two statements for any number (a tournament's settlement); with `hold` a payout is written with
 * the session and game its credit will name, and nothing is queued until releaseHeldPrizes. Returns the amounts,
 * in minor units of each prize's currency, in the orders' order.
 */
export async function payPrizes(options: { db: Prisma.TransactionClient; prizes: PrizeOrder[] }): Promise<bigint[]> {
  const { db, prizes } = options;
  const amounts = prizes.map(prizeAmountMinor);
  if (prizes.length === 0) return amounts;
  const column = <T>(pick: (order: PrizeOrder, index: number) => T) => prizes.map(pick);
  await db.$executeRaw`
    INSERT INTO promotion_payouts (transaction_id, promotion_id, operator_id, external_player_id, rank, tier, round_id,
      base_amount_minor, base_currency, amount_minor, currency, rate, held_session_id, held_game_symbol, created_at)
    SELECT p.transaction_id, p.promotion_id, p.operator_id, p.external_player_id, p.rank::int, p.tier::int, p.round_id,
      p.base_amount_minor::bigint, p.base_currency, p.amount_minor::bigint, p.currency, p.rate, p.held_session_id,
      p.held_game_symbol, p.at::timestamp(3)
    FROM unnest(
      ${column((order) => order.transactionId)}::text[], ${column((order) => order.promotionId)}::text[],
      ${column((order) => order.operatorId)}::text[], ${column((order) => order.playerId)}::text[],
      ${column((order) => (order.rank === undefined ? null : String(order.rank)))}::text[],
      ${column((order) => (order.tier === undefined ? null : String(order.tier)))}::text[],
      ${column((order) => order.roundId ?? null)}::text[],
      ${column((order) => order.baseAmountMinor.toString())}::text[], ${column((order) => order.baseCurrency)}::text[],
      ${column((_, index) => amounts[index]!.toString())}::text[], ${column((order) => order.currency)}::text[],
      ${column((order) => (order.rateUnits === null ? null : formatRate(order.rateUnits)))}::text[],
      ${column((order) => (order.hold ? order.sessionId : null))}::text[],
      ${column((order) => (order.hold ? order.gameSymbol : null))}::text[],
      ${column((order) => order.now.toISOString())}::text[]
    ) AS p(transaction_id, promotion_id, operator_id, external_player_id, rank, tier, round_id, base_amount_minor,
      base_currency, amount_minor, currency, rate, held_session_id, held_game_symbol, at)`;
  await queueOutOfRoundCredits(
    db,
    prizes.flatMap((order, index) =>
      order.hold
        ? []
        : [
            {
              transactionId: order.transactionId,
              operatorId: order.operatorId,
              playerId: order.playerId,
              sessionId: order.sessionId,
              gameSymbol: order.gameSymbol,
              currency: order.currency,
              amountMinor: amounts[index]!,
              actionType: order.actionType,
              promotionId: order.promotionId,
              now: order.now,
            },
          ],
    ),
  );
  return amounts;
}

/** One prize (a drop as it falls): payPrizes of one. */
export async function payPrize(options: PrizeOrder & { db: Prisma.TransactionClient }): Promise<bigint> {
  const { db, ...order } = options;
  const [amount] = await payPrizes({ db, prizes: [order] });
  return amount!;
}

/**
 * Queues the credits of a promotion's held payouts (in the caller's transaction, the promotion's row locked) and
 * clears their hold; a payout's credit keeps its derived transaction_id, so a second release queues nothing.
 */
export async function releaseHeldPrizes(options: {
  db: Prisma.TransactionClient;
  promotionId: string;
  actionType: string;
  now: Date;
}): Promise<number> {
  const { db, promotionId, now } = options;
  const held = await db.promotionPayout.findMany({ where: { promotionId, heldSessionId: { not: null } } });
  await queueOutOfRoundCredits(
    db,
    held.map((payout) => ({
      transactionId: payout.transactionId,
      operatorId: payout.operatorId,
      playerId: payout.externalPlayerId,
      sessionId: payout.heldSessionId!,
      gameSymbol: payout.heldGameSymbol!,
      currency: payout.currency,
      amountMinor: payout.amountMinor,
      actionType: options.actionType,
      promotionId,
      now,
    })),
  );
  await db.promotionPayout.updateMany({
    where: { promotionId, heldSessionId: { not: null } },
    data: { heldSessionId: null, heldGameSymbol: null },
  });
  return held.length;
}
