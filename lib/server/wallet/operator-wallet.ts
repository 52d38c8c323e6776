import "server-only";
import { versionedCache } from "@/lib/server/cache/versioned-cache";
import { decryptSecret } from "@/lib/server/crypto/secret-box";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { resolveWalletBaseUrl } from "@/lib/server/operators/demo-wallet-address";
import type { OperatorWalletEndpoint } from "./wallet-client";

// Operators' wallet endpoints with their secrets decrypted, kept in-process under the provider API cache version:
// any change to an operator (a new wallet URL, a rotated secret) moves it, and every instance follows within the
// version's bound (CACHE_VERSION_MAX_STALENESS_MS, at once in practice; lib/server/cache/cache-version.ts). Only
// configured wallets are kept; a missing or unusable one is looked up again on the next call.
const wallets = versionedCache<OperatorWalletEndpoint | AppError>("operator-wallets", 1024);

/** The operator's wallet endpoint with its signing secret decrypted, or a clear error when it is not set up. */
export async function loadOperatorWallet(operatorId: string): Promise<OperatorWalletEndpoint> {
  const wallet = await wallets.readThrough(
    operatorId,
    () => readOperatorWallet(operatorId),
    (found) => !(found instanceof AppError),
  );
  if (wallet instanceof AppError) throw wallet;
  return wallet;
}

async function readOperatorWallet(operatorId: string): Promise<OperatorWalletEndpoint | AppError> {
  const operator = await prisma.operator.findUnique({
    where: { id: operatorId },
    select: {
      id: true,
      walletBaseUrl: true,
      walletSecretCiphertext: true,
      walletTimeoutMs: true,
      walletRoundFields: true,
    },
  });
  if (!operator) return new AppError("operator_not_found", `Operator "${operatorId}" not found`);
  if (!operator.walletBaseUrl || !operator.walletSecretCiphertext) {
    return new AppError("wallet_not_configured", `Operator "${operatorId}" has no wallet base URL or signing secret`);
  }
  try {
    return {
      operatorId: operator.id,
      baseUrl: resolveWalletBaseUrl(operator.walletBaseUrl),
      secret: decryptSecret(operator.walletSecretCiphertext),
      timeoutMs: operator.walletTimeoutMs,
      roundFields: operator.walletRoundFields,
    };
  } catch (error) {
    return new AppError(
      "wallet_not_configured",
      `Operator "${operatorId}" wallet secret cannot be decrypted (APP_ENCRYPTION_KEY changed?)`,
      { cause: error },
    );
  }
}
