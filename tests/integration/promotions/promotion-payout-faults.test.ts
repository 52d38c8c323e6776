import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaderboardResponseSchema, payoutsResponseSchema } from "@/lib/contract/promotions-api";
import { prisma } from "@/lib/server/db/prisma";
import { startAppServer } from "@/tests/support/app-server";
import { StaffClient } from "@/tests/integration/support/graphql-fixtures";
import {
  FAST_WALLET_RECOVERY_ENV,
  PROXY_WALLET_TIMEOUT_MS,
  startWalletProxy,
  type WalletProxy,
} from "@/tests/integration/support/wallet-proxy";
import {
  gameBrowser,
  launch,
  OPERATOR,
  openLaunchUrl,
  startRuntimeTest,
  type GameBrowser,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// Exactly-once prize credits when things go wrong (issue 28), on PGlite and PostgreSQL. demo-casino's wallet sits
// behind a real loopback proxy in front of the app's own demo wallet, which forwards every callback and, for prize
// credits, misbehaves once:
// - a wallet that times out: the first prize credit is applied by the wallet, whose answer then never comes back
//   within the operator's timeout; the ledger retries the same transaction_id and the wallet's idempotency answers
//   it, so the player is paid once;
// - a killed instance: a later tournament's first prize credit is applied by the wallet, then the app instance
//   sending it is killed (SIGKILL) before it hears the answer; a new instance on the same database takes the dead
//   instance's lease over, sends the same transaction_id again, and the player is paid once;
// - a rolled-back round: a bet whose answers never arrive is cancelled and rolled back, and scoring never counts it
//   (scoring reads settled rounds only, and a settled round is never rolled back).

const ENV = {
  PROMOTION_SCORING_INTERVAL_MS: "200",
  PROMOTION_SETTLE_DELAY_SECONDS: "1",
  TRUSTED_PROXY_HOPS: "1",
  ...FAST_WALLET_RECOVERY_ENV,
};

let t: RuntimeTestContext;
let staff: StaffClient;
let proxy: WalletProxy;
let demoWalletUrl = "";

beforeAll(async () => {
  t = await startRuntimeTest({
    env: ENV,
    seed: async ({ baseUrl }) => {
      const operator = await prisma.operator.findUniqueOrThrow({ where: { id: OPERATOR } });
      demoWalletUrl = `${baseUrl}${operator.walletBaseUrl}`;
      proxy = await startWalletProxy({
        operatorId: OPERATOR,
        walletBaseUrl: () => demoWalletUrl,
        payoutActionType: "tournament_prize",
        walletTimeoutMs: PROXY_WALLET_TIMEOUT_MS,
      });
      await prisma.operator.update({
        where: { id: OPERATOR },
        data: { walletBaseUrl: proxy.url, walletTimeoutMs: PROXY_WALLET_TIMEOUT_MS },
      });
    },
  });
  staff = new StaffClient(t.app.baseUrl, "203.0.113.41");
  expect((await staff.signIn(t.admin.email, t.admin.password)).signedIn).toBe(true);
}, 180_000);
afterAll(async () => {
  await t?.stop();
  await proxy?.close();
});

async function createTournament(title: string, endsInMs: number, prizes: [string, string]): Promise<string> {
  const created = await staff.data(
    `mutation ($input: CreatePromotionInput!) { createPromotion(input: $input) { promotionId } }`,
    {
      input: {
        kind: "tournament",
        title,
        terms: "Most rounds wins.",
        games: ["vs20aurora"],
        operatorIds: [OPERATOR],
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + endsInMs).toISOString(),
        baseCurrency: "EUR",
        scoring: "rounds_played",
        minBets: [{ currency: "EUR", amount: "0.01" }],
        tournamentPrizes: [
          { fromRank: 1, toRank: 1, amount: prizes[0] },
          { fromRank: 2, toRank: 2, amount: prizes[1] },
        ],
      },
    },
  );
  return created.createPromotion.promotionId as string;
}

async function balance(browser: GameBrowser): Promise<string> {
  const response = await gameBrowser(t.app.baseUrl, browser.sessionId, browser.cookie).api("/balance");
  expect(response.status).toBe(200);
  return ((await response.json()) as { balance: string }).balance;
}

async function payoutStates(promotionId: string): Promise<string[]> {
  const response = await fetch(`${t.app.baseUrl}/api/provider/v1/promotions/${promotionId}/payouts`, {
    headers: { "x-provider-api-key": t.operatorKey },
  });
  const body: unknown = await response.json();
  if (response.status !== 200) throw new Error(`payouts answered ${response.status}: ${JSON.stringify(body)}`);
  return payoutsResponseSchema.parse(body).data.items.map((payout) => payout.state);
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe("prize credits are paid exactly once", () => {
  it("through a wallet that times out, and an instance killed while it sends one", async () => {
    const timedOut = await createTournament("Timeout cup", 8_000, ["100.00", "10.00"]);
    const killed = await createTournament("Kill cup", 20_000, ["7.00", "3.00"]);

    const one = await openLaunchUrl(
      (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-1" })).launch_url,
    );
    const two = await openLaunchUrl(
      (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-2" })).launch_url,
    );
    for (const [browser, spins] of [
      [one, 3],
      [two, 1],
    ] as const)
      for (let index = 0; index < spins; index++) {
        const response = await browser.post("/spin", { betLevel: 1, coinValue: "0.01" });
        expect(response.status, await response.clone().text()).toBe(200);
      }
    const before = { one: cents(await balance(one)), two: cents(await balance(two)) };

    // The first tournament ends; its first prize credit times out once and is sent again.
    proxy.nextFault = "timeout";
    await expect
      .poll(() => payoutStates(timedOut), { timeout: 60_000, interval: 500 })
      .toEqual(["succeeded", "succeeded"]);
    const timeoutId = proxy.faulted.get("timeout")!;
    expect(timeoutId).toMatch(/^prz_/);
    expect(proxy.payoutAttempts.filter((id) => id === timeoutId).length).toBeGreaterThanOrEqual(2);

    // The second ends; its first prize credit reaches the wallet, and the instance sending it dies at once.
    let killedAt = 0;
    proxy.onKill = () => {
      killedAt = Date.now();
      t.app.process.kill("SIGKILL");
    };
    proxy.nextFault = "kill";
    await expect.poll(() => killedAt, { timeout: 60_000, interval: 200 }).toBeGreaterThan(0);
    await new Promise<void>((resolve) =>
      t.app.process.exitCode !== null || t.app.process.signalCode !== null
        ? resolve()
        : t.app.process.once("exit", () => resolve()),
    );
    t.app = await startAppServer({ port: t.app.port, env: t.appEnv });
    await expect
      .poll(() => payoutStates(killed), { timeout: 60_000, interval: 500 })
      .toEqual(["succeeded", "succeeded"]);
    const killId = proxy.faulted.get("kill")!;
    expect(killId).toMatch(/^prz_/);
    expect(proxy.payoutAttempts.filter((id) => id === killId).length).toBeGreaterThanOrEqual(2);

    // Four prizes, each credited once: the wallets grew by exactly 100 + 7 and 10 + 3.
    expect(cents(await balance(one))).toBe(before.one + 10_700);
    expect(cents(await balance(two))).toBe(before.two + 1_300);
    expect(new Set(proxy.payoutAttempts).size).toBe(4);
  }, 180_000);

  it("never counts a round whose bet was rolled back", async () => {
    const promotionId = await createTournament("Rollback cup", 120_000, ["5.00", "1.00"]);
    const player = await openLaunchUrl(
      (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-1" })).launch_url,
    );
    const spin = () => player.post("/spin", { betLevel: 1, coinValue: "0.01" });
    const standing = async () => {
      const response = await fetch(
        `${t.app.baseUrl}/api/provider/v1/promotions/${promotionId}/leaderboard?external_player_id=player-1`,
        { headers: { "x-provider-api-key": t.operatorKey } },
      );
      expect(response.status).toBe(200);
      const entry = leaderboardResponseSchema
        .parse(await response.json())
        .data.items.find((item) => item.player === "player-1");
      return entry ? entry.rounds : 0;
    };
    expect((await spin()).status).toBe(200);
    await expect.poll(standing, { timeout: 30_000, interval: 300 }).toBe(1);

    // The wallet takes the next bet but its answers never arrive: the round is cancelled and its bet rolled back.
    const before = cents(await balance(player));
    proxy.lostDebitsOf = "player-1";
    const lost = await spin();
    expect(lost.status, await lost.clone().text()).not.toBe(200);
    proxy.lostDebitsOf = null;
    await expect.poll(async () => cents(await balance(player)), { timeout: 60_000, interval: 500 }).toBe(before);

    // Passes keep running (the next round counts) and the rolled-back round never did.
    expect((await spin()).status).toBe(200);
    await expect.poll(standing, { timeout: 30_000, interval: 300 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await standing()).toBe(2);
  }, 180_000);
});
