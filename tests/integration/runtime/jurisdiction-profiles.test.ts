import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchResponseSchema } from "@/lib/contract/provider-api";
import { runtimeErrorResponseSchema, spinResponseSchema, stateResponseSchema } from "@/lib/contract/runtime-api";
import { startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";
import { openLaunchUrl, postJson, type GameBrowser } from "@/tests/integration/support/runtime-fixtures";

// Regulated markets on the built app: a launch names a jurisdiction (stored on its session, unknown ones are the
// contract's 400), staff assign a profile per operator (GraphQL, audited), the session plays under the stricter
// of both, and the spin endpoint itself refuses what the profile forbids: a spin too soon after the previous
// one, a stake above the limit, a feature buy; and a profile that excludes jackpots (DE) settles its rounds without a
// jackpot contribution.

let ctx: ConsoleTestContext;
let operatorKey: string;

// Starting the built app with a fresh seeded database can take minutes on a loaded machine.
beforeAll(async () => {
  ctx = await startConsoleTest();
  operatorKey = ctx.seed.credentials.operatorKey;
}, 300_000);
afterAll(async () => {
  await ctx?.stop();
});

function launchRequest(body: Record<string, unknown>): Promise<Response> {
  return postJson(
    `${ctx.app.baseUrl}/api/provider/v1/launch-url`,
    { symbol: "vs20aurora", external_player_id: "player-1", currency: "EUR", ...body },
    {
      "x-provider-api-key": operatorKey,
    },
  );
}

async function openGame(body: Record<string, unknown>): Promise<GameBrowser> {
  const response = await launchRequest(body);
  expect(response.status).toBe(200);
  return openLaunchUrl(launchResponseSchema.parse(await response.json()).launch_url);
}

async function stateOf(browser: GameBrowser) {
  return stateResponseSchema.parse(await (await browser.api("/state")).json());
}

async function expectError(response: Response, status: number, code: string): Promise<string> {
  const body = runtimeErrorResponseSchema.parse(await response.json());
  expect({ status: response.status, code: body.error }).toEqual({ status, code });
  return body.detail;
}

describe("the launch's jurisdiction", () => {
  it("refuses an unknown jurisdiction and a reality-check interval below one minute with the contract's 400", async () => {
    const unknown = await launchRequest({ jurisdiction: "XX" });
    expect(await expectError(unknown, 400, "invalid_request")).toMatch(
      /jurisdiction.*must be one of DEFAULT, UK, DE, SE, ES, MT/,
    );
    const tooShort = await launchRequest({ reality_check_minutes: 0 });
    expect(await expectError(tooShort, 400, "invalid_request")).toMatch(/reality_check_minutes.*at least 1/);
    const fractional = await launchRequest({ reality_check_minutes: 1.5 });
    expect(await expectError(fractional, 400, "invalid_request")).toMatch(/reality_check_minutes/);
  });

  it("stores the jurisdiction and a shorter reality check on the session; a relaunch without them clears them", async () => {
    const uk = await openGame({ jurisdiction: "UK", reality_check_minutes: 5 });
    const { rules } = (await stateOf(uk)).session;
    expect(rules.profile).toMatchObject({
      code: "UK",
      minSpinIntervalMs: 2500,
      turboAllowed: false,
      slamStopAllowed: false,
      autoplay: { allowed: false },
      netPositionShown: true,
    });
    expect(rules.profile.realityCheckMinutes).toBe(5);
    expect(rules.realityCheckIntervalMs).toBe(5 * 60_000);
    expect(rules.playedMs).toBeGreaterThanOrEqual(0);

    // A longer interval than the profile's is not a loosening: the profile's 60 minutes stay.
    const longer = await openGame({ jurisdiction: "UK", reality_check_minutes: 600 });
    expect((await stateOf(longer)).session.rules.realityCheckIntervalMs).toBe(60 * 60_000);

    const plain = await openGame({});
    expect((await stateOf(plain)).session.rules.profile).toMatchObject({
      code: "DEFAULT",
      minSpinIntervalMs: 0,
      realityCheckMinutes: null,
    });
    expect((await stateOf(plain)).netPosition).toBe("0.00");
  });
});

describe("the operator's profile", () => {
  it("is assigned by staff (audited), listed with every profile, and combined with the launch's, rule by rule", async () => {
    const profiles = await ctx.viewer.data(
      `{ jurisdictionProfiles { code minSpinIntervalMs featureBuyAllowed maxStake { currency amount } } rtpVariants }`,
    );
    expect(profiles.jurisdictionProfiles.map((profile: { code: string }) => profile.code)).toEqual([
      "DEFAULT",
      "UK",
      "DE",
      "SE",
      "ES",
      "MT",
    ]);
    expect(profiles.rtpVariants).toEqual(["96", "94", "92"]);

    const refused = await ctx.admin.graphql(
      `mutation { updateOperator(id: "demo-casino", input: { jurisdiction: "XX" }) { id } }`,
    );
    expect(refused.errors?.[0]?.message).toMatch(/jurisdiction must be one of/);
    const viewerRefused = await ctx.viewer.graphql(
      `mutation { updateOperator(id: "demo-casino", input: { jurisdiction: "DE" }) { id } }`,
    );
    expect(viewerRefused.errors?.[0]?.extensions?.code).toBe("forbidden");

    const saved = await ctx.admin.data(
      `mutation { updateOperator(id: "demo-casino", input: { jurisdiction: "de", rtpVariant: "94" }) { jurisdiction rtpVariant } }`,
    );
    expect(saved.updateOperator).toEqual({ jurisdiction: "DE", rtpVariant: "94" });
    const audit = await ctx.admin.data(
      `{ auditLog(filter: { targetType: "operator", targetId: "demo-casino", action: "operator.update" }, first: 1) { items { actor before after } } }`,
    );
    expect(audit.auditLog.items[0]).toMatchObject({
      before: { jurisdiction: null, rtpVariant: null },
      after: { jurisdiction: "DE", rtpVariant: "94" },
    });

    try {
      // DE for the operator, UK for the launch: UK's name, DE's stricter interval, stake limit and feature buy.
      const session = (await stateOf(await openGame({ jurisdiction: "UK" }))).session;
      expect(session.rules.profile).toMatchObject({
        code: "UK",
        minSpinIntervalMs: 5000,
        featureBuyAllowed: false,
        maxStake: { EUR: "1.00" },
        autoplay: { allowed: false },
        turboAllowed: false,
      });
      // A launch never loosens the operator's profile: DEFAULT named by the launch keeps DE.
      expect((await stateOf(await openGame({ jurisdiction: "DEFAULT" }))).session.rules.profile).toMatchObject({
        code: "DE",
        minSpinIntervalMs: 5000,
      });
    } finally {
      await ctx.admin.data(
        `mutation { updateOperator(id: "demo-casino", input: { jurisdiction: null, rtpVariant: null }) { id } }`,
      );
    }
  });
});

describe("the spin endpoint enforces the profile", () => {
  it("refuses a spin sooner than the minimum interval after the previous one (429 spin_too_fast, Retry-After); a retried spin replays", async () => {
    const uk = await openGame({ jurisdiction: "UK", external_player_id: "player-2" });
    const first = await uk.post(
      "/spin",
      { betLevel: 1, coinValue: "0.01" },
      { headers: { "Idempotency-Key": "uk-spin-1" } },
    );
    expect(first.status).toBe(200);
    const round = spinResponseSchema.parse(await first.json()).round;

    const tooFast = await uk.post(
      "/spin",
      { betLevel: 1, coinValue: "0.01" },
      { headers: { "Idempotency-Key": "uk-spin-2" } },
    );
    expect(Number(tooFast.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await expectError(tooFast, 429, "spin_too_fast")).toMatch(/UK.*2500 ms/);

    // The first spin asked again under its own key (its answer lost on the way) is answered from its round.
    const retried = await uk.post(
      "/spin",
      { betLevel: 1, coinValue: "0.01" },
      { headers: { "Idempotency-Key": "uk-spin-1" } },
    );
    expect(retried.status).toBe(200);
    expect(spinResponseSchema.parse(await retried.json()).round.id).toBe(round.id);

    // Once the interval has passed, the next spin plays; the state's net position counts both rounds' money once.
    await new Promise((resolve) => setTimeout(resolve, 2_600));
    const later = await uk.post("/spin", { betLevel: 1, coinValue: "0.01" });
    expect(later.status).toBe(200);
    const second = spinResponseSchema.parse(await later.json()).round;
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    const expected = cents(round.win) - cents(round.bet) + cents(second.win) - cents(second.bet);
    expect(cents((await stateOf(uk)).netPosition)).toBe(expected);
  });

  it("under DE in EUR refuses a stake above 1 EUR and a feature buy, and plays a stake of 1 EUR", async () => {
    const de = await openGame({ jurisdiction: "DE" });
    // vs20aurora: 20 lines, so bet level 1 at 0.10 stakes 2.00 EUR.
    expect(
      await expectError(await de.post("/spin", { betLevel: 1, coinValue: "0.10" }), 403, "stake_above_limit"),
    ).toMatch(/2\.00 EUR.*limit of 1\.00 EUR/);
    expect((await de.post("/spin", { betLevel: 1, coinValue: "0.05" })).status).toBe(200);

    const pharaoh = await openGame({ jurisdiction: "DE", symbol: "vs25pharaoh" });
    expect((await stateOf(pharaoh)).game.buyFeature).toBeDefined();
    expect(
      await expectError(
        await pharaoh.post("/spin", { betLevel: 1, coinValue: "0.01", buyFeature: true }),
        403,
        "feature_buy_not_allowed",
      ),
    ).toMatch(/DE/);
  });

  it("leaves the permissive default alone: back-to-back spins play", async () => {
    const plain = await openGame({ external_player_id: "player-2", symbol: "vs10fruitblaze" });
    for (let spin = 0; spin < 3; spin++) {
      expect((await plain.post("/spin", { betLevel: 1, coinValue: "0.01" })).status).toBe(200);
    }
  });
});

describe("a profile that excludes jackpots", () => {
  it("settles a DE session's round without a contribution; the same session relaunched under DEFAULT contributes", async () => {
    const created = await ctx.admin.data(
      `mutation { createJackpotPool(input: { title: "Jurisdiction pool", scope: local, games: ["vs25pharaoh"],
        operatorIds: ["demo-casino"], baseCurrency: "EUR",
        tiers: [{ name: "mega", kind: mystery, seed: "100.00", cap: "1000000.00", contributionRate: "0.04" }] }) { poolId } }`,
    );
    const poolId = created.createJackpotPool.poolId as string;
    const contributed = async () =>
      (await ctx.admin.data(`{ jackpotLiability(poolId: "${poolId}") { contributions } }`)).jackpotLiability[0]
        .contributions as string;

    // vs25pharaoh, 25 lines at 0.01: a stake of 0.25 EUR. Under DE it feeds nothing (GlüStV 2021 § 22a (6)).
    const de = await openGame({ jurisdiction: "DE", external_player_id: "player-2", symbol: "vs25pharaoh" });
    expect((await stateOf(de)).session.rules.profile).toMatchObject({ code: "DE", jackpotsAllowed: false });
    expect((await de.post("/spin", { betLevel: 1, coinValue: "0.01" })).status).toBe(200);
    expect(await contributed()).toBe("0.00");

    // The same player and game launched without a jurisdiction: the round gives floor(0.25 × 4 %) = 0.01.
    const plain = await openGame({ external_player_id: "player-2", symbol: "vs25pharaoh" });
    expect((await stateOf(plain)).session.rules.profile).toMatchObject({ code: "DEFAULT", jackpotsAllowed: true });
    expect((await plain.post("/spin", { betLevel: 1, coinValue: "0.01" })).status).toBe(200);
    expect(await contributed()).toBe("0.01");
  });
});
