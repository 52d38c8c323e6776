import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  balanceResponseSchema,
  sessionRoundsResponseSchema,
  runtimeErrorResponseSchema,
  spinResponseSchema,
  type SpinResponse,
} from "@/lib/contract/runtime-api";
import { prisma } from "@/lib/server/db/prisma";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { testDbKind } from "@/tests/support/test-database";
import {
  gameBrowser,
  launch,
  openLaunchUrl,
  OPERATOR,
  startRuntimeTest,
  type GameBrowser,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// Spins that arrive twice or at once, and spins that lose the database, on the built app: demo-casino's wallet
// calls pass through a gate on loopback (to the app's own demo wallet) that counts them and can hold a debit's
// answer after the wallet applied it, so a round can be kept in flight for as long as a test needs.

interface WalletCall {
  action: string;
  body: string;
}

interface WalletGate {
  url: string;
  calls: WalletCall[];
  /** While true, a debit is applied by the wallet and its answer held until release(). */
  holdDebits: boolean;
  heldDebits(): number;
  release(): void;
  close(): Promise<void>;
}

async function startWalletGate(target: () => string): Promise<WalletGate> {
  let waiting: (() => void)[] = [];
  const gate: WalletGate = {
    url: "",
    calls: [],
    holdDebits: false,
    heldDebits: () => waiting.length,
    release: () => waiting.splice(0).forEach((resume) => resume()),
    close: async () => undefined,
  };
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const action = (request.url ?? "").split("/").filter(Boolean).pop() ?? "";
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    gate.calls.push({ action, body });
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name.startsWith("x-platform-") || name === "content-type") as [
        string,
        string,
      ][],
    );
    const answer = await fetch(`${target()}/${action}`, { method: "POST", headers, body });
    const text = await answer.text();
    if (action === "debit" && gate.holdDebits) await new Promise<void>((resume) => waiting.push(resume));
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  gate.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${OPERATOR}`;
  gate.close = () =>
    new Promise<void>((resolve) => {
      gate.release();
      waiting = [];
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return gate;
}

// A debit held at the gate must not time out meanwhile; a round abandoned by a lost database is recovered soon.
const WALLET_TIMEOUT_MS = 8_000;
const APP_ENV = {
  WALLET_DEBIT_MAX_ATTEMPTS: "1",
  WALLET_DEBIT_RETRY_WINDOW_MS: String(WALLET_TIMEOUT_MS),
  WALLET_LEASE_MARGIN_MS: "200",
  WALLET_WORKER_INTERVAL_MS: "200",
};

let t: RuntimeTestContext;
let gate: WalletGate;
let appBaseUrl = "";

beforeAll(async () => {
  gate = await startWalletGate(() => `${appBaseUrl}/api/demo-wallet/${OPERATOR}`);
  t = await startRuntimeTest({
    env: APP_ENV,
    seed: async ({ baseUrl }) => {
      appBaseUrl = baseUrl;
      await prisma.operator.update({
        where: { id: OPERATOR },
        data: { walletBaseUrl: gate.url, walletTimeoutMs: WALLET_TIMEOUT_MS },
      });
    },
  });
});
afterAll(async () => {
  await gate?.close();
  await t?.stop();
});

const BET = { betLevel: 1, coinValue: "0.10" };

async function newPlayer(playerId = "player-1"): Promise<GameBrowser> {
  const launched = await launch(t.app.baseUrl, t.operatorKey, { external_player_id: playerId });
  return openLaunchUrl(launched.launch_url);
}

function spin(browser: GameBrowser, key: string | null, body: object = BET): Promise<Response> {
  return browser.post("/spin", body, { headers: key === null ? {} : { "Idempotency-Key": key } });
}

async function expectError(response: Response, status: number, code: string): Promise<string> {
  const body = runtimeErrorResponseSchema.parse(await response.json());
  expect({ status: response.status, error: body.error }).toEqual({ status, error: code });
  return body.detail;
}

async function expectSpin(response: Response): Promise<SpinResponse> {
  const json: unknown = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(200);
  return spinResponseSchema.parse(json);
}

const balanceOf = async (browser: GameBrowser) =>
  balanceResponseSchema.parse(await (await browser.api("/balance")).json()).balance;
// Read through the app: on PGlite the database belongs to the app's process while it runs.
const roundCount = async (browser: GameBrowser) =>
  sessionRoundsResponseSchema.parse(await (await browser.api("/rounds?limit=100")).json()).rounds.length;
const debitsSent = () => gate.calls.filter((call) => call.action === "debit").length;
const walletCallsSent = () => gate.calls.filter((call) => call.action !== "balance").length;

async function until(what: string, condition: () => boolean | Promise<boolean>) {
  for (let tries = 0; !(await condition()); tries++) {
    if (tries > 1200) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("replayed spins (Idempotency-Key)", () => {
  it("answers a replay with the first round and sends nothing to the wallet", async () => {
    const player = await newPlayer();
    const roundsBefore = await roundCount(player);
    const first = await expectSpin(await spin(player, "spin-key-1"));
    const callsAfterFirst = walletCallsSent();
    const balanceAfterFirst = await balanceOf(player);

    const replay = await expectSpin(await spin(player, "spin-key-1"));
    expect(replay.round.id).toBe(first.round.id);
    expect(replay.round).toEqual(first.round);
    expect(replay.balance).toBe(first.balance);
    expect(walletCallsSent()).toBe(callsAfterFirst);
    expect(await balanceOf(player)).toBe(balanceAfterFirst);
    expect(await roundCount(player)).toBe(roundsBefore + 1);
  });

  it("refuses the same key with another bet, and still plays a spin without a key", async () => {
    const player = await newPlayer();
    await expectSpin(await spin(player, "spin-key-2"));
    const calls = walletCallsSent();
    const detail = await expectError(
      await spin(player, "spin-key-2", { betLevel: 2, coinValue: "0.10" }),
      409,
      "idempotency_key_reused",
    );
    expect(detail).toMatch(/Idempotency-Key/);
    expect(walletCallsSent()).toBe(calls);

    const withoutKey = await expectSpin(await spin(player, null));
    const again = await expectSpin(await spin(player, null));
    expect(again.round.id).not.toBe(withoutKey.round.id);
    await expectError(await spin(player, ""), 400, "invalid_request");
  });
});

describe("one round at a time per session", () => {
  let second: AppServer | null = null;
  afterAll(async () => {
    await second?.stop();
  });

  it(`lets exactly one of 10 concurrent spins reach the wallet; the others get round_in_progress${testDbKind === "postgres" ? " (two instances)" : ""}`, async () => {
    const player = await newPlayer("player-2");
    // On PostgreSQL the spins are spread over two app instances sharing the database.
    if (testDbKind === "postgres") second = await startAppServer({ env: { ...t.database.env, ...APP_ENV } });
    const instances = [player, ...(second ? [gameBrowser(second.baseUrl, player.sessionId, player.cookie)] : [])];
    const debitsBefore = debitsSent();
    const roundsBefore = await roundCount(player);
    gate.holdDebits = true;
    let answered = 0;
    const answers = Array.from({ length: 10 }, (_, index) =>
      spin(instances[index % instances.length]!, `overlap-${index}`).then(async (response) => {
        answered += 1;
        return {
          key: `overlap-${index}`,
          status: response.status,
          body: (await response.json()) as { error?: string; round?: { id: string } },
        };
      }),
    );
    try {
      await until("one debit held at the wallet and nine answers", () => gate.heldDebits() === 1 && answered === 9);
      expect(debitsSent() - debitsBefore).toBe(1);
    } finally {
      gate.holdDebits = false;
      gate.release();
    }
    const results = await Promise.all(answers);
    const refused = results.filter((result) => result.status === 409);
    expect(refused.map((result) => result.body.error)).toEqual(Array(9).fill("round_in_progress"));
    const played = results.filter((result) => result.status !== 409);
    expect(played.map((result) => result.status)).toEqual([200]);
    expect(debitsSent() - debitsBefore).toBe(1);
    expect(await roundCount(player)).toBe(roundsBefore + 1);

    // The round is settled: the next spin plays, and the played key replays its round.
    const replay = await expectSpin(await spin(player, played[0]!.key));
    expect(replay.round.id).toBe(played[0]!.body.round!.id);
    await expectSpin(await spin(player, "after-overlap"));
  });

  it("answers a replay of a spin still in flight with round_in_progress, without a second debit", async () => {
    const player = await newPlayer("player-2");
    const debitsBefore = debitsSent();
    gate.holdDebits = true;
    let first: Promise<Response>;
    try {
      first = spin(player, "in-flight");
      await until("the debit held at the wallet", () => gate.heldDebits() === 1);
      await expectError(await spin(player, "in-flight"), 409, "round_in_progress");
    } finally {
      gate.holdDebits = false;
      gate.release();
    }
    const played = await expectSpin(await first!);
    expect((await expectSpin(await spin(player, "in-flight"))).round.id).toBe(played.round.id);
    expect(debitsSent() - debitsBefore).toBe(1);
  });
});

describe.runIf(testDbKind === "postgres")("database connections dropped mid-spin", () => {
  it("answers 503 bet_refunded when the database goes while the wallet holds the debit, bet_not_taken before it, and the money stays exact", async () => {
    const player = await newPlayer("player-1");
    const start = await balanceOf(player);
    const roundsBefore = await roundCount(player);
    const database = new URL(t.database.env.DATABASE_URL!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const cutDatabase = async () => {
      await admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS false`);
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [database],
      );
    };
    const restoreDatabase = () => admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`);
    try {
      const debitsBefore = debitsSent();
      gate.holdDebits = true;
      const spinning = spin(player, "dropped-1");
      try {
        await until("the debit applied and held at the wallet", () => gate.heldDebits() === 1);
        expect(await balanceOf(player)).not.toBe(start);
        await cutDatabase();
      } finally {
        gate.holdDebits = false;
        gate.release();
      }
      expect(await expectError(await spinning, 503, "bet_refunded")).toMatch(/refunded/);

      // With the database still gone, a new spin is refused before anything reaches the wallet.
      expect(await expectError(await spin(player, "dropped-2"), 503, "bet_not_taken")).toMatch(/not taken/);
      expect(debitsSent() - debitsBefore).toBe(1);
    } finally {
      await restoreDatabase();
      await admin.end();
    }

    // The round recovery rolls the bet back once its lease ends: the balance is exactly what it was.
    await until("the bet refunded", async () => (await balanceOf(player)) === start);
    const rounds = await prisma.walletRound.findMany({
      where: { sessionId: player.sessionId, idempotencyKey: { in: ["dropped-1", "dropped-2"] } },
      include: { transactions: true },
    });
    expect(rounds.map((round) => [round.idempotencyKey, round.state])).toEqual([["dropped-1", "cancelled"]]);
    expect(rounds[0]!.transactions.map((row) => `${row.type}:${row.state}`).sort()).toEqual([
      "debit:rolled_back",
      "rollback:succeeded",
    ]);
    expect(await roundCount(player)).toBe(roundsBefore);
    expect(gate.calls.filter((call) => call.action === "rollback").length).toBeGreaterThanOrEqual(1);

    // A replay of the cut spin says what happened to it; the session plays again.
    await expectError(await spin(player, "dropped-1"), 503, "bet_refunded");
    await expectSpin(await spin(player, "after-the-drop"));
  });
});
