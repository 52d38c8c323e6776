import "server-only";
import { z } from "zod";
import { currencySchema } from "@/lib/contract/provider-api";
import type { WalletRound, WalletTransaction } from "@/lib/server/db/generated/client";
import { isConnectionLoss } from "@/lib/server/db/connection-loss";
import { prisma } from "@/lib/server/db/prisma";
import { logger } from "@/lib/server/observability/logger";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits, parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { isUniqueViolation } from "@/lib/server/db/unique-violation";
import { parseInput } from "@/lib/base/parse-input";
import { deliverWalletTransaction, type DeliveryReport } from "./deliver-wallet-transaction";
import { loadOperatorWallet } from "./operator-wallet";
import type { OperatorWalletEndpoint } from "./wallet-client";
import { walletConfig, type WalletConfig } from "./wallet-config";
import { cancelRoundAndQueueRollback } from "./cancel-round-and-queue-rollback";
import { LEDGER_TRANSACTION_OPTIONS } from "./ledger-transaction-options";
import { newLeaseOwner, newWalletId } from "./wallet-ids";
import { FREE_ROUND_WIN_ACTION_TYPE } from "@/lib/contract/wallet-api";
import type { AwardOfferRow } from "@/lib/server/free-rounds/free-rounds-offer";
import { settledRoundBalance } from "./settled-round-balance";
import { announcePendingContributions, feedsJackpot, jackpotShard } from "./jackpot-feeds";
import {
  insertRoundWithDebit,
  markRoundDebited,
  readAwardOffer,
  settleFreeRoundWithCredit,
  settleRoundWithCredit,
  startFreeRound,
  type LedgerRoundFacts,
} from "./wallet-ledger-statements";

// One game round's money, for the game runtime: debit the bet, decide the outcome, credit the win.
//
// - The debit is written to the ledger before it is sent and retried with the same transaction_id on an unknown
//   outcome (timeout, network error, 5xx): at most WALLET_DEBIT_MAX_ATTEMPTS within WALLET_DEBIT_RETRY_WINDOW_MS.
//   Still unknown after that: the round is not played and a rollback of the bet is queued.
// - 400 from the operator (insufficient_funds, unknown player…) is final: the round is not played.
// - 401 invalid_signature is final and raises an operator alert for the console.
// - If the outcome step fails after a successful debit, the round is cancelled and a best-effort rollback is
//   sent (queued for the worker if this attempt does not get through).
// - The win is credited even when it is zero (WALLET_CREDIT_ZERO_WINS, default true) so the operator sees
//   every round closed; the credit is tried once inline and then retried by the worker until acknowledged.
// - One round at a time per session (a unique index on the session's unsettled round): an overlapping round is
//   refused with round_in_progress before anything is sent, on any instance.
// - With an idempotency key, a replay (same key in the session) sends nothing: it answers from the first round
//   (its result, or the refusal it met), or round_in_progress while that round is still being played; the same key
//   with another request is idempotency_key_reused.
// - A lost database connection is answered bet_not_taken while nothing was sent, else bet_refunded: the round is
//   left unsettled, and the worker's round recovery rolls its bet back when the lease ends.

const settleRoundSchema = z.object({
  operatorId: z.string().min(1),
  playerId: z.string().min(1).max(256),
  sessionId: z.string().min(1).max(256),
  gameSymbol: z.string().min(1).max(64),
  currency: currencySchema,
  bet: z.string(),
  roundId: z.string().min(1).max(64).optional(),
  idempotency: z.object({ key: z.string().min(1).max(255), requestDigest: z.string().min(1).max(128) }).optional(),
  betActionType: z.string().min(1).max(64).default("bet"),
  winActionType: z.string().min(1).max(64).default("win"),
  jackpotsAllowed: z.boolean().default(true),
});

export interface SettleRoundOptions<T> {
  operatorId: string;
  playerId: string;
  sessionId: string;
  gameSymbol: string;
  currency: string;
  /** Decimal text in the currency, e.g. "1.00". */
  bet: string;
  /** Our round id; generated when absent. */
  roundId?: string;
  betActionType?: string;
  winActionType?: string;
  /** False when the session's jurisdiction profile excludes jackpots: the round settles without a contribution. */
  jackpotsAllowed?: boolean;
  /** Decides the outcome once the bet is confirmed; returns the win as decimal text (may be "0"). */
  play: (context: { roundId: string; balanceAfterBet: string }) => Promise<{ win: string; result: T }>;
  /** The caller's idempotency key and a digest of its request; `replay` loads a settled round's result. */
  idempotency?: { key: string; requestDigest: string; replay: (context: { roundId: string }) => Promise<T> };
}

export interface SettledRound<T> {
  roundId: string;
  currency: string;
  bet: string;
  win: string;
  /** The operator's latest confirmed balance: after the win when the credit was acknowledged, else after the bet. */
  balance: string;
  /** False while the win's credit is still being delivered (or was refused): the balance does not include it. */
  winConfirmed: boolean;
  /** Null for a free round (nothing debited). */
  debitTransactionId: string | null;
  creditTransactionId: string | null;
  result: T;
}

export async function settleRound<T>(options: SettleRoundOptions<T>): Promise<SettledRound<T>> {
  const input = parseInput(settleRoundSchema, {
    ...options,
    idempotency: options.idempotency && {
      key: options.idempotency.key,
      requestDigest: options.idempotency.requestDigest,
    },
  });
  const config = walletConfig();
  const wallet = await loadOperatorWallet(input.operatorId);
  const exponent = currencyExponent(input.currency);
  const betMinor = parseMinorUnits(input.bet, exponent);
  const roundId = input.roundId ?? newWalletId("rnd");
  const leaseOwner = newLeaseOwner(`round:${roundId}`);
  const base = {
    operatorId: input.operatorId,
    playerId: input.playerId,
    sessionId: input.sessionId,
    gameSymbol: input.gameSymbol,
    currency: input.currency,
    exponent,
  };

  // 1. The round and its debit are stored before anything is sent; the round's lease covers every debit attempt.
  const debitLeaseUntil = new Date(Date.now() + config.debitRetryWindowMs + wallet.timeoutMs + config.leaseMarginMs);
  const debitId = newWalletId("dbt");
  let debit: WalletTransaction;
  try {
    debit = await insertRoundWithDebit(
      base,
      {
        roundId,
        id: debitId,
        actionType: input.betActionType,
        betMinor,
        leaseOwner,
        leaseUntil: debitLeaseUntil,
        now: new Date(),
      },
      input.idempotency ?? null,
    );
  } catch (error) {
    if (isConnectionLoss(error)) throw betNotTaken(error);
    if (!isUniqueViolation(error)) throw error;
    const earlier = input.idempotency
      ? await prisma.walletRound.findUnique({
          where: { sessionId_idempotencyKey: { sessionId: input.sessionId, idempotencyKey: input.idempotency.key } },
          include: { transactions: true },
        })
      : null;
    if (earlier) {
      return replayRound({
        round: earlier,
        requestDigest: input.idempotency!.requestDigest,
        replay: options.idempotency!.replay,
        currentBalance: () => settledRoundBalance(base),
      });
    }
    if (input.roundId && (await prisma.walletRound.count({ where: { id: roundId } })) > 0) {
      throw new AppError("conflict", `Round "${roundId}" already exists`);
    }
    throw new AppError(
      "round_in_progress",
      "Another round of this game session is still being played; wait for it to finish",
    );
  }

  try {
    return await debitPlayAndSettle({
      options,
      input,
      base,
      config,
      wallet,
      exponent,
      betMinor,
      roundId,
      leaseOwner,
      debit,
    });
  } catch (error) {
    if (isConnectionLoss(error)) throw betRefunded(roundId, error);
    throw error;
  }
}

const settleFreeRoundSchema = settleRoundSchema
  .pick({
    operatorId: true,
    playerId: true,
    sessionId: true,
    gameSymbol: true,
    currency: true,
    bet: true,
    idempotency: true,
  })
  .extend({ awardId: z.string().min(1).max(64) });

export interface SettleFreeRoundOptions<T> extends Pick<
  SettleRoundOptions<T>,
  "operatorId" | "playerId" | "sessionId" | "gameSymbol" | "currency" | "idempotency"
> {
  /** The free-rounds award whose round this is. */
  awardId: string;
  /** The stake the award pays for this round (decimal text): stored as the round's bet, never debited. */
  bet: string;
  /** Decides the outcome; returns the win as decimal text (the credit is capped by the award's max_win). */
  play: (context: { roundId: string }) => Promise<{ win: string; result: T }>;
}

export interface SettledFreeRound<T> extends SettledRound<T> {
  /** The award after the round (rounds played, win so far, completed or not). */
  award: AwardOfferRow;
}

/**
 * One free round of a free-rounds award: the same ledger path as a paid round without its debit. The round starts
 * by taking one of the award's rounds (one statement with the round's insert: free_rounds_unavailable when the award
 * cannot start one), plays, and settles with the award's win and its credit (action_type free_round_win, capped by
 * max_win) in one statement; the credit is then delivered, retried, given up and resolved like any other. A round
 * whose outcome step fails, or whose process dies (worker recovery), is cancelled and goes back to the award.
 */
export async function settleFreeRound<T>(options: SettleFreeRoundOptions<T>): Promise<SettledFreeRound<T>> {
  const input = parseInput(settleFreeRoundSchema, {
    ...options,
    idempotency: options.idempotency && {
      key: options.idempotency.key,
      requestDigest: options.idempotency.requestDigest,
    },
  });
  const config = walletConfig();
  const wallet = await loadOperatorWallet(input.operatorId);
  const exponent = currencyExponent(input.currency);
  const betMinor = parseMinorUnits(input.bet, exponent);
  const roundId = newWalletId("rnd");
  const base = {
    operatorId: input.operatorId,
    playerId: input.playerId,
    sessionId: input.sessionId,
    gameSymbol: input.gameSymbol,
    currency: input.currency,
    exponent,
  };
  const currentBalance = () => settledRoundBalance(base);
  const currentAward = async () => {
    const award = await readAwardOffer(input.awardId);
    if (!award) throw new AppError("free_rounds_unavailable", `Free-rounds award "${input.awardId}" not found`);
    return award;
  };
  const replayEarlier = async () => {
    const earlier = input.idempotency
      ? await prisma.walletRound.findUnique({
          where: { sessionId_idempotencyKey: { sessionId: input.sessionId, idempotencyKey: input.idempotency.key } },
          include: { transactions: true },
        })
      : null;
    if (!earlier) return null;
    const replayed = await replayRound({
      round: earlier,
      requestDigest: input.idempotency!.requestDigest,
      replay: options.idempotency!.replay,
      currentBalance,
    });
    return { ...replayed, award: await currentAward() };
  };

  // 1. One of the award's rounds is taken and the round stored, in one statement; nothing is debited.
  const startedAt = new Date();
  let started: boolean;
  try {
    started = await startFreeRound(
      base,
      {
        roundId,
        awardId: input.awardId,
        betMinor,
        leaseUntil: new Date(startedAt.getTime() + config.settlementLeaseMs),
        now: startedAt,
      },
      input.idempotency ?? null,
    );
  } catch (error) {
    if (isConnectionLoss(error)) throw betNotTaken(error);
    if (!isUniqueViolation(error)) throw error;
    const replayed = await replayEarlier();
    if (replayed) return replayed;
    throw new AppError(
      "round_in_progress",
      "Another round of this game session is still being played; wait for it to finish",
    );
  }
  if (!started) {
    // A replay of the award's last round finds no round left to take: it is answered from the first round.
    const replayed = await replayEarlier();
    if (replayed) return replayed;
    throw new AppError(
      "free_rounds_unavailable",
      "This free-rounds award has no round to play now (used up, cancelled, expired or not yet valid)",
    );
  }

  try {
    const played = await playSettleAndCredit({
      roundId,
      wallet,
      config,
      exponent,
      play: () => options.play({ roundId }),
      settle: (winMinor, credit, now) =>
        settleFreeRoundWithCredit(base, {
          roundId,
          winMinor,
          credit: { ...credit, actionType: FREE_ROUND_WIN_ACTION_TYPE },
          creditZeroWins: config.creditZeroWins,
          now,
        }),
    });
    return {
      roundId,
      currency: input.currency,
      bet: formatMinorUnits(betMinor, exponent),
      win: formatMinorUnits(played.paidMinor, exponent),
      debitTransactionId: null,
      creditTransactionId: played.creditTransactionId,
      result: played.result,
      // Nothing was debited: without an acknowledged credit the balance is the wallet's own answer (or its last).
      balance: played.confirmedBalance ?? (await currentBalance()),
      winConfirmed: played.creditTransactionId === null || played.confirmedBalance !== null,
      award: played.award ?? (await currentAward()),
    };
  } catch (error) {
    if (isConnectionLoss(error)) throw betRefunded(roundId, error);
    throw error;
  }
}

type SettleRoundInput = z.infer<typeof settleRoundSchema>;

async function debitPlayAndSettle<T>(context: {
  options: SettleRoundOptions<T>;
  input: SettleRoundInput;
  base: LedgerRoundFacts;
  config: WalletConfig;
  wallet: OperatorWalletEndpoint;
  exponent: number;
  betMinor: bigint;
  roundId: string;
  leaseOwner: string;
  debit: WalletTransaction;
}): Promise<SettledRound<T>> {
  const { options, input, base, config, wallet, exponent, betMinor, roundId, leaseOwner, debit } = context;
  // 2. Debit: same transaction_id on every attempt.
  const report = await debitWithRetries({ debit, wallet, leaseOwner, config });
  const balanceAfterBet = report.transaction.balanceAfter;
  if (report.result.outcome !== "succeeded" || report.leaseLost || balanceAfterBet === null) {
    return refuseRound({ report, roundId, config });
  }
  const debitedAt = new Date();
  const debited = await markRoundDebited({
    roundId,
    leaseUntil: new Date(debitedAt.getTime() + config.settlementLeaseMs),
    now: debitedAt,
  });
  if (!debited) throw roundTakenOver(roundId);

  const played = await playSettleAndCredit({
    roundId,
    wallet,
    config,
    exponent,
    play: () => options.play({ roundId, balanceAfterBet }),
    settle: async (winMinor, credit, now) => {
      const sendCredit = winMinor > 0n || config.creditZeroWins;
      const jackpot =
        input.jackpotsAllowed && (await feedsJackpot(base.operatorId, base.gameSymbol))
          ? { shard: jackpotShard(roundId) }
          : undefined;
      const stored = await settleRoundWithCredit(base, {
        roundId,
        winMinor,
        credit: sendCredit ? { ...credit, actionType: input.winActionType } : null,
        now,
        jackpot,
      });
      if (stored === false) return false;
      // A contribution that could reach its tier's trigger waits for the applier: started now, not waited for.
      announcePendingContributions(stored.jackpotPendingTiers);
      return { paidMinor: winMinor, creditTransactionId: stored.credit?.id ?? null, credit: stored.credit };
    },
  });
  return {
    roundId,
    currency: input.currency,
    bet: formatMinorUnits(betMinor, exponent),
    win: formatMinorUnits(played.paidMinor, exponent),
    debitTransactionId: debit.id,
    creditTransactionId: played.creditTransactionId,
    result: played.result,
    balance: played.confirmedBalance ?? balanceAfterBet,
    winConfirmed: played.creditTransactionId === null || played.confirmedBalance !== null,
  };
}

/**
 * Steps 3 and 4 of every round, paid or free: decide the outcome (a failure cancels the round: its bet is rolled
 * back, a free round goes back to its award), store the settlement with its credit (one statement, `settle`), and
 * try the credit once inline; the worker delivers it from the ledger whatever happens to that attempt.
 */
/** A settlement as stored: the win paid, its credit (loaded when the statement did not return it), a free round's award. */
interface StoredSettlement {
  paidMinor: bigint;
  creditTransactionId: string | null;
  credit?: WalletTransaction | null;
  award?: AwardOfferRow;
}

async function playSettleAndCredit<T>(context: {
  roundId: string;
  wallet: OperatorWalletEndpoint;
  config: WalletConfig;
  exponent: number;
  play: () => Promise<{ win: string; result: T }>;
  settle: (
    winMinor: bigint,
    credit: { id: string; leaseOwner: string; leaseUntil: Date; giveUpAt: Date },
    now: Date,
  ) => Promise<StoredSettlement | false>;
}): Promise<StoredSettlement & { result: T; confirmedBalance: string | null }> {
  const { roundId, wallet, config } = context;
  // 3. Outcome. Any failure here cancels the round and reverses the bet.
  let outcome: { win: string; result: T };
  let winMinor: bigint;
  try {
    outcome = await context.play();
    winMinor = parseMinorUnits(outcome.win, context.exponent);
  } catch (error) {
    // The reversal must not hide the original failure; if it cannot even be queued, the worker's round
    // recovery queues it when the settlement lease ends.
    await rollBackAfterFailedSettlement({
      roundId,
      wallet,
      config,
      reason: `settlement failed: ${(error as Error).message}`,
    }).catch((rollbackError: unknown) =>
      logger.error(
        { where: "wallet", round_id: roundId, err: rollbackError },
        "rollback of the round not queued yet; round recovery will queue it",
      ),
    );
    throw error;
  }

  // 4. Win: recorded with the round's settlement atomically, then delivered.
  const creditLeaseOwner = newLeaseOwner(`credit:${roundId}`);
  const settledAt = new Date();
  const creditId = newWalletId("cdt");
  const settled = await context
    .settle(
      winMinor,
      {
        id: creditId,
        leaseOwner: creditLeaseOwner,
        leaseUntil: new Date(settledAt.getTime() + wallet.timeoutMs + config.leaseMarginMs),
        giveUpAt: new Date(settledAt.getTime() + config.giveUpAfterMs),
      },
      settledAt,
    )
    .catch(async (error: unknown): Promise<StoredSettlement> => {
      // The connection was lost around the commit: the round's state says whether the settlement was stored.
      if (!isConnectionLoss(error)) throw error;
      const round = await prisma.walletRound.findUnique({
        where: { id: roundId },
        include: { transactions: { where: { id: creditId } } },
      });
      if (round?.state !== "settled") throw error;
      const credit = round.transactions[0] ?? null;
      return { paidMinor: round.winMinor ?? 0n, creditTransactionId: credit?.id ?? null, credit };
    });
  if (settled === false) throw roundTakenOver(roundId);
  const credit =
    settled.credit !== undefined
      ? settled.credit
      : settled.creditTransactionId === null
        ? null
        : await prisma.walletTransaction.findUniqueOrThrow({ where: { id: settled.creditTransactionId } });
  const played = { ...settled, credit, result: outcome.result };
  if (!credit) return { ...played, confirmedBalance: null };
  // The round is settled and its credit is in the ledger: whatever happens to this first attempt, the worker
  // delivers it (after the lease, if this process could not even record the attempt).
  const delivery = await deliverWalletTransaction({ transaction: credit, wallet, leaseOwner: creditLeaseOwner }).catch(
    (error: unknown) => {
      logger.error(
        { where: "wallet", round_id: roundId, transaction_id: credit.id, err: error },
        "first delivery of the credit failed; the worker will retry",
      );
      return null;
    },
  );
  return {
    ...played,
    confirmedBalance: delivery?.result.outcome === "succeeded" ? delivery.transaction.balanceAfter : null,
  };
}

async function debitWithRetries(options: {
  debit: WalletTransaction;
  wallet: OperatorWalletEndpoint;
  leaseOwner: string;
  config: WalletConfig;
}): Promise<DeliveryReport> {
  const { config } = options;
  const started = Date.now();
  let transaction = options.debit;
  for (let attempt = 1; ; attempt++) {
    const remaining = config.debitRetryWindowMs - (Date.now() - started);
    const report = await deliverWalletTransaction({
      transaction,
      wallet: options.wallet,
      leaseOwner: options.leaseOwner,
      timeoutMs: Math.max(1, Math.min(options.wallet.timeoutMs, remaining)),
    });
    transaction = report.transaction;
    if (report.result.outcome !== "failed" || report.leaseLost || attempt >= config.debitMaxAttempts) return report;
    const left = config.debitRetryWindowMs - (Date.now() - started);
    if (left <= config.debitRetryDelayMs) return report;
    await new Promise((resolve) => setTimeout(resolve, config.debitRetryDelayMs));
  }
}

async function refuseRound(options: { report: DeliveryReport; roundId: string; config: WalletConfig }): Promise<never> {
  const { result } = options.report;
  if (result.outcome === "rejected" || result.outcome === "invalid_signature") {
    await prisma.walletRound.updateMany({
      where: { id: options.roundId, state: "debiting" },
      data: {
        state: "rejected",
        failureReason: `${result.errorCode}${result.errorMessage ? `: ${result.errorMessage}` : ""}`,
        leaseUntil: null,
      },
    });
    throw refusalError(
      result.outcome === "invalid_signature" ? "invalid_signature" : (result.errorCode ?? null),
      result.errorMessage ?? null,
    );
  }
  await prisma.$transaction(
    (tx) =>
      cancelRoundAndQueueRollback(tx, {
        roundId: options.roundId,
        fromStates: ["debiting"],
        reason: `debit outcome unknown: ${result.problem ?? "no answer"}`,
        now: new Date(),
        config: options.config,
      }),
    LEDGER_TRANSACTION_OPTIONS,
  );
  throw new AppError(
    "wallet_unavailable",
    "The operator wallet did not confirm the bet; the round was not played and the bet is being rolled back",
  );
}

async function rollBackAfterFailedSettlement(options: {
  roundId: string;
  wallet: OperatorWalletEndpoint;
  config: WalletConfig;
  reason: string;
}) {
  const leaseOwner = newLeaseOwner(`rollback:${options.roundId}`);
  const rollback = await prisma.$transaction(
    (tx) =>
      cancelRoundAndQueueRollback(tx, {
        roundId: options.roundId,
        fromStates: ["debited"],
        reason: options.reason,
        now: new Date(),
        config: options.config,
        leaseOwner,
        leaseUntil: new Date(Date.now() + options.wallet.timeoutMs + options.config.leaseMarginMs),
      }),
    LEDGER_TRANSACTION_OPTIONS,
  );
  // Best effort now; a failed attempt leaves the row scheduled for the worker.
  if (rollback) await deliverWalletTransaction({ transaction: rollback, wallet: options.wallet, leaseOwner });
}

/** The answer to a replayed request: the first round's result or refusal, without sending anything. */
async function replayRound<T>(options: {
  round: WalletRound & { transactions: WalletTransaction[] };
  requestDigest: string;
  replay: (context: { roundId: string }) => Promise<T>;
  /** The wallet's balance, for a settled round with neither a debit nor an acknowledged credit to take it from. */
  currentBalance: () => Promise<string>;
}): Promise<SettledRound<T>> {
  const { round } = options;
  if (round.requestDigest !== options.requestDigest) {
    throw new AppError(
      "idempotency_key_reused",
      "This Idempotency-Key was already used for a different request in this session; send a new key",
    );
  }
  const debit = round.transactions.find((row) => row.id === round.debitTransactionId);
  const credit = round.transactions.find((row) => row.id === round.creditTransactionId);
  switch (round.state) {
    case "debiting":
    case "debited":
      throw new AppError("round_in_progress", "This spin is still being played; ask again in a moment for its result");
    case "rejected":
      throw refusalError(debit?.errorCode ?? null, debit?.errorMessage ?? round.failureReason);
    case "cancelled":
      if (round.debitTransactionId === null)
        throw new AppError("bet_refunded", "This free round was not played; it was given back to its award");
      throw new AppError("bet_refunded", "This spin was not played; its bet is being refunded");
    case "settled": {
      const confirmedBalance = credit?.state === "succeeded" ? credit.balanceAfter : null;
      return {
        roundId: round.id,
        currency: round.currency,
        bet: formatMinorUnits(round.betMinor, round.exponent),
        win: formatMinorUnits(round.winMinor ?? 0n, round.exponent),
        balance: confirmedBalance ?? debit?.balanceAfter ?? (await options.currentBalance()),
        winConfirmed: !credit || confirmedBalance !== null,
        debitTransactionId: round.debitTransactionId,
        creditTransactionId: round.creditTransactionId,
        result: await options.replay({ roundId: round.id }),
      };
    }
  }
}

/** The player's answer to an operator's refusal of the bet (its error code and message). */
function refusalError(errorCode: string | null, errorMessage: string | null): AppError {
  if (errorCode === "invalid_signature") {
    return new AppError(
      "wallet_unavailable",
      "The operator wallet refused our signature (invalid_signature); the round was not played",
    );
  }
  const message = errorMessage ?? errorCode ?? "rejected";
  if (errorCode === "insufficient_funds") return new AppError("insufficient_funds", `Insufficient funds: ${message}`);
  return new AppError("wallet_rejected", `The operator wallet refused the bet: ${message}`);
}

function betNotTaken(cause: unknown): AppError {
  return new AppError(
    "bet_not_taken",
    "The spin could not be started (the game server lost its database); your bet was not taken",
    { cause },
  );
}

function betRefunded(roundId: string, cause: unknown): AppError {
  logger.error(
    { where: "wallet", round_id: roundId, err: cause },
    "database connection lost during the round; round recovery refunds its bet",
  );
  return new AppError(
    "bet_refunded",
    "The spin could not be finished (the game server lost its database); your bet is being refunded",
    { cause },
  );
}

function roundTakenOver(roundId: string): AppError {
  return new AppError(
    "wallet_unavailable",
    `Round "${roundId}" was cancelled while it was being settled; its bet is being rolled back`,
  );
}
