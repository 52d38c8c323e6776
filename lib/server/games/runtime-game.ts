import "server-only";
import type { RuntimeGame } from "@/lib/contract/runtime-api";
import { specialBetProfileSchema } from "@/lib/contract/provider-api";
import { coinsToMinorUnits } from "@/lib/game/math/coin-money";
import { parseSlotMathConfig } from "@/lib/game/math/compiled-math";
import { mathForRtpVariant } from "@/lib/game/math/rtp-variants";
import type { SlotMathConfig } from "@/lib/game/math/types";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import type { LaunchSession } from "@/lib/server/db/generated/client";
import type { Prisma } from "@/lib/server/db/prisma";

// What a session can play: the game's maths (validated once per game version) and the bets offered in the
// session currency. A coin value finer than the currency (0.01 in JPY) is never offered; the launch's coin is
// offered, and chosen by default, whenever the currency can represent it. The maths are the RTP variant fixed on
// the session at launch (a replay names the variant its round played).

/** A game row as the runtime reads it: with its provider's name. */
export const runtimeGameQuery = {
  include: { provider: { select: { name: true } } },
} satisfies Prisma.GameDefaultArgs;

export type RuntimeGameRecord = Prisma.GameGetPayload<typeof runtimeGameQuery>;

type GameRecord = RuntimeGameRecord;

export interface PlayableGame {
  math: SlotMathConfig;
  view: RuntimeGame;
  /** Offered coin values with their value of one coin in minor units, ascending. */
  coinOffers: { coinValue: string; minorUnits: bigint }[];
  exponent: number;
}

const mathCache = new Map<string, { version: number; math: SlotMathConfig }>();

function gameMath(game: GameRecord): SlotMathConfig {
  if (game.mathConfig === null) {
    throw new AppError("game_not_playable", `${game.title} has no game maths configured and cannot be played`);
  }
  const version = game.updatedAt.getTime();
  const cached = mathCache.get(game.id);
  if (cached?.version === version) return cached.math;
  const parsed = parseSlotMathConfig(game.mathConfig);
  if (parsed.game !== game.symbol) {
    throw new AppError("configuration_error", `The maths stored for ${game.symbol} belong to ${parsed.game}`);
  }
  // A game with the special bet also offers its profile's bet levels (bls): wins are paid per bet level, so every
  // level keeps the game's RTP. The profile and the flag are columns of the game row, so they share its version.
  const profile =
    game.featureSpecialBet && game.specialBetProfile !== null
      ? specialBetProfileSchema.safeParse(game.specialBetProfile)
      : null;
  const specialLevels = (profile?.success ? (profile.data.bls ?? []) : []).filter(
    (level) => Number.isSafeInteger(level) && level > 0,
  );
  const math = specialLevels.length
    ? { ...parsed, betLevels: [...new Set([...parsed.betLevels, ...specialLevels])].sort((a, b) => a - b) }
    : parsed;
  mathCache.set(game.id, { version, math });
  return math;
}

function coinMinorUnits(coinValue: string, exponent: number): bigint | null {
  try {
    const minor = coinsToMinorUnits({ coins: 1, coinValue, currencyExponent: exponent });
    return minor > 0n ? minor : null;
  } catch {
    return null;
  }
}

export function playableGame(
  session: Pick<LaunchSession, "currency" | "coin" | "rtpVariant"> & { game: GameRecord },
  options: { rtpVariant?: string | null } = {},
): PlayableGame {
  const { game } = session;
  const math = mathForRtpVariant(
    gameMath(game),
    options.rtpVariant === undefined ? session.rtpVariant : options.rtpVariant,
  );
  const exponent = currencyExponent(session.currency);

  const offers = new Map<bigint, string>();
  for (const coinValue of math.coinValues) {
    const minor = coinMinorUnits(coinValue, exponent);
    if (minor !== null && !offers.has(minor)) offers.set(minor, coinValue);
  }
  const sessionCoinMinor = session.coin ? coinMinorUnits(session.coin, exponent) : null;
  if (sessionCoinMinor !== null && !offers.has(sessionCoinMinor)) {
    offers.set(sessionCoinMinor, formatMinorUnits(sessionCoinMinor, exponent));
  }
  // No configured coin fits the currency at all: one minor unit is the one honest coin left.
  if (offers.size === 0) offers.set(1n, formatMinorUnits(1n, exponent));
  const coinOffers = [...offers.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([minorUnits, coinValue]) => ({ coinValue, minorUnits }));

  const defaultMinor = sessionCoinMinor ?? coinMinorUnits(math.defaultCoinValue, exponent);
  const defaultCoinValue =
    coinOffers.find((offer) => offer.minorUnits === defaultMinor)?.coinValue ?? coinOffers[0]!.coinValue;

  const freeSpins = math.freeSpins && math.scatter;
  const buy = game.featureBuyFeature ? math.freeSpins?.buy : undefined;
  const profile = game.specialBetProfile === null ? null : specialBetProfileSchema.safeParse(game.specialBetProfile);

  const view: RuntimeGame = {
    reels: math.reels,
    rows: math.rows,
    lines: math.paylines.length,
    paylines: math.paylines,
    symbols: math.symbols,
    paytable: math.paytable,
    betLevels: math.betLevels,
    defaultBetLevel: math.defaultBetLevel,
    coinValues: coinOffers.map((offer) => offer.coinValue),
    defaultCoinValue,
    features: {
      bonus: game.featureBonus,
      collect: game.featureCollect,
      free_spins: game.featureFreeSpins,
      buy_feature: game.featureBuyFeature,
      special_bet: game.featureSpecialBet,
    },
    ...(freeSpins
      ? {
          freeSpins: {
            awards: math.freeSpins!.awards,
            multiplier: math.freeSpins!.multiplier,
            scatterSymbol: math.scatter!.symbol,
          },
        }
      : {}),
    ...(buy ? { buyFeature: { costMultiplier: buy.cost, spins: buy.spins } } : {}),
    specialBetProfile: profile?.success ? profile.data : null,
  };
  return { math, view, coinOffers, exponent };
}
