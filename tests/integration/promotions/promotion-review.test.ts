import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payoutsResponseSchema, promotionResponseSchema } from "@/lib/contract/promotions-api";
import { StaffClient } from "@/tests/integration/support/graphql-fixtures";
import {
  launch,
  openLaunchUrl,
  startRuntimeTest,
  type GameBrowser,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// A tournament's review period (issue 28) against the built app on the demo world: the tournament settles by
// itself (PROMOTION_SETTLE_DELAY_SECONDS=1) and its final results are frozen, but with review_minutes its prizes
// are held — no credit, nothing in the operator's payouts, the player's balance untouched — until staff release them
// (twice at once: paid once) or the review ends and the background loop releases them. Releasing before settlement
// is promotion_not_settled; a cancellation during the review withholds the prizes for good.

const ENV = {
  PROMOTION_SCORING_INTERVAL_MS: "200",
  PROMOTION_SETTLE_DELAY_SECONDS: "1",
  TRUSTED_PROXY_HOPS: "1",
};
let t: RuntimeTestContext;
let staff: StaffClient;

beforeAll(async () => {
  t = await startRuntimeTest({ env: ENV });
  staff = new StaffClient(t.app.baseUrl, "203.0.113.41");
  expect((await staff.signIn(t.admin.email, t.admin.password)).signedIn).toBe(true);
}, 180_000);
afterAll(async () => {
  await t?.stop();
});

async function play(playerId: string): Promise<GameBrowser> {
  const launched = await launch(t.app.baseUrl, t.operatorKey, { external_player_id: playerId, symbol: "vs20aurora" });
  return openLaunchUrl(launched.launch_url);
}

async function spin(browser: GameBrowser): Promise<void> {
  const response = await browser.post("/spin", { betLevel: 1, coinValue: "0.01" });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function balance(browser: GameBrowser): Promise<number> {
  const response = await browser.api("/balance");
  expect(response.status).toBe(200);
  return Number(((await response.json()) as { balance: string }).balance);
}

/** A tournament of demo-casino on vs20aurora ending in `endsInMs`, paying rank 1 `prize` EUR after `reviewMinutes`. */
async function createTournament(title: string, reviewMinutes: number, endsInMs: number): Promise<string> {
  const created = await staff.data(
    `mutation ($input: CreatePromotionInput!) { createPromotion(input: $input) { promotionId reviewMinutes } }`,
    {
      input: {
        kind: "tournament",
        title,
        terms: "Most rounds wins.",
        games: ["vs20aurora"],
        operatorIds: ["demo-casino"],
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + endsInMs).toISOString(),
        baseCurrency: "EUR",
        scoring: "rounds_played",
        minBets: [{ currency: "EUR", amount: "0.20" }],
        tournamentPrizes: [{ fromRank: 1, toRank: 1, amount: "25.00" }],
        reviewMinutes,
      },
    },
  );
  expect(created.createPromotion.reviewMinutes).toBe(reviewMinutes);
  return created.createPromotion.promotionId as string;
}

const PROMOTION_FIELDS = `promotionId state reviewMinutes payoutsReleaseAt payoutsReleasedAt
  payouts { items { externalPlayerId rank amount currency baseAmount rate transactionId state } }`;

async function promotion(promotionId: string) {
  const data = await staff.data(`query ($id: ID!) { promotion(promotionId: $id) { ${PROMOTION_FIELDS} } }`, {
    id: promotionId,
  });
  return data.promotion as {
    state: string;
    payoutsReleaseAt: string | null;
    payoutsReleasedAt: string | null;
    payouts: { items: { state: string; transactionId: string; [field: string]: unknown }[] };
  };
}

async function operatorPayouts(promotionId: string) {
  const response = await fetch(`${t.app.baseUrl}/api/provider/v1/promotions/${promotionId}/payouts`, {
    headers: { "x-provider-api-key": t.operatorKey },
  });
  expect(response.status).toBe(200);
  return payoutsResponseSchema.parse(await response.json()).data.items;
}

async function operatorView(promotionId: string) {
  const response = await fetch(`${t.app.baseUrl}/api/provider/v1/promotions/${promotionId}`, {
    headers: { "x-provider-api-key": t.operatorKey },
  });
  expect(response.status).toBe(200);
  return promotionResponseSchema.parse(await response.json()).data;
}

async function release(promotionId: string) {
  return staff.graphql(
    `mutation ($id: ID!) { releasePromotionPayouts(promotionId: $id) { state payoutsReleasedAt } }`,
    { id: promotionId },
  );
}

async function auditActions(promotionId: string): Promise<{ action: string; actor: string }[]> {
  const data = await staff.data(
    `query ($id: String!) { auditLog(filter: { targetType: "promotion", targetId: $id }) { items { action actor } } }`,
    { id: promotionId },
  );
  return data.auditLog.items as { action: string; actor: string }[];
}

const settled = (promotionId: string) => async () => (await promotion(promotionId)).state;

describe("a tournament's review period", () => {
  it("holds the frozen results' prizes until staff release them, and two releases at once pay once", async () => {
    const promotionId = await createTournament("Reviewed", 60, 10_000);
    const player = await play("player-1");
    await spin(player);
    await spin(player);

    // Before it settles there is nothing to release.
    const early = await release(promotionId);
    expect(early.errors?.[0]?.extensions?.code).toBe("promotion_not_settled");
    expect(early.errors?.[0]?.message).toMatch(/has not settled/);

    await expect.poll(settled(promotionId), { timeout: 60_000, interval: 500 }).toBe("settled");
    const before = await balance(player);
    const held = await promotion(promotionId);
    // Frozen: the rank, the player, the prize and its rate, held for the hour of review.
    expect(held.payoutsReleasedAt).toBeNull();
    expect(new Date(held.payoutsReleaseAt!).getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);
    expect(held.payouts.items).toEqual([
      {
        externalPlayerId: "player-1",
        rank: 1,
        amount: "25.00",
        currency: "EUR",
        baseAmount: "25.00",
        rate: null,
        transactionId: expect.stringMatching(/^prz_/) as unknown,
        state: "held",
      },
    ]);
    // The operator sees when the prizes will come, and no payout yet; the wallet is not credited.
    expect(await operatorView(promotionId)).toMatchObject({
      state: "settled",
      payouts_release_at: held.payoutsReleaseAt,
      payouts_released_at: null,
    });
    expect(await operatorPayouts(promotionId)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await balance(player)).toBeCloseTo(before, 2);

    // Two staff release at once: both answer, the prize is queued and paid once.
    const [one, two] = await Promise.all([release(promotionId), release(promotionId)]);
    expect(one.errors).toBeUndefined();
    expect(two.errors).toBeUndefined();
    expect(one.data?.releasePromotionPayouts.payoutsReleasedAt).toBeTruthy();
    expect(two.data?.releasePromotionPayouts.payoutsReleasedAt).toBe(
      one.data?.releasePromotionPayouts.payoutsReleasedAt,
    );
    await expect
      .poll(async () => (await operatorPayouts(promotionId)).map((payout) => payout.state), { timeout: 30_000 })
      .toEqual(["succeeded"]);
    const [paid] = await operatorPayouts(promotionId);
    expect(paid!.transaction_id).toBe(held.payouts.items[0]!.transactionId);
    expect(await balance(player)).toBeCloseTo(before + 25, 2);
    expect((await operatorView(promotionId)).payouts_released_at).toBe(
      one.data?.releasePromotionPayouts.payoutsReleasedAt,
    );

    // Releasing again answers and pays nothing more; the release is audited once, by the staff member.
    expect((await release(promotionId)).errors).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await balance(player)).toBeCloseTo(before + 25, 2);
    const releases = (await auditActions(promotionId)).filter(
      (entry) => entry.action === "promotions.promotion.release_payouts",
    );
    expect(releases).toEqual([{ action: "promotions.promotion.release_payouts", actor: `console:${t.admin.email}` }]);
  });

  it("releases by itself once the review ends; a cancellation during the review withholds the prizes", async () => {
    const automatic = await createTournament("Short review", 1, 8_000);
    const cancelled = await createTournament("Cancelled in review", 60, 8_000);
    const player = await play("player-2");
    await spin(player);
    const before = await balance(player);

    await expect.poll(settled(automatic), { timeout: 60_000, interval: 500 }).toBe("settled");
    await expect.poll(settled(cancelled), { timeout: 30_000, interval: 500 }).toBe("settled");
    expect((await promotion(automatic)).payouts.items.map((payout) => payout.state)).toEqual(["held"]);

    // Cancelled while its results are under review: its prize is withheld and can no longer be released.
    await staff.data(`mutation ($id: ID!) { cancelPromotion(promotionId: $id) { state } }`, { id: cancelled });
    const withheld = await promotion(cancelled);
    expect(withheld.state).toBe("cancelled");
    expect(withheld.payouts.items.map((payout) => payout.state)).toEqual(["withheld"]);
    expect((await release(cancelled)).errors?.[0]?.extensions?.code).toBe("promotion_not_editable");

    // A minute after settlement the background loop queues the other's prize, and the wallet takes it.
    await expect
      .poll(async () => (await operatorPayouts(automatic)).map((payout) => payout.state), {
        timeout: 120_000,
        interval: 1_000,
      })
      .toEqual(["succeeded"]);
    const released = await promotion(automatic);
    expect(new Date(released.payoutsReleasedAt!).getTime()).toBeGreaterThanOrEqual(
      new Date(released.payoutsReleaseAt!).getTime(),
    );
    expect(await auditActions(automatic)).toContainEqual({
      action: "promotions.promotion.release_payouts",
      actor: "system:promotions",
    });
    // Only the released tournament paid: one prize of 25.00, none from the cancelled one.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await balance(player)).toBeCloseTo(before + 25, 2);
    expect(await operatorPayouts(cancelled)).toEqual([]);
  }, 200_000);
});
