import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  balanceErrorEventSchema,
  balanceEventSchema,
  balanceResponseSchema,
  roundResponseSchema,
  sessionRoundsQuerySchema,
  sessionRoundsResponseSchema,
  runtimeCookieName,
  spinResponseSchema,
  stateResponseSchema,
} from "@/lib/contract/runtime-api";
import {
  anyText,
  FUZZ_PROPERTIES,
  FUZZ_TIMEOUT,
  headerText,
  MAX_URL_PART,
  option,
  queryPairs,
  queryString,
  urlSegment,
  urlText,
} from "@/tests/integration/support/fuzz-generators";
import {
  describeRequest,
  headerOf,
  JSON_CONTENT_TYPE,
  statusTally,
  type RawRequest,
} from "@/tests/integration/support/fuzz-http";
import {
  ownCookie,
  PREFIX,
  safeDecode,
  sendAndCheck,
  trimOws,
  setUpRuntimeFuzzWorld,
  world,
  type SessionName,
} from "@/tests/integration/support/runtime-fuzz-setup";

// Runtime fuzzing (see runtime-fuzz-setup.ts), part one: who gets into a session (odd, missing, duplicate and forged
// cookies, API keys and origins on every runtime endpoint), then state, balance, rounds and rounds/{id} with odd
// ids and queries, and the event stream with odd Last-Event-ID.

setUpRuntimeFuzzWorld();
const { sessions, mainRoundIds } = world;
const { remember, expectSuccessAndRejection } = statusTally();

// ---------------------------------------------------------------------------------------------------------------
// Cookies, keys, origins: who gets in

/** A session path: a known session (mostly the main one), an unknown well-formed id, or an id that is not one. */
const sessionPath = fc.oneof(
  {
    arbitrary: fc.constant<SessionName>("main").map((name) => ({ name: name as SessionName | null, id: "" })),
    weight: 6,
  },
  {
    arbitrary: fc
      .constantFrom<SessionName>("pharaoh", "broke", "other", "ended", "expired")
      .map((name) => ({ name: name as SessionName | null, id: "" })),
    weight: 3,
  },
  {
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          "ses_unknownsession000000000",
          "ses_",
          "ses_short",
          "SES_UPPERCASEPREFIX00",
          `ses_${"a".repeat(65)}`,
          "ses_abc-def_ghi",
          "ses_%00abcdefgh",
          "~",
        ),
        urlSegment,
      )
      // Only ids that stay one path segment (not empty, not a dot segment).
      .filter((segment) => segment.length > 0 && new URL(`/a/${segment}/b`, "http://x").pathname === `/a/${segment}/b`)
      .map((id) => ({ name: null as SessionName | null, id })),
    weight: 2,
  },
);
const pathIdOf = (target: { name: SessionName | null; id: string }) =>
  target.name ? sessions[target.name].id : target.id;

type CookieKind =
  | "own"
  | "none"
  | "duplicate"
  | "two-headers"
  | "forged-then-own"
  | "own-then-forged"
  | "other-session"
  | "name-swap"
  | "forged"
  | "wrong-case"
  | "junk";
const cookieKind = fc.oneof(
  { arbitrary: fc.constant<CookieKind>("own"), weight: 6 },
  {
    arbitrary: fc.constantFrom<CookieKind>(
      "none",
      "duplicate",
      "two-headers",
      "forged-then-own",
      "own-then-forged",
      "other-session",
      "name-swap",
      "forged",
      "wrong-case",
      "junk",
    ),
    weight: 5,
  },
);
/** Cookie values that are not the token: near misses of it (made from it at run time), odd encodings, Latin-1 bytes. */
const NEAR_MISSES = [
  "\u0001changed",
  "\u0001plus",
  "\u0001shorter",
  "\u0001quoted",
  "\u0001case",
  "\u0001encoded",
  "\u0001encoded-broken",
];
const forgedValue = fc.oneof(
  fc.constantFrom(...NEAR_MISSES),
  fc.constantFrom(
    "",
    "forged",
    "%E0%A4%A",
    "%ZZ",
    "%00",
    "%",
    "a".repeat(4_000),
    "null",
    "undefined",
    "true",
    "[object Object]",
  ),
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

function cookieHeaders(
  kind: CookieKind,
  pathId: string,
  forgedText: string,
  junkText: string,
): Array<[string, string]> {
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
    // The app trusts no proxy here (TRUSTED_PROXY_HOPS=0): a client's own X-Forwarded-Host names no origin.
    if (host !== new URL(world.t.app.baseUrl).host) return 403;
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
        fc.constantFrom(
          "null",
          "https://evil.example",
          "http://127.0.0.1",
          "http://localhost",
          "http://127.0.0.1:1",
          "file://",
          "garbage",
          "",
        ),
        headerText(60),
      ),
    ),
    fc.tuple(
      fc.constantFrom("sec-fetch-site"),
      fc.constantFrom("same-origin", "same-site", "cross-site", "CROSS-SITE", " cross-site", "none", ""),
    ),
    fc.tuple(
      fc.constantFrom("x-provider-api-key", "x-api-key"),
      fc.oneof(fc.constantFrom("operator-key", "", "gpk_x"), headerText(40)),
    ),
    fc.tuple(
      fc.constantFrom("authorization"),
      fc.oneof(
        fc.constantFrom("Basic cWE6cWE=", "basic x", "Bearer operator-key", "Bearer", "", "Digest x"),
        headerText(40),
      ),
    ),
    fc.tuple(
      fc.constantFrom(
        "x-forwarded-host",
        "x-forwarded-for",
        "x-forwarded-proto",
        "x-request-id",
        "accept",
        "accept-language",
      ),
      headerText(80),
    ),
  ),
  // One line per name (Node keeps only the first of some duplicate headers, such as Authorization).
  { maxLength: 3, selector: ([name]) => name },
);

function realizeHeaders(headers: Array<[string, string]>): Array<[string, string]> {
  return headers.map(([name, value]): [string, string] => {
    if (name === "origin" && value === "own") return [name, world.t.app.baseUrl];
    if (value === "operator-key") return [name, world.t.operatorKey];
    if (value === "Bearer operator-key") return [name, `Bearer ${world.t.operatorKey}`];
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
              ? {
                  method: "POST",
                  path: `${PREFIX}/${pathId}/spin`,
                  headers: [JSON_CONTENT_TYPE, ...headers],
                  body: JSON.stringify({ betLevel: 1, coinValue: "0.01" }),
                }
              : { method: "GET", path: `${PREFIX}/${pathId}/${suffix}`, headers };
          const response = await sendAndCheck(request, RUNTIME_STATUSES);
          remember(route, response.status);
          const what = describeRequest(request, response);
          const access = expectedAccess(request, pathId);
          if (access !== "in") {
            // Kept out, with the reason's code: only the session's own cookie, from the page's own origin and
            // without an API key, gets an answer.
            expect(response.status, what).toBe(access);
            const codes = {
              401: "unauthenticated",
              403: "forbidden",
              410: target.name === "ended" ? "session_ended" : "session_expired",
            };
            expect(JSON.parse(response.body).error, what).toBe(codes[access]);
            return;
          }
          // Let in: the answer of the route (the round is the main session's; the broke player cannot bet).
          if (route === "round" && target.name !== "main") expect(response.status, what).toBe(404);
          else if (route === "spin" && target.name === "broke") expect(response.status, what).toBe(402);
          else if (route === "events") expect([200, 429], what).toContain(response.status);
          else expect(response.status, what).toBe(200);
          if (response.status === 200 && route === "state")
            expect(stateResponseSchema.parse(JSON.parse(response.body)).session.id).toBe(pathId);
          if (response.status === 200 && route === "spin" && target.name === "main")
            mainRoundIds.push(spinResponseSchema.parse(JSON.parse(response.body)).round.id);
        },
      ),
      FUZZ_PROPERTIES,
    );
  });
});

describe("state, balance, rounds and events", FUZZ_TIMEOUT, () => {
  const anyQuery = queryPairs(
    fc.constantFrom("limit", "session", "sessionId", "token", "_rsc", "__proto__"),
    fc.constantFrom("1", "", "x", "ses_unknownsession000000000"),
  );

  it("state and balance with odd query strings and headers", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("state", "balance"),
        fc.constantFrom<SessionName>("main", "main", "pharaoh", "broke", "other"),
        anyQuery,
        extraHeaders,
        async (route, name, pairs, extra) => {
          const session = sessions[name];
          const request: RawRequest = {
            method: "GET",
            path: `${PREFIX}/${session.id}/${route}${queryString(pairs)}`,
            headers: [ownCookie(session), ...realizeHeaders(extra)],
          };
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
        },
      ),
      FUZZ_PROPERTIES,
    );
  });

  it("rounds with odd limits and query strings", async () => {
    const pairs = queryPairs(
      fc.constantFrom("limit", "limit", "LIMIT", "offset", "cursor"),
      fc.constantFrom(
        "1",
        "2",
        "20",
        "100",
        "0",
        "-1",
        "101",
        "1.5",
        "abc",
        "",
        "1e2",
        "0x10",
        " 5",
        "５",
        "Infinity",
        "NaN",
        "9".repeat(400),
        "1,2",
        "[1]",
      ),
    );
    await fc.assert(
      fc.asyncProperty(pairs, async (queryParts) => {
        const path = `${PREFIX}/${sessions.main.id}/rounds${queryString(queryParts)}`;
        const request: RawRequest = { method: "GET", path, headers: [ownCookie(sessions.main)] };
        const response = await sendAndCheck(request, [200, 400]);
        remember("rounds", response.status);
        const what = describeRequest(request, response);
        // The route reads the query as its schema does: the last value of each name.
        const expected = sessionRoundsQuerySchema.safeParse(Object.fromEntries(new URL(path, "http://x").searchParams));
        expect(response.status, what).toBe(expected.success ? 200 : 400);
        if (response.status === 400) expect(JSON.parse(response.body).error, what).toBe("invalid_request");
        if (expected.success) {
          const { rounds } = sessionRoundsResponseSchema.parse(JSON.parse(response.body));
          expect(rounds.length, what).toBe(Math.min(expected.data.limit, mainRoundIds.length));
          expect(
            rounds.every((round) => mainRoundIds.includes(round.id)),
            what,
          ).toBe(true);
        }
      }),
      FUZZ_PROPERTIES,
    );
  });

  it("rounds/{id} with odd ids and query strings", async () => {
    const roundId = fc.oneof(
      {
        arbitrary: fc.nat().map((index) => ({ id: mainRoundIds[index % mainRoundIds.length]!, encode: true })),
        weight: 3,
      },
      {
        arbitrary: fc
          .constantFrom(
            "other",
            "rnd_doesnotexist",
            "",
            " ",
            "..",
            ".",
            "%2F",
            "%00",
            "\u0000",
            "rnd_\u0000",
            "x".repeat(1_500),
            "1 OR 1=1",
            "%E0%A4%A",
          )
          .map((id) => ({ id: id === "other" ? world.otherRoundId : id, encode: !id.startsWith("%") })),
        weight: 2,
      },
      {
        arbitrary: anyText.filter((text) => urlText(text).length <= MAX_URL_PART).map((id) => ({ id, encode: true })),
        weight: 2,
      },
    );
    await fc.assert(
      fc.asyncProperty(roundId, anyQuery, async ({ id, encode }, pairs) => {
        const segment = encode ? urlText(id) : id;
        const path = `${PREFIX}/${sessions.main.id}/rounds/${segment}${queryString(pairs)}`;
        const request: RawRequest = { method: "GET", path, headers: [ownCookie(sessions.main)] };
        const response = await sendAndCheck(request, [200, 308, 400, 404]);
        remember("round", response.status);
        const what = describeRequest(request, response);
        const decoded = new URL(path, "http://x").pathname.split("/").slice(6);
        const isOwnRound = encode && decoded.length === 1 && mainRoundIds.includes(safeDecode(decoded[0]!));
        if (response.status === 200)
          expect(roundResponseSchema.parse(JSON.parse(response.body)).round.id, what).toBe(id);
        expect(response.status === 200, what).toBe(isOwnRound);
      }),
      FUZZ_PROPERTIES,
    );
  });

  it("events with odd Last-Event-ID", async () => {
    const lastEventId = option(
      fc.oneof(
        fc.constantFrom(
          "",
          "0",
          "1",
          "41",
          "999999999999999",
          "9999999999999999",
          "-1",
          "1.5",
          " 7",
          "7 ",
          "007",
          "abc",
          "0x10",
          "1e3",
          "¹²",
          "½",
          "9".repeat(5_000),
        ),
        fc.nat().map(String),
        headerText(200),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<SessionName>("main", "main", "broke", "other", "ended"),
        lastEventId,
        async (name, eventId) => {
          const session = sessions[name];
          const headers: Array<[string, string]> = [
            ownCookie(session),
            ["accept", "text/event-stream"],
            ...(eventId === undefined ? [] : ([["last-event-id", eventId]] as Array<[string, string]>)),
          ];
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
        },
      ),
      FUZZ_PROPERTIES,
    );
  });
});

describe("the fuzzing itself", () => {
  // Spin is checked in runtime-fuzz-spin.test.ts: here only "who gets in" reaches it, and not surely with a 200.
  it("reached both success and rejection on state, balance, rounds, rounds/{id} and events", () => {
    expectSuccessAndRejection(["state", "balance", "rounds", "round", "events"]);
  });
});
