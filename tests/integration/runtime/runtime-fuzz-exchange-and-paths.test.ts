import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runtimeCookieName, sessionRoundsResponseSchema, spinResponseSchema } from "@/lib/contract/runtime-api";
import {
  anyText,
  FUZZ_PROPERTIES,
  FUZZ_TIMEOUT,
  fewerRuns,
  option,
  routeMethod,
  undecodablePathPart,
  urlSegment,
  urlText,
} from "@/tests/integration/support/fuzz-generators";
import {
  describeRequest,
  JSON_CONTENT_TYPE,
  statusTally,
  type RawRequest,
} from "@/tests/integration/support/fuzz-http";
import { GAME, launch } from "@/tests/integration/support/runtime-fixtures";
import {
  ENDED,
  EXPIRED,
  isRuntimeApiPath,
  newToken,
  ownCookie,
  PREFIX,
  safeDecode,
  send,
  sendAndCheck,
  setUpRuntimeFuzzWorld,
  world,
} from "@/tests/integration/support/runtime-fuzz-setup";

// Runtime fuzzing (see runtime-fuzz-setup.ts), part three: the launch token exchange /play/{symbol}?token=… with odd
// symbols, tokens and methods, every method on known and unknown runtime paths, and paths Next.js cannot decode.

setUpRuntimeFuzzWorld();
const { sessions, mainRoundIds, usedTokens } = world;
const { remember, expectSuccessAndRejection } = statusTally();

describe("the launch token exchange /play/{symbol}?token=…", FUZZ_TIMEOUT, () => {
  type TokenKind =
    "fresh" | "fresh-other-game" | "used" | "stale" | "ended" | "expired" | "mutated" | "random" | "junk";
  const tokenKind = fc.oneof(
    { arbitrary: fc.constant<TokenKind>("fresh"), weight: 4 },
    {
      arbitrary: fc.constantFrom<TokenKind>(
        "fresh-other-game",
        "used",
        "stale",
        "ended",
        "expired",
        "mutated",
        "random",
        "junk",
      ),
      weight: 5,
    },
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
  const placement = fc.constantFrom(
    "alone",
    "alone",
    "alone",
    "first-of-two",
    "second-of-two",
    "renamed",
    "missing",
    "with-extras",
  );
  let players = 0;

  async function launchFresh(game: string): Promise<{ token: string; names: string[] }> {
    const launched = await launch(world.t.app.baseUrl, world.t.operatorKey, {
      external_player_id: `fuzz-exchange-${++players}`,
      symbol: game,
    });
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
        const first = await launch(world.t.app.baseUrl, world.t.operatorKey, {
          external_player_id: `fuzz-exchange-${++players}`,
        });
        await launch(world.t.app.baseUrl, world.t.operatorKey, { external_player_id: `fuzz-exchange-${players}` });
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
    const method = fc.oneof(
      { arbitrary: fc.constant("GET"), weight: 8 },
      { arbitrary: fc.constantFrom("HEAD", "POST", "PUT", "DELETE", "OPTIONS"), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(
        tokenKind,
        symbol,
        placement,
        method,
        anyText,
        anyText,
        async (kind, symbolSegment, where, verb, junkText, otherText) => {
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
          if (verb === "GET" && new URL(path, "http://x").pathname.startsWith("/play/"))
            remember("exchange", response.status);

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
          if (
            verb === "GET" &&
            effective === token &&
            (kind === "ended" || kind === "expired") &&
            [GAME, "aurora-riches"].includes(symbolSent)
          ) {
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
          expect(setCookie[0], what).toMatch(
            new RegExp(`^${runtimeCookieName(sessionId)}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax$`),
          );
          const rounds = await send({
            method: "GET",
            path: `${PREFIX}/${sessionId}/rounds`,
            headers: [["cookie", setCookie[0]!.split(";")[0]!]],
          });
          expect(rounds.status, what).toBe(200);
          expect(sessionRoundsResponseSchema.parse(JSON.parse(rounds.body)).rounds).toEqual([]);
          const again = await sendAndCheck({ method: "GET", path }, [401]);
          expect(again.body).toContain('data-testid="session-expired"');
        },
      ),
      FUZZ_PROPERTIES,
    );
  });
});

describe("methods and paths", FUZZ_TIMEOUT, () => {
  it("every method on known and unknown paths under /api/runtime", async () => {
    const part = fc.oneof(
      fc.constantFrom(
        "sessions",
        "state",
        "balance",
        "spin",
        "rounds",
        "events",
        "main",
        "other",
        "round",
        "",
        "%2F",
        "%2e%2e",
        "~",
        "_next",
        "v1",
        "play",
      ),
      urlSegment,
    );
    const body = option(fc.oneof(fc.constant(JSON.stringify({ betLevel: 1, coinValue: "0.01" })), anyText));
    await fc.assert(
      fc.asyncProperty(
        routeMethod,
        fc.boolean(),
        fc.array(part, { minLength: 0, maxLength: 4 }),
        fc.boolean(),
        body,
        async (verb, underSessions, parts, withCookie, payload) => {
          const realized = parts.map((segment) =>
            segment === "main"
              ? sessions.main.id
              : segment === "other"
                ? sessions.other.id
                : segment === "round"
                  ? mainRoundIds[0]!
                  : segment,
          );
          // Mostly the shape of a session route (…/sessions/<main>/<anything>), so the session's own routes get odd methods.
          const path = underSessions
            ? `${PREFIX}/${sessions.main.id}/${realized.join("/")}`
            : `/api/runtime/${realized.join("/")}`;
          const request: RawRequest = {
            method: verb,
            path,
            headers: [
              ...(withCookie ? [ownCookie(sessions.main)] : []),
              ...(payload === undefined ? [] : [JSON_CONTENT_TYPE]),
            ],
            body: verb === "GET" || verb === "HEAD" ? undefined : payload,
          };
          // Dot segments may lead out of the runtime API; only its own routes promise its errors.
          if (!isRuntimeApiPath(path)) {
            const response = await send(request);
            expect(response.status, describeRequest(request, response)).toBeLessThan(500);
            return;
          }
          const response = await sendAndCheck(request, [200, 204, 308, 400, 401, 404, 405, 413, 429]);
          if (response.status === 405)
            expect(response.headers.allow, describeRequest(request, response)).toMatch(/^(GET|POST)$/);
          if (response.status === 200 && verb === "POST" && path.endsWith("/spin"))
            mainRoundIds.push(spinResponseSchema.parse(JSON.parse(response.body)).round.id);
        },
      ),
      FUZZ_PROPERTIES,
    );
  });
});

// Methods no App Router route handler can export never reach a route: the server entry point (lib/server/entry)
// answers them with the runtime's JSON 405 and Allow, on runtime paths and elsewhere (tests/integration/ops/
// unsupported-methods.test.ts goes through every route and method).
describe("methods no route handler can serve", FUZZ_TIMEOUT, () => {
  it("are refused without a 5xx and change nothing", async () => {
    const method = fc.constantFrom(
      "PROPFIND",
      "PROPPATCH",
      "MKCOL",
      "COPY",
      "MOVE",
      "LOCK",
      "UNLOCK",
      "SEARCH",
      "QUERY",
      "PURGE",
      "LINK",
      "UNLINK",
      "REPORT",
      "ACL",
      "TRACE",
    );
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
        const request: RawRequest = {
          method: verb,
          path: target,
          headers: withCookie ? [ownCookie(sessions.main)] : [],
          body: verb === "TRACE" ? undefined : payload,
        };
        const response = await sendAndCheck(request, [405]);
        expect(response.headers.allow, describeRequest(request, response)).toBe(
          "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
        );
        expect(JSON.parse(response.body)).toMatchObject({ success: false, error: "method_not_allowed" });
      }),
      fewerRuns(4),
    );
  });
});

// Next.js answers a path whose percent-encoding does not decode before any route runs (a bare 500); the root
// proxy.ts sees runtime API paths holding a "%" and answers those with the runtime's 400.
describe("paths Next.js cannot decode", FUZZ_TIMEOUT, () => {
  it("get the runtime's 400 on every runtime route, with or without a cookie", async () => {
    const path = fc
      .tuple(fc.constantFrom("state", "spin", "rounds", "events", "nowhere"), undecodablePathPart, fc.boolean())
      .map(([route, part, inSession]) =>
        inSession ? `${PREFIX}/${sessions.main.id}/${route}/${part}` : `${PREFIX}/${part}/${route}`,
      );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("GET", "POST"), path, fc.boolean(), async (verb, target, withCookie) => {
        const response = await sendAndCheck(
          { method: verb, path: target, headers: withCookie ? [ownCookie(sessions.main)] : [] },
          [400],
        );
        expect(JSON.parse(response.body)).toMatchObject({ success: false, error: "invalid_request" });
      }),
      FUZZ_PROPERTIES,
    );
  });

  it("are refused without a 5xx on the launch exchange", async () => {
    await fc.assert(
      fc.asyncProperty(undecodablePathPart, fc.boolean(), async (part, withToken) => {
        const token = withToken ? `?token=${newToken()}` : "";
        await sendAndCheck({ method: "GET", path: `/play/${part}${token}` }, [400, 401, 404]);
      }),
      fewerRuns(4),
    );
  });
});

describe("the fuzzing itself", () => {
  it("reached both success and rejection on the launch exchange", () => {
    expectSuccessAndRejection(["exchange"], 303);
  });
});
