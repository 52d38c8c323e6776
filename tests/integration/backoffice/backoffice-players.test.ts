import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { createOperator } from "@/lib/server/operators/create-operator";
import type { OperatorUserRoleValue } from "@/lib/server/operator-users/operator-user-fields";
import { BackofficeClient, createOperatorUserWithOwnPassword } from "@/tests/integration/support/backoffice-fixtures";
import {
  errorCodes,
  startConsoleTest,
  type ConsoleTestContext,
  type LooseData,
} from "@/tests/integration/support/graphql-fixtures";

// The back office's GraphQL API over real HTTP against the built app: players of the session's operator only. Two
// operators share a player id prefix; each operator's users find only their own players, another operator's player
// is player_not_found exactly as an id nobody has (no existence leak), every role reads, and neither an anonymous
// request nor a staff session reaches a resolver.

const HOUR = 3_600_000;
const SEARCH = `query Players($prefix: String!) { players(prefix: $prefix) { externalPlayerId lastLaunchAt } }`;
const PLAYER = `query Player($id: ID!, $from: DateTime!, $to: DateTime!) {
  player(externalPlayerId: $id) {
    externalPlayerId firstLaunchAt lastLaunchAt
    sessions(state: "active") { items { id gameSymbol currency state } nextCursor }
    ended: sessions(state: "ended") { items { id } }
    rounds { items { id bet win state replayUrl transactions { id type amount state } } nextCursor }
    totals(from: $from, to: $to) { currency rounds bets wins net }
    prizes { transactionId actionType promotionId amount state }
    freeRoundsAwards { id }
  }
}`;

const ROLES: OperatorUserRoleValue[] = ["operator_admin", "operator_support", "operator_finance"];

async function plantPlayer(options: {
  operatorId: string;
  playerId: string;
  sessionId: string;
  rounds: { id: string; bet: bigint; win: bigint; hoursAgo: number }[];
  ended?: boolean;
  /** One session per player, game and currency: a second session of a player plays another game. */
  gameIndex?: number;
}): Promise<void> {
  const game = await prisma.game.findFirstOrThrow({ orderBy: { symbol: "asc" }, skip: options.gameIndex ?? 0 });
  await prisma.launchSession.create({
    data: {
      id: options.sessionId,
      operatorId: options.operatorId,
      gameId: game.id,
      externalPlayerId: options.playerId,
      currency: "EUR",
      expiresAt: new Date(Date.now() + 24 * HOUR),
      terminatedAt: options.ended ? new Date() : null,
    },
  });
  for (const round of options.rounds) {
    const createdAt = new Date(Date.now() - round.hoursAgo * HOUR);
    const shared = {
      operatorId: options.operatorId,
      playerId: options.playerId,
      sessionId: options.sessionId,
      gameSymbol: game.symbol,
      currency: "EUR",
      exponent: 2,
    };
    await prisma.walletRound.create({
      data: { ...shared, id: round.id, betMinor: round.bet, winMinor: round.win, state: "settled", createdAt },
    });
    await prisma.walletTransaction.create({
      data: {
        ...shared,
        id: `dbt_${round.id}`,
        roundId: round.id,
        type: "debit",
        actionType: "bet",
        amountMinor: round.bet,
        state: "succeeded",
        createdAt,
      },
    });
  }
}

/** A player with a long history: `rounds` rounds in an active session, and `endedSessions` ended sessions. */
async function plantLongHistory(options: {
  operatorId: string;
  playerId: string;
  rounds: number;
  endedSessions: number;
}) {
  await plantPlayer({
    operatorId: options.operatorId,
    playerId: options.playerId,
    sessionId: "ses_boHistoryActive00001",
    rounds: Array.from({ length: options.rounds }, (_, index) => ({
      id: historyRoundId(index),
      bet: 100n,
      win: 0n,
      hoursAgo: index + 1,
    })),
  });
  // One session per player, game, currency and mode: enough games × currencies for the ended ones.
  const games = await prisma.game.findMany({ orderBy: { symbol: "asc" } });
  const currencies = ["USD", "GBP", "TRY", "CAD", "SEK", "NOK", "PLN", "BRL"];
  for (let index = 0; index < options.endedSessions; index++) {
    const createdAt = new Date(Date.now() - (index + 1) * HOUR);
    await prisma.launchSession.create({
      data: {
        id: historySessionId(index),
        operatorId: options.operatorId,
        gameId: games[index % games.length]!.id,
        externalPlayerId: options.playerId,
        currency: currencies[Math.floor(index / games.length)]!,
        expiresAt: new Date(Date.now() + 24 * HOUR),
        terminatedAt: createdAt,
        createdAt,
      },
    });
  }
}
const historyRoundId = (index: number) => `rnd_boHistory${String(index).padStart(11, "0")}`;
const historySessionId = (index: number) => `ses_boHistory${String(index).padStart(11, "0")}`;

async function plantJackpotCredit(options: { operatorId: string; playerId: string; id: string }): Promise<void> {
  const session = await prisma.launchSession.findFirstOrThrow({
    where: { operatorId: options.operatorId, externalPlayerId: options.playerId },
    include: { game: true },
  });
  await prisma.walletTransaction.create({
    data: {
      id: options.id,
      operatorId: options.operatorId,
      playerId: options.playerId,
      sessionId: session.id,
      gameSymbol: session.game.symbol,
      currency: "EUR",
      exponent: 2,
      type: "credit",
      actionType: "jackpot_win",
      amountMinor: 1234n,
    },
  });
}

describe("back-office players", () => {
  let ctx: ConsoleTestContext;
  const users = new Map<string, { email: string; password: string }>();
  const clients = new Map<string, BackofficeClient>();
  let ipCounter = 0;

  async function signedIn(key: string): Promise<BackofficeClient> {
    const existing = clients.get(key);
    if (existing) return existing;
    const user = users.get(key)!;
    const client = new BackofficeClient(ctx.app.baseUrl, `198.51.100.${++ipCounter}`);
    const result = await client.signInToBackoffice(user.email, user.password);
    expect(result.signedIn, JSON.stringify(result)).toBe(true);
    clients.set(key, client);
    return client;
  }

  beforeAll(async () => {
    ctx = await startConsoleTest({
      prepare: async () => {
        for (const [id, name] of [
          ["acme", "Acme Casino"],
          ["rival", "Rival Casino"],
        ]) {
          await createOperator({ id: id!, name: name!, actor: "test:setup" });
        }
        const create = async (key: string, operatorId: string, role: OperatorUserRoleValue) => {
          const created = await createOperatorUserWithOwnPassword({
            operatorId,
            email: `${key}@test.example`,
            role,
            actor: "test",
          });
          users.set(key, { email: created.user.email, password: created.password });
        };
        for (const role of ROLES) await create(`acme-${role}`, "acme", role);
        await create("rival-support", "rival", "operator_support");
        await plantPlayer({
          operatorId: "acme",
          playerId: "vip-1",
          sessionId: "ses_boAcmeVip1Active00001",
          rounds: [
            { id: "rnd_boAcmeVip1Round00001", bet: 100n, win: 50n, hoursAgo: 30 },
            { id: "rnd_boAcmeVip1Round00002", bet: 200n, win: 500n, hoursAgo: 2 },
          ],
        });
        await plantPlayer({
          operatorId: "acme",
          playerId: "vip-1",
          sessionId: "ses_boAcmeVip1Ended000001",
          rounds: [],
          ended: true,
          gameIndex: 1,
        });
        // A jackpot win: an out-of-round credit of the player's.
        await plantJackpotCredit({ operatorId: "acme", playerId: "vip-1", id: "jpw_boAcmeVip1Jackpot0001" });
        await plantPlayer({
          operatorId: "acme",
          playerId: "vip-2",
          sessionId: "ses_boAcmeVip2Active00001",
          rounds: [],
        });
        await plantPlayer({
          operatorId: "acme",
          playerId: "regular-1",
          sessionId: "ses_boAcmeRegular000001",
          rounds: [],
        });
        // Rival's player shares acme's prefix, and one shares an id with acme's vip-2.
        await plantPlayer({
          operatorId: "rival",
          playerId: "vip-3",
          sessionId: "ses_boRivalVip3Active0001",
          rounds: [{ id: "rnd_boRivalVip3Round0001", bet: 999n, win: 0n, hoursAgo: 1 }],
        });
        await plantPlayer({
          operatorId: "rival",
          playerId: "vip-2",
          sessionId: "ses_boRivalVip2Active0001",
          rounds: [],
        });
        await plantJackpotCredit({ operatorId: "rival", playerId: "vip-2", id: "jpw_boRivalVip2Jackpot0001" });
        await plantLongHistory({ operatorId: "acme", playerId: "history-1", rounds: 120, endedSessions: 45 });
      },
    });
  });

  afterAll(async () => {
    await ctx?.stop();
  });

  const window = () => ({ from: new Date(Date.now() - 48 * HOUR).toISOString(), to: new Date().toISOString() });

  it("refuses a request without a back-office session, and a staff session, before any resolver", async () => {
    const anonymous = new BackofficeClient(ctx.app.baseUrl, "198.51.100.200");
    expect(errorCodes(await anonymous.graphql(SEARCH, { prefix: "vip" }))).toEqual(["unauthenticated"]);
    // The console's admin holds a staff cookie; sent to the back office's endpoint it opens nothing.
    const staffOnBackoffice = await ctx.admin.request("/backoffice/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: SEARCH, variables: { prefix: "vip" } }),
    });
    expect(
      ((await staffOnBackoffice.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
    ).toBe("unauthenticated");
  });

  it.each(ROLES)("finds only the session operator's players by prefix (%s)", async (role) => {
    const client = await signedIn(`acme-${role}`);
    const { players } = await client.data<{ players: { externalPlayerId: string }[] }>(SEARCH, { prefix: "vip" });
    expect(players.map((player) => player.externalPlayerId)).toEqual(["vip-1", "vip-2"]);
    const none = await client.data<{ players: unknown[] }>(SEARCH, { prefix: "nobody" });
    expect(none.players).toEqual([]);
  });

  it("finds the other operator's players for that operator's users only", async () => {
    const rival = await signedIn("rival-support");
    const { players } = await rival.data<{ players: { externalPlayerId: string }[] }>(SEARCH, { prefix: "v" });
    expect(players.map((player) => player.externalPlayerId)).toEqual(["vip-2", "vip-3"]);
    const { players: regular } = await rival.data<{ players: unknown[] }>(SEARCH, { prefix: "regular" });
    expect(regular).toEqual([]);
  });

  it("refuses an empty search text with invalid_request", async () => {
    const client = await signedIn("acme-operator_support");
    expect(errorCodes(await client.graphql(SEARCH, { prefix: "  " }))).toEqual(["invalid_request"]);
  });

  it.each(ROLES)("shows a player's sessions, rounds with replay links, totals and awards (%s)", async (role) => {
    const client = await signedIn(`acme-${role}`);
    const { player } = await client.data<{ player: LooseData }>(PLAYER, { id: "vip-1", ...window() });
    expect(player.externalPlayerId).toBe("vip-1");
    expect(player.sessions.items.map((session: { id: string }) => session.id)).toEqual(["ses_boAcmeVip1Active00001"]);
    expect(player.ended.items.map((session: { id: string }) => session.id)).toEqual(["ses_boAcmeVip1Ended000001"]);
    expect(player.rounds.items.map((round: { id: string }) => round.id)).toEqual([
      "rnd_boAcmeVip1Round00002",
      "rnd_boAcmeVip1Round00001",
    ]);
    const [latest] = player.rounds.items;
    expect(latest).toMatchObject({ bet: "2.00", win: "5.00", state: "settled" });
    expect(latest.transactions).toEqual([
      { id: "dbt_rnd_boAcmeVip1Round00002", type: "debit", amount: "2.00", state: "succeeded" },
    ]);
    expect(latest.replayUrl).toMatch(
      new RegExp(`^${ctx.app.baseUrl.replace(/\./g, "\\.")}/replay/rnd_boAcmeVip1Round00002\\?expires=\\d+&signature=`),
    );
    expect(player.totals).toEqual([{ currency: "EUR", rounds: 2, bets: "3.00", wins: "5.50", net: "-2.50" }]);
    expect(player.prizes).toEqual([
      {
        transactionId: "jpw_boAcmeVip1Jackpot0001",
        actionType: "jackpot_win",
        promotionId: null,
        amount: "12.34",
        state: "pending",
      },
    ]);
    expect(player.freeRoundsAwards).toEqual([]);
  });

  it("pages the player page through every round and session with Older rounds / Older sessions", async () => {
    const client = await signedIn("acme-operator_support");
    const path = "/backoffice/players/history-1";
    /** Follows one list's "Older …" link from the first page to the last, collecting its ids page by page. */
    async function walk(list: "rounds" | "sessions", idPattern: RegExp) {
      const pages: string[][] = [];
      let next: string | null = path;
      while (next) {
        const response = await client.request(next);
        expect(response.status, next).toBe(200);
        const html = await response.text();
        pages.push([...new Set([...html.matchAll(idPattern)].map((match) => match[1]!))]);
        const link = new RegExp(`href="([^"]+)"[^>]*data-testid="older-${list}"`).exec(html);
        next = link ? link[1]!.replace(/&amp;/g, "&") : null;
        if (next) expect(next).toMatch(new RegExp(`^${path}\\?.*${list}After=`));
        expect(pages.length).toBeLessThan(10);
      }
      return pages;
    }

    const roundPages = await walk("rounds", />(rnd_boHistory\d+)</g);
    expect(roundPages.map((page) => page.length)).toEqual([50, 50, 20]);
    // Newest first, each round once, none left out.
    expect(roundPages.flat()).toEqual(Array.from({ length: 120 }, (_, index) => historyRoundId(index)));

    const sessionPages = await walk("sessions", />(ses_boHistory\w+)</g);
    // The open session heads the first page; the ended ones follow, newest first, 20 a page.
    expect(sessionPages.map((page) => page.length)).toEqual([21, 20, 5]);
    expect(sessionPages.flat()).toEqual([
      "ses_boHistoryActive00001",
      ...Array.from({ length: 45 }, (_, index) => historySessionId(index)),
    ]);

    // A cursor edited by hand falls back to the newest pages, keeping the chosen days.
    const redirected = await client.request(`${path}?from=2026-01-01&roundsAfter=not-a-cursor`);
    expect(redirected.status).toBe(307);
    expect(redirected.headers.get("location")).toMatch(/\/backoffice\/players\/history-1\?from=2026-01-01$/);
  });

  it("totals only the chosen range", async () => {
    const client = await signedIn("acme-operator_finance");
    const from = new Date(Date.now() - 10 * HOUR).toISOString();
    const { player } = await client.data<{ player: { totals: unknown } }>(PLAYER, {
      id: "vip-1",
      from,
      to: new Date().toISOString(),
    });
    expect(player.totals).toEqual([{ currency: "EUR", rounds: 1, bets: "2.00", wins: "5.00", net: "-3.00" }]);
  });

  it("answers player_not_found for another operator's player, as for an id nobody has", async () => {
    const client = await signedIn("acme-operator_admin");
    const rivals = await client.graphql(PLAYER, { id: "vip-3", ...window() });
    const nobody = await client.graphql(PLAYER, { id: "vip-404", ...window() });
    expect(errorCodes(rivals)).toEqual(["player_not_found"]);
    expect(errorCodes(nobody)).toEqual(["player_not_found"]);
    expect(rivals.errors![0]!.message.replace("vip-3", "ID")).toBe(nobody.errors![0]!.message.replace("vip-404", "ID"));
    // The id both operators have: each operator's user sees only their own player's sessions and prizes.
    type SharedPlayer = { player: { sessions: { items: { id: string }[] }; prizes: { transactionId: string }[] } };
    const { player } = await client.data<SharedPlayer>(PLAYER, { id: "vip-2", ...window() });
    expect(player.sessions.items.map((session) => session.id)).toEqual(["ses_boAcmeVip2Active00001"]);
    expect(player.prizes).toEqual([]);
    const rival = await signedIn("rival-support");
    const theirs = await rival.data<SharedPlayer>(PLAYER, { id: "vip-2", ...window() });
    expect(theirs.player.sessions.items.map((session) => session.id)).toEqual(["ses_boRivalVip2Active0001"]);
    expect(theirs.player.prizes.map((prize) => prize.transactionId)).toEqual(["jpw_boRivalVip2Jackpot0001"]);
    const rivalOwn = await rival.data<{ player: { rounds: { items: { id: string }[] } } }>(PLAYER, {
      id: "vip-3",
      ...window(),
    });
    expect(rivalOwn.player.rounds.items.map((round) => round.id)).toEqual(["rnd_boRivalVip3Round0001"]);
    expect(errorCodes(await rival.graphql(PLAYER, { id: "vip-1", ...window() }))).toEqual(["player_not_found"]);
  });
});
