import "server-only";
import type { CampaignPlayerView, FreeRoundsCampaignView, PlayerAwardView } from "@/lib/contract/free-rounds-api";
import type { FreeRoundsAward, FreeRoundsCampaign } from "@/lib/server/db/generated/client";
import type { Prisma } from "@/lib/server/db/prisma";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";

// Rows → the contract's snake_case views. "expired" is derived on read (no job writes it): an active campaign or
// award whose campaign's expires_at has passed.

type CampaignRow = Pick<
  FreeRoundsCampaign,
  | "campaignId"
  | "operatorId"
  | "state"
  | "gameSymbols"
  | "rounds"
  | "betLevel"
  | "coinValue"
  | "currency"
  | "exponent"
  | "maxWinMinor"
  | "validFrom"
  | "expiresAt"
  | "createdAt"
  | "cancelledAt"
>;
type AwardRow = Pick<FreeRoundsAward, "roundsTotal" | "roundsPlayed" | "winMinor" | "state">;

function campaignState(campaign: Pick<CampaignRow, "state" | "expiresAt">, now: Date): FreeRoundsCampaignView["state"] {
  if (campaign.state === "cancelled") return "cancelled";
  return campaign.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

function awardState(award: AwardRow, campaign: Pick<CampaignRow, "expiresAt">, now: Date): CampaignPlayerView["state"] {
  if (award.state === "active" && campaign.expiresAt.getTime() <= now.getTime()) return "expired";
  return award.state;
}

/** Progress of one award: rounds left only while it can still be played. */
export function awardProgress(award: AwardRow, campaign: Pick<CampaignRow, "expiresAt" | "exponent">, now: Date) {
  const state = awardState(award, campaign, now);
  return {
    rounds_played: award.roundsPlayed,
    rounds_left: state === "active" ? award.roundsTotal - award.roundsPlayed : 0,
    win: formatMinorUnits(award.winMinor, campaign.exponent),
    state,
  };
}

export interface CampaignTotals {
  playersCount: number;
  roundsAwarded: number;
  roundsPlayed: number;
  winMinor: bigint;
}

export function toCampaignView(
  campaign: CampaignRow,
  totals: CampaignTotals,
  now = new Date(),
): FreeRoundsCampaignView {
  return {
    campaign_id: campaign.campaignId,
    operator_id: campaign.operatorId,
    state: campaignState(campaign, now),
    games: campaign.gameSymbols,
    rounds: campaign.rounds,
    bet_level: campaign.betLevel,
    coin_value: campaign.coinValue,
    currency: campaign.currency,
    valid_from: campaign.validFrom.toISOString(),
    expires_at: campaign.expiresAt.toISOString(),
    max_win: campaign.maxWinMinor === null ? null : formatMinorUnits(campaign.maxWinMinor, campaign.exponent),
    players_count: totals.playersCount,
    rounds_awarded: totals.roundsAwarded,
    rounds_played: totals.roundsPlayed,
    win: formatMinorUnits(totals.winMinor, campaign.exponent),
    created_at: campaign.createdAt.toISOString(),
    cancelled_at: campaign.cancelledAt?.toISOString() ?? null,
  };
}

/** The campaign's view with its totals over all awards, read in `db` (a transaction or the shared client). */
export async function readCampaignView(
  db: Prisma.TransactionClient,
  campaign: FreeRoundsCampaign,
): Promise<FreeRoundsCampaignView> {
  const totals = await db.freeRoundsAward.aggregate({
    where: { campaignRef: campaign.id },
    _count: true,
    _sum: { roundsTotal: true, roundsPlayed: true, winMinor: true },
  });
  return toCampaignView(campaign, {
    playersCount: totals._count,
    roundsAwarded: totals._sum.roundsTotal ?? 0,
    roundsPlayed: totals._sum.roundsPlayed ?? 0,
    winMinor: totals._sum.winMinor ?? 0n,
  });
}

export function toCampaignPlayerView(
  award: AwardRow & Pick<FreeRoundsAward, "externalPlayerId">,
  campaign: CampaignRow,
  now: Date,
): CampaignPlayerView {
  return { external_player_id: award.externalPlayerId, ...awardProgress(award, campaign, now) };
}

export function toPlayerAwardView(
  award: AwardRow & Pick<FreeRoundsAward, "id" | "externalPlayerId" | "createdAt">,
  campaign: CampaignRow,
  now: Date,
): PlayerAwardView {
  const progress = awardProgress(award, campaign, now);
  return {
    award_id: award.id,
    campaign_id: campaign.campaignId,
    external_player_id: award.externalPlayerId,
    state: progress.state,
    games: campaign.gameSymbols,
    rounds: award.roundsTotal,
    rounds_played: progress.rounds_played,
    rounds_left: progress.rounds_left,
    bet_level: campaign.betLevel,
    coin_value: campaign.coinValue,
    currency: campaign.currency,
    win: progress.win,
    max_win: campaign.maxWinMinor === null ? null : formatMinorUnits(campaign.maxWinMinor, campaign.exponent),
    valid_from: campaign.validFrom.toISOString(),
    expires_at: campaign.expiresAt.toISOString(),
    created_at: award.createdAt.toISOString(),
  };
}
