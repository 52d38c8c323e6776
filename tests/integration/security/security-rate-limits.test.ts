import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnectPrisma } from "@/lib/server/db/prisma";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { createProviderWorld, type ProviderWorld } from "@/tests/integration/support/provider-fixtures";

// The provider API's rate limits against the built app: per API key (token bucket, 429 with Retry-After, then
// recovery) and per client IP for failed authentication (429 before any key lookup); on PostgreSQL also the
// exactness of the per-key limit across two app instances sharing the database.

const GAMES_PATH = "/api/provider/v1/games";

function get(app: AppServer, options: { key?: string; clientIp?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.key !== undefined) headers["x-provider-api-key"] = options.key;
  // The app trusts one proxy hop (TRUSTED_PROXY_HOPS=1): the last X-Forwarded-For entry is the client.
  if (options.clientIp) headers["x-forwarded-for"] = options.clientIp;
  return fetch(`${app.baseUrl}${GAMES_PATH}`, { headers });
}

async function expectRateLimited(response: Response): Promise<number> {
  expect(response.status).toBe(429);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  const retryAfter = response.headers.get("retry-after") ?? "";
  expect(retryAfter).toMatch(/^[1-9]\d*$/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, error: "rate_limited" });
  expect(typeof body.detail).toBe("string");
  return Number(retryAfter);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("rate limits on one instance", () => {
  let database: TestDatabase;
  let world: ProviderWorld;
  let app: AppServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    await disconnectPrisma();
    database.useInThisProcess();
    world = await createProviderWorld();
    await database.release();
    app = await startAppServer({
      env: {
        ...database.env,
        RATE_LIMIT_ENABLED: "true",
        RATE_LIMIT_PER_KEY_BURST: "4",
        RATE_LIMIT_PER_KEY_PER_SECOND: "1",
        RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: "3",
        TRUSTED_PROXY_HOPS: "1",
      },
    });
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it("answers 429 with Retry-After once a key's burst is spent, and serves it again after that wait", async () => {
    const statuses: number[] = [];
    let limited: Response | null = null;
    // A burst of 4 at 1/s: a fifth or sixth quick request must be refused.
    for (let attempt = 0; attempt < 8 && !limited; attempt += 1) {
      const response = await get(app, { key: world.alphaKey, clientIp: "198.51.100.10" });
      statuses.push(response.status);
      if (response.status === 429) limited = response;
      else await response.arrayBuffer();
    }
    expect(limited, `statuses ${statuses.join(",")}`).not.toBeNull();
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(4);
    expect(limited!.headers.get("x-request-id")).toMatch(/^req_/);
    const retryAfter = await expectRateLimited(limited!);
    expect(retryAfter).toBe(1);

    // Another key is not affected by alpha's bucket.
    expect((await get(app, { key: world.betaKey, clientIp: "198.51.100.10" })).status).toBe(200);

    await sleep(retryAfter * 1000);
    expect((await get(app, { key: world.alphaKey, clientIp: "198.51.100.10" })).status).toBe(200);
  });

  it("refuses a client IP with 429 after too many failed authentications, before looking at its key", async () => {
    const attacker = "203.0.113.7";
    // betaKey is known to the instance (cached) from here on: its refusal below takes the one-statement path.
    expect((await get(app, { key: world.betaKey, clientIp: "203.0.113.9" })).status).toBe(200);
    for (const key of [undefined, "gpk_notARealKeyButLongEnoughToLookLikeOne1234567", world.revokedAlphaKey]) {
      const response = await get(app, { key, clientIp: attacker });
      expect(response.status).toBe(401);
      await response.arrayBuffer();
    }
    // The allowance (3 per minute) is spent: even a valid key from that address is refused now.
    const retryAfter = await expectRateLimited(
      await get(app, { key: "gpk_anotherGuessThatIsLongEnoughToLookLikeAKey12345", clientIp: attacker }),
    );
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(20);
    await expectRateLimited(await get(app, { key: world.betaKey, clientIp: attacker }));

    // Other addresses keep their own allowance; successful requests never use it up.
    expect((await get(app, { key: world.betaKey, clientIp: "203.0.113.8" })).status).toBe(200);
    expect((await get(app, { clientIp: "203.0.113.8" })).status).toBe(401);
  });

  it("counts the refusals in /metrics", async () => {
    const metrics = await (await fetch(`${app.baseUrl}/metrics`)).text();
    expect(metrics).toMatch(/^gp_rate_limited_total\{limit="api_key"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^gp_rate_limited_total\{limit="auth_failures"\} [2-9]\d*$/m);
    expect(metrics).toMatch(
      /^gp_http_requests_total\{method="GET",route="\/api\/provider\/v1\/games",status="429"\} [3-9]\d*$/m,
    );
  });
});

describe("forwarded headers with no trusted proxy (the default)", () => {
  let database: TestDatabase;
  let world: ProviderWorld;
  let app: AppServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    await disconnectPrisma();
    database.useInThisProcess();
    world = await createProviderWorld();
    await database.release();
    app = await startAppServer({
      env: { ...database.env, RATE_LIMIT_ENABLED: "true", RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: "3" },
    });
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it("limits failed authentications by the socket's address, whatever X-Forwarded-For a client writes", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await get(app, {
        key: "gpk_notARealKeyButLongEnoughToLookLikeOne1234567",
        clientIp: `198.51.100.${attempt + 50}`,
      });
      expect(response.status).toBe(401);
      await response.arrayBuffer();
    }
    await expectRateLimited(await get(app, { key: world.betaKey, clientIp: "198.51.100.99" }));
  });

  it("refuses a runtime request from another origin even when it names that origin in X-Forwarded-Host", async () => {
    const response = await fetch(`${app.baseUrl}/api/runtime/sessions/ses_4fJ0qkR2mZ8xW1bN7cT5yH3a/spin`, {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
        "content-type": "application/json",
      },
      body: "{}",
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, error: "forbidden" });
  });
});

describe.runIf(process.env.TEST_DB_KIND === "postgres")("rate limits across two instances (PostgreSQL)", () => {
  let database: TestDatabase;
  let world: ProviderWorld;
  let apps: AppServer[] = [];
  const BURST = 10;
  const EXTRA = 6;
  const FAILURE_BURST = 5;

  beforeAll(async () => {
    database = await createTestDatabase();
    await disconnectPrisma();
    database.useInThisProcess();
    world = await createProviderWorld();
    await database.release();
    // One token per 100 s: nothing refills while the requests run, so the count of refusals is exact.
    const env = {
      ...database.env,
      RATE_LIMIT_ENABLED: "true",
      RATE_LIMIT_PER_KEY_BURST: String(BURST),
      RATE_LIMIT_PER_KEY_PER_SECOND: "0.01",
      RATE_LIMIT_AUTH_FAILURES_BURST: String(FAILURE_BURST),
      RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: "0.6",
      TRUSTED_PROXY_HOPS: "1",
    };
    apps = [await startAppServer({ env }), await startAppServer({ env })];
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await database?.drop();
  });

  it("shares one key's bucket exactly: burst + k concurrent requests over both instances give exactly k refusals", async () => {
    const responses = await Promise.all(
      Array.from({ length: BURST + EXTRA }, (_, index) =>
        get(apps[index % 2]!, { key: world.alphaKey, clientIp: "198.51.100.20" }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    expect(statuses.filter((status) => status === 200)).toHaveLength(BURST);
    // Each instance got 8 requests, fewer than the burst: only a shared bucket refuses any of them.
    expect(statuses.filter((status) => status === 429)).toHaveLength(EXTRA);

    // And the next one, on either instance, waits about 100 s.
    const late = await get(apps[1]!, { key: world.alphaKey, clientIp: "198.51.100.20" });
    const retryAfter = await expectRateLimited(late);
    expect(retryAfter).toBeGreaterThan(90);
    expect(retryAfter).toBeLessThanOrEqual(100);
  });

  it("counts failed authentications exactly: allowance + k concurrent bad keys over both instances give exactly k refusals", async () => {
    const guesses = Array.from({ length: FAILURE_BURST + EXTRA }, (_, index) =>
      get(apps[index % 2]!, {
        key: `gpk_guessNumber${index}ThatIsLongEnoughToLookLikeAKey123456789`,
        clientIp: "203.0.113.30",
      }),
    );
    const responses = await Promise.all(guesses);
    const statuses = responses.map((response) => response.status);
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    expect(statuses.filter((status) => status === 401)).toHaveLength(FAILURE_BURST);
    expect(statuses.filter((status) => status === 429)).toHaveLength(EXTRA);
    // The address is now refused before any lookup, valid key or not.
    await expectRateLimited(await get(apps[0]!, { key: world.betaKey, clientIp: "203.0.113.30" }));
  });
});
