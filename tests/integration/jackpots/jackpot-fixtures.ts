import { createHash } from "node:crypto";
import { prisma } from "@/lib/server/db/prisma";
import { JACKPOT_SHARDS } from "@/lib/server/wallet/jackpot-feeds";

// Shared set-up of the jackpot tests: the game rows pools name, a month's staff rate, and a way to fix a tier's
// trigger where a test needs to know it (as the applier would have drawn it: its hash and the shards' limits too).

export const GAME = "vs20aurora";

export async function createGame(symbol = GAME): Promise<void> {
  await prisma.provider.upsert({
    where: { id: "provider_a" },
    create: { id: "provider_a", name: "Provider A" },
    update: {},
  });
  await prisma.game.upsert({
    where: { symbol },
    create: { symbol, slug: `${symbol}-slug`, title: symbol, providerId: "provider_a", launchPath: `/games/${symbol}` },
    update: {},
  });
}

/** 1 unit of `currency` = `rate` units of `reportingCurrency` this month (the money view's staff rate). */
export async function enterRate(currency: string, reportingCurrency: string, rate: string): Promise<void> {
  const now = new Date();
  await prisma.exchangeRate.create({
    data: {
      month: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
      currency,
      reportingCurrency,
      rate,
      createdBy: "test",
    },
  });
}

/** Sets the tier's current trigger (and cap for later cycles) as if drawn; the shards' limits follow. */
export async function fixTrigger(tierId: string, triggerMinor: bigint, capMinor?: bigint): Promise<void> {
  const tier = await prisma.jackpotTier.findUniqueOrThrow({ where: { id: tierId } });
  const nonce = "f".repeat(64);
  const hash = createHash("sha256").update(`${tierId}:${tier.cycle}:${triggerMinor}:${nonce}`).digest("hex");
  await prisma.jackpotTier.update({
    where: { id: tierId },
    data: { triggerMinor, triggerNonce: nonce, triggerHash: hash, ...(capMinor === undefined ? {} : { capMinor }) },
  });
  const gap = triggerMinor - tier.amountMinor;
  await prisma.jackpotTierShard.updateMany({
    where: { tierId },
    data: { limitMinor: gap <= 0n ? 0n : (gap - 1n) / BigInt(JACKPOT_SHARDS) },
  });
}

/** Exact units of 10^-12 of a decimal text (rates and shares). */
export function units12(text: string): bigint {
  const [whole, fraction = ""] = text.split(".");
  return BigInt(whole!) * 10n ** 12n + BigInt(fraction.padEnd(12, "0"));
}
