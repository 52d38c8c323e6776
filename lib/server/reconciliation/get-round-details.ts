import "server-only";
import type { RoundDetails, RoundTransactionView } from "@/lib/contract/reconciliation-api";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { roundReplayUrl } from "@/lib/server/replay/replay-link";
import { roundView } from "@/lib/server/runtime/round-view";
import { attemptLogInclude, toWalletTransactionView, type WalletTransactionView } from "@/lib/server/wallet/wallet-delivery-view";
import { openRoundStatus } from "./open-round-status";
import { addMonths, reconciliationSettings } from "./reconciliation-settings";

// One round of the operator, for support and disputes: its money (wallet_rounds), its outcome as the game showed it
// (game_rounds), every wallet transaction with its attempts, the free-rounds award that paid it, and whether it is
// still open. Found by its id or by any of its transaction ids. Another operator's round is "not found": its
// existence is not disclosed. Without operatorId (the staff console) any operator's round is found. replayBaseUrl
// starts the round's replay link (PUBLIC_BASE_URL or the request's origin).

export async function getRoundDetails(options: {
  operatorId?: string;
  roundId?: string;
  transactionId?: string;
  replayBaseUrl: string;
}): Promise<RoundDetails> {
  const settings = reconciliationSettings();
  const roundId = options.roundId ?? (await roundIdOfTransaction(options.operatorId, options.transactionId));
  const round = roundId
    ? await prisma.walletRound.findUnique({
        where: { id: roundId },
        include: {
          transactions: { include: attemptLogInclude, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
          freeRoundsAward: { include: { campaign: { select: { campaignId: true } } } },
        },
      })
    : null;
  if (!round || !inScope(round.operatorId, options.operatorId)) {
    throw new AppError(
      "round_not_found",
      options.roundId ? `Round "${options.roundId}" not found` : `No round has a transaction "${options.transactionId}"`,
    );
  }
  const gameRound = await prisma.gameRound.findUnique({ where: { id: round.id } });
  const played = gameRound ? roundView(gameRound) : null;
  const now = new Date();
  const open = openRoundStatus(round, round.transactions, now);
  const award = round.freeRoundsAward;
  return {
    round_id: round.id,
    operator_id: round.operatorId,
    game_symbol: round.gameSymbol,
    external_player_id: round.playerId,
    session_id: round.sessionId,
    currency: round.currency,
    bet: formatMinorUnits(round.betMinor, round.exponent),
    win: round.winMinor === null ? null : formatMinorUnits(round.winMinor, round.exponent),
    round_state: round.state,
    open: open && { reason_code: open.reason_code, reason: open.reason, next_step: open.next_step },
    bet_level: played?.betLevel ?? null,
    coin_value: played?.coinValue ?? null,
    bought_feature: played?.boughtFeature ?? null,
    free_spins: played?.freeSpins ?? null,
    outcome: played?.outcome ?? null,
    free_rounds: award
      ? { award_id: award.id, campaign_id: award.campaign.campaignId, rounds_total: award.roundsTotal, rounds_played: award.roundsPlayed }
      : null,
    transactions: round.transactions
      .filter((transaction) => transaction.type !== "balance")
      .map((transaction) => roundTransaction(toWalletTransactionView(transaction))),
    created_at: round.createdAt.toISOString(),
    played_at: gameRound?.createdAt.toISOString() ?? null,
    updated_at: round.updatedAt.toISOString(),
    retained_until: addMonths(round.createdAt, settings.roundsRetentionMonths).toISOString(),
    replay_url: roundReplayUrl({ baseUrl: options.replayBaseUrl, roundId: round.id, now }),
  };
}

async function roundIdOfTransaction(operatorId: string | undefined, transactionId: string | undefined): Promise<string | null> {
  if (!transactionId) return null;
  const transaction = await prisma.walletTransaction.findUnique({ where: { id: transactionId }, select: { roundId: true, operatorId: true } });
  return transaction && inScope(transaction.operatorId, operatorId) ? transaction.roundId : null;
}

function inScope(rowOperatorId: string, operatorId: string | undefined): boolean {
  return operatorId === undefined || rowOperatorId === operatorId;
}

function roundTransaction(view: WalletTransactionView): RoundTransactionView {
  const last = view.attemptLog[view.attemptLog.length - 1];
  return {
    transaction_id: view.id,
    transaction_type: view.type as RoundTransactionView["transaction_type"],
    action_type: view.actionType,
    state: view.state,
    amount: view.amount,
    original_transaction_id: view.originalTransactionId,
    balance_after: view.balanceAfter,
    created_at: view.createdAt.toISOString(),
    completed_at: view.completedAt?.toISOString() ?? null,
    give_up_at: view.giveUpAt?.toISOString() ?? null,
    attempts: {
      count: view.attemptLog.length,
      first_attempt_at: view.firstAttemptAt?.toISOString() ?? null,
      last_attempt_at: view.lastAttemptAt?.toISOString() ?? null,
      last_outcome: last?.outcome ?? null,
      last_http_status: last?.responseStatus ?? null,
      last_latency_ms: view.lastLatencyMs,
      last_error: view.errorMessage ?? view.errorCode ?? last?.error ?? null,
    },
  };
}
