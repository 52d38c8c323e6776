import { randomBytes } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, expect } from "vitest";
import {
  runtimeCookieName,
  runtimeErrorResponseSchema,
  spinResponseSchema,
  stateResponseSchema,
  type StateResponse,
} from "@/lib/contract/runtime-api";
import { prisma } from "@/lib/server/db/prisma";
import { hashLaunchToken } from "@/lib/server/launch/launch-token";
import {
  connectStateReader,
  expectAllowedStatus,
  expectJsonError,
  headerOf,
  LEAKED_INTERNALS,
  sendRaw,
  type RawRequest,
  type RawResponse,
} from "./fuzz-http";
import {
  depositToDemoWallet,
  GAME,
  launch,
  OPERATOR,
  startRuntimeTest,
  type RuntimeTestContext,
} from "./runtime-fixtures";

// The world the runtime fuzz tests (runtime-fuzz-*.test.ts) share, and how they send and check: property-based
// fuzzing of the game runtime through a real HTTP client (node:http, so that odd methods, duplicate headers and
// cookies, raw bytes and chunked bodies reach the server as sent). Whatever is sent, the answer is never a 5xx,
// every 4xx of /api/runtime/* is the runtime's JSON error, a success only ever goes to the session's own cookie,
// and (on PostgreSQL, where this process can read the database while the app runs) a refused request leaves launch
// sessions, game rounds, the wallet ledger and its callback log, and the demo wallet untouched.
// FUZZ_RUNS=<n> sets the runs per property (default 40).

export const PREFIX = "/api/runtime/sessions";

/** A game session as the fuzzing knows it: its cookie token and what its game offers (from its state). */
export interface KnownSession {
  id: string;
  /** The cookie token, or null when the session was never opened in a browser. */
  token: string | null;
  playable: boolean;
  /** What the state said (null for sessions that cannot be played). */
  game: StateResponse["game"] | null;
  /** Spins are refused by the wallet for lack of money. */
  broke: boolean;
}

export type SessionName = "main" | "pharaoh" | "broke" | "other" | "ended" | "expired";

const base62 = (length: number) => {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(randomBytes(length), (byte) => alphabet[byte % 62]).join("");
};
export const newToken = () => randomBytes(32).toString("base64url");

// Sessions written straight into the database before the app starts: one ended by staff, one expired. Each has a
// cookie (as if opened) and an unexchanged launch token.
export const ENDED = { id: `ses_fuzzEnded${base62(12)}`, cookie: newToken(), launchToken: newToken() };
export const EXPIRED = { id: `ses_fuzzExpired${base62(12)}`, cookie: newToken(), launchToken: newToken() };

/** Filled by setUpRuntimeFuzzWorld's beforeAll. */
export const world = {
  t: undefined as unknown as RuntimeTestContext,
  db: undefined as pg.Client | undefined,
  sessions: {} as Record<SessionName, KnownSession>,
  /** Rounds of the main session (grows as spins succeed) and of another session. */
  mainRoundIds: [] as string[],
  otherRoundId: "",
  /** Launch tokens already exchanged for a cookie. */
  usedTokens: [] as string[],
};

/** Starts the app on the demo world with the sessions above (one server per test file), and stops it after. */
export function setUpRuntimeFuzzWorld(): void {
  const { sessions, mainRoundIds, usedTokens } = world;
  beforeAll(async () => {
    const t = (world.t = await startRuntimeTest({
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
    }));
    // Enough money that no generated bet runs player-1 dry, however many runs.
    await depositToDemoWallet({
      baseUrl: t.app.baseUrl,
      secret: t.walletSecret,
      playerId: "player-1",
      amount: "100000000.00",
    });

    const open = async (body: Record<string, unknown>, broke = false): Promise<KnownSession> => {
      const launched = await launch(t.app.baseUrl, t.operatorKey, body);
      const response = await fetch(launched.launch_url, { redirect: "manual" });
      expect(response.status).toBe(303);
      const cookie = (response.headers.getSetCookie()[0] ?? "").split(";")[0]!;
      usedTokens.push(new URL(launched.launch_url).searchParams.get("token")!);
      const session: KnownSession = {
        id: launched.session_id,
        token: cookie.split("=")[1]!,
        playable: true,
        game: null,
        broke,
      };
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
    world.otherRoundId = await spin(sessions.other);
    world.db = await connectStateReader(t.database);
  });
  afterAll(async () => {
    await world.db?.end();
    await world.t?.stop();
  });
}

export const ownCookie = (session: KnownSession): [string, string] => [
  "cookie",
  `${runtimeCookieName(session.id)}=${session.token}`,
];

/** What HTTP does to a header value on the way: optional whitespace around it is not part of it. */
export const trimOws = (value: string) => value.replace(/^[ \t]+|[ \t]+$/g, "");

export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * An event stream is read until its opening comment (and, when the request carries Last-Event-ID, until the
 * balance the server re-sends then, so that its wallet call is over and recorded before the next request is
 * checked).
 */
function streamComplete(request: RawRequest, text: string): boolean {
  if (!text.includes(": connected\n\n")) return false;
  if (headerOf(request, "last-event-id").length === 0) return true;
  return /event: balance(_error)?\ndata: .*\n\n/.test(text);
}

export const send = (request: RawRequest): Promise<RawResponse> =>
  sendRaw(world.t.app.port, request, (text) => streamComplete(request, text));

export const STORED_STATE_PARTS = [
  "sessions",
  "rounds",
  "walletRounds",
  "walletTransactions",
  "callbackAttempts",
  "demoBalances",
  "demoTransactions",
] as const;
type StoredState = Record<(typeof STORED_STATE_PARTS)[number], string>;

/**
 * What a refused request must not change: launch sessions (every column, so a refused request cannot even slide
 * an expiry), game rounds, the wallet ledger and its callback log, and the demo wallet's balances and entries.
 */
export async function storedState(): Promise<StoredState | null> {
  if (!world.db) return null;
  const { rows } = await world.db.query<StoredState>(`
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

export const isRuntimeApiPath = (path: string) => new URL(path, "http://x").pathname.startsWith("/api/runtime/");

/**
 * Sends the request and checks the invariants; returns the response for endpoint-specific checks.
 * `allowed` lists the statuses this request may answer with.
 */
export async function sendAndCheck(request: RawRequest, allowed: number[]): Promise<RawResponse> {
  const before = await storedState();
  const response = await send(request);
  const what = expectAllowedStatus(request, response, allowed);
  if (response.status >= 400 && request.method !== "HEAD" && isRuntimeApiPath(request.path))
    expectJsonError(response, runtimeErrorResponseSchema, what);
  expect(response.body, what).not.toMatch(LEAKED_INTERNALS);
  if (before !== null && response.status >= 300 && response.status !== 303) {
    const after = await storedState();
    if (response.status === 402) {
      // The wallet refused the debit: the ledger records the refusal (and the session's activity), but no round
      // is stored and no money moves.
      expect(
        { rounds: after?.rounds, demoBalances: after?.demoBalances },
        `a refused debit changed rounds or money: ${what}`,
      ).toEqual({
        rounds: before.rounds,
        demoBalances: before.demoBalances,
      });
    } else {
      expect(after, `stored data changed: ${what}`).toEqual(before);
    }
  }
  return response;
}
