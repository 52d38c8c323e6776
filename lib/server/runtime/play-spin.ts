import "server-only";
import { createHash } from "node:crypto";
import type { GameRound, Prisma } from "@/lib/server/db/generated/client";
import type { SpinRequest, SpinResponse } from "@/lib/contract/runtime-api";
import { coinsToMinorUnits } from "@/lib/game/math/coin-money";
import { playRound } from "@/lib/game/math/play-round";
import { createCryptoRandomSource } from "@/lib/game/math/rng";
import { directQuery } from "@/lib/server/db/direct-sql";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { formatMinorUnits, parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { freeRoundsOfferView } from "@/lib/server/free-rounds/free-rounds-offer";
import { settleFreeRound, settleRound, type SettledRound } from "@/lib/server/wallet/settle-round";
import { playDemoSpin } from "./play-demo-spin";
import { roundView } from "./round-view";
import { playableGame } from "@/lib/server/games/runtime-game";
import { checkSpinAgainstProfile } from "./check-spin-rules";
import { claimSpinStart } from "./claim-spin-start";
import { extendRuntimeSession, runtimeSessionProfile, type RuntimeSessionRecord } from "./runtime-session";

// One paid round: the bet is checked against what the session offers, then the wallet's settleRound debits it,
// the engine plays the round with the cryptographic RNG, the round is stored (outcome and money, same id as the
// wallet round, so its ledger transactions can be shown with it) and the win is credited. A refused bet
// (insufficient_funds, …) plays nothing and stores nothing; a failure after the debit rolls the bet back.
// With an idempotency key, a replayed request is answered from its first round (settleRound); one round at a time
// per session. settleRound answers a database connection lost once the round is stored (bet_refunded); one lost
// before escapes as it is, and the spin route answers it with spinNotStarted.
// With freeRoundsAwardId the round is a free round of that award (settleFreeRound): the bet must be the award's,
// nothing is debited, the win is credited as free_round_win, and the answer carries the award after the round.
// The session's jurisdiction profile is enforced first: feature buy, stake limit, minimum time between spins; a
// profile that excludes jackpots settles the round without a jackpot contribution.
// A demo session (mode "demo") plays the same checks and engine against its virtual balance (playDemoSpin). Every
// round plays, and records, the RTP variant fixed on its session at launch.

export async function playSpin(options: {
  session: RuntimeSessionRecord;
  request: SpinRequest;
  idempotencyKey: string | null;
}): Promise<SpinResponse> {
  const { session, request, idempotencyKey } = options;
  const { math, coinOffers, exponent } = playableGame(session);
  const buyFeature = request.buyFeature === true;

  if (!math.betLevels.includes(request.betLevel)) {
    throw new AppError(
      "invalid_bet",
      `Bet level ${request.betLevel} is not offered; choose one of ${math.betLevels.join(", ")}`,
    );
  }
  const requestedCoin = offeredCoinMinorUnits(request.coinValue, exponent);
  const coin = coinOffers.find((offer) => offer.minorUnits === requestedCoin);
  if (!coin) {
    throw new AppError(
      "invalid_bet",
      `Coin value ${request.coinValue} is not offered; choose one of ${coinOffers.map((offer) => offer.coinValue).join(", ")}`,
    );
  }
  // Free rounds never apply in demo mode: they are the operator's real-money promotion.
  if (session.mode === "demo" && request.freeRoundsAwardId !== undefined) {
    throw new AppError("free_rounds_unavailable", "Free rounds are not played in demo mode");
  }
  const award =
    request.freeRoundsAwardId === undefined ? null : await readFreeRoundsAward(session, request.freeRoundsAwardId);
  if (
    award &&
    (request.betLevel !== award.betLevel ||
      coin.minorUnits !== offeredCoinMinorUnits(award.coinValue, exponent) ||
      buyFeature)
  ) {
    throw new AppError(
      "invalid_bet",
      `Free rounds of this award play bet level ${award.betLevel} at coin value ${award.coinValue}, without buying the feature`,
    );
  }
  const buy = math.freeSpins?.buy;
  if (buyFeature && (!buy || !session.game.featureBuyFeature)) {
    throw new AppError("invalid_bet", `${session.game.title} does not offer buying the feature`);
  }

  const stakeCoins = math.paylines.length * request.betLevel * (buyFeature ? buy!.cost : 1);
  // The session's jurisdiction profile: checked after the bet is known to be offered, before anything moves.
  const profile = runtimeSessionProfile(session);
  checkSpinAgainstProfile({
    profile,
    currency: session.currency,
    exponent,
    stakeMinor: BigInt(stakeCoins) * coin.minorUnits,
    buyFeature,
    freeRound: award !== null,
  });
  await claimSpinStart({ sessionId: session.id, profile, idempotencyKey });

  const expiresAt = await extendRuntimeSession(session.id);
  if (session.mode === "demo") {
    return playDemoSpin({
      session,
      math,
      betLevel: request.betLevel,
      coin,
      exponent,
      stakeCoins,
      buyFeature,
      expiresAt,
    });
  }
  const bet = formatMinorUnits(BigInt(stakeCoins) * coin.minorUnits, exponent);

  const common = {
    operatorId: session.operatorId,
    playerId: session.externalPlayerId,
    sessionId: session.id,
    gameSymbol: session.game.symbol,
    currency: session.currency,
    bet,
    idempotency: idempotencyKey
      ? {
          key: idempotencyKey,
          requestDigest: spinRequestDigest(request),
          replay: ({ roundId }: { roundId: string }) => prisma.gameRound.findUniqueOrThrow({ where: { id: roundId } }),
        }
      : undefined,
    play: async ({ roundId }: { roundId: string }) => {
      const outcome = playRound({
        config: math,
        betLevel: request.betLevel,
        rng: createCryptoRandomSource(),
        buyFeature,
      });
      const winMinor = coinsToMinorUnits({
        coins: outcome.totalWinCoins,
        coinValue: coin.coinValue,
        currencyExponent: exponent,
      });
      const round: GameRound = {
        id: roundId,
        sessionId: session.id,
        operatorId: session.operatorId,
        playerId: session.externalPlayerId,
        gameSymbol: session.game.symbol,
        currency: session.currency,
        betLevel: request.betLevel,
        coinValue: coin.coinValue,
        betMinor: BigInt(stakeCoins) * coin.minorUnits,
        winMinor,
        winBeforeCapMinor: null,
        outcome: outcome as unknown as Prisma.JsonValue,
        freeRoundsAwardId: award?.id ?? null,
        rtpVariant: session.rtpVariant,
        createdAt: new Date(),
      };
      await directQuery(
        INSERT_GAME_ROUND,
        [
          round.id,
          round.sessionId,
          round.operatorId,
          round.playerId,
          round.gameSymbol,
          round.currency,
          round.betLevel,
          round.coinValue,
          round.betMinor.toString(),
          round.winMinor.toString(),
          JSON.stringify(round.outcome),
          round.createdAt.toISOString(),
          round.freeRoundsAwardId,
          round.rtpVariant,
        ],
        "durable",
      );
      return { win: formatMinorUnits(winMinor, exponent), result: round };
    },
  };
  let settled: SettledRound<GameRound>;
  let freeRounds: SpinResponse["freeRounds"];
  if (award) {
    const settledFree = await settleFreeRound({ ...common, awardId: award.id });
    settled = settledFree;
    freeRounds = freeRoundsOfferView(settledFree.award, { lines: math.paylines.length, now: new Date() });
  } else {
    settled = await settleRound({
      ...common,
      betActionType: buyFeature ? "buy_feature" : "bet",
      jackpotsAllowed: profile.jackpotsAllowed,
    });
  }

  // A free round whose win its campaign's max_win cut answers with the round as its settlement stored it: the win paid.
  const paidMinor = parseMinorUnits(settled.win, exponent);
  const played = settled.result;
  const round =
    paidMinor < played.winMinor ? { ...played, winMinor: paidMinor, winBeforeCapMinor: played.winMinor } : played;
  return {
    success: true,
    round: roundView(round),
    balance: settled.balance,
    currency: settled.currency,
    winConfirmed: settled.winConfirmed,
    expiresAt: expiresAt.toISOString(),
    ...(freeRounds ? { freeRounds } : {}),
  };
}

// Every spin stores its round: a prepared statement on the durable direct pool (direct-sql.ts).
const INSERT_GAME_ROUND = {
  name: "gp_game_round_insert_v3",
  text: `INSERT INTO game_rounds (id, session_id, operator_id, player_id, game_symbol, currency, bet_level, coin_value, bet_minor, win_minor,
      outcome, created_at, free_rounds_award_id, rtp_variant)
    VALUES ($1, $2, $3, $4, $5, $6::bpchar, $7::int, $8, $9::bigint, $10::bigint, $11::jsonb, $12::timestamp(3), $13::text, $14::text)`,
};

/**
 * The award a free-round request names, when it belongs to the session's player, operator and currency and lists
 * the session's game; anything else is free_rounds_unavailable. Whether it can start a round now (rounds left,
 * state, window) is decided atomically when the round starts.
 */
async function readFreeRoundsAward(session: RuntimeSessionRecord, awardId: string) {
  const award = await prisma.freeRoundsAward.findUnique({
    where: { id: awardId },
    select: {
      id: true,
      operatorId: true,
      externalPlayerId: true,
      campaign: { select: { gameSymbols: true, currency: true, betLevel: true, coinValue: true } },
    },
  });
  if (
    !award ||
    award.operatorId !== session.operatorId ||
    award.externalPlayerId !== session.externalPlayerId ||
    award.campaign.currency !== session.currency ||
    !award.campaign.gameSymbols.includes(session.game.symbol)
  ) {
    throw new AppError(
      "free_rounds_unavailable",
      `No free-rounds award "${awardId}" for this player in this game and currency`,
    );
  }
  return { id: award.id, betLevel: award.campaign.betLevel, coinValue: award.campaign.coinValue };
}

/** What makes two spin requests the same request: the bet, as sent. */
function spinRequestDigest(request: SpinRequest): string {
  const canonical = JSON.stringify([
    request.betLevel,
    request.coinValue,
    request.buyFeature === true,
    ...(request.freeRoundsAwardId ? [request.freeRoundsAwardId] : []),
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

/** A spin stopped by a lost database connection before its round was stored: nothing was sent to the wallet. */
export function spinNotStarted(cause: unknown): AppError {
  return new AppError(
    "bet_not_taken",
    "The spin could not be started (the game server lost its database); your bet was not taken",
    { cause },
  );
}

function offeredCoinMinorUnits(coinValue: string, exponent: number): bigint | null {
  try {
    return coinsToMinorUnits({ coins: 1, coinValue, currencyExponent: exponent });
  } catch {
    return null;
  }
}
