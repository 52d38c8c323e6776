import { z } from "zod";
import { randomBase62 } from "@/lib/base/random-id";
import {
  BALANCE_ACTION_TYPE,
  FREE_ROUND_WIN_ACTION_TYPE,
  JACKPOT_WIN_ACTION_TYPE,
  parseWalletResponse,
  TOURNAMENT_PRIZE_ACTION_TYPE,
  type WalletCallbackKind,
} from "@/lib/contract/wallet-api";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits, parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { parseInput } from "@/lib/base/parse-input";
import { callWallet, type OperatorWalletEndpoint, type WalletCallResult } from "@/lib/server/wallet/wallet-client";
import { signWalletBody, walletHeaderNames } from "@/lib/contract/wallet-signature";
import { walletUrlProblem } from "@/lib/server/security/wallet-url-guard";

// Wallet certification: a conformance suite run against any operator wallet (ours or an operator's), case by
// case, each with a pass/fail and the evidence. It moves real money on the test player, so it ends by crediting
// back whatever the run took. Use a dedicated test player: other activity on it would disturb the balance checks.

export const CERTIFICATION_CASES = [
  { id: "signature_valid", title: "A correctly signed callback is accepted" },
  { id: "signature_invalid", title: "A wrong signature is refused with 401 invalid_signature" },
  { id: "timestamp_stale", title: "A stale timestamp is refused with 401 invalid_signature" },
  { id: "balance", title: "Balance answers success with decimal-text balance" },
  { id: "debit", title: "Debit lowers the balance by exactly the amount" },
  { id: "debit_replay", title: "A repeated debit transaction_id returns the original result and moves no money" },
  { id: "insufficient_funds", title: "A debit above the balance is refused with 400 insufficient_funds" },
  { id: "unknown_player", title: "A debit for an unknown player is refused with 400" },
  { id: "credit", title: "Credit raises the balance by exactly the amount" },
  {
    id: "free_round_credit",
    title: "A credit with no debit (free round win) is accepted once; its replay moves no money",
  },
  {
    id: "prize_credit",
    title:
      "A promotion prize (tournament_prize: no debit, no round, a session that may have ended) is accepted once; its replay moves no money",
  },
  {
    id: "jackpot_win",
    title:
      "A jackpot win (jackpot_win: no debit, no round, in the session of the round that won it) is accepted once; its replay moves no money",
  },
  { id: "rollback_debit", title: "Rollback of a debit restores it exactly once" },
  { id: "rollback_unknown", title: "Rollback of an unknown transaction is answered safely" },
  { id: "concurrent_duplicate_debits", title: "Concurrent duplicate debits debit once" },
] as const;

/** Run only for an operator whose walletRoundFields setting is on (then every case's callbacks carry the fields too). */
export const ROUND_FIELDS_CASE = {
  id: "round_fields",
  title: "Callbacks with round_id (and campaign_id on a free-round credit) are accepted and move money exactly",
} as const;

export type CertificationCaseId = (typeof CERTIFICATION_CASES)[number]["id"] | typeof ROUND_FIELDS_CASE.id;

/** The cases a run performs: the contract's, and the round-fields case when the operator's setting is on. */
export function certificationCases(
  options: { roundFields?: boolean } = {},
): readonly { id: CertificationCaseId; title: string }[] {
  return options.roundFields ? [...CERTIFICATION_CASES, ROUND_FIELDS_CASE] : CERTIFICATION_CASES;
}

export interface CertificationCaseResult {
  id: CertificationCaseId;
  title: string;
  passed: boolean;
  detail: string;
}

export interface CertificationReport {
  passed: boolean;
  baseUrl: string;
  playerId: string;
  currency: string;
  amount: string;
  startedAt: string;
  finishedAt: string;
  cases: CertificationCaseResult[];
  /** Crediting back what the run took from the test player. */
  cleanup: { done: boolean; detail: string };
}

const certifyWalletSchema = z.object({
  baseUrl: z
    .url({ protocol: /^https?$/, error: "baseUrl must be an http(s) URL" })
    // The wallet client refuses these URLs at call time too; saying so up front beats thirteen failed cases.
    .superRefine((url, context) => {
      const problem = walletUrlProblem(url);
      if (problem) context.addIssue({ code: "custom", message: problem.replace(/^walletBaseUrl/, "baseUrl") });
    }),
  secret: z.string().min(1, "secret is required"),
  playerId: z.string().min(1, "playerId is required"),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "currency must be 3 letters")
    .transform((value) => value.toUpperCase()),
  amount: z.string().optional(),
  operatorId: z.string().min(1).default("certification"),
  gameSymbol: z.string().min(1).default("certification"),
  timeoutMs: z.number().int().min(100).max(60_000).default(10_000),
  concurrentDuplicates: z.number().int().min(2).max(50).default(5),
  roundFields: z.boolean().default(false),
});

export interface CertifyWalletOptions {
  baseUrl: string;
  secret: string;
  playerId: string;
  currency: string;
  /** Decimal text moved by each debit/credit; default one major unit ("1.00", "1" for JPY). */
  amount?: string;
  operatorId?: string;
  gameSymbol?: string;
  timeoutMs?: number;
  concurrentDuplicates?: number;
  /**
   * The operator's walletRoundFields setting: when on, every debit, credit and rollback carries round_id (and a
   * free-round credit campaign_id), as the platform will send them, and the round_fields case runs.
   */
  roundFields?: boolean;
  onProgress?: (progress: { result: CertificationCaseResult; index: number; total: number }) => void;
}

class CaseFailure extends Error {}

export async function certifyWallet(options: CertifyWalletOptions): Promise<CertificationReport> {
  const input = parseInput(certifyWalletSchema, options);
  const exponent = currencyExponent(input.currency);
  const amountMinor = input.amount === undefined ? 10n ** BigInt(exponent) : parseMinorUnits(input.amount, exponent);
  if (amountMinor <= 0n) throw new AppError("invalid_amount", "amount must be greater than zero");
  const money = (minor: bigint) => formatMinorUnits(minor, exponent);
  const wallet: OperatorWalletEndpoint = {
    operatorId: input.operatorId,
    baseUrl: input.baseUrl.replace(/\/+$/, ""),
    secret: input.secret,
    timeoutMs: input.timeoutMs,
  };
  const sessionId = `cert_${randomBase62(12)}`;
  const newId = () => `cert_${randomBase62(20)}`;
  const newRoundId = () => `cert_rnd_${randomBase62(16)}`;
  const CAMPAIGN_ID = "certification-campaign";

  const send = (
    type: WalletCallbackKind,
    fields: {
      transactionId?: string;
      amountMinor?: bigint;
      playerId?: string;
      originalTransactionId?: string;
      actionType?: string;
      sessionId?: string;
      /** The round a debit, credit or rollback belongs to (sent with roundFields on; a fresh one when not given; null: none, a prize). */
      roundId?: string | null;
    },
    extra: { headerOverrides?: Record<string, string>; timestampSeconds?: number } = {},
  ): Promise<WalletCallResult> =>
    callWallet({
      wallet,
      ...extra,
      call: {
        type,
        playerId: fields.playerId ?? input.playerId,
        sessionId: fields.sessionId ?? sessionId,
        gameSymbol: input.gameSymbol,
        currency: input.currency,
        transactionId: fields.transactionId ?? newId(),
        actionType: fields.actionType ?? (type === "balance" ? BALANCE_ACTION_TYPE : `certification_${type}`),
        amount: money(fields.amountMinor ?? 0n),
        originalTransactionId: fields.originalTransactionId,
        roundId:
          input.roundFields && type !== "balance" && fields.roundId !== null
            ? (fields.roundId ?? newRoundId())
            : undefined,
        campaignId:
          input.roundFields && type === "credit" && fields.actionType === FREE_ROUND_WIN_ACTION_TYPE
            ? CAMPAIGN_ID
            : undefined,
      },
    });

  const describe = (result: WalletCallResult) =>
    result.status === null
      ? (result.problem ?? "no answer")
      : `HTTP ${result.status} ${(result.responseBody ?? "").slice(0, 300)}`;

  const expectSuccess = (result: WalletCallResult, what: string): bigint => {
    if (result.outcome !== "succeeded" || result.balance === undefined) {
      throw new CaseFailure(
        `${what}: expected 200 with a valid success body, got ${describe(result)}${result.problem ? ` (${result.problem})` : ""}`,
      );
    }
    return parseMinorUnits(result.balance, exponent, { allowNegative: true });
  };

  const expectRefusal = (result: WalletCallResult, status: number, what: string, errorCode?: string) => {
    const parsed = result.responseBody === null ? null : parseWalletResponse(result.responseBody);
    if (result.status !== status || parsed?.kind !== "error") {
      throw new CaseFailure(`${what}: expected ${status} with a wallet error body, got ${describe(result)}`);
    }
    if (errorCode && parsed.response.error !== errorCode) {
      throw new CaseFailure(`${what}: expected error "${errorCode}", got "${parsed.response.error}"`);
    }
    return parsed.response.error;
  };

  const balanceNow = async (what = "balance"): Promise<bigint> => expectSuccess(await send("balance", {}), what);

  const expectBalance = async (expected: bigint, what: string) => {
    const actual = await balanceNow(`balance after ${what}`);
    if (actual !== expected)
      throw new CaseFailure(`after ${what} the balance is ${money(actual)}, expected ${money(expected)}`);
  };

  let startBalance: bigint | null = null;

  /** A credit outside any round (a prize, a jackpot win): accepted once, its replay moves nothing, debited back. */
  const outOfRoundCredit = async (actionType: string, what: string) => {
    const before = await balanceNow();
    const credit = {
      transactionId: newId(),
      amountMinor,
      actionType,
      sessionId: `cert_ended_${randomBase62(12)}`,
      roundId: null,
    };
    const after = expectSuccess(await send("credit", credit), `${actionType} credit of ${money(amountMinor)}`);
    if (after !== before + amountMinor)
      throw new CaseFailure(`the ${what} answered balance ${money(after)}, expected ${money(before + amountMinor)}`);
    const replayed = expectSuccess(await send("credit", credit), `repeated ${actionType} credit`);
    if (replayed !== after)
      throw new CaseFailure(`the repeat answered balance ${money(replayed)}, the original ${money(after)}`);
    await expectBalance(after, `the repeated ${what}`);
    // The run gives no money away: the credit goes back as a debit.
    const back = expectSuccess(await send("debit", { amountMinor }), `debit of the ${what} back`);
    if (back !== before)
      throw new CaseFailure(`the debit back answered balance ${money(back)}, expected ${money(before)}`);
    return `${money(before)} → ${money(after)}; the repeat moved nothing; debited back`;
  };

  const run: Record<CertificationCaseId, () => Promise<string>> = {
    signature_valid: async () => {
      startBalance = expectSuccess(await send("balance", {}), "signed balance call");
      return `accepted; balance ${money(startBalance)}`;
    },
    signature_invalid: async () => {
      const names = walletHeaderNames();
      const forged = signWalletBody({
        secret: `${input.secret}-wrong`,
        timestamp: Math.floor(Date.now() / 1000),
        rawBody: "{}",
      });
      const code = expectRefusal(
        await send("balance", {}, { headerOverrides: { [names.signature]: forged } }),
        401,
        "forged signature",
        "invalid_signature",
      );
      return `refused with 401 ${code}`;
    },
    timestamp_stale: async () => {
      const stale = Math.floor(Date.now() / 1000) - 600;
      const code = expectRefusal(
        await send("balance", {}, { timestampSeconds: stale }),
        401,
        "timestamp 600 s old",
        "invalid_signature",
      );
      return `refused with 401 ${code}`;
    },
    balance: async () => {
      const result = await send("balance", {});
      const parsed = result.responseBody === null ? null : parseWalletResponse(result.responseBody);
      if (result.status !== 200 || parsed?.kind !== "success")
        throw new CaseFailure(`expected 200 success, got ${describe(result)}`);
      if (parsed.response.currency !== undefined && parsed.response.currency !== input.currency) {
        throw new CaseFailure(`currency "${parsed.response.currency}" differs from the request's ${input.currency}`);
      }
      expectSuccess(result, "balance");
      return `balance "${parsed.response.balance}"${parsed.response.currency ? ` ${parsed.response.currency}` : ""}`;
    },
    debit: async () => {
      const before = await balanceNow();
      const after = expectSuccess(await send("debit", { amountMinor: amountMinor }), `debit of ${money(amountMinor)}`);
      if (after !== before - amountMinor) {
        throw new CaseFailure(
          `debit answered balance ${money(after)}, expected ${money(before - amountMinor)} (is the player funded?)`,
        );
      }
      await expectBalance(after, "the debit");
      return `${money(before)} → ${money(after)}`;
    },
    debit_replay: async () => {
      const transactionId = newId();
      const first = await send("debit", { transactionId, amountMinor });
      const original = expectSuccess(first, "first debit");
      const replay = await send("debit", { transactionId, amountMinor });
      const replayed = expectSuccess(replay, "repeated debit");
      if (replayed !== original)
        throw new CaseFailure(`the repeat answered balance ${money(replayed)}, the original ${money(original)}`);
      await expectBalance(original, "the repeated debit");
      return `both answers report ${money(original)}; debited once`;
    },
    insufficient_funds: async () => {
      const before = await balanceNow();
      const tooMuch = (before > 0n ? before : 0n) + amountMinor;
      const code = expectRefusal(
        await send("debit", { amountMinor: tooMuch }),
        400,
        `debit of ${money(tooMuch)}`,
        "insufficient_funds",
      );
      await expectBalance(before, "the refused debit");
      return `debit of ${money(tooMuch)} refused with 400 ${code}; balance unchanged`;
    },
    unknown_player: async () => {
      const playerId = `cert-unknown-${randomBase62(12)}`;
      const code = expectRefusal(await send("debit", { playerId, amountMinor }), 400, `debit for ${playerId}`);
      return `refused with 400 ${code}`;
    },
    credit: async () => {
      const before = await balanceNow();
      const after = expectSuccess(await send("credit", { amountMinor }), `credit of ${money(amountMinor)}`);
      if (after !== before + amountMinor)
        throw new CaseFailure(`credit answered balance ${money(after)}, expected ${money(before + amountMinor)}`);
      await expectBalance(after, "the credit");
      return `${money(before)} → ${money(after)}`;
    },
    free_round_credit: async () => {
      // A free round's win: credited under a fresh transaction_id, in a session that saw no debit at all.
      const before = await balanceNow();
      const credit = {
        transactionId: newId(),
        amountMinor,
        actionType: FREE_ROUND_WIN_ACTION_TYPE,
        sessionId: `cert_${randomBase62(12)}`,
        roundId: newRoundId(),
      };
      const after = expectSuccess(
        await send("credit", credit),
        `${FREE_ROUND_WIN_ACTION_TYPE} credit of ${money(amountMinor)}`,
      );
      if (after !== before + amountMinor)
        throw new CaseFailure(`the credit answered balance ${money(after)}, expected ${money(before + amountMinor)}`);
      const replayed = expectSuccess(await send("credit", credit), `repeated ${FREE_ROUND_WIN_ACTION_TYPE} credit`);
      if (replayed !== after)
        throw new CaseFailure(`the repeat answered balance ${money(replayed)}, the original ${money(after)}`);
      await expectBalance(after, "the repeated credit");
      return `${money(before)} → ${money(after)}; the repeat moved nothing`;
    },
    // A tournament's prize: out of any round, paid after the tournament ended, naming the player's last session of
    // it — one the wallet may have closed long ago, or never seen (here: a fresh one), which it must not refuse.
    prize_credit: () => outOfRoundCredit(TOURNAMENT_PRIZE_ACTION_TYPE, "prize"),
    // A jackpot win: out of any round (the round that won it settled on its own), in that round's session, paid a
    // moment later by the wallet worker and retried with the same transaction_id until acknowledged.
    jackpot_win: () => outOfRoundCredit(JACKPOT_WIN_ACTION_TYPE, "jackpot win"),
    rollback_debit: async () => {
      const before = await balanceNow();
      const debitId = newId();
      const roundId = newRoundId();
      expectSuccess(await send("debit", { transactionId: debitId, amountMinor, roundId }), "debit to roll back");
      const rollbackId = newId();
      const restored = expectSuccess(
        await send("rollback", { transactionId: rollbackId, amountMinor, originalTransactionId: debitId, roundId }),
        "rollback",
      );
      if (restored !== before)
        throw new CaseFailure(`rollback answered balance ${money(restored)}, expected ${money(before)}`);
      expectSuccess(
        await send("rollback", { transactionId: rollbackId, amountMinor, originalTransactionId: debitId, roundId }),
        "repeated rollback",
      );
      await expectBalance(before, "the repeated rollback");
      const second = await send("rollback", { amountMinor, originalTransactionId: debitId, roundId });
      if (second.outcome !== "succeeded" && second.outcome !== "rejected") {
        throw new CaseFailure(`a second rollback of the same debit must answer 200 or 400, got ${describe(second)}`);
      }
      await expectBalance(before, "a second rollback of the same debit");
      return `restored to ${money(before)} once (repeat and second rollback moved nothing)`;
    },
    rollback_unknown: async () => {
      const before = await balanceNow();
      const neverSent = newId();
      const result = await send("rollback", { amountMinor, originalTransactionId: neverSent });
      if (result.outcome === "rejected") {
        await expectBalance(before, "the rollback");
        return `refused with 400 ${result.errorCode}; balance unchanged`;
      }
      expectSuccess(result, "rollback of an unknown transaction");
      await expectBalance(before, "the rollback");
      // Acknowledged: the wallet has promised that debit will not count, so it must refuse it if it comes late.
      await send("debit", { transactionId: neverSent, amountMinor });
      await expectBalance(before, `a late debit with the rolled-back id ${neverSent}`);
      return "answered 200 without moving money, and a late debit with that id was not applied";
    },
    concurrent_duplicate_debits: async () => {
      const before = await balanceNow();
      const transactionId = newId();
      const results = await Promise.all(
        Array.from({ length: input.concurrentDuplicates }, () => send("debit", { transactionId, amountMinor })),
      );
      const succeeded = results.filter((result) => result.outcome === "succeeded");
      if (succeeded.length === 0) throw new CaseFailure(`no duplicate succeeded: ${results.map(describe).join(" | ")}`);
      await expectBalance(before - amountMinor, `${input.concurrentDuplicates} concurrent duplicates`);
      return `${succeeded.length}/${results.length} answered 200; debited once`;
    },
    round_fields: async () => {
      // One paid round (debit and credit), one free round (credit with campaign_id), one rolled-back round: each
      // callback carries its round's round_id, and the money moves exactly as without the fields.
      const before = await balanceNow();
      const paid = newRoundId();
      const afterDebit = expectSuccess(
        await send("debit", { amountMinor, roundId: paid }),
        `debit with round_id ${paid}`,
      );
      if (afterDebit !== before - amountMinor)
        throw new CaseFailure(
          `the debit answered balance ${money(afterDebit)}, expected ${money(before - amountMinor)}`,
        );
      const afterCredit = expectSuccess(
        await send("credit", { amountMinor, roundId: paid, actionType: "certification_win" }),
        `credit with round_id ${paid}`,
      );
      if (afterCredit !== before)
        throw new CaseFailure(`the credit answered balance ${money(afterCredit)}, expected ${money(before)}`);
      const free = newRoundId();
      const freeCredit = {
        amountMinor,
        roundId: free,
        actionType: FREE_ROUND_WIN_ACTION_TYPE,
        sessionId: `cert_${randomBase62(12)}`,
      };
      const afterFree = expectSuccess(
        await send("credit", freeCredit),
        `${FREE_ROUND_WIN_ACTION_TYPE} credit with round_id and campaign_id`,
      );
      if (afterFree !== before + amountMinor)
        throw new CaseFailure(
          `the free-round credit answered balance ${money(afterFree)}, expected ${money(before + amountMinor)}`,
        );
      const cancelled = newRoundId();
      const debitId = newId();
      expectSuccess(
        await send("debit", { transactionId: debitId, amountMinor, roundId: cancelled }),
        `debit with round_id ${cancelled}`,
      );
      const restored = expectSuccess(
        await send("rollback", { amountMinor, originalTransactionId: debitId, roundId: cancelled }),
        `rollback with round_id ${cancelled}`,
      );
      if (restored !== afterFree)
        throw new CaseFailure(`the rollback answered balance ${money(restored)}, expected ${money(afterFree)}`);
      await expectBalance(afterFree, "the calls with round fields");
      return `debit, credit, free-round credit (campaign_id "${CAMPAIGN_ID}") and rollback with round_id accepted; ${money(before)} → ${money(afterFree)}`;
    },
  };

  const startedAt = new Date().toISOString();
  const cases: CertificationCaseResult[] = [];
  const definitions = certificationCases({ roundFields: input.roundFields });
  for (const [index, definition] of definitions.entries()) {
    let result: CertificationCaseResult;
    try {
      result = { ...definition, passed: true, detail: await run[definition.id]() };
    } catch (error) {
      result = {
        ...definition,
        passed: false,
        detail: error instanceof CaseFailure ? error.message : `error: ${(error as Error).message}`,
      };
    }
    cases.push(result);
    options.onProgress?.({ result, index, total: definitions.length });
  }

  const cleanup = await refund(startBalance, balanceNow, (owed) => send("credit", { amountMinor: owed }), money);
  return {
    passed: cases.every((result) => result.passed),
    baseUrl: wallet.baseUrl,
    playerId: input.playerId,
    currency: input.currency,
    amount: money(amountMinor),
    startedAt,
    finishedAt: new Date().toISOString(),
    cases,
    cleanup,
  };
}

async function refund(
  startBalance: bigint | null,
  balanceNow: () => Promise<bigint>,
  credit: (owed: bigint) => Promise<WalletCallResult>,
  money: (minor: bigint) => string,
): Promise<{ done: boolean; detail: string }> {
  if (startBalance === null)
    return { done: false, detail: "the starting balance could not be read; nothing to refund" };
  try {
    const owed = startBalance - (await balanceNow());
    if (owed <= 0n)
      return {
        done: true,
        detail: owed === 0n ? "balance back at its start" : `balance is ${money(-owed)} above its start; left as is`,
      };
    const result = await credit(owed);
    return result.outcome === "succeeded"
      ? { done: true, detail: `credited back ${money(owed)}` }
      : {
          done: false,
          detail: `credit of ${money(owed)} failed: ${result.problem ?? result.errorCode ?? result.status}`,
        };
  } catch (error) {
    return { done: false, detail: `refund failed: ${(error as Error).message}` };
  }
}
