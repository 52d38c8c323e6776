import { createOperator } from "@/lib/server/operators/create-operator";
import { seedDemoWallet } from "@/lib/server/demo-wallet/seed-demo-wallet";
import { prisma } from "@/lib/server/db/prisma";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";

// Shared set-up of the wallet integration tests: an operator whose wallet_base_url points at a real loopback
// wallet, and that wallet's players, both sides sharing the operator's freshly generated signing secret.

export async function createWalletOperator(options: {
  id: string;
  walletBaseUrl: string;
  walletTimeoutMs?: number;
  players?: { playerId: string; currency: string; balance: string }[];
  /** The demo wallet id the base URL serves (default: the operator id). */
  walletId?: string;
}): Promise<{ operatorId: string; secret: string }> {
  const { operator, walletSecret } = await createOperator({
    id: options.id,
    name: `Operator ${options.id}`,
    defaultCurrency: "EUR",
    walletBaseUrl: options.walletBaseUrl,
    walletTimeoutMs: options.walletTimeoutMs,
    actor: "test:wallet",
  });
  await seedDemoWallet({
    walletId: options.walletId ?? options.id,
    secret: walletSecret,
    players: options.players ?? [],
  });
  return { operatorId: operator.id, secret: walletSecret };
}

/** The demo wallet's balance of one player as decimal text. */
export async function demoBalance(walletId: string, playerId: string, currency: string): Promise<string> {
  const account = await prisma.demoWalletAccount.findUniqueOrThrow({
    where: { walletId_playerId_currency: { walletId, playerId, currency } },
  });
  return formatMinorUnits(account.balanceMinor, account.exponent);
}

/** Sets wallet env figures for a test file and returns a restore function. */
export function withWalletEnv(values: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  return () => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}
