import "server-only";
import type { GameRound, Prisma } from "@/lib/server/db/generated/client";
import type { SpinResponse } from "@/lib/contract/runtime-api";
import { randomBase62 } from "@/lib/base/random-id";
import { coinsToMinorUnits } from "@/lib/game/math/coin-money";
import { playRound } from "@/lib/game/math/play-round";
import { createCryptoRandomSource } from "@/lib/game/math/rng";
import type { SlotMathConfig } from "@/lib/game/math/types";
import { directQuery } from "@/lib/server/db/direct-sql";
import { AppError } from "@/lib/base/errors";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { roundView } from "./round-view";
import type { RuntimeSessionRecord } from "./runtime-session";

// One round of a demo session: the same engine and maths as a real round, paid from and into the session's
// virtual balance in one statement (a bet the balance cannot cover plays nothing). No wallet callback, no ledger
// row, no stored round: demo play leaves nothing but the balance on its session.

export async function playDemoSpin(options: {
  session: RuntimeSessionRecord;
  math: SlotMathConfig;
  betLevel: number;
  coin: { coinValue: string; minorUnits: bigint };
  exponent: number;
  stakeCoins: number;
  buyFeature: boolean;
  expiresAt: Date;
}): Promise<SpinResponse> {
  const { session, math, betLevel, coin, exponent, stakeCoins, buyFeature } = options;
  const betMinor = BigInt(stakeCoins) * coin.minorUnits;
  const outcome = playRound({ config: math, betLevel, rng: createCryptoRandomSource(), buyFeature });
  const winMinor = coinsToMinorUnits({
    coins: outcome.totalWinCoins,
    coinValue: coin.coinValue,
    currencyExponent: exponent,
  });
  const [settled] = await directQuery<{ balance: string }>(
    SETTLE_DEMO_ROUND,
    [session.id, betMinor.toString(), winMinor.toString()],
    "durable",
  );
  if (!settled) {
    throw new AppError(
      "insufficient_funds",
      "The demo balance does not cover this bet; start the demo again from the lobby for a new balance",
    );
  }
  const round: GameRound = {
    id: `demo_${randomBase62(22)}`,
    sessionId: session.id,
    operatorId: session.operatorId,
    playerId: session.externalPlayerId,
    gameSymbol: session.game.symbol,
    currency: session.currency,
    betLevel,
    coinValue: coin.coinValue,
    betMinor,
    winMinor,
    winBeforeCapMinor: null,
    outcome: outcome as unknown as Prisma.JsonValue,
    freeRoundsAwardId: null,
    rtpVariant: session.rtpVariant,
    createdAt: new Date(),
  };
  return {
    success: true,
    round: roundView(round),
    balance: formatMinorUnits(BigInt(settled.balance), exponent),
    currency: session.currency,
    winConfirmed: true,
    expiresAt: options.expiresAt.toISOString(),
  };
}

const SETTLE_DEMO_ROUND = {
  name: "gp_demo_round_settle_v1",
  text: `UPDATE launch_sessions SET demo_balance_minor = demo_balance_minor - $2::bigint + $3::bigint
    WHERE id = $1 AND mode = 'demo' AND demo_balance_minor >= $2::bigint RETURNING demo_balance_minor::text AS balance`,
};
