import "server-only";
import { z } from "zod";
import { currencySchema } from "@/lib/contract/provider-api";
import { BALANCE_ACTION_TYPE } from "@/lib/contract/wallet-api";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { parseInput } from "@/lib/base/parse-input";
import { loadOperatorWallet } from "./operator-wallet";
import { callWallet, type WalletCallResult } from "./wallet-client";
import { walletConfig } from "./wallet-config";
import { LEDGER_TRANSACTION_OPTIONS } from "./ledger-transaction-options";
import { raiseWalletAlert } from "./raise-wallet-alert";
import { completeWalletAttempt, recordWalletAttemptIntent, walletAttemptAnswer } from "./wallet-attempt-log";
import { newWalletId } from "./wallet-ids";

// The player's balance from the operator's signed balance callback (amount 0, action_type "balance"). Not money
// movement, so nothing goes to the ledger, but every attempt is logged for the console. A balance read is safe
// to repeat, so an unknown outcome is retried up to WALLET_BALANCE_MAX_ATTEMPTS times.

const getWalletBalanceSchema = z.object({
  operatorId: z.string().min(1),
  playerId: z.string().min(1).max(256),
  sessionId: z.string().min(1).max(256),
  gameSymbol: z.string().min(1).max(64),
  currency: currencySchema,
});

export async function getWalletBalance(options: {
  operatorId: string;
  playerId: string;
  sessionId: string;
  gameSymbol: string;
  currency: string;
}): Promise<{ balance: string; currency: string }> {
  const input = parseInput(getWalletBalanceSchema, options);
  const config = walletConfig();
  const wallet = await loadOperatorWallet(input.operatorId);
  const transactionId = newWalletId("bal");
  let result: WalletCallResult | undefined;
  for (let attempt = 1; attempt <= config.balanceMaxAttempts; attempt++) {
    let attemptId: bigint | undefined;
    result = await callWallet({
      wallet,
      beforeSend: async (request) => {
        attemptId = await recordWalletAttemptIntent({
          operatorId: input.operatorId,
          playerId: input.playerId,
          transactionId: null,
          type: "balance",
          attemptNumber: attempt,
          request,
        });
      },
      call: {
        type: "balance",
        playerId: input.playerId,
        sessionId: input.sessionId,
        gameSymbol: input.gameSymbol,
        currency: input.currency,
        transactionId,
        actionType: BALANCE_ACTION_TYPE,
        amount: formatMinorUnits(0n, currencyExponent(input.currency)),
      },
    });
    const attemptResult = result;
    const intentId = attemptId!;
    const answer = walletAttemptAnswer(attemptResult, config);
    if (attemptResult.outcome === "invalid_signature") {
      await prisma.$transaction(async (tx) => {
        await completeWalletAttempt(tx, intentId, answer);
        await raiseWalletAlert(tx, {
          operatorId: input.operatorId,
          kind: "invalid_signature",
          transactionId: null,
          detail: `balance ${transactionId}: ${attemptResult.errorMessage ?? attemptResult.problem ?? "HTTP 401"}`,
          now: new Date(),
        });
      }, LEDGER_TRANSACTION_OPTIONS);
    } else {
      // A single update needs no transaction of its own (one round trip instead of three).
      await completeWalletAttempt(prisma, intentId, answer);
    }
    if (result.outcome !== "failed") break;
  }
  if (!result) throw new AppError("internal_error", "No balance attempt was made");
  switch (result.outcome) {
    case "succeeded":
      return { balance: result.balance!, currency: input.currency };
    case "rejected":
      throw new AppError(
        "wallet_rejected",
        `The operator wallet refused the balance request: ${result.errorMessage ?? result.errorCode}`,
      );
    case "invalid_signature":
      throw new AppError("wallet_unavailable", "The operator wallet refused our signature (invalid_signature)");
    case "failed":
      throw new AppError(
        "wallet_unavailable",
        `The operator wallet did not answer the balance request: ${result.problem}`,
      );
  }
}
