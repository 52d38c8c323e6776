import type { Resolvers } from "@/graphql/generated/backoffice/resolvers-types";
import { mergeResolvers } from "@/graphql/merge-resolvers";
import { DateTimeScalar } from "@/graphql/scalars";
import { accountResolvers } from "./account/resolvers";
import { freeRoundResolvers } from "./free-rounds/resolvers";
import { integrationResolvers } from "./integration/resolvers";
import { operatorUserResolvers } from "./operator-users/resolvers";
import { playerRestrictionResolvers } from "./player-restrictions/resolvers";
import { playerResolvers } from "./players/resolvers";
import { testAccountResolvers } from "./test-accounts/resolvers";

// The back office's resolvers, one entry per module of graphql/backoffice/; each field wrapped in operatorScoped.
const modules: Resolvers[] = [
  accountResolvers,
  playerResolvers,
  playerRestrictionResolvers,
  freeRoundResolvers,
  testAccountResolvers,
  integrationResolvers,
  operatorUserResolvers,
];

export const backofficeResolvers: Resolvers = {
  ...mergeResolvers(modules),
  DateTime: DateTimeScalar,
};
