import { addCampaignPlayersRequestSchema, createCampaignRequestSchema } from "@/lib/contract/free-rounds-api";
import { parseRequest } from "@/lib/contract/parse-request";
import { addCampaignPlayers } from "@/lib/server/free-rounds/add-campaign-players";
import { cancelCampaign } from "@/lib/server/free-rounds/cancel-campaign";
import { createCampaign } from "@/lib/server/free-rounds/create-campaign";
import { getCampaign } from "@/lib/server/free-rounds/get-campaign";
import { getCampaignActivity } from "@/lib/server/free-rounds/get-campaign-activity";
import { listCampaigns } from "@/lib/server/free-rounds/list-campaigns";
import type { Resolvers } from "@/graphql/generated/resolvers-types";
import { orUndefined } from "@/graphql/input";

// The console's free-rounds campaigns: the same services and the same input rules (the operator API's zod schemas,
// so errors carry the same codes, e.g. rounds_out_of_range) as the REST extension; staff act as console:<email>.

export const freeRoundsResolvers: Resolvers = {
  Query: {
    freeRoundsCampaigns: (_parent, { filter, first, after }) =>
      listCampaigns({
        operatorId: filter?.operatorId,
        state: filter?.state,
        gameSymbol: filter?.gameSymbol,
        search: filter?.search,
        first: first ?? undefined,
        after,
      }),
    // The players field reads its own page; here only the campaign and its totals are needed.
    freeRoundsCampaign: (_parent, { operatorId, campaignId }) =>
      getCampaign({ operatorId, campaignId, playersLimit: 1 }),
  },
  Mutation: {
    createFreeRoundsCampaign: (_parent, { input }, { actor }) => {
      const request = parseRequest(
        createCampaignRequestSchema,
        {
          campaign_id: input.campaignId,
          games: input.games,
          rounds: input.rounds,
          bet_level: input.betLevel,
          coin_value: input.coinValue,
          currency: input.currency,
          valid_from: orUndefined(input.validFrom)?.toISOString(),
          expires_at: input.expiresAt.toISOString(),
          max_win: orUndefined(input.maxWin),
          players: input.players,
        },
        { what: "free-rounds campaign", fieldCodes: { currency: "invalid_currency" } },
      );
      return createCampaign({ operatorId: input.operatorId, request, actor });
    },
    addFreeRoundsPlayers: (_parent, { operatorId, campaignId, players }, { actor }) => {
      const request = parseRequest(addCampaignPlayersRequestSchema, { players }, { what: "players" });
      return addCampaignPlayers({ operatorId, campaignId, players: request.players, actor });
    },
    cancelFreeRoundsCampaign: (_parent, { operatorId, campaignId }, { actor }) =>
      cancelCampaign({ operatorId, campaignId, actor }),
  },
  FreeRoundsCampaign: {
    campaignId: (campaign) => campaign.campaign_id,
    operatorId: (campaign) => campaign.operator_id,
    betLevel: (campaign) => campaign.bet_level,
    coinValue: (campaign) => campaign.coin_value,
    validFrom: (campaign) => new Date(campaign.valid_from),
    expiresAt: (campaign) => new Date(campaign.expires_at),
    maxWin: (campaign) => campaign.max_win,
    playersCount: (campaign) => campaign.players_count,
    roundsAwarded: (campaign) => campaign.rounds_awarded,
    roundsPlayed: (campaign) => campaign.rounds_played,
    createdAt: (campaign) => new Date(campaign.created_at),
    cancelledAt: (campaign) => (campaign.cancelled_at ? new Date(campaign.cancelled_at) : null),
    players: async (campaign, { first, after }) => {
      const detail = await getCampaign({
        operatorId: campaign.operator_id,
        campaignId: campaign.campaign_id,
        playersLimit: first ?? undefined,
        playersCursor: after,
      });
      return { items: detail.players, nextCursor: detail.playersNextCursor };
    },
    roundsPlayedOverTime: (campaign, { interval }) =>
      getCampaignActivity({ operatorId: campaign.operator_id, campaignId: campaign.campaign_id, interval }),
  },
  FreeRoundsPlayer: {
    externalPlayerId: (player) => player.external_player_id,
    roundsPlayed: (player) => player.rounds_played,
    roundsLeft: (player) => player.rounds_left,
  },
};
