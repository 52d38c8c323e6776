import { connect } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GAME,
  launch,
  openEventStream,
  openLaunchUrl,
  startRuntimeTest,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// Operations against the built app: request ids, structured JSON logs without secrets, /metrics (Prometheus text,
// behind METRICS_TOKEN), and /ready next to /health.

const METRICS_TOKEN = "metrics-token-for-tests-0123456789";
let t: RuntimeTestContext;

beforeAll(async () => {
  t = await startRuntimeTest({ env: { METRICS_TOKEN, LOG_LEVEL: "info" } });
});

afterAll(async () => {
  await t?.stop();
});

function logLines(): Record<string, unknown>[] {
  return t.app
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function metrics(): Promise<string> {
  const response = await fetch(`${t.app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
  return response.text();
}

function sample(text: string, series: string): number | null {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe("request ids and logs", () => {
  it("echoes a caller's x-request-id, makes one when there is none, and logs each request with it", async () => {
    const given = await fetch(`${t.app.baseUrl}/api/provider/v1/games`, {
      headers: { "x-provider-api-key": t.operatorKey, "x-request-id": "lobby-42.a:b" },
    });
    expect(given.status).toBe(200);
    expect(given.headers.get("x-request-id")).toBe("lobby-42.a:b");

    const made = await fetch(`${t.app.baseUrl}/api/provider/v1/games/${GAME}`, {
      headers: { "x-provider-api-key": t.operatorKey, "x-request-id": "bad id with spaces" },
    });
    const madeId = made.headers.get("x-request-id") ?? "";
    expect(madeId).toMatch(/^req_[A-Za-z0-9]{22}$/);

    await expect
      .poll(() => logLines().find((line) => line.request_id === madeId))
      .toMatchObject({
        level: "info",
        msg: "request",
        method: "GET",
        route: "/api/provider/v1/games/[symbol]",
        path: `/api/provider/v1/games/${GAME}`,
        status: 200,
      });
    expect(logLines().find((line) => line.request_id === "lobby-42.a:b")).toMatchObject({
      route: "/api/provider/v1/games",
      status: 200,
    });
  });

  it("never writes an API key, launch token, session cookie or wallet signature to the output", async () => {
    // Traffic that handles every kind of secret: good and bad keys in all three header forms, a launch (its URL
    // holds a token), the launch exchange (sets the cookie), runtime calls with the cookie, signed wallet calls.
    const wrongKey = `${t.operatorKey.slice(0, -6)}ZZZZZZ`;
    const headerSets: Record<string, string>[] = [
      { "x-provider-api-key": wrongKey },
      { "x-api-key": t.masterKey },
      { authorization: `Bearer ${t.operatorKey}` },
      { "x-provider-api-key": t.operatorKey, "x-api-key": wrongKey },
    ];
    for (const headers of headerSets) {
      await (await fetch(`${t.app.baseUrl}/api/provider/v1/games`, { headers })).arrayBuffer();
    }
    const launched = await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-1" });
    const token = new URL(launched.launch_url).searchParams.get("token")!;
    const browser = await openLaunchUrl(launched.launch_url);
    const cookieToken = browser.cookie.split("=")[1]!;
    expect((await browser.api("/state")).status).toBe(200);
    const spin = await browser.post("/spin", { betLevel: 1, coinValue: "0.01" });
    expect(spin.status).toBe(200);
    // A refused launch with the key in the body of a bad request still must not log it.
    await (
      await fetch(`${t.app.baseUrl}/api/provider/v1/launch-url`, {
        method: "POST",
        headers: { "x-provider-api-key": t.operatorKey, "content-type": "application/json" },
        body: `{"symbol":"${t.operatorKey}"`,
      })
    ).arrayBuffer();

    await expect
      .poll(() => logLines().filter((line) => line.route === "/api/runtime/sessions/[sessionId]/spin").length)
      .toBeGreaterThan(0);
    const output = t.app.output();
    for (const secret of [t.operatorKey, t.masterKey, wrongKey, token, cookieToken, t.walletSecret]) {
      expect(output).not.toContain(secret);
    }
    // The signatures of the wallet calls the spin made are not in the output either.
    expect(output).not.toMatch(/[0-9a-f]{64}/);
  });
});

describe("/metrics", () => {
  it("needs the METRICS_TOKEN when one is set", async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token" },
      { authorization: METRICS_TOKEN },
    ];
    for (const headers of headerSets) {
      const response = await fetch(`${t.app.baseUrl}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ success: false, error: "unauthenticated" });
    }
  });

  it("exposes requests by route and status, latency histograms, wallet callbacks, SSE subscribers and the ledger backlog", async () => {
    const before = await metrics();
    const gamesOk = 'gp_http_requests_total{method="GET",route="/api/provider/v1/games",status="200"}';
    const gamesUnauthorized = 'gp_http_requests_total{method="GET",route="/api/provider/v1/games",status="401"}';
    for (let i = 0; i < 3; i += 1)
      await (
        await fetch(`${t.app.baseUrl}/api/provider/v1/games`, { headers: { "x-provider-api-key": t.operatorKey } })
      ).arrayBuffer();
    await (await fetch(`${t.app.baseUrl}/api/provider/v1/games`)).arrayBuffer();

    // The launch token exchange (GET /play/<symbol>?token=…) is counted under its route template: once accepted
    // (303), once refused when the same one-time token comes back (401).
    const exchangeAccepted = 'gp_http_requests_total{method="GET",route="/play/[symbol]",status="303"}';
    const exchangeRefused = 'gp_http_requests_total{method="GET",route="/play/[symbol]",status="401"}';
    const launched = await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-1" });
    const launchToken = new URL(launched.launch_url).searchParams.get("token")!;
    const browser = await openLaunchUrl(launched.launch_url);
    const reused = await fetch(launched.launch_url, {
      redirect: "manual",
      headers: { "x-request-id": "launch-reuse-1" },
    });
    expect(reused.status).toBe(401);
    expect(reused.headers.get("x-request-id")).toBe("launch-reuse-1");
    await reused.arrayBuffer();
    const stream = await openEventStream(browser);
    await stream.waitForComment((comment) => comment === "connected");
    const spin = await browser.post("/spin", { betLevel: 1, coinValue: "0.01" });
    expect(spin.status).toBe(200);

    const during = await metrics();
    expect(sample(during, gamesOk)! - (sample(before, gamesOk) ?? 0)).toBe(3);
    expect(sample(during, gamesUnauthorized)! - (sample(before, gamesUnauthorized) ?? 0)).toBe(1);
    expect(during).toContain("# TYPE gp_http_request_duration_seconds histogram");
    const bucketCount = sample(
      during,
      'gp_http_request_duration_seconds_bucket{method="GET",route="/api/provider/v1/games",le="+Inf"}',
    );
    expect(bucketCount).toBe(
      sample(during, 'gp_http_request_duration_seconds_count{method="GET",route="/api/provider/v1/games"}'),
    );
    expect(
      sample(
        during,
        'gp_http_requests_total{method="POST",route="/api/runtime/sessions/[sessionId]/spin",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(during, exchangeAccepted)! - (sample(before, exchangeAccepted) ?? 0)).toBe(1);
    expect(sample(during, exchangeRefused)! - (sample(before, exchangeRefused) ?? 0)).toBe(1);
    expect(
      sample(during, 'gp_http_request_duration_seconds_count{method="GET",route="/play/[symbol]"}'),
    ).toBeGreaterThanOrEqual(2);
    // Its access log line has the path without the query: the one-time token is nowhere in the output.
    await expect
      .poll(() => logLines().find((line) => line.request_id === "launch-reuse-1"))
      .toMatchObject({
        level: "info",
        msg: "request",
        method: "GET",
        route: "/play/[symbol]",
        path: new URL(launched.launch_url).pathname,
        status: 401,
      });
    expect(t.app.output()).not.toContain(launchToken);
    expect(
      logLines()
        .filter((line) => line.route === "/play/[symbol]")
        .every((line) => !String(line.path).includes("?")),
    ).toBe(true);
    expect(sample(during, 'gp_wallet_callbacks_total{type="debit",outcome="succeeded"}')).toBeGreaterThanOrEqual(1);
    expect(sample(during, 'gp_wallet_callbacks_total{type="credit",outcome="succeeded"}')).toBeGreaterThanOrEqual(1);
    expect(sample(during, 'gp_wallet_callback_duration_seconds_count{type="debit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(during, "gp_sse_subscribers")).toBe(1);
    expect(sample(during, 'gp_wallet_ledger_backlog{state="pending",type="credit"}')).toBe(0);
    expect(sample(during, 'gp_wallet_ledger_backlog{state="unknown",type="debit"}')).toBe(0);
    expect(sample(during, "gp_wallet_ledger_oldest_backlog_seconds")).toBe(0);
    expect(sample(during, "gp_database_up")).toBe(1);
    expect(sample(during, "process_resident_memory_bytes")).toBeGreaterThan(0);

    stream.close();
    await expect.poll(async () => sample(await metrics(), "gp_sse_subscribers")).toBe(0);
  });
});

describe("client aborts", () => {
  it("counts a client that disconnects mid-body as a 499 in /metrics and logs it at info, not as an unexpected error", async () => {
    const series = 'gp_http_requests_total{method="POST",route="/api/provider/v1/launch-url",status="499"}';
    const before = sample(await metrics(), series) ?? 0;
    const { port } = new URL(t.app.baseUrl);
    const socket = connect(Number(port), "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    socket.write(
      "POST /api/provider/v1/launch-url HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n" +
        `x-provider-api-key: ${t.operatorKey}\r\nx-request-id: client-abort-1\r\ncontent-length: 4000\r\n\r\n{"symbol":"`,
    );
    // Give the server the headers and the first bytes, then go away with the rest of the body unsent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    socket.destroy();

    await expect.poll(async () => sample(await metrics(), series) ?? 0, { timeout: 15_000 }).toBe(before + 1);
    expect(sample(await metrics(), series.replace('"499"', '"500"'))).toBeNull();
    await expect
      .poll(() => logLines().find((line) => line.request_id === "client-abort-1"))
      .toMatchObject({ level: "info", status: 499 });
    expect(logLines().filter((line) => line.msg === "unexpected error")).toEqual([]);
  });
});

describe("/ready and /health", () => {
  it("are both 200 while the database answers", async () => {
    const ready = await fetch(`${t.app.baseUrl}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok" } });
    expect((await fetch(`${t.app.baseUrl}/health`)).status).toBe(200);
  });

  it.runIf(process.env.TEST_DB_KIND === "postgres")(
    "/ready is 503 while the database is unreachable, /health stays 200",
    async () => {
      const url = new URL(t.database.env.DATABASE_URL!);
      const name = url.pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        // Take the database away under the running app: its connections end and cannot be re-opened.
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
        await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
          [name],
        );
        await expect.poll(async () => (await fetch(`${t.app.baseUrl}/ready`)).status, { timeout: 15_000 }).toBe(503);
        const notReady = await fetch(`${t.app.baseUrl}/ready`);
        expect(await notReady.json()).toEqual({ status: "not_ready", checks: { database: "unreachable" } });
        expect((await fetch(`${t.app.baseUrl}/health`)).status).toBe(200);
      } finally {
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      await expect.poll(async () => (await fetch(`${t.app.baseUrl}/ready`)).status, { timeout: 15_000 }).toBe(200);
    },
  );
});
