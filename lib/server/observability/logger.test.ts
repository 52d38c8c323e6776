import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createAccessLog, createLogger, requestContext, scrubSecrets } from "./logger";

function capture() {
  const lines: Record<string, unknown>[] = [];
  let raw = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      raw += String(chunk);
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger(stream), accessLog: createAccessLog(stream), lines, raw: () => raw };
}

const KEY = "gpk_4TqWzB8kYpR2mN6vX1cL9sD3fG7hJ0aE5uI8oP2qR4t";
const MASTER = "gpm_Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Jj1Hh0Gg9Ff8Ee7Dd6Cc";
const TOKEN = "q8Vn3kLm5Pz7Rt2Wx4Yb6Cd9Fg1Hj0KlMnOpQrStUvWx";

describe("logger", () => {
  it("writes JSON lines with level, time, message and the request id of the current request", async () => {
    const { logger, lines } = capture();
    await requestContext.run({ requestId: "req_test_1" }, async () => {
      logger.info({ route: "/api/provider/v1/games", status: 200 }, "request");
    });
    logger.warn("outside a request");
    expect(lines[0]).toMatchObject({
      level: "info",
      msg: "request",
      request_id: "req_test_1",
      route: "/api/provider/v1/games",
      status: 200,
    });
    expect(typeof lines[0]!.time).toBe("string");
    expect(lines[1]).toMatchObject({ level: "warn", msg: "outside a request" });
    expect(lines[1]).not.toHaveProperty("request_id");
  });

  it("redacts credential fields wherever they sit", () => {
    const { logger, raw } = capture();
    logger.info({
      apiKey: KEY,
      headers: {
        authorization: `Bearer ${KEY}`,
        "x-provider-api-key": KEY,
        "x-api-key": MASTER,
        cookie: `gp_rt_s1=${TOKEN}`,
      },
      wallet: { walletSecret: "f".repeat(64), signature: "a".repeat(64), config: { secret: "s3cr3t-value-123" } },
      launch: { launch_url: `https://games.example/play/x?token=${TOKEN}` },
      password: "hunter2-hunter2",
    });
    const text = raw();
    for (const secret of [KEY, MASTER, TOKEN, "f".repeat(64), "a".repeat(64), "s3cr3t-value-123", "hunter2-hunter2"]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('"apiKey":"[redacted]"');
    expect(text).toContain('"x-provider-api-key":"[redacted]"');
  });

  it("scrubs keys, bearer tokens, token parameters and session cookies out of messages, strings and errors", () => {
    const { logger, raw } = capture();
    logger.error(
      { err: new Error(`lookup of ${KEY} failed at /play/vs20?token=${TOKEN}`), note: `Bearer ${MASTER}` },
      `key ${KEY} refused`,
    );
    logger.info("cookie %s", `gp_rt_sess=${TOKEN}; Path=/`);
    const text = raw();
    for (const secret of [KEY, MASTER, TOKEN]) expect(text).not.toContain(secret);
    expect(text).toContain("gpk_[redacted]");
    expect(text).toContain("token=[redacted]");
    expect(text).toContain("gp_rt_sess=[redacted]");
  });

  it("scrubSecrets leaves ordinary text alone", () => {
    expect(scrubSecrets("GET /api/provider/v1/games 200 in 4 ms (key id key_123)")).toBe(
      "GET /api/provider/v1/games 200 in 4 ms (key id key_123)",
    );
  });

  it("writes access lines with the logger's shape, a 5xx as an error, and scrubs a key out of the path", () => {
    const { accessLog, lines, raw } = capture();
    accessLog({
      method: "GET",
      route: "/api/provider/v1/games/[symbol]",
      path: `/api/provider/v1/games/${KEY}`,
      status: 404,
      duration_ms: 1.5,
      request_id: "req_a",
    });
    accessLog({
      method: "POST",
      route: "/api/provider/v1/launch-url",
      path: "/api/provider/v1/launch-url",
      status: 503,
      duration_ms: 2,
      request_id: "req_b",
    });
    expect(raw()).not.toContain(KEY);
    expect(lines[0]).toMatchObject({
      level: "info",
      msg: "request",
      service: "game-provider-platform",
      route: "/api/provider/v1/games/[symbol]",
      path: "/api/provider/v1/games/gpk_[redacted]",
      status: 404,
      request_id: "req_a",
    });
    expect(typeof lines[0]!.time).toBe("string");
    expect(lines[1]).toMatchObject({ level: "error", msg: "request failed", status: 503, request_id: "req_b" });
  });
});
