import "server-only";
import { z } from "zod";
import { decryptSecret, encryptSecret } from "@/lib/server/crypto/secret-box";
import { prisma } from "@/lib/server/db/prisma";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { parseInput } from "@/lib/base/parse-input";

// Creates (or brings up to date) a demo operator wallet and its players. Idempotent and safe at every start:
// the secret follows the operator's current one, missing accounts are opened with their opening balance, and
// existing accounts keep whatever balance play has left them with (setDemoWalletBalance changes it on purpose).

export const demoWalletPlayerSchema = z.object({
  playerId: z.string().trim().min(1).max(256),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "currency must be 3 letters")
    .transform((value) => value.toUpperCase()),
  /** Decimal text in the currency, e.g. "1000.00". */
  balance: z.string(),
});

const seedDemoWalletSchema = z.object({
  walletId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, "walletId must be letters, digits, _ or -"),
  secret: z.string().min(16, "secret must be at least 16 characters"),
  players: z.array(demoWalletPlayerSchema).max(10_000),
});

export async function seedDemoWallet(options: {
  walletId: string;
  secret: string;
  players: { playerId: string; currency: string; balance: string }[];
}): Promise<{ walletId: string; accountsCreated: number }> {
  const input = parseInput(seedDemoWalletSchema, options);
  const accounts = input.players.map((player) => {
    const exponent = currencyExponent(player.currency);
    return {
      walletId: input.walletId,
      playerId: player.playerId,
      currency: player.currency,
      exponent,
      balanceMinor: parseMinorUnits(player.balance, exponent),
    };
  });
  return prisma.$transaction(async (tx) => {
    const existing = await tx.demoWallet.findUnique({ where: { id: input.walletId } });
    if (!existing) {
      await tx.demoWallet.create({ data: { id: input.walletId, secretCiphertext: encryptSecret(input.secret) } });
    } else if (!secretMatches(existing.secretCiphertext, input.secret)) {
      await tx.demoWallet.update({
        where: { id: input.walletId },
        data: { secretCiphertext: encryptSecret(input.secret) },
      });
    }
    const { count } = await tx.demoWalletAccount.createMany({ data: accounts, skipDuplicates: true });
    return { walletId: input.walletId, accountsCreated: count };
  });
}

function secretMatches(ciphertext: string, secret: string): boolean {
  try {
    return decryptSecret(ciphertext) === secret;
  } catch {
    // Sealed under another APP_ENCRYPTION_KEY: re-seal with the current one.
    return false;
  }
}
