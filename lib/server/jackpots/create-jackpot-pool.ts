import "server-only";
import type { CreateJackpotPoolInput } from "@/lib/contract/jackpots-api";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { randomBase62 } from "@/lib/base/random-id";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { prisma, TRANSACTION_DEFAULTS } from "@/lib/server/db/prisma";
import { forgetJackpotFeeds, JACKPOT_SHARDS } from "@/lib/server/wallet/jackpot-feeds";
import { drawTrigger, shardLimit } from "./jackpot-trigger";
import { jackpotPoolRecords, type JackpotPoolRecord } from "./jackpot-pool-view";

// Staff create a jackpot pool (the console's createJackpotPool): its games and operators checked, its tiers seeded
// (a mystery tier's first trigger drawn and committed by its hash; a progressive tier carries its win probability
// instead), each tier's shard rows created with their limits, and the audit row, in one transaction.

export async function createJackpotPool(options: {
  input: CreateJackpotPoolInput;
  actor: string;
}): Promise<JackpotPoolRecord> {
  const { input, actor } = options;
  const now = new Date();
  const exponent = currencyExponent(input.base_currency);
  const tiers = input.tiers.map((tier, index) => {
    const seedMinor = parseMinorUnits(tier.seed, exponent);
    if (tier.kind === "progressive") return { ...tier, position: index + 1, seedMinor, capMinor: null };
    if (tier.cap === undefined)
      throw new AppError("invalid_jackpot_tier", `tiers[${index}]: a mystery tier needs its cap`);
    const capMinor = parseMinorUnits(tier.cap, exponent);
    if (capMinor <= seedMinor)
      throw new AppError("invalid_jackpot_tier", `tiers[${index}]: the cap must be above the seed`);
    return { ...tier, position: index + 1, seedMinor, capMinor };
  });

  const record = await prisma.$transaction(async (tx) => {
    const operators = await tx.operator.findMany({ where: { id: { in: input.operators } }, select: { id: true } });
    const missing = input.operators.find((id) => !operators.some((operator) => operator.id === id));
    if (missing) throw new AppError("operator_not_found", `Operator "${missing}" not found`);
    const games = await tx.game.findMany({
      where: { OR: [{ symbol: { in: input.games } }, { slug: { in: input.games } }] },
      select: { symbol: true, slug: true },
    });
    const gameSymbols: string[] = [];
    for (const identifier of input.games) {
      const game = games.find((row) => row.symbol === identifier) ?? games.find((row) => row.slug === identifier);
      if (!game) throw new AppError("unknown_game", `games: "${identifier}" is not a game symbol or slug`);
      if (!gameSymbols.includes(game.symbol)) gameSymbols.push(game.symbol);
    }

    const poolId = `jpt_${randomBase62(16)}`;
    await tx.jackpotPool.create({
      data: {
        id: poolId,
        title: input.title,
        scope: input.scope,
        gameSymbols,
        baseCurrency: input.base_currency,
        exponent,
        createdBy: actor,
        operators: { create: [...new Set(input.operators)].map((operatorId) => ({ operatorId })) },
      },
    });
    for (const tier of tiers) {
      const tierId = `jtr_${randomBase62(16)}`;
      const trigger =
        tier.capMinor === null
          ? { triggerMinor: null, triggerNonce: null, triggerHash: null }
          : drawTrigger({ tierId, cycle: 1, startMinor: tier.seedMinor, capMinor: tier.capMinor });
      const limitMinor = shardLimit({
        kind: tier.kind,
        amountMinor: tier.seedMinor,
        triggerMinor: trigger.triggerMinor,
      });
      await tx.jackpotTier.create({
        data: {
          id: tierId,
          poolId,
          position: tier.position,
          name: tier.name,
          kind: tier.kind,
          seedMinor: tier.seedMinor,
          rate: tier.contribution_rate,
          reserveRate: tier.reserve_rate ?? "0",
          capMinor: tier.capMinor,
          winProbability: tier.win_probability ?? null,
          amountMinor: tier.seedMinor,
          seedsMinor: tier.seedMinor,
          ...trigger,
          seededAt: now,
          shards: {
            create: Array.from({ length: JACKPOT_SHARDS }, (_, shard) => ({ shard, limitMinor })),
          },
        },
      });
    }
    const [created] = await jackpotPoolRecords(tx, [poolId]);
    await recordAudit({
      db: tx,
      actor,
      action: "jackpots.pool.create",
      target: { type: "jackpot_pool", id: poolId },
      after: created,
    });
    return created!;
  }, TRANSACTION_DEFAULTS);
  // This instance's rounds of these games contribute from its next settlement; others' within the feeds' TTL.
  forgetJackpotFeeds();
  return record;
}
