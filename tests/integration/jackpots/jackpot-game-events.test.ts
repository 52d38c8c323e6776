import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { convertMinorAtRate } from "@/lib/base/money/convert-at-rate";
import {
  jackpotTickerUpdateSchema,
  jackpotWinEventSchema,
  type JackpotTickerUpdate,
  type JackpotWinEvent,
} from "@/lib/contract/runtime-api";
import { prisma } from "@/lib/server/db/prisma";
import { startEventBus, subscribeBusTopic } from "@/lib/server/event-bus/event-bus";
import type { BusEvent } from "@/lib/server/event-bus/bus-messages";
import { applyJackpotContributions } from "@/lib/server/jackpots/apply-jackpot-contributions";
import { createJackpotPool } from "@/lib/server/jackpots/create-jackpot-pool";
import { jackpotTickerChannel } from "@/lib/server/jackpots/jackpot-ticker";
import { listSessionJackpots } from "@/lib/server/jackpots/list-session-jackpots";
import { publishJackpotTicker } from "@/lib/server/jackpots/publish-jackpot-ticker";
import { BROADCAST_TOPIC, decodeBroadcast, type Broadcast } from "@/lib/server/realtime/broadcast-message";
import { decodeRealtimeSignal, REALTIME_TOPIC, type RealtimeSignal } from "@/lib/server/realtime/realtime-signal";
import { roundJackpotWins } from "@/lib/server/runtime/round-jackpot-wins";
import { runWalletWorkerPass } from "@/lib/server/wallet/run-wallet-worker-pass";
import { settleRound } from "@/lib/server/wallet/settle-round";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { createWalletOperator, withWalletEnv } from "@/tests/integration/support/wallet-fixtures";
import { startFaultyWalletServer, type FaultyWalletServer } from "@/tests/integration/support/wallet-faulty-server";
import { createGame, enterRate, fixTrigger, GAME } from "./jackpot-fixtures";

// What the game pages hear of a jackpot (issue 29, "In the game"), on the real event bus of this process (LISTEN/
// NOTIFY on PostgreSQL, in-process on PGlite; the app's realtime hub subscribes the same way): a contribution moves
// the pool's ticker broadcast (its channel, its operator's and game's audience, the amount in the pool currency),
// published once per change; the win sends the `jackpot_win` event to the winning session only after it committed,
// and the ticker shows the reseed. The page's first amounts (listSessionJackpots) are in the session currency at
// the month's rate, and the round's details show the win with its credit's state.

const OPERATOR = "jpg-op";
const PLAYER = { playerId: "jpg-player", currency: "EUR", balance: "1000.00" };
const SESSION = `ses_${PLAYER.playerId}`;

let database: TestDatabase;
let wallet: FaultyWalletServer;
let restoreEnv: () => void;
const broadcasts: Broadcast[] = [];
const signals: RealtimeSignal[] = [];
const waiters: (() => void)[] = [];

/** Resolves with the first event (already heard or to come) that `find` picks. */
async function heard<T>(find: () => T | undefined): Promise<T> {
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise<void>((resolve) => waiters.push(resolve));
  }
}

function onBusEvent<T>(decode: (event: BusEvent) => T | null, into: T[]) {
  return (event: BusEvent) => {
    const decoded = decode(event);
    if (!decoded) return;
    into.push(decoded);
    waiters.splice(0).forEach((wake) => wake());
  };
}

const tickerOf = (broadcast: Broadcast): JackpotTickerUpdate => jackpotTickerUpdateSchema.parse(broadcast.payload);

function paidRound(roundBet: string) {
  return settleRound({
    operatorId: OPERATOR,
    playerId: PLAYER.playerId,
    sessionId: SESSION,
    gameSymbol: GAME,
    currency: PLAYER.currency,
    bet: roundBet,
    play: async () => ({ win: "0.00", result: null }),
  });
}

beforeAll(async () => {
  restoreEnv = withWalletEnv({ WALLET_RETRY_BACKOFF_BASE_MS: "5", WALLET_RETRY_BACKOFF_MAX_MS: "40" });
  database = await createTestDatabase();
  database.useInThisProcess();
  wallet = await startFaultyWalletServer({ walletId: OPERATOR });
  await createWalletOperator({ id: OPERATOR, walletBaseUrl: wallet.url, players: [PLAYER] });
  await createGame();
  let listening: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (listening = resolve));
  subscribeBusTopic({
    name: BROADCAST_TOPIC,
    onEvent: onBusEvent(decodeBroadcast, broadcasts),
    onListening: (up) => up && listening(),
  });
  subscribeBusTopic({ name: REALTIME_TOPIC, onEvent: onBusEvent(decodeRealtimeSignal, signals) });
  await startEventBus();
  // LISTEN/NOTIFY hears only what is published after its LISTEN; the in-process bus needs nothing.
  if (database.kind === "postgres") await ready;
}, 120_000);

afterAll(async () => {
  restoreEnv?.();
  await closeWalletConnections();
  await wallet?.close();
  await database?.drop();
}, 60_000);

describe("the game page's jackpot events", () => {
  it("publish a contribution on the pool's ticker channel once, a win to the winning session after commit, and the reseed", async () => {
    const pool = await createJackpotPool({
      input: {
        title: "Aurora Jackpot",
        scope: "local",
        games: [GAME],
        operators: [OPERATOR],
        base_currency: "EUR",
        tiers: [{ name: "mini", kind: "mystery", seed: "10.00", cap: "20.00", contribution_rate: "0.01" }],
      },
      actor: "console:test@example.com",
    });
    const tierId = pool.tiers[0]!.tierId;
    const channel = jackpotTickerChannel(pool.poolId);
    // 10.00 + 0.10 + 0.10 = 10.20 reaches the trigger: the second round wins.
    await fixTrigger(tierId, 1020n);

    // The page's start: the pool, its channel and the seed, in the session currency (the pool's).
    const [shown] = await listSessionJackpots({
      operatorId: OPERATOR,
      gameSymbol: GAME,
      currency: "EUR",
      demo: false,
      jackpotsAllowed: true,
    });
    expect(shown).toMatchObject({
      jackpotId: pool.poolId,
      title: "Aurora Jackpot",
      channel,
      currency: "EUR",
      rateUnits: null,
      tiers: [{ tier: "mini", cycle: 1, amountMinor: "1000" }],
    });
    expect(
      await listSessionJackpots({
        operatorId: OPERATOR,
        gameSymbol: GAME,
        currency: "EUR",
        demo: true,
        jackpotsAllowed: true,
      }),
    ).toEqual([]);
    // A session whose jurisdiction profile excludes jackpots (DE) shows none either.
    expect(
      await listSessionJackpots({
        operatorId: OPERATOR,
        gameSymbol: GAME,
        currency: "EUR",
        demo: false,
        jackpotsAllowed: false,
      }),
    ).toEqual([]);
    expect(
      await listSessionJackpots({
        operatorId: "other-op",
        gameSymbol: GAME,
        currency: "EUR",
        demo: false,
        jackpotsAllowed: true,
      }),
    ).toEqual([]);

    // A contribution: the next ticker pass publishes the pool's new amount on its channel, to its operator's game.
    await paidRound("10.00");
    expect(await publishJackpotTicker()).toEqual([pool.poolId]);
    const contribution = await heard(() =>
      broadcasts.find(
        (broadcast) => broadcast.channel === channel && tickerOf(broadcast).tiers[0]!.amountMinor === "1010",
      ),
    );
    expect(contribution.audience).toEqual({ operatorId: OPERATOR, gameSymbol: GAME });
    expect(tickerOf(contribution)).toEqual({
      kind: "jackpot_ticker",
      jackpotId: pool.poolId,
      tiers: [{ tier: "mini", cycle: 1, amountMinor: "1010" }],
    });
    // Nothing moved since: this instance publishes nothing more.
    expect(await publishJackpotTicker()).toEqual([]);

    // The winning contribution: the applier commits the win, then tells the winning session and shows the reseed.
    await paidRound("10.00");
    const wins = await applyJackpotContributions();
    expect(wins).toHaveLength(1);
    const win = wins[0]!;
    expect(win.sessionId).toBe(SESSION);
    const signal = await heard(() => signals.find((candidate) => candidate.kind === "jackpot"));
    expect(signal.sessionIds).toEqual([SESSION]);
    const event: JackpotWinEvent = jackpotWinEventSchema.parse((signal as { event: unknown }).event);
    expect(event).toEqual({
      jackpotId: pool.poolId,
      title: "Aurora Jackpot",
      tier: "mini",
      roundId: win.roundId,
      amount: "10.20",
      currency: "EUR",
    });
    // Heard after the commit: the win row is there for anyone the event makes look.
    expect(await prisma.jackpotWin.count({ where: { roundId: event.roundId } })).toBe(1);
    const reseed = await heard(() =>
      broadcasts.find((broadcast) => broadcast.channel === channel && tickerOf(broadcast).tiers[0]!.cycle === 2),
    );
    expect(tickerOf(reseed).tiers).toEqual([{ tier: "mini", cycle: 2, amountMinor: "1000" }]);
    expect(signals.filter((candidate) => candidate.kind === "jackpot")).toHaveLength(1);

    // The round's details show the win, its credit pending until the wallet has acknowledged it.
    expect(await roundJackpotWins(win.roundId)).toEqual([
      {
        jackpotId: pool.poolId,
        title: "Aurora Jackpot",
        tier: "mini",
        amount: "10.20",
        currency: "EUR",
        transactionId: win.transactionId,
        state: "pending",
      },
    ]);
    // The wallet worker delivers the credit (a pass may find it leased by the one before: it runs again).
    let state = "pending";
    for (let pass = 0; pass < 200 && (state === "pending" || state === "unknown"); pass++) {
      await runWalletWorkerPass();
      state = (await roundJackpotWins(win.roundId))[0]!.state;
    }
    expect(state).toBe("succeeded");
  });

  it("shows a pool's amounts in the session currency at the month's rate, rounded down like GET /jackpots", async () => {
    await enterRate("TRY", "EUR", "0.03");
    const pool = await createJackpotPool({
      input: {
        title: "In euros",
        scope: "local",
        games: [GAME],
        operators: [OPERATOR],
        base_currency: "EUR",
        tiers: [{ name: "major", kind: "mystery", seed: "100.01", cap: "500.00", contribution_rate: "0.01" }],
      },
      actor: "console:test@example.com",
    });
    const shown = await listSessionJackpots({
      operatorId: OPERATOR,
      gameSymbol: GAME,
      currency: "TRY",
      demo: false,
      jackpotsAllowed: true,
    });
    const inEuros = shown.find((jackpot) => jackpot.jackpotId === pool.poolId)!;
    // 100.01 EUR at 0.03 EUR per TRY: 3333.666… TRY, shown 3333.66 (the page converts the same way).
    expect(inEuros).toMatchObject({ currency: "TRY", exponent: 2, rateUnits: "30000000000", poolCurrency: "EUR" });
    expect(
      convertMinorAtRate({
        amountMinor: BigInt(inEuros.tiers[0]!.amountMinor),
        fromExponent: inEuros.poolExponent,
        toExponent: inEuros.exponent,
        rateUnits: BigInt(inEuros.rateUnits!),
      }),
    ).toBe(333366n);
  });
});
