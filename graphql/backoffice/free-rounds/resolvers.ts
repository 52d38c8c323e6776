import type { FreeRoundsCampaignView } from "@/lib/contract/free-rounds-api";
import { archiveFreeRoundTemplate } from "@/lib/server/free-rounds/archive-free-round-template";
import { createFreeRoundTemplate } from "@/lib/server/free-rounds/create-free-round-template";
import { grantFreeRounds } from "@/lib/server/free-rounds/grant-free-rounds";
import { listCampaigns } from "@/lib/server/free-rounds/list-campaigns";
import { listFreeRoundTemplates } from "@/lib/server/free-rounds/list-free-round-templates";
import type {
  FreeRoundCampaign,
  MutationArchiveFreeRoundTemplateArgs,
  MutationCreateFreeRoundTemplateArgs,
  MutationGrantFreeRoundsArgs,
  QueryFreeRoundCampaignsArgs,
  QueryFreeRoundTemplatesArgs,
  Resolvers,
} from "@/graphql/generated/backoffice/resolvers-types";
import { ALL_OPERATOR_ROLES, operatorScoped } from "@/graphql/backoffice/operator-scoped";
import type { BackofficeContext } from "@/graphql/backoffice/backoffice-context";

// The session operator's free-round templates and campaigns, and goodwill grants to one player: admins manage
// templates, admins and support grant, every role reads. Another operator's template is
// free_round_template_not_found; campaigns are only ever listed for the session's operator.

const manage = { roles: ["operator_admin"] } as const;
const grant = { roles: ["operator_admin", "operator_support"] } as const;
const read = { roles: ALL_OPERATOR_ROLES } as const;

function actorOf(context: BackofficeContext): string {
  return `operator:${context.user.id}`;
}

function toCampaign(view: FreeRoundsCampaignView): FreeRoundCampaign {
  return {
    campaignId: view.campaign_id,
    state: view.state,
    games: view.games,
    rounds: view.rounds,
    betLevel: view.bet_level,
    coinValue: view.coin_value,
    currency: view.currency,
    validFrom: new Date(view.valid_from),
    expiresAt: new Date(view.expires_at),
    playersCount: view.players_count,
    roundsAwarded: view.rounds_awarded,
    roundsPlayed: view.rounds_played,
    win: view.win,
    createdAt: new Date(view.created_at),
  };
}

export const freeRoundResolvers: Resolvers = {
  Query: {
    freeRoundTemplates: operatorScoped(read, (_parent, { includeArchived }: QueryFreeRoundTemplatesArgs, context) =>
      listFreeRoundTemplates({ operatorId: context.operatorId, includeArchived: includeArchived ?? false }),
    ),
    freeRoundCampaigns: operatorScoped(
      read,
      async (_parent, { first, after }: QueryFreeRoundCampaignsArgs, context) => {
        const page = await listCampaigns({ operatorId: context.operatorId, first: first ?? undefined, after });
        return { items: page.items.map(toCampaign), nextCursor: page.nextCursor };
      },
    ),
  },
  Mutation: {
    createFreeRoundTemplate: operatorScoped(
      manage,
      (_parent, { input }: MutationCreateFreeRoundTemplateArgs, context) =>
        createFreeRoundTemplate({ operatorId: context.operatorId, input, actor: actorOf(context) }),
    ),
    archiveFreeRoundTemplate: operatorScoped(
      manage,
      (_parent, { templateId }: MutationArchiveFreeRoundTemplateArgs, context) =>
        archiveFreeRoundTemplate({ operatorId: context.operatorId, templateId, actor: actorOf(context) }),
    ),
    grantFreeRounds: operatorScoped(grant, async (_parent, args: MutationGrantFreeRoundsArgs, context) => {
      const result = await grantFreeRounds({ ...args, operatorId: context.operatorId, actor: actorOf(context) });
      return { created: result.created, campaign: toCampaign(result.campaign) };
    }),
  },
};
