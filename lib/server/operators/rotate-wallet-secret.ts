import "server-only";
import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { encryptSecret } from "@/lib/server/crypto/secret-box";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import { operatorSlugSchema } from "./operator-fields";
import { requireOperator } from "./require-operator";
import { generateWalletSecret } from "./wallet-secret";

const rotateWalletSecretSchema = z.object({ operatorId: operatorSlugSchema, actor: actorSchema });

/** Replaces the operator's wallet signing secret; the new one is returned once. The audit row never holds a secret. */
export async function rotateWalletSecret(options: {
  operatorId: string;
  actor: string;
}): Promise<{ walletSecret: string }> {
  const input = parseInput(rotateWalletSecretSchema, options);
  const walletSecret = generateWalletSecret();
  await prisma.$transaction(async (tx) => {
    const current = await requireOperator(tx, input.operatorId);
    const updated = await tx.operator.update({
      where: { id: current.id },
      data: { walletSecretCiphertext: encryptSecret(walletSecret), walletSecretRotatedAt: new Date() },
    });
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "operator.rotate_wallet_secret",
      target: { type: "operator", id: current.id },
      before: { walletSecretRotatedAt: current.walletSecretRotatedAt },
      after: { walletSecretRotatedAt: updated.walletSecretRotatedAt },
    });
  });
  return { walletSecret };
}
