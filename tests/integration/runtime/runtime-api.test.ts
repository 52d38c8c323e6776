import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  balanceResponseSchema,
  roundResponseSchema,
  sessionRoundsResponseSchema,
  runtimeErrorResponseSchema,
  spinResponseSchema,
  stateResponseSchema,
} from "@/lib/contract/runtime-api";
import { getDemoGameMath } from "@/lib/game/demo-games/registry";
import { replayRound } from "@/lib/game/math/play-round";
import { mathForRtpVariant } from "@/lib/game/math/rtp-variants";
import { gameMessages } from "@/lib/i18n/game-messages";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { assignCatalogGames } from "@/lib/server/catalog/assign-catalog-games";
import { prisma } from "@/lib/server/db/prisma";
import { createOperator } from "@/lib/server/operators/create-operator";
import { StaffClient } from "@/tests/integration/support/graphql-fixtures";
import {
  launch,
  openLaunchUrl,
  startRuntimeTest,
  type GameBrowser,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// The runtime API on the built app with the in-app demo wallet: who may call it, the state, and real rounds
// whose money goes through the signed wallet callbacks and whose record can be shown again.

let t: RuntimeTestContext;
let player: GameBrowser;
// Two operators whose wallets fail: one answers every call with 500, one has a URL the wallet URL guard refuses
// at call time (a private address stored under an older, looser rule).
let failingWallet: Server;
let failingWalletUrl = "";
const FAILING_OPERATOR = "wallet-500-casino";
const GUARDED_OPERATOR = "wallet-guarded-casino";
const GUARDED_URL = "http://10.20.30.40:8080/wallet";
const troubleKeys: Record<string, string> = {};

beforeAll(async () => {
  failingWallet = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end('{"success":false,"error":"internal","message":"db pool exhausted on wallet-db-7"}');
    });
  });
  await new Promise<void>((resolve) => failingWallet.listen(0, "127.0.0.1", () => resolve()));
  failingWalletUrl = `http://127.0.0.1:${(failingWallet.address() as AddressInfo).port}/wallet`;
  t = await startRuntimeTest({
    seed: async () => {
      for (const operatorId of [FAILING_OPERATOR, GUARDED_OPERATOR]) {
        await createOperator({
          id: operatorId,
          name: operatorId,
          defaultCurrency: "EUR",
          walletBaseUrl: failingWalletUrl,
          actor: "test:runtime",
        });
        await assignCatalogGames({ operatorId, symbols: ["vs20aurora"], actor: "test:runtime" });
        troubleKeys[operatorId] = (
          await createApiKey({ kind: "operator", operatorId, name: "runtime test", actor: "test:runtime" })
        ).key;
      }
      await prisma.operator.update({ where: { id: GUARDED_OPERATOR }, data: { walletBaseUrl: GUARDED_URL } });
    },
  });
  const launched = await launch(t.app.baseUrl, t.operatorKey, {
    external_player_id: "player-1",
    return_url: "https://lobby.example/",
  });
  player = await openLaunchUrl(launched.launch_url);
});
afterAll(async () => {
  await t?.stop();
  await new Promise<void>((resolve) => (failingWallet ? failingWallet.close(() => resolve()) : resolve()));
});

async function expectError(response: Response, status: number, code: string): Promise<string> {
  expect(response.status).toBe(status);
  const body = runtimeErrorResponseSchema.parse(await response.json());
  expect(body.error).toBe(code);
  return body.detail;
}

const cents = (amount: string) => BigInt(amount.replace(".", ""));
const euros = (minor: bigint) => `${minor / 100n}.${(minor % 100n).toString().padStart(2, "0")}`;
const balanceOf = async (browser: GameBrowser) =>
  balanceResponseSchema.parse(await (await browser.api("/balance")).json()).balance;
const roundCount = async (browser: GameBrowser) =>
  sessionRoundsResponseSchema.parse(await (await browser.api("/rounds?limit=100")).json()).rounds.length;

describe("who may call the runtime", () => {
  it("refuses operator API keys in any of their forms, even with a valid cookie", async () => {
    const keyHeaders: Record<string, string>[] = [
      { "x-provider-api-key": t.operatorKey },
      { "x-api-key": t.operatorKey },
      { authorization: `Bearer ${t.masterKey}` },
    ];
    for (const headers of keyHeaders) {
      expect(await expectError(await player.api("/state", { headers }), 403, "forbidden")).toMatch(/API keys/);
    }
    // HTTP basic auth in front of a staging site is the browser's doing, not an API key.
    expect((await player.api("/state", { headers: { authorization: "Basic cWE6cWE=" } })).status).toBe(200);
  });

  it("refuses cross-site requests and other origins, and accepts its own origin", async () => {
    await expectError(await player.api("/state", { headers: { "sec-fetch-site": "cross-site" } }), 403, "forbidden");
    await expectError(
      await player.post("/spin", { betLevel: 1, coinValue: "0.01" }, { headers: { origin: "https://evil.example" } }),
      403,
      "forbidden",
    );
    await expectError(await player.api("/state", { headers: { origin: "null" } }), 403, "forbidden");
    const own = await player.api("/state", { headers: { origin: t.app.baseUrl, "sec-fetch-site": "same-origin" } });
    expect(own.status).toBe(200);
  });

  it("refuses requests without the session's own cookie", async () => {
    const other = await openLaunchUrl(
      (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-2" })).launch_url,
    );
    const token = player.cookie.split("=")[1]!;

    await expectError(await player.api("/state", { headers: { cookie: "" } }), 401, "unauthenticated");
    // Another session's cookie, and this session's cookie name carrying another session's token.
    await expectError(await player.api("/state", { headers: { cookie: other.cookie } }), 401, "unauthenticated");
    await expectError(
      await other.api("/state", { headers: { cookie: `gp_rt_${other.sessionId}=${token}` } }),
      401,
      "unauthenticated",
    );
    await expectError(
      await player.api("/state", { headers: { cookie: `${player.cookie.split("=")[0]}=forged` } }),
      401,
      "unauthenticated",
    );
    const unknown = await fetch(`${t.app.baseUrl}/api/runtime/sessions/ses_unknownsession000000000/state`, {
      headers: { cookie: player.cookie },
    });
    await expectError(unknown, 401, "unauthenticated");
  });
});

describe("state and balance", () => {
  it("describes the session, the game and its bets, with the wallet's balance; activity extends the session", async () => {
    const before = stateResponseSchema.parse(await (await player.api("/state")).json());
    expect(before.session).toMatchObject({
      id: player.sessionId,
      symbol: "vs20aurora",
      title: "Aurora Riches",
      provider: "Aurora Gaming",
      currency: "EUR",
      lang: "en",
      device: "desktop",
      returnUrl: "https://lobby.example/",
      coin: null,
    });
    const math = getDemoGameMath("vs20aurora");
    expect(before.game).toMatchObject({
      lines: 20,
      betLevels: math.betLevels,
      defaultBetLevel: math.defaultBetLevel,
      coinValues: math.coinValues,
      defaultCoinValue: math.defaultCoinValue,
      features: { free_spins: true, buy_feature: false },
    });
    expect(before.game.paylines).toHaveLength(20);
    expect(before.game.freeSpins?.multiplier).toBe(math.freeSpins!.multiplier);
    expect(before.game.buyFeature).toBeUndefined();
    expect(before.balance).toBe("1000.00");
    expect(before.balanceError).toBeUndefined();

    const after = stateResponseSchema.parse(await (await player.api("/state")).json());
    expect(Date.parse(after.session.expiresAt)).toBeGreaterThan(Date.parse(before.session.expiresAt));
  });

  it("offers the launch's coin and chooses it by default", async () => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, {
      external_player_id: "player-2",
      symbol: "vs10fruitblaze",
      coin: "0.30",
    });
    const browser = await openLaunchUrl(launched.launch_url);
    const state = stateResponseSchema.parse(await (await browser.api("/state")).json());
    expect(state.session.coin).toBe("0.30");
    expect(state.game.coinValues).toContain("0.30");
    expect(state.game.defaultCoinValue).toBe("0.30");
    expect(state.balance).toBe("250.50");
  });

  it("answers the balance from the wallet", async () => {
    const body = balanceResponseSchema.parse(await (await player.api("/balance")).json());
    expect(body.currency).toBe("EUR");
    expect(body.balance).toMatch(/^\d+\.\d{2}$/);
  });
});

describe("spins", () => {
  it("debits the bet and credits the win through the wallet, and stores the round to be shown again", async () => {
    const before = await balanceOf(player);
    const response = await player.post("/spin", { betLevel: 2, coinValue: "0.05" });
    expect(response.status).toBe(200);
    const spin = spinResponseSchema.parse(await response.json());

    expect(spin.round.bet).toBe("2.00"); // 20 lines × 2 coins × 0.05
    expect(spin.round.win).toBe(euros(BigInt(spin.round.outcome.totalWinCoins) * 5n)); // coins × 0.05
    expect(spin.winConfirmed).toBe(true);
    expect(cents(spin.balance)).toBe(cents(before) - cents(spin.round.bet) + cents(spin.round.win));
    expect(await balanceOf(player)).toBe(spin.balance);

    const listed = sessionRoundsResponseSchema.parse(await (await player.api("/rounds")).json());
    expect(listed.rounds[0]).toMatchObject({
      id: spin.round.id,
      bet: "2.00",
      win: spin.round.win,
      betLevel: 2,
      coinValue: "0.05",
    });

    const detail = roundResponseSchema.parse(await (await player.api(`/rounds/${spin.round.id}`)).json()).round;
    expect(detail.outcome).toEqual(spin.round.outcome);
    const debit = detail.transactions.find((transaction) => transaction.type === "debit");
    const credit = detail.transactions.find((transaction) => transaction.type === "credit");
    expect(debit).toMatchObject({ amount: "2.00", state: "succeeded", actionType: "bet" });
    expect(credit).toMatchObject({ amount: spin.round.win, state: "succeeded", balanceAfter: spin.balance });

    // The stored stops alone rebuild the same round with the maths of the RTP variant that played it.
    expect(detail.rtpVariant).toBe("96");
    const replayed = replayRound({
      config: mathForRtpVariant(getDemoGameMath("vs20aurora"), detail.rtpVariant),
      betLevel: 2,
      stops: detail.outcome.spins.map((played) => played.stops),
    });
    expect(replayed).toEqual(detail.outcome);
  });

  it("lists rounds newest first, as many as asked", async () => {
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      const spin = spinResponseSchema.parse(
        await (await player.post("/spin", { betLevel: 1, coinValue: "0.01" })).json(),
      );
      ids.push(spin.round.id);
    }
    const listed = sessionRoundsResponseSchema.parse(await (await player.api("/rounds?limit=2")).json());
    expect(listed.rounds.map((round) => round.id)).toEqual([ids[2], ids[1]]);
    await expectError(await player.api("/rounds?limit=0"), 400, "invalid_request");
    await expectError(await player.api("/rounds?limit=many"), 400, "invalid_request");
    await expectError(await player.api("/rounds/rnd_doesnotexist"), 404, "not_found");
  });

  it("buys the feature where the game offers it: the cost times the total bet, free spins only", async () => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, {
      external_player_id: "player-1",
      symbol: "vs25pharaoh",
    });
    const browser = await openLaunchUrl(launched.launch_url);
    const state = stateResponseSchema.parse(await (await browser.api("/state")).json());
    expect(state.game.buyFeature).toEqual({ costMultiplier: 25, spins: 8 });

    const spin = spinResponseSchema.parse(
      await (await browser.post("/spin", { betLevel: 1, coinValue: "0.01", buyFeature: true })).json(),
    );
    expect(spin.round.bet).toBe("6.25"); // 25 × (25 lines × 1 coin × 0.01)
    expect(spin.round.boughtFeature).toBe(true);
    expect(spin.round.outcome.spins.every((played) => played.phase === "free")).toBe(true);
    expect(spin.round.freeSpins).toBe(spin.round.outcome.spins.length);
    const detail = roundResponseSchema.parse(await (await browser.api(`/rounds/${spin.round.id}`)).json()).round;
    expect(detail.transactions.find((transaction) => transaction.type === "debit")).toMatchObject({
      amount: "6.25",
      actionType: "buy_feature",
    });
  });

  it("offers the special bet profile's levels besides the maths' own and plays them at the same RTP rules", async () => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, {
      external_player_id: "player-1",
      symbol: "vs40wildwest",
    });
    const browser = await openLaunchUrl(launched.launch_url);
    const state = stateResponseSchema.parse(await (await browser.api("/state")).json());
    expect(state.game.specialBetProfile?.bls).toEqual([40, 50, 60]);
    expect(state.game.betLevels).toEqual([1, 2, 3, 5, 10, 40, 50, 60]);
    const spin = spinResponseSchema.parse(
      await (await browser.post("/spin", { betLevel: 50, coinValue: "0.01" })).json(),
    );
    expect(spin.round.bet).toBe("20.00"); // 40 lines × bet level 50 × 0.01
    await expectError(await browser.post("/spin", { betLevel: 45, coinValue: "0.01" }), 400, "invalid_bet");
  });

  it("refuses bets that are not offered with 400, and plays nothing", async () => {
    const balance = await balanceOf(player);
    const rounds = await roundCount(player);
    expect(
      await expectError(await player.post("/spin", { betLevel: 7, coinValue: "0.01" }), 400, "invalid_bet"),
    ).toMatch(/bet level 7/i);
    expect(
      await expectError(await player.post("/spin", { betLevel: 1, coinValue: "0.03" }), 400, "invalid_bet"),
    ).toMatch(/0\.03/);
    await expectError(
      await player.post("/spin", { betLevel: 1, coinValue: "0.01", buyFeature: true }),
      400,
      "invalid_bet",
    );
    await expectError(await player.post("/spin", { coinValue: "0.01" }), 400, "missing_field");
    await expectError(await player.post("/spin", { betLevel: 1.5, coinValue: "0.01" }), 400, "invalid_request");
    await expectError(await player.post("/spin", { betLevel: 1, coinValue: 0.01 }), 400, "invalid_request");
    await expectError(await player.post("/spin", "{not json"), 400, "invalid_json");
    expect(await balanceOf(player)).toBe(balance);
    expect(await roundCount(player)).toBe(rounds);
  });

  it("answers insufficient funds plainly with the wallet's code, and stores no round", async () => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-broke" });
    const broke = await openLaunchUrl(launched.launch_url);
    const state = stateResponseSchema.parse(await (await broke.api("/state")).json());
    expect(state.balance).toBe("0.00");
    const response = await broke.post("/spin", { betLevel: 1, coinValue: "0.01" });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await expectError(response, 402, "insufficient_funds")).toMatch(/insufficient funds/i);
    expect(await roundCount(broke)).toBe(0);
  });
});

describe("wallet problems the player sees", () => {
  it("are told in the player's language without the wallet's status, answer, host or address, which stay in the delivery log", async () => {
    const port = new URL(failingWalletUrl).port;
    const internals = [
      "HTTP",
      "500",
      "internal",
      "db pool",
      "127.0.0.1",
      port,
      "10.20.30.40",
      "8080",
      "guard",
      "resolved",
      FAILING_OPERATOR,
      GUARDED_OPERATOR,
    ];
    for (const operatorId of [FAILING_OPERATOR, GUARDED_OPERATOR]) {
      for (const lang of ["en", "tr"] as const) {
        const messages = gameMessages(lang);
        const launched = await launch(t.app.baseUrl, troubleKeys[operatorId]!, {
          external_player_id: `trouble-${lang}`,
          lang,
        });
        const browser = await openLaunchUrl(launched.launch_url);
        const stateText = await (await browser.api("/state")).text();
        const state = stateResponseSchema.parse(JSON.parse(stateText));
        expect(state.balance).toBeNull();
        expect(state.balanceError).toEqual({ error: "wallet_unavailable", detail: messages.balanceUnavailable });
        const balance = await browser.api("/balance");
        expect(await expectError(balance, 503, "wallet_unavailable")).toBe(messages.balanceUnavailable);
        const spin = await browser.post("/spin", { betLevel: 1, coinValue: "0.01" });
        expect(await expectError(spin, 503, "wallet_unavailable")).toBe(messages.walletUnavailable);
        for (const internal of internals)
          expect(stateText, `${operatorId} ${lang}: ${internal}`).not.toContain(internal);
      }
    }
    // The staff's Deliveries view keeps what went wrong.
    const staff = new StaffClient(t.app.baseUrl);
    expect((await staff.signIn(t.admin.email, t.admin.password)).signedIn).toBe(true);
    const errorsOf = async (operatorId: string) =>
      (
        await staff.data(
          `{ walletCallbacks(filter: { operatorId: "${operatorId}" }) { items { type outcome error } } }`,
        )
      ).walletCallbacks.items as { type: string; outcome: string; error: string }[];
    const failing = await errorsOf(FAILING_OPERATOR);
    expect(failing.map((item) => item.type)).toEqual(expect.arrayContaining(["balance", "debit"]));
    const answered = failing.filter((item) => item.type === "balance" || item.type === "debit");
    expect(
      answered.every(
        (item) =>
          item.outcome === "failed" && item.error.includes("HTTP 500 internal: db pool exhausted on wallet-db-7"),
      ),
    ).toBe(true);
    // (The rollbacks of the refused bets are the worker's, possibly still in flight: only the calls above are checked.)
    const guarded = (await errorsOf(GUARDED_OPERATOR)).filter(
      (item) => item.type === "balance" || item.type === "debit",
    );
    expect(guarded.map((item) => item.type)).toEqual(expect.arrayContaining(["balance", "debit"]));
    expect(
      guarded.every(
        (item) =>
          item.outcome === "failed" && item.error.includes("wallet address 10.20.30.40 is a private network address"),
      ),
    ).toBe(true);
  });
});

describe("routes", () => {
  it("answers unknown runtime routes with JSON 404 and wrong methods with JSON 405", async () => {
    await expectError(await player.api("/nothing-here"), 404, "not_found");
    await expectError(await player.api("/spin"), 405, "method_not_allowed");
    await expectError(await player.post("/state", {}), 405, "method_not_allowed");
  });
});
