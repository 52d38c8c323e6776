import { z } from "zod";
import { isKnownCurrency } from "@/lib/base/money/currency-codes";
import { JURISDICTION_CODES } from "./jurisdiction-profiles";

// The operator contract (spec/operator-api-contract.md, version 1.1.0) as zod schemas: every request and response
// of /api/provider/v1/*. Routes parse requests with them, tests parse responses with them, and the OpenAPI
// document is generated from them. Field names are the contract's, never ours. No transforms here, so every
// schema stays representable as JSON Schema; normalisation (upper-case currency, tablet → mobile) is the
// services' job. `.meta()` adds what the OpenAPI document (lib/contract/openapi.ts) and the docs page show:
// component ids, descriptions and examples (examples are checked against their schemas by openapi.test.ts).

export const CONTRACT_VERSION = "1.1.0";
export const PROVIDER_API_PREFIX = "/api/provider/v1";

/** The two provider ids accepted by the catalog's provider_id filter. */
export const PROVIDER_IDS = ["provider_a", "provider_b"] as const;
export const providerIdSchema = z
  .enum(PROVIDER_IDS, { error: `must be one of ${PROVIDER_IDS.join(", ")}` })
  .meta({ description: "Canonical provider filter: only games of this provider." });
export type ProviderId = z.infer<typeof providerIdSchema>;

// Error messages say what is wrong in words an integrator can act on; a missing field reads "is required".
export function requiredText(what: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : `must be ${what}`);
}

// Free text that is stored, looked up or echoed (ids, correlation ids, titles). PostgreSQL text cannot hold NUL, and
// no such text needs control characters or broken UTF-16 (lone surrogates): such input is a 400 here instead of a
// database error later.
const CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

export function plainText(options: { max: number; allowEmpty?: boolean }) {
  const text = z.string({ error: requiredText("a string") });
  return (options.allowEmpty ? text : text.min(1, "must not be empty"))
    .max(options.max, `must be at most ${options.max} characters`)
    .regex(CONTROL_CHARACTERS, "must not contain control characters")
    .refine((value) => value.isWellFormed(), "must be well-formed Unicode text");
}

// The bidirectional embeddings, overrides and isolates ("Trojan Source", CVE-2021-42574): they make one id render as
// another in the console, a statement or a support ticket.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * The one rule of an id an operator gives us (external_player_id, operator_id, campaign_id, session_id and
 * request_id filters): plain text that shows something (not blank) and holds no bidirectional control.
 */
export function idText(options: { max: number }) {
  return plainText(options)
    .refine((value) => value.trim() !== "", "must not be blank")
    .refine(
      (value) => !BIDI_CONTROLS.test(value),
      "must not contain bidirectional control characters (U+202A–U+202E, U+2066–U+2069)",
    );
}

/**
 * Ids the platform mints (rnd_/dbt_/cdt_/rbk_/fra_… + base62): anything else cannot name one, so it is refused before
 * a lookup (a NUL byte PostgreSQL would refuse, spaces and invisible characters included).
 */
export const PLATFORM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export function platformIdSchema(what: string) {
  return z
    .string({ error: requiredText("a string") })
    .regex(PLATFORM_ID_PATTERN, `must be ${what} (letters, digits, _ and -, at most 64 characters)`);
}

/** Positive decimal text of an amount as operators send it ("0.10", "5"): at most 12 whole and 8 fractional digits. */
export const DECIMAL_TEXT_PATTERN = /^\d{1,12}(\.\d{1,8})?$/;

/** An extension's decimal-text amount field (free rounds, promotions), described for the OpenAPI document. */
export const decimalTextField = (description: string, example = "0.10") =>
  z
    .string({ error: requiredText(`decimal text, e.g. "${example}"`) })
    .regex(DECIMAL_TEXT_PATTERN, `must be decimal text, e.g. "${example}"`)
    .meta({ description });

/** An extension's date-time field: ISO 8601 with an offset. */
export const dateTimeField = (description: string) =>
  z.iso
    .datetime({ offset: true, error: "must be an ISO 8601 date-time with offset, e.g. 2026-12-31T23:59:59Z" })
    .meta({ description });

/** Decimal text of an amount we answer, such as "12.50" or "-0.10" (a balance may be negative on some operators). */
export const decimalTextSchema = z.string().regex(/^-?\d+(\.\d+)?$/, "must be decimal text, e.g. 1.00");
/** A time we answer: ISO 8601 with its offset. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** The extensions' page of a list: {success: true, data: {items, next_cursor}}, each list saying how it is ordered and ends. */
export function pagedResponseSchema<Item extends z.ZodType>(
  item: Item,
  describe: { items?: string; nextCursor: string },
) {
  const items = z.array(item);
  return z.object({
    success: z.literal(true),
    data: z.object({
      items: describe.items === undefined ? items : items.meta({ description: describe.items }),
      next_cursor: z.string().nullable().meta({ description: describe.nextCursor }),
    }),
  });
}

/** Game symbols and slugs: letters, digits, underscore and hyphen, as used in paths. */
export const GAME_IDENTIFIER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const gameIdentifierSchema = z
  .string({ error: requiredText("a string") })
  .regex(GAME_IDENTIFIER_PATTERN, "must be a game symbol or slug (letters, digits, _ and -, at most 64 characters)");

/** The one currency code rule (launch, balance refresh, operators, certification): an accepted 3-letter code. */
export const currencySchema = z
  .string({ error: requiredText("a string") })
  .regex(/^[A-Za-z]{3}$/, "must be exactly 3 letters, e.g. EUR")
  .refine(isKnownCurrency, "must be an ISO 4217 currency code (or one added by CURRENCY_EXPONENTS), e.g. EUR");

export const operatorIdSchema = idText({ max: 64 }).meta({
  description: "Provider master keys only: the operator to act for. Operator keys resolve their own operator.",
});

// ---------------------------------------------------------------------------------------------------------------
// Resources

export const featureFlagsSchema = z
  .object({
    bonus: z.boolean(),
    collect: z.boolean(),
    free_spins: z.boolean(),
    buy_feature: z.boolean(),
    special_bet: z.boolean(),
  })
  .meta({ id: "FeatureFlags", description: "Which game features the game has." });
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const specialBetProfileSchema = z
  .object({
    symbol: z.string().optional(),
    buttons: z.int().optional(),
    bls: z.array(z.int()).optional(),
    default_bl: z.int().optional(),
    service_version: z.string().optional(),
    cver: z.string().optional(),
  })
  .meta({ id: "SpecialBetProfile", description: "Bet buttons of games with a special bet." });
export type SpecialBetProfile = z.infer<typeof specialBetProfileSchema>;

export const thumbnailSchema = z
  .object({
    symbol: z.string().optional(),
    slug: z.string().optional(),
    title: z.string().optional(),
    url: z.url().optional(),
  })
  .meta({ id: "Thumbnail", description: "The game's thumbnail; url points at the public artwork endpoint." });
export type Thumbnail = z.infer<typeof thumbnailSchema>;

// Examples are data of the documentation only; openapi.test.ts checks each against its schema.
const GAME_EXAMPLE = {
  symbol: "vs20aurora",
  slug: "aurora-nights",
  title: "Aurora Nights",
  provider_id: "provider_a",
  provider: "Aurora Gaming",
  family: "video-slot",
  rtp: 96.48,
  lines: 20,
  features: { bonus: false, collect: false, free_spins: true, buy_feature: true, special_bet: false },
  special_bet_profile: null,
  thumbnail: {
    symbol: "vs20aurora",
    slug: "aurora-nights",
    title: "Aurora Nights",
    url: "https://games.example.com/api/provider/v1/game-art/vs20aurora?title=Aurora+Nights&slug=aurora-nights",
  },
  thumbnail_url: "https://games.example.com/api/provider/v1/game-art/vs20aurora?title=Aurora+Nights&slug=aurora-nights",
  launch_path: "/play/vs20aurora",
};

export const gameSchema = z
  .object({
    symbol: z.string().meta({ description: "Game identifier." }),
    slug: z.string().meta({ description: "Alternative game identifier." }),
    title: z.string().meta({ description: "Display title." }),
    provider_id: z.enum(PROVIDER_IDS).meta({ description: "Stable machine-readable provider id." }),
    provider: z.string().meta({ description: "Human-readable provider display name." }),
    family: z.string().optional().meta({ description: "Game family label." }),
    rtp: z
      .union([z.number(), z.string(), z.null()])
      .optional()
      .meta({ description: "Return-to-player figure, in percent." }),
    lines: z.int().nonnegative().optional().meta({ description: "Number of lines." }),
    asset_version: z.string().optional(),
    asset_symbol: z.string().optional(),
    asset_source: z.string().optional(),
    has_local_assets: z.boolean().optional(),
    game_service_version: z.string().optional(),
    loader_mode: z.string().optional(),
    provider_tagline: z.string().optional(),
    shell_strategy: z.string().optional(),
    launch_status: z.string().optional(),
    live_catalog_enabled: z.boolean().optional(),
    certified_browsers: z.array(z.string()).optional(),
    features: featureFlagsSchema,
    special_bet_profile: specialBetProfileSchema.nullable().optional(),
    thumbnail: thumbnailSchema.optional(),
    thumbnail_url: z.url().optional().meta({ description: "Absolute URL of the artwork endpoint for this game." }),
    launch_path: z.string().meta({ description: "Relative path of the game." }),
  })
  .meta({
    id: "Game",
    description: "A game of the operator's live catalog.",
    examples: [GAME_EXAMPLE],
  });
export type Game = z.infer<typeof gameSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/provider/v1/games and /games/{symbol}

// Paging is an extension: without limit the contract's unpaged response is returned, byte for byte.
export const CATALOG_PAGE_LIMIT_MAX = 500;

export const catalogQuerySchema = z
  .object({
    operator_id: operatorIdSchema.optional(),
    provider_id: providerIdSchema.optional(),
    limit: z
      .string()
      .regex(/^[1-9][0-9]{0,5}$/, "must be a whole number from 1")
      .transform(Number)
      .pipe(z.int().min(1).max(CATALOG_PAGE_LIMIT_MAX))
      .optional()
      .meta({
        description: `Extension: page size (1–${CATALOG_PAGE_LIMIT_MAX}). Without it the whole catalog is returned, unpaged.`,
      }),
    cursor: z.string().min(1).max(512).optional().meta({
      description:
        "Extension: next_cursor of the previous page (needs limit). Pages follow the catalog's order with no gaps or repeats.",
    }),
  })
  .check((context) => {
    if (context.value.cursor !== undefined && context.value.limit === undefined)
      context.issues.push({ code: "custom", input: context.value.cursor, path: ["cursor"], message: "needs limit" });
  });
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;

export const catalogDataSchema = z
  .object({
    items: z.array(gameSchema),
    total: z.int().nonnegative().meta({ description: "Number of items." }),
    operator_id: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "The operator whose catalog this is; null for a master key's whole live catalog." }),
    provider_id: z
      .enum(PROVIDER_IDS)
      .nullable()
      .optional()
      .meta({ description: "The canonical provider filter applied; null when unfiltered." }),
    next_cursor: z.string().nullable().optional().meta({
      description:
        "Extension, paged requests only: the cursor of the next page; null on the last page. total counts the whole catalog.",
    }),
  })
  .meta({ id: "CatalogData" });
export type CatalogData = z.infer<typeof catalogDataSchema>;

export const catalogResponseSchema = z.object({ success: z.literal(true), data: catalogDataSchema }).meta({
  id: "CatalogResponse",
  description: "The operator-scoped live catalog.",
  examples: [
    { success: true, data: { items: [GAME_EXAMPLE], total: 1, operator_id: "alpha-casino", provider_id: null } },
  ],
});
export type CatalogResponse = z.infer<typeof catalogResponseSchema>;

export const singleGameQuerySchema = z.object({ operator_id: operatorIdSchema.optional() });

export const singleGameResponseSchema = z.object({ success: z.literal(true), data: gameSchema }).meta({
  id: "SingleGameResponse",
  description: "One game of the operator's live catalog.",
  examples: [{ success: true, data: GAME_EXAMPLE }],
});
export type SingleGameResponse = z.infer<typeof singleGameResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/provider/v1/game-art/{symbol} (public; answers with image bytes)

export const gameArtQuerySchema = z.object({
  title: plainText({ max: 200, allowEmpty: true })
    .optional()
    .meta({ description: "Title drawn on the generated fallback artwork." }),
  slug: plainText({ max: 200, allowEmpty: true })
    .optional()
    .meta({ description: "The game's slug, as catalog thumbnail URLs carry it." }),
});
export type GameArtQuery = z.infer<typeof gameArtQuerySchema>;

export const GAME_ART_CONTENT_TYPES = ["image/webp", "image/png", "image/jpeg", "image/svg+xml"] as const;
export type GameArtContentType = (typeof GAME_ART_CONTENT_TYPES)[number];

// ---------------------------------------------------------------------------------------------------------------
// POST /api/provider/v1/launch-url

export const DEVICES = ["desktop", "mobile", "tablet"] as const;

/** Launch modes (extension): real money through the operator's wallet, or demo play with a virtual balance. */
export const SESSION_MODES = ["real", "demo"] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

export const launchRequestSchema = z
  .object({
    symbol: gameIdentifierSchema.optional().meta({ description: "Game identifier; send symbol or slug." }),
    slug: gameIdentifierSchema.optional().meta({ description: "Game identifier; send symbol or slug." }),
    external_player_id: idText({ max: 128 }).meta({
      description: "Stable player identifier from the operator platform.",
    }),
    operator_id: operatorIdSchema.optional(),
    coin: z
      .string({ error: requiredText('a string of decimal text, e.g. "0.10"') })
      .regex(DECIMAL_TEXT_PATTERN, 'must be decimal text, e.g. "0.10"')
      .optional()
      .meta({ description: "Default coin value for the session, as decimal text." }),
    currency: currencySchema.optional().meta({
      description:
        "An ISO 4217 currency code (exactly 3 letters; lower case is normalised). Defaults to the operator's currency, then to USD.",
    }),
    lang: z
      .string({ error: requiredText("a string") })
      .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, "must be a language code, e.g. en or tr")
      .max(35, "must be at most 35 characters")
      .optional()
      .meta({ description: "Game language code; tr selects Turkish. Default en." }),
    return_url: z
      .url({ protocol: /^https?$/, error: "must be an absolute http or https URL" })
      .max(2048, "must be at most 2048 characters")
      // new URL() percent-encodes control characters, but the text itself is what gets stored.
      .regex(CONTROL_CHARACTERS, "must not contain control characters")
      .optional()
      // z.url() with a protocol rule converts to a bare string; the format tells readers (and generators) it is a URL.
      .meta({ description: "Lobby URL used by the game's close/return flow.", format: "uri" }),
    device: z
      .enum(DEVICES, { error: `must be one of ${DEVICES.join(", ")}` })
      .optional()
      .meta({ description: "Launch hint; tablet is normalised to mobile." }),
    // Regulated markets (extension, issue 19): both optional; the contract's fields above keep their meaning.
    jurisdiction: z
      .enum(JURISDICTION_CODES, { error: `must be one of ${JURISDICTION_CODES.join(", ")}` })
      .optional()
      .meta({
        description:
          "Extension: a jurisdiction profile the session must also obey (e.g. UK). The session plays under the stricter of it and the operator's assigned profile, rule by rule; it never loosens the operator's.",
      }),
    reality_check_minutes: z
      .int({ error: requiredText("a whole number of minutes") })
      .min(1, "must be at least 1")
      .max(1440, "must be at most 1440")
      .optional()
      .meta({
        description:
          "Extension: a reality check every this many minutes, when shorter than the profile's interval (a longer one is ignored).",
      }),
    mode: z
      .enum(SESSION_MODES, { error: `must be one of ${SESSION_MODES.join(", ")}` })
      .optional()
      .meta({
        description:
          "Extension (not in the operator contract): demo plays with a virtual balance (DEMO_MODE_BALANCE, default 1000.00 in the currency), sends no wallet callbacks and records nothing in the ledger; a player's demo session is separate from their real one. Default real.",
      }),
  })
  .check((context) => {
    if (context.value.symbol === undefined && context.value.slug === undefined) {
      context.issues.push({
        code: "custom",
        input: context.value,
        path: [],
        message: "symbol or slug is required",
        params: { errorCode: "missing_field" },
      });
    }
  })
  .meta({
    id: "LaunchRequest",
    description: "Send symbol or slug, and external_player_id. Operator keys do not send operator_id.",
    // The check above, for JSON Schema readers: at least one of symbol and slug.
    anyOf: [{ required: ["symbol"] }, { required: ["slug"] }],
    examples: [
      {
        symbol: "vs20aurora",
        external_player_id: "player-1001",
        currency: "EUR",
        lang: "en",
        device: "desktop",
        return_url: "https://casino.example.com/lobby",
      },
    ],
  });
export type LaunchRequest = z.infer<typeof launchRequestSchema>;

export const launchResultSchema = z
  .object({
    symbol: z.string(),
    slug: z.string(),
    operator_id: z.string().nullable().optional(),
    currency: z.string().meta({ description: "The session's currency (upper case)." }),
    lang: z.string().optional(),
    session_id: z
      .string()
      .meta({ description: "Stays the same when the same player launches the same game in the same currency again." }),
    launch_url: z.url().meta({
      description: "Open in the player's browser. Contains a short-lived session token: do not log it publicly.",
    }),
    expires_at: z.iso
      .datetime({ offset: true })
      .meta({ description: "When the session expires (ISO 8601 with offset)." }),
  })
  .meta({ id: "LaunchResult" });
export type LaunchResult = z.infer<typeof launchResultSchema>;

export const launchResponseSchema = launchResultSchema
  .extend({ success: z.literal(true), data: launchResultSchema })
  .meta({
    id: "LaunchResponse",
    description: "The launch fields at the top level and again inside data.",
    examples: [launchExample()],
  });

function launchExample() {
  const result = {
    symbol: "vs20aurora",
    slug: "aurora-nights",
    operator_id: "alpha-casino",
    currency: "EUR",
    lang: "en",
    session_id: "ses_4fJ0qkR2mZ8xW1bN7cT5yH3a",
    launch_url: "https://games.example.com/play/vs20aurora?token=Qm3x9Lr2Vt8KpZ4sWn6YcB1fHd5Gj7Ua0eRoTiPyXs",
    expires_at: "2026-01-01T12:30:00.000Z",
  };
  return { success: true, ...result, data: result };
}
export type LaunchResponse = z.infer<typeof launchResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST /api/provider/v1/player-balance-refresh

export const balanceRefreshRequestSchema = z
  .object({
    external_player_id: idText({ max: 128 }).meta({
      description: "The player whose open game pages refresh their balance.",
    }),
    operator_id: operatorIdSchema.optional(),
    currency: currencySchema.optional().meta({ description: "Filter: only sessions in this currency." }),
    game_symbol: gameIdentifierSchema
      .optional()
      .meta({ description: "Filter: only sessions of this game (symbol or slug)." }),
    session_id: idText({ max: 64 }).optional().meta({ description: "Filter: only this provider session." }),
    request_id: idText({ max: 128 })
      .optional()
      .meta({ description: "Operator correlation id; generated when absent." }),
    reason: plainText({ max: 64 })
      .optional()
      .meta({ description: "Why the balance changed, e.g. deposit or manual_adjustment." }),
  })
  .meta({
    id: "BalanceRefreshRequest",
    description: "Carries no balance: open game pages fetch it through the signed wallet balance callback.",
    examples: [{ external_player_id: "player-1001", currency: "EUR", request_id: "dep-88121", reason: "deposit" }],
  });
export type BalanceRefreshRequest = z.infer<typeof balanceRefreshRequestSchema>;

export const balanceRefreshSessionSchema = z
  .object({
    session_id: z.string(),
    game_symbol: z.string(),
    currency: z.string(),
    active_subscribers: z
      .int()
      .nonnegative()
      .meta({ description: "Open game pages of this session that were signalled." }),
    notified: z.boolean(),
  })
  .meta({ id: "BalanceRefreshSession" });
export type BalanceRefreshSession = z.infer<typeof balanceRefreshSessionSchema>;

export const balanceRefreshResultSchema = z
  .object({
    operator_id: z.string(),
    external_player_id: z.string(),
    request_id: z.string(),
    reason: z.string(),
    sessions_found: z
      .int()
      .nonnegative()
      .meta({ description: "Active sessions of the player that match the filters." }),
    sessions_notified: z
      .int()
      .nonnegative()
      .meta({ description: "Sessions with at least one open game page that was signalled." }),
    subscribers_notified: z.int().nonnegative().meta({ description: "Open game pages signalled, over all sessions." }),
    sessions: z.array(balanceRefreshSessionSchema),
  })
  .meta({ id: "BalanceRefreshResult" });
export type BalanceRefreshResult = z.infer<typeof balanceRefreshResultSchema>;

export const balanceRefreshResponseSchema = balanceRefreshResultSchema
  .extend({ success: z.literal(true), data: balanceRefreshResultSchema })
  .meta({
    id: "BalanceRefreshResponse",
    description: "The refresh fields at the top level and again inside data.",
    examples: [balanceRefreshExample()],
  });

function balanceRefreshExample() {
  const result = {
    operator_id: "alpha-casino",
    external_player_id: "player-1001",
    request_id: "dep-88121",
    reason: "deposit",
    sessions_found: 1,
    sessions_notified: 1,
    subscribers_notified: 1,
    sessions: [
      {
        session_id: "ses_4fJ0qkR2mZ8xW1bN7cT5yH3a",
        game_symbol: "vs20aurora",
        currency: "EUR",
        active_subscribers: 1,
        notified: true,
      },
    ],
  };
  return { success: true, ...result, data: result };
}
export type BalanceRefreshResponse = z.infer<typeof balanceRefreshResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Every error of the provider API

export const providerErrorSchema = z
  .object({
    success: z.literal(false),
    detail: z.string().meta({ description: "What is wrong, in words an integrator can act on." }),
    error: z.string().optional().meta({ description: "Stable machine-readable error code (see the error table)." }),
    message: z.string().optional(),
  })
  .meta({
    id: "ProviderError",
    description: "Every error of the provider API.",
    examples: [{ success: false, error: "invalid_api_key", detail: "The API key is invalid or has been revoked" }],
  });

// ---------------------------------------------------------------------------------------------------------------
// GET /health (public). The contract does not show its body; ours names the state and may grow.

export const healthResponseSchema = z.looseObject({ status: z.string() }).meta({
  id: "HealthResponse",
  description: "The service is reachable.",
  examples: [{ status: "ok" }],
});
export type ProviderError = z.infer<typeof providerErrorSchema>;
