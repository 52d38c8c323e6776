import type { Prisma, WalletRound, WalletTransaction } from "@/lib/server/db/generated/client";
import type { OpenStatus } from "@/lib/contract/reconciliation-api";
import { NOT_RESOLVED_MANUALLY } from "@/lib/server/wallet/manual-resolution";
import { needsResolution } from "@/lib/server/wallet/wallet-delivery-view";

// Whether a round is open (not settled on both sides) and why, in one place for the round details and the open
// rounds list. Open: a round still in play past its settlement lease (its process died), or a round whose closing
// transaction — the win credit of a settled round, the bet rollback of a cancelled one — is not acknowledged
// (pending, unknown) or needs manual resolution (gave up, refused, not yet resolved by staff). A round in play within
// its lease is not open: it is being played.

type ClosingType = "credit" | "rollback";

/** A closing transaction (credit or rollback) that keeps its round open; the same rule as openRoundStatus. */
export const OPEN_CLOSING_TRANSACTION = {
  type: { in: ["credit", "rollback"] },
  OR: [
    { state: { in: ["pending", "unknown"] } },
    { AND: [{ state: { in: ["gave_up", "rejected"] } }, NOT_RESOLVED_MANUALLY] },
  ],
} satisfies Prisma.WalletTransactionWhereInput;

export function openRoundStatus(
  round: Pick<WalletRound, "state" | "leaseUntil" | "freeRoundsAwardId">,
  transactions: Pick<WalletTransaction, "id" | "type" | "state" | "errorCode" | "giveUpAt" | "createdAt">[],
  now: Date,
): (OpenStatus & { transaction: (typeof transactions)[number] | null }) | null {
  if (round.state === "debiting" || round.state === "debited") {
    if (!round.leaseUntil || round.leaseUntil >= now) return null;
    return {
      reason_code: "settlement_overdue",
      reason:
        "The round was not settled within its settlement lease: the instance that played it stopped before recording the outcome.",
      next_step: round.freeRoundsAwardId
        ? "The wallet worker cancels the round and gives the free round back to its award; nothing was debited, so nothing is rolled back."
        : "The wallet worker cancels the round and rolls back its bet (a rollback naming the debit as original_transaction_id), retried until your wallet acknowledges it.",
      transaction: null,
    };
  }
  const type: ClosingType | null =
    round.state === "settled" ? "credit" : round.state === "cancelled" ? "rollback" : null;
  if (!type) return null;
  // The latest closing transaction decides (a requeued rollback supersedes the earlier one).
  const closing = transactions
    .filter((transaction) => transaction.type === type)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (!closing) return null;
  const what = type === "credit" ? "win credit" : "rollback of the bet";
  const until = closing.giveUpAt ? ` until ${closing.giveUpAt.toISOString()}` : "";
  const staff =
    "Nothing is sent automatically any more: the provider's staff retry it or mark it resolved after checking with you whether your wallet applied this transaction_id.";
  switch (closing.state) {
    case "pending":
      return {
        reason_code: `${type}_pending`,
        reason: `The ${what} is stored and no attempt to send it has finished yet.`,
        next_step: `The platform sends it (same transaction_id) and retries with backoff${until} until your wallet acknowledges it; nothing is needed from you.`,
        transaction: closing,
      };
    case "unknown":
      return {
        reason_code: `${type}_unknown`,
        reason: `The ${what} was sent but no valid answer came back (timeout, network error, 5xx or a malformed answer).`,
        next_step: `The platform resends the same ${what} (same transaction_id) with backoff${until} until your wallet acknowledges it; after that it is given up and waits for manual resolution.`,
        transaction: closing,
      };
    case "gave_up":
    case "rejected":
      if (!needsResolution(closing)) return null;
      return {
        reason_code: `${type}_${closing.state}`,
        reason:
          closing.state === "gave_up"
            ? `Your wallet did not acknowledge the ${what} before its give-up time.`
            : `Your wallet refused the ${what} (a 400, or an invalid signature).`,
        next_step: staff,
        transaction: closing,
      };
    default:
      return null;
  }
}
