import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@/lib/base/errors";
import {
  balanceRefreshRequestSchema,
  balanceRefreshResponseSchema,
  balanceRefreshResultSchema,
  balanceRefreshSessionSchema,
  catalogDataSchema,
  catalogResponseSchema,
  CONTRACT_VERSION,
  featureFlagsSchema,
  gameSchema,
  healthResponseSchema,
  launchRequestSchema,
  launchResponseSchema,
  launchResultSchema,
  operatorIdSchema,
  providerErrorSchema,
  singleGameResponseSchema,
  specialBetProfileSchema,
  thumbnailSchema,
} from "./provider-api";
import {
  addCampaignPlayersRequestSchema,
  addCampaignPlayersResponseSchema,
  campaignDetailResponseSchema,
  campaignDetailSchema,
  campaignPlayerSchema,
  campaignResponseSchema,
  campaignViewSchema,
  createCampaignRequestSchema,
  createCampaignResponseSchema,
  campaignsResponseSchema,
  freeRoundsListResponseSchema,
  playerAwardResponseSchema,
  playerAwardSchema,
  playerAwardsResponseSchema,
} from "./free-rounds-api";
import {
  dropPrizeSchema,
  leaderboardEntrySchema,
  leaderboardResponseSchema,
  leaderboardSchema,
  optInPlayersRequestSchema,
  optInPlayersResponseSchema,
  payoutSchema,
  payoutsResponseSchema,
  promotionResponseSchema,
  promotionsListResponseSchema,
  promotionViewSchema,
  tournamentPrizeSchema,
} from "./promotions-api";
import {
  jackpotSchema,
  jackpotsResponseSchema,
  jackpotTierSchema,
  jackpotWinSchema,
  jackpotWinsResponseSchema,
} from "./jackpots-api";
import {
  attemptsSummarySchema,
  feedTransactionSchema,
  openRoundSchema,
  openRoundsResponseSchema,
  openStatusSchema,
  playerRoundSchema,
  playerRoundsResponseSchema,
  roundDetailsResponseSchema,
  roundDetailsSchema,
  roundFreeRoundsSchema,
  roundsResponseSchema,
  roundTransactionSchema,
  statementLineSchema,
  statementResponseSchema,
  statementSchema,
  transactionsResponseSchema,
} from "./reconciliation-api";
import { walletCallbackBodySchema, walletErrorResponseSchema, walletSuccessResponseSchema } from "./wallet-api";
import { walletHeaderNames } from "@/lib/contract/wallet-signature";

import type {
  ErrorResponseName,
  HttpMethod,
  JsonSchema,
  OpenApiDocument,
  OpenApiHeader,
  OpenApiMediaType,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiRef,
  OpenApiResponse,
} from "./openapi-types";
import {
  type EndpointResponse,
  FREE_ROUNDS_TAG,
  PROMOTIONS_TAG,
  JACKPOTS_TAG,
  type ProviderEndpoint,
  providerEndpoints,
} from "./provider-endpoints";

// The OpenAPI 3.1 document of the provider API, generated from the zod contract (provider-api.ts) with zod's own
// JSON Schema conversion (draft 2020-12, OpenAPI 3.1's dialect). Nothing here restates a field: schemas, examples
// and descriptions come from the contract; this module adds what zod cannot know — paths, methods, security, status
// codes and headers. Served at /api/provider/v1/openapi.json and rendered at /docs/api.

export type * from "./openapi-types";

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
  optInPlayersRequestSchema,
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
  promotionsListResponseSchema,
  promotionResponseSchema,
  promotionViewSchema,
  tournamentPrizeSchema,
  dropPrizeSchema,
  leaderboardResponseSchema,
  leaderboardSchema,
  leaderboardEntrySchema,
  optInPlayersResponseSchema,
  payoutsResponseSchema,
  payoutSchema,
  jackpotsResponseSchema,
  jackpotSchema,
  jackpotTierSchema,
  jackpotWinsResponseSchema,
  jackpotWinSchema,
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
    description:
      "Operator inactive, game not enabled for this operator, wrong operator key scope, or (launch) the player is restricted.",
    codes: {
      operator_inactive: "The operator is inactive.",
      wrong_operator_scope: "An operator key named a different operator_id.",
      game_not_enabled: "The game exists but is not in the operator's live catalog.",
      player_restricted:
        "Launch: the operator restricted this player (back office); no launch until it ends or is lifted.",
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
  ServiceUnavailable: {
    status: 503,
    description: "A service the request needs is unreachable for now; nothing was done.",
    codes: {
      event_bus_unavailable:
        "The event bus between the provider's servers is down, so no game page was signalled: retry after Retry-After.",
    },
    headers: {
      "Retry-After": {
        description: "Seconds to wait before retrying.",
        required: true,
        schema: { type: "string", pattern: "^[0-9]+$" },
      },
    },
  },
} satisfies Record<ErrorResponseName, ErrorResponseSpec>;

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
  const paths: OpenApiDocument["paths"] = {};
  for (const [operationId, entry] of Object.entries(providerEndpoints) as Array<[string, ProviderEndpoint]>) {
    const item = (paths[entry.path] ??= {});
    item[entry.method.toLowerCase() as HttpMethod] = operationOf(operationId, entry);
  }
  return withEveryRouteAnswers(paths);
}

/** One operation of the document from its entry in the endpoint table (provider-endpoints.ts). */
function operationOf(operationId: string, entry: ProviderEndpoint): OpenApiOperation {
  const keyed = entry.auth !== "public";
  const parameters = [
    ...Object.entries(entry.pathParameters ?? {}).map(([name, { schema, description }]) =>
      parameter(name, "path", schema, description),
    ),
    ...(entry.query ? parametersOf(entry.query.schema, "query") : []),
    ...(keyed ? [OPERATOR_ID_HEADER] : []),
  ];
  const errors = entry.errors.map((name) => [String(ERROR_RESPONSES[name].status), errorRef(name)]);
  return {
    operationId,
    tags: [entry.tag],
    summary: entry.summary,
    description: entry.description,
    security: keyed ? KEYED : PUBLIC,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(entry.body ? { requestBody: jsonBody(entry.body.description, schemaIdOf(entry.body.schema)) } : {}),
    responses: {
      ...Object.fromEntries(
        Object.entries(entry.responses).map(([status, response]) => [status, responseOf(response)]),
      ),
      ...Object.fromEntries(errors),
    },
  };
}

function responseOf({ description, schema, headers, content }: EndpointResponse): OpenApiResponse {
  const media: Record<string, OpenApiMediaType> = {};
  if (schema) media["application/json"] = { schema: { $ref: `${SCHEMA_REF_PREFIX}${schemaIdOf(schema)}` } };
  Object.assign(media, content);
  return {
    description,
    ...(headers ? { headers } : {}),
    ...(Object.keys(media).length > 0 ? { content: media } : {}),
  };
}

function schemaIdOf(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error("OpenAPI: a request or response schema of the endpoint table needs .meta({ id })");
  return id;
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
        name: PROMOTIONS_TAG,
        description:
          "Tournaments and prize drops over our games that provider staff run for the operators taking part: an extension beside the contract's endpoints, in its style. Prize amounts are decimal text in the promotion's base currency.",
      },
      {
        name: JACKPOTS_TAG,
        description:
          "Jackpot pools your games feed (a share of every qualifying paid round) and their wins: an extension beside the contract's endpoints, in its style. Amounts are decimal text in the pool's currency; a win is paid as a jackpot_win credit.",
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
