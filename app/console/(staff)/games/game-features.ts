import { graphql } from "@/graphql/generated/client";
import type { GameFeatureFlagsFragment } from "@/graphql/generated/client/graphql";

// A game's features as the games pages query them, and their short names.
export const GameFeatureFlagsFields = graphql(`
  fragment GameFeatureFlags on GameFeatures {
    bonus
    collect
    freeSpins
    buyFeature
    specialBet
  }
`);

export type FeatureFlags = Omit<GameFeatureFlagsFragment, "__typename">;

/** Every flag, named (a flag added to GameFeatures fails to compile until it is named here). */
const FEATURE_LABEL: Record<keyof FeatureFlags, string> = {
  freeSpins: "free spins",
  buyFeature: "buy feature",
  bonus: "bonus",
  collect: "collect",
  specialBet: "special bet",
};

export const FEATURE_NAMES = (Object.keys(FEATURE_LABEL) as (keyof FeatureFlags)[]).map((key) => ({
  key,
  label: FEATURE_LABEL[key],
}));

/** The features a game has, as short labels. */
export function featureLabels(features: FeatureFlags): string[] {
  return FEATURE_NAMES.filter((feature) => features[feature.key]).map((feature) => feature.label);
}
