import { AppError } from "@/lib/base/errors";
import type { SlotMathConfig } from "./types";

// RTP variants: one game, several returns. A variant replaces the paytable and scatter pays (every win is linear
// in them, free spins included, so scaling the pays scales the return) and keeps strips, lines and features, so
// the game looks and plays the same. The config as stored is the game's own variant; `rtpVariants` lists the others.

type Pays = { 3: number; 4: number; 5: number };

const variantConfigs = new WeakMap<SlotMathConfig, Map<string, SlotMathConfig>>();

/**
 * The maths a variant plays: the config with that variant's pays, or the config itself when the variant is not
 * listed (the game offers one return). One object per config and variant, frozen, so compiled maths stay cached.
 */
export function mathForRtpVariant(config: SlotMathConfig, variant: string | null | undefined): SlotMathConfig {
  const pays = variant ? config.rtpVariants?.[variant] : undefined;
  if (!variant || !pays) return config;
  let byVariant = variantConfigs.get(config);
  if (!byVariant) variantConfigs.set(config, (byVariant = new Map()));
  const cached = byVariant.get(variant);
  if (cached) return cached;
  const { rtpVariants: _others, ...base } = config;
  const played: SlotMathConfig = {
    ...base,
    paytable: pays.paytable,
    ...(config.scatter && pays.scatterPays ? { scatter: { ...config.scatter, pays: pays.scatterPays } } : {}),
  };
  Object.freeze(played);
  byVariant.set(variant, played);
  return played;
}

/** The pays of `config` scaled by `factor`, each rounded to a whole multiple; a pay never drops to nothing. */
export function scaledPays(config: SlotMathConfig, factor: number): NonNullable<SlotMathConfig["rtpVariants"]>[string] {
  if (!(factor > 0) || !Number.isFinite(factor))
    throw new AppError("configuration_error", `an RTP pay scale must be positive, got ${factor}`);
  const scale = (pays: Pays): Pays => ({
    3: scaleOne(pays[3], factor),
    4: scaleOne(pays[4], factor),
    5: scaleOne(pays[5], factor),
  });
  return {
    paytable: Object.fromEntries(Object.entries(config.paytable).map(([symbol, pays]) => [symbol, scale(pays)])),
    ...(config.scatter ? { scatterPays: scale(config.scatter.pays) } : {}),
  };
}

function scaleOne(pay: number, factor: number): number {
  if (pay === 0) return 0;
  return Math.max(1, Math.round(pay * factor));
}
