import { RTP_VARIANTS } from "@/lib/contract/jurisdiction-profiles";
import { listJurisdictionProfiles } from "@/lib/server/jurisdictions/list-jurisdiction-profiles";
import type { Resolvers } from "@/graphql/generated/resolvers-types";

export const jurisdictionResolvers: Resolvers = {
  Query: {
    jurisdictionProfiles: () =>
      listJurisdictionProfiles().map((profile) => ({
        code: profile.code,
        name: profile.name,
        minSpinIntervalMs: profile.minSpinIntervalMs,
        autoplayAllowed: profile.autoplay.allowed,
        autoplayMaxSpins: profile.autoplay.allowed ? profile.autoplay.maxSpins : null,
        autoplayRequiresLossLimit: profile.autoplay.allowed && profile.autoplay.requiresLossLimit,
        turboAllowed: profile.turboAllowed,
        slamStopAllowed: profile.slamStopAllowed,
        featureBuyAllowed: profile.featureBuyAllowed,
        maxStake: Object.entries(profile.maxStake).map(([currency, amount]) => ({ currency, amount })),
        netPositionShown: profile.netPositionShown,
        sessionTimeShown: profile.sessionTimeShown,
        realityCheckMinutes: profile.realityCheckMinutes,
        rtpVariant: profile.rtpVariant,
        promotionsAllowed: profile.promotionsAllowed,
        promotionsNote: profile.promotionsNote,
        jackpotsAllowed: profile.jackpotsAllowed,
        jackpotsNote: profile.jackpotsNote,
      })),
    rtpVariants: () => [...RTP_VARIANTS],
  },
};
