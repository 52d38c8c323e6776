import "server-only";
import {
  parseWalletCallbackRequest,
  WALLET_CALLBACK_TYPES,
  type WalletCallbackKind,
  type WalletCallbackRequest,
} from "@/lib/contract/wallet-api";
import { decryptSecret } from "@/lib/server/crypto/secret-box";
import type { DemoWalletAccount, Prisma } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";
import { formatMinorUnits, parseMinorUnits } from "@/lib/server/money/decimal-amount";
import { isUniqueViolation } from "@/lib/server/validation/unique-violation";
import { walletConfig } from "@/lib/server/wallet/wallet-config";
import { checkWalletSignature } from "@/lib/server/wallet/wallet-signature";

// The demo operator's wallet: what a careful operator implements behind {wallet_base_url}/balance|debit|credit|
// rollback. It fails closed: signature over the raw bytes and timestamp freshness first (401 invalid_signature),
// then the body, then the money rules:
// - balances per player and currency in the database, integer minor units;
// - transaction_id is the idempotency key: a repeat gets the original answer byte for byte, a concurrent
//   duplicate can never apply twice (primary key + one database transaction per movement);
// - insufficient_funds and unknown_player are 400 errors;
// - a rollback restores its debit exactly once;
// - a rollback of a transaction it never saw answers 200 with the current balance and voids that id, so a debit
//   arriving late with it is refused (400 transaction_rolled_back) instead of taking the player's money.

export const DEMO_WALLET_MAX_BODY_BYTES = 65_536;

export interface DemoWalletAnswer {
  status: number;
  /** Exact JSON text to send (replays return the stored original). */
  bodyText: string;
}

const SIGNATURE_PROBLEMS = {
  missing_headers: "signature headers are missing",
  bad_timestamp: "timestamp header is not Unix seconds",
  stale_timestamp: "timestamp is outside the allowed window",
  bad_signature: "signature does not match the body",
} as const;

class Refusal extends Error {
  constructor(readonly answer: DemoWalletAnswer) {
    super(answer.bodyText);
  }
}

function refuse(status: number, error: string, message: string): DemoWalletAnswer {
  return { status, bodyText: JSON.stringify({ success: false, error, message }) };
}

function succeed(account: DemoWalletAccount, transactionId: string): DemoWalletAnswer {
  return {
    status: 200,
    bodyText: JSON.stringify({
      success: true,
      balance: formatMinorUnits(account.balanceMinor, account.exponent),
      currency: account.currency,
      transaction_id: transactionId,
    }),
  };
}

export async function handleDemoWalletRequest(options: {
  walletId: string;
  action: string;
  /** The body exactly as received; null when it exceeded DEMO_WALLET_MAX_BODY_BYTES. */
  rawBody: Uint8Array | null;
  headers: { get(name: string): string | null };
  nowSeconds?: number;
}): Promise<DemoWalletAnswer> {
  if (!(WALLET_CALLBACK_TYPES as readonly string[]).includes(options.action)) {
    return refuse(404, "not_found", `unknown wallet endpoint "${options.action}"; use balance, debit, credit or rollback`);
  }
  if (options.rawBody === null) return refuse(413, "payload_too_large", `body exceeds ${DEMO_WALLET_MAX_BODY_BYTES} bytes`);
  const wallet = await prisma.demoWallet.findUnique({ where: { id: options.walletId } });
  if (!wallet) return refuse(404, "wallet_not_found", `no demo wallet "${options.walletId}"`);

  const check = checkWalletSignature({
    secret: decryptSecret(wallet.secretCiphertext),
    rawBody: options.rawBody,
    headers: options.headers,
    nowSeconds: options.nowSeconds ?? Math.floor(Date.now() / 1000),
    maxAgeSeconds: walletConfig().timestampMaxAgeSeconds,
  });
  if (!check.ok) return refuse(401, "invalid_signature", SIGNATURE_PROBLEMS[check.reason]);

  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(options.rawBody);
  } catch {
    return refuse(400, "invalid_request", "body is not UTF-8");
  }
  const parsed = parseWalletCallbackRequest(text);
  if (!parsed.ok) return refuse(400, "invalid_request", parsed.problem);
  const request = parsed.request;
  if (request.transaction_type !== options.action) {
    return refuse(400, "invalid_request", `transaction_type "${request.transaction_type}" sent to /${options.action}`);
  }

  if (request.transaction_type !== "balance") {
    const replay = await answerForKnownTransaction(options.walletId, request);
    if (replay) return replay;
  }
  const account = await prisma.demoWalletAccount.findUnique({
    where: { walletId_playerId_currency: { walletId: options.walletId, playerId: request.player_id, currency: request.currency } },
  });
  if (!account) return unknownAccount(options.walletId, request);
  if (request.transaction_type === "balance") return succeed(account, request.transaction_id);

  let amountMinor: bigint;
  try {
    amountMinor = parseMinorUnits(request.amount, account.exponent);
  } catch (error) {
    return refuse(400, "invalid_amount", (error as Error).message);
  }
  return applyMovement(options.walletId, request, request.transaction_type, amountMinor);
}

/** A transaction_id seen before: the original answer, or a refusal when it is used for something else. */
async function answerForKnownTransaction(walletId: string, request: WalletCallbackRequest): Promise<DemoWalletAnswer | null> {
  const known = await prisma.demoWalletTransaction.findUnique({
    where: { walletId_transactionId: { walletId, transactionId: request.transaction_id } },
  });
  if (!known) return null;
  if (known.kind === "void") {
    return refuse(400, "transaction_rolled_back", `transaction ${request.transaction_id} was rolled back before it arrived`);
  }
  const account = await prisma.demoWalletAccount.findUnique({
    where: { walletId_playerId_currency: { walletId, playerId: known.playerId, currency: known.currency } },
    select: { exponent: true },
  });
  let sameAmount = false;
  try {
    sameAmount = account !== null && parseMinorUnits(request.amount, account.exponent) === known.amountMinor;
  } catch {
    sameAmount = false;
  }
  if (known.kind !== request.transaction_type || known.playerId !== request.player_id || known.currency !== request.currency || !sameAmount) {
    return refuse(400, "transaction_conflict", `transaction_id ${request.transaction_id} was already used for a different transaction`);
  }
  return { status: 200, bodyText: known.responseBody ?? "" };
}

async function unknownAccount(walletId: string, request: WalletCallbackRequest): Promise<DemoWalletAnswer> {
  const other = await prisma.demoWalletAccount.findFirst({ where: { walletId, playerId: request.player_id }, select: { currency: true } });
  return other
    ? refuse(400, "invalid_currency", `player ${request.player_id} has no ${request.currency} account`)
    : refuse(400, "unknown_player", `player ${request.player_id} is not known`);
}

async function applyMovement(
  walletId: string,
  request: WalletCallbackRequest,
  type: Exclude<WalletCallbackKind, "balance">,
  amountMinor: bigint,
): Promise<DemoWalletAnswer> {
  // Retried only for the race where a rollback's void marker collides with its debit arriving at the same time.
  for (let attempt = 1; ; attempt++) {
    try {
      return await prisma.$transaction((tx) => applyInTransaction(tx, walletId, request, type, amountMinor), {
        maxWait: 30_000,
        timeout: 30_000,
      });
    } catch (error) {
      if (!(error instanceof Refusal) && !isUniqueViolation(error)) throw error;
      // A concurrent duplicate may have committed first: then its answer is ours too.
      const replay = await answerForKnownTransaction(walletId, request);
      if (replay) return replay;
      if (error instanceof Refusal) return error.answer;
      if (attempt >= 3) throw error;
    }
  }
}

async function applyInTransaction(
  tx: Prisma.TransactionClient,
  walletId: string,
  request: WalletCallbackRequest,
  type: Exclude<WalletCallbackKind, "balance">,
  amountMinor: bigint,
): Promise<DemoWalletAnswer> {
  const accountKey = { walletId_playerId_currency: { walletId, playerId: request.player_id, currency: request.currency } };
  const record = (kind: "debit" | "credit" | "rollback", answer: DemoWalletAnswer, amount: bigint) =>
    tx.demoWalletTransaction.create({
      data: {
        walletId,
        transactionId: request.transaction_id,
        kind,
        playerId: request.player_id,
        currency: request.currency,
        amountMinor: amount,
        originalTransactionId: request.original_transaction_id ?? null,
        responseBody: answer.bodyText,
      },
    });

  if (type === "debit") {
    // Conditional decrement: the row lock makes concurrent debits of one account queue, and none overdraws.
    const { count } = await tx.demoWalletAccount.updateMany({
      where: { walletId, playerId: request.player_id, currency: request.currency, balanceMinor: { gte: amountMinor } },
      data: { balanceMinor: { decrement: amountMinor } },
    });
    if (count === 0) throw new Refusal(refuse(400, "insufficient_funds", "balance is lower than the debit amount"));
  } else if (type === "credit") {
    await tx.demoWalletAccount.update({ where: accountKey, data: { balanceMinor: { increment: amountMinor } } });
  } else {
    const originalId = request.original_transaction_id!;
    const original = await tx.demoWalletTransaction.findUnique({ where: { walletId_transactionId: { walletId, transactionId: originalId } } });
    if (!original) {
      await tx.demoWalletTransaction.create({
        data: {
          walletId,
          transactionId: originalId,
          kind: "void",
          playerId: request.player_id,
          currency: request.currency,
          amountMinor,
          originalTransactionId: request.transaction_id,
        },
      });
    } else if (original.kind === "debit") {
      if (original.playerId !== request.player_id || original.currency !== request.currency) {
        throw new Refusal(refuse(400, "transaction_conflict", `transaction ${originalId} belongs to another player or currency`));
      }
      // Restores once: only the rollback that flips rolled_back_at moves money.
      const { count } = await tx.demoWalletTransaction.updateMany({
        where: { walletId, transactionId: originalId, rolledBackAt: null },
        data: { rolledBackAt: new Date() },
      });
      if (count === 1) await tx.demoWalletAccount.update({ where: accountKey, data: { balanceMinor: { increment: original.amountMinor } } });
    } else if (original.kind !== "void") {
      throw new Refusal(refuse(400, "rollback_not_supported", `transaction ${originalId} is a ${original.kind}; only debits can be rolled back`));
    }
  }
  const account = await tx.demoWalletAccount.findUniqueOrThrow({ where: accountKey });
  const answer = succeed(account, request.transaction_id);
  await record(type, answer, amountMinor);
  return answer;
}
