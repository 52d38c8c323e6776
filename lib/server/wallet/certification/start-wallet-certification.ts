import "server-only";
import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { decryptSecret } from "@/lib/server/crypto/secret-box";
import type { Prisma } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { resolveWalletBaseUrl } from "@/lib/server/operators/demo-wallet-address";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { logger } from "@/lib/server/observability/logger";
import { parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { normalizedCurrencySchema, operatorSlugSchema } from "@/lib/server/operators/operator-fields";
import { parseInput } from "@/lib/base/parse-input";
import { walletUrlProblem } from "@/lib/server/security/wallet-url-guard";
import {
  certifyWallet,
  type CertificationReport,
  type CertificationCaseResult,
} from "@/lib/server/wallet/certification/certify-wallet";
import { expireAbandonedCertificationRuns } from "./list-wallet-certification-runs";
import {
  CLEANUP_CASE_ID,
  pendingCases,
  toWalletCertificationRunView,
  type StoredCertificationCase,
  type WalletCertificationRunView,
} from "./wallet-certification-view";

// Runs the wallet conformance suite (certify-wallet.ts) against an operator's configured wallet with its signing
// secret, in the background of this app instance. The run row is written first and updated as each case finishes,
// so any instance can show live progress; the mutation returns at once.

const startSchema = z.object({
  operatorId: operatorSlugSchema,
  playerId: z.string().trim().min(1, "playerId is required").max(128),
  currency: normalizedCurrencySchema.nullish(),
  amount: z.string().trim().max(40).nullish(),
  actor: actorSchema,
});

export interface StartWalletCertificationOptions {
  operatorId: string;
  /** A dedicated, funded test player of the operator's wallet. */
  playerId: string;
  /** Default: the operator's default currency. */
  currency?: string | null;
  /** Decimal text per debit/credit; default one major unit. */
  amount?: string | null;
  actor: string;
}

export async function startWalletCertification(
  options: StartWalletCertificationOptions,
): Promise<WalletCertificationRunView> {
  const input = parseInput(startSchema, options);
  const operator = await prisma.operator.findUnique({ where: { id: input.operatorId } });
  if (!operator) throw new AppError("operator_not_found", `Operator "${input.operatorId}" not found`);
  if (!operator.walletBaseUrl || !operator.walletSecretCiphertext) {
    throw new AppError("wallet_not_configured", `Operator "${operator.id}" has no wallet base URL or signing secret`);
  }
  // A URL the wallet client would refuse (e.g. one with a user name or password, stored before that rule) is never
  // called, and no run is recorded for it.
  const walletUrl = resolveWalletBaseUrl(operator.walletBaseUrl);
  const urlProblem = walletUrlProblem(walletUrl);
  if (urlProblem) throw new AppError("invalid_request", urlProblem);
  const currency = input.currency ?? operator.defaultCurrency;
  if (!currency) throw new AppError("invalid_currency", "currency is required: the operator has no default currency");
  // Checked here, before the run row exists, so a bad amount is a clear 400 and leaves nothing behind.
  const exponent = currencyExponent(currency);
  if (input.amount != null && parseMinorUnits(input.amount, exponent) <= 0n) {
    throw new AppError("invalid_amount", "amount must be greater than zero");
  }
  const secret = decryptSecret(operator.walletSecretCiphertext);

  await expireAbandonedCertificationRuns();
  const run = await prisma.$transaction(async (tx) => {
    // Two runs on one wallet would move money under each other's balance checks.
    const running = await tx.walletCertificationRun.findFirst({
      where: { operatorId: operator.id, status: "running" },
      select: { id: true },
    });
    if (running)
      throw new AppError(
        "conflict",
        `Certification run ${running.id} is still running for "${operator.id}"; wait for it to finish`,
      );
    const created = await tx.walletCertificationRun.create({
      data: {
        operatorId: operator.id,
        walletUrl,
        startedBy: input.actor,
        cases: toJson(pendingCases({ roundFields: operator.walletRoundFields })),
      },
    });
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "wallet_certification.start",
      target: { type: "operator", id: operator.id },
      after: {
        runId: created.id,
        walletUrl: created.walletUrl,
        playerId: input.playerId,
        currency,
        amount: input.amount ?? null,
      },
    });
    return created;
  });

  const cases = pendingCases({ roundFields: operator.walletRoundFields });
  // Writes happen one after another, so a slow early write never overwrites a later state.
  let writes = Promise.resolve();
  const save = (data: Prisma.WalletCertificationRunUpdateInput) => {
    writes = writes
      .then(async () => {
        await prisma.walletCertificationRun.update({ where: { id: run.id }, data });
      })
      .catch((error: unknown) =>
        logger.error({ where: "certification", runId: run.id, err: error }, "could not record progress"),
      );
    return writes;
  };
  const record = (result: CertificationCaseResult) => {
    const index = cases.findIndex((entry) => entry.id === result.id);
    if (index >= 0)
      cases[index] = {
        id: result.id,
        title: result.title,
        status: result.passed ? "passed" : "failed",
        detail: result.detail,
      };
    void save({ cases: toJson(cases) });
  };

  certifyWallet({
    baseUrl: walletUrl,
    secret,
    playerId: input.playerId,
    currency,
    amount: input.amount ?? undefined,
    operatorId: operator.id,
    timeoutMs: operator.walletTimeoutMs,
    // The fields the platform will send this operator's wallet: certified as they will arrive.
    roundFields: operator.walletRoundFields,
    onProgress: ({ result }) => record(result),
  })
    .then((report: CertificationReport) => {
      const cleanup: StoredCertificationCase = {
        id: CLEANUP_CASE_ID,
        title: "Credit back what the run took from the test player",
        status: report.cleanup.done ? "passed" : "failed",
        detail: report.cleanup.detail,
      };
      return save({
        status: report.passed ? "passed" : "failed",
        cases: toJson([...cases, cleanup]),
        finishedAt: new Date(),
      });
    })
    .catch((error: unknown) => {
      logger.error({ where: "certification", runId: run.id, err: error }, "run stopped");
      return save({ status: "error", cases: toJson(cases), finishedAt: new Date() });
    });

  return toWalletCertificationRunView(run);
}

function toJson(cases: StoredCertificationCase[]): Prisma.InputJsonValue {
  return cases.map((entry) => ({ ...entry })) as Prisma.InputJsonValue;
}
