import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jackpotWinsResponseSchema } from "@/lib/contract/jackpots-api";
import { spinResponseSchema } from "@/lib/contract/runtime-api";
import { createJackpotPool } from "@/lib/server/jackpots/create-jackpot-pool";
import { prisma } from "@/lib/server/db/prisma";
import { startAppServer } from "@/tests/support/app-server";
import {
  FAST_WALLET_RECOVERY_ENV,
  PROXY_WALLET_TIMEOUT_MS,
  startWalletProxy,
  type WalletProxy,
} from "@/tests/integration/support/wallet-proxy";
import {
  GAME,
  gameBrowser,
  launch,
  OPERATOR,
  openLaunchUrl,
  startRuntimeTest,
  type GameBrowser,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// A jackpot win paid exactly once when things go wrong (issue 29), on PGlite and PostgreSQL, with the built app as
// a real process: a mystery tier whose trigger every contribution reaches drops on each spin; the instance's
// applier records the win and queues its jackpot_win credit, which reaches demo-casino's wallet through a loopback
// proxy (wallet-proxy.ts) that lets the wallet apply it and then loses the answer:
// - a wallet that times out: the answer never comes back within the operator's timeout; the ledger retries the
//   same transaction_id and the wallet's idempotency answers it;
// - a killed instance: the instance is killed (SIGKILL) before it hears the answer; a new instance on the same
//   database takes the dead instance's lease over and sends the same transaction_id again.
// Either way the player is paid once. (jackpot-money.test.ts kills the applying connection before its commit
// instead, on PostgreSQL.)

let t: RuntimeTestContext;
let proxy: WalletProxy;
let poolId = "";

beforeAll(async () => {
  t = await startRuntimeTest({
    env: FAST_WALLET_RECOVERY_ENV,
    seed: async ({ baseUrl }) => {
      const operator = await prisma.operator.findUniqueOrThrow({ where: { id: OPERATOR } });
      const demoWalletUrl = `${baseUrl}${operator.walletBaseUrl}`;
      proxy = await startWalletProxy({
        operatorId: OPERATOR,
        walletBaseUrl: () => demoWalletUrl,
        payoutActionType: "jackpot_win",
        walletTimeoutMs: PROXY_WALLET_TIMEOUT_MS,
      });
      await prisma.operator.update({
        where: { id: OPERATOR },
        data: { walletBaseUrl: proxy.url, walletTimeoutMs: PROXY_WALLET_TIMEOUT_MS },
      });
      // The trigger is drawn between the cycle's start and 1.01: every contribution (10 % of the bet) reaches it.
      const pool = await createJackpotPool({
        input: {
          title: "Kill pool",
          scope: "local",
          games: [GAME],
          operators: [OPERATOR],
          base_currency: "EUR",
          tiers: [{ name: "drop", kind: "mystery", seed: "1.00", cap: "1.01", contribution_rate: "0.1" }],
        },
        actor: "console:test@example.com",
      });
      poolId = pool.poolId;
    },
  });
}, 180_000);

afterAll(async () => {
  await t?.stop();
  await proxy?.close();
});

const cents = (amount: string) => Math.round(Number(amount) * 100);

async function balance(browser: GameBrowser): Promise<string> {
  const response = await gameBrowser(t.app.baseUrl, browser.sessionId, browser.cookie).api("/balance");
  expect(response.status).toBe(200);
  return ((await response.json()) as { balance: string }).balance;
}

async function wins() {
  const response = await fetch(`${t.app.baseUrl}/api/provider/v1/jackpots/${poolId}/wins`, {
    headers: { "x-provider-api-key": t.operatorKey },
  });
  const body: unknown = await response.json();
  if (response.status !== 200) throw new Error(`wins answered ${response.status}: ${JSON.stringify(body)}`);
  return jackpotWinsResponseSchema.parse(body).data.items;
}

describe("a jackpot win", () => {
  it("is paid once when the wallet's answer to its credit times out", async () => {
    const player = await openLaunchUrl(
      (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-2" })).launch_url,
    );
    const before = cents(await balance(player));
    proxy.nextFault = "timeout";

    const response = await player.post("/spin", { betLevel: 1, coinValue: "0.01" });
    expect(response.status, await response.clone().text()).toBe(200);
    const { round } = spinResponseSchema.parse(await response.json());
    await expect
      .poll(async () => (await wins()).find((win) => win.round_id === round.id)?.state, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe("succeeded");
    const win = (await wins()).find((candidate) => candidate.round_id === round.id)!;
    const timedOutId = proxy.faulted.get("timeout")!;
    expect(win).toMatchObject({ tier: "drop", transaction_id: timedOutId, currency: "EUR" });
    // The same credit was sent again after the timeout; the wallet applied it once.
    expect(proxy.payoutAttempts.filter((id) => id === timedOutId).length).toBeGreaterThanOrEqual(2);
    expect(cents(await balance(player))).toBe(before - cents(round.bet) + cents(round.win) + cents(win.amount));
  }, 120_000);

  it("is paid once when the instance sending its credit is killed before the wallet's answer", async () => {
    const player = await openLaunchUrl(
      (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-1" })).launch_url,
    );
    const before = cents(await balance(player));
    let killedAt = 0;
    proxy.onKill = () => {
      killedAt = Date.now();
      t.app.process.kill("SIGKILL");
    };
    proxy.nextFault = "kill";

    // The spin settles (its contribution reaches the trigger); its instance then pays the win and dies.
    const response = await player.post("/spin", { betLevel: 1, coinValue: "0.01" });
    expect(response.status, await response.clone().text()).toBe(200);
    const { round } = spinResponseSchema.parse(await response.json());
    await expect.poll(() => killedAt, { timeout: 60_000, interval: 200 }).toBeGreaterThan(0);
    await new Promise<void>((resolve) =>
      t.app.process.exitCode !== null || t.app.process.signalCode !== null
        ? resolve()
        : t.app.process.once("exit", () => resolve()),
    );
    t.app = await startAppServer({ port: t.app.port, env: t.appEnv });

    await expect
      .poll(async () => (await wins()).find((win) => win.round_id === round.id)?.state, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe("succeeded");
    const win = (await wins()).find((candidate) => candidate.round_id === round.id);
    const killId = proxy.faulted.get("kill")!;
    expect(win).toMatchObject({ tier: "drop", transaction_id: killId, currency: "EUR" });
    expect(killId).toBeTruthy();
    // The same credit was sent again after the restart, and no other credit than the two wins' was ever sent.
    expect(proxy.payoutAttempts.filter((id) => id === killId).length).toBeGreaterThanOrEqual(2);
    expect(new Set(proxy.payoutAttempts)).toEqual(new Set([proxy.faulted.get("timeout"), killId]));
    // The player was paid once: the bet, the round's win and the jackpot.
    expect(cents(await balance(player))).toBe(before - cents(round.bet) + cents(round.win) + cents(win!.amount));
  }, 180_000);
});
