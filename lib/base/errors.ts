// The one error type of the platform: a stable machine code, a human detail, and one code→HTTP status table.
// REST turns it into the contract's {success:false, detail, error}; GraphQL into extensions.code.

export const ERROR_STATUS = {
  invalid_request: 400,
  invalid_json: 400,
  missing_field: 400,
  invalid_provider_id: 400,
  invalid_currency: 400,
  invalid_amount: 400,
  missing_api_key: 401,
  invalid_api_key: 401,
  unauthenticated: 401,
  insufficient_funds: 402,
  wallet_rejected: 402,
  operator_inactive: 403,
  wrong_operator_scope: 403,
  game_not_enabled: 403,
  // The operator restricted the player (back office): no launch while the restriction is active.
  player_restricted: 403,
  forbidden: 403,
  // Account security (back office and console): the signed-in user must first set their own password (a one-time
  // one was given), or enroll a TOTP second factor their operator (or, for staff admins, the platform) requires.
  password_change_required: 403,
  totp_enrollment_required: 403,
  // The current password given to change it (or a TOTP code to remove the factor) is wrong.
  wrong_password: 403,
  invalid_totp_code: 403,
  // Removing a second factor the operator (or the platform, for staff admins) requires.
  totp_required_by_policy: 409,
  operator_not_found: 404,
  game_not_found: 404,
  not_found: 404,
  api_key_not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  operator_exists: 409,
  // Node's parser refused the request before any route (the entry point's clientError answers).
  request_timeout: 408,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  request_header_too_large: 431,
  // The client went away before sending its whole request (nginx's 499): nobody reads the answer.
  client_closed_request: 499,
  configuration_error: 500,
  // A migration failed on its own SQL (not on a lost connection): start-up stops, as a retry would fail the same way.
  migration_failed: 500,
  internal_error: 500,
  wallet_unavailable: 503,
  wallet_not_configured: 503,
  // The event bus (NATS) cannot be reached: a signal to open game pages was not sent.
  event_bus_unavailable: 503,
  // Game runtime (browser API under /api/runtime/*).
  invalid_bet: 400,
  session_expired: 410,
  session_ended: 410,
  game_not_playable: 409,
  round_in_progress: 409,
  idempotency_key_reused: 409,
  // A spin cut short on our side (the database connection was lost): whether the bet was taken decides the code.
  bet_not_taken: 503,
  bet_refunded: 503,
  too_many_streams: 429,
  // Free-rounds campaigns (operator API extension) and free rounds in the game.
  unknown_game: 400,
  game_not_in_catalog: 400,
  bet_not_offered: 400,
  rounds_out_of_range: 400,
  expiry_in_past: 400,
  invalid_campaign_window: 400,
  duplicate_players: 400,
  too_many_players: 400,
  currency_mismatch: 400,
  campaign_not_found: 404,
  // Promotions (operator API extension and the console).
  promotion_not_found: 404,
  invalid_promotion_window: 400,
  promotion_not_editable: 409,
  promotion_not_active: 409,
  promotion_not_opt_in: 409,
  promotion_not_tournament: 409,
  // Releasing a tournament's prizes before it has settled (its results are not final yet).
  promotion_not_settled: 409,
  // A prize in another currency than the base needs the month's staff-entered rate (the money view) to be paid.
  exchange_rate_missing: 409,
  // Jackpots (issue 29): an unknown pool or one this operator's games do not feed; a tier the service refuses.
  jackpot_not_found: 404,
  invalid_jackpot_tier: 400,
  campaign_exists: 409,
  campaign_not_active: 409,
  award_not_found: 404,
  award_not_active: 409,
  // Back office: a free-round template of the session's operator (another operator's is not found either).
  free_round_template_not_found: 404,
  free_rounds_unavailable: 409,
  // Reconciliation (operator API extension): round details, open rounds, transactions feed, daily statements.
  round_not_found: 404,
  // Back office: an external player id the session's operator has never seen (another operator's is the same).
  player_not_found: 404,
  // Console GraphQL API: an operation refused by the depth or cost limit before it runs.
  query_too_complex: 400,
  // Billing (console): a month that is not YYYY-MM (or lies in the future), a revenue share outside 0–100 %.
  invalid_month: 400,
  invalid_percent: 400,
  // Reports (console): a monthly exchange rate that is not a positive decimal of at most 12 + 12 digits.
  invalid_rate: 400,
  // Regulated markets: a spin refused by the session's jurisdiction profile (lib/contract/jurisdiction-profiles.ts).
  spin_too_fast: 429,
  stake_above_limit: 403,
  feature_buy_not_allowed: 403,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra response headers, e.g. Retry-After or Allow. */
  readonly headers?: Record<string, string>;
  /** For a refused input: each offending field (its input path, e.g. "walletBaseUrl") with its own message, so forms can show it there. */
  readonly fields?: Record<string, string>;

  constructor(
    code: ErrorCode,
    detail: string,
    options?: { headers?: Record<string, string>; cause?: unknown; fields?: Record<string, string> },
  ) {
    super(detail, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.headers = options?.headers;
    this.fields = options?.fields;
  }

  get detail(): string {
    return this.message;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The REST error body of the contract, the same for every endpoint: {success:false, detail, error}. */
export function restErrorBody(error: AppError): { success: false; detail: string; error: ErrorCode } {
  return { success: false, detail: error.detail, error: error.code };
}
