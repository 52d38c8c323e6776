import "server-only";
import type { FreeRoundsOffer } from "@/lib/contract/runtime-api";
import { coinsToMinorUnits } from "@/lib/game/math/coin-money";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { utcTimeColumn } from "@/lib/server/db/direct-sql";

// An award as the game runtime shows it (FreeRoundsOffer): read with its campaign in one row by the statements that
// need it (the state's lookup, the spin's round start and settlement), every value in a driver-independent form.

/** The SELECT list of an award `a` joined with its campaign `c`, in the shape of AwardOfferRow. */
export const AWARD_OFFER_COLUMNS = [
  `a.id AS "awardId"`,
  `c.campaign_id AS "campaignId"`,
  `a.rounds_total AS "roundsTotal"`,
  `a.rounds_played AS "roundsPlayed"`,
  `a.win_minor::text AS "winMinor"`,
  `a.state::text AS "state"`,
  `c.state::text AS "campaignState"`,
  `c.bet_level AS "betLevel"`,
  `c.coin_value AS "coinValue"`,
  `c.exponent AS "exponent"`,
  `c.max_win_minor::text AS "maxWinMinor"`,
  utcTimeColumn("c.expires_at", "expiresAt"),
].join(", ");

export interface AwardOfferRow {
  awardId: string;
  campaignId: string;
  roundsTotal: number | string;
  roundsPlayed: number | string;
  winMinor: string;
  state: "active" | "completed" | "cancelled";
  campaignState: "active" | "cancelled";
  betLevel: number | string;
  coinValue: string;
  exponent: number | string;
  maxWinMinor: string | null;
  expiresAt: string;
}

/** The stake one free round plays (never debited): lines × bet level × coin value, in minor units. */
export function freeRoundStakeMinor(options: {
  lines: number;
  betLevel: number;
  coinValue: string;
  exponent: number;
}): bigint {
  return coinsToMinorUnits({
    coins: options.lines * options.betLevel,
    coinValue: options.coinValue,
    currencyExponent: options.exponent,
  });
}

/** The award as the runtime shows it; an active award past its campaign's expiry reads "expired" (no job writes it). */
export function freeRoundsOfferView(row: AwardOfferRow, options: { lines: number; now: Date }): FreeRoundsOffer {
  const exponent = Number(row.exponent);
  const roundsTotal = Number(row.roundsTotal);
  const roundsPlayed = Number(row.roundsPlayed);
  const betLevel = Number(row.betLevel);
  const expired = row.state === "active" && new Date(row.expiresAt).getTime() <= options.now.getTime();
  return {
    awardId: row.awardId,
    campaignId: row.campaignId,
    roundsTotal,
    roundsPlayed,
    roundsLeft: row.state === "active" && !expired ? roundsTotal - roundsPlayed : 0,
    win: formatMinorUnits(BigInt(row.winMinor), exponent),
    betLevel,
    coinValue: row.coinValue,
    bet: formatMinorUnits(
      freeRoundStakeMinor({ lines: options.lines, betLevel, coinValue: row.coinValue, exponent }),
      exponent,
    ),
    maxWin: row.maxWinMinor === null ? null : formatMinorUnits(BigInt(row.maxWinMinor), exponent),
    expiresAt: row.expiresAt,
    state: expired ? "expired" : row.state,
  };
}
