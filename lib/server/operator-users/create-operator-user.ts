import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { encryptSecret } from "@/lib/server/crypto/secret-box";
import { newTotpSecret, totpUri } from "@/lib/server/crypto/totp";
import { prisma } from "@/lib/server/db/prisma";
import { isUniqueViolation } from "@/lib/server/db/unique-violation";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { requireOperator } from "@/lib/server/operators/require-operator";
import { hashPassword } from "@/lib/server/staff/password-hash";
import { staffEmailSchema } from "@/lib/server/staff/staff-fields";
import {
  BACKOFFICE_TOTP_ISSUER,
  operatorUserRoleSchema,
  toOperatorUserView,
  type OperatorUserRoleValue,
  type OperatorUserView,
} from "./operator-user-fields";

export interface CreateOperatorUserOptions {
  operatorId: string;
  email: string;
  role: OperatorUserRoleValue;
  /** Give the user a TOTP second factor now; its secret is returned once, for the authenticator app. */
  withTotp?: boolean;
  actor: string;
}

export interface CreatedOperatorUser {
  user: OperatorUserView;
  /** The user's first password: returned once, stored only as an argon2id hash. */
  initialPassword: string;
  /** The TOTP secret and its otpauth:// URI, returned once; null without a second factor. */
  totp: { secret: string; uri: string } | null;
}

/**
 * Creates a back-office user of one operator with a random password (and, when asked, a TOTP secret), both shown
 * only in the answer. An email already used by any operator's user is a conflict: emails are unique across
 * operators, because sign-in takes only an email.
 */
export async function createOperatorUser(options: CreateOperatorUserOptions): Promise<CreatedOperatorUser> {
  const input = parseInput(
    z.object({
      operatorId: z.string().trim().min(1, "operator is required").max(100),
      email: staffEmailSchema,
      role: operatorUserRoleSchema,
      withTotp: z.boolean().optional(),
      actor: actorSchema,
    }),
    options,
  );
  // 18 random bytes: 24 base64url characters, 144 bits.
  const initialPassword = randomBytes(18).toString("base64url");
  const passwordHash = await hashPassword(initialPassword);
  const totpSecret = input.withTotp ? newTotpSecret() : null;
  const exists = () => new AppError("conflict", `An operator user with email ${input.email} already exists`);
  try {
    const user = await prisma.$transaction(async (tx) => {
      await requireOperator(tx, input.operatorId);
      if (await tx.operatorUser.findUnique({ where: { email: input.email }, select: { id: true } })) throw exists();
      const created = toOperatorUserView(
        await tx.operatorUser.create({
          data: {
            operatorId: input.operatorId,
            email: input.email,
            role: input.role,
            passwordHash,
            totpSecretCiphertext: totpSecret === null ? null : encryptSecret(totpSecret),
            // The password was shown to someone else (the CLI's runner, an admin): the user replaces it first.
            passwordChangeRequired: true,
            createdBy: input.actor,
          },
        }),
      );
      await recordAudit({
        db: tx,
        actor: input.actor,
        action: "operator_user.create",
        target: { type: "operator_user", id: created.id },
        after: created,
      });
      return created;
    });
    const totp =
      totpSecret === null
        ? null
        : {
            secret: totpSecret,
            uri: totpUri({ secret: totpSecret, issuer: BACKOFFICE_TOTP_ISSUER, account: user.email }),
          };
    return { user, initialPassword, totp };
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}
