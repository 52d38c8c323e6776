import type { z } from "zod";
import type { ErrorCode } from "@/lib/base/errors";
import type { ErrorResponseName, OpenApiHeader, OpenApiMediaType } from "./openapi-types";
import {
  balanceRefreshRequestSchema,
  balanceRefreshResponseSchema,
  catalogQuerySchema,
  catalogResponseSchema,
  GAME_ART_CONTENT_TYPES,
  gameArtQuerySchema,
  gameIdentifierSchema,
  healthResponseSchema,
  launchRequestSchema,
  launchResponseSchema,
  PROVIDER_API_PREFIX,
  singleGameQuerySchema,
  singleGameResponseSchema,
} from "./provider-api";
import {
  addCampaignPlayersRequestSchema,
  addCampaignPlayersResponseSchema,
  awardPlayerIdSchema,
  campaignDetailResponseSchema,
  campaignIdSchema,
  campaignResponseSchema,
  createCampaignRequestSchema,
  createCampaignResponseSchema,
  FREE_ROUNDS_BODY_MAX_BYTES,
  freeRoundsListResponseSchema,
  getCampaignQuerySchema,
  listFreeRoundsQuerySchema,
  playerAwardResponseSchema,
} from "./free-rounds-api";
import {
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  listPromotionsQuerySchema,
  optInPlayersRequestSchema,
  optInPlayersResponseSchema,
  payoutsQuerySchema,
  payoutsResponseSchema,
  promotionIdSchema,
  promotionResponseSchema,
  promotionsListResponseSchema,
} from "./promotions-api";
import {
  jackpotIdSchema,
  jackpotsResponseSchema,
  jackpotWinsResponseSchema,
  listJackpotsQuerySchema,
} from "./jackpots-api";
import {
  operatorQuerySchema,
  roundDetailsResponseSchema,
  roundIdSchema,
  roundsQuerySchema,
  roundsResponseSchema,
  statementDateSchema,
  statementResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from "./reconciliation-api";

// The one table of the provider REST surface: every endpoint with its method, path, authentication, request
// (path parameters, query, body) and response schemas, errors and prose. The route wrapper
// (lib/server/provider-api/provider-route.ts: providerRoute) authenticates, parses and scopes a request from its entry, so a
// route file only binds an entry to its service; the OpenAPI document (openapi.ts) writes its paths from the same
// entries; tests/checks/provider-endpoints.test.ts fails when a route under /api/provider/v1 is not in this table, or
// an entry has no route. The key of an entry is its OpenAPI operationId.

export type EndpointMethod = "GET" | "POST";

export interface EndpointPathParameter {
  schema: z.ZodType<string>;
  /** The OpenAPI description, when the schema's own does not fit this path. */
  description?: string;
  /** The 400 names the value so ("Invalid round_id: …"); without it, by its field ("date must be …"). */
  what?: string;
}

export interface EndpointQuery<Schema extends z.ZodObject = z.ZodObject> {
  schema: Schema;
  /** The contract's endpoints ignore parameters they do not know; the extensions refuse them (400 naming them). */
  unknownParameters: "ignore" | "refuse";
  fieldCodes?: Record<string, ErrorCode>;
}

export interface EndpointBody<Schema extends z.ZodType = z.ZodType> {
  /** A component schema (its `.meta({ id })` names it in the document). */
  schema: Schema;
  description: string;
  /** What the 400 calls an invalid body ("Invalid launch request: …"). */
  what: string;
  fieldCodes?: Record<string, ErrorCode>;
  /** Overrides JSON_BODY_MAX_BYTES for bodies larger by design. */
  maxBytes?: number;
}

export interface EndpointResponse {
  description: string;
  /** A JSON body of this component schema. */
  schema?: z.ZodType;
  headers?: Record<string, OpenApiHeader>;
  /** Other representations (or none: a 304). */
  content?: Record<string, OpenApiMediaType>;
}

/**
 * key: an API key, then the operator the request acts for — `required` (a master key must name one) or `optional` (a
 * master key without one reads everything). public: no key, no operator.
 */
export type EndpointAuth = { operator: "required" | "optional" } | "public";

export interface ProviderEndpoint<
  PathParameters extends Record<string, EndpointPathParameter> = Record<string, EndpointPathParameter>,
  Query extends z.ZodObject = z.ZodObject,
  Body extends z.ZodType = z.ZodType,
  Auth extends EndpointAuth = EndpointAuth,
> {
  method: EndpointMethod;
  /** The OpenAPI path template; its `{snake_case}` parameters are the route folder's `[camelCase]` ones. */
  path: string;
  auth: Auth;
  tag: string;
  summary: string;
  description: string;
  /** In the path template's order. */
  pathParameters?: PathParameters;
  query?: EndpointQuery<Query>;
  body?: EndpointBody<Body>;
  /** The answers of a request that succeeds, by status. */
  responses: Record<string, EndpointResponse>;
  /** The reusable error responses (by status in the document). Every operation also answers 405 and 431. */
  errors: readonly ErrorResponseName[];
}

/** Keeps an entry's own types (its schemas) for the route wrapper. */
function endpoint<
  const PathParameters extends Record<string, EndpointPathParameter> = Record<never, EndpointPathParameter>,
  Query extends z.ZodObject = z.ZodObject,
  Body extends z.ZodType = z.ZodType,
  const Auth extends EndpointAuth = EndpointAuth,
>(entry: ProviderEndpoint<PathParameters, Query, Body, Auth>): ProviderEndpoint<PathParameters, Query, Body, Auth> {
  return entry;
}

export const FREE_ROUNDS_TAG = "Free rounds (extension)";
export const PROMOTIONS_TAG = "Promotions (extension)";
export const JACKPOTS_TAG = "Jackpots (extension)";

const KEYED_ERRORS = [
  "BadRequest",
  "Unauthorized",
  "Forbidden",
  "NotFound",
  "TooManyRequests",
  "InternalError",
] as const;
const BODY_ERRORS = [...KEYED_ERRORS, "PayloadTooLarge"] as const;
/** The free-rounds extension documents no 500 of its own. */
const FREE_ROUNDS_ERRORS = ["BadRequest", "Unauthorized", "Forbidden", "NotFound", "TooManyRequests"] as const;
/** Nor does the promotions extension: it reads no setting a misconfiguration could break. */
const PROMOTIONS_ERRORS = FREE_ROUNDS_ERRORS;

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
const NOT_MODIFIED: EndpointResponse = {
  description: "Not modified: the If-None-Match ETag is current.",
  headers: { ETag: ETAG_HEADER },
};

const p = PROVIDER_API_PREFIX;
const campaignId: EndpointPathParameter = {
  schema: campaignIdSchema,
  description: "The operator's id of the campaign.",
  what: "campaign_id",
};
const operatorQuery = { schema: operatorQuerySchema, unknownParameters: "refuse" } as const;
const promotionId: EndpointPathParameter = { schema: promotionIdSchema, what: "promotion_id" };
const jackpotId: EndpointPathParameter = { schema: jackpotIdSchema, what: "jackpot_id" };

export const providerEndpoints = {
  getHealth: endpoint({
    method: "GET",
    path: "/health",
    auth: "public",
    tag: "Service",
    summary: "Liveness",
    description: "Returns 200 when the service is reachable. Needs no key.",
    responses: { "200": { description: "The service is reachable.", schema: healthResponseSchema } },
    errors: [],
  }),
  listGames: endpoint({
    method: "GET",
    path: `${p}/games`,
    auth: { operator: "optional" },
    tag: "Catalog",
    summary: "List the live catalog",
    description:
      "Returns the operator-scoped live catalog. Operator API keys resolve the operator automatically. " +
      "Provider master keys may choose an operator with operator_id or the x-operator-id header; without one they get the whole live catalog (operator_id null). " +
      "Extensions: the response carries a strong ETag, and If-None-Match with it answers 304 while the catalog is unchanged; " +
      "with Accept-Encoding: gzip it comes gzip-compressed (Content-Encoding: gzip, Vary: Accept-Encoding, an ETag of its own, either ETag answering 304); " +
      "limit (and then cursor, the previous page's next_cursor) returns one page at a time.",
    query: {
      schema: catalogQuerySchema,
      unknownParameters: "ignore",
      fieldCodes: { provider_id: "invalid_provider_id" },
    },
    responses: {
      "200": { description: "The live catalog.", schema: catalogResponseSchema },
      "304": { description: "Not modified: If-None-Match named this catalog's current ETag. No body." },
    },
    errors: KEYED_ERRORS,
  }),
  getGame: endpoint({
    method: "GET",
    path: `${p}/games/{symbol}`,
    auth: { operator: "optional" },
    tag: "Catalog",
    summary: "Get one game",
    description:
      "One game of the operator's live catalog by symbol or slug, with the same operator access checks as the list.",
    pathParameters: {
      symbol: { schema: gameIdentifierSchema, description: "A game symbol or a slug.", what: "game symbol" },
    },
    query: { schema: singleGameQuerySchema, unknownParameters: "ignore" },
    responses: { "200": { description: "The game.", schema: singleGameResponseSchema } },
    errors: KEYED_ERRORS,
  }),
  getGameArt: endpoint({
    method: "GET",
    path: `${p}/game-art/{symbol}`,
    auth: "public",
    tag: "Artwork",
    summary: "Game artwork",
    description:
      "Public thumbnail bytes: the uploaded image, else a generated SVG card. Catalog thumbnail URLs carry title and slug. " +
      "Cacheable: send If-None-Match with the ETag to get 304.",
    pathParameters: {
      symbol: { schema: gameIdentifierSchema, description: "The game's symbol.", what: "game symbol" },
    },
    query: { schema: gameArtQuerySchema, unknownParameters: "ignore" },
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
      "304": NOT_MODIFIED,
    },
    errors: ["BadRequest", "InternalError"],
  }),
  createLaunchUrl: endpoint({
    method: "POST",
    path: `${p}/launch-url`,
    auth: { operator: "required" },
    tag: "Launch",
    summary: "Create a launch URL",
    description:
      "Creates or refreshes a short-lived player game session (one per operator, player, game and currency: launching again keeps session_id " +
      "and issues a new token and expires_at). Call it from the operator's server and open launch_url in the player's browser; " +
      "launch_url contains a short-lived session token and is not to be logged publicly. " +
      "Extension (regulated markets): jurisdiction names a profile (DEFAULT, UK, DE, SE, ES, MT) the session must also obey, combined with the " +
      "operator's assigned profile rule by rule (the stricter wins); reality_check_minutes asks for a shorter reality-check interval. " +
      "An unknown jurisdiction is a 400.",
    body: {
      schema: launchRequestSchema,
      description: "The launch request.",
      what: "launch request",
      fieldCodes: { currency: "invalid_currency" },
    },
    responses: { "200": { description: "The session and its launch URL.", schema: launchResponseSchema } },
    errors: BODY_ERRORS,
  }),
  refreshPlayerBalance: endpoint({
    method: "POST",
    path: `${p}/player-balance-refresh`,
    auth: { operator: "required" },
    tag: "Balance refresh",
    summary: "Signal a balance refresh",
    description:
      "Signals the open game pages of the player (and the optional filters) to refresh their balance. It sets no balance: " +
      "the pages obtain it through the signed wallet balance callback.",
    body: {
      schema: balanceRefreshRequestSchema,
      description: "The refresh signal.",
      what: "balance refresh request",
      fieldCodes: { currency: "invalid_currency" },
    },
    responses: {
      "200": { description: "The sessions found and the pages signalled.", schema: balanceRefreshResponseSchema },
    },
    errors: [...BODY_ERRORS, "ServiceUnavailable"],
  }),
  createFreeRoundsCampaign: endpoint({
    method: "POST",
    path: `${p}/free-rounds`,
    auth: { operator: "required" },
    tag: FREE_ROUNDS_TAG,
    summary: "Create a free-rounds campaign",
    description:
      "Awards each player `rounds` free rounds of any of `games` at one bet (bet_level × coin_value, no debit); each round's win is credited " +
      "through the wallet (action_type free_round_win). campaign_id is the idempotency key: the same body again answers 200 with created: false; " +
      "a different body is 409 campaign_exists. Nothing is stored by a call that fails.",
    query: operatorQuery,
    body: {
      schema: createCampaignRequestSchema,
      description: "The campaign and its first players (up to 10,000).",
      what: "free-rounds campaign",
      fieldCodes: { currency: "invalid_currency" },
      maxBytes: FREE_ROUNDS_BODY_MAX_BYTES,
    },
    responses: {
      "200": {
        description: "This campaign_id was already created with this body: the campaign as it is now.",
        schema: createCampaignResponseSchema,
      },
      "201": { description: "The campaign was created.", schema: createCampaignResponseSchema },
    },
    errors: [...FREE_ROUNDS_ERRORS, "Conflict", "PayloadTooLarge"],
  }),
  listFreeRounds: endpoint({
    method: "GET",
    path: `${p}/free-rounds`,
    auth: { operator: "required" },
    tag: FREE_ROUNDS_TAG,
    summary: "List campaigns, or a player's awards",
    description:
      "Without external_player_id: the operator's campaigns with their totals, newest first, filtered by state (active, cancelled or expired; " +
      "default every campaign). With external_player_id: the player's awards over all campaigns with each campaign's games, bet and expiry — " +
      "by default those that can still be played (soonest expiry first); state=all (or completed, cancelled, expired) gives the player's " +
      "history, newest first. Both are paged: pass next_cursor as cursor. An unknown query parameter is a 400 naming it.",
    query: { schema: listFreeRoundsQuerySchema, unknownParameters: "refuse" },
    responses: {
      "200": {
        description: "A page of campaigns, or with external_player_id of the player's awards.",
        schema: freeRoundsListResponseSchema,
      },
    },
    errors: FREE_ROUNDS_ERRORS,
  }),
  getFreeRoundsCampaign: endpoint({
    method: "GET",
    path: `${p}/free-rounds/{campaign_id}`,
    auth: { operator: "required" },
    tag: FREE_ROUNDS_TAG,
    summary: "Read a campaign",
    description:
      "The campaign with its totals and a page of its players' progress (rounds played and left, win so far, state), by external_player_id.",
    pathParameters: { campaign_id: campaignId },
    query: { schema: getCampaignQuerySchema, unknownParameters: "refuse" },
    responses: { "200": { description: "The campaign.", schema: campaignDetailResponseSchema } },
    errors: FREE_ROUNDS_ERRORS,
  }),
  addFreeRoundsPlayers: endpoint({
    method: "POST",
    path: `${p}/free-rounds/{campaign_id}/players`,
    auth: { operator: "required" },
    tag: FREE_ROUNDS_TAG,
    summary: "Add players to a campaign",
    description:
      "Awards an active campaign's rounds to more players (up to 10,000 per call). Players already in the campaign are skipped and listed in " +
      "already_awarded, so a retry is safe. A cancelled or expired campaign answers 409 campaign_not_active.",
    pathParameters: { campaign_id: campaignId },
    query: operatorQuery,
    body: {
      schema: addCampaignPlayersRequestSchema,
      description: "The players to add.",
      what: "players request",
      maxBytes: FREE_ROUNDS_BODY_MAX_BYTES,
    },
    responses: { "200": { description: "The campaign after the call.", schema: addCampaignPlayersResponseSchema } },
    errors: [...FREE_ROUNDS_ERRORS, "Conflict", "PayloadTooLarge"],
  }),
  cancelFreeRoundsCampaign: endpoint({
    method: "POST",
    path: `${p}/free-rounds/{campaign_id}/cancel`,
    auth: { operator: "required" },
    tag: FREE_ROUNDS_TAG,
    summary: "Cancel a campaign",
    description:
      "Cancels the campaign and its players' unplayed rounds (void). A round already started still settles and is credited. " +
      "Cancelling a cancelled campaign answers it again. Needs no body; master keys name the operator with operator_id in the query or x-operator-id.",
    pathParameters: { campaign_id: campaignId },
    query: operatorQuery,
    responses: { "200": { description: "The cancelled campaign.", schema: campaignResponseSchema } },
    errors: FREE_ROUNDS_ERRORS,
  }),
  cancelFreeRoundsAward: endpoint({
    method: "POST",
    path: `${p}/free-rounds/{campaign_id}/players/{external_player_id}/cancel`,
    auth: { operator: "required" },
    tag: FREE_ROUNDS_TAG,
    summary: "Cancel one player's award",
    description:
      "Cancels the player's unplayed rounds of this campaign (void), as cancelling the campaign does for every player; the campaign and its " +
      "other players are unchanged. A round the player already started still settles and its win is credited (and counted in the award's win). " +
      "Cancelling a cancelled award answers it again; a completed award (every round played) is 409 award_not_active; a player without an " +
      "award in the campaign is 404 award_not_found. Needs no body.",
    pathParameters: {
      campaign_id: campaignId,
      external_player_id: { schema: awardPlayerIdSchema, what: "external_player_id" },
    },
    query: operatorQuery,
    responses: { "200": { description: "The player's award, cancelled.", schema: playerAwardResponseSchema } },
    errors: [...FREE_ROUNDS_ERRORS, "Conflict"],
  }),
  listPromotions: endpoint({
    method: "GET",
    path: `${p}/promotions`,
    auth: { operator: "required" },
    tag: PROMOTIONS_TAG,
    summary: "List the operator's promotions",
    description:
      "The tournaments and prize drops this operator takes part in (its own and network ones), latest start first, filtered by state " +
      "(scheduled, running, ended, settled or cancelled; default every state). Paged: pass next_cursor as cursor. An unknown query " +
      "parameter is a 400 naming it.",
    query: { schema: listPromotionsQuerySchema, unknownParameters: "refuse" },
    responses: { "200": { description: "A page of promotions.", schema: promotionsListResponseSchema } },
    errors: PROMOTIONS_ERRORS,
  }),
  getPromotion: endpoint({
    method: "GET",
    path: `${p}/promotions/{promotion_id}`,
    auth: { operator: "required" },
    tag: PROMOTIONS_TAG,
    summary: "Read a promotion",
    description:
      "One promotion with its terms: window, games, qualifying bets, scoring, prizes and prize pool. A promotion this operator does not take " +
      "part in answers 404 promotion_not_found, as an unknown one does.",
    pathParameters: { promotion_id: promotionId },
    query: operatorQuery,
    responses: { "200": { description: "The promotion.", schema: promotionResponseSchema } },
    errors: PROMOTIONS_ERRORS,
  }),
  getPromotionLeaderboard: endpoint({
    method: "GET",
    path: `${p}/promotions/{promotion_id}/leaderboard`,
    auth: { operator: "required" },
    tag: PROMOTIONS_TAG,
    summary: "A tournament's live leaderboard",
    description:
      "The top entries (limit, default 10) with rank, score, qualifying rounds and the prize of the rank if the tournament ended now. Your " +
      "players by external_player_id, other operators' masked. With external_player_id, that player's entry follows the top when it ranks " +
      "lower (absent while the player has no qualifying round). Scores move within about two seconds of a round settling. A prize drop has no " +
      "leaderboard: 409 promotion_not_tournament.",
    pathParameters: { promotion_id: promotionId },
    query: { schema: leaderboardQuerySchema, unknownParameters: "refuse" },
    responses: { "200": { description: "The leaderboard.", schema: leaderboardResponseSchema } },
    errors: [...PROMOTIONS_ERRORS, "Conflict"],
  }),
  optInPromotionPlayers: endpoint({
    method: "POST",
    path: `${p}/promotions/{promotion_id}/players`,
    auth: { operator: "required" },
    tag: PROMOTIONS_TAG,
    summary: "Opt players in",
    description:
      "Opts players in to a promotion with opt_in: their qualifying rounds count from now on. Players already in are skipped and listed in " +
      "already_opted_in, so a retry is safe. A promotion without opt-in (every qualifying round counts) is 409 promotion_not_opt_in; an ended, " +
      "settled or cancelled one is 409 promotion_not_active.",
    pathParameters: { promotion_id: promotionId },
    query: operatorQuery,
    body: {
      schema: optInPlayersRequestSchema,
      description: "The players to opt in (up to 10,000).",
      what: "players request",
      maxBytes: FREE_ROUNDS_BODY_MAX_BYTES,
    },
    responses: { "200": { description: "The players opted in.", schema: optInPlayersResponseSchema } },
    errors: [...PROMOTIONS_ERRORS, "Conflict", "PayloadTooLarge"],
  }),
  listPromotionPayouts: endpoint({
    method: "GET",
    path: `${p}/promotions/{promotion_id}/payouts`,
    auth: { operator: "required" },
    tag: PROMOTIONS_TAG,
    summary: "Prizes paid to your players",
    description:
      "Every prize the promotion paid to your players, by rank: the amount in the player's currency (and as set, in the base currency, with " +
      "the rate used), the credit's transaction_id (action_type tournament_prize) and its delivery state from our ledger. A tournament pays " +
      "once it has ended and settled; until then the list is empty. Paged with limit and cursor.",
    pathParameters: { promotion_id: promotionId },
    query: { schema: payoutsQuerySchema, unknownParameters: "refuse" },
    responses: { "200": { description: "A page of payouts.", schema: payoutsResponseSchema } },
    errors: PROMOTIONS_ERRORS,
  }),
  listJackpots: endpoint({
    method: "GET",
    path: `${p}/jackpots`,
    auth: { operator: "required" },
    tag: JACKPOTS_TAG,
    summary: "List the jackpots your games feed",
    description:
      "The jackpot pools this operator's players feed (its own, kind local, and network ones shared with other operators), oldest first: " +
      "their games and each tier's amount now (it moves with every qualifying paid round), as decimal text in the requested currency, else " +
      "the operator's, converted from the pool's at our staff's rate of the month and rounded down (a pool without such a rate stays in its " +
      "own currency), with a mystery tier's trigger_hash (the SHA-256 committing its hidden trigger, revealed with the win). An unknown " +
      "query parameter is a 400 naming it.",
    query: {
      schema: listJackpotsQuerySchema,
      unknownParameters: "refuse",
      fieldCodes: { currency: "invalid_currency" },
    },
    responses: { "200": { description: "The jackpot pools.", schema: jackpotsResponseSchema } },
    errors: PROMOTIONS_ERRORS,
  }),
  listJackpotWins: endpoint({
    method: "GET",
    path: `${p}/jackpots/{jackpot_id}/wins`,
    auth: { operator: "required" },
    tag: JACKPOTS_TAG,
    summary: "A jackpot's wins",
    description:
      "The pool's latest wins, latest first: tier, amount paid in the winner's currency (and won, in the pool's), when, the winning round, " +
      "the credit's transaction_id (action_type jackpot_win) and its delivery state in our ledger, and the tier's revealed trigger. Another " +
      "operator's winner of a network pool is masked (round, player, transaction and state null). A pool this operator does not feed answers " +
      "404 jackpot_not_found, as an unknown one does.",
    pathParameters: { jackpot_id: jackpotId },
    query: operatorQuery,
    responses: { "200": { description: "The pool's wins.", schema: jackpotWinsResponseSchema } },
    errors: PROMOTIONS_ERRORS,
  }),
  findRounds: endpoint({
    method: "GET",
    path: `${p}/rounds`,
    auth: { operator: "required" },
    tag: "Reconciliation",
    summary: "Find a round by transaction, list open rounds, or a player's rounds",
    description:
      "With transaction_id: the details of the round that transaction belongs to (as GET /rounds/{round_id}). With state=open: the rounds not " +
      "settled on both sides — a round still in play past its settlement lease, or a round whose win credit or bet rollback is pending, unknown, " +
      "gave up or was refused — each with reason and next_step, oldest first, keyset-paged like the transactions feed. With external_player_id: " +
      "the player's rounds in [from, to), oldest first, paged like the transactions feed (same cursor, lag and next_cursor rules). " +
      "An unknown query parameter is a 400 naming it.",
    query: { schema: roundsQuerySchema, unknownParameters: "refuse" },
    responses: {
      "200": {
        description:
          "The round's details (transaction_id), a page of open rounds (state=open) or of the player's rounds (external_player_id).",
        schema: roundsResponseSchema,
      },
    },
    errors: KEYED_ERRORS,
  }),
  getRound: endpoint({
    method: "GET",
    path: `${p}/rounds/{round_id}`,
    auth: { operator: "required" },
    tag: "Reconciliation",
    summary: "Round details",
    description:
      "One round of the operator by the game runtime's round id: bet and win, the outcome the player saw (reel stops, window, line and scatter " +
      "wins, free spins), the free-rounds award that paid it, every wallet transaction with a summary of its attempts, and the mode, " +
      "jurisdiction profile and RTP variant it was played under. Another operator's round answers 404.",
    pathParameters: { round_id: { schema: roundIdSchema, what: "round_id" } },
    query: operatorQuery,
    responses: { "200": { description: "The round.", schema: roundDetailsResponseSchema } },
    errors: KEYED_ERRORS,
  }),
  listTransactions: endpoint({
    method: "GET",
    path: `${p}/transactions`,
    auth: { operator: "required" },
    tag: "Reconciliation",
    summary: "Transactions feed",
    description:
      "The operator's debits, credits and rollbacks with their current state and amounts as decimal text, oldest first in (created_at, " +
      "transaction_id) order, keyset-paged: pass next_cursor as cursor. Pages never overlap or skip a row, also while new rows arrive: the feed " +
      "serves rows created at least RECONCILIATION_FEED_LAG_MS (5 s) ago. next_cursor is null once [from, to) is complete; while the window " +
      "is open it is returned even on an empty page, to poll for new rows. from is inclusive, to exclusive. Filters (by player, round, game, " +
      "action type, campaign, type and state) combine; each is served by an index, so a filtered page costs what an unfiltered one does. " +
      "An unknown query parameter is a 400 naming it.",
    query: { schema: transactionsQuerySchema, unknownParameters: "refuse" },
    responses: { "200": { description: "A page of the feed.", schema: transactionsResponseSchema } },
    errors: KEYED_ERRORS,
  }),
  getDailyStatement: endpoint({
    method: "GET",
    path: `${p}/statements/{date}`,
    auth: { operator: "required" },
    tag: "Reconciliation",
    summary: "Daily statement",
    description:
      "Counts and sums of one UTC day's transactions (by created_at) per currency, type and state: the numbers the feed gives for that day. " +
      "JSON by default; Accept: text/csv returns the same numbers as CSV, whose body is the canonical text hashed into content_hash. " +
      "final says whether the numbers can still change (the running day, a day within the feed's lag, or deliveries still retried: false); " +
      "as_of when they were read.",
    pathParameters: { date: { schema: statementDateSchema } },
    query: operatorQuery,
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
        schema: statementResponseSchema,
        content: {
          "text/csv": {
            example:
              "operator_id,date,currency,transaction_type,state,count,amount\nalpha-casino,2026-01-01,EUR,debit,succeeded,2,0.40\n",
          },
        },
      },
    },
    errors: KEYED_ERRORS,
  }),
  getOpenApiDocument: endpoint({
    method: "GET",
    path: `${p}/openapi.json`,
    auth: "public",
    tag: "Reference",
    summary: "This document",
    description:
      "The OpenAPI 3.1 document of the provider API. Public and cacheable; the readable reference is at /docs/api.",
    responses: {
      "200": {
        description: "The OpenAPI document.",
        headers: { ETag: ETAG_HEADER, "Cache-Control": CACHE_CONTROL_HEADER },
        content: {
          "application/json": { schema: { type: "object", required: ["openapi", "info", "paths", "components"] } },
        },
      },
      "304": NOT_MODIFIED,
    },
    errors: ["InternalError"],
  }),
};

export type ProviderEndpointName = keyof typeof providerEndpoints;
