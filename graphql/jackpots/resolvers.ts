import { createJackpotPoolInputSchema } from "@/lib/contract/jackpots-api";
import { parseRequest } from "@/lib/contract/parse-request";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { createJackpotPool } from "@/lib/server/jackpots/create-jackpot-pool";
import { getJackpotLiability } from "@/lib/server/jackpots/get-jackpot-liability";
import { getJackpotPool } from "@/lib/server/jackpots/get-jackpot-pool";
import { listJackpotWins } from "@/lib/server/jackpots/list-jackpot-wins";
import { listJackpotPools } from "@/lib/server/jackpots/list-jackpot-pools";
import type { Resolvers } from "@/graphql/generated/resolvers-types";
import { orUndefined } from "@/graphql/input";

// The console's jackpots: pools, one pool and its wins (the operator API's service, nothing masked for staff), and
// their liability, with the contract's input rules (the zod schema, so refusals carry the same codes as
// everywhere); staff act as console:<email>.

export const jackpotResolvers: Resolvers = {
  Query: {
    jackpotPools: () => listJackpotPools(),
    jackpotPool: (_parent, { poolId }) => getJackpotPool({ poolId }),
    jackpotWins: async (_parent, { poolId }) =>
      (await listJackpotWins({ poolId })).map((win) => ({
        tier: win.tier,
        amount: win.amount,
        currency: win.currency,
        poolAmount: win.pool_amount,
        poolCurrency: win.pool_currency,
        wonAt: new Date(win.won_at),
        roundId: win.round_id,
        externalPlayerId: win.external_player_id,
        transactionId: win.transaction_id,
        state: win.state,
        trigger: win.trigger,
        triggerNonce: win.trigger_nonce,
        triggerHash: win.trigger_hash,
      })),
    jackpotLiability: async (_parent, { poolId }) =>
      (await getJackpotLiability({ poolId: orUndefined(poolId) })).map((row) => ({
        poolId: row.poolId,
        title: row.title,
        tierId: row.tierId,
        tier: row.tier,
        currency: row.currency,
        seeds: formatMinorUnits(row.seedsMinor, row.exponent),
        contributions: formatMinorUnits(row.contributionsMinor, row.exponent),
        wins: formatMinorUnits(row.winsMinor, row.exponent),
        liability: row.liability,
      })),
  },
  Mutation: {
    createJackpotPool: (_parent, { input }, { actor }) =>
      createJackpotPool({
        input: parseRequest(
          createJackpotPoolInputSchema,
          {
            title: input.title,
            scope: input.scope,
            games: input.games,
            operators: input.operatorIds,
            base_currency: input.baseCurrency,
            tiers: input.tiers.map((tier) => ({
              name: tier.name,
              kind: tier.kind,
              seed: tier.seed,
              contribution_rate: tier.contributionRate,
              cap: orUndefined(tier.cap),
              win_probability: orUndefined(tier.winProbability),
              reserve_rate: orUndefined(tier.reserveRate),
            })),
          },
          { what: "jackpot pool", fieldCodes: { base_currency: "invalid_currency" } },
        ),
        actor,
      }),
  },
  JackpotPool: {
    poolId: (pool) => pool.poolId,
    title: (pool) => pool.title,
    scope: (pool) => pool.scope,
    games: (pool) => pool.games,
    operatorIds: (pool) => pool.operatorIds,
    currency: (pool) => pool.currency,
    createdBy: (pool) => pool.createdBy,
    createdAt: (pool) => pool.createdAt,
    tiers: (pool) =>
      pool.tiers.map((tier) => ({
        tierId: tier.tierId,
        name: tier.name,
        kind: tier.kind,
        seed: formatMinorUnits(tier.seedMinor, pool.exponent),
        cap: tier.capMinor === null ? null : formatMinorUnits(tier.capMinor, pool.exponent),
        winProbability: tier.winProbability,
        contributionRate: tier.rate,
        reserveRate: tier.reserveRate,
        cycle: tier.cycle,
        amount: formatMinorUnits(tier.amountMinor, pool.exponent),
        reserve: formatMinorUnits(tier.reserveMinor, pool.exponent),
        triggerHash: tier.triggerHash,
      })),
  },
};
