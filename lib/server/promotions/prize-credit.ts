import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import type { Prisma } from "@/lib/server/db/prisma";
import { formatRate, parseRateUnits, RATE_SCALE } from "@/lib/server/reports/conversion-maths";
import { queueOutOfRoundCredit } from "@/lib/server/wallet/queue-out-of-round-credit";

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

/**
 * Writes the payout and queues its credit (action_type, the player's currency converted at `rateUnits`, rounded
 * down); with `hold` the payout is written with the session and game its credit will name, and nothing is queued
 * until releaseHeldPrizes. Returns the amount, in minor units of `currency`.
 */
export async function payPrize(options: {
  db: Prisma.TransactionClient;
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
}): Promise<bigint> {
  const { db, rateUnits, baseAmountMinor, currency, now } = options;
  const exponent = currencyExponent(currency);
  const amountMinor =
    rateUnits === null
      ? baseAmountMinor
      : (baseAmountMinor * 10n ** BigInt(exponent + RATE_SCALE)) /
        (rateUnits * 10n ** BigInt(currencyExponent(options.baseCurrency)));
  await db.promotionPayout.create({
    data: {
      transactionId: options.transactionId,
      promotionId: options.promotionId,
      operatorId: options.operatorId,
      externalPlayerId: options.playerId,
      rank: options.rank ?? null,
      tier: options.tier ?? null,
      roundId: options.roundId ?? null,
      baseAmountMinor,
      baseCurrency: options.baseCurrency,
      amountMinor,
      currency,
      rate: rateUnits === null ? null : formatRate(rateUnits),
      heldSessionId: options.hold ? options.sessionId : null,
      heldGameSymbol: options.hold ? options.gameSymbol : null,
      createdAt: now,
    },
  });
  if (options.hold) return amountMinor;
  await queueOutOfRoundCredit(db, {
    transactionId: options.transactionId,
    operatorId: options.operatorId,
    playerId: options.playerId,
    sessionId: options.sessionId,
    gameSymbol: options.gameSymbol,
    currency,
    amountMinor,
    actionType: options.actionType,
    promotionId: options.promotionId,
    now,
  });
  return amountMinor;
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
  for (const payout of held)
    await queueOutOfRoundCredit(db, {
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
    });
  await db.promotionPayout.updateMany({
    where: { promotionId, heldSessionId: { not: null } },
    data: { heldSessionId: null, heldGameSymbol: null },
  });
  return held.length;
}
