import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits, parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { parseInput } from "@/lib/base/parse-input";
import { demoWalletPlayerSchema } from "./seed-demo-wallet";

// Sets one demo player's balance (opening the account if needed), e.g. for QA to test a low balance or a deposit
// followed by a balance-refresh signal. The wallet itself must exist (seedDemoWallet).

const setDemoWalletBalanceSchema = demoWalletPlayerSchema.extend({ walletId: z.string().trim().min(1) });

export async function setDemoWalletBalance(options: {
  walletId: string;
  playerId: string;
  currency: string;
  balance: string;
}): Promise<{ walletId: string; playerId: string; currency: string; balance: string }> {
  const input = parseInput(setDemoWalletBalanceSchema, options);
  const wallet = await prisma.demoWallet.findUnique({ where: { id: input.walletId }, select: { id: true } });
  if (!wallet) throw new AppError("not_found", `Demo wallet "${input.walletId}" not found`);
  const exponent = currencyExponent(input.currency);
  const balanceMinor = parseMinorUnits(input.balance, exponent);
  const account = await prisma.demoWalletAccount.upsert({
    where: {
      walletId_playerId_currency: { walletId: input.walletId, playerId: input.playerId, currency: input.currency },
    },
    create: { walletId: input.walletId, playerId: input.playerId, currency: input.currency, exponent, balanceMinor },
    update: { balanceMinor, exponent },
  });
  return {
    walletId: account.walletId,
    playerId: account.playerId,
    currency: account.currency,
    balance: formatMinorUnits(account.balanceMinor, account.exponent),
  };
}
