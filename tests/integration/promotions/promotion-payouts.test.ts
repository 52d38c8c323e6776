import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payoutsResponseSchema, type PayoutView } from "@/lib/contract/promotions-api";
import { providerErrorSchema } from "@/lib/contract/provider-api";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { StaffClient } from "@/tests/integration/support/graphql-fixtures";
import {
  launch,
  openLaunchUrl,
  startRuntimeTest,
  type GameBrowser,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// A tournament paid end to end (issue 28) against the built app on the demo world: staff create a network
// tournament for demo-casino (EUR) and nova-bet (TRY) in the console and enter the month's TRY → EUR rate; players
// of both play real rounds; it ends, settles by itself (PROMOTION_SETTLE_DELAY_SECONDS=1) and pays each rank in the
// money as a signed out-of-round credit (action_type tournament_prize) that the in-app reference wallets accept:
// each player's balance grows by exactly their prize, in their currency, and a second settlement pays nothing.

const ENV = {
  PROMOTION_SCORING_INTERVAL_MS: "200",
  PROMOTION_SETTLE_DELAY_SECONDS: "1",
  TRUSTED_PROXY_HOPS: "1",
  RECONCILIATION_FEED_LAG_MS: "0",
};
let t: RuntimeTestContext;
let novaKey = "";
let staff: StaffClient;

beforeAll(async () => {
  t = await startRuntimeTest({
    env: ENV,
    seed: async () => {
      novaKey = (await createApiKey({ kind: "operator", operatorId: "nova-bet", name: "nova", actor: "test:payouts" }))
        .key;
    },
  });
  staff = new StaffClient(t.app.baseUrl, "203.0.113.40");
  expect((await staff.signIn(t.admin.email, t.admin.password)).signedIn).toBe(true);
}, 180_000);
afterAll(async () => {
  await t?.stop();
});

async function play(playerId: string, key: string): Promise<GameBrowser> {
  const launched = await launch(t.app.baseUrl, key, { external_player_id: playerId, symbol: "vs20aurora" });
  return openLaunchUrl(launched.launch_url);
}

async function spin(browser: GameBrowser, coinValue: string): Promise<void> {
  const response = await browser.post("/spin", { betLevel: 1, coinValue });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function balance(browser: GameBrowser): Promise<number> {
  const response = await browser.api("/balance");
  expect(response.status).toBe(200);
  return Number(((await response.json()) as { balance: string }).balance);
}

async function payouts(promotionId: string, key: string) {
  const response = await fetch(`${t.app.baseUrl}/api/provider/v1/promotions/${promotionId}/payouts`, {
    headers: { "x-provider-api-key": key },
  });
  const body: unknown = await response.json();
  if (response.status !== 200) throw new Error(`payouts answered ${response.status}: ${JSON.stringify(body)}`);
  return payoutsResponseSchema.parse(body).data.items;
}

describe("a network tournament pays its prizes through the ledger", () => {
  it("settles after it ends and credits each rank in the money once, in the player's currency", async () => {
    const month = new Date().toISOString().slice(0, 7);
    await staff.data(`mutation ($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id } }`, {
      input: { month, currency: "TRY", reportingCurrency: "EUR", rate: "0.025" },
    });
    const created = await staff.data(
      `mutation ($input: CreatePromotionInput!) { createPromotion(input: $input) { promotionId state } }`,
      {
        input: {
          kind: "tournament",
          title: "Sprint",
          terms: "Most rounds wins.",
          games: ["vs20aurora"],
          operatorIds: ["demo-casino", "nova-bet"],
          startsAt: new Date(Date.now() - 60_000).toISOString(),
          endsAt: new Date(Date.now() + 12_000).toISOString(),
          baseCurrency: "EUR",
          scoring: "rounds_played",
          minBets: [
            { currency: "EUR", amount: "0.20" },
            { currency: "TRY", amount: "5.00" },
          ],
          tournamentPrizes: [
            { fromRank: 1, toRank: 1, amount: "100.00" },
            { fromRank: 2, toRank: 3, amount: "10.00" },
          ],
        },
      },
    );
    const promotionId = created.createPromotion.promotionId as string;
    expect(created.createPromotion.state).toBe("running");

    const nova = await play("nova-player-1", novaKey);
    const one = await play("player-1", t.operatorKey);
    const two = await play("player-2", t.operatorKey);
    for (let index = 0; index < 3; index++) await spin(nova, "0.50");
    for (let index = 0; index < 2; index++) await spin(one, "0.01");
    await spin(two, "0.01");
    const before = { nova: await balance(nova), one: await balance(one), two: await balance(two) };
    expect(await payouts(promotionId, t.operatorKey)).toEqual([]);

    // It ends, then settles by itself and the wallet worker delivers the credits.
    const settled = async () => (await payouts(promotionId, t.operatorKey)).map((payout) => payout.state);
    await expect.poll(settled, { timeout: 60_000, interval: 500 }).toEqual(["succeeded", "succeeded"]);
    const demo = await payouts(promotionId, t.operatorKey);
    expect(
      demo.map(({ external_player_id, rank, amount, currency, base_amount, rate }) => ({
        external_player_id,
        rank,
        amount,
        currency,
        base_amount,
        rate,
      })),
    ).toEqual([
      { external_player_id: "player-1", rank: 2, amount: "10.00", currency: "EUR", base_amount: "10.00", rate: null },
      { external_player_id: "player-2", rank: 3, amount: "10.00", currency: "EUR", base_amount: "10.00", rate: null },
    ]);
    await expect
      .poll(async () => (await payouts(promotionId, novaKey)).map((payout) => payout.state), {
        timeout: 30_000,
      })
      .toEqual(["succeeded"]);
    const [novaPayout] = (await payouts(promotionId, novaKey)) as [PayoutView];
    // 100.00 EUR at 0.025 EUR per TRY.
    expect(novaPayout).toMatchObject({
      external_player_id: "nova-player-1",
      rank: 1,
      amount: "4000.00",
      currency: "TRY",
      rate: "0.025",
    });
    expect(novaPayout.transaction_id).toMatch(/^prz_[0-9A-Za-z]{26}$/);
    expect(new Set([...demo, novaPayout].map((payout) => payout.transaction_id)).size).toBe(3);

    // The transactions feed shows each prize as a credit outside any round, naming the promotion.
    const feed = await fetch(`${t.app.baseUrl}/api/provider/v1/transactions?action_type=tournament_prize`, {
      headers: { "x-provider-api-key": t.operatorKey },
    });
    const items = ((await feed.json()) as { data: { items: Record<string, unknown>[] } }).data.items;
    const byId = (a: { transaction_id: unknown }, b: { transaction_id: unknown }) =>
      String(a.transaction_id).localeCompare(String(b.transaction_id));
    expect(
      items
        .map(({ transaction_id, round_id, transaction_type, amount, promotion_id, state }) => ({
          transaction_id,
          round_id,
          transaction_type,
          amount,
          promotion_id,
          state,
        }))
        .sort(byId),
    ).toEqual(
      demo
        .map((payout) => ({
          transaction_id: payout.transaction_id,
          round_id: null,
          transaction_type: "credit",
          amount: payout.amount,
          promotion_id: promotionId,
          state: "succeeded",
        }))
        .sort(byId),
    );

    // The wallets hold exactly the prizes.
    expect(await balance(one)).toBeCloseTo(before.one + 10, 2);
    expect(await balance(two)).toBeCloseTo(before.two + 10, 2);
    expect(await balance(nova)).toBeCloseTo(before.nova + 4000, 2);

    // Settling again pays nothing more; the console shows it settled with its payouts.
    const again = await staff.data(
      `mutation ($id: ID!) { settlePromotion(promotionId: $id) { state payouts { items { operatorId externalPlayerId amount currency state } } } }`,
      { id: promotionId },
    );
    expect(again.settlePromotion.state).toBe("settled");
    expect(again.settlePromotion.payouts.items).toEqual([
      {
        operatorId: "nova-bet",
        externalPlayerId: "nova-player-1",
        amount: "4000.00",
        currency: "TRY",
        state: "succeeded",
      },
      { operatorId: "demo-casino", externalPlayerId: "player-1", amount: "10.00", currency: "EUR", state: "succeeded" },
      { operatorId: "demo-casino", externalPlayerId: "player-2", amount: "10.00", currency: "EUR", state: "succeeded" },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await balance(one)).toBeCloseTo(before.one + 10, 2);
  });

  it("drops prizes the moment qualifying rounds draw them, each credited once", async () => {
    // 100,000 prizes for a ten-minute window: far more than the rounds to come, so every qualifying round draws one.
    const created = await staff.data(
      `mutation ($input: CreatePromotionInput!) { createPromotion(input: $input) { promotionId state prizePool } }`,
      {
        input: {
          kind: "prize_drop",
          title: "Penny drops",
          terms: "Every qualifying round may drop a prize.",
          games: ["vs20aurora"],
          operatorIds: ["demo-casino"],
          startsAt: new Date().toISOString(),
          endsAt: new Date(Date.now() + 600_000).toISOString(),
          baseCurrency: "EUR",
          minBets: [{ currency: "EUR", amount: "0.20" }],
          dropPrizes: [{ count: 100_000, amount: "0.01" }],
        },
      },
    );
    const promotionId = created.createPromotion.promotionId as string;
    expect(created.createPromotion).toMatchObject({ state: "running", prizePool: "1000.00" });
    const browser = await play("player-2", t.operatorKey);
    const before = await balance(browser);
    let won = 0;
    for (let index = 0; index < 4; index++) {
      const response = await browser.post("/spin", { betLevel: 1, coinValue: "0.01" });
      won += Number(((await response.json()) as { round: { win: string } }).round.win) - 0.2;
    }
    const dropped = async () => (await payouts(promotionId, t.operatorKey)).map((payout) => payout.state);
    await expect
      .poll(dropped, { timeout: 30_000, interval: 500 })
      .toEqual(["succeeded", "succeeded", "succeeded", "succeeded"]);
    const drops = await payouts(promotionId, t.operatorKey);
    expect(drops.every((drop) => drop.tier === 1 && drop.rank === null && drop.amount === "0.01")).toBe(true);
    expect(new Set(drops.map((drop) => drop.round_id)).size).toBe(4);
    expect(new Set(drops.map((drop) => drop.transaction_id)).size).toBe(4);
    // The four rounds' results and the four prizes, to the cent.
    expect(await balance(browser)).toBeCloseTo(before + won + 0.04, 2);
    const feed = await fetch(`${t.app.baseUrl}/api/provider/v1/transactions?action_type=prize_drop`, {
      headers: { "x-provider-api-key": t.operatorKey },
    });
    const items = ((await feed.json()) as { data: { items: { transaction_id: string; promotion_id: string }[] } }).data
      .items;
    expect(items.map((item) => item.transaction_id).sort()).toEqual(drops.map((drop) => drop.transaction_id).sort());
    expect(items.every((item) => item.promotion_id === promotionId)).toBe(true);
    // The promotion reports what is left and the chance it publishes (every round drops: 1.000000).
    const view = await fetch(`${t.app.baseUrl}/api/provider/v1/promotions/${promotionId}`, {
      headers: { "x-provider-api-key": t.operatorKey },
    });
    expect(((await view.json()) as { data: Record<string, unknown> }).data).toMatchObject({
      state: "running",
      prizes_left: 99_996,
      drop_chance: "1.000000",
    });
  });

  it("refuses to settle what has not ended, and another operator's payouts are 404", async () => {
    const created = await staff.data(
      `mutation ($input: CreatePromotionInput!) { createPromotion(input: $input) { promotionId } }`,
      {
        input: {
          kind: "tournament",
          title: "Long",
          terms: "Terms.",
          games: ["vs20aurora"],
          operatorIds: ["demo-casino"],
          startsAt: new Date().toISOString(),
          endsAt: new Date(Date.now() + 3_600_000).toISOString(),
          baseCurrency: "EUR",
          scoring: "total_win",
          minBets: [{ currency: "EUR", amount: "0.20" }],
          tournamentPrizes: [{ fromRank: 1, toRank: 1, amount: "1.00" }],
        },
      },
    );
    const promotionId = created.createPromotion.promotionId as string;
    const refused = await staff.graphql(`mutation ($id: ID!) { settlePromotion(promotionId: $id) { state } }`, {
      id: promotionId,
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe("promotion_not_editable");
    const response = await fetch(`${t.app.baseUrl}/api/provider/v1/promotions/${promotionId}/payouts`, {
      headers: { "x-provider-api-key": novaKey },
    });
    expect(response.status).toBe(404);
    expect(providerErrorSchema.parse(await response.json()).error).toBe("promotion_not_found");
  });
});
