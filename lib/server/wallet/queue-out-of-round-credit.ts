import "server-only";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import type { Prisma } from "@/lib/server/db/prisma";
import { walletConfig } from "./wallet-config";

// A credit that belongs to no round (a promotion's prize, a jackpot win): written to the ledger as a pending credit, in the
// caller's transaction, and delivered by the wallet worker like any credit — signed, retried with the same
// transaction_id on an unknown outcome until it is acknowledged or gives up (WALLET_GIVE_UP_AFTER_MS), then manual
// resolution. The caller derives transaction_id from what it pays, so queueing the same prize again is a no-op.

export interface OutOfRoundCredit {
  transactionId: string;
  operatorId: string;
  playerId: string;
  /** The session the prize names (the player's last in the promotion); it may have expired. */
  sessionId: string;
  gameSymbol: string;
  currency: string;
  amountMinor: bigint;
  actionType: string;
  /** The promotion paying the prize; absent for a jackpot win (its jackpot_wins row names the credit). */
  promotionId?: string;
  now: Date;
}

export async function queueOutOfRoundCredit(db: Prisma.TransactionClient, credit: OutOfRoundCredit): Promise<boolean> {
  return (await queueOutOfRoundCredits(db, [credit])) === 1;
}

/**
 * Many credits in one statement (a tournament's settlement: up to 100,000 prizes, well inside its transaction's
 * time, where a row-by-row insert was not); a transaction_id already in the ledger is skipped. Returns how many
 * were new.
 */
export async function queueOutOfRoundCredits(
  db: Prisma.TransactionClient,
  credits: OutOfRoundCredit[],
): Promise<number> {
  if (credits.length === 0) return 0;
  const giveUpAfterMs = walletConfig().giveUpAfterMs;
  const column = <T>(pick: (credit: OutOfRoundCredit) => T) => credits.map(pick);
  return db.$executeRaw`
    INSERT INTO wallet_transactions (id, round_id, operator_id, player_id, session_id, game_symbol, currency, exponent,
      type, action_type, amount_minor, promotion_id, state, next_attempt_at, give_up_at, created_at, updated_at)
    SELECT c.id, NULL, c.operator_id, c.player_id, c.session_id, c.game_symbol, c.currency, c.exponent::int,
      'credit', c.action_type, c.amount_minor::bigint, c.promotion_id, 'pending', c.at::timestamp(3),
      c.give_up_at::timestamp(3), c.at::timestamp(3), c.at::timestamp(3)
    FROM unnest(
      ${column((credit) => credit.transactionId)}::text[], ${column((credit) => credit.operatorId)}::text[],
      ${column((credit) => credit.playerId)}::text[], ${column((credit) => credit.sessionId)}::text[],
      ${column((credit) => credit.gameSymbol)}::text[], ${column((credit) => credit.currency)}::text[],
      ${column((credit) => String(currencyExponent(credit.currency)))}::text[],
      ${column((credit) => credit.actionType)}::text[], ${column((credit) => credit.amountMinor.toString())}::text[],
      ${column((credit) => credit.promotionId ?? null)}::text[], ${column((credit) => credit.now.toISOString())}::text[],
      ${column((credit) => new Date(credit.now.getTime() + giveUpAfterMs).toISOString())}::text[]
    ) AS c(id, operator_id, player_id, session_id, game_symbol, currency, exponent, action_type, amount_minor,
      promotion_id, at, give_up_at)
    ON CONFLICT (id) DO NOTHING`;
}
