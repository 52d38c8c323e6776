import "server-only";
import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { encryptSecret } from "@/lib/server/crypto/secret-box";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { isUniqueViolation } from "@/lib/server/db/unique-violation";
import { defaultWalletTimeoutMs } from "./default-wallet-timeout";
import {
  normalizedCurrencySchema,
  frameAncestorsSchema,
  operatorSlugSchema,
  operatorNameSchema,
  operatorStatusSchema,
  toOperatorView,
  walletBaseUrlSchema,
  walletTimeoutMsSchema,
  type OperatorStatusValue,
  type OperatorView,
} from "./operator-fields";
import { generateWalletSecret } from "./wallet-secret";

const createOperatorSchema = z.object({
  id: operatorSlugSchema,
  name: operatorNameSchema,
  defaultCurrency: normalizedCurrencySchema.nullish(),
  walletBaseUrl: walletBaseUrlSchema.nullish(),
  walletTimeoutMs: walletTimeoutMsSchema.optional(),
  status: operatorStatusSchema.optional(),
  frameAncestors: frameAncestorsSchema.optional(),
  actor: actorSchema,
});

export interface CreateOperatorOptions {
  id: string;
  name: string;
  defaultCurrency?: string | null;
  walletBaseUrl?: string | null;
  walletTimeoutMs?: number;
  status?: OperatorStatusValue;
  frameAncestors?: string[];
  actor: string;
}

/** Creates an operator with a fresh wallet signing secret, returned here once and stored only encrypted. */
export async function createOperator(
  options: CreateOperatorOptions,
): Promise<{ operator: OperatorView; walletSecret: string }> {
  const input = parseInput(createOperatorSchema, options);
  const walletSecret = generateWalletSecret();
  try {
    const operator = await prisma.$transaction(async (tx) => {
      const existing = await tx.operator.findUnique({ where: { id: input.id }, select: { id: true } });
      if (existing) throw new AppError("operator_exists", `Operator "${input.id}" already exists`);
      const created = await tx.operator.create({
        data: {
          id: input.id,
          name: input.name,
          defaultCurrency: input.defaultCurrency ?? null,
          walletBaseUrl: input.walletBaseUrl ?? null,
          walletTimeoutMs: input.walletTimeoutMs ?? defaultWalletTimeoutMs(),
          status: input.status,
          frameAncestors: input.frameAncestors,
          walletSecretCiphertext: encryptSecret(walletSecret),
          walletSecretRotatedAt: new Date(),
        },
      });
      const view = toOperatorView(created);
      await recordAudit({
        db: tx,
        actor: input.actor,
        action: "operator.create",
        target: { type: "operator", id: view.id },
        after: view,
      });
      return view;
    });
    return { operator, walletSecret };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("operator_exists", `Operator "${input.id}" already exists`);
    throw error;
  }
}
