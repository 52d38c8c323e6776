import { apiKeyResolvers } from "./api-keys/resolvers";
import { auditLogResolvers } from "./audit-log/resolvers";
import { billingResolvers } from "./billing/resolvers";
import { catalogResolvers } from "./catalog/resolvers";
import { dashboardResolvers } from "./dashboard/resolvers";
import { freeRoundsResolvers } from "./free-rounds/resolvers";
import { gameResolvers } from "./games/resolvers";
import type { Resolvers } from "./generated/resolvers-types";
import { jackpotResolvers } from "./jackpots/resolvers";
import { jurisdictionResolvers } from "./jurisdictions/resolvers";
import { mergeResolvers } from "./merge-resolvers";
import { operatorUserResolvers } from "./operator-users/resolvers";
import { operatorResolvers } from "./operators/resolvers";
import { playerRestrictionResolvers } from "./player-restrictions/resolvers";
import { promotionResolvers } from "./promotions/resolvers";
import { reportResolvers } from "./reports/resolvers";
import { roundReplayResolvers } from "./round-replay/resolvers";
import { roundResolvers } from "./rounds/resolvers";
import { searchResolvers } from "./search/resolvers";
import { DateTimeScalar, JsonScalar } from "./scalars";
import { sessionResolvers } from "./sessions/resolvers";
import { staffResolvers } from "./staff/resolvers";
import { walletCertificationResolvers } from "./wallet-certification/resolvers";
import { walletDeliveryResolvers } from "./wallet-deliveries/resolvers";

const modules: Resolvers[] = [
  staffResolvers,
  operatorResolvers,
  operatorUserResolvers,
  apiKeyResolvers,
  catalogResolvers,
  gameResolvers,
  sessionResolvers,
  playerRestrictionResolvers,
  walletDeliveryResolvers,
  roundResolvers,
  walletCertificationResolvers,
  roundReplayResolvers,
  auditLogResolvers,
  dashboardResolvers,
  freeRoundsResolvers,
  promotionResolvers,
  jackpotResolvers,
  reportResolvers,
  billingResolvers,
  jurisdictionResolvers,
  searchResolvers,
];

export const resolvers: Resolvers = { ...mergeResolvers(modules), DateTime: DateTimeScalar, JSON: JsonScalar };
