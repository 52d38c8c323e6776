import { createHash, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCampaignResponseSchema, playerAwardsResponseSchema } from "@/lib/contract/free-rounds-api";
import {
  openRoundsResponseSchema,
  playerRoundsResponseSchema,
  roundDetailsResponseSchema,
  statementCanonicalText,
  statementResponseSchema,
  transactionsResponseSchema,
  type FeedTransaction,
  type RoundDetails,
} from "@/lib/contract/reconciliation-api";
import { providerErrorSchema } from "@/lib/contract/provider-api";
import { spinResponseSchema, type SpinResponse } from "@/lib/contract/runtime-api";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { assignCatalogGames } from "@/lib/server/catalog/assign-catalog-games";
import { prisma } from "@/lib/server/db/prisma";
import {
  depositToDemoWallet,
  GAME,
  launch,
  openLaunchUrl,
  startRuntimeTest,
  type GameBrowser,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";
import { createWalletOperator } from "@/tests/integration/support/wallet-fixtures";

// The reconciliation extension of the operator API on the built app, over rounds played for real through the game
// runtime: demo-casino with its in-app demo wallet, and rival-casino whose wallet sits behind a loopback proxy
// that can refuse credits (500), leaving rounds open until the wallet worker delivers them. Then the operator
// extensions of issue #25: the feed's filters, unknown query parameters refused, a statement's final and as_of,
// a player's rounds over a period, and the session facts in round details.

const RIVAL = "rival-casino";
// An operator id from before ids were slugs, that a spreadsheet would run as a formula: its statement's CSV must not.
const FORMULA_OPERATOR = '=HYPERLINK("https://evil.example","x")';
const FEED_LAG_MS = 1_000;
const PREFIX = "/api/provider/v1";

let t: RuntimeTestContext;
let rivalKey: string;
let wallet: CreditBreakingProxy;
let player1: GameBrowser;
let player2: GameBrowser;
const testStart = new Date().toISOString();

/** Forwards signed wallet calls to the app's demo wallet; while failCredits is on, credits answer 500 unapplied. */
interface CreditBreakingProxy {
  url: string;
  target: string;
  failCredits: boolean;
  server: Server;
}

async function startCreditBreakingProxy(): Promise<CreditBreakingProxy> {
  const proxy: CreditBreakingProxy = { url: "", target: "", failCredits: false, server: createServer() };
  proxy.server.on("request", async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const action = (request.url ?? "").split("/").pop() ?? "";
    if (proxy.failCredits && action === "credit") {
      response.writeHead(500, { "content-type": "application/json" }).end('{"success":false,"error":"internal"}');
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name.startsWith("x-") || name === "content-type"),
    ) as Record<string, string>;
    const answer = await fetch(`${proxy.target}/${action}`, { method: "POST", headers, body: Buffer.concat(chunks) });
    response
      .writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" })
      .end(await answer.text());
  });
  await new Promise<void>((resolve) => proxy.server.listen(0, "127.0.0.1", resolve));
  proxy.url = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}/wallet`;
  return proxy;
}

beforeAll(async () => {
  wallet = await startCreditBreakingProxy();
  t = await startRuntimeTest({
    env: {
      RECONCILIATION_FEED_LAG_MS: String(FEED_LAG_MS),
      WALLET_RETRY_BACKOFF_BASE_MS: "100",
      WALLET_RETRY_BACKOFF_MAX_MS: "300",
    },
    seed: async ({ baseUrl }) => {
      wallet.target = `${baseUrl}/api/demo-wallet/${RIVAL}`;
      await createWalletOperator({
        id: RIVAL,
        walletBaseUrl: wallet.url,
        players: [{ playerId: "rival-1", currency: "EUR", balance: "500.00" }],
      });
      await assignCatalogGames({ operatorId: RIVAL, symbols: [GAME], actor: "test:reconciliation" });
      rivalKey = (
        await createApiKey({ kind: "operator", operatorId: RIVAL, name: "rival", actor: "test:reconciliation" })
      ).key;
      await prisma.operator.create({ data: { id: FORMULA_OPERATOR, name: "Legacy operator" } });
      await prisma.walletTransaction.create({
        data: {
          id: "dbt_formula00000000000000",
          operatorId: FORMULA_OPERATOR,
          playerId: "@player",
          sessionId: "ses_formula0000000000000",
          gameSymbol: GAME,
          currency: "EUR",
          exponent: 2,
          type: "debit",
          actionType: "bet",
          amountMinor: 250n,
          state: "succeeded",
        },
      });
    },
  });
  player1 = await openLaunchUrl(
    (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-1" })).launch_url,
  );
  player2 = await openLaunchUrl(
    (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-2" })).launch_url,
  );
}, 180_000);
afterAll(async () => {
  await t?.stop();
  await new Promise((resolve) => wallet?.server.close(resolve));
});

const api = (path: string, key: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${t.app.baseUrl}${PREFIX}${path}`, { method, headers: { "x-provider-api-key": key, ...headers } });

async function expectError(response: Response, status: number, code: string) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(providerErrorSchema.parse(JSON.parse(text)).error).toBe(code);
}

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

async function roundDetails(roundId: string, key = t.operatorKey): Promise<RoundDetails> {
  const response = await api(`/rounds/${roundId}`, key);
  expect(response.status).toBe(200);
  return roundDetailsResponseSchema.parse(await response.json()).data;
}

async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every feed item from `query` on, following next_cursor until a page comes back empty. */
async function readFeed(query: string, key = t.operatorKey): Promise<FeedTransaction[]> {
  const items: FeedTransaction[] = [];
  let cursor: string | null = null;
  for (;;) {
    const response = await api(`/transactions?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, key);
    expect(response.status).toBe(200);
    const page = transactionsResponseSchema.parse(await response.json()).data;
    items.push(...page.items);
    if (page.items.length === 0 || page.next_cursor === null) return items;
    cursor = page.next_cursor;
  }
}

const settle = (ms = FEED_LAG_MS + 300) => new Promise((resolve) => setTimeout(resolve, ms));

describe("round details", () => {
  it("shows a played round: money, the outcome the player saw, and every wallet call with its attempts", async () => {
    const played = await spin(player1);
    const details = await eventually(
      () => roundDetails(played.round.id),
      (round) => round.transactions.every((tx) => tx.state === "succeeded"),
      "settled round",
    );
    expect(details).toMatchObject({
      round_id: played.round.id,
      operator_id: "demo-casino",
      game_symbol: GAME,
      external_player_id: "player-1",
      session_id: player1.sessionId,
      currency: "EUR",
      bet: played.round.bet,
      win: played.round.win,
      win_before_cap: played.round.win,
      capped: false,
      round_state: "settled",
      open: null,
      bet_level: 1,
      coin_value: "0.01",
      bought_feature: played.round.boughtFeature,
      free_spins: played.round.freeSpins,
      free_rounds: null,
    });
    expect(details.outcome).toEqual(played.round.outcome);
    expect(details.played_at).toBe(played.round.createdAt);
    expect(details.transactions.map((tx) => [tx.transaction_type, tx.action_type, tx.amount])).toEqual([
      ["debit", "bet", played.round.bet],
      ["credit", "win", played.round.win],
    ]);
    for (const tx of details.transactions) {
      expect(tx.attempts).toMatchObject({
        count: 1,
        last_outcome: "succeeded",
        last_http_status: 200,
        last_error: null,
      });
      expect(tx.attempts.last_latency_ms).toBeGreaterThanOrEqual(0);
    }
    // Retained for the default 13 months.
    const retained = new Date(details.created_at);
    retained.setUTCMonth(retained.getUTCMonth() + 13);
    expect(details.retained_until).toBe(retained.toISOString());
  });

  it("finds the same round by any of its transaction ids", async () => {
    const played = await spin(player1);
    const details = await eventually(
      () => roundDetails(played.round.id),
      (round) => round.transactions.length === 2,
      "credit",
    );
    for (const { transaction_id: transactionId } of details.transactions) {
      const response = await api(`/rounds?transaction_id=${transactionId}`, t.operatorKey);
      expect(response.status).toBe(200);
      const found = roundDetailsResponseSchema.parse(await response.json()).data;
      // Each answer hands out a fresh replay link (its expiry counts from now): the same round's, though.
      expect({ ...found, replay_url: null }).toEqual({ ...details, replay_url: null });
      expect(new URL(found.replay_url).pathname).toBe(new URL(details.replay_url).pathname);
    }
  });

  it("is scoped to the key's operator: another operator's round and transactions are not found", async () => {
    const played = await spin(player1);
    const details = await roundDetails(played.round.id);
    await expectError(await api(`/rounds/${played.round.id}`, rivalKey), 404, "round_not_found");
    await expectError(
      await api(`/rounds?transaction_id=${details.transactions[0]!.transaction_id}`, rivalKey),
      404,
      "round_not_found",
    );
    await expectError(
      await api(`/rounds/${played.round.id}`, t.masterKey, { "x-operator-id": RIVAL }),
      404,
      "round_not_found",
    );
    await expectError(await api(`/rounds/${played.round.id}`, t.masterKey), 400, "missing_field");
    const asMaster = await api(`/rounds/${played.round.id}?operator_id=demo-casino`, t.masterKey);
    expect(roundDetailsResponseSchema.parse(await asMaster.json()).data.round_id).toBe(played.round.id);
    // An operator key naming another operator is refused, as everywhere in the API.
    await expectError(
      await api(`/rounds/${played.round.id}?operator_id=${RIVAL}`, t.operatorKey),
      403,
      "wrong_operator_scope",
    );
  });
});

describe("open rounds", () => {
  it("lists a round whose credit the wallet refused to acknowledge, says what happens next, and drops it once delivered", async () => {
    const rival = await openLaunchUrl(
      (await launch(t.app.baseUrl, rivalKey, { external_player_id: "rival-1" })).launch_url,
    );
    wallet.failCredits = true;
    const played = await spin(rival);
    expect(played.winConfirmed).toBe(false);

    const open = await eventually(
      async () => openRoundsResponseSchema.parse(await (await api("/rounds?state=open", rivalKey)).json()).data,
      (data) => data.items.some((item) => item.round_id === played.round.id),
      "the open round",
    );
    const item = open.items.find((entry) => entry.round_id === played.round.id)!;
    expect(item).toMatchObject({
      external_player_id: "rival-1",
      round_state: "settled",
      bet: played.round.bet,
      win: played.round.win,
    });
    expect(["credit_unknown", "credit_pending"]).toContain(item.reason_code);
    expect(item.transaction_state).toBe(item.reason_code.replace("credit_", ""));
    expect(item.reason).toMatch(/credit/);
    expect(item.next_step).toMatch(/same transaction_id/);
    expect(item.give_up_at).not.toBeNull();

    const details = await roundDetails(played.round.id, rivalKey);
    expect(details.open).toMatchObject({ reason_code: expect.stringMatching(/^credit_/) });
    const credit = details.transactions.find((tx) => tx.transaction_type === "credit")!;
    expect(credit.transaction_id).toBe(item.transaction_id);
    expect(credit.attempts.count).toBeGreaterThanOrEqual(1);
    // The last attempt failed with the proxy's 500, unless the worker's next one is in flight right now.
    expect(["failed", "unknown"]).toContain(credit.attempts.last_outcome);
    if (credit.attempts.last_outcome === "failed") expect(credit.attempts.last_http_status).toBe(500);

    // Another operator does not see it.
    const demoOpen = openRoundsResponseSchema.parse(await (await api("/rounds?state=open", t.operatorKey)).json()).data;
    expect(demoOpen.items.map((entry) => entry.round_id)).not.toContain(played.round.id);

    // The wallet recovers: the worker's retry delivers the same credit and the round closes.
    wallet.failCredits = false;
    await eventually(
      async () => openRoundsResponseSchema.parse(await (await api("/rounds?state=open", rivalKey)).json()).data.items,
      (items) => items.length === 0,
      "the round to close",
    );
    const closed = await roundDetails(played.round.id, rivalKey);
    expect(closed.open).toBeNull();
    expect(closed.transactions.find((tx) => tx.transaction_type === "credit")).toMatchObject({
      state: "succeeded",
      attempts: { last_outcome: "succeeded" },
    });
  });
});

describe("transactions feed", () => {
  it("pages without gaps or duplicates while rounds are being played", async () => {
    const from = new Date().toISOString();
    const played: string[] = [];
    let playing = true;
    const players = [player1, player2].map(async (browser) => {
      for (let round = 0; round < 12; round++) played.push((await spin(browser)).round.id);
    });
    const finished = Promise.all(players).finally(() => {
      playing = false;
    });

    const seen: FeedTransaction[] = [];
    let cursor: string | null = null;
    let quietSince: number | null = null;
    for (;;) {
      const response = await api(
        `/transactions?from=${from}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        t.operatorKey,
      );
      expect(response.status).toBe(200);
      const page = transactionsResponseSchema.parse(await response.json()).data;
      expect(page.next_cursor).not.toBeNull();
      seen.push(...page.items);
      cursor = page.next_cursor;
      if (playing) continue;
      // Once play stopped, read on until the lag has passed with nothing new.
      if (page.items.length > 0) quietSince = null;
      else quietSince ??= Date.now();
      if (quietSince !== null && Date.now() - quietSince > FEED_LAG_MS + 500) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await finished;

    const ids = seen.map((tx) => tx.transaction_id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = seen.map((tx) => `${tx.created_at} ${tx.transaction_id}`);
    expect(keys).toEqual([...keys].sort());
    // Exactly the transactions of the rounds played: two per round (debit and credit), nothing missed.
    const expected = new Set<string>();
    for (const roundId of played)
      for (const tx of (await roundDetails(roundId)).transactions) expected.add(tx.transaction_id);
    expect(expected.size).toBe(played.length * 2);
    expect(new Set(ids)).toEqual(expected);
    // The same rows when read again in one pass, in the same order.
    expect((await readFeed(`from=${from}&limit=1000`)).map((tx) => tx.transaction_id)).toEqual(ids);
  });

  it("filters by player, type, state and time window; a closed window ends with next_cursor null", async () => {
    await spin(player2);
    await settle();
    const all = await readFeed(`from=${testStart}&limit=1000`);
    const byPlayer = await readFeed(`from=${testStart}&external_player_id=player-2&limit=7`);
    expect(byPlayer.map((tx) => tx.transaction_id)).toEqual(
      all.filter((tx) => tx.external_player_id === "player-2").map((tx) => tx.transaction_id),
    );
    const credits = await readFeed(`from=${testStart}&transaction_type=credit&state=succeeded`);
    expect(credits.length).toBeGreaterThan(0);
    expect(credits.every((tx) => tx.transaction_type === "credit" && tx.state === "succeeded")).toBe(true);
    expect(all.every((tx) => tx.amount.match(/^\d+\.\d{2}$/) && tx.currency === "EUR")).toBe(true);

    const middle = all[Math.floor(all.length / 2)]!;
    const to = new Date(Date.now() - FEED_LAG_MS - 100).toISOString();
    const window = await api(`/transactions?from=${middle.created_at}&to=${to}&limit=1000`, t.operatorKey);
    const page = transactionsResponseSchema.parse(await window.json()).data;
    expect(page.next_cursor).toBeNull();
    expect(page.items.map((tx) => tx.transaction_id)).toEqual(
      all.filter((tx) => tx.created_at >= middle.created_at).map((tx) => tx.transaction_id),
    );
  });
});

describe("daily statements", () => {
  it("equal the sums of the feed, the same in JSON and CSV, with one content_hash", async () => {
    await settle();
    const date = new Date().toISOString().slice(0, 10);
    const json = statementResponseSchema.parse(await (await api(`/statements/${date}`, t.operatorKey)).json()).data;
    const feed = await readFeed(`from=${date}T00:00:00.000Z&limit=1000`);

    const sums = new Map<string, { count: number; cents: bigint }>();
    for (const tx of feed) {
      const key = `${tx.currency},${tx.transaction_type},${tx.state}`;
      const sum = sums.get(key) ?? { count: 0, cents: 0n };
      sum.count++;
      sum.cents += BigInt(tx.amount.replace(".", ""));
      sums.set(key, sum);
    }
    const fromStatement = json.currencies.flatMap(({ currency, lines }) =>
      lines.map((line) => [`${currency},${line.transaction_type},${line.state}`, line.count, line.amount]),
    );
    const fromFeed = [...sums]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, sum]) => [key, sum.count, `${sum.cents / 100n}.${(sum.cents % 100n).toString().padStart(2, "0")}`]);
    expect(fromStatement).toEqual(fromFeed);
    expect(feed.length).toBeGreaterThan(20);

    const csvResponse = await api(`/statements/${date}`, t.operatorKey, { accept: "text/csv" });
    expect(csvResponse.status).toBe(200);
    expect(csvResponse.headers.get("content-type")).toMatch(/^text\/csv/);
    const csv = await csvResponse.text();
    expect(csvResponse.headers.get("content-hash")).toBe(json.content_hash);
    expect(createHash("sha256").update(csv, "utf8").digest("hex")).toBe(json.content_hash);
    expect(statementCanonicalText(json)).toBe(csv);
    const [header, ...rows] = csv.trimEnd().split("\n");
    expect(header).toBe("operator_id,date,currency,transaction_type,state,count,amount,promotion_id");
    expect(rows.map((row) => row.split(","))).toEqual(
      fromFeed.map(([key, count, amount]) => [
        "demo-casino",
        date,
        ...String(key).split(","),
        String(count),
        amount,
        "",
      ]),
    );
  });

  it("is per operator, and a day without transactions is an empty statement", async () => {
    const date = new Date().toISOString().slice(0, 10);
    const rival = statementResponseSchema.parse(await (await api(`/statements/${date}`, rivalKey)).json()).data;
    expect(rival.operator_id).toBe(RIVAL);
    expect(rival.currencies.flatMap((currency) => currency.lines).reduce((count, line) => count + line.count, 0)).toBe(
      2,
    );
    const empty = statementResponseSchema.parse(await (await api("/statements/2020-02-29", t.operatorKey)).json()).data;
    expect(empty).toMatchObject({
      date: "2020-02-29",
      from: "2020-02-29T00:00:00.000Z",
      to: "2020-03-01T00:00:00.000Z",
      currencies: [],
    });
    expect(empty.content_hash).toBe(
      createHash("sha256")
        .update("operator_id,date,currency,transaction_type,state,count,amount,promotion_id\n")
        .digest("hex"),
    );
  });

  it("write an operator id a spreadsheet would run as a formula as quoted text behind a single quote, hashed as sent", async () => {
    const date = new Date().toISOString().slice(0, 10);
    const path = `/statements/${date}?operator_id=${encodeURIComponent(FORMULA_OPERATOR)}`;
    const json = statementResponseSchema.parse(await (await api(path, t.masterKey)).json()).data;
    expect(json.operator_id).toBe(FORMULA_OPERATOR);
    const response = await api(path, t.masterKey, { accept: "text/csv" });
    const csv = await response.text();
    expect(csv).toBe(
      `operator_id,date,currency,transaction_type,state,count,amount,promotion_id\n"'=HYPERLINK(""https://evil.example"",""x"")",${date},EUR,debit,succeeded,1,2.50,\n`,
    );
    expect(response.headers.get("content-hash")).toBe(json.content_hash);
    expect(createHash("sha256").update(csv, "utf8").digest("hex")).toBe(json.content_hash);
  });
});

describe("bad input", () => {
  it("answers the contract's 400, 404 and 405", async () => {
    const key = t.operatorKey;
    await expectError(await api("/rounds/rnd_doesNotExist0000000000", key), 404, "round_not_found");
    await expectError(await api("/rounds?transaction_id=cdt_doesNotExist0000000000", key), 404, "round_not_found");
    await expectError(await api("/rounds/not%20a%20round", key), 400, "invalid_request");
    await expectError(await api("/rounds", key), 400, "invalid_request");
    await expectError(await api("/rounds?state=closed", key), 400, "invalid_request");
    await expectError(await api("/rounds?state=open&transaction_id=dbt_x", key), 400, "invalid_request");
    await expectError(await api("/rounds?state=open&cursor=nonsense", key), 400, "invalid_request");
    const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString("base64url");
    for (const cursor of [
      "nonsense",
      "%%%",
      forged(["2026-01-01", "dbt_x"]),
      forged(["2026-01-01T00:00:00.000Z"]),
      forged(["2026-01-01T00:00:00.000Z", "a b"]),
      forged({}),
    ]) {
      await expectError(await api(`/transactions?cursor=${encodeURIComponent(cursor)}`, key), 400, "invalid_request");
    }
    await expectError(
      await api("/transactions?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z", key),
      400,
      "invalid_request",
    );
    await expectError(
      await api("/transactions?from=2026-01-01T00:00:00Z&to=2026-01-01T00:00:00Z", key),
      400,
      "invalid_request",
    );
    await expectError(await api("/transactions?from=yesterday", key), 400, "invalid_request");
    for (const limit of ["0", "1001", "ten", "1.5"])
      await expectError(await api(`/transactions?limit=${limit}`, key), 400, "invalid_request");
    await expectError(await api("/transactions?transaction_type=balance", key), 400, "invalid_request");
    await expectError(await api("/transactions?state=lost", key), 400, "invalid_request");
    for (const date of ["2026-13-01", "2026-02-30", "yesterday", "20260101", "2999-01-01"]) {
      await expectError(await api(`/statements/${date}`, key), 400, "invalid_request");
    }
    // A master key must name the operator.
    await expectError(await api("/transactions", t.masterKey), 400, "missing_field");
    await expectError(await fetch(`${t.app.baseUrl}${PREFIX}/transactions`), 401, "missing_api_key");
    for (const path of ["/rounds", "/rounds/rnd_x", "/transactions", "/statements/2026-01-01"]) {
      const response = await api(path, key, {}, "POST");
      expect(response.headers.get("allow")).toBe("GET");
      await expectError(response, 405, "method_not_allowed");
    }
  });
});

describe("operator extensions", () => {
  /** Every page of `path` (a list with items and next_cursor) until next_cursor is null or a page is empty. */
  async function readPages<T>(
    path: string,
    parse: (json: unknown) => { items: T[]; next_cursor: string | null },
    key = t.operatorKey,
  ): Promise<T[]> {
    const items: T[] = [];
    let cursor: string | null = null;
    for (;;) {
      const response = await api(`${path}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, key);
      const text = await response.text();
      expect(response.status, text).toBe(200);
      const page = parse(JSON.parse(text));
      items.push(...page.items);
      if (page.items.length === 0 || page.next_cursor === null) return items;
      cursor = page.next_cursor;
    }
  }
  const feedPage = (json: unknown) => transactionsResponseSchema.parse(json).data;

  it("filters the feed by round, game, action type and campaign, paged like the whole feed", async () => {
    // One free round of a campaign for player-1, beside the paid rounds played above.
    const campaignId = `feed-${randomUUID()}`;
    const created = await fetch(`${t.app.baseUrl}${PREFIX}/free-rounds`, {
      method: "POST",
      headers: { "x-provider-api-key": t.operatorKey, "content-type": "application/json" },
      body: JSON.stringify({
        campaign_id: campaignId,
        games: [GAME],
        rounds: 1,
        bet_level: 1,
        coin_value: "0.10",
        currency: "EUR",
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        players: ["player-1"],
      }),
    });
    expect(created.status).toBe(201);
    createCampaignResponseSchema.parse(await created.json());
    const awards = playerAwardsResponseSchema.parse(
      await (await api("/free-rounds?external_player_id=player-1", t.operatorKey)).json(),
    ).data.awards;
    const awardId = awards.find((award) => award.campaign_id === campaignId)!.award_id;
    const free = await player1.post(
      "/spin",
      { betLevel: 1, coinValue: "0.10", freeRoundsAwardId: awardId },
      { headers: { "idempotency-key": randomUUID() } },
    );
    expect(free.status).toBe(200);
    const freeRoundId = spinResponseSchema.parse(await free.json()).round.id;
    const paid = await spin(player1);
    await settle();

    const all = await readFeed(`from=${testStart}&limit=1000`);
    const ids = (items: FeedTransaction[]) => items.map((tx) => tx.transaction_id);
    const byRound = await readPages(`/transactions?from=${testStart}&round_id=${paid.round.id}&limit=1`, feedPage);
    expect(ids(byRound)).toEqual(ids(all.filter((tx) => tx.round_id === paid.round.id)));
    expect(byRound.map((tx) => tx.transaction_type)).toEqual(["debit", "credit"]);
    // A game by its symbol or its slug; another game has none here.
    expect(ids(await readPages(`/transactions?from=${testStart}&game_symbol=aurora-riches&limit=7`, feedPage))).toEqual(
      ids(all.filter((tx) => tx.game_symbol === GAME)),
    );
    expect(await readPages(`/transactions?from=${testStart}&game_symbol=vs10fruitblaze`, feedPage)).toEqual([]);
    const freeCredits = all.filter((tx) => tx.round_id === freeRoundId);
    expect(freeCredits.map((tx) => [tx.transaction_type, tx.action_type, tx.campaign_id])).toEqual([
      ["credit", "free_round_win", campaignId],
    ]);
    expect(ids(await readPages(`/transactions?from=${testStart}&action_type=free_round_win`, feedPage))).toEqual(
      ids(freeCredits),
    );
    expect(ids(await readPages(`/transactions?from=${testStart}&action_type=bet&limit=5`, feedPage))).toEqual(
      ids(all.filter((tx) => tx.action_type === "bet")),
    );
    expect(ids(await readPages(`/transactions?from=${testStart}&campaign_id=${campaignId}`, feedPage))).toEqual(
      ids(freeCredits),
    );
    // Filters combine.
    expect(
      await readPages(
        `/transactions?from=${testStart}&campaign_id=${campaignId}&external_player_id=player-2`,
        feedPage,
      ),
    ).toEqual([]);
    expect(
      ids(
        await readPages(`/transactions?from=${testStart}&round_id=${paid.round.id}&transaction_type=credit`, feedPage),
      ),
    ).toEqual([byRound[1]!.transaction_id]);
    // Another operator's key finds nothing of it.
    expect(await readPages(`/transactions?from=${testStart}&campaign_id=${campaignId}`, feedPage, rivalKey)).toEqual(
      [],
    );
    expect(await readPages(`/transactions?from=${testStart}&round_id=${paid.round.id}`, feedPage, rivalKey)).toEqual(
      [],
    );
    await expectError(await api("/transactions?round_id=not%20a%20round", t.operatorKey), 400, "invalid_request");
    await expectError(await api("/transactions?action_type=Bet!", t.operatorKey), 400, "invalid_request");

    // The player's rounds over the period: the free round carries its campaign.
    const rounds = await readPages(
      `/rounds?external_player_id=player-1&from=${testStart}&limit=3`,
      (json) => playerRoundsResponseSchema.parse(json).data,
    );
    expect(rounds.find((round) => round.round_id === freeRoundId)).toMatchObject({
      free_rounds_campaign_id: campaignId,
      bet: "2.00",
      round_state: "settled",
    });
    expect(rounds.find((round) => round.round_id === paid.round.id)).toMatchObject({
      free_rounds_campaign_id: null,
      bet: paid.round.bet,
      win: paid.round.win,
    });
  });

  it("refuses unknown query parameters on the extension endpoints with a 400 naming them; the contract's endpoints still ignore them", async () => {
    const key = t.operatorKey;
    const cases: Array<[string, string]> = [
      ["/transactions?action=bet", "action"],
      ["/transactions?campaignId=x&limit=5", "campaignId"],
      ["/rounds?state=open&player=1", "player"],
      ["/rounds/rnd_x?verbose=1", "verbose"],
      ["/statements/2020-02-29?format=csv", "format"],
    ];
    for (const [path, unknownName] of cases) {
      const response = await api(path, key);
      const text = await response.text();
      expect(response.status, `${path}: ${text}`).toBe(400);
      const error = providerErrorSchema.parse(JSON.parse(text));
      expect(error.error).toBe("invalid_request");
      expect(error.detail, path).toContain(`"${unknownName}"`);
    }
    expect((await api("/games?foo=1", key)).status).toBe(200);
    expect((await api(`/games/${GAME}?foo=1`, key)).status).toBe(200);
  });

  it("lists a player's rounds over a period, oldest first, paged like the feed; scoped to the operator", async () => {
    await spin(player2);
    await settle();
    const to = new Date(Date.now() - FEED_LAG_MS - 100).toISOString();
    const fromFeed = [
      ...new Set(
        (
          await readFeed(`from=${testStart}&to=${to}&external_player_id=player-2&transaction_type=debit&limit=1000`)
        ).map((tx) => tx.round_id),
      ),
    ];
    const rounds = await readPages(
      `/rounds?external_player_id=player-2&from=${testStart}&to=${to}&limit=2`,
      (json) => playerRoundsResponseSchema.parse(json).data,
    );
    expect(rounds.length).toBeGreaterThan(2);
    expect(rounds.map((round) => round.round_id)).toEqual(fromFeed);
    expect(
      rounds.every(
        (round) => round.external_player_id === "player-2" && round.currency === "EUR" && round.game_symbol === GAME,
      ),
    ).toBe(true);
    const keys = rounds.map((round) => `${round.created_at} ${round.round_id}`);
    expect(keys).toEqual([...keys].sort());
    // A closed window ends with next_cursor null; a period before any round is empty.
    const last = playerRoundsResponseSchema.parse(
      await (
        await api(`/rounds?external_player_id=player-2&from=${testStart}&to=${to}&limit=1000`, t.operatorKey)
      ).json(),
    ).data;
    expect(last.next_cursor).toBeNull();
    expect(
      await readPages(
        `/rounds?external_player_id=player-2&to=${testStart}`,
        (json) => playerRoundsResponseSchema.parse(json).data,
      ),
    ).toEqual([]);
    expect(
      await readPages(
        `/rounds?external_player_id=player-2&from=${testStart}`,
        (json) => playerRoundsResponseSchema.parse(json).data,
        rivalKey,
      ),
    ).toEqual([]);
    await expectError(
      await api("/rounds?external_player_id=player-2&state=open", t.operatorKey),
      400,
      "invalid_request",
    );
    await expectError(await api(`/rounds?state=open&from=${testStart}`, t.operatorKey), 400, "invalid_request");
    await expectError(
      await api(`/rounds?external_player_id=player-2&from=${to}&to=${testStart}`, t.operatorKey),
      400,
      "invalid_request",
    );
  });

  it("gives round details the mode, jurisdiction and RTP variant the round was played under", async () => {
    const played = await spin(player1);
    expect(await roundDetails(played.round.id)).toMatchObject({
      mode: "real",
      jurisdiction: "DEFAULT",
      rtp_variant: "96",
    });
    // A launch that names a stricter profile plays under it.
    await depositToDemoWallet({
      baseUrl: t.app.baseUrl,
      secret: t.walletSecret,
      playerId: "player-broke",
      amount: "10.00",
    });
    const uk = await openLaunchUrl(
      (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-broke", jurisdiction: "UK" }))
        .launch_url,
    );
    const ukRound = await spin(uk);
    expect(await roundDetails(ukRound.round.id)).toMatchObject({
      mode: "real",
      jurisdiction: "UK",
      rtp_variant: "96",
      external_player_id: "player-broke",
    });
  });

  it("says whether a statement is final, and as of when", async () => {
    await settle();
    const today = new Date().toISOString().slice(0, 10);
    const before = Date.now();
    const running = statementResponseSchema.parse(await (await api(`/statements/${today}`, t.operatorKey)).json()).data;
    expect(running.final).toBe(false);
    expect(Date.parse(running.as_of)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(running.as_of)).toBeLessThanOrEqual(Date.now());
    const past = statementResponseSchema.parse(await (await api("/statements/2020-02-29", t.operatorKey)).json()).data;
    expect(past.final).toBe(true);

    const csv = await api(`/statements/${today}`, t.operatorKey, { accept: "text/csv" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("statement-final")).toBe("false");
    expect(Date.parse(csv.headers.get("statement-as-of")!)).toBeGreaterThanOrEqual(Date.parse(running.as_of));
    // Neither is part of the hashed body: the hash is the JSON's, as before.
    const body = await csv.text();
    expect(createHash("sha256").update(body, "utf8").digest("hex")).toBe(csv.headers.get("content-hash"));
    expect(body.split("\n")[0]).toBe("operator_id,date,currency,transaction_type,state,count,amount,promotion_id");
    const pastCsv = await api("/statements/2020-02-29", t.operatorKey, { accept: "text/csv" });
    expect(pastCsv.headers.get("statement-final")).toBe("true");
  });
});
