import "server-only";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { prisma, type Prisma } from "@/lib/server/db/prisma";
import { playableGame } from "@/lib/server/games/runtime-game";

// A campaign's games and bet, checked against what each game offers a player in the campaign's currency — the
// very offers the game page shows (playableGame), so every awarded round is one the runtime will play.

export interface CampaignBet {
  /** Game symbols, in the order given, each once. */
  gameSymbols: string[];
  exponent: number;
}

/** Decimal text → minor units of the currency; finer than the currency allows (0.01 in JPY) is currency_mismatch. */
export function campaignAmountMinor(field: string, text: string, currency: string, exponent: number): bigint {
  try {
    return parseMinorUnits(text, exponent);
  } catch {
    throw new AppError(
      "currency_mismatch",
      `${field} "${text}" is finer than ${currency} allows (${exponent} decimal place(s))`,
    );
  }
}

export async function checkCampaignBet(options: {
  operatorId: string;
  games: string[];
  betLevel: number;
  coinValue: string;
  currency: string;
  db?: Prisma.TransactionClient;
}): Promise<CampaignBet> {
  const { operatorId, betLevel, coinValue, currency } = options;
  const exponent = currencyExponent(currency);
  const coinMinor = campaignAmountMinor("coin_value", coinValue, currency, exponent);
  const rows = await (options.db ?? prisma).game.findMany({
    where: { OR: [{ symbol: { in: options.games } }, { slug: { in: options.games } }] },
    include: {
      provider: { select: { name: true } },
      catalogEntries: { where: { operatorId }, select: { operatorId: true } },
    },
  });
  const gameSymbols: string[] = [];
  for (const identifier of options.games) {
    // A symbol match wins over another game's equal slug (as findGameBySymbolOrSlug).
    const game = rows.find((row) => row.symbol === identifier) ?? rows.find((row) => row.slug === identifier);
    if (!game) throw new AppError("unknown_game", `games: "${identifier}" is not a game symbol or slug`);
    if (!game.liveCatalogEnabled || game.catalogEntries.length === 0) {
      throw new AppError("game_not_in_catalog", `games: ${game.symbol} is not in the operator's catalog`);
    }
    if (gameSymbols.includes(game.symbol)) continue;
    const playable = playableGame({ game, currency, coin: null, rtpVariant: null });
    if (!playable.math.betLevels.includes(betLevel)) {
      throw new AppError(
        "bet_not_offered",
        `bet_level ${betLevel} is not a bet level of ${game.symbol} (${playable.math.betLevels.join(", ")})`,
      );
    }
    if (coinMinor <= 0n || !playable.coinOffers.some((offer) => offer.minorUnits === coinMinor)) {
      const offered = playable.coinOffers.map((offer) => offer.coinValue).join(", ");
      throw new AppError(
        "bet_not_offered",
        `coin_value ${coinValue} is not a coin ${game.symbol} offers in ${currency} (${offered})`,
      );
    }
    gameSymbols.push(game.symbol);
  }
  return { gameSymbols, exponent };
}
