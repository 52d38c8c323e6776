import { z } from "zod";
import { ASSET_SOURCES, LAUNCH_STATUSES, LOADER_MODES, SHELL_STRATEGIES } from "@/lib/contract/game-vocabulary";

export const launchStatusSchema = z.enum(LAUNCH_STATUSES);

export const gameSymbolSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]{2,40}$/, "symbol must be 2–40 lowercase letters or digits, e.g. vs20aurora");

export const gameSlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be kebab-case, e.g. aurora-riches")
  .max(80);

/**
 * Either identifier staff may type (console, CLI): a symbol or a slug, trimmed and lower-cased, up to a slug's 80
 * characters. The contract's gameIdentifierSchema is the wire rule (exact text as in paths, at most 64).
 */
export const typedGameIdentifierSchema = z
  .string()
  .trim()
  .min(1, "game symbol or slug is required")
  .max(80)
  .regex(/^[a-z0-9-]+$/i, "a game symbol or slug uses letters, digits and hyphens only")
  .transform((value) => value.toLowerCase());

// Return-to-player as exact decimal text, e.g. "96.48" (never a binary float).
const rtpSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'rtp is decimal text such as "96.48"');

const versionSchema = z.string().trim().min(1).max(40);

export const specialBetProfileSchema = z
  .object({
    symbol: z.string().trim().min(1).max(40),
    buttons: z.number().int().min(1).max(10),
    bls: z.array(z.number().int().positive()).min(1).max(10),
    default_bl: z.number().int().positive(),
    service_version: versionSchema,
    cver: versionSchema,
  })
  .partial()
  .strict();
export type SpecialBetProfile = z.infer<typeof specialBetProfileSchema>;

export const gameFeaturesSchema = z
  .object({
    bonus: z.boolean(),
    collect: z.boolean(),
    freeSpins: z.boolean(),
    buyFeature: z.boolean(),
    specialBet: z.boolean(),
  })
  .partial()
  .strict();

/** Every metadata field of a game except its identity (symbol). All optional so one schema serves create and update. */
const gameMetadataShape = {
  slug: gameSlugSchema,
  title: z.string().trim().min(1, "title is required").max(120),
  providerId: z.string().trim().min(1).max(40),
  family: z.string().trim().min(1).max(60).nullable(),
  rtp: rtpSchema.nullable(),
  lines: z.number().int().min(1).max(1024).nullable(),
  assetVersion: versionSchema.nullable(),
  assetSymbol: z.string().trim().min(1).max(60).nullable(),
  assetSource: z.enum(ASSET_SOURCES).nullable(),
  hasLocalAssets: z.boolean(),
  gameServiceVersion: versionSchema.nullable(),
  loaderMode: z.enum(LOADER_MODES).nullable(),
  shellStrategy: z.enum(SHELL_STRATEGIES).nullable(),
  launchStatus: launchStatusSchema,
  liveCatalogEnabled: z.boolean(),
  certifiedBrowsers: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z][a-z0-9_]{1,39}$/, "browser names are lowercase words, e.g. chrome"),
    )
    .max(20)
    .transform((values) => [...new Set(values)]),
  features: gameFeaturesSchema,
  specialBetProfile: specialBetProfileSchema.nullable(),
  launchPath: z
    .string()
    .trim()
    .regex(/^\/[A-Za-z0-9/_-]*$/, 'launchPath is a relative path such as "/play/vs20aurora"')
    .max(200),
  // Reel strips, paytable and bet levels for the math engine; validated by the engine's own schema where it loads.
  mathConfig: z.json().nullable(),
  // Exact RTP per RTP variant of mathConfig (variant id → decimal text), computed where the maths come from.
  rtpVariants: z
    .record(z.string().regex(/^\d{2}$/, "an RTP variant id is a nominal percent such as 94"), rtpSchema)
    .nullable(),
};

export const gameInputSchema = z
  .object({ symbol: gameSymbolSchema, ...gameMetadataShape })
  .partial()
  .required({ symbol: true })
  .strict();
export type GameInput = z.input<typeof gameInputSchema>;
export type ParsedGameInput = z.output<typeof gameInputSchema>;

/** The fields a brand-new game needs; everything else has a default. */
export const REQUIRED_FOR_CREATE = ["slug", "title", "providerId"] as const;
