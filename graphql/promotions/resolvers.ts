import { z } from "zod";
import { createPromotionInputSchema, LEADERBOARD_MAX_LIMIT, PAYOUTS_MAX_LIMIT } from "@/lib/contract/promotions-api";
import { parseRequest } from "@/lib/contract/parse-request";
import { cancelPromotion } from "@/lib/server/promotions/cancel-promotion";
import { createPromotion } from "@/lib/server/promotions/create-promotion";
import { getLeaderboard } from "@/lib/server/promotions/get-leaderboard";
import { getPromotion } from "@/lib/server/promotions/get-promotion";
import { listPayouts } from "@/lib/server/promotions/list-payouts";
import { listPromotions } from "@/lib/server/promotions/list-promotions";
import { releasePromotionPayouts } from "@/lib/server/promotions/release-promotion-payouts";
import { settleTournament } from "@/lib/server/promotions/settle-tournament";
import { updatePromotion } from "@/lib/server/promotions/update-promotion";
import type { CreatePromotionInput, Resolvers } from "@/graphql/generated/resolvers-types";
import { orUndefined } from "@/graphql/input";

const LEADERBOARD_FIRST = z
  .int()
  .min(1, `must be between 1 and ${LEADERBOARD_MAX_LIMIT}`)
  .max(LEADERBOARD_MAX_LIMIT, `must be between 1 and ${LEADERBOARD_MAX_LIMIT}`)
  .optional();
const PAYOUTS_FIRST = z
  .int()
  .min(1, `must be between 1 and ${PAYOUTS_MAX_LIMIT}`)
  .max(PAYOUTS_MAX_LIMIT, `must be between 1 and ${PAYOUTS_MAX_LIMIT}`)
  .optional();

// The console's promotions: the services the operator API reads through, with the contract's input rules (the
// zod schema, so errors carry the same codes); staff act as console:<email>.

/** The console's input in the contract's shape, parsed by its zod rules (so refusals carry the same codes). */
function parsePromotionInput(input: CreatePromotionInput) {
  return parseRequest(
    createPromotionInputSchema,
    {
      kind: input.kind,
      title: input.title,
      terms: input.terms,
      games: input.games,
      operators: input.operatorIds,
      starts_at: input.startsAt.toISOString(),
      ends_at: input.endsAt.toISOString(),
      base_currency: input.baseCurrency,
      scoring: orUndefined(input.scoring),
      min_bets: input.minBets,
      tournament_prizes: orUndefined(input.tournamentPrizes)?.map((line) => ({
        from_rank: line.fromRank,
        to_rank: line.toRank,
        amount: line.amount,
      })),
      drop_prizes: orUndefined(input.dropPrizes),
      opt_in: orUndefined(input.optIn),
      review_minutes: orUndefined(input.reviewMinutes),
      jurisdictions: orUndefined(input.jurisdictions),
    },
    { what: "promotion", fieldCodes: { base_currency: "invalid_currency" } },
  );
}

export const promotionResolvers: Resolvers = {
  Query: {
    promotions: (_parent, { filter, first, after }) =>
      listPromotions({ operatorId: filter?.operatorId, state: filter?.state, first: first ?? undefined, after }),
    promotion: (_parent, { promotionId }) => getPromotion({ promotionId }),
  },
  Mutation: {
    createPromotion: (_parent, { input }, { actor }) => createPromotion({ input: parsePromotionInput(input), actor }),
    updatePromotion: (_parent, { promotionId, input }, { actor }) =>
      updatePromotion({ promotionId, input: parsePromotionInput(input), actor }),
    cancelPromotion: (_parent, { promotionId }, { actor }) => cancelPromotion({ promotionId, actor }),
    settlePromotion: async (_parent, { promotionId }, { actor }) => {
      await settleTournament({ promotionId, actor });
      return getPromotion({ promotionId });
    },
    releasePromotionPayouts: async (_parent, { promotionId }, { actor }) => {
      await releasePromotionPayouts({ promotionId, actor });
      return getPromotion({ promotionId });
    },
  },
  Promotion: {
    promotionId: ({ promotion }) => promotion.promotion_id,
    kind: ({ promotion }) => promotion.kind,
    title: ({ promotion }) => promotion.title,
    state: ({ promotion }) => promotion.state,
    startsAt: ({ promotion }) => new Date(promotion.starts_at),
    endsAt: ({ promotion }) => new Date(promotion.ends_at),
    games: ({ promotion }) => promotion.games,
    operatorIds: ({ operatorIds }) => operatorIds,
    jurisdictions: ({ promotion }) => promotion.jurisdictions,
    network: ({ promotion }) => promotion.network,
    optIn: ({ promotion }) => promotion.opt_in,
    scoring: ({ promotion }) => promotion.scoring,
    minBets: ({ promotion }) => promotion.min_bets,
    prizes: ({ promotion }) => promotion.prizes,
    prizePool: ({ promotion }) => promotion.prize_pool.amount,
    baseCurrency: ({ promotion }) => promotion.prize_pool.currency,
    prizesLeft: ({ promotion }) => promotion.prizes_left,
    dropChance: ({ promotion }) => promotion.drop_chance,
    terms: ({ promotion }) => promotion.terms,
    createdAt: ({ promotion }) => new Date(promotion.created_at),
    cancelledAt: ({ promotion }) => (promotion.cancelled_at ? new Date(promotion.cancelled_at) : null),
    reviewMinutes: ({ reviewMinutes }) => reviewMinutes,
    payoutsReleaseAt: ({ promotion }) => (promotion.payouts_release_at ? new Date(promotion.payouts_release_at) : null),
    payoutsReleasedAt: ({ promotion }) =>
      promotion.payouts_released_at ? new Date(promotion.payouts_released_at) : null,
    payouts: async ({ promotion }, { first, after }) => {
      const page = await listPayouts({
        promotionId: promotion.promotion_id,
        limit: parseRequest(PAYOUTS_FIRST, first ?? undefined, { what: "first" }),
        cursor: after ?? undefined,
      });
      return {
        items: page.items.map(({ payout, operatorId, hold }) => ({
          operatorId,
          externalPlayerId: payout.external_player_id,
          rank: payout.rank,
          tier: payout.tier,
          roundId: payout.round_id,
          amount: payout.amount,
          currency: payout.currency,
          baseAmount: payout.base_amount,
          baseCurrency: payout.base_currency,
          rate: payout.rate,
          transactionId: payout.transaction_id,
          state: hold ?? payout.state,
          createdAt: new Date(payout.created_at),
          completedAt: payout.completed_at ? new Date(payout.completed_at) : null,
        })),
        nextCursor: page.nextCursor,
      };
    },
    leaderboard: async ({ promotion }, { first }) => {
      const { leaderboard, players } = await getLeaderboard({
        promotionId: promotion.promotion_id,
        limit: parseRequest(LEADERBOARD_FIRST, first ?? undefined, { what: "first" }),
      });
      return {
        participants: leaderboard.participants,
        entries: leaderboard.items.map((item, index) => ({
          rank: item.rank,
          score: item.score,
          rounds: item.rounds,
          operatorId: players[index]!.operatorId,
          externalPlayerId: players[index]!.externalPlayerId,
          prize: item.prize,
        })),
      };
    },
  },
  PromotionPrize: {
    fromRank: (prize) => ("from_rank" in prize ? prize.from_rank : null),
    toRank: (prize) => ("to_rank" in prize ? prize.to_rank : null),
    tier: (prize) => ("tier" in prize ? prize.tier : null),
    count: (prize) => ("count" in prize ? prize.count : null),
  },
};
