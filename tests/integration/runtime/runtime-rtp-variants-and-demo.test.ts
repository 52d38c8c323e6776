import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogResponseSchema } from "@/lib/contract/provider-api";
import { transactionsResponseSchema } from "@/lib/contract/reconciliation-api";
import {
  balanceResponseSchema,
  roundResponseSchema,
  runtimeErrorResponseSchema,
  spinResponseSchema,
  stateResponseSchema,
} from "@/lib/contract/runtime-api";
import { getDemoGameMath } from "@/lib/game/demo-games/registry";
import { computeExactRtp } from "@/lib/game/math/exact-rtp";
import { mathForRtpVariant } from "@/lib/game/math/rtp-variants";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { assignCatalogGames } from "@/lib/server/catalog/assign-catalog-games";
import { prisma } from "@/lib/server/db/prisma";
import { createOperator } from "@/lib/server/operators/create-operator";
import { startReferenceWallet, type ReferenceWallet } from "@/e2e/browser/support/reference-wallet";
import { canQueryDatabase } from "@/tests/integration/support/provider-fixtures";
import {
  GAME,
  launch,
  openEventStream,
  openLaunchUrl,
  postJson,
  startRuntimeTest,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// RTP variants and demo mode on the built app (issue 19). Two operators whose wallet is a strict reference wallet on
// loopback (it records every callback): "rtp-94-casino" set to the 94 variant and "uk-casino" under the UK profile
// (whose variant is 96), beside the seeded demo-casino. The catalog's rtp follows each operator's variant, a session
// plays the variant fixed at its launch and every round records it; a demo launch plays with a virtual balance
// (DEMO_MODE_BALANCE) while no callback reaches the wallet and nothing enters the ledger.

const DEMO_START = "500.00";
let t: RuntimeTestContext;
// One strict wallet per operator (each checks its own operator's signing secret); `wallet` is uk-casino's.
let wallet: ReferenceWallet;
let wallet94: ReferenceWallet;
const keys: Record<"rtp94" | "uk", string> = { rtp94: "", uk: "" };

const exactPercent = (symbol: string, variant: string) =>
  Number(computeExactRtp(mathForRtpVariant(getDemoGameMath(symbol), variant)).rtpPercent);

beforeAll(async () => {
  wallet = await startReferenceWallet();
  wallet94 = await startReferenceWallet();
  t = await startRuntimeTest({
    env: { DEMO_MODE_BALANCE: "500" },
    seed: async () => {
      for (const [name, id, settings, operatorWallet] of [
        ["rtp94", "rtp-94-casino", { rtpVariant: "94" }, wallet94],
        ["uk", "uk-casino", { jurisdiction: "UK" }, wallet],
      ] as const) {
        const { walletSecret } = await createOperator({
          id,
          name: id,
          defaultCurrency: "EUR",
          walletBaseUrl: operatorWallet.url,
          actor: "test:rtp",
        });
        operatorWallet.setSecret(walletSecret);
        // The operator's variant and profile are set here as staff would; the console's assignment is not this test's.
        await prisma.operator.update({ where: { id }, data: settings });
        await assignCatalogGames({ operatorId: id, symbols: [GAME, "vs20dragonpearl"], actor: "test:rtp" });
        keys[name] = (await createApiKey({ kind: "operator", operatorId: id, name: "test", actor: "test:rtp" })).key;
      }
    },
  });
  wallet.setBalance("player-1", "100.00");
  wallet94.setBalance("player-1", "100.00");
}, 400_000);
afterAll(async () => {
  await t?.stop();
  await wallet?.stop();
  await wallet94?.stop();
});

async function catalogRtp(key: string, symbol: string): Promise<number | null> {
  const response = await fetch(`${t.app.baseUrl}/api/provider/v1/games`, { headers: { "x-provider-api-key": key } });
  expect(response.status).toBe(200);
  const catalog = catalogResponseSchema.parse(await response.json());
  const game = catalog.data.items.find((item) => item.symbol === symbol);
  expect(game, symbol).toBeDefined();
  return game!.rtp === null || game!.rtp === undefined ? null : Number(game!.rtp);
}

async function ledgerTransactions(key: string, playerId: string) {
  const response = await fetch(
    `${t.app.baseUrl}/api/provider/v1/transactions?external_player_id=${playerId}&limit=100`,
    { headers: { "x-provider-api-key": key } },
  );
  expect(response.status).toBe(200);
  return transactionsResponseSchema.parse(await response.json()).data.items;
}

describe("RTP variants", () => {
  it("reports in the catalog the rtp of the variant each operator gets", async () => {
    expect(await catalogRtp(keys.rtp94, GAME)).toBe(exactPercent(GAME, "94"));
    expect(await catalogRtp(keys.uk, GAME)).toBe(exactPercent(GAME, "96"));
    expect(await catalogRtp(t.operatorKey, GAME)).toBe(exactPercent(GAME, "96"));
    // A game whose own pays are its 96 variant keeps its stored figure there, and scales for 94.
    expect(await catalogRtp(t.operatorKey, "vs20dragonpearl")).toBe(exactPercent("vs20dragonpearl", "96"));
    expect(await catalogRtp(keys.rtp94, "vs20dragonpearl")).toBe(exactPercent("vs20dragonpearl", "94"));
    expect(exactPercent(GAME, "94")).toBeLessThan(exactPercent(GAME, "96"));
  });

  it("plays the session's variant and records it on every round", async () => {
    const launched = await launch(t.app.baseUrl, keys.rtp94, { external_player_id: "player-1" });
    const browser = await openLaunchUrl(launched.launch_url);
    const state = stateResponseSchema.parse(await (await browser.api("/state")).json());
    expect(state.session.mode).toBe("real");
    expect(state.game.paytable).toEqual(mathForRtpVariant(getDemoGameMath(GAME), "94").paytable);
    expect(state.game.paytable).not.toEqual(mathForRtpVariant(getDemoGameMath(GAME), "96").paytable);

    const spin = await browser.post("/spin", { betLevel: 1, coinValue: "0.01" });
    expect(spin.status).toBe(200);
    const played = spinResponseSchema.parse(await spin.json());
    expect(played.round.rtpVariant).toBe("94");
    const again = roundResponseSchema.parse(await (await browser.api(`/rounds/${played.round.id}`)).json());
    expect(again.round.rtpVariant).toBe("94");
    // The wallet saw this real round's debit.
    expect(
      wallet94.received.some(
        (callback) => callback.action === "debit" && callback.body?.session_id === browser.sessionId,
      ),
    ).toBe(true);
    if (canQueryDatabase) {
      const stored = await prisma.gameRound.findUniqueOrThrow({ where: { id: played.round.id } });
      expect(stored.rtpVariant).toBe("94");
      expect((await prisma.launchSession.findUniqueOrThrow({ where: { id: browser.sessionId } })).rtpVariant).toBe(
        "94",
      );
    }
  });
});

describe("demo mode", () => {
  it("refuses an unknown mode with a clear 400", async () => {
    const response = await postJson(
      `${t.app.baseUrl}/api/provider/v1/launch-url`,
      { symbol: GAME, external_player_id: "player-1", mode: "fun" },
      { "x-provider-api-key": keys.uk },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; detail: string };
    expect(body.success).toBe(false);
    expect(body.detail).toMatch(/mode/);
  });

  it("plays with a virtual balance, sends no wallet callback and writes nothing to the ledger; real and demo sessions stay apart", async () => {
    const real = await launch(t.app.baseUrl, keys.uk, { external_player_id: "player-1" });
    const realBrowser = await openLaunchUrl(real.launch_url);
    expect((await realBrowser.api("/state")).status).toBe(200);
    const transactionsBefore = await ledgerTransactions(keys.uk, "player-1");
    const callbacksBefore = wallet.received.length;

    const demo = await launch(t.app.baseUrl, keys.uk, { external_player_id: "player-1", mode: "demo" });
    expect(demo.session_id).not.toBe(real.session_id);
    const browser = await openLaunchUrl(demo.launch_url);
    const state = stateResponseSchema.parse(await (await browser.api("/state")).json());
    expect(state.session.mode).toBe("demo");
    expect(state.balance).toBe(DEMO_START);
    expect(state.freeRounds).toEqual([]);

    let expected = 50_000n;
    // The operator plays under the UK profile, which a demo session obeys too: spins at least 2.5 s apart.
    for (let round = 0; round < 4; round++) {
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 2_600));
      const response = await browser.post(
        "/spin",
        { betLevel: 1, coinValue: "0.10" },
        { headers: { "idempotency-key": `demo-${round}` } },
      );
      expect(response.status).toBe(200);
      const played = spinResponseSchema.parse(await response.json());
      expected += -200n + BigInt(played.round.win.replace(".", ""));
      expect(played.balance).toBe(`${expected / 100n}.${(expected % 100n).toString().padStart(2, "0")}`);
      expect(played.round.rtpVariant).toBe("96");
    }
    expect(balanceResponseSchema.parse(await (await browser.api("/balance")).json()).balance).toBe(
      `${expected / 100n}.${(expected % 100n).toString().padStart(2, "0")}`,
    );
    // A free-rounds award never plays in demo mode.
    const free = await browser.post("/spin", { betLevel: 1, coinValue: "0.10", freeRoundsAwardId: "fra_any" });
    expect(free.status).toBe(409);
    expect(runtimeErrorResponseSchema.parse(await free.json()).error).toBe("free_rounds_unavailable");
    // A balance refresh from the operator reaches the real session only.
    const refresh = await postJson(
      `${t.app.baseUrl}/api/provider/v1/player-balance-refresh`,
      { external_player_id: "player-1" },
      { "x-provider-api-key": keys.uk },
    );
    const refreshed = (await refresh.json()) as { sessions: { session_id: string }[] };
    expect(refreshed.sessions.map((session) => session.session_id)).toEqual([real.session_id]);

    // A demo page that reconnects with Last-Event-ID is not sent the wallet's balance (a real page is): the wallet
    // is never asked for it.
    const demoStream = await openEventStream(browser, { "last-event-id": "3" });
    await demoStream.waitForComment((comment) => comment === "connected");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(demoStream.lastEventId()).toBe("3");
    demoStream.close();

    expect(wallet.received.slice(callbacksBefore)).toEqual([]);
    expect(await ledgerTransactions(keys.uk, "player-1")).toEqual(transactionsBefore);
    if (canQueryDatabase) {
      expect(await prisma.walletRound.count({ where: { sessionId: demo.session_id } })).toBe(0);
      expect(await prisma.walletTransaction.count({ where: { sessionId: demo.session_id } })).toBe(0);
      expect(await prisma.gameRound.count({ where: { sessionId: demo.session_id } })).toBe(0);
    }

    // Launching real again after demo finds the real session, and its balance is the wallet's.
    const realAgain = await launch(t.app.baseUrl, keys.uk, { external_player_id: "player-1" });
    expect(realAgain.session_id).toBe(real.session_id);
    const againBrowser = await openLaunchUrl(realAgain.launch_url);
    const realState = stateResponseSchema.parse(await (await againBrowser.api("/state")).json());
    expect(realState.session.mode).toBe("real");
    expect(realState.balance).toBe(wallet.balance("player-1"));
  });

  it("refuses a demo bet the virtual balance cannot cover, and takes nothing", async () => {
    // The launch's coin is offered: 20 lines × bet level 1 × €100.00 is €2,000, more than the €500 to play with.
    const demo = await launch(t.app.baseUrl, t.operatorKey, {
      external_player_id: "player-broke",
      mode: "demo",
      coin: "100.00",
    });
    const browser = await openLaunchUrl(demo.launch_url);
    const response = await browser.post("/spin", { betLevel: 1, coinValue: "100.00" });
    expect(response.status).toBe(402);
    expect(runtimeErrorResponseSchema.parse(await response.json()).error).toBe("insufficient_funds");
    expect(balanceResponseSchema.parse(await (await browser.api("/balance")).json()).balance).toBe(DEMO_START);
    const affordable = await browser.post("/spin", { betLevel: 1, coinValue: "0.01" });
    expect(affordable.status).toBe(200);
  });
});
