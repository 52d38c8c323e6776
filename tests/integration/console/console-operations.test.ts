import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import {
  errorCodes,
  startConsoleTest,
  StaffClient,
  type ConsoleTestContext,
} from "@/tests/integration/support/graphql-fixtures";
import { untilCacheFollows } from "@/tests/support/cache-staleness";

// The console's operations views against the built app: the dashboard's series (buckets, percentiles, errors,
// sessions, spins) over seeded wallet attempts and rounds, one operator's health, API key expiry and batched
// usage counts, staff management (deactivation ends sign-in and open sessions; the last admin is kept), and the
// global search per kind of id.

const HOUR = 3_600_000;
const OPERATOR = "demo-casino";
const PLAYER = "search-player-7";
const SESSION_ID = "ses_consoleOpsSession000000001";
const ROUND_ID = "rnd_consoleOpsRound0000000001";
const TRANSACTION_ID = "dbt_consoleOpsDebit0000000001";
const CAMPAIGN_ID = "Search Campaign/42";
/** What the search finds by name, read while seeding (the app holds the embedded database afterwards). */
const searchNames = { operatorName: "", game: { symbol: "", title: "" } };

/** The start of the hour `hoursAgo` before now (UTC), as the series buckets it. */
function hourStart(hoursAgo: number): Date {
  return new Date(Math.floor(Date.now() / HOUR) * HOUR - hoursAgo * HOUR);
}

// Latencies of the bucket two hours ago; with the rejected attempt's 25 ms the finished ones are 10, 20, 25, 30,
// 40, 100: p50 = 25 + 0.5 × 5 = 27.5 and p95 = 40 + 0.75 × 60 = 85 (interpolated, percentile_cont).
const LATENCIES = [10, 20, 30, 40, 100];

async function seedOperations(): Promise<void> {
  const game = await prisma.game.findFirstOrThrow({ orderBy: { symbol: "asc" } });
  searchNames.operatorName = (await prisma.operator.findUniqueOrThrow({ where: { id: OPERATOR } })).name;
  searchNames.game = { symbol: game.symbol, title: game.title };
  await prisma.freeRoundsCampaign.create({
    data: {
      id: "frc_consoleOpsSearch0000001",
      operatorId: OPERATOR,
      campaignId: CAMPAIGN_ID,
      requestDigest: "search",
      gameSymbols: [game.symbol],
      rounds: 5,
      betLevel: 1,
      coinValue: "0.10",
      currency: "EUR",
      exponent: 2,
      validFrom: new Date(),
      expiresAt: new Date(Date.now() + 24 * HOUR),
      createdBy: "staff:test",
    },
  });
  const twoHoursAgo = hourStart(2);
  const attempt = (
    outcome: "succeeded" | "rejected" | "failed" | "invalid_signature" | "unknown",
    latencyMs: number,
    startedAt: Date,
    index: number,
  ) => ({
    operatorId: OPERATOR,
    playerId: PLAYER,
    type: "debit" as const,
    attemptNumber: 1,
    requestId: `req_consoleOps${index}`,
    url: "https://wallet.example/debit",
    requestHeaders: {},
    requestBody: "{}",
    outcome,
    latencyMs,
    startedAt,
  });
  await prisma.walletCallbackAttempt.createMany({
    data: [
      ...LATENCIES.map((latency, index) =>
        attempt(
          index === 4 ? "failed" : "succeeded",
          latency,
          new Date(twoHoursAgo.getTime() + (index + 1) * 60_000),
          index,
        ),
      ),
      // A business refusal is not an error; an attempt still open has no latency yet.
      attempt("rejected", 25, new Date(twoHoursAgo.getTime() + 10 * 60_000), 5),
      attempt("unknown", 0, new Date(twoHoursAgo.getTime() + 11 * 60_000), 6),
      attempt("invalid_signature", 50, new Date(hourStart(5).getTime() + 60_000), 7),
    ],
  });
  await prisma.launchSession.create({
    data: {
      id: SESSION_ID,
      operatorId: OPERATOR,
      gameId: game.id,
      externalPlayerId: PLAYER,
      currency: "EUR",
      expiresAt: new Date(Date.now() + 24 * HOUR),
      createdAt: new Date(twoHoursAgo.getTime() + 5 * 60_000),
    },
  });
  await prisma.gameRound.createMany({
    data: [1, 2, 3].map((index) => ({
      id: `${ROUND_ID}${index}`,
      sessionId: SESSION_ID,
      operatorId: OPERATOR,
      playerId: PLAYER,
      gameSymbol: game.symbol,
      currency: "EUR",
      betLevel: 1,
      coinValue: "0.01",
      betMinor: 100n,
      winMinor: 0n,
      outcome: {},
      createdAt: new Date(twoHoursAgo.getTime() + (20 + index) * 60_000),
    })),
  });
  await prisma.walletRound.create({
    data: {
      id: ROUND_ID,
      operatorId: OPERATOR,
      playerId: PLAYER,
      sessionId: SESSION_ID,
      gameSymbol: game.symbol,
      currency: "EUR",
      exponent: 2,
      betMinor: 100n,
      state: "settled",
      winMinor: 0n,
    },
  });
  await prisma.walletTransaction.createMany({
    data: [
      {
        id: TRANSACTION_ID,
        roundId: ROUND_ID,
        operatorId: OPERATOR,
        playerId: PLAYER,
        sessionId: SESSION_ID,
        gameSymbol: game.symbol,
        currency: "EUR",
        exponent: 2,
        type: "debit",
        actionType: "bet",
        amountMinor: 100n,
        state: "pending",
      },
      {
        id: "cdt_consoleOpsCredit000000001",
        roundId: ROUND_ID,
        operatorId: OPERATOR,
        playerId: PLAYER,
        sessionId: SESSION_ID,
        gameSymbol: game.symbol,
        currency: "EUR",
        exponent: 2,
        type: "credit",
        actionType: "win",
        amountMinor: 50n,
        state: "gave_up",
      },
    ],
  });
}

interface Point {
  at: string;
  callbacks: number;
  succeeded: number;
  rejected: number;
  errors: number;
  errorRate: number | null;
  p50LatencyMs: number | null;
  p95LatencyMs: number | null;
  sessions: number | null;
  spins: number | null;
}

const POINT_FIELDS = "at callbacks succeeded rejected errors errorRate p50LatencyMs p95LatencyMs sessions spins";

describe("console operations: series, health, keys, staff, search", () => {
  let ctx: ConsoleTestContext;

  beforeAll(async () => {
    ctx = await startConsoleTest({ prepare: seedOperations, env: { API_KEY_USAGE_FLUSH_SECONDS: "1" } });
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  const rest = (key: string) =>
    fetch(`${ctx.app.baseUrl}/api/provider/v1/games`, { headers: { "x-provider-api-key": key } });

  describe("dashboard series", () => {
    it("buckets the last 24 hours by hour with p50/p95, errors, sessions and spins; empty hours are zeros", async () => {
      const data = await ctx.admin.data(
        `{ dashboardSeries(range: last24h) { range interval from to operatorId points { ${POINT_FIELDS} } } }`,
      );
      const series = data.dashboardSeries;
      expect(series).toMatchObject({ range: "last24h", interval: "hour", operatorId: null });
      expect(series.points).toHaveLength(24);
      const at = (date: Date) =>
        series.points.find((point: Point) => point.at === date.toISOString()) as Point | undefined;
      // Seeded hours may have slid by one if an hour began between the seed and this query; the bucket still exists.
      expect(at(hourStart(2))).toEqual({
        at: hourStart(2).toISOString(),
        callbacks: 7,
        succeeded: 4,
        rejected: 1,
        errors: 1,
        errorRate: 1 / 6,
        p50LatencyMs: 27.5,
        p95LatencyMs: 85,
        sessions: 1,
        spins: 3,
      });
      expect(at(hourStart(5))).toMatchObject({ callbacks: 1, errors: 1, errorRate: 1, p50LatencyMs: 50 });
      const quiet = at(hourStart(3))!;
      expect(quiet).toMatchObject({
        callbacks: 0,
        errors: 0,
        errorRate: null,
        p50LatencyMs: null,
        p95LatencyMs: null,
        sessions: 0,
        spins: 0,
      });
      const totals = series.points.reduce((sum: number, point: Point) => sum + point.callbacks, 0);
      expect(totals).toBeGreaterThanOrEqual(8);
    });

    it("buckets 7 and 30 days by day, the same attempts in the same totals", async () => {
      for (const [range, buckets] of [
        ["last7d", 7],
        ["last30d", 30],
      ] as const) {
        const data = await ctx.admin.data(
          `query S($range: DashboardRange!) { dashboardSeries(range: $range) { interval points { ${POINT_FIELDS} } } }`,
          { range },
        );
        expect(data.dashboardSeries.interval).toBe("day");
        expect(data.dashboardSeries.points).toHaveLength(buckets);
        const points = data.dashboardSeries.points as Point[];
        for (const point of points) expect(new Date(point.at).getUTCHours()).toBe(0);
        expect(points.reduce((sum, point) => sum + point.callbacks, 0)).toBe(8);
        expect(points.reduce((sum, point) => sum + point.errors, 0)).toBe(2);
        expect(points.reduce((sum, point) => sum + (point.spins ?? 0), 0)).toBe(3);
      }
    });

    it("gives one operator's health: its series, pending and given-up deliveries; unknown operators are not found", async () => {
      const data = await ctx.admin.data(
        `{ operatorHealth(operatorId: "${OPERATOR}", range: last24h) { operatorId pendingDeliveries gaveUpDeliveries series { operatorId points { ${POINT_FIELDS} } } } }`,
      );
      const health = data.operatorHealth;
      expect(health).toMatchObject({ operatorId: OPERATOR, pendingDeliveries: 1, gaveUpDeliveries: 1 });
      const point = (health.series.points as Point[]).find((entry) => entry.at === hourStart(2).toISOString());
      expect(point).toMatchObject({
        callbacks: 7,
        errors: 1,
        p50LatencyMs: 27.5,
        p95LatencyMs: 85,
        sessions: null,
        spins: null,
      });
      const other = await ctx.admin.data(
        `{ operatorHealth(operatorId: "nova-bet", range: last7d) { pendingDeliveries series { points { callbacks } } } }`,
      );
      expect(other.operatorHealth.series.points.reduce((sum: number, entry: Point) => sum + entry.callbacks, 0)).toBe(
        0,
      );
      expect(
        errorCodes(
          await ctx.admin.graphql(`{ operatorHealth(operatorId: "no-such-operator", range: last24h) { operatorId } }`),
        ),
      ).toEqual(["operator_not_found"]);
    });
  });

  describe("API keys", () => {
    it("refuses a key past its expiry exactly like a revoked one, and refuses an expiry in the past", async () => {
      const revokedKey = await ctx.admin.data(
        `mutation { createApiKey(input: { kind: operator, operatorId: "${OPERATOR}", name: "to revoke" }) { key apiKey { id } } }`,
      );
      await ctx.admin.data(`mutation R($id: ID!) { revokeApiKey(id: $id) { id } }`, {
        id: revokedKey.createApiKey.apiKey.id,
      });
      const revokedResponse = await untilCacheFollows(
        () => rest(revokedKey.createApiKey.key),
        (response) => response.status !== 200,
      );

      const expiresAt = new Date(Date.now() + 4_000).toISOString();
      const expiring = await ctx.admin.data(
        `mutation C($at: DateTime) { createApiKey(input: { kind: operator, operatorId: "${OPERATOR}", name: "short-lived", expiresAt: $at }) { key apiKey { id expiresAt } } }`,
        { at: expiresAt },
      );
      expect(expiring.createApiKey.apiKey.expiresAt).toBe(expiresAt);
      const key = expiring.createApiKey.key as string;
      expect((await rest(key)).status).toBe(200);
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, new Date(expiresAt).getTime() - Date.now()) + 250),
      );
      const expiredResponse = await rest(key);
      expect(expiredResponse.status).toBe(401);
      expect(expiredResponse.status).toBe(revokedResponse.status);
      expect(expiredResponse.headers.get("www-authenticate")).toBe(revokedResponse.headers.get("www-authenticate"));
      expect(await expiredResponse.json()).toEqual(await revokedResponse.json());

      const past = await ctx.admin.graphql(
        `mutation { createApiKey(input: { kind: master, name: "already over", expiresAt: "2020-01-01T00:00:00.000Z" }) { key } }`,
      );
      expect(errorCodes(past)).toEqual(["invalid_request"]);
    });

    it("counts authenticated requests in memory and stores them in batches", async () => {
      const issued = await ctx.admin.data(
        `mutation { createApiKey(input: { kind: operator, operatorId: "${OPERATOR}", name: "counted" }) { key apiKey { id useCount } } }`,
      );
      expect(issued.createApiKey.apiKey.useCount).toBe(0);
      for (let index = 0; index < 5; index += 1) expect((await rest(issued.createApiKey.key)).status).toBe(200);
      let count = 0;
      for (let attempt = 0; attempt < 100 && count < 5; attempt += 1) {
        const keys = await ctx.admin.data(`{ apiKeys(operatorId: "${OPERATOR}") { id useCount } }`);
        count = keys.apiKeys.find((entry: { id: string }) => entry.id === issued.createApiKey.apiKey.id)?.useCount ?? 0;
        if (count < 5) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(count).toBe(5);
      // A refused request is not a use. (The last character changed: a key ending in "x" once made "x" no change.)
      const key: string = issued.createApiKey.key;
      expect((await rest(`${key.slice(0, -1)}${key.endsWith("x") ? "y" : "x"}`)).status).toBe(401);
    });
  });

  describe("staff management", () => {
    it("creates staff, changes roles, and a deactivated account can neither sign in nor keep using its session", async () => {
      const password = "staff-password-for-tests-1";
      const created = await ctx.admin.data(
        `mutation { createStaffUser(input: { email: "Temp.Staff@Console.test", name: "Temp Staff", role: viewer, password: "${password}" }) { initialPassword staffUser { id email role disabledAt hasPassword } } }`,
      );
      const user = created.createStaffUser.staffUser;
      expect(created.createStaffUser.initialPassword).toBeNull();
      expect(user).toMatchObject({
        email: "temp.staff@console.test",
        role: "viewer",
        disabledAt: null,
        hasPassword: true,
      });

      const generated = await ctx.admin.data(
        `mutation { createStaffUser(input: { email: "generated@console.test", name: "Generated", role: viewer }) { initialPassword } }`,
      );
      const generatedPassword = generated.createStaffUser.initialPassword as string;
      expect(generatedPassword.length).toBeGreaterThanOrEqual(20);
      expect(
        (await new StaffClient(ctx.app.baseUrl, "203.0.113.30").signIn("generated@console.test", generatedPassword))
          .signedIn,
      ).toBe(true);

      const staff = new StaffClient(ctx.app.baseUrl, "203.0.113.31");
      expect((await staff.signIn(user.email, password)).signedIn).toBe(true);
      expect((await staff.data("{ me { email role } }")).me).toEqual({ email: user.email, role: "viewer" });

      const promoted = await ctx.admin.data(
        `mutation U($id: ID!) { updateStaffUser(id: $id, input: { role: admin }) { role } }`,
        { id: user.id },
      );
      expect(promoted.updateStaffUser.role).toBe("admin");
      expect((await staff.data("{ me { role } }")).me.role).toBe("admin");

      const deactivated = await ctx.admin.data(
        `mutation U($id: ID!) { updateStaffUser(id: $id, input: { active: false }) { disabledAt } }`,
        { id: user.id },
      );
      expect(deactivated.updateStaffUser.disabledAt).not.toBeNull();
      const afterwards = await staff.graphql("{ me { email } }");
      expect(afterwards.status).toBe(401);
      expect(errorCodes(afterwards)).toEqual(["unauthenticated"]);
      const again = await new StaffClient(ctx.app.baseUrl, "203.0.113.32").signIn(user.email, password);
      expect(again.signedIn).toBe(false);
      expect(again.error).toBe("CredentialsSignin");

      await ctx.admin.data(`mutation U($id: ID!) { updateStaffUser(id: $id, input: { active: true }) { id } }`, {
        id: user.id,
      });
      expect((await new StaffClient(ctx.app.baseUrl, "203.0.113.33").signIn(user.email, password)).signedIn).toBe(true);

      const audit = await ctx.admin.data(
        `query A($id: String) { auditLog(filter: { targetType: "staff_user", targetId: $id }, first: 10) { items { action actor } } }`,
        { id: user.id },
      );
      expect(audit.auditLog.items.map((entry: { action: string }) => entry.action)).toEqual([
        "staff_user.reactivate",
        "staff_user.deactivate",
        "staff_user.set_role",
        "staff_user.create",
      ]);
      expect(audit.auditLog.items[0].actor).toBe("console:admin@demo.local");

      // Demoted back so the demo admin is the only admin again.
      await ctx.admin.data(`mutation U($id: ID!) { updateStaffUser(id: $id, input: { role: viewer }) { id } }`, {
        id: user.id,
      });
    });

    it("keeps one active admin: the last admin can neither demote nor deactivate themself", async () => {
      const me = (await ctx.admin.data("{ me { id } }")).me.id as string;
      for (const input of ["{ role: viewer }", "{ active: false }"]) {
        const refused = await ctx.admin.graphql(
          `mutation U($id: ID!) { updateStaffUser(id: $id, input: ${input}) { id } }`,
          { id: me },
        );
        expect(errorCodes(refused)).toEqual(["conflict"]);
      }
      expect((await ctx.admin.data("{ me { role } }")).me.role).toBe("admin");
    });

    it("is for admins only: a viewer can list nothing it could change, and its mutations are forbidden", async () => {
      const refused = await ctx.viewer.graphql(
        `mutation { createStaffUser(input: { email: "nope@console.test", name: "Nope", role: admin }) { initialPassword } }`,
      );
      expect(refused.status).toBe(403);
      expect(errorCodes(refused)).toEqual(["forbidden"]);
      const page = await ctx.viewer.request("/console/staff");
      expect(page.status).not.toBe(200);
    });
  });

  describe("global search", () => {
    const search = async (query: string) =>
      (await ctx.admin.data(`query S($q: String!) { search(query: $q) { kind id href operatorId } }`, { q: query }))
        .search as { kind: string; id: string; href: string; operatorId: string }[];

    it("finds each kind of id by its key, with a link to its console page", async () => {
      expect(await search(OPERATOR)).toEqual([
        { kind: "operator", id: OPERATOR, href: `/console/operators/${OPERATOR}`, operatorId: OPERATOR },
      ]);
      expect(await search(SESSION_ID)).toEqual([
        { kind: "session", id: SESSION_ID, href: `/console/sessions?player=${PLAYER}`, operatorId: OPERATOR },
      ]);
      expect(await search(ROUND_ID)).toEqual([
        { kind: "round", id: ROUND_ID, href: `/console/rounds/${ROUND_ID}`, operatorId: OPERATOR },
      ]);
      expect(await search(`${ROUND_ID}2`)).toEqual([
        { kind: "round", id: `${ROUND_ID}2`, href: `/console/rounds/${ROUND_ID}2`, operatorId: OPERATOR },
      ]);
      expect(await search(TRANSACTION_ID)).toEqual([
        {
          kind: "transaction",
          id: TRANSACTION_ID,
          href: `/console/wallet?transaction=${TRANSACTION_ID}`,
          operatorId: OPERATOR,
        },
      ]);
      expect(await search(PLAYER)).toEqual([
        { kind: "player", id: PLAYER, href: `/console/rounds?q=${PLAYER}&operator=${OPERATOR}`, operatorId: OPERATOR },
      ]);
    });

    it("finds operators and games by a part of their id or name in any case, campaigns and players by the start of their id", async () => {
      const { operatorName, game } = searchNames;
      expect(await search(operatorName.slice(1, 6).toUpperCase())).toContainEqual({
        kind: "operator",
        id: OPERATOR,
        href: `/console/operators/${OPERATOR}`,
        operatorId: OPERATOR,
      });
      expect(await search(game.title.slice(1).toLowerCase())).toContainEqual({
        kind: "game",
        id: game.symbol,
        href: `/console/games/${game.symbol}`,
        operatorId: null,
      });

      const campaignHit = {
        kind: "campaign",
        id: CAMPAIGN_ID,
        href: `/console/free-rounds/${OPERATOR}/Search%20Campaign%2F42`,
        operatorId: OPERATOR,
      };
      expect(await search("Search Campaign/")).toEqual([campaignHit]);
      expect(await search(CAMPAIGN_ID)).toEqual([campaignHit]);
      // Ids are case-sensitive; so is their start.
      expect(await search("search campaign/")).toEqual([]);
      expect(await search(PLAYER.slice(0, -1))).toEqual([
        { kind: "player", id: PLAYER, href: `/console/rounds?q=${PLAYER}&operator=${OPERATOR}`, operatorId: OPERATOR },
      ]);
    });

    it("answers nothing for unknown ids and blank text, and refuses over-long text and control characters", async () => {
      expect(await search("ses_doesNotExist")).toEqual([]);
      expect(await search("   ")).toEqual([]);
      const long = await ctx.admin.graphql(`query S($q: String!) { search(query: $q) { id } }`, { q: "x".repeat(201) });
      expect(errorCodes(long)).toEqual(["invalid_request"]);
      const nul = await ctx.admin.graphql(`query S($q: String!) { search(query: $q) { id } }`, {
        q: "search\u0000player",
      });
      expect(errorCodes(nul)).toEqual(["invalid_request"]);
    });
  });
});
