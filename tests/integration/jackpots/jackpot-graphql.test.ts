import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GraphQLResolveInfo } from "graphql";
import type { GraphQLContext } from "@/graphql/context";
import { resolvers } from "@/graphql/resolvers";
import { isAppError } from "@/lib/base/errors";
import type { StaffUserView } from "@/lib/server/staff/staff-fields";
import { prisma } from "@/lib/server/db/prisma";
import { createOperator } from "@/lib/server/operators/create-operator";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { createGame, GAME } from "./jackpot-fixtures";

// The console's jackpots (GraphQL resolvers, as the server merges them, with a staff context) in this process:
// createJackpotPool (audited, the contract's input rules and codes), jackpotPools, jackpotPool, jackpotWins and
// jackpotLiability. (Apollo
// itself cannot run under vitest here: its graphql module would load twice; admins-only is its plugin's rule.)

let database: TestDatabase;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
const info = {} as GraphQLResolveInfo;
const ctx: GraphQLContext = {
  staff: { id: "staff-admin", email: "admin@example.com", role: "admin" } as unknown as StaffUserView,
  actor: "console:admin@example.com",
  baseUrl: "http://127.0.0.1",
  gameArt: async () => ({}) as never,
};
const query = resolvers.Query as Loose;
const mutation = resolvers.Mutation as Loose;
const poolFields = resolvers.JackpotPool as Loose;

/** A pool as the resolvers answer it: every field of JackpotPool resolved. */
async function resolvePool(parent: unknown) {
  const entries = await Promise.all(
    Object.entries(poolFields).map(async ([field, resolve]) => [
      field,
      await (resolve as Loose)(parent, {}, ctx, info),
    ]),
  );
  return Object.fromEntries(entries);
}

const createPool = async (input: Record<string, unknown>) =>
  resolvePool(await mutation.createJackpotPool({}, { input }, ctx, info));

async function codeOf(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
  return null;
}

const input = (overrides: Record<string, unknown> = {}) => ({
  title: "Console pool",
  scope: "local",
  games: [GAME],
  operatorIds: ["gql-op"],
  baseCurrency: "EUR",
  tiers: [
    { name: "mini", kind: "mystery", seed: "50.00", cap: "75.00", contributionRate: "0.005", reserveRate: "0.1" },
  ],
  ...overrides,
});

beforeAll(async () => {
  database = await createTestDatabase();
  database.useInThisProcess();
  await createOperator({ id: "gql-op", name: "GraphQL operator", defaultCurrency: "EUR", actor: "test" });
  await createGame();
}, 120_000);

afterAll(async () => {
  await database?.drop();
}, 60_000);

describe("jackpots in the console", () => {
  it("creates a pool (audited), lists it with its tiers, and shows its liability", async () => {
    const pool = await createPool(input());
    expect(pool).toMatchObject({
      title: "Console pool",
      scope: "local",
      games: [GAME],
      operatorIds: ["gql-op"],
      currency: "EUR",
      createdBy: "console:admin@example.com",
      tiers: [
        {
          name: "mini",
          kind: "mystery",
          seed: "50.00",
          cap: "75.00",
          contributionRate: "0.005",
          reserveRate: "0.1",
          cycle: 1,
          amount: "50.00",
          reserve: "0.00",
        },
      ],
    });
    expect(pool.tiers[0].triggerHash).toMatch(/^[0-9a-f]{64}$/);
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { action: "jackpots.pool.create" } });
    expect(audit).toMatchObject({
      actor: "console:admin@example.com",
      targetType: "jackpot_pool",
      targetId: pool.poolId,
    });

    const listed = await Promise.all((await query.jackpotPools({}, {}, ctx, info)).map(resolvePool));
    expect(listed.map((row: Loose) => [row.poolId, row.tiers[0].amount])).toEqual([[pool.poolId, "50.00"]]);
    expect(await query.jackpotLiability({}, { poolId: pool.poolId }, ctx, info)).toEqual([
      {
        poolId: pool.poolId,
        title: "Console pool",
        tierId: expect.stringMatching(/^jtr_/),
        tier: "mini",
        currency: "EUR",
        seeds: "50.00",
        contributions: "0.00",
        wins: "0.00",
        liability: "50.00",
      },
    ]);
  });

  it("shows one pool and its wins, unmasked, latest first; an unknown pool is jackpot_not_found", async () => {
    const [listed] = await query.jackpotPools({}, {}, ctx, info);
    const pool = await resolvePool(await query.jackpotPool({}, { poolId: listed.poolId }, ctx, info));
    expect(pool).toMatchObject({ poolId: listed.poolId, title: "Console pool", tiers: [{ name: "mini" }] });
    expect(await codeOf(() => query.jackpotPool({}, { poolId: "jpt_nope" }, ctx, info))).toBe("jackpot_not_found");
    expect(await codeOf(() => query.jackpotWins({}, { poolId: "jpt_nope" }, ctx, info))).toBe("jackpot_not_found");
    expect(await query.jackpotWins({}, { poolId: pool.poolId }, ctx, info)).toEqual([]);

    // Two wins as the applier records them (the money core's tests play them for real), the later one listed first.
    const tierId = pool.tiers[0].tierId;
    const win = (cycle: number, wonAt: string) => ({
      id: `jwn_graphql_${cycle}`,
      tierId,
      poolId: pool.poolId,
      cycle,
      roundId: `rnd_graphql_${cycle}`,
      operatorId: "gql-op",
      playerId: `player-${cycle}`,
      sessionId: "ses_graphql",
      gameSymbol: GAME,
      amountMinor: 6_123n + BigInt(cycle),
      paidMinor: 6_123n + BigInt(cycle),
      paidCurrency: "EUR",
      transactionId: `jpw_graphql_${cycle}`,
      triggerMinor: 6_100n,
      triggerNonce: "ab".repeat(32),
      triggerHash: "cd".repeat(32),
      wonAt: new Date(wonAt),
    });
    await prisma.jackpotWin.createMany({
      data: [win(1, "2026-11-27T10:00:00.000Z"), win(2, "2026-11-27T11:00:00.000Z")],
    });
    const wins = await query.jackpotWins({}, { poolId: pool.poolId }, ctx, info);
    expect(wins).toEqual([
      {
        tier: "mini",
        amount: "61.25",
        currency: "EUR",
        poolAmount: "61.25",
        poolCurrency: "EUR",
        wonAt: new Date("2026-11-27T11:00:00.000Z"),
        roundId: "rnd_graphql_2",
        externalPlayerId: "player-2",
        transactionId: "jpw_graphql_2",
        // No credit in the ledger for these rows: no state.
        state: null,
        trigger: "61.00",
        triggerNonce: "ab".repeat(32),
        triggerHash: "cd".repeat(32),
      },
      expect.objectContaining({ roundId: "rnd_graphql_1", amount: "61.24" }),
    ]);
    await prisma.jackpotWin.deleteMany({ where: { poolId: pool.poolId } });
  });

  it("refuses what the contract refuses, with its codes", async () => {
    const code = (overrides: Record<string, unknown>) => codeOf(() => createPool(input(overrides)));
    const tier = input().tiers[0]!;
    const progressive = { ...tier, kind: "progressive", cap: null, winProbability: "0.001" };
    const messageOf = async (overrides: Record<string, unknown>) => {
      try {
        await createPool(input(overrides));
      } catch (error) {
        if (isAppError(error)) return `${error.code}: ${error.message}`;
        throw error;
      }
      return null;
    };
    expect(await messageOf({ tiers: [{ ...progressive, winProbability: null }] })).toMatch(
      /^invalid_request: .*tiers\.0\.win_probability a progressive tier needs its win probability/,
    );
    expect(await messageOf({ tiers: [{ ...progressive, cap: "75.00" }] })).toMatch(
      /^invalid_request: .*tiers\.0\.cap a progressive tier has no cap/,
    );
    expect(await messageOf({ tiers: [{ ...tier, winProbability: "0.001" }] })).toMatch(
      /^invalid_request: .*tiers\.0\.win_probability a mystery tier has no win probability/,
    );
    for (const winProbability of ["0", "0.000", "1.5", "1.01", "2", "0.0000000000001", "-0.1", "1e-5", ".5"])
      expect(await code({ tiers: [{ ...progressive, winProbability }] }), winProbability).toBe("invalid_request");
    expect(await code({ tiers: [{ ...tier, cap: "40.00" }] })).toBe("invalid_jackpot_tier");
    expect(await code({ tiers: [{ ...tier, contributionRate: "1.5" }] })).toBe("invalid_request");
    expect(await code({ tiers: [tier, tier] })).toBe("invalid_request");
    expect(await code({ scope: "network" })).toBe("invalid_request");
    expect(await code({ baseCurrency: "euro" })).toBe("invalid_currency");
    expect(await code({ games: ["nope"] })).toBe("unknown_game");
    expect(await code({ operatorIds: ["nobody"] })).toBe("operator_not_found");
    expect(await prisma.jackpotPool.count()).toBe(1);
  });

  it("creates a progressive tier with its win probability and no trigger (its shards take nothing)", async () => {
    const pool = await createPool(
      input({
        title: "Progressive pool",
        tiers: [
          { name: "grand", kind: "progressive", seed: "1000.00", contributionRate: "0.002", winProbability: "0.00001" },
          { name: "sure", kind: "progressive", seed: "5.00", contributionRate: "0.01", winProbability: "1" },
        ],
      }),
    );
    expect(pool.tiers).toMatchObject([
      { name: "grand", kind: "progressive", seed: "1000.00", cap: null, winProbability: "0.00001", triggerHash: null },
      { name: "sure", kind: "progressive", seed: "5.00", cap: null, winProbability: "1", triggerHash: null },
    ]);
    const shards = await prisma.jackpotTierShard.findMany({ where: { tier: { poolId: pool.poolId } } });
    expect(shards.length).toBeGreaterThan(0);
    expect(new Set(shards.map((shard) => shard.limitMinor))).toEqual(new Set([0n]));
  });
});
