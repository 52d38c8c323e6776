import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  roundDetailsResponseSchema,
  statementResponseSchema,
  type RoundDetails,
} from "@/lib/contract/reconciliation-api";
import { spinResponseSchema, type SpinResponse } from "@/lib/contract/runtime-api";
import { errorCodes, startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";
import { gameBrowser, launch, type GameBrowser } from "@/tests/integration/support/runtime-fixtures";

// The console's round lookup, wallet rounds and daily statements over rounds played for real through the game
// runtime: the same round details and statement the operator API gives, found by every kind of id, across
// operators for staff, and scoped when staff name an operator.

const OPERATOR = "demo-casino";
const OTHER_OPERATOR = "nova-bet";
// A player the demo wallet of demo-casino knows (lib/server/seed/demo-catalog.ts).
const PLAYER = "player-1";

let ctx: ConsoleTestContext;
let firstSession: GameBrowser;
let secondSession: GameBrowser;
/** Oldest first: two rounds in the first session, one in the second. */
const played: SpinResponse[] = [];

async function spin(browser: GameBrowser): Promise<SpinResponse> {
  const response = await browser.post(
    "/spin",
    { betLevel: 1, coinValue: "0.01" },
    { headers: { "idempotency-key": randomUUID() } },
  );
  const json: unknown = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(200);
  return spinResponseSchema.parse(json);
}

/** Opens launch_url like a browser: its runtime cookie (among the others it sets) names the session. */
async function openGame(symbol: string): Promise<GameBrowser> {
  const launched = await launch(ctx.app.baseUrl, ctx.seed.credentials.operatorKey, {
    symbol,
    external_player_id: PLAYER,
  });
  const opened = await fetch(launched.launch_url, { redirect: "manual" });
  expect(opened.status).toBe(303);
  const cookie = opened.headers
    .getSetCookie()
    .find((line) => line.startsWith("gp_rt_"))!
    .split(";")[0]!;
  return gameBrowser(ctx.app.baseUrl, cookie.slice("gp_rt_".length, cookie.indexOf("=")), cookie);
}

async function restRound(roundId: string): Promise<RoundDetails> {
  const response = await fetch(`${ctx.app.baseUrl}/api/provider/v1/rounds/${roundId}`, {
    headers: { "x-provider-api-key": ctx.seed.credentials.operatorKey },
  });
  expect(response.status).toBe(200);
  return roundDetailsResponseSchema.parse(await response.json()).data;
}

const ROW_FIELDS = "id operatorId playerId sessionId bet win state transactions { id roundId type state amount }";
const search = (text: string, operatorId?: string, page = "first: 25") =>
  ctx.admin.data(
    `{ rounds(search: ${JSON.stringify(text)}${operatorId ? `, operatorId: ${JSON.stringify(operatorId)}` : ""}, ${page}) { matchedBy items { ${ROW_FIELDS} } nextCursor } }`,
  );

beforeAll(async () => {
  // No feed lag: the statement includes the rounds just played.
  ctx = await startConsoleTest({ env: { RECONCILIATION_FEED_LAG_MS: "0" } });
  // Two sessions of one player (a session is per player and game): two rounds in the first, one in the second.
  firstSession = await openGame("vs20aurora");
  played.push(await spin(firstSession), await spin(firstSession));
  secondSession = await openGame("vs25pharaoh");
  played.push(await spin(secondSession));
}, 180_000);
afterAll(async () => {
  await ctx?.stop();
});

describe("console GraphQL: round lookup", () => {
  it("finds a round by its round id and by each of its transaction ids", async () => {
    const round = played[0]!.round;
    const byId = await search(round.id);
    expect(byId.rounds.matchedBy).toBe("round");
    expect(byId.rounds.items.map((item: { id: string }) => item.id)).toEqual([round.id]);
    const [item] = byId.rounds.items;
    expect(item).toMatchObject({
      operatorId: OPERATOR,
      playerId: PLAYER,
      sessionId: firstSession.sessionId,
      state: "settled",
    });
    const types = item.transactions.map((transaction: { type: string }) => transaction.type);
    expect(types[0]).toBe("debit");
    for (const transaction of item.transactions) {
      expect(transaction.roundId).toBe(round.id);
      const byTransaction = await search(transaction.id);
      expect(byTransaction.rounds).toMatchObject({
        matchedBy: "transaction",
        items: [{ id: round.id }],
        nextCursor: null,
      });
    }
  });

  it("finds a session's rounds and, with the operator, a player's rounds, newest first and paged", async () => {
    const bySession = await search(firstSession.sessionId);
    expect(bySession.rounds.matchedBy).toBe("session");
    expect(bySession.rounds.items.map((item: { id: string }) => item.id)).toEqual([
      played[1]!.round.id,
      played[0]!.round.id,
    ]);

    const newestFirst = [...played].reverse().map((spun) => spun.round.id);
    const byPlayer = await search(PLAYER, OPERATOR);
    expect(byPlayer.rounds.matchedBy).toBe("player");
    expect(byPlayer.rounds.items.map((item: { id: string }) => item.id)).toEqual(newestFirst);

    const firstPage = await search(PLAYER, OPERATOR, "first: 2");
    expect(firstPage.rounds.items).toHaveLength(2);
    expect(firstPage.rounds.nextCursor).toEqual(expect.any(String));
    const secondPage = await search(
      PLAYER,
      OPERATOR,
      `first: 2, after: ${JSON.stringify(firstPage.rounds.nextCursor)}`,
    );
    expect([...firstPage.rounds.items, ...secondPage.rounds.items].map((item: { id: string }) => item.id)).toEqual(
      newestFirst,
    );
    expect(secondPage.rounds.nextCursor).toBeNull();

    // An external player id names a player only with its operator.
    expect((await search(PLAYER)).rounds).toEqual({ matchedBy: null, items: [], nextCursor: null });
  });

  it("shows the same details as the operator API's round details", async () => {
    const roundId = played[0]!.round.id;
    const rest = await restRound(roundId);
    const { round } = await ctx.viewer.data(
      `{ round(id: "${roundId}") { roundId operatorId gameSymbol externalPlayerId sessionId currency bet win roundState open { reasonCode } betLevel coinValue freeSpins outcome
         transactions { transactionId transactionType actionType state amount balanceAfter attempts { count lastOutcome lastHttpStatus } } createdAt playedAt retainedUntil replayUrl } }`,
    );
    expect(round).toEqual({
      roundId,
      operatorId: OPERATOR,
      gameSymbol: rest.game_symbol,
      externalPlayerId: PLAYER,
      sessionId: firstSession.sessionId,
      currency: rest.currency,
      bet: rest.bet,
      win: rest.win,
      roundState: rest.round_state,
      open: null,
      betLevel: rest.bet_level,
      coinValue: rest.coin_value,
      freeSpins: rest.free_spins,
      outcome: rest.outcome,
      transactions: rest.transactions.map((transaction) => ({
        transactionId: transaction.transaction_id,
        transactionType: transaction.transaction_type,
        actionType: transaction.action_type,
        state: transaction.state,
        amount: transaction.amount,
        balanceAfter: transaction.balance_after,
        attempts: {
          count: transaction.attempts.count,
          lastOutcome: transaction.attempts.last_outcome,
          lastHttpStatus: transaction.attempts.last_http_status,
        },
      })),
      createdAt: rest.created_at,
      playedAt: rest.played_at,
      retainedUntil: rest.retained_until,
      replayUrl: expect.stringContaining(`/replay/${roundId}?`),
    });
    expect(round.outcome.spins[0].stops).toEqual(played[0]!.round.outcome.spins[0]!.stops);
    expect(round.win).toBe(played[0]!.round.win);
  });

  it("scopes to a named operator, and answers round_not_found for unknown or out-of-scope rounds", async () => {
    const roundId = played[0]!.round.id;
    const debitId = (await restRound(roundId)).transactions[0]!.transaction_id;
    expect((await ctx.admin.data(`{ round(id: "${roundId}", operatorId: "${OPERATOR}") { roundId } }`)).round).toEqual({
      roundId,
    });

    const outOfScope = await ctx.admin.graphql(
      `{ round(id: "${roundId}", operatorId: "${OTHER_OPERATOR}") { roundId } }`,
    );
    expect(errorCodes(outOfScope)).toEqual(["round_not_found"]);
    const unknown = await ctx.admin.graphql(`{ round(id: "rnd_doesNotExist") { roundId } }`);
    expect(errorCodes(unknown)).toEqual(["round_not_found"]);

    for (const text of [roundId, debitId, firstSession.sessionId, PLAYER]) {
      expect((await search(text, OTHER_OPERATOR)).rounds).toEqual({ matchedBy: "player", items: [], nextCursor: null });
    }
    expect((await search("no-such-id")).rounds).toEqual({ matchedBy: null, items: [], nextCursor: null });
    expect(
      errorCodes(
        await ctx.admin.graphql(
          `{ rounds(search: "x", after: "not-a-cursor", operatorId: "${OPERATOR}") { matchedBy } }`,
        ),
      ),
    ).toEqual(["invalid_request"]);
    expect(errorCodes(await ctx.anonymous.graphql(`{ round(id: "${roundId}") { roundId } }`))).toEqual([
      "unauthenticated",
    ]);
  });

  it("lists every round with its own transactions together for the wallet deliveries view", async () => {
    const { rounds } = await ctx.viewer.data(
      `{ rounds(operatorId: "${OPERATOR}", first: 30) { matchedBy items { ${ROW_FIELDS} } nextCursor } }`,
    );
    expect(rounds.matchedBy).toBeNull();
    expect(rounds.items.map((item: { id: string }) => item.id)).toEqual(
      [...played].reverse().map((spun) => spun.round.id),
    );
    for (const item of rounds.items) {
      expect(item.transactions.length).toBeGreaterThan(0);
      for (const transaction of item.transactions) expect(transaction.roundId).toBe(item.id);
    }
  });
});

describe("console: daily statements", () => {
  const today = new Date().toISOString().slice(0, 10);

  it("gives the operator API's statement, and its CSV and content hash as a staff download", async () => {
    const restResponse = await fetch(`${ctx.app.baseUrl}/api/provider/v1/statements/${today}`, {
      headers: { "x-provider-api-key": ctx.seed.credentials.operatorKey },
    });
    const rest = statementResponseSchema.parse(await restResponse.json()).data;
    const restCsv = await (
      await fetch(`${ctx.app.baseUrl}/api/provider/v1/statements/${today}`, {
        headers: { "x-provider-api-key": ctx.seed.credentials.operatorKey, accept: "text/csv" },
      })
    ).text();

    const { dailyStatement } = await ctx.viewer.data(
      `{ dailyStatement(operatorId: "${OPERATOR}", date: "${today}") { operatorId date currencies { currency lines { transactionType state count amount } } contentHash csvPath } }`,
    );
    expect(dailyStatement).toEqual({
      operatorId: OPERATOR,
      date: today,
      currencies: rest.currencies.map(({ currency, lines }) => ({
        currency,
        lines: lines.map((line) => ({
          transactionType: line.transaction_type,
          state: line.state,
          count: line.count,
          amount: line.amount,
        })),
      })),
      contentHash: rest.content_hash,
      csvPath: `/api/console/statements/${OPERATOR}/${today}`,
    });
    const debits = rest.currencies
      .find((entry) => entry.currency === "EUR")!
      .lines.find((line) => line.transaction_type === "debit" && line.state === "succeeded")!;
    expect(debits.count).toBe(played.length);

    const download = await ctx.viewer.request(dailyStatement.csvPath);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(download.headers.get("content-hash")).toBe(rest.content_hash);
    expect(download.headers.get("content-disposition")).toContain(`statement-${OPERATOR}-${today}.csv`);
    expect(await download.text()).toBe(restCsv);

    const anonymous = await ctx.anonymous.request(dailyStatement.csvPath);
    expect(anonymous.status).toBe(401);
    const badDate = await ctx.admin.request(`/api/console/statements/${OPERATOR}/2026-02-30`);
    expect(badDate.status).toBe(400);
    expect(
      errorCodes(
        await ctx.admin.graphql(`{ dailyStatement(operatorId: "${OPERATOR}", date: "yesterday") { contentHash } }`),
      ),
    ).toEqual(["invalid_request"]);
  });
});
