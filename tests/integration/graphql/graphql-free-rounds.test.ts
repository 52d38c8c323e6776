import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { createCampaign } from "@/lib/server/free-rounds/create-campaign";
import { errorCodes, startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";
import { launch, openLaunchUrl } from "@/tests/integration/support/runtime-fixtures";

// Free-rounds campaigns in the console API against the built app on the demo world (demo-casino, EUR; its catalog
// holds vs20aurora and fruit-blaze): create, list with filters, a campaign with its players and rounds over time,
// add players, cancel; viewers only read; refusals carry the services' codes; every change is in the audit log.
// The played rounds of "played-1" are written before the app starts, as the runtime stores free rounds (a settled
// wallet round carrying its award, its credit in the ledger, the award's counters).

const HOUR = 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const CAMPAIGN_FIELDS =
  "campaignId operatorId state games rounds betLevel coinValue currency maxWin playersCount roundsAwarded roundsPlayed win cancelledAt";

function createInput(overrides: Record<string, unknown> = {}) {
  return {
    operatorId: "demo-casino",
    campaignId: `console-${Math.random().toString(36).slice(2, 10)}`,
    games: ["vs20aurora", "fruit-blaze"],
    rounds: 5,
    betLevel: 1,
    coinValue: "0.1",
    currency: "EUR",
    expiresAt: inDays(7),
    maxWin: "50",
    players: ["player-a", "player-b"],
    ...overrides,
  };
}

const CREATE = `mutation ($input: CreateFreeRoundsCampaignInput!) {
  createFreeRoundsCampaign(input: $input) { created campaign { ${CAMPAIGN_FIELDS} } }
}`;
const CANCEL = `mutation ($operatorId: ID!, $campaignId: ID!) {
  cancelFreeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) { ${CAMPAIGN_FIELDS} }
}`;
const ADD_PLAYERS = `mutation ($operatorId: ID!, $campaignId: ID!, $players: [String!]!) {
  addFreeRoundsPlayers(operatorId: $operatorId, campaignId: $campaignId, players: $players) { added alreadyAwarded campaign { playersCount roundsAwarded } }
}`;
const LIST = `query ($filter: FreeRoundsCampaignFilter, $first: Int, $after: String) {
  freeRoundsCampaigns(filter: $filter, first: $first, after: $after) { items { campaignId state } nextCursor }
}`;

/** Before the app starts: a campaign whose player-1 played a round 3 hours ago (won 1.50) and one an hour ago (won 0). */
async function seedPlayedCampaign() {
  await createCampaign({
    operatorId: "demo-casino",
    request: {
      campaign_id: "played-1",
      games: ["vs20aurora"],
      rounds: 10,
      bet_level: 1,
      coin_value: "0.10",
      currency: "EUR",
      expires_at: inDays(7),
      players: ["player-1", "player-2"],
    },
    actor: "test:seed",
  });
  const award = await prisma.freeRoundsAward.findFirstOrThrow({
    where: { externalPlayerId: "player-1", campaign: { campaignId: "played-1" } },
  });
  const now = Date.now();
  const rounds = [
    { id: "rnd_fr_1", at: new Date(now - 3 * HOUR), win: 150n },
    { id: "rnd_fr_2", at: new Date(now - HOUR), win: 0n },
  ];
  for (const round of rounds) {
    const common = {
      operatorId: "demo-casino",
      playerId: "player-1",
      sessionId: "ses_fr_test",
      gameSymbol: "vs20aurora",
      currency: "EUR",
      exponent: 2,
    };
    await prisma.walletRound.create({
      data: {
        ...common,
        id: round.id,
        betMinor: 200n,
        winMinor: round.win,
        state: "settled",
        freeRoundsAwardId: award.id,
        creditTransactionId: `${round.id}_c`,
        createdAt: round.at,
      },
    });
    await prisma.walletTransaction.create({
      data: {
        ...common,
        id: `${round.id}_c`,
        roundId: round.id,
        type: "credit",
        actionType: "free_round_win",
        amountMinor: round.win,
        state: "succeeded",
        createdAt: round.at,
      },
    });
  }
  // A round the worker gave back to the award (its process died before the engine ran): not counted.
  await prisma.walletRound.create({
    data: {
      id: "rnd_fr_3",
      operatorId: "demo-casino",
      playerId: "player-1",
      sessionId: "ses_fr_test",
      gameSymbol: "vs20aurora",
      currency: "EUR",
      exponent: 2,
      betMinor: 200n,
      state: "cancelled",
      freeRoundsAwardId: award.id,
    },
  });
  await prisma.freeRoundsAward.update({ where: { id: award.id }, data: { roundsPlayed: 2, winMinor: 150n } });
}

describe("console GraphQL: free-rounds campaigns", () => {
  let ctx: ConsoleTestContext;

  beforeAll(async () => {
    ctx = await startConsoleTest({ prepare: seedPlayedCampaign });
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  it("creates a campaign; the same input again answers it, another input is campaign_exists", async () => {
    const input = createInput();
    const first = await ctx.admin.data(CREATE, { input });
    expect(first.createFreeRoundsCampaign).toEqual({
      created: true,
      campaign: {
        campaignId: input.campaignId,
        operatorId: "demo-casino",
        state: "active",
        games: ["vs20aurora", "vs10fruitblaze"],
        rounds: 5,
        betLevel: 1,
        coinValue: "0.10",
        currency: "EUR",
        maxWin: "50.00",
        playersCount: 2,
        roundsAwarded: 10,
        roundsPlayed: 0,
        win: "0.00",
        cancelledAt: null,
      },
    });
    const again = await ctx.admin.data(CREATE, { input });
    expect(again.createFreeRoundsCampaign.created).toBe(false);
    expect(again.createFreeRoundsCampaign.campaign).toEqual(first.createFreeRoundsCampaign.campaign);

    const changed = await ctx.admin.graphql(CREATE, { input: { ...input, rounds: 6 } });
    expect(errorCodes(changed)).toEqual(["campaign_exists"]);
  });

  it("refuses bad input with the operator API's codes and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ rounds: 0 }, "rounds_out_of_range"],
      [{ rounds: 1001 }, "rounds_out_of_range"],
      [{ players: ["p-1", "p-2", "p-1"] }, "duplicate_players"],
      [{ games: ["no-such-game"] }, "unknown_game"],
      [{ games: ["bs15cosmic"] }, "game_not_in_catalog"],
      [{ betLevel: 999 }, "bet_not_offered"],
      [{ expiresAt: new Date(Date.now() - HOUR).toISOString() }, "expiry_in_past"],
      [{ validFrom: inDays(8) }, "invalid_campaign_window"],
      [{ coinValue: "0.001" }, "currency_mismatch"],
      [{ operatorId: "no-such-operator" }, "operator_not_found"],
    ];
    for (const [overrides, code] of cases) {
      const input = createInput(overrides);
      const result = await ctx.admin.graphql(CREATE, { input });
      expect({ overrides, codes: errorCodes(result) }).toEqual({ overrides, codes: [code] });
      const found = await ctx.admin.graphql(
        `query ($c: ID!) { freeRoundsCampaign(operatorId: "demo-casino", campaignId: $c) { campaignId } }`,
        { c: input.campaignId },
      );
      expect(errorCodes(found)).toEqual(["campaign_not_found"]);
    }
  });

  it("lists campaigns newest first with filters and pages", async () => {
    const named = createInput({ campaignId: "Spring-Promo-7", games: ["fruit-blaze"] });
    await ctx.admin.data(CREATE, { input: named });

    const all = await ctx.admin.data(LIST, { filter: { operatorId: "demo-casino" } });
    const ids = all.freeRoundsCampaigns.items.map((item: { campaignId: string }) => item.campaignId);
    expect(ids[0]).toBe("Spring-Promo-7");
    expect(ids).toContain("played-1");

    const searched = await ctx.admin.data(LIST, { filter: { search: "spring-promo" } });
    expect(searched.freeRoundsCampaigns.items).toEqual([{ campaignId: "Spring-Promo-7", state: "active" }]);

    const byGame = await ctx.admin.data(LIST, { filter: { gameSymbol: "vs20aurora" } });
    const byGameIds = byGame.freeRoundsCampaigns.items.map((item: { campaignId: string }) => item.campaignId);
    expect(byGameIds).toContain("played-1");
    expect(byGameIds).not.toContain("Spring-Promo-7");

    const other = await ctx.admin.data(LIST, { filter: { operatorId: "nova-bet" } });
    expect(other.freeRoundsCampaigns.items).toEqual([]);

    const firstPage = await ctx.admin.data(LIST, { filter: { operatorId: "demo-casino" }, first: 1 });
    expect(firstPage.freeRoundsCampaigns.items).toEqual([{ campaignId: "Spring-Promo-7", state: "active" }]);
    const secondPage = await ctx.admin.data(LIST, {
      filter: { operatorId: "demo-casino" },
      first: 1,
      after: firstPage.freeRoundsCampaigns.nextCursor,
    });
    expect(secondPage.freeRoundsCampaigns.items[0].campaignId).toBe(ids[1]);
  });

  it("shows a campaign with its players' progress, rounds over time and totals", async () => {
    const detail = await ctx.viewer.data(`{
      freeRoundsCampaign(operatorId: "demo-casino", campaignId: "played-1") {
        roundsAwarded roundsPlayed win
        players(first: 1) { items { externalPlayerId roundsPlayed roundsLeft win state } nextCursor }
        hourly: roundsPlayedOverTime { interval currency points { at rounds win } }
        daily: roundsPlayedOverTime(interval: day) { interval points { rounds win } }
      }
    }`);
    const campaign = detail.freeRoundsCampaign;
    expect({ awarded: campaign.roundsAwarded, played: campaign.roundsPlayed, win: campaign.win }).toEqual({
      awarded: 20,
      played: 2,
      win: "1.50",
    });
    expect(campaign.players.items).toEqual([
      { externalPlayerId: "player-1", roundsPlayed: 2, roundsLeft: 8, win: "1.50", state: "active" },
    ]);
    expect(campaign.players.nextCursor).toEqual(expect.any(String));

    expect(campaign.hourly.interval).toBe("hour");
    expect(campaign.hourly.currency).toBe("EUR");
    expect(campaign.hourly.points.map((point: { rounds: number; win: string }) => [point.rounds, point.win])).toEqual([
      [1, "1.50"],
      [0, "0.00"],
      [1, "0.00"],
    ]);
    const [first, , last] = campaign.hourly.points as { at: string }[];
    expect(new Date(last!.at).getTime() - new Date(first!.at).getTime()).toBe(2 * HOUR);
    expect(new Date(first!.at).getTime() % HOUR).toBe(0);
    const dailyRounds = campaign.daily.points.reduce((sum: number, point: { rounds: number }) => sum + point.rounds, 0);
    expect({ interval: campaign.daily.interval, rounds: dailyRounds }).toEqual({ interval: "day", rounds: 2 });

    const next = await ctx.viewer.data(
      `query ($after: String) { freeRoundsCampaign(operatorId: "demo-casino", campaignId: "played-1") { players(first: 1, after: $after) { items { externalPlayerId roundsLeft } nextCursor } } }`,
      { after: campaign.players.nextCursor },
    );
    expect(next.freeRoundsCampaign.players).toEqual({
      items: [{ externalPlayerId: "player-2", roundsLeft: 10 }],
      nextCursor: null,
    });

    const fresh = await ctx.admin.data(CREATE, { input: createInput() });
    const empty = await ctx.admin.data(
      `query ($c: ID!) { freeRoundsCampaign(operatorId: "demo-casino", campaignId: $c) { roundsPlayedOverTime { interval points { at } } } }`,
      {
        c: fresh.createFreeRoundsCampaign.campaign.campaignId,
      },
    );
    expect(empty.freeRoundsCampaign.roundsPlayedOverTime).toEqual({ interval: "hour", points: [] });
  });

  it("counts a free round played through the runtime in the campaign's totals and its current hour", async () => {
    const session = await launch(ctx.app.baseUrl, ctx.seed.credentials.operatorKey, {
      external_player_id: "player-2",
      currency: "EUR",
    });
    const browser = await openLaunchUrl(session.launch_url, ctx.app.baseUrl);
    const state = (await (await browser.api("/state")).json()) as {
      freeRounds: { awardId: string; campaignId: string }[];
    };
    const offer = state.freeRounds.find((award) => award.campaignId === "played-1")!;
    const spunFrom = Date.now();
    const spin = await browser.post("/spin", { betLevel: 1, coinValue: "0.10", freeRoundsAwardId: offer.awardId });
    const spunUntil = Date.now();
    const played = (await spin.json()) as { round: { win: string }; freeRounds: { roundsPlayed: number; win: string } };
    expect({ status: spin.status, roundsPlayed: played.freeRounds.roundsPlayed }).toEqual({
      status: 200,
      roundsPlayed: 1,
    });
    const credited = played.freeRounds.win;

    const detail = await ctx.viewer.data(`{
      freeRoundsCampaign(operatorId: "demo-casino", campaignId: "played-1") {
        roundsPlayed win
        players { items { externalPlayerId roundsPlayed win } }
        roundsPlayedOverTime { interval points { at rounds win } }
      }
    }`);
    const campaign = detail.freeRoundsCampaign;
    expect(campaign.roundsPlayed).toBe(3);
    expect(campaign.players.items[1]).toEqual({ externalPlayerId: "player-2", roundsPlayed: 1, win: credited });
    const points = campaign.roundsPlayedOverTime.points as { at: string; rounds: number; win: string }[];
    // Hourly buckets up to the current hour: the two seeded rounds (3 h and 1 h before the setup) and this one. An
    // hour that ends during the test adds an empty bucket, so the played ones are found by their hour.
    const hourOf = (ms: number) => new Date(Math.floor(ms / HOUR) * HOUR).toISOString();
    expect(points.filter((point) => point.rounds > 0).map((point) => point.rounds)).toEqual([1, 1, 1]);
    for (const [index, point] of points.entries())
      if (index > 0) expect(Date.parse(point.at) - Date.parse(points[index - 1]!.at)).toBe(HOUR);
    const spun = points.filter((point) => point.rounds > 0).at(-1)!;
    expect([hourOf(spunFrom), hourOf(spunUntil)]).toContain(spun.at);
    expect(spun).toEqual({ at: spun.at, rounds: 1, win: credited });
  });

  it("adds players and cancels; a cancelled campaign takes no players; every change is audited", async () => {
    const input = createInput();
    await ctx.admin.data(CREATE, { input });
    const added = await ctx.admin.data(ADD_PLAYERS, {
      operatorId: "demo-casino",
      campaignId: input.campaignId,
      players: ["player-b", "player-c"],
    });
    expect(added.addFreeRoundsPlayers).toEqual({
      added: ["player-c"],
      alreadyAwarded: ["player-b"],
      campaign: { playersCount: 3, roundsAwarded: 15 },
    });
    const duplicate = await ctx.admin.graphql(ADD_PLAYERS, {
      operatorId: "demo-casino",
      campaignId: input.campaignId,
      players: ["x", "x"],
    });
    expect(errorCodes(duplicate)).toEqual(["duplicate_players"]);

    const cancelled = await ctx.admin.data(CANCEL, { operatorId: "demo-casino", campaignId: input.campaignId });
    expect(cancelled.cancelFreeRoundsCampaign.state).toBe("cancelled");
    expect(cancelled.cancelFreeRoundsCampaign.cancelledAt).toEqual(expect.any(String));
    const again = await ctx.admin.data(CANCEL, { operatorId: "demo-casino", campaignId: input.campaignId });
    expect(again.cancelFreeRoundsCampaign).toEqual(cancelled.cancelFreeRoundsCampaign);

    const late = await ctx.admin.graphql(ADD_PLAYERS, {
      operatorId: "demo-casino",
      campaignId: input.campaignId,
      players: ["player-d"],
    });
    expect(errorCodes(late)).toEqual(["campaign_not_active"]);
    const players = await ctx.admin.data(
      `query ($c: ID!) { freeRoundsCampaign(operatorId: "demo-casino", campaignId: $c) { players { items { state roundsLeft } } } }`,
      { c: input.campaignId },
    );
    expect(
      new Set(
        players.freeRoundsCampaign.players.items.map(
          (player: { state: string; roundsLeft: number }) => `${player.state}:${player.roundsLeft}`,
        ),
      ),
    ).toEqual(new Set(["cancelled:0"]));

    const listed = await ctx.admin.data(LIST, { filter: { state: "cancelled", search: input.campaignId } });
    expect(listed.freeRoundsCampaigns.items).toEqual([{ campaignId: input.campaignId, state: "cancelled" }]);

    const audit = await ctx.viewer.data(
      `{ auditLog(filter: { action: "free_rounds." }, first: 200) { items { actor action targetType targetLabel } } }`,
    );
    const mine = audit.auditLog.items.filter(
      (entry: { targetLabel: string | null }) => entry.targetLabel === `demo-casino/${input.campaignId}`,
    );
    expect(mine.map((entry: { action: string }) => entry.action)).toEqual([
      "free_rounds.campaign.cancel",
      "free_rounds.campaign.add_players",
      "free_rounds.campaign.create",
    ]);
    for (const entry of mine)
      expect(entry).toMatchObject({ actor: "console:admin@demo.local", targetType: "free_rounds_campaign" });
  });

  it("lets viewers read but not change; unknown campaigns are campaign_not_found", async () => {
    const input = createInput();
    const refused = await ctx.viewer.graphql(CREATE, { input });
    expect({ status: refused.status, codes: errorCodes(refused) }).toEqual({ status: 403, codes: ["forbidden"] });
    const cancel = await ctx.viewer.graphql(CANCEL, { operatorId: "demo-casino", campaignId: "played-1" });
    expect({ status: cancel.status, codes: errorCodes(cancel) }).toEqual({ status: 403, codes: ["forbidden"] });
    const add = await ctx.viewer.graphql(ADD_PLAYERS, {
      operatorId: "demo-casino",
      campaignId: "played-1",
      players: ["v-1"],
    });
    expect(errorCodes(add)).toEqual(["forbidden"]);

    const still = await ctx.viewer.data(
      `{ freeRoundsCampaign(operatorId: "demo-casino", campaignId: "played-1") { state playersCount } }`,
    );
    expect(still.freeRoundsCampaign).toEqual({ state: "active", playersCount: 2 });
    const missing = await ctx.viewer.graphql(
      `{ freeRoundsCampaign(operatorId: "demo-casino", campaignId: "nope") { campaignId } }`,
    );
    expect(errorCodes(missing)).toEqual(["campaign_not_found"]);
    const anonymous = await ctx.anonymous.graphql(`{ freeRoundsCampaigns { items { campaignId } } }`);
    expect(errorCodes(anonymous)).toEqual(["unauthenticated"]);
  });
});
