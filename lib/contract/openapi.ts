import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@/lib/base/errors";
import {
  balanceRefreshRequestSchema,
  balanceRefreshResponseSchema,
  balanceRefreshResultSchema,
  balanceRefreshSessionSchema,
  catalogDataSchema,
  catalogQuerySchema,
  catalogResponseSchema,
  CONTRACT_VERSION,
  featureFlagsSchema,
  GAME_ART_CONTENT_TYPES,
  gameArtQuerySchema,
  gameIdentifierSchema,
  gameSchema,
  healthResponseSchema,
  launchRequestSchema,
  launchResponseSchema,
  launchResultSchema,
  operatorIdSchema,
  PROVIDER_API_PREFIX,
  providerErrorSchema,
  singleGameQuerySchema,
  singleGameResponseSchema,
  specialBetProfileSchema,
  thumbnailSchema,
} from "./provider-api";
import {
  addCampaignPlayersRequestSchema,
  addCampaignPlayersResponseSchema,
  campaignDetailResponseSchema,
  campaignDetailSchema,
  campaignIdSchema,
  campaignPlayerSchema,
  campaignResponseSchema,
  campaignViewSchema,
  createCampaignRequestSchema,
  createCampaignResponseSchema,
  awardPlayerIdSchema,
  campaignsResponseSchema,
  freeRoundsListResponseSchema,
  getCampaignQuerySchema,
  listFreeRoundsQuerySchema,
  playerAwardResponseSchema,
  playerAwardSchema,
  playerAwardsResponseSchema,
} from "./free-rounds-api";
import {
  attemptsSummarySchema,
  feedTransactionSchema,
  openRoundSchema,
  openRoundsResponseSchema,
  openStatusSchema,
  operatorQuerySchema,
  playerRoundSchema,
  playerRoundsResponseSchema,
  roundDetailsResponseSchema,
  roundDetailsSchema,
  roundFreeRoundsSchema,
  roundIdSchema,
  roundsQuerySchema,
  roundsResponseSchema,
  roundTransactionSchema,
  statementDateSchema,
  statementLineSchema,
  statementResponseSchema,
  statementSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from "./reconciliation-api";
import { walletCallbackBodySchema, walletErrorResponseSchema, walletSuccessResponseSchema } from "./wallet-api";
import { walletHeaderNames } from "@/lib/contract/wallet-signature";

// The OpenAPI 3.1 document of the provider API, generated from the zod contract (provider-api.ts) with zod's own
// JSON Schema conversion (draft 2020-12, OpenAPI 3.1's dialect). Nothing here restates a field: schemas, examples
// and descriptions come from the contract; this module adds what zod cannot know — paths, methods, security, status
// codes and headers. Served at /api/provider/v1/openapi.json and rendered at /docs/api.

export type JsonSchema = z.core.JSONSchema.BaseSchema;

export interface OpenApiParameter {
  name: string;
  in: "query" | "path" | "header";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiHeader {
  description: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema?: JsonSchema;
  example?: unknown;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, OpenApiHeader>;
  content?: Record<string, OpenApiMediaType>;
  /** Our extensions on the reusable error responses: their status, and the `error` codes they carry. */
  "x-status"?: number;
  "x-error-codes"?: Record<string, string>;
}

export interface OpenApiRef {
  $ref: string;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  /** An empty list marks a public endpoint; otherwise any one of the listed key forms. */
  security: Array<Record<string, string[]>>;
  parameters?: Array<OpenApiParameter | OpenApiRef>;
  requestBody?: { required: boolean; description?: string; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse | OpenApiRef>;
}

export type HttpMethod = "get" | "post";

export interface OpenApiSecurityScheme {
  type: "apiKey" | "http";
  in?: "header";
  name?: string;
  scheme?: string;
  description: string;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: Array<{
    url: string;
    description: string;
    variables: Record<string, { default: string; description: string }>;
  }>;
  tags: Array<{ name: string; description: string }>;
  security: Array<Record<string, string[]>>;
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  /** Calls the platform makes to the operator's wallet (OpenAPI 3.1 webhooks). */
  webhooks: Record<string, { post: OpenApiOperation }>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    parameters: Record<string, OpenApiParameter>;
    securitySchemes: Record<string, OpenApiSecurityScheme>;
  };
}

const JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema";
const SCHEMA_REF_PREFIX = "#/components/schemas/";

/** The reconciliation extension's response schemas (reconciliation-api.ts). */
const RECONCILIATION_COMPONENTS = [
  roundsResponseSchema,
  roundDetailsResponseSchema,
  roundDetailsSchema,
  roundTransactionSchema,
  attemptsSummarySchema,
  roundFreeRoundsSchema,
  openStatusSchema,
  openRoundsResponseSchema,
  openRoundSchema,
  playerRoundsResponseSchema,
  playerRoundSchema,
  transactionsResponseSchema,
  feedTransactionSchema,
  statementResponseSchema,
  statementSchema,
  statementLineSchema,
];

/** Request bodies are read as the client sends them (zod input); responses as we write them (zod output). */
const REQUEST_COMPONENTS = [
  launchRequestSchema,
  balanceRefreshRequestSchema,
  createCampaignRequestSchema,
  addCampaignPlayersRequestSchema,
];
const RESPONSE_COMPONENTS = [
  catalogResponseSchema,
  catalogDataSchema,
  singleGameResponseSchema,
  gameSchema,
  featureFlagsSchema,
  specialBetProfileSchema,
  thumbnailSchema,
  launchResponseSchema,
  launchResultSchema,
  balanceRefreshResponseSchema,
  balanceRefreshResultSchema,
  balanceRefreshSessionSchema,
  providerErrorSchema,
  healthResponseSchema,
  createCampaignResponseSchema,
  addCampaignPlayersResponseSchema,
  campaignResponseSchema,
  campaignDetailResponseSchema,
  campaignViewSchema,
  campaignDetailSchema,
  campaignPlayerSchema,
  playerAwardsResponseSchema,
  playerAwardResponseSchema,
  playerAwardSchema,
  campaignsResponseSchema,
  freeRoundsListResponseSchema,
  ...RECONCILIATION_COMPONENTS,
];
/** The wallet callbacks: the body as we send it, the answers as we read them. */
const WEBHOOK_COMPONENTS = [walletCallbackBodySchema, walletSuccessResponseSchema, walletErrorResponseSchema];

// ---------------------------------------------------------------------------------------------------------------
// Errors: one reusable response per status, each listing its codes. Statuses come from the one table in errors.ts.

interface ErrorResponseSpec {
  status: number;
  description: string;
  codes: Partial<Record<ErrorCode, string>>;
  headers?: Record<string, OpenApiHeader>;
}

const ERROR_RESPONSES = {
  BadRequest: {
    status: 400,
    description: "Missing required field, or invalid request.",
    codes: {
      missing_field: "A required field is missing (symbol or slug, external_player_id, operator_id with a master key).",
      invalid_request: "A field has the wrong type or format, or fields contradict each other.",
      invalid_json: "The body is not a UTF-8 JSON document.",
      invalid_currency: "currency is not an ISO 4217 currency code (or one the provider added).",
      invalid_provider_id: "provider_id is not provider_a or provider_b.",
      invalid_amount: "Free rounds: max_win is not more than 0.",
      unknown_game: "Free rounds: a game of games is neither a symbol nor a slug.",
      game_not_in_catalog: "Free rounds: a game of games is not in the operator's live catalog.",
      bet_not_offered: "Free rounds: bet_level or coin_value is not a bet every game offers in the currency.",
      rounds_out_of_range: "Free rounds: rounds is not between 1 and 1000.",
      expiry_in_past: "Free rounds: expires_at is not in the future.",
      invalid_campaign_window: "Free rounds: valid_from is not before expires_at.",
      duplicate_players: "Free rounds: players names a player twice (the detail names them).",
      too_many_players: "Free rounds: more than 10,000 players in one call.",
      currency_mismatch:
        "Free rounds: coin_value or max_win is finer than the currency's minor unit (e.g. 0.10 in JPY).",
    },
  },
  Unauthorized: {
    status: 401,
    description: "Missing or invalid API key.",
    codes: {
      missing_api_key: "No key in x-provider-api-key, x-api-key or Authorization: Bearer.",
      invalid_api_key: "The key is unknown, malformed or revoked.",
    },
    headers: {
      "WWW-Authenticate": { description: "Bearer challenge.", required: true, schema: { type: "string" } },
    },
  },
  Forbidden: {
    status: 403,
    description: "Operator inactive, game not enabled for this operator, or wrong operator key scope.",
    codes: {
      operator_inactive: "The operator is inactive.",
      wrong_operator_scope: "An operator key named a different operator_id.",
      game_not_enabled: "The game exists but is not in the operator's live catalog.",
    },
  },
  NotFound: {
    status: 404,
    description:
      "Game not found (or not in the operator's catalog); for balance refresh, operator or game not found; for reconciliation, round not found.",
    codes: {
      game_not_found: "No such game, or not in the operator's live catalog.",
      operator_not_found: "A master key named an operator that does not exist.",
      not_found: "No such route under /api/provider/v1.",
      campaign_not_found: "Free rounds: the operator has no campaign with this campaign_id.",
      award_not_found: "Free rounds: the player has no award in this campaign.",
      round_not_found: "No round with this id (or with a transaction of this id) for this operator.",
    },
  },
  MethodNotAllowed: {
    status: 405,
    description: "The route exists but does not accept this method; any route of the provider API answers so.",
    codes: { method_not_allowed: "Use the method named in the Allow header." },
    headers: { Allow: { description: "The methods the route accepts.", required: true, schema: { type: "string" } } },
  },
  Conflict: {
    status: 409,
    description: "Free rounds: the campaign or award cannot take this request in its state.",
    codes: {
      campaign_exists: "The campaign_id was created with a different body.",
      campaign_not_active: "Players cannot be added to a cancelled or expired campaign.",
      award_not_active: "The player's award is completed (every round played): there is nothing left to cancel.",
      game_not_playable: "A game of games has no game maths configured.",
    },
  },
  PayloadTooLarge: {
    status: 413,
    description: "The JSON body exceeds the size limit (64 KiB by default; 3 MiB for the free-rounds player lists).",
    codes: { payload_too_large: "Send a smaller body." },
  },
  RequestHeaderTooLarge: {
    status: 431,
    description:
      "The request line and headers together exceed 16 KiB (a URL with too long a query, or too many headers): any route answers so, before it runs.",
    codes: { request_header_too_large: "Send a shorter URL (fewer or shorter query parameters) or fewer headers." },
  },
  TooManyRequests: {
    status: 429,
    description:
      "Rate limited: this key's request rate (50/s, burst 100 by default) or this address's failed authentications.",
    codes: { rate_limited: "Wait the number of seconds in Retry-After, then retry." },
    headers: {
      "Retry-After": {
        description: "Seconds to wait before retrying.",
        required: true,
        schema: { type: "string", pattern: "^[0-9]+$" },
      },
    },
  },
  InternalError: {
    status: 500,
    description:
      "The server configuration is invalid (e.g. no valid HTTPS GAME_BASE_URL in production), or an unexpected error.",
    codes: {
      configuration_error: "A server setting is invalid; the provider must fix it.",
      internal_error: "An unexpected error; nothing about internals is disclosed.",
    },
  },
} satisfies Record<string, ErrorResponseSpec>;

export type ErrorResponseName = keyof typeof ERROR_RESPONSES;

function errorResponses(): Record<string, OpenApiResponse> {
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([name, spec]: [string, ErrorResponseSpec]) => {
      const codes = Object.entries(spec.codes);
      for (const [code] of codes) {
        if (ERROR_STATUS[code as ErrorCode] !== spec.status) {
          throw new Error(`OpenAPI: error code ${code} is not a ${spec.status} in lib/base/errors.ts`);
        }
      }
      const [firstCode, firstMeaning] = codes[0] ?? ["", ""];
      const response: OpenApiResponse = {
        description: spec.description,
        ...(spec.headers ? { headers: spec.headers } : {}),
        content: {
          "application/json": {
            schema: { $ref: `${SCHEMA_REF_PREFIX}ProviderError` },
            example: { success: false, error: firstCode, detail: firstMeaning },
          },
        },
        "x-status": spec.status,
        "x-error-codes": spec.codes,
      };
      return [name, response];
    }),
  );
}

const errorRef = (name: ErrorResponseName): OpenApiRef => ({ $ref: `#/components/responses/${name}` });

// ---------------------------------------------------------------------------------------------------------------
// Schemas from the contract

/** zod's JSON Schema with the noise a reader does not need: the safe-integer bounds of every z.int(), and the
 * long RFC 3339 pattern next to format: date-time (the format says it). */
function tidy({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  composeAlternatives(jsonSchema);
  if (jsonSchema.type === "integer") {
    if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
    if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  }
  if (jsonSchema.format === "date-time") delete jsonSchema.pattern;
}

/** An object with `anyOf` beside its properties ("symbol or slug") reads as "any of these, and nothing else" to code
 * generators such as openapi-typescript, which then type the whole body as unknown. Moving the properties into an
 * allOf member next to the anyOf keeps the same validation and lets generators type the fields. */
function composeAlternatives(jsonSchema: JsonSchema): void {
  if (!jsonSchema.properties || !jsonSchema.anyOf) return;
  const { type, properties, required, additionalProperties, anyOf } = jsonSchema;
  for (const key of ["type", "properties", "required", "additionalProperties", "anyOf"] as const)
    delete jsonSchema[key];
  jsonSchema.allOf = [
    {
      type,
      properties,
      ...(required ? { required } : {}),
      ...(additionalProperties !== undefined ? { additionalProperties } : {}),
    },
    { anyOf },
  ];
}

function toJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { target: "draft-2020-12", io, override: tidy });
  return jsonSchema;
}

function componentSchemas(schemas: z.ZodType[], io: "input" | "output"): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  const ids = new Set<string>();
  for (const schema of schemas) {
    const id = z.globalRegistry.get(schema)?.id;
    if (!id) throw new Error("OpenAPI: every component schema needs .meta({ id }) in the contract");
    registry.add(schema, { id });
    ids.add(id);
  }
  const { schemas: converted } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    override: tidy,
    uri: (id) => `${SCHEMA_REF_PREFIX}${id}`,
  });
  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(converted)) {
    // A component is identified by its place in the document; a fragment-only $id is not valid JSON Schema.
    const { $schema: _dialect, $id: _id, ...component } = schema;
    if (!ids.has(id)) throw new Error(`OpenAPI: ${id} is not a listed component; give it .meta({ id }) and list it`);
    components[id] = component;
  }
  return components;
}

/** One parameter per field of a zod object (query) or one schema (path/header); descriptions move up a level. */
function parametersOf(schema: z.ZodObject, location: "query"): OpenApiParameter[] {
  return Object.entries(schema.shape).map(([name, field]) => parameter(name, location, field as z.ZodType));
}

function parameter(
  name: string,
  location: OpenApiParameter["in"],
  field: z.ZodType,
  description?: string,
): OpenApiParameter {
  const { description: fieldDescription, ...schema } = toJsonSchema(field, "input");
  const text = description ?? fieldDescription;
  return {
    name,
    in: location,
    required: location === "path" || !field.safeParse(undefined).success,
    ...(text ? { description: text } : {}),
    schema,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Paths

const KEYED: Array<Record<string, string[]>> = [{ ProviderApiKey: [] }, { LegacyApiKey: [] }, { BearerAuth: [] }];
const PUBLIC: Array<Record<string, string[]>> = [];
const OPERATOR_ID_HEADER: OpenApiRef = { $ref: "#/components/parameters/OperatorIdHeader" };

function jsonResponse(description: string, schemaId: string): OpenApiResponse {
  return { description, content: { "application/json": { schema: { $ref: `${SCHEMA_REF_PREFIX}${schemaId}` } } } };
}

function jsonBody(description: string, schemaId: string) {
  return {
    required: true,
    description,
    content: { "application/json": { schema: { $ref: `${SCHEMA_REF_PREFIX}${schemaId}` } } },
  };
}

const ETAG_HEADER: OpenApiHeader = {
  description: "Strong validator; send it back in If-None-Match.",
  required: true,
  schema: { type: "string", pattern: '^"[^"]+"$' },
};
const CACHE_CONTROL_HEADER: OpenApiHeader = {
  description: "How long the response may be cached.",
  required: true,
  schema: { type: "string" },
};

/** Every route answers the methods it does not accept with 405 (see MethodNotAllowed) and a request line and headers
 * over the server's limit with 431 (RequestHeaderTooLarge): each operation says so, in status order with its other
 * answers. */
function withEveryRouteAnswers(paths: OpenApiDocument["paths"]): OpenApiDocument["paths"] {
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const responses = {
        ...operation.responses,
        "405": errorRef("MethodNotAllowed"),
        "431": errorRef("RequestHeaderTooLarge"),
      };
      operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
    }
  }
  return paths;
}

function buildPaths(): OpenApiDocument["paths"] {
  const p = PROVIDER_API_PREFIX;
  return withEveryRouteAnswers({
    "/health": {
      get: {
        operationId: "getHealth",
        tags: ["Service"],
        summary: "Liveness",
        description: "Returns 200 when the service is reachable. Needs no key.",
        security: PUBLIC,
        responses: { "200": jsonResponse("The service is reachable.", "HealthResponse") },
      },
    },
    [`${p}/games`]: {
      get: {
        operationId: "listGames",
        tags: ["Catalog"],
        summary: "List the live catalog",
        description:
          "Returns the operator-scoped live catalog. Operator API keys resolve the operator automatically. " +
          "Provider master keys may choose an operator with operator_id or the x-operator-id header; without one they get the whole live catalog (operator_id null). " +
          "Extensions: the response carries a strong ETag, and If-None-Match with it answers 304 while the catalog is unchanged; " +
          "with Accept-Encoding: gzip it comes gzip-compressed (Content-Encoding: gzip, Vary: Accept-Encoding, an ETag of its own, either ETag answering 304); " +
          "limit (and then cursor, the previous page's next_cursor) returns one page at a time.",
        security: KEYED,
        parameters: [...parametersOf(catalogQuerySchema, "query"), OPERATOR_ID_HEADER],
        responses: {
          "200": jsonResponse("The live catalog.", "CatalogResponse"),
          "304": { description: "Not modified: If-None-Match named this catalog's current ETag. No body." },
          "400": errorRef("BadRequest"),
          "401": errorRef("Unauthorized"),
          "403": errorRef("Forbidden"),
          "404": errorRef("NotFound"),
          "429": errorRef("TooManyRequests"),
          "500": errorRef("InternalError"),
        },
      },
    },
    [`${p}/games/{symbol}`]: {
      get: {
        operationId: "getGame",
        tags: ["Catalog"],
        summary: "Get one game",
        description:
          "One game of the operator's live catalog by symbol or slug, with the same operator access checks as the list.",
        security: KEYED,
        parameters: [
          parameter("symbol", "path", gameIdentifierSchema, "A game symbol or a slug."),
          ...parametersOf(singleGameQuerySchema, "query"),
          OPERATOR_ID_HEADER,
        ],
        responses: {
          "200": jsonResponse("The game.", "SingleGameResponse"),
          "400": errorRef("BadRequest"),
          "401": errorRef("Unauthorized"),
          "403": errorRef("Forbidden"),
          "404": errorRef("NotFound"),
          "429": errorRef("TooManyRequests"),
          "500": errorRef("InternalError"),
        },
      },
    },
    [`${p}/game-art/{symbol}`]: {
      get: {
        operationId: "getGameArt",
        tags: ["Artwork"],
        summary: "Game artwork",
        description:
          "Public thumbnail bytes: the uploaded image, else a generated SVG card. Catalog thumbnail URLs carry title and slug. " +
          "Cacheable: send If-None-Match with the ETag to get 304.",
        security: PUBLIC,
        parameters: [
          parameter("symbol", "path", gameIdentifierSchema, "The game's symbol."),
          ...parametersOf(gameArtQuerySchema, "query"),
        ],
        responses: {
          "200": {
            description: "Image bytes. An SVG fallback when no thumbnail was uploaded.",
            headers: {
              ETag: ETAG_HEADER,
              "Cache-Control": CACHE_CONTROL_HEADER,
              "X-Content-Type-Options": {
                description: "Always nosniff.",
                required: true,
                schema: { type: "string", const: "nosniff" },
              },
              "Content-Security-Policy": {
                description: "On SVG: no scripts, no outside fetches.",
                schema: { type: "string" },
              },
            },
            content: Object.fromEntries(GAME_ART_CONTENT_TYPES.map((type) => [type, {}])),
          },
          "304": { description: "Not modified: the If-None-Match ETag is current.", headers: { ETag: ETAG_HEADER } },
          "400": errorRef("BadRequest"),
          "500": errorRef("InternalError"),
        },
      },
    },
    [`${p}/launch-url`]: {
      post: {
        operationId: "createLaunchUrl",
        tags: ["Launch"],
        summary: "Create a launch URL",
        description:
          "Creates or refreshes a short-lived player game session (one per operator, player, game and currency: launching again keeps session_id " +
          "and issues a new token and expires_at). Call it from the operator's server and open launch_url in the player's browser; " +
          "launch_url contains a short-lived session token and is not to be logged publicly. " +
          "Extension (regulated markets): jurisdiction names a profile (DEFAULT, UK, DE, SE, ES, MT) the session must also obey, combined with the " +
          "operator's assigned profile rule by rule (the stricter wins); reality_check_minutes asks for a shorter reality-check interval. " +
          "An unknown jurisdiction is a 400.",
        security: KEYED,
        parameters: [OPERATOR_ID_HEADER],
        requestBody: jsonBody("The launch request.", "LaunchRequest"),
        responses: {
          "200": jsonResponse("The session and its launch URL.", "LaunchResponse"),
          "400": errorRef("BadRequest"),
          "401": errorRef("Unauthorized"),
          "403": errorRef("Forbidden"),
          "404": errorRef("NotFound"),
          "413": errorRef("PayloadTooLarge"),
          "429": errorRef("TooManyRequests"),
          "500": errorRef("InternalError"),
        },
      },
    },
    [`${p}/player-balance-refresh`]: {
      post: {
        operationId: "refreshPlayerBalance",
        tags: ["Balance refresh"],
        summary: "Signal a balance refresh",
        description:
          "Signals the open game pages of the player (and the optional filters) to refresh their balance. It sets no balance: " +
          "the pages obtain it through the signed wallet balance callback.",
        security: KEYED,
        parameters: [OPERATOR_ID_HEADER],
        requestBody: jsonBody("The refresh signal.", "BalanceRefreshRequest"),
        responses: {
          "200": jsonResponse("The sessions found and the pages signalled.", "BalanceRefreshResponse"),
          "400": errorRef("BadRequest"),
          "401": errorRef("Unauthorized"),
          "403": errorRef("Forbidden"),
          "404": errorRef("NotFound"),
          "413": errorRef("PayloadTooLarge"),
          "429": errorRef("TooManyRequests"),
          "500": errorRef("InternalError"),
        },
      },
    },
    ...freeRoundsPaths(),
    ...reconciliationPaths(p),
    [`${p}/openapi.json`]: {
      get: {
        operationId: "getOpenApiDocument",
        tags: ["Reference"],
        summary: "This document",
        description:
          "The OpenAPI 3.1 document of the provider API. Public and cacheable; the readable reference is at /docs/api.",
        security: PUBLIC,
        responses: {
          "200": {
            description: "The OpenAPI document.",
            headers: { ETag: ETAG_HEADER, "Cache-Control": CACHE_CONTROL_HEADER },
            content: {
              "application/json": { schema: { type: "object", required: ["openapi", "info", "paths", "components"] } },
            },
          },
          "304": { description: "Not modified: the If-None-Match ETag is current.", headers: { ETag: ETAG_HEADER } },
          "500": errorRef("InternalError"),
        },
      },
    },
  });
}

const FREE_ROUNDS_TAG = "Free rounds (extension)";

/** The free-rounds campaign endpoints: an extension beside the contract's endpoints, in the same style. */
function freeRoundsPaths(): OpenApiDocument["paths"] {
  const p = `${PROVIDER_API_PREFIX}/free-rounds`;
  const campaignId = parameter("campaign_id", "path", campaignIdSchema, "The operator's id of the campaign.");
  const keyedErrors = {
    "401": errorRef("Unauthorized"),
    "403": errorRef("Forbidden"),
    "404": errorRef("NotFound"),
    "429": errorRef("TooManyRequests"),
  };
  return {
    [p]: {
      post: {
        operationId: "createFreeRoundsCampaign",
        tags: [FREE_ROUNDS_TAG],
        summary: "Create a free-rounds campaign",
        description:
          "Awards each player `rounds` free rounds of any of `games` at one bet (bet_level × coin_value, no debit); each round's win is credited " +
          "through the wallet (action_type free_round_win). campaign_id is the idempotency key: the same body again answers 200 with created: false; " +
          "a different body is 409 campaign_exists. Nothing is stored by a call that fails.",
        security: KEYED,
        parameters: [OPERATOR_ID_HEADER],
        requestBody: jsonBody("The campaign and its first players (up to 10,000).", "FreeRoundsCreateRequest"),
        responses: {
          "200": jsonResponse(
            "This campaign_id was already created with this body: the campaign as it is now.",
            "FreeRoundsCreateResponse",
          ),
          "201": jsonResponse("The campaign was created.", "FreeRoundsCreateResponse"),
          "400": errorRef("BadRequest"),
          ...keyedErrors,
          "409": errorRef("Conflict"),
          "413": errorRef("PayloadTooLarge"),
        },
      },
      get: {
        operationId: "listFreeRounds",
        tags: [FREE_ROUNDS_TAG],
        summary: "List campaigns, or a player's awards",
        description:
          "Without external_player_id: the operator's campaigns with their totals, newest first, filtered by state (active, cancelled or expired; " +
          "default every campaign). With external_player_id: the player's awards over all campaigns with each campaign's games, bet and expiry — " +
          "by default those that can still be played (soonest expiry first); state=all (or completed, cancelled, expired) gives the player's " +
          "history, newest first. Both are paged: pass next_cursor as cursor. An unknown query parameter is a 400 naming it.",
        security: KEYED,
        parameters: [...parametersOf(listFreeRoundsQuerySchema, "query"), OPERATOR_ID_HEADER],
        responses: {
          "200": jsonResponse(
            "A page of campaigns, or with external_player_id of the player's awards.",
            "FreeRoundsListResponse",
          ),
          "400": errorRef("BadRequest"),
          ...keyedErrors,
        },
      },
    },
    [`${p}/{campaign_id}`]: {
      get: {
        operationId: "getFreeRoundsCampaign",
        tags: [FREE_ROUNDS_TAG],
        summary: "Read a campaign",
        description:
          "The campaign with its totals and a page of its players' progress (rounds played and left, win so far, state), by external_player_id.",
        security: KEYED,
        parameters: [campaignId, ...parametersOf(getCampaignQuerySchema, "query"), OPERATOR_ID_HEADER],
        responses: {
          "200": jsonResponse("The campaign.", "FreeRoundsCampaignDetailResponse"),
          "400": errorRef("BadRequest"),
          ...keyedErrors,
        },
      },
    },
    [`${p}/{campaign_id}/players`]: {
      post: {
        operationId: "addFreeRoundsPlayers",
        tags: [FREE_ROUNDS_TAG],
        summary: "Add players to a campaign",
        description:
          "Awards an active campaign's rounds to more players (up to 10,000 per call). Players already in the campaign are skipped and listed in " +
          "already_awarded, so a retry is safe. A cancelled or expired campaign answers 409 campaign_not_active.",
        security: KEYED,
        parameters: [campaignId, OPERATOR_ID_HEADER],
        requestBody: jsonBody("The players to add.", "FreeRoundsPlayersRequest"),
        responses: {
          "200": jsonResponse("The campaign after the call.", "FreeRoundsPlayersResponse"),
          "400": errorRef("BadRequest"),
          ...keyedErrors,
          "409": errorRef("Conflict"),
          "413": errorRef("PayloadTooLarge"),
        },
      },
    },
    [`${p}/{campaign_id}/cancel`]: {
      post: {
        operationId: "cancelFreeRoundsCampaign",
        tags: [FREE_ROUNDS_TAG],
        summary: "Cancel a campaign",
        description:
          "Cancels the campaign and its players' unplayed rounds (void). A round already started still settles and is credited. " +
          "Cancelling a cancelled campaign answers it again. Needs no body; master keys name the operator with operator_id in the query or x-operator-id.",
        security: KEYED,
        parameters: [campaignId, parameter("operator_id", "query", operatorIdSchema.optional()), OPERATOR_ID_HEADER],
        responses: {
          "200": jsonResponse("The cancelled campaign.", "FreeRoundsCampaignResponse"),
          "400": errorRef("BadRequest"),
          ...keyedErrors,
        },
      },
    },
    [`${p}/{campaign_id}/players/{external_player_id}/cancel`]: {
      post: {
        operationId: "cancelFreeRoundsAward",
        tags: [FREE_ROUNDS_TAG],
        summary: "Cancel one player's award",
        description:
          "Cancels the player's unplayed rounds of this campaign (void), as cancelling the campaign does for every player; the campaign and its " +
          "other players are unchanged. A round the player already started still settles and its win is credited (and counted in the award's win). " +
          "Cancelling a cancelled award answers it again; a completed award (every round played) is 409 award_not_active; a player without an " +
          "award in the campaign is 404 award_not_found. Needs no body.",
        security: KEYED,
        parameters: [
          campaignId,
          parameter("external_player_id", "path", awardPlayerIdSchema),
          parameter("operator_id", "query", operatorIdSchema.optional()),
          OPERATOR_ID_HEADER,
        ],
        responses: {
          "200": jsonResponse("The player's award, cancelled.", "FreeRoundsPlayerAwardResponse"),
          "400": errorRef("BadRequest"),
          ...keyedErrors,
          "409": errorRef("Conflict"),
        },
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Reconciliation extension (reconciliation-api.ts): read-only, operator-scoped like the catalog

const RECONCILIATION_ERRORS = {
  "400": errorRef("BadRequest"),
  "401": errorRef("Unauthorized"),
  "403": errorRef("Forbidden"),
  "404": errorRef("NotFound"),
  "429": errorRef("TooManyRequests"),
  "500": errorRef("InternalError"),
};

function reconciliationPaths(p: string): OpenApiDocument["paths"] {
  const operation = (
    operationId: string,
    summary: string,
    description: string,
    parameters: Array<OpenApiParameter | OpenApiRef>,
  ) => ({
    operationId,
    tags: ["Reconciliation"],
    summary,
    description,
    security: KEYED,
    parameters: [...parameters, OPERATOR_ID_HEADER],
  });
  return {
    [`${p}/rounds`]: {
      get: {
        ...operation(
          "findRounds",
          "Find a round by transaction, list open rounds, or a player's rounds",
          "With transaction_id: the details of the round that transaction belongs to (as GET /rounds/{round_id}). With state=open: the rounds not " +
            "settled on both sides — a round still in play past its settlement lease, or a round whose win credit or bet rollback is pending, unknown, " +
            "gave up or was refused — each with reason and next_step, oldest first, keyset-paged like the transactions feed. With external_player_id: " +
            "the player's rounds in [from, to), oldest first, paged like the transactions feed (same cursor, lag and next_cursor rules). " +
            "An unknown query parameter is a 400 naming it.",
          parametersOf(roundsQuerySchema, "query"),
        ),
        responses: {
          "200": jsonResponse(
            "The round's details (transaction_id), a page of open rounds (state=open) or of the player's rounds (external_player_id).",
            "RoundsResponse",
          ),
          ...RECONCILIATION_ERRORS,
        },
      },
    },
    [`${p}/rounds/{round_id}`]: {
      get: {
        ...operation(
          "getRound",
          "Round details",
          "One round of the operator by the game runtime's round id: bet and win, the outcome the player saw (reel stops, window, line and scatter " +
            "wins, free spins), the free-rounds award that paid it, every wallet transaction with a summary of its attempts, and the mode, " +
            "jurisdiction profile and RTP variant it was played under. Another operator's round answers 404.",
          [parameter("round_id", "path", roundIdSchema), ...parametersOf(operatorQuerySchema, "query")],
        ),
        responses: { "200": jsonResponse("The round.", "RoundDetailsResponse"), ...RECONCILIATION_ERRORS },
      },
    },
    [`${p}/transactions`]: {
      get: {
        ...operation(
          "listTransactions",
          "Transactions feed",
          "The operator's debits, credits and rollbacks with their current state and amounts as decimal text, oldest first in (created_at, " +
            "transaction_id) order, keyset-paged: pass next_cursor as cursor. Pages never overlap or skip a row, also while new rows arrive: the feed " +
            "serves rows created at least RECONCILIATION_FEED_LAG_MS (5 s) ago. next_cursor is null once [from, to) is complete; while the window " +
            "is open it is returned even on an empty page, to poll for new rows. from is inclusive, to exclusive. Filters (by player, round, game, " +
            "action type, campaign, type and state) combine; each is served by an index, so a filtered page costs what an unfiltered one does. " +
            "An unknown query parameter is a 400 naming it.",
          parametersOf(transactionsQuerySchema, "query"),
        ),
        responses: { "200": jsonResponse("A page of the feed.", "TransactionsResponse"), ...RECONCILIATION_ERRORS },
      },
    },
    [`${p}/statements/{date}`]: {
      get: {
        ...operation(
          "getDailyStatement",
          "Daily statement",
          "Counts and sums of one UTC day's transactions (by created_at) per currency, type and state: the numbers the feed gives for that day. " +
            "JSON by default; Accept: text/csv returns the same numbers as CSV, whose body is the canonical text hashed into content_hash. " +
            "final says whether the numbers can still change (the running day, a day within the feed's lag, or deliveries still retried: false); " +
            "as_of when they were read.",
          [parameter("date", "path", statementDateSchema), ...parametersOf(operatorQuerySchema, "query")],
        ),
        responses: {
          "200": {
            description: "The statement, as JSON or (Accept: text/csv) CSV.",
            headers: {
              "Content-Hash": {
                description: "CSV only: the content_hash of the statement (SHA-256 hex of this body).",
                schema: { type: "string", pattern: "^[0-9a-f]{64}$" },
              },
              "Statement-Final": {
                description: "CSV only: the statement's final, true or false.",
                schema: { type: "string", enum: ["true", "false"] },
              },
              "Statement-As-Of": {
                description: "CSV only: the statement's as_of.",
                schema: { type: "string", format: "date-time" },
              },
            },
            content: {
              "application/json": { schema: { $ref: `${SCHEMA_REF_PREFIX}StatementResponse` } },
              "text/csv": {
                example:
                  "operator_id,date,currency,transaction_type,state,count,amount\nalpha-casino,2026-01-01,EUR,debit,succeeded,2,0.40\n",
              },
            },
          },
          ...RECONCILIATION_ERRORS,
        },
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Webhooks: the four signed callbacks the platform sends to the operator's wallet (docs/wallet.md "Signing")

const WALLET_CALLBACKS = [
  {
    type: "balance",
    summary: "Wallet balance",
    description:
      "Asks for the player's balance when the game opens and when a balance refresh is signalled. amount is 0.00, action_type balance.",
  },
  {
    type: "debit",
    summary: "Wallet debit (a bet)",
    description:
      "Takes a bet (action_type bet). Apply it once per transaction_id: a repeat is a retry and gets the original answer. " +
      "A 400 is final (the round is not played); no valid answer is retried with the same transaction_id and then rolled back.",
  },
  {
    type: "credit",
    summary: "Wallet credit (a win)",
    description:
      "Pays a win (action_type win); every round is closed with a credit, 0 on a losing round. Resent until acknowledged (up to 24 h), " +
      "possibly after the session has ended: apply it anyway, once per transaction_id.",
  },
  {
    type: "rollback",
    summary: "Wallet rollback",
    description:
      "Undoes the debit named by original_transaction_id (action_type rollback, amount the debit's). Restore it once; a repeat moves nothing. " +
      "A rollback of a debit never seen answers 200 with the current balance and refuses that debit if it arrives later.",
  },
] as const;

function buildWebhooks(): OpenApiDocument["webhooks"] {
  const names = walletHeaderNames();
  const header = (name: string, description: string, schema: JsonSchema): OpenApiParameter => ({
    name,
    in: "header",
    required: true,
    description,
    schema,
  });
  const parameters = [
    header(names.requestId, "A new id per HTTP attempt; the body's request_id.", { type: "string" }),
    header(names.timestamp, "Unix seconds of this attempt. Refuse (401) anything more than 300 s from your clock.", {
      type: "string",
      pattern: "^[0-9]+$",
    }),
    header(
      names.signature,
      "Lower-case hex HMAC-SHA256, keyed with the UTF-8 bytes of your wallet signing secret, of `${timestamp}.${rawBody}`. Verify it over the raw body before parsing.",
      { type: "string", pattern: "^[0-9a-f]{64}$" },
    ),
  ];
  const walletError = (description: string, example: unknown): OpenApiResponse => ({
    description,
    content: { "application/json": { schema: { $ref: `${SCHEMA_REF_PREFIX}WalletErrorResponse` }, example } },
  });
  return Object.fromEntries(
    WALLET_CALLBACKS.map(({ type, summary, description }) => [
      `wallet-${type}`,
      {
        post: {
          operationId: `wallet${type[0]!.toUpperCase()}${type.slice(1)}`,
          tags: ["Wallet callbacks"],
          summary,
          description: `POST {wallet_base_url}/${type}, transaction_type ${type}. ${description}`,
          // Not an API key: the platform signs the call (the signature header above).
          security: PUBLIC,
          parameters,
          requestBody: jsonBody(`The ${type} callback, signed.`, "WalletCallbackRequest"),
          responses: {
            "200": jsonResponse(
              "Applied (or already applied for this transaction_id): the balance after it.",
              "WalletSuccessResponse",
            ),
            "400": walletError(
              "Refused for good: the transaction did not happen and will not (e.g. insufficient_funds, unknown player).",
              {
                success: false,
                error: type === "debit" ? "insufficient_funds" : "unknown_player",
              },
            ),
            "401": walletError(
              "The signature or timestamp is wrong. Use 401 for nothing else: it raises an alert and is not retried.",
              {
                success: false,
                error: "invalid_signature",
              },
            ),
          },
        },
      },
    ]),
  );
}

// ---------------------------------------------------------------------------------------------------------------

const DESCRIPTION = [
  "The operator-facing HTTP API of the game provider: the live game catalog, launch URL creation, public game artwork and the balance refresh signal. All bodies are JSON.",
  "Integration order: (1) the provider assigns the operator's live game catalog; (2) the provider creates an operator API key; (3) call the catalog endpoints with the key; (4) create launch URLs server-side and open them in the player's browser; (5) in callback wallet mode, expose the four signed wallet endpoints (balance, debit, credit, rollback) under your wallet base URL, as the webhooks of this document describe.",
  "Every error is JSON {success: false, detail, error}: detail says what is wrong, error is a stable code. Unknown routes under /api/provider/v1 answer 404 and wrong methods 405 in the same shape.",
  "Extension beside the contract: free-rounds campaigns under /api/provider/v1/free-rounds (create, list, read, add players, cancel a campaign or one player's award, a player's awards), with the same keys, operator scoping and error shape; unlike the contract's endpoints, extension endpoints refuse unknown query parameters (400 naming them).",
  "Routes under /api/runtime/* and /gs2c/* belong to the launched game in the player's browser and are not part of this API.",
].join("\n\n");

let cachedDocument: Omit<OpenApiDocument, "servers"> | undefined;

/** The document for a given public base URL (the servers entry); everything else is built once per process. */
export function buildOpenApiDocument(options: { baseUrl: string }): OpenApiDocument {
  cachedDocument ??= buildBaseDocument();
  const { openapi, jsonSchemaDialect, info, ...rest } = cachedDocument;
  return {
    openapi,
    jsonSchemaDialect,
    info,
    servers: [
      {
        url: "{base_url}",
        description: "The service's base address.",
        variables: {
          base_url: {
            default: options.baseUrl,
            description: "The address the provider gave you, without a trailing slash.",
          },
        },
      },
    ],
    ...rest,
  };
}

function buildBaseDocument(): Omit<OpenApiDocument, "servers"> {
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: JSON_SCHEMA_DIALECT,
    info: { title: "Operator Game Provider API", version: CONTRACT_VERSION, description: DESCRIPTION },
    tags: [
      {
        name: "Catalog",
        description: "The operator's live game catalog: games in the operator's allowlist that are live.",
      },
      { name: "Launch", description: "Short-lived game sessions and their launch URLs." },
      { name: "Balance refresh", description: "Tell open game pages that a player's balance changed." },
      { name: "Artwork", description: "Public game thumbnails." },
      { name: "Service", description: "Liveness." },
      {
        name: "Reconciliation",
        description:
          "Extension: round details, open rounds, the transactions feed and daily statements, for support, disputes and finance.",
      },
      { name: "Reference", description: "This document." },
      {
        name: FREE_ROUNDS_TAG,
        description:
          "Free-rounds campaigns: an extension beside the contract's endpoints, in its style (snake_case, {success, data}, the same keys, scoping and errors). Amounts are decimal text.",
      },
      {
        name: "Wallet callbacks",
        description:
          "Signed calls the platform makes to the operator's wallet (webhooks): balance, debit, credit, rollback.",
      },
    ],
    security: KEYED,
    paths: buildPaths(),
    webhooks: buildWebhooks(),
    components: {
      schemas: {
        ...componentSchemas(REQUEST_COMPONENTS, "input"),
        ...componentSchemas(RESPONSE_COMPONENTS, "output"),
        ...componentSchemas(WEBHOOK_COMPONENTS, "output"),
      },
      responses: errorResponses(),
      parameters: {
        OperatorIdHeader: parameter(
          "x-operator-id",
          "header",
          operatorIdSchema.optional(),
          "Provider master keys only: the operator to act for (instead of operator_id). Operator keys resolve their own operator; naming another gives 403.",
        ),
      },
      securitySchemes: {
        ProviderApiKey: {
          type: "apiKey",
          in: "header",
          name: "x-provider-api-key",
          description: "Preferred: the API key in the x-provider-api-key header.",
        },
        LegacyApiKey: {
          type: "apiKey",
          in: "header",
          name: "x-api-key",
          description: "Accepted for compatibility: the same key in the x-api-key header.",
        },
        BearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "Accepted alternative: Authorization: Bearer <API_KEY>.",
        },
      },
    },
  };
}
