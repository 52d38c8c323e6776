import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roundDetailsResponseSchema } from "@/lib/contract/reconciliation-api";
import {
  roundResponseSchema,
  sessionRoundsResponseSchema,
  runtimeErrorResponseSchema,
  spinResponseSchema,
  stateResponseSchema,
  type SpinResponse,
} from "@/lib/contract/runtime-api";
import { prisma } from "@/lib/server/db/prisma";
import { setDemoWalletBalance } from "@/lib/server/demo-wallet/set-demo-wallet-balance";
import {
  launch,
  openLaunchUrl,
  OPERATOR,
  startRuntimeTest,
  type GameBrowser,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// Free rounds through the game runtime on the built app with the in-app demo wallet: the state offers the
// player's awards for the game, a spin with freeRoundsAwardId plays one at the award's bet with no debit and a
// free_round_win credit, and anything the award does not allow is refused. The awards are stored before the app
// starts (an embedded PGlite database belongs to the app's process while it runs): the test reads them through the API.

let t: RuntimeTestContext;
let player: GameBrowser;

async function insertAward(id: string, playerId: string, options: { rounds: number; maxWinMinor?: bigint }) {
  await prisma.freeRoundsCampaign.create({
    data: {
      id: `frc_${id}`,
      operatorId: OPERATOR,
      campaignId: `campaign-${id}`,
      requestDigest: id,
      gameSymbols: ["vs20aurora", "vs10fruitblaze"],
      rounds: options.rounds,
      betLevel: 1,
      coinValue: "0.10",
      currency: "EUR",
      exponent: 2,
      maxWinMinor: options.maxWinMinor ?? null,
      validFrom: new Date(Date.now() - 60_000),
      expiresAt: new Date(Date.now() + 3_600_000),
      createdBy: "test",
    },
  });
  await prisma.freeRoundsAward.create({
    data: {
      id: `fra_${id}`,
      campaignRef: `frc_${id}`,
      operatorId: OPERATOR,
      externalPlayerId: playerId,
      roundsTotal: options.rounds,
    },
  });
}

beforeAll(async () => {
  t = await startRuntimeTest({
    seed: async () => {
      await insertAward("mine", "player-1", { rounds: 2 });
      await insertAward("theirs", "player-2", { rounds: 2 });
      await insertAward("bets", "player-1", { rounds: 1 });
      // A cap of one cent: the first win is cut to 0.01, every later one to nothing.
      await setDemoWalletBalance({ walletId: OPERATOR, playerId: "player-3", currency: "EUR", balance: "10.00" });
      await insertAward("capped", "player-3", { rounds: 60, maxWinMinor: 1n });
    },
  });
  player = await openLaunchUrl(
    (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-1" })).launch_url,
  );
}, 180_000);
afterAll(async () => {
  await t?.stop();
});

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(runtimeErrorResponseSchema.parse(await response.json()).error).toBe(code);
}

const state = async () => stateResponseSchema.parse(await (await player.api("/state")).json());
const cents = (amount: string) => BigInt(amount.replace(".", ""));

describe("free rounds in the game runtime", () => {
  it("offers the award, plays its rounds without a debit, credits each win as free_round_win, and completes it", async () => {
    const before = await state();
    expect(before.freeRounds.map((offer) => offer.awardId).sort()).toEqual(["fra_bets", "fra_mine"]);
    expect(before.freeRounds.find((offer) => offer.awardId === "fra_mine")).toEqual({
      awardId: "fra_mine",
      campaignId: "campaign-mine",
      roundsTotal: 2,
      roundsPlayed: 0,
      roundsLeft: 2,
      win: "0.00",
      betLevel: 1,
      coinValue: "0.10",
      bet: "2.00",
      maxWin: null,
      expiresAt: expect.any(String),
      state: "active",
    });
    let balance = before.balance!;
    let won = 0n;
    for (const roundsLeft of [1, 0]) {
      const response = await player.post(
        "/spin",
        { betLevel: 1, coinValue: "0.10", freeRoundsAwardId: "fra_mine" },
        { headers: { "Idempotency-Key": `free-${roundsLeft}` } },
      );
      expect(response.status).toBe(200);
      const spin = spinResponseSchema.parse(await response.json());
      expect(spin.round).toMatchObject({ bet: "2.00", freeRoundsAwardId: "fra_mine" });
      expect(spin.winConfirmed).toBe(true);
      expect(cents(spin.balance)).toBe(cents(balance) + cents(spin.round.win));
      won += cents(spin.round.win);
      expect(spin.freeRounds).toMatchObject({
        awardId: "fra_mine",
        roundsLeft,
        roundsPlayed: 2 - roundsLeft,
        state: roundsLeft === 0 ? "completed" : "active",
      });
      expect(cents(spin.freeRounds!.win)).toBe(won);
      balance = spin.balance;

      const detail = roundResponseSchema.parse(await (await player.api(`/rounds/${spin.round.id}`)).json()).round;
      expect(
        detail.transactions.map((transaction) => [
          transaction.type,
          transaction.actionType,
          transaction.amount,
          transaction.state,
        ]),
      ).toEqual([["credit", "free_round_win", spin.round.win, "succeeded"]]);
    }
    // A replay of the last free round answers it again; nothing more is played.
    const replay = await player.post(
      "/spin",
      { betLevel: 1, coinValue: "0.10", freeRoundsAwardId: "fra_mine" },
      { headers: { "Idempotency-Key": "free-0" } },
    );
    expect(replay.status).toBe(200);
    const replayed = spinResponseSchema.parse(await replay.json()).freeRounds!;
    expect(replayed).toMatchObject({ roundsPlayed: 2, roundsLeft: 0, state: "completed" });
    expect(cents(replayed.win)).toBe(won);

    await expectError(
      await player.post("/spin", { betLevel: 1, coinValue: "0.10", freeRoundsAwardId: "fra_mine" }),
      409,
      "free_rounds_unavailable",
    );
    expect((await state()).freeRounds.map((offer) => offer.awardId)).toEqual(["fra_bets"]);
  });

  it("shows a win cut by max_win as the amount paid everywhere: spin answer, history, round, net position and round details", async () => {
    const capped = await openLaunchUrl(
      (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-3" })).launch_url,
    );
    const spinCapped = async () => {
      const response = await capped.post("/spin", { betLevel: 1, coinValue: "0.10", freeRoundsAwardId: "fra_capped" });
      const body: unknown = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      return spinResponseSchema.parse(body);
    };
    const roundDetails = async (roundId: string) => {
      const response = await fetch(`${t.app.baseUrl}/api/provider/v1/rounds/${roundId}`, {
        headers: { "x-provider-api-key": t.operatorKey },
      });
      expect(response.status).toBe(200);
      return roundDetailsResponseSchema.parse(await response.json()).data;
    };
    // Spins until two rounds won (every line win of a 0.10 coin is more than the cap); a round that won nothing is not capped.
    const opening = stateResponseSchema.parse(await (await capped.api("/state")).json()).balance!;
    const winning: SpinResponse[] = [];
    let losing: SpinResponse | null = null;
    while (winning.length < 2) {
      const spin = await spinCapped();
      if (spin.round.outcome.totalWinCoins > 0) winning.push(spin);
      else losing ??= spin;
    }
    const [first, later] = winning as [SpinResponse, SpinResponse];
    const engineWin = (spin: SpinResponse) => (BigInt(spin.round.outcome.totalWinCoins) * 10n).toString();
    expect(first.round).toMatchObject({ win: "0.01", winBeforeCap: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(cents(first.round.winBeforeCap!).toString()).toBe(engineWin(first));
    expect(later.round).toMatchObject({ win: "0.00" });
    expect(cents(later.round.winBeforeCap!).toString()).toBe(engineWin(later));
    expect(later.freeRounds).toMatchObject({ win: "0.01", maxWin: "0.01" });
    // The wallet was credited the cent, and the balance says so.
    expect(cents(later.balance) - cents(opening)).toBe(1n);

    // The session's history and the round shown again carry the paid win; so does the net position.
    const history = sessionRoundsResponseSchema.parse(await (await capped.api("/rounds?limit=100")).json()).rounds;
    expect(history.find((round) => round.id === first.round.id)).toMatchObject({
      win: "0.01",
      winBeforeCap: first.round.winBeforeCap,
    });
    expect(history.find((round) => round.id === later.round.id)).toMatchObject({
      win: "0.00",
      winBeforeCap: later.round.winBeforeCap,
    });
    const shown = roundResponseSchema.parse(await (await capped.api(`/rounds/${first.round.id}`)).json()).round;
    expect(shown).toMatchObject({ win: "0.01", winBeforeCap: first.round.winBeforeCap });
    expect(shown.transactions.map((transaction) => [transaction.actionType, transaction.amount])).toEqual([
      ["free_round_win", "0.01"],
    ]);
    expect(stateResponseSchema.parse(await (await capped.api("/state")).json()).netPosition).toBe("0.01");

    // Round details: win is what was paid; win_before_cap and capped say what the cap cut.
    expect(await roundDetails(first.round.id)).toMatchObject({
      win: "0.01",
      win_before_cap: first.round.winBeforeCap,
      capped: true,
    });
    expect(await roundDetails(later.round.id)).toMatchObject({
      win: "0.00",
      win_before_cap: later.round.winBeforeCap,
      capped: true,
    });
    if (losing) {
      expect(losing.round).toMatchObject({ win: "0.00", winBeforeCap: null });
      expect(await roundDetails(losing.round.id)).toMatchObject({ win: "0.00", win_before_cap: "0.00", capped: false });
    }
  });

  it("refuses another bet, buying the feature, and awards the session's player cannot play", async () => {
    await expectError(
      await player.post("/spin", { betLevel: 2, coinValue: "0.10", freeRoundsAwardId: "fra_bets" }),
      400,
      "invalid_bet",
    );
    await expectError(
      await player.post("/spin", { betLevel: 1, coinValue: "0.05", freeRoundsAwardId: "fra_bets" }),
      400,
      "invalid_bet",
    );
    await expectError(
      await player.post("/spin", { betLevel: 1, coinValue: "0.10", freeRoundsAwardId: "fra_bets", buyFeature: true }),
      400,
      "invalid_bet",
    );
    await expectError(
      await player.post("/spin", { betLevel: 1, coinValue: "0.10", freeRoundsAwardId: "fra_theirs" }),
      409,
      "free_rounds_unavailable",
    );
    await expectError(
      await player.post("/spin", { betLevel: 1, coinValue: "0.10", freeRoundsAwardId: "fra_nowhere" }),
      409,
      "free_rounds_unavailable",
    );
    // Nothing was taken from either award.
    expect((await state()).freeRounds).toMatchObject([{ awardId: "fra_bets", roundsLeft: 1 }]);
    const owner = await openLaunchUrl(
      (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-2" })).launch_url,
    );
    expect(stateResponseSchema.parse(await (await owner.api("/state")).json()).freeRounds).toMatchObject([
      { awardId: "fra_theirs", roundsLeft: 2 },
    ]);
    // In a game the campaign does not list, the award is not offered and cannot be played.
    const other = await openLaunchUrl(
      (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-1", symbol: "vs25pharaoh" }))
        .launch_url,
    );
    expect(stateResponseSchema.parse(await (await other.api("/state")).json()).freeRounds).toEqual([]);
    await expectError(
      await other.post("/spin", { betLevel: 1, coinValue: "0.10", freeRoundsAwardId: "fra_bets" }),
      409,
      "free_rounds_unavailable",
    );
  });

  it("refuses an award id with a NUL byte (or anything that is no award id) with a 400 before anything is stored", async () => {
    for (const freeRoundsAwardId of ["fra_bets\u0000", "\u0000", " ", "fra_\u202ebets"]) {
      const refused = await player.post(
        "/spin",
        { betLevel: 1, coinValue: "0.10", freeRoundsAwardId },
        { headers: { "Idempotency-Key": "bad-award-id" } },
      );
      expect(refused.status, JSON.stringify(freeRoundsAwardId)).toBe(400);
      expect(runtimeErrorResponseSchema.parse(await refused.json())).toMatchObject({
        error: "invalid_request",
        detail: expect.stringMatching(/^freeRoundsAwardId must be a free-rounds award id/),
      });
    }
    // No round and no idempotency record: the same key then plays the award's round as a first request.
    expect((await state()).freeRounds).toMatchObject([{ awardId: "fra_bets", roundsLeft: 1 }]);
    const played = await player.post(
      "/spin",
      { betLevel: 1, coinValue: "0.10", freeRoundsAwardId: "fra_bets" },
      { headers: { "Idempotency-Key": "bad-award-id" } },
    );
    expect(played.status).toBe(200);
    expect(spinResponseSchema.parse(await played.json()).round.freeRoundsAwardId).toBe("fra_bets");
  });
});
