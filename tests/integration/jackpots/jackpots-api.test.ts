import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listJackpotsRoute } from "@/app/api/provider/v1/jackpots/route";
import {
  GET as listJackpotWinsRoute,
  POST as postJackpotWins,
} from "@/app/api/provider/v1/jackpots/[jackpotId]/wins/route";
import { buildOpenApiDocument } from "@/lib/contract/openapi";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { prisma } from "@/lib/server/db/prisma";
import { applyJackpotContributions } from "@/lib/server/jackpots/apply-jackpot-contributions";
import { createJackpotPool } from "@/lib/server/jackpots/create-jackpot-pool";
import { runWalletWorkerPass } from "@/lib/server/wallet/run-wallet-worker-pass";
import { settleRound } from "@/lib/server/wallet/settle-round";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { createWalletOperator, withWalletEnv } from "@/tests/integration/support/wallet-fixtures";
import { startFaultyWalletServer, type FaultyWalletServer } from "@/tests/integration/support/wallet-faulty-server";
import {
  createOpenApiValidator,
  observe,
  type ObservedResponse,
  type OpenApiValidator,
} from "@/tests/integration/support/provider-openapi-validator";
import { createGame, enterRate, fixTrigger, GAME } from "./jackpot-fixtures";

// The jackpots extension of the operator API (GET /jackpots, GET /jackpots/{jackpot_id}/wins), its route handlers
// called in this process with real keys against a real database, every answer checked against the OpenAPI
// document: the pools an operator's games feed and nothing else, each tier's amount now; a network pool's wins with
// other operators' winners masked; another operator's pool 404 jackpot_not_found; and every error of both.

const OP_A = "jp-api-a";
const OP_B = "jp-api-b";
const OP_C = "jp-api-c";

let database: TestDatabase;
let walletA: FaultyWalletServer;
let walletB: FaultyWalletServer;
let restoreEnv: () => void;
let validator: OpenApiValidator;
const keys = { a: "", b: "", c: "", master: "" };
const pools = { local: "", network: "", other: "" };

// The answers are read loosely: the OpenAPI validator has checked their shape first.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(
  handler: Handler,
  path: string,
  options: { key?: string; headers?: Record<string, string>; params?: Record<string, string>; method?: string },
  status: number,
): Promise<ObservedResponse & { json: () => Json }> {
  const headers = new Headers(options.headers);
  if (options.key) headers.set("x-provider-api-key", options.key);
  const method = options.method ?? "GET";
  const request = new NextRequest(`http://127.0.0.1${path}`, { method, headers });
  const response = await observe(await handler(request, { params: Promise.resolve(options.params ?? {}) }));
  expect(response.status, `${path}: ${response.bodyText.slice(0, 300)}`).toBe(status);
  if (method === "GET") expect(validator.check({ method, path, response })).toEqual([]);
  return { ...response, json: () => JSON.parse(response.bodyText) };
}

const jackpots = (path: string, options: Parameters<typeof call>[2], status: number) =>
  call(listJackpotsRoute as Handler, `/api/provider/v1/jackpots${path}`, options, status);
const wins = (jackpotId: string, query: string, options: Parameters<typeof call>[2], status: number) =>
  call(
    listJackpotWinsRoute as Handler,
    `/api/provider/v1/jackpots/${encodeURIComponent(jackpotId)}/wins${query}`,
    { ...options, params: { jackpotId } },
    status,
  );

async function winWith(operatorId: string, playerId: string, currency: string) {
  const round = await settleRound({
    operatorId,
    playerId,
    sessionId: `ses_${playerId}`,
    gameSymbol: GAME,
    currency,
    bet: "10.00",
    play: async () => ({ win: "0", result: null }),
  });
  await applyJackpotContributions();
  return round.roundId;
}

beforeAll(async () => {
  restoreEnv = withWalletEnv({ WALLET_RETRY_BACKOFF_BASE_MS: "5", WALLET_RETRY_BACKOFF_MAX_MS: "20" });
  database = await createTestDatabase();
  database.useInThisProcess();
  validator = createOpenApiValidator(buildOpenApiDocument({ baseUrl: "http://127.0.0.1" }));
  walletA = await startFaultyWalletServer({ walletId: OP_A });
  walletB = await startFaultyWalletServer({ walletId: OP_B });
  const players = (prefix: string) => [{ playerId: `${prefix}-1`, currency: "EUR", balance: "1000.00" }];
  await createWalletOperator({ id: OP_A, walletBaseUrl: walletA.url, players: players("a") });
  await createWalletOperator({ id: OP_B, walletBaseUrl: walletB.url, players: players("b") });
  await createWalletOperator({ id: OP_C, walletBaseUrl: walletB.url, walletId: "unused-c" });
  await createGame();
  for (const [name, operatorId] of [
    ["a", OP_A],
    ["b", OP_B],
    ["c", OP_C],
  ] as const)
    keys[name] = (await createApiKey({ kind: "operator", operatorId, name: `key ${name}`, actor: "test" })).key;
  keys.master = (await createApiKey({ kind: "master", name: "master", actor: "test" })).key;

  const tier = (name: string) => ({
    name,
    kind: "mystery" as const,
    seed: "100.00",
    cap: "100000.00",
    contribution_rate: "0.01",
  });
  const create = async (title: string, scope: "local" | "network", operators: string[]) =>
    (
      await createJackpotPool({
        input: { title, scope, games: [GAME], operators, base_currency: "EUR", tiers: [tier("mini"), tier("mega")] },
        actor: "console:test@example.com",
      })
    ).poolId;
  pools.local = await create("A's own", "local", [OP_A]);
  pools.network = await create("Shared", "network", [OP_A, OP_B]);
  pools.other = await create("B's own", "local", [OP_B]);
  // The network pool's mini drops on B's player's round first, then on A's (each 10.00 bet adds 0.10).
  const networkMini = await prisma.jackpotTier.findFirstOrThrow({ where: { poolId: pools.network, name: "mini" } });
  await fixTrigger(networkMini.id, 10_010n);
  await winWith(OP_B, "b-1", "EUR");
  await fixTrigger(networkMini.id, 10_010n);
  await winWith(OP_A, "a-1", "EUR");
  for (let pass = 0; pass < 20; pass++) await runWalletWorkerPass();
}, 120_000);

afterAll(async () => {
  restoreEnv?.();
  await closeWalletConnections();
  await walletA?.close();
  await walletB?.close();
  await database?.drop();
}, 60_000);

describe("GET /jackpots", () => {
  it("lists the pools an operator's games feed, oldest first, with each tier's amount now in the pool currency", async () => {
    const a = (await jackpots("", { key: keys.a }, 200)).json().data.items;
    expect(a.map((item: { jackpot_id: string }) => item.jackpot_id)).toEqual([pools.local, pools.network]);
    expect(a[0]).toMatchObject({
      title: "A's own",
      kind: "local",
      games: [GAME],
      tiers: [
        { tier: "mini", kind: "mystery", amount: "100.10", currency: "EUR" },
        { tier: "mega", kind: "mystery", amount: "100.10", currency: "EUR" },
      ],
    });
    expect(a[0].tiers[0].trigger_hash).toMatch(/^[0-9a-f]{64}$/);
    // A's pool took A's one round (0.10 a tier). The network mini was won twice (cycle 3 now at its seed); its mega
    // holds both operators' rounds.
    expect(a[1]).toMatchObject({
      kind: "network",
      tiers: [
        { tier: "mini", amount: "100.00" },
        { tier: "mega", amount: "100.20" },
      ],
    });
    const b = (await jackpots("", { key: keys.b }, 200)).json().data.items;
    expect(b.map((item: { jackpot_id: string }) => item.jackpot_id)).toEqual([pools.network, pools.other]);
    expect((await jackpots("", { key: keys.c }, 200)).json().data.items).toEqual([]);
    // A master key names the operator.
    const master = await jackpots("", { key: keys.master, headers: { "x-operator-id": OP_B } }, 200);
    expect(master.json().data.items).toHaveLength(2);
    expect((await jackpots(`?operator_id=${OP_A}`, { key: keys.a }, 200)).json().data.items).toHaveLength(2);
  });

  it("shows amounts in the requested currency at the month's staff rate, rounded down; without a rate in the pool's", async () => {
    await enterRate("USD", "EUR", "0.9");
    const usd = (await jackpots("?currency=usd", { key: keys.a }, 200)).json().data.items;
    // 100.10 EUR ÷ 0.9 EUR per USD = 111.2222… USD.
    expect(usd[0].tiers[0]).toMatchObject({ amount: "111.22", currency: "USD" });
    const jpy = (await jackpots("?currency=JPY", { key: keys.a }, 200)).json().data.items;
    expect(jpy[0].tiers[0]).toMatchObject({ amount: "100.10", currency: "EUR" });
    // Without ?currency, the operator's own (EUR here, the pools').
    expect((await jackpots("", { key: keys.b }, 200)).json().data.items[0].tiers[0].currency).toBe("EUR");
    expect((await jackpots("?currency=EURO", { key: keys.a }, 400)).json()).toMatchObject({
      error: "invalid_currency",
    });
  });

  it("answers 400 for an unknown query parameter, 401 without a key, 403 for another operator, 404 for an unknown operator", async () => {
    expect((await jackpots("?sort=asc", { key: keys.a }, 400)).json()).toMatchObject({ success: false });
    expect((await jackpots("", {}, 401)).json()).toMatchObject({ error: "missing_api_key" });
    await jackpots("", { key: "gpk_wrong" }, 401);
    expect((await jackpots(`?operator_id=${OP_B}`, { key: keys.a }, 403)).json()).toMatchObject({
      error: "wrong_operator_scope",
    });
    expect(
      (await jackpots("", { key: keys.master, headers: { "x-operator-id": "nobody" } }, 404)).json(),
    ).toMatchObject({ error: "operator_not_found" });
  });
});

describe("GET /jackpots/{jackpot_id}/wins", () => {
  it("lists a network pool's wins latest first, other operators' winners masked", async () => {
    const seenByA = (await wins(pools.network, "", { key: keys.a }, 200)).json().data.items;
    expect(seenByA).toHaveLength(2);
    const [own, other] = seenByA;
    expect(own).toMatchObject({
      tier: "mini",
      amount: "100.10",
      currency: "EUR",
      pool_amount: "100.10",
      pool_currency: "EUR",
      external_player_id: "a-1",
      state: "succeeded",
      trigger: "100.10",
    });
    expect(own.transaction_id).toMatch(/^jpw_/);
    expect(own.round_id).toMatch(/^rnd_/);
    expect(other).toMatchObject({
      tier: "mini",
      amount: "100.10",
      round_id: null,
      external_player_id: null,
      transaction_id: null,
      state: null,
    });
    // B sees its own winner and A's masked.
    const seenByB = (await wins(pools.network, "", { key: keys.b }, 200)).json().data.items;
    expect(seenByB.map((win: { external_player_id: string | null }) => win.external_player_id)).toEqual([null, "b-1"]);
    // A pool without wins.
    expect((await wins(pools.local, "", { key: keys.a }, 200)).json().data.items).toEqual([]);
  });

  it("answers 404 jackpot_not_found for another operator's pool and an unknown one, and every other error", async () => {
    expect((await wins(pools.other, "", { key: keys.a }, 404)).json()).toMatchObject({ error: "jackpot_not_found" });
    expect((await wins("jpt_unknown", "", { key: keys.a }, 404)).json()).toMatchObject({ error: "jackpot_not_found" });
    await wins(pools.network, "", { key: keys.c }, 404);
    await wins("not an id", "", { key: keys.a }, 400);
    await wins(pools.network, "?limit=5", { key: keys.a }, 400);
    await wins(pools.network, "", {}, 401);
    await wins(pools.network, `?operator_id=${OP_B}`, { key: keys.a }, 403);
    await wins(pools.network, "", { key: keys.master, headers: { "x-operator-id": "nobody" } }, 404);
    const viaMaster = await wins(pools.network, "", { key: keys.master, headers: { "x-operator-id": OP_B } }, 200);
    expect(viaMaster.json().data.items).toHaveLength(2);
    // The route serves GET only: the contract's JSON 405 with Allow.
    const refused = await call(
      postJackpotWins as Handler,
      `/api/provider/v1/jackpots/${pools.network}/wins`,
      { key: keys.a, method: "POST", params: { jackpotId: pools.network } },
      405,
    );
    expect(refused.headers.get("allow")).toBe("GET");
  });
});
