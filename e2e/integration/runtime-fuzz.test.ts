import fc from "fast-check";
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  balanceErrorEventSchema,
  balanceEventSchema,
  balanceResponseSchema,
  roundResponseSchema,
  roundsQuerySchema,
  roundsResponseSchema,
  runtimeCookieName,
  runtimeErrorResponseSchema,
  spinRequestSchema,
  spinResponseSchema,
  stateResponseSchema,
  type StateResponse,
} from "../../lib/contract/runtime-api";
import { prisma } from "../../lib/server/db/prisma";
import { hashLaunchToken } from "../../lib/server/launch/launch-token";
import { FUZZ_RUNS, FUZZ_TIMEOUT, anyText, headerText, MAX_URL_PART, mutated, option, urlSegment, urlText, type RawRequest, type RawResponse } from "./fuzz-generators";
import { canQueryDatabase } from "./provider-fixtures";
import { depositToDemoWallet, GAME, launch, OPERATOR, startRuntimeTest, type RuntimeTestContext } from "./runtime-fixtures";

// Property-based fuzzing of the game runtime through a real HTTP client (node:http, so that odd methods, duplicate
// headers and cookies, raw bytes and chunked bodies reach the server as sent): spin bodies (generated, mutated,
// broken, oversized), state, balance, rounds and rounds/{id} with odd ids and queries, the event stream with odd
// Last-Event-ID, the launch token exchange /play/{symbol}?token=… with odd symbols and tokens, and odd, missing,
// duplicate and forged session cookies, API keys, origins and methods on every runtime path. Whatever is sent, the
// answer is never a 5xx, every 4xx of /api/runtime/* is the runtime's JSON error, a success only ever goes to the
// session's own cookie, and (on PostgreSQL, where this process can read the database while the app runs) a refused
// request leaves launch sessions, game rounds, the wallet ledger and its callback log, and the demo wallet untouched.
// FUZZ_RUNS=<n> sets the runs per property (default 40).

const PREFIX = "/api/runtime/sessions";

let t: RuntimeTestContext;
let db: pg.Client | undefined;

/** A game session as the fuzzing knows it: its cookie token and what its game offers (from its state). */
interface KnownSession {
  id: string;
  /** The cookie token, or null when the session was never opened in a browser. */
  token: string | null;
  playable: boolean;
  /** What the state said (null for sessions that cannot be played). */
  game: StateResponse["game"] | null;
  /** Spins are refused by the wallet for lack of money. */
  broke: boolean;
}

const base62 = (length: number) => {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(randomBytes(length), (byte) => alphabet[byte % 62]).join("");
};
const newToken = () => randomBytes(32).toString("base64url");

// Sessions written straight into the database before the app starts: one ended by staff, one expired. Each has a
// cookie (as if opened) and an unexchanged launch token.
const ENDED = { id: `ses_fuzzEnded${base62(12)}`, cookie: newToken(), launchToken: newToken() };
const EXPIRED = { id: `ses_fuzzExpired${base62(12)}`, cookie: newToken(), launchToken: newToken() };

const sessions: Record<"main" | "pharaoh" | "broke" | "other" | "ended" | "expired", KnownSession> = {} as never;
/** Rounds of the main session (grows as spins succeed) and of another session. */
const mainRoundIds: string[] = [];
let otherRoundId = "";
/** Launch tokens already exchanged for a cookie. */
const usedTokens: string[] = [];

beforeAll(async () => {
  t = await startRuntimeTest({
    seed: async () => {
      const game = await prisma.game.findUniqueOrThrow({ where: { symbol: GAME }, select: { id: true } });
      const now = Date.now();
      for (const [special, ended] of [
        [ENDED, true],
        [EXPIRED, false],
      ] as const) {
        await prisma.launchSession.create({
          data: {
            id: special.id,
            operatorId: OPERATOR,
            gameId: game.id,
            externalPlayerId: `fuzz-${special.id}`,
            currency: "EUR",
            launchTokenHash: hashLaunchToken(special.launchToken),
            cookieTokenHash: hashLaunchToken(special.cookie),
            expiresAt: new Date(ended ? now + 3_600_000 : now - 60_000),
            terminatedAt: ended ? new Date(now) : null,
          },
        });
      }
    },
  });
  // Enough money that no generated bet runs player-1 dry, however many runs.
  await depositToDemoWallet({ baseUrl: t.app.baseUrl, secret: t.walletSecret, playerId: "player-1", amount: "100000000.00" });

  const open = async (body: Record<string, unknown>, broke = false): Promise<KnownSession> => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, body);
    const response = await fetch(launched.launch_url, { redirect: "manual" });
    expect(response.status).toBe(303);
    const cookie = (response.headers.getSetCookie()[0] ?? "").split(";")[0]!;
    usedTokens.push(new URL(launched.launch_url).searchParams.get("token")!);
    const session: KnownSession = { id: launched.session_id, token: cookie.split("=")[1]!, playable: true, game: null, broke };
    const state = await fetch(`${t.app.baseUrl}${PREFIX}/${session.id}/state`, { headers: { cookie } });
    session.game = stateResponseSchema.parse(await state.json()).game;
    return session;
  };
  sessions.main = await open({ external_player_id: "player-1" });
  sessions.pharaoh = await open({ external_player_id: "player-1", symbol: "vs25pharaoh" });
  sessions.broke = await open({ external_player_id: "player-broke" }, true);
  sessions.other = await open({ external_player_id: "player-2", symbol: "vs10fruitblaze" });
  sessions.ended = { id: ENDED.id, token: ENDED.cookie, playable: false, game: null, broke: false };
  sessions.expired = { id: EXPIRED.id, token: EXPIRED.cookie, playable: false, game: null, broke: false };

  const spin = async (session: KnownSession) => {
    const response = await fetch(`${t.app.baseUrl}${PREFIX}/${session.id}/spin`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `${runtimeCookieName(session.id)}=${session.token}` },
      body: JSON.stringify({ betLevel: 1, coinValue: "0.01" }),
    });
    return spinResponseSchema.parse(await response.json()).round.id;
  };
  for (let index = 0; index < 3; index++) mainRoundIds.push(await spin(sessions.main));
  otherRoundId = await spin(sessions.other);

  if (canQueryDatabase && t.database.target.kind === "postgres") {
    db = new pg.Client({ connectionString: t.database.target.url });
    await db.connect();
  }
});
afterAll(async () => {
  await db?.end();
  await t?.stop();
});

// ---------------------------------------------------------------------------------------------------------------
// Sending and checking


const headerOf = (request: RawRequest, name: string): string[] =>
  (request.headers ?? []).filter(([header]) => header.toLowerCase() === name).map(([, value]) => value);

/** What HTTP does to a header value on the way: optional whitespace around it is not part of it. */
const trimOws = (value: string) => value.replace(/^[ \t]+|[ \t]+$/g, "");

/**
 * An event stream never ends by itself: it is read until its opening comment (and, when the request carries
 * Last-Event-ID, until the balance the server re-sends then, so that its wallet call is over and recorded before
 * the next request is checked), then the connection is closed as a browser leaving the page would.
 */
function streamComplete(request: RawRequest, text: string): boolean {
  if (!text.includes(": connected\n\n")) return false;
  if (headerOf(request, "last-event-id").length === 0) return true;
  return /event: balance(_error)?\ndata: .*\n\n/.test(text);
}

function send(request: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const grouped = new Map<string, string[]>();
    for (const [name, value] of request.headers ?? []) grouped.set(name, [...(grouped.get(name) ?? []), value]);
    const outgoing = httpRequest({ host: "127.0.0.1", port: t.app.port, method: request.method, path: request.path, agent: false });
    for (const [name, values] of grouped) outgoing.setHeader(name, values.length === 1 ? (values[0] ?? "") : values);
    let settled = false;
    outgoing.on("error", (error) => {
      if (!settled) reject(error);
    });
    outgoing.on("response", (response) => {
      const chunks: Buffer[] = [];
      const finish = () => {
        if (settled) return;
        settled = true;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") });
      };
      const streaming = request.method !== "HEAD" && String(response.headers["content-type"]).startsWith("text/event-stream");
      response.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        if (streaming && streamComplete(request, Buffer.concat(chunks).toString("utf8"))) {
          finish();
          outgoing.destroy();
        }
      });
      response.on("error", (error) => {
        if (!settled) reject(error);
      });
      response.on("end", finish);
    });
    const body = request.body === undefined ? undefined : typeof request.body === "string" ? Buffer.from(request.body, "utf8") : Buffer.from(request.body);
    if (body && request.chunked) {
      // Two chunks, so the server cannot rely on one read.
      const middle = Math.floor(body.length / 2);
      outgoing.write(body.subarray(0, middle));
      outgoing.end(body.subarray(middle));
    } else {
      if (body) outgoing.setHeader("content-length", body.length);
      outgoing.end(body);
    }
  });
}

type StoredState = Record<"sessions" | "rounds" | "walletRounds" | "walletTransactions" | "callbackAttempts" | "demoBalances" | "demoTransactions", string>;

/**
 * What a refused request must not change: launch sessions (every column, so a refused request cannot even slide
 * an expiry), game rounds, the wallet ledger and its callback log, and the demo wallet's balances and entries.
 */
async function storedState(): Promise<StoredState | null> {
  if (!db) return null;
  const { rows } = await db.query<StoredState>(`
    SELECT
      (SELECT md5(coalesce(string_agg(s::text, '|' ORDER BY s.id), '')) FROM launch_sessions s) AS "sessions",
      (SELECT count(*) || ' ' || md5(coalesce(string_agg(r.id || ':' || r.bet_minor || ':' || r.win_minor, '|' ORDER BY r.id), '')) FROM game_rounds r) AS "rounds",
      (SELECT count(*)::text FROM wallet_rounds) AS "walletRounds",
      (SELECT count(*)::text FROM wallet_transactions) AS "walletTransactions",
      (SELECT count(*)::text FROM wallet_callback_attempts) AS "callbackAttempts",
      (SELECT md5(coalesce(string_agg(a.player_id || ':' || a.currency || ':' || a.balance_minor, '|' ORDER BY a.wallet_id, a.player_id, a.currency), '')) FROM demo_wallet_accounts a) AS "demoBalances",
      (SELECT count(*)::text FROM demo_wallet_transactions) AS "demoTransactions"`);
  return rows[0] ?? null;
}

function describeRequest(request: RawRequest, response: RawResponse): string {
  const body = request.body === undefined ? "" : typeof request.body === "string" ? request.body.slice(0, 200) : `<${request.body.length} bytes>`;
  return `${request.method} ${request.path.slice(0, 200)} ${JSON.stringify(request.headers ?? []).slice(0, 400)} ${body} → ${response.status} ${response.body.slice(0, 300)}`;
}

const isRuntimeApiPath = (path: string) => new URL(path, "http://x").pathname.startsWith("/api/runtime/");

/**
 * Sends the request and checks the invariants; returns the response for endpoint-specific checks.
 * `allowed` lists the statuses this request may answer with.
 */
async function sendAndCheck(request: RawRequest, allowed: number[], options: { bareRefusals?: boolean } = {}): Promise<RawResponse> {
  const before = await storedState();
  const response = await send(request);
  const what = describeRequest(request, response);
  expect(response.status, what).toBeLessThan(500);
  expect(allowed, what).toContain(response.status);
  // Next.js's own bare refusal (no body) of a method no route handler can serve, where allowed.
  const bare = options.bareRefusals === true && response.body === "" && response.headers["content-type"] === undefined;
  if (response.status >= 400 && request.method !== "HEAD" && isRuntimeApiPath(request.path) && !bare) {
    expect(String(response.headers["content-type"]), what).toMatch(/^application\/json/);
    const error = runtimeErrorResponseSchema.parse(JSON.parse(response.body));
    expect(error.detail.length, what).toBeGreaterThan(0);
    expect(error.error, what).toMatch(/^[a-z_]+$/);
  }
  expect(response.body, what).not.toMatch(/\bat .+\.(js|ts):\d+|PrismaClient|DriverAdapter/);
  if (before !== null && response.status >= 300 && response.status !== 303) {
    const after = await storedState();
    if (response.status === 402) {
      // The wallet refused the debit: the ledger records the refusal (and the session's activity), but no round
      // is stored and no money moves.
      expect({ rounds: after?.rounds, demoBalances: after?.demoBalances }, `a refused debit changed rounds or money: ${what}`).toEqual({
        rounds: before.rounds,
        demoBalances: before.demoBalances,
      });
    } else {
      expect(after, `stored data changed: ${what}`).toEqual(before);
    }
  }
  return response;
}

// ---------------------------------------------------------------------------------------------------------------
// Generators

/** Bet values that are nearly right: negative, decimal, huge, the right number as the wrong type, odd decimal text. */
const nearBet = fc.constantFrom<unknown>(
  -1,
  0,
  -0,
  1.5,
  0.01,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  "1",
  "10",
  " 1",
  "0.01",
  "-0.01",
  "0.010",
  "0.1",
  ".01",
  "1e-2",
  "0.001",
  "0,01",
  "０.０１",
  "0.01\u0000",
  "999999999999.99999999",
  "9999999999999",
  "00000000000.01",
  "",
  true,
  "true",
  null,
  [],
  [1],
  {},
  { betLevel: 1 },
);




/** Statuses seen per endpoint, to check that the generators reach both success and rejection. */
const seen = new Map<string, Set<number>>();
const remember = (endpoint: string, status: number) => seen.set(endpoint, (seen.get(endpoint) ?? new Set()).add(status));

const properties = { numRuns: FUZZ_RUNS };


const queryPairs = (names: fc.Arbitrary<string>, values: fc.Arbitrary<string>) =>
  fc.array(
    fc.tuple(fc.oneof(names, fc.string({ maxLength: 10 })), fc.oneof(values, anyText)).filter(([name, value]) => urlText(name).length + urlText(value).length <= MAX_URL_PART),
    { maxLength: 4 },
  );
const query = (pairs: Array<[string, string]>) => (pairs.length ? `?${pairs.map(([name, value]) => `${urlText(name)}=${urlText(value)}`).join("&")}` : "");

const JSON_TYPE: [string, string] = ["content-type", "application/json"];
const ownCookie = (session: KnownSession): [string, string] => ["cookie", `${runtimeCookieName(session.id)}=${session.token}`];

// ---------------------------------------------------------------------------------------------------------------
// Cookies, keys, origins: who gets in

type SessionName = keyof typeof sessions;

/** A session path: a known session (mostly the main one), an unknown well-formed id, or an id that is not one. */
const sessionPath = fc.oneof(
  { arbitrary: fc.constant<SessionName>("main").map((name) => ({ name: name as SessionName | null, id: "" })), weight: 6 },
  { arbitrary: fc.constantFrom<SessionName>("pharaoh", "broke", "other", "ended", "expired").map((name) => ({ name: name as SessionName | null, id: "" })), weight: 3 },
  {
    arbitrary: fc
      .oneof(
        fc.constantFrom("ses_unknownsession000000000", "ses_", "ses_short", "SES_UPPERCASEPREFIX00", `ses_${"a".repeat(65)}`, "ses_abc-def_ghi", "ses_%00abcdefgh", "~"),
        urlSegment,
      )
      // Only ids that stay one path segment (not empty, not a dot segment).
      .filter((segment) => segment.length > 0 && new URL(`/a/${segment}/b`, "http://x").pathname === `/a/${segment}/b`)
      .map((id) => ({ name: null as SessionName | null, id })),
    weight: 2,
  },
);
const pathIdOf = (target: { name: SessionName | null; id: string }) => (target.name ? sessions[target.name].id : target.id);

type CookieKind = "own" | "none" | "duplicate" | "two-headers" | "forged-then-own" | "own-then-forged" | "other-session" | "name-swap" | "forged" | "wrong-case" | "junk";
const cookieKind = fc.oneof(
  { arbitrary: fc.constant<CookieKind>("own"), weight: 6 },
  {
    arbitrary: fc.constantFrom<CookieKind>("none", "duplicate", "two-headers", "forged-then-own", "own-then-forged", "other-session", "name-swap", "forged", "wrong-case", "junk"),
    weight: 5,
  },
);
/** Cookie values that are not the token: near misses of it (made from it at run time), odd encodings, Latin-1 bytes. */
const NEAR_MISSES = ["\u0001changed", "\u0001plus", "\u0001shorter", "\u0001quoted", "\u0001case", "\u0001encoded", "\u0001encoded-broken"];
const forgedValue = fc.oneof(
  fc.constantFrom(...NEAR_MISSES),
  fc.constantFrom("", "forged", "%E0%A4%A", "%ZZ", "%00", "%", "a".repeat(4_000), "null", "undefined", "true", "[object Object]"),
  headerText(120).map((text) => text.replace(/;/g, "")),
);

function realizeForged(forged: string, token: string): string {
  switch (forged) {
    case "\u0001changed":
      return `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    case "\u0001plus":
      return `${token}x`;
    case "\u0001shorter":
      return token.slice(1);
    case "\u0001quoted":
      return `"${token}"`;
    case "\u0001case":
      return token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase();
    case "\u0001encoded":
      // Every character percent-encoded: cookie values are percent-decoded, so this one is the token itself.
      return Array.from(token, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, "0")}`).join("");
    case "\u0001encoded-broken":
      return `${token.slice(0, 20)}%E0%A4%A${token.slice(20)}`;
    default:
      return forged;
  }
}

function cookieHeaders(kind: CookieKind, pathId: string, forgedText: string, junkText: string): Array<[string, string]> {
  const known = Object.values(sessions).find((session) => session.id === pathId);
  const token = known?.token ?? sessions.main.token!;
  const forged = realizeForged(forgedText, token);
  const name = runtimeCookieName(pathId);
  const own = `${name}=${token}`;
  const another = pathId === sessions.other.id ? sessions.main : sessions.other;
  switch (kind) {
    case "own":
      return [["cookie", own]];
    case "none":
      return [];
    case "duplicate":
      return [["cookie", `${own}; ${own}`]];
    case "two-headers":
      return [
        ["cookie", own],
        ["cookie", `${name}=${forged}`],
      ];
    case "forged-then-own":
      return [["cookie", `${name}=${forged}; ${own}`]];
    case "own-then-forged":
      return [["cookie", `${own}; ${name}=${forged}`]];
    case "other-session":
      return [["cookie", `${runtimeCookieName(another.id)}=${another.token}`]];
    case "name-swap":
      return [["cookie", `${name}=${another.token}`]];
    case "forged":
      return [["cookie", `${name}=${forged}`]];
    case "wrong-case":
      return [["cookie", `${name.toUpperCase()}=${token}`]];
    case "junk":
      return [["cookie", junkText]];
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The cookies as the server reads them (RFC 6265 as browsers send them): Node joins Cookie lines with "; ", pairs
 * are split at the first "=", values percent-decoded, a value that does not decode is dropped, the last one wins.
 */
function cookiesOf(request: RawRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of headerOf(request, "cookie").join("; ").split(/; */)) {
    if (!pair) continue;
    const at = pair.indexOf("=");
    if (at < 0) {
      cookies.set(pair, "true");
      continue;
    }
    try {
      cookies.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
    } catch {
      // dropped
    }
  }
  return cookies;
}

const SESSION_ID = /^ses_[A-Za-z0-9]{8,64}$/;

/**
 * What the runtime must answer, from the request alone: 403 for an API key, a cross-site request or another
 * origin; 401 without the session's own cookie; 410 for a session that is over; "in" otherwise.
 */
function expectedAccess(request: RawRequest, pathSegment: string): 401 | 403 | 410 | "in" {
  const single = (name: string) => {
    const values = headerOf(request, name);
    return values.length ? trimOws(values.join(", ")) : null;
  };
  if (["x-provider-api-key", "x-api-key"].some((name) => single(name) !== null)) return 403;
  const authorization = single("authorization");
  if (authorization !== null && !/^Basic\s/i.test(authorization.trim())) return 403;
  if (single("sec-fetch-site")?.toLowerCase() === "cross-site") return 403;
  const origin = single("origin");
  if (origin !== null) {
    let host: string;
    try {
      host = new URL(origin).host.toLowerCase();
    } catch {
      return 403;
    }
    const forwarded = single("x-forwarded-host")?.split(",")[0]?.trim().toLowerCase();
    if (host !== new URL(t.app.baseUrl).host && host !== forwarded) return 403;
  }
  const sessionId = safeDecode(pathSegment);
  if (!SESSION_ID.test(sessionId)) return 401;
  const session = Object.values(sessions).find((known) => known.id === sessionId);
  const presented = cookiesOf(request).get(runtimeCookieName(sessionId));
  if (!session || !presented || presented !== session.token) return 401;
  return session.playable ? "in" : 410;
}

/** Headers a browser, a proxy, a misusing server or an attacker might add. */
const extraHeaders = fc.uniqueArray(
  fc.oneof(
    fc.tuple(
      fc.constantFrom("origin"),
      fc.oneof(
        fc.constant("own"),
        fc.constantFrom("null", "https://evil.example", "http://127.0.0.1", "http://localhost", "http://127.0.0.1:1", "file://", "garbage", ""),
        headerText(60),
      ),
    ),
    fc.tuple(fc.constantFrom("sec-fetch-site"), fc.constantFrom("same-origin", "same-site", "cross-site", "CROSS-SITE", " cross-site", "none", "")),
    fc.tuple(fc.constantFrom("x-provider-api-key", "x-api-key"), fc.oneof(fc.constantFrom("operator-key", "", "gpk_x"), headerText(40))),
    fc.tuple(fc.constantFrom("authorization"), fc.oneof(fc.constantFrom("Basic cWE6cWE=", "basic x", "Bearer operator-key", "Bearer", "", "Digest x"), headerText(40))),
    fc.tuple(fc.constantFrom("x-forwarded-host", "x-forwarded-for", "x-forwarded-proto", "x-request-id", "accept", "accept-language"), headerText(80)),
  ),
  // One line per name (Node keeps only the first of some duplicate headers, such as Authorization).
  { maxLength: 3, selector: ([name]) => name },
);

function realizeHeaders(headers: Array<[string, string]>): Array<[string, string]> {
  return headers.map(([name, value]): [string, string] => {
    if (name === "origin" && value === "own") return [name, t.app.baseUrl];
    if (value === "operator-key") return [name, t.operatorKey];
    if (value === "Bearer operator-key") return [name, `Bearer ${t.operatorKey}`];
    return [name, value];
  });
}

// ---------------------------------------------------------------------------------------------------------------

const RUNTIME_STATUSES = [200, 400, 401, 402, 403, 404, 405, 410, 413, 429];

describe("who gets in", FUZZ_TIMEOUT, () => {
  it("odd, missing, duplicate and forged cookies, API keys and origins on every runtime endpoint", async () => {
    const endpoint = fc.constantFrom("state", "balance", "rounds", "round", "events", "spin");
    await fc.assert(
      fc.asyncProperty(
        endpoint,
        sessionPath,
        cookieKind,
        forgedValue,
        headerText(200),
        extraHeaders,
        async (route, target, kind, forged, junkText, extra) => {
          const pathId = pathIdOf(target);
          const headers = [...cookieHeaders(kind, pathId, forged, junkText), ...realizeHeaders(extra)];
          const suffix = route === "round" ? `rounds/${mainRoundIds[0]}` : route;
          const request: RawRequest =
            route === "spin"
              ? { method: "POST", path: `${PREFIX}/${pathId}/spin`, headers: [JSON_TYPE, ...headers], body: JSON.stringify({ betLevel: 1, coinValue: "0.01" }) }
              : { method: "GET", path: `${PREFIX}/${pathId}/${suffix}`, headers };
          const response = await sendAndCheck(request, RUNTIME_STATUSES);
          remember(route, response.status);
          const what = describeRequest(request, response);
          const access = expectedAccess(request, pathId);
          if (access !== "in") {
            // Kept out, with the reason's code: only the session's own cookie, from the page's own origin and
            // without an API key, gets an answer.
            expect(response.status, what).toBe(access);
            const codes = { 401: "unauthenticated", 403: "forbidden", 410: target.name === "ended" ? "session_ended" : "session_expired" };
            expect(JSON.parse(response.body).error, what).toBe(codes[access]);
            return;
          }
          // Let in: the answer of the route (the round is the main session's; the broke player cannot bet).
          if (route === "round" && target.name !== "main") expect(response.status, what).toBe(404);
          else if (route === "spin" && target.name === "broke") expect(response.status, what).toBe(402);
          else if (route === "events") expect([200, 429], what).toContain(response.status);
          else expect(response.status, what).toBe(200);
          if (response.status === 200 && route === "state") expect(stateResponseSchema.parse(JSON.parse(response.body)).session.id).toBe(pathId);
          if (response.status === 200 && route === "spin" && target.name === "main") mainRoundIds.push(spinResponseSchema.parse(JSON.parse(response.body)).round.id);
        },
      ),
      properties,
    );
  });
});

describe("spin", FUZZ_TIMEOUT, () => {
  const spinTarget = fc.oneof(
    { arbitrary: fc.constant<SessionName>("main"), weight: 5 },
    { arbitrary: fc.constant<SessionName>("pharaoh"), weight: 2 },
    { arbitrary: fc.constant<SessionName>("broke"), weight: 1 },
  );
  const spinBody = mutated(
    fc.record(
      {
        betLevel: fc.constantFrom(1, 2, 3, 5, 7, 10, 50),
        coinValue: fc.constantFrom("0.01", "0.02", "0.05", "0.10", "0.03"),
        buyFeature: fc.boolean(),
      },
      { requiredKeys: ["betLevel", "coinValue"] },
    ),
    ["betLevel", "coinValue", "buyFeature"],
    fc.oneof(nearBet, nearBet),
    ["betlevel"],
  );
  const cents = (amount: string) => BigInt(amount.replace(".", ""));

  it("generated and mutated spin requests: wrong types, missing and unknown fields, odd bets", async () => {
    await fc.assert(
      fc.asyncProperty(spinTarget, spinBody, async (name, body) => {
        const session = sessions[name];
        const game = session.game!;
        const text = JSON.stringify(body);
        const request: RawRequest = { method: "POST", path: `${PREFIX}/${session.id}/spin`, headers: [JSON_TYPE, ownCookie(session)], body: text };
        const response = await sendAndCheck(request, [200, 400, 402, 413]);
        remember("spin", response.status);
        const what = describeRequest(request, response);

        // What the server sees is the JSON text, read back.
        const parsed = spinRequestSchema.safeParse(JSON.parse(text));
        if (!parsed.success) {
          expect(response.status, what).toBe(Buffer.byteLength(text) > 64 * 1024 ? 413 : 400);
          return;
        }
        const bet = parsed.data;
        const offered =
          game.betLevels.includes(bet.betLevel) && game.coinValues.includes(bet.coinValue) && (bet.buyFeature !== true || game.buyFeature !== undefined);
        if (!game.betLevels.includes(bet.betLevel)) expect(JSON.parse(response.body).error, what).toBe("invalid_bet");
        if (offered) expect(response.status, what).toBe(session.broke ? 402 : 200);
        if (response.status === 402) expect(JSON.parse(response.body).error, what).toBe("insufficient_funds");
        if (response.status === 200) {
          const spin = spinResponseSchema.parse(JSON.parse(response.body));
          const buy = bet.buyFeature === true;
          expect(spin.round).toMatchObject({ betLevel: bet.betLevel, boughtFeature: buy, currency: "EUR" });
          expect(Number(spin.round.coinValue), what).toBe(Number(bet.coinValue));
          const stake = BigInt(game.lines * bet.betLevel * (buy ? game.buyFeature!.costMultiplier : 1));
          expect(cents(spin.round.bet), what).toBe(stake * cents(spin.round.coinValue));
          if (name === "main") mainRoundIds.push(spin.round.id);
        }
      }),
      properties,
    );
  });

  it("broken JSON, raw bytes and odd content types", async () => {
    const validText = JSON.stringify({ betLevel: 1, coinValue: "0.01" });
    const mutatedJson = fc
      .tuple(fc.nat({ max: validText.length }), fc.nat({ max: 4 }), fc.string({ unit: "binary", maxLength: 3 }))
      .map(([at, remove, insert]) => validText.slice(0, at) + insert + validText.slice(at + remove));
    const body = fc.oneof(
      mutatedJson,
      fc.uint8Array({ maxLength: 300 }),
      fc.string({ unit: "binary", maxLength: 300 }),
      fc.constantFrom(
        "",
        "   ",
        "null",
        "[]",
        "\"text\"",
        "1e400",
        "{\"betLevel\":1e400,\"coinValue\":\"0.01\"}",
        "{\"betLevel\":1.0,\"coinValue\":\"0.01\"}",
        "{\"betLevel\":1,\"coinValue\":\"0.01\",\"betLevel\":\"1\"}",
        "{\"betLevel\":99999999999999999999999999999999,\"coinValue\":\"0.01\"}",
        "{\"betLevel\":-1,\"coinValue\":\"-0.01\"}",
        "{\"__proto__\":{\"betLevel\":1},\"coinValue\":\"0.01\"}",
        "{\"betLevel\":1,\"coinValue\":\"0.01\",\"buyFeature\":\"yes\"}",
        "[".repeat(20_000) + "]".repeat(20_000),
        "{\"a\":".repeat(5_000) + "1" + "}".repeat(5_000),
        "\ufeff" + validText,
        validText + "garbage",
        validText + "\u0000",
      ),
      fc.constant(Uint8Array.from([0xef, 0xbb, 0xbf, 0xff, 0xfe, 0x7b, 0x7d])),
    );
    const contentType = fc.constantFrom(
      "application/json",
      "application/json; charset=utf-16",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=xyz",
      "*/*",
      "garbage",
      "",
    );
    await fc.assert(
      fc.asyncProperty(body, contentType, fc.boolean(), async (payload, type, chunked) => {
        const headers: Array<[string, string]> = [ownCookie(sessions.main), ...(type ? ([["content-type", type]] as Array<[string, string]>) : [])];
        const request: RawRequest = { method: "POST", path: `${PREFIX}/${sessions.main.id}/spin`, headers, body: payload, chunked };
        const response = await sendAndCheck(request, [200, 400]);
        remember("spin", response.status);
        // The body is read as UTF-8 JSON whatever the content type says; what does not parse is invalid_json.
        const bytes = typeof payload === "string" ? Buffer.from(payload, "utf8") : payload;
        let readable = true;
        try {
          const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
          JSON.parse(text);
          readable = text.trim().length > 0;
        } catch {
          readable = false;
        }
        if (!readable) expect(JSON.parse(response.body).error, describeRequest(request, response)).toBe("invalid_json");
        if (response.status === 200) mainRoundIds.push(spinResponseSchema.parse(JSON.parse(response.body)).round.id);
      }),
      properties,
    );
  });

  it("bodies over the limit, with and without Content-Length, are 413 and change nothing", async () => {
    const size = fc.integer({ min: 64 * 1024 + 1, max: 400 * 1024 });
    await fc.assert(
      fc.asyncProperty(size, fc.boolean(), async (bytes, chunked) => {
        const body = JSON.stringify({ betLevel: 1, coinValue: "0.01", padding: "x".repeat(bytes) });
        const response = await sendAndCheck(
          { method: "POST", path: `${PREFIX}/${sessions.main.id}/spin`, headers: [JSON_TYPE, ownCookie(sessions.main)], body, chunked },
          [413],
        );
        expect(JSON.parse(response.body).error).toBe("payload_too_large");
      }),
      { numRuns: Math.max(4, Math.ceil(FUZZ_RUNS / 8)) },
    );
  });
});

describe("state, balance, rounds and events", FUZZ_TIMEOUT, () => {
  const anyQuery = queryPairs(fc.constantFrom("limit", "session", "sessionId", "token", "_rsc", "__proto__"), fc.constantFrom("1", "", "x", "ses_unknownsession000000000"));

  it("state and balance with odd query strings and headers", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("state", "balance"), fc.constantFrom<SessionName>("main", "main", "pharaoh", "broke", "other"), anyQuery, extraHeaders, async (route, name, pairs, extra) => {
        const session = sessions[name];
        const request: RawRequest = { method: "GET", path: `${PREFIX}/${session.id}/${route}${query(pairs)}`, headers: [ownCookie(session), ...realizeHeaders(extra)] };
        const response = await sendAndCheck(request, [200, 403]);
        remember(route, response.status);
        const what = describeRequest(request, response);
        expect(response.status, what).toBe(expectedAccess(request, session.id) === "in" ? 200 : 403);
        if (response.status !== 200) return;
        if (route === "state") {
          const state = stateResponseSchema.parse(JSON.parse(response.body));
          expect(state.session.id).toBe(session.id);
          expect(state.game).toEqual(session.game);
        } else {
          expect(balanceResponseSchema.parse(JSON.parse(response.body)).currency).toBe("EUR");
        }
      }),
      properties,
    );
  });

  it("rounds with odd limits and query strings", async () => {
    const pairs = queryPairs(
      fc.constantFrom("limit", "limit", "LIMIT", "offset", "cursor"),
      fc.constantFrom("1", "2", "20", "100", "0", "-1", "101", "1.5", "abc", "", "1e2", "0x10", " 5", "５", "Infinity", "NaN", "9".repeat(400), "1,2", "[1]"),
    );
    await fc.assert(
      fc.asyncProperty(pairs, async (queryParts) => {
        const path = `${PREFIX}/${sessions.main.id}/rounds${query(queryParts)}`;
        const request: RawRequest = { method: "GET", path, headers: [ownCookie(sessions.main)] };
        const response = await sendAndCheck(request, [200, 400]);
        remember("rounds", response.status);
        const what = describeRequest(request, response);
        // The route reads the query as its schema does: the last value of each name.
        const expected = roundsQuerySchema.safeParse(Object.fromEntries(new URL(path, "http://x").searchParams));
        expect(response.status, what).toBe(expected.success ? 200 : 400);
        if (response.status === 400) expect(JSON.parse(response.body).error, what).toBe("invalid_request");
        if (expected.success) {
          const { rounds } = roundsResponseSchema.parse(JSON.parse(response.body));
          expect(rounds.length, what).toBe(Math.min(expected.data.limit, mainRoundIds.length));
          expect(rounds.every((round) => mainRoundIds.includes(round.id)), what).toBe(true);
        }
      }),
      properties,
    );
  });

  it("rounds/{id} with odd ids and query strings", async () => {
    const roundId = fc.oneof(
      { arbitrary: fc.nat().map((index) => ({ id: mainRoundIds[index % mainRoundIds.length]!, encode: true })), weight: 3 },
      {
        arbitrary: fc
          .constantFrom("other", "rnd_doesnotexist", "", " ", "..", ".", "%2F", "%00", "\u0000", "rnd_\u0000", "x".repeat(1_500), "1 OR 1=1", "%E0%A4%A")
          .map((id) => ({ id: id === "other" ? otherRoundId : id, encode: !id.startsWith("%") })),
        weight: 2,
      },
      { arbitrary: anyText.filter((text) => urlText(text).length <= MAX_URL_PART).map((id) => ({ id, encode: true })), weight: 2 },
    );
    await fc.assert(
      fc.asyncProperty(roundId, anyQuery, async ({ id, encode }, pairs) => {
        const segment = encode ? urlText(id) : id;
        const path = `${PREFIX}/${sessions.main.id}/rounds/${segment}${query(pairs)}`;
        const request: RawRequest = { method: "GET", path, headers: [ownCookie(sessions.main)] };
        const response = await sendAndCheck(request, [200, 308, 400, 404]);
        remember("round", response.status);
        const what = describeRequest(request, response);
        const decoded = new URL(path, "http://x").pathname.split("/").slice(6);
        const isOwnRound = encode && decoded.length === 1 && mainRoundIds.includes(safeDecode(decoded[0]!));
        if (response.status === 200) expect(roundResponseSchema.parse(JSON.parse(response.body)).round.id, what).toBe(id);
        expect(response.status === 200, what).toBe(isOwnRound);
      }),
      properties,
    );
  });

  it("events with odd Last-Event-ID", async () => {
    const lastEventId = option(
      fc.oneof(
        fc.constantFrom("", "0", "1", "41", "999999999999999", "9999999999999999", "-1", "1.5", " 7", "7 ", "007", "abc", "0x10", "1e3", "¹²", "½", "9".repeat(5_000)),
        fc.nat().map(String),
        headerText(200),
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<SessionName>("main", "main", "broke", "other", "ended"), lastEventId, async (name, eventId) => {
        const session = sessions[name];
        const headers: Array<[string, string]> = [ownCookie(session), ["accept", "text/event-stream"], ...(eventId === undefined ? [] : ([["last-event-id", eventId]] as Array<[string, string]>))];
        const request: RawRequest = { method: "GET", path: `${PREFIX}/${session.id}/events`, headers };
        const response = await sendAndCheck(request, [200, 410, 429]);
        remember("events", response.status);
        const what = describeRequest(request, response);
        expect(response.status === 410, what).toBe(!session.playable);
        if (response.status !== 200) return;
        expect(String(response.headers["content-type"]), what).toMatch(/^text\/event-stream/);
        // Events are numbered on from a Last-Event-ID the server could read, else from 0 (the opening may carry
        // that id, so that a page dropped before its first event still reconnects with Last-Event-ID).
        const sent = eventId === undefined ? "" : trimOws(eventId);
        const start = /^\d{1,15}$/.test(sent) ? Number(sent) : 0;
        const opening = /^retry: \d+\n(?:id: (\d+)\n)?: connected\n\n/.exec(response.body);
        expect(opening, what).not.toBeNull();
        if (opening![1] !== undefined) expect(opening![1], what).toBe(String(start));
        if (eventId === undefined) return;
        // A reconnect gets the current balance.
        const event = /id: (\d+)\nevent: (balance|balance_error)\ndata: (.*)\n\n/.exec(response.body);
        expect(event, what).not.toBeNull();
        expect(event![1], what).toBe(String(start + 1));
        (event![2] === "balance" ? balanceEventSchema : balanceErrorEventSchema).parse(JSON.parse(event![3]!));
      }),
      properties,
    );
  });
});

describe("the launch token exchange /play/{symbol}?token=…", FUZZ_TIMEOUT, () => {
  type TokenKind = "fresh" | "fresh-other-game" | "used" | "stale" | "ended" | "expired" | "mutated" | "random" | "junk";
  const tokenKind = fc.oneof(
    { arbitrary: fc.constant<TokenKind>("fresh"), weight: 4 },
    { arbitrary: fc.constantFrom<TokenKind>("fresh-other-game", "used", "stale", "ended", "expired", "mutated", "random", "junk"), weight: 5 },
  );
  const symbol = fc.oneof(
    { arbitrary: fc.constantFrom(GAME, GAME, "aurora-riches"), weight: 4 },
    {
      arbitrary: fc.constantFrom(
        "vs10fruitblaze",
        "fruit-blaze",
        "VS20AURORA",
        "vs25pharaoh",
        "vs9luckysevens",
        "bs10retroreels",
        "nowhere",
        "%76s20aurora",
        "vs20aurora%20",
        "vs20aurora%00",
        "vs20aurora.json",
        "%2e%2e",
      ),
      weight: 3,
    },
    { arbitrary: urlSegment, weight: 2 },
  );
  /** How the token travels: alone, after or before another token parameter, under another name, or not at all. */
  const placement = fc.constantFrom("alone", "alone", "alone", "first-of-two", "second-of-two", "renamed", "missing", "with-extras");
  let players = 0;

  async function launchFresh(game: string): Promise<{ token: string; names: string[] }> {
    const launched = await launch(t.app.baseUrl, t.operatorKey, { external_player_id: `fuzz-exchange-${++players}`, symbol: game });
    return { token: new URL(launched.launch_url).searchParams.get("token")!, names: [launched.symbol, launched.slug] };
  }

  async function realizeToken(kind: TokenKind, junkText: string): Promise<{ token: string; names: string[] }> {
    switch (kind) {
      case "fresh":
        return launchFresh(GAME);
      case "fresh-other-game":
        return launchFresh("vs10fruitblaze");
      case "used":
        return { token: usedTokens[players % usedTokens.length]!, names: [] };
      case "stale": {
        const first = await launch(t.app.baseUrl, t.operatorKey, { external_player_id: `fuzz-exchange-${++players}` });
        await launch(t.app.baseUrl, t.operatorKey, { external_player_id: `fuzz-exchange-${players}` });
        return { token: new URL(first.launch_url).searchParams.get("token")!, names: [] };
      }
      case "ended":
        return { token: ENDED.launchToken, names: [] };
      case "expired":
        return { token: EXPIRED.launchToken, names: [] };
      case "mutated": {
        const used = usedTokens[0]!;
        return { token: `${used.slice(0, 10)}${used[10] === "a" ? "b" : "a"}${used.slice(11)}`, names: [] };
      }
      case "random":
        return { token: newToken(), names: [] };
      case "junk":
        return { token: junkText, names: [] };
    }
  }

  it("odd symbols, tokens and methods: only a fresh token on its own game's path sets a cookie", async () => {
    const method = fc.oneof({ arbitrary: fc.constant("GET"), weight: 8 }, { arbitrary: fc.constantFrom("HEAD", "POST", "PUT", "DELETE", "OPTIONS"), weight: 1 });
    await fc.assert(
      fc.asyncProperty(tokenKind, symbol, placement, method, anyText, anyText, async (kind, symbolSegment, where, verb, junkText, otherText) => {
        const { token, names } = await realizeToken(kind, junkText);
        const tokenParam = `token=${urlText(token)}`;
        const otherParam = `token=${urlText(otherText)}`;
        const search = {
          alone: `?${tokenParam}`,
          "first-of-two": `?${tokenParam}&${otherParam}`,
          "second-of-two": `?${otherParam}&${tokenParam}`,
          renamed: `?Token=${urlText(token)}&tok=${urlText(token)}`,
          missing: "",
          "with-extras": `?lang=tr&${tokenParam}&x=${urlText(otherText)}#fragment`,
        }[where];
        const path = `/play/${symbolSegment}${search}`.slice(0, 8_000);
        const request: RawRequest = { method: verb, path, headers: [["accept-language", "tr-TR,tr;q=0.9"]] };
        const response = await sendAndCheck(request, [200, 204, 303, 308, 400, 401, 404, 405, 410]);
        const what = describeRequest(request, response);
        if (verb === "GET" && new URL(path, "http://x").pathname.startsWith("/play/")) remember("exchange", response.status);

        const url = new URL(path, "http://x");
        const effective = url.searchParams.get("token");
        const symbolSent = safeDecode(url.pathname.slice("/play/".length));
        const shouldExchange = verb === "GET" && effective === token && names.includes(symbolSent);
        expect(response.status === 303, what).toBe(shouldExchange);
        if (verb === "GET" && (response.status === 401 || response.status === 410)) {
          expect(String(response.headers["content-type"]), what).toMatch(/^text\/html/);
          expect(response.body, what).toContain('data-testid="session-expired"');
          if (/^[A-Za-z0-9_-]{43}$/.test(token)) expect(response.body, what).not.toContain(token);
        }
        // A token of a session that is over, on its game's path: "gone", not "unknown".
        if (verb === "GET" && effective === token && (kind === "ended" || kind === "expired") && [GAME, "aurora-riches"].includes(symbolSent)) {
          expect(response.status, what).toBe(410);
        }
        if (response.status !== 303) return;

        // The cookie works for its session, and the token does not work twice.
        usedTokens.push(token);
        const location = String(response.headers.location);
        expect(location, what).toMatch(/^\/game\/ses_[A-Za-z0-9]+$/);
        const sessionId = location.split("/").pop()!;
        const setCookie = ([] as string[]).concat(response.headers["set-cookie"] ?? []);
        expect(setCookie, what).toHaveLength(1);
        expect(setCookie[0], what).toMatch(new RegExp(`^${runtimeCookieName(sessionId)}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax$`));
        const rounds = await send({ method: "GET", path: `${PREFIX}/${sessionId}/rounds`, headers: [["cookie", setCookie[0]!.split(";")[0]!]] });
        expect(rounds.status, what).toBe(200);
        expect(roundsResponseSchema.parse(JSON.parse(rounds.body)).rounds).toEqual([]);
        const again = await sendAndCheck({ method: "GET", path }, [401]);
        expect(again.body).toContain('data-testid="session-expired"');
      }),
      properties,
    );
  });
});

describe("methods and paths", FUZZ_TIMEOUT, () => {
  it("every method on known and unknown paths under /api/runtime", async () => {
    const method = fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");
    const part = fc.oneof(
      fc.constantFrom("sessions", "state", "balance", "spin", "rounds", "events", "main", "other", "round", "", "%2F", "%2e%2e", "~", "_next", "v1", "play"),
      urlSegment,
    );
    const body = option(fc.oneof(fc.constant(JSON.stringify({ betLevel: 1, coinValue: "0.01" })), anyText));
    await fc.assert(
      fc.asyncProperty(method, fc.boolean(), fc.array(part, { minLength: 0, maxLength: 4 }), fc.boolean(), body, async (verb, underSessions, parts, withCookie, payload) => {
        const realized = parts.map((segment) => (segment === "main" ? sessions.main.id : segment === "other" ? sessions.other.id : segment === "round" ? mainRoundIds[0]! : segment));
        // Mostly the shape of a session route (…/sessions/<main>/<anything>), so the session's own routes get odd methods.
        const path = underSessions ? `${PREFIX}/${sessions.main.id}/${realized.join("/")}` : `/api/runtime/${realized.join("/")}`;
        const request: RawRequest = {
          method: verb,
          path,
          headers: [...(withCookie ? [ownCookie(sessions.main)] : []), ...(payload === undefined ? [] : [JSON_TYPE])],
          body: verb === "GET" || verb === "HEAD" ? undefined : payload,
        };
        // Dot segments may lead out of the runtime API; only its own routes promise its errors.
        if (!isRuntimeApiPath(path)) {
          const response = await send(request);
          expect(response.status, describeRequest(request, response)).toBeLessThan(500);
          return;
        }
        const response = await sendAndCheck(request, [200, 204, 308, 400, 401, 404, 405, 413, 429]);
        if (response.status === 405) expect(response.headers.allow, describeRequest(request, response)).toMatch(/^(GET|POST)$/);
        if (response.status === 200 && verb === "POST" && path.endsWith("/spin")) mainRoundIds.push(spinResponseSchema.parse(JSON.parse(response.body)).round.id);
      }),
      properties,
    );
  });
});

// Methods no App Router route handler can export never reach a route: Next.js refuses them with a bare 400, or the
// proxy (runtime paths holding a "%") with the runtime's JSON 405; README "Malformed requests" leaves filtering
// them to the reverse proxy. TRACE is left out: Next.js answers it with a bare 500 before any code of ours runs
// (lib/server/http/provider-api-guard.ts), so a reverse proxy in front must refuse it.
describe("methods no route handler can serve", FUZZ_TIMEOUT, () => {
  it("are refused without a 5xx and change nothing", async () => {
    const method = fc.constantFrom("PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "SEARCH", "QUERY", "PURGE", "LINK", "REPORT", "ACL", "FOO");
    const path = fc.constantFrom("state", "spin", "events", "rounds", "round", "unknown", "malformed", "play");
    await fc.assert(
      fc.asyncProperty(method, path, fc.boolean(), option(anyText), async (verb, where, withCookie, payload) => {
        const special: Record<string, string> = {
          round: `${PREFIX}/${sessions.main.id}/rounds/${mainRoundIds[0]}`,
          unknown: "/api/runtime/nowhere",
          malformed: `${PREFIX}/${sessions.main.id}/%E0%A4%A`,
          play: `/play/${GAME}?token=${usedTokens[0]}`,
        };
        const target = special[where] ?? `${PREFIX}/${sessions.main.id}/${where}`;
        const request: RawRequest = { method: verb, path: target, headers: withCookie ? [ownCookie(sessions.main)] : [], body: payload };
        const response = await sendAndCheck(request, [400, 405], { bareRefusals: true });
        if (response.body !== "" && isRuntimeApiPath(target)) expect(JSON.parse(response.body).error).toBe("method_not_allowed");
      }),
      { numRuns: Math.max(4, Math.ceil(FUZZ_RUNS / 4)) },
    );
  });
});

// Next.js answers a path whose percent-encoding does not decode before any route runs (a bare 500); the root
// proxy.ts sees runtime API paths holding a "%" and answers those with the runtime's 400.
describe("paths Next.js cannot decode", FUZZ_TIMEOUT, () => {
  const malformed = fc.oneof(
    fc.constantFrom("%", "%E0%A4%A", "%ED%A0%80", "%C3", "%ZZ", "%%", "%FF%FE"),
    fc.tuple(fc.string({ unit: "grapheme-ascii", maxLength: 6 }), fc.stringMatching(/^%[0-9A-Fa-f]?$/)).map(([text, broken]) => urlText(text) + broken),
  );

  it("get the runtime's 400 on every runtime route, with or without a cookie", async () => {
    const path = fc
      .tuple(fc.constantFrom("state", "spin", "rounds", "events", "nowhere"), malformed, fc.boolean())
      .map(([route, part, inSession]) => (inSession ? `${PREFIX}/${sessions.main.id}/${route}/${part}` : `${PREFIX}/${part}/${route}`));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("GET", "POST"), path, fc.boolean(), async (verb, target, withCookie) => {
        const response = await sendAndCheck({ method: verb, path: target, headers: withCookie ? [ownCookie(sessions.main)] : [] }, [400]);
        expect(JSON.parse(response.body)).toMatchObject({ success: false, error: "invalid_request" });
      }),
      properties,
    );
  });

  it("are refused without a 5xx on the launch exchange", async () => {
    await fc.assert(
      fc.asyncProperty(malformed, fc.boolean(), async (part, withToken) => {
        const token = withToken ? `?token=${newToken()}` : "";
        await sendAndCheck({ method: "GET", path: `/play/${part}${token}` }, [400, 401, 404]);
      }),
      { numRuns: Math.max(4, Math.ceil(FUZZ_RUNS / 4)) },
    );
  });
});

describe("the fuzzing itself", () => {
  it("reached both success and rejection on every endpoint", () => {
    for (const endpoint of ["spin", "state", "balance", "rounds", "round", "events", "exchange"]) {
      const statuses = [...(seen.get(endpoint) ?? [])];
      const success = endpoint === "exchange" ? 303 : 200;
      expect(statuses.some((status) => status === success), `${endpoint}: ${statuses.join(", ")}`).toBe(true);
      expect(statuses.some((status) => status >= 400), `${endpoint}: ${statuses.join(", ")}`).toBe(true);
    }
  });

  it.runIf(canQueryDatabase)("was able to see the database, and a write in it (so the nothing-written checks ran)", async () => {
    const before = await storedState();
    expect(before?.sessions).toMatch(/^[0-9a-f]{32}$/);
    const spin = await send({
      method: "POST",
      path: `${PREFIX}/${sessions.main.id}/spin`,
      headers: [JSON_TYPE, ownCookie(sessions.main)],
      body: JSON.stringify({ betLevel: 1, coinValue: "0.01" }),
    });
    expect(spin.status).toBe(200);
    const { round } = spinResponseSchema.parse(JSON.parse(spin.body));
    const after = await storedState();
    for (const part of ["sessions", "rounds", "walletRounds", "walletTransactions", "callbackAttempts", "demoBalances", "demoTransactions"] as const) {
      // A win equal to the bet leaves the balance where it was.
      if (part === "demoBalances" && round.win === round.bet) continue;
      expect(after?.[part], part).not.toBe(before?.[part]);
    }
  });
});
