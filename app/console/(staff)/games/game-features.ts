export interface FeatureFlags {
  bonus: boolean;
  collect: boolean;
  freeSpins: boolean;
  buyFeature: boolean;
  specialBet: boolean;
}

export const FEATURE_NAMES: { key: keyof FeatureFlags; label: string }[] = [
  { key: "freeSpins", label: "free spins" },
  { key: "buyFeature", label: "buy feature" },
  { key: "bonus", label: "bonus" },
  { key: "collect", label: "collect" },
  { key: "specialBet", label: "special bet" },
];

/** The features a game has, as short labels. */
export function featureLabels(features: FeatureFlags): string[] {
  return FEATURE_NAMES.filter((feature) => features[feature.key]).map((feature) => feature.label);
}
