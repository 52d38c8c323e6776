import "server-only";
import {
  parseWalletCallbackRequest,
  WALLET_CALLBACK_TYPES,
  type WalletCallbackKind,
  type WalletCallbackRequest,
} from "@/lib/contract/wallet-api";
import { decryptSecret } from "@/lib/server/crypto/secret-box";
import type { DemoWalletAccount, Prisma } from "@/lib/server/db/generated/client";
import { directQuery } from "@/lib/server/db/direct-sql";
import { prisma } from "@/lib/server/db/prisma";
import { formatMinorUnits, parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { isUniqueViolation } from "@/lib/server/db/unique-violation";
import { walletConfig } from "@/lib/server/wallet/wallet-config";
import { checkWalletSignature } from "@/lib/contract/wallet-signature";

// The demo operator's wallet: what a careful operator implements behind {wallet_base_url}/balance|debit|credit|
// rollback. It fails closed: signature over the raw bytes and timestamp freshness first (401 invalid_signature),
// then the body, then the money rules:
// - balances per player and currency in the database, integer minor units;
// - transaction_id is the idempotency key: a repeat gets the original answer byte for byte, a concurrent
//   duplicate can never apply twice (primary key + one atomic statement, or transaction, per movement);
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

type AccountBalance = Pick<DemoWalletAccount, "balanceMinor" | "exponent" | "currency">;

function successBody(balance: string, currency: string, transactionId: string): string {
  return JSON.stringify({ success: true, balance, currency, transaction_id: transactionId });
}

function succeed(account: AccountBalance, transactionId: string): DemoWalletAnswer {
  return {
    status: 200,
    bodyText: successBody(formatMinorUnits(account.balanceMinor, account.exponent), account.currency, transactionId),
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
    return refuse(
      404,
      "not_found",
      `unknown wallet endpoint "${options.action}"; use balance, debit, credit or rollback`,
    );
  }
  if (options.rawBody === null)
    return refuse(413, "payload_too_large", `body exceeds ${DEMO_WALLET_MAX_BODY_BYTES} bytes`);
  const [wallet] = await directQuery<{ secretCiphertext: string }>(WALLET_SECRET, [options.walletId], "durable");
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

  // The transaction_id's history and the account in one read.
  const { known, account } = await lookUp(options.walletId, request);
  if (request.transaction_type !== "balance") {
    const replay = replayAnswer(known, request);
    if (replay) return replay;
  }
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

const WALLET_SECRET = {
  name: "gp_demo_wallet_secret_v1",
  text: `SELECT secret_ciphertext AS "secretCiphertext" FROM demo_wallets WHERE id = $1`,
};

const LOOK_UP = {
  name: "gp_demo_wallet_look_up_v1",
  text: `SELECT account.exponent AS "accountExponent", account.balance_minor::text AS "balanceMinor", account.currency::text AS "accountCurrency",
      known.kind::text AS "knownKind", known.player_id AS "knownPlayerId", known.currency::text AS "knownCurrency",
      known.amount_minor::text AS "knownAmountMinor", known.response_body AS "knownResponseBody", known_account.exponent AS "knownExponent"
    FROM (SELECT 1) AS one
    LEFT JOIN demo_wallet_accounts AS account ON account.wallet_id = $1 AND account.player_id = $2 AND account.currency = $3::bpchar
    LEFT JOIN demo_wallet_transactions AS known ON known.wallet_id = $1 AND known.transaction_id = $4
    LEFT JOIN demo_wallet_accounts AS known_account
      ON known_account.wallet_id = $1 AND known_account.player_id = known.player_id AND known_account.currency = known.currency`,
};

interface LookUpRow {
  accountExponent: number | null;
  balanceMinor: string | null;
  accountCurrency: string | null;
  knownKind: string | null;
  knownPlayerId: string | null;
  knownCurrency: string | null;
  knownAmountMinor: string | null;
  knownResponseBody: string | null;
  knownExponent: number | null;
}

interface KnownTransaction {
  kind: string;
  playerId: string;
  currency: string;
  amountMinor: bigint;
  responseBody: string | null;
  /** The exponent of the account it moved; null when that account is gone. */
  exponent: number | null;
}

/** The request's account and what its transaction_id was used for before, if anything. */
async function lookUp(
  walletId: string,
  request: WalletCallbackRequest,
): Promise<{ known: KnownTransaction | null; account: AccountBalance | null }> {
  const [row] = await directQuery<LookUpRow>(
    LOOK_UP,
    [walletId, request.player_id, request.currency, request.transaction_id],
    "durable",
  );
  return {
    account:
      row?.balanceMinor != null
        ? {
            balanceMinor: BigInt(row.balanceMinor),
            exponent: Number(row.accountExponent),
            currency: row.accountCurrency!,
          }
        : null,
    known:
      row?.knownKind != null
        ? {
            kind: row.knownKind,
            playerId: row.knownPlayerId!,
            currency: row.knownCurrency!,
            amountMinor: BigInt(row.knownAmountMinor!),
            responseBody: row.knownResponseBody,
            exponent: row.knownExponent === null ? null : Number(row.knownExponent),
          }
        : null,
  };
}

/** A transaction_id seen before: the original answer, or a refusal when it is used for something else. */
function replayAnswer(known: KnownTransaction | null, request: WalletCallbackRequest): DemoWalletAnswer | null {
  if (!known) return null;
  if (known.kind === "void") {
    return refuse(
      400,
      "transaction_rolled_back",
      `transaction ${request.transaction_id} was rolled back before it arrived`,
    );
  }
  let sameAmount = false;
  try {
    sameAmount = known.exponent !== null && parseMinorUnits(request.amount, known.exponent) === known.amountMinor;
  } catch {
    sameAmount = false;
  }
  if (
    known.kind !== request.transaction_type ||
    known.playerId !== request.player_id ||
    known.currency !== request.currency ||
    !sameAmount
  ) {
    return refuse(
      400,
      "transaction_conflict",
      `transaction_id ${request.transaction_id} was already used for a different transaction`,
    );
  }
  return { status: 200, bodyText: known.responseBody ?? "" };
}

async function answerForKnownTransaction(
  walletId: string,
  request: WalletCallbackRequest,
): Promise<DemoWalletAnswer | null> {
  return replayAnswer((await lookUp(walletId, request)).known, request);
}

async function unknownAccount(walletId: string, request: WalletCallbackRequest): Promise<DemoWalletAnswer> {
  const other = await prisma.demoWalletAccount.findFirst({
    where: { walletId, playerId: request.player_id },
    select: { currency: true },
  });
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
      if (type !== "rollback") return await moveAndRecord(walletId, request, type, amountMinor);
      return await prisma.$transaction((tx) => rollBackInTransaction(tx, walletId, request, amountMinor), {
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

const BALANCE_MARK = "<balance>";

const MOVE_AND_RECORD = {
  name: "gp_demo_wallet_move_v1",
  // The balance moves (a debit only while it covers the amount: the row lock queues concurrent debits of one
  // account and none overdraws) and the transaction is recorded with its answer, whose balance is formatted here
  // like formatMinorUnits; a duplicate transaction_id fails the whole statement, so nothing moves twice.
  text: `WITH moved AS (
      UPDATE demo_wallet_accounts
      SET balance_minor = balance_minor + CASE WHEN $5::text = 'debit' THEN -$6::bigint ELSE $6::bigint END, updated_at = $9::timestamp(3)
      WHERE wallet_id = $1 AND player_id = $2 AND currency = $3::bpchar AND ($5::text <> 'debit' OR balance_minor >= $6::bigint)
      RETURNING balance_minor, exponent
    )
    INSERT INTO demo_wallet_transactions (wallet_id, transaction_id, kind, player_id, currency, amount_minor, response_body, created_at)
    SELECT $1, $4, $5::"DemoWalletEntryKind", $2, $3::bpchar, $6::bigint,
      $7::text || round(balance_minor::numeric * power(10::numeric, -exponent), exponent)::text || $8::text, $9::timestamp(3)
    FROM moved
    RETURNING response_body AS "responseBody"`,
};

/** A debit or credit: one statement. */
async function moveAndRecord(
  walletId: string,
  request: WalletCallbackRequest,
  type: "debit" | "credit",
  amountMinor: bigint,
): Promise<DemoWalletAnswer> {
  // The answer around its balance (the first field after success, so the first mark is the balance's).
  const template = successBody(BALANCE_MARK, request.currency, request.transaction_id);
  const at = template.indexOf(BALANCE_MARK);
  const [before, after] = [template.slice(0, at), template.slice(at + BALANCE_MARK.length)];
  const [row] = await directQuery<{ responseBody: string }>(
    MOVE_AND_RECORD,
    [
      walletId,
      request.player_id,
      request.currency,
      request.transaction_id,
      type,
      amountMinor.toString(),
      before,
      after,
      new Date().toISOString(),
    ],
    "durable",
  );
  if (row) return { status: 200, bodyText: row.responseBody };
  if (type === "debit") throw new Refusal(refuse(400, "insufficient_funds", "balance is lower than the debit amount"));
  throw new Error(`demo wallet account of ${request.player_id} in ${request.currency} disappeared`);
}

/** A rollback (rare): reads the original and may write a void marker and restore the debit, in one transaction. */
async function rollBackInTransaction(
  tx: Prisma.TransactionClient,
  walletId: string,
  request: WalletCallbackRequest,
  amountMinor: bigint,
): Promise<DemoWalletAnswer> {
  const accountKey = {
    walletId_playerId_currency: { walletId, playerId: request.player_id, currency: request.currency },
  };
  const originalId = request.original_transaction_id!;
  const original = await tx.demoWalletTransaction.findUnique({
    where: { walletId_transactionId: { walletId, transactionId: originalId } },
  });
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
      throw new Refusal(
        refuse(400, "transaction_conflict", `transaction ${originalId} belongs to another player or currency`),
      );
    }
    // Restores once: only the rollback that flips rolled_back_at moves money.
    const { count } = await tx.demoWalletTransaction.updateMany({
      where: { walletId, transactionId: originalId, rolledBackAt: null },
      data: { rolledBackAt: new Date() },
    });
    if (count === 1)
      await tx.demoWalletAccount.update({
        where: accountKey,
        data: { balanceMinor: { increment: original.amountMinor } },
      });
  } else if (original.kind !== "void") {
    throw new Refusal(
      refuse(
        400,
        "rollback_not_supported",
        `transaction ${originalId} is a ${original.kind}; only debits can be rolled back`,
      ),
    );
  }
  const account = await tx.demoWalletAccount.findUniqueOrThrow({ where: accountKey });
  const answer = succeed(account, request.transaction_id);
  await tx.demoWalletTransaction.create({
    data: {
      walletId,
      transactionId: request.transaction_id,
      kind: "rollback",
      playerId: request.player_id,
      currency: request.currency,
      amountMinor,
      originalTransactionId: originalId,
      responseBody: answer.bodyText,
    },
  });
  return answer;
}
