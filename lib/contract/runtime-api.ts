import { z } from "zod";
import { jurisdictionProfileSchema } from "./jurisdiction-profiles";
import {
  DECIMAL_TEXT_PATTERN,
  decimalTextSchema,
  featureFlagsSchema,
  isoDateTimeSchema,
  platformIdSchema,
  specialBetProfileSchema,
} from "./provider-api";

// The game runtime's browser API: what the launched game page (and only it) calls under
// /api/runtime/sessions/<sessionId>/…, authenticated by the HttpOnly cookie gp_rt_<sessionId> that /play/<symbol>
// issues in exchange for the launch token. Not part of the operator contract, so the names are ours (camelCase).
// Money is decimal text in the session currency, never a binary float. Every error is
// { success: false, detail, error } with a stable `error` code (e.g. insufficient_funds, session_expired).

export const RUNTIME_API_PREFIX = "/api/runtime/sessions";

/** Session ids as the launch issues them: ses_ followed by base62. */
export const SESSION_ID_PATTERN = /^ses_[A-Za-z0-9]{8,64}$/;
export const sessionIdSchema = z.string().regex(SESSION_ID_PATTERN, "is not a session id");

/** The runtime cookie of one session; one cookie per session so two games in one browser do not collide. */
export function runtimeCookieName(sessionId: string): string {
  return `gp_rt_${sessionId}`;
}

export const runtimePaths = {
  state: (sessionId: string) => `${RUNTIME_API_PREFIX}/${sessionId}/state`,
  balance: (sessionId: string) => `${RUNTIME_API_PREFIX}/${sessionId}/balance`,
  spin: (sessionId: string) => `${RUNTIME_API_PREFIX}/${sessionId}/spin`,
  rounds: (sessionId: string, limit?: number) =>
    `${RUNTIME_API_PREFIX}/${sessionId}/rounds${limit === undefined ? "" : `?limit=${limit}`}`,
  round: (sessionId: string, roundId: string) =>
    `${RUNTIME_API_PREFIX}/${sessionId}/rounds/${encodeURIComponent(roundId)}`,
  events: (sessionId: string) => `${RUNTIME_API_PREFIX}/${sessionId}/events`,
  promotions: (sessionId: string) => `${RUNTIME_API_PREFIX}/${sessionId}/promotions`,
  promotionOptIn: (sessionId: string, promotionId: string) =>
    `${RUNTIME_API_PREFIX}/${sessionId}/promotions/${encodeURIComponent(promotionId)}/opt-in`,
  /** The clean game page the launch exchange redirects to. */
  gamePage: (sessionId: string) => `/game/${sessionId}`,
} as const;

const positiveDecimalTextSchema = z.string().regex(DECIMAL_TEXT_PATTERN, "must be decimal text, e.g. 0.10");

export const runtimeErrorResponseSchema = z.object({
  success: z.literal(false),
  detail: z.string(),
  error: z.string(),
});
export type RuntimeErrorResponse = z.infer<typeof runtimeErrorResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The engine's round outcome (lib/game/math/types.ts), as it is stored in game_rounds and sent to the page.

export const lineWinSchema = z.object({
  /** 1-based payline number. */
  line: z.int(),
  symbol: z.string(),
  count: z.int(),
  pay: z.int(),
  winCoins: z.int(),
});

export const scatterWinSchema = z.object({
  symbol: z.string(),
  count: z.int(),
  /** [reel, row] of every scatter in the window. */
  positions: z.array(z.tuple([z.int(), z.int()])),
  pay: z.int(),
  winCoins: z.int(),
});

export const spinOutcomeSchema = z.object({
  phase: z.enum(["base", "free"]),
  /** Strip index shown on the top row, one per reel. */
  stops: z.array(z.int()),
  /** window[reel][row]: symbol ids. */
  window: z.array(z.array(z.string())),
  lineWins: z.array(lineWinSchema),
  scatterWin: scatterWinSchema.nullable(),
  freeSpinsAwarded: z.int(),
  multiplier: z.int(),
  winCoins: z.int(),
});

export const roundOutcomeSchema = z.object({
  game: z.string(),
  betLevel: z.int(),
  lines: z.int(),
  stakeCoins: z.int(),
  boughtFeature: z.boolean(),
  /** The paid spin (absent when the feature was bought) followed by every free spin. */
  spins: z.array(spinOutcomeSchema),
  freeSpinsAwarded: z.int(),
  totalWinCoins: z.int(),
});
export type RuntimeRoundOutcome = z.infer<typeof roundOutcomeSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET …/state — everything the page needs to draw the game and its bet selector.

export const runtimeSessionSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  title: z.string(),
  /** Provider display name. */
  provider: z.string(),
  currency: z.string(),
  /** Language code of the launch, lower case ("en", "tr", …); the page falls back to English. */
  lang: z.string(),
  device: z.enum(["desktop", "mobile"]),
  /** The operator's lobby for "Return to lobby"; null when the launch gave none. */
  returnUrl: z.string().nullable(),
  /** Slides forward with every state and spin request. */
  expiresAt: isoDateTimeSchema,
  /** The launch's coin (decimal text) or null; when it is playable it is the default coin value. */
  coin: z.string().nullable(),
  /** The rules the session plays under (regulated markets); the spin endpoint enforces them too. */
  rules: z.object({
    /** The stricter of the operator's and the launch's jurisdiction profiles. */
    profile: jurisdictionProfileSchema,
    /** The reality check's interval in ms (the profile's minutes, or the launch's shorter ones); null = none. */
    realityCheckIntervalMs: z.int().nullable(),
    /** Time since the launch was opened (the launch token exchanged), when this answer was made. */
    playedMs: z.int(),
  }),
  /** "demo": a virtual balance, no wallet callbacks, nothing in the ledger (the page says so). */
  mode: z.enum(["real", "demo"]),
});
export type RuntimeSession = z.infer<typeof runtimeSessionSchema>;

export const runtimeSymbolSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(["regular", "wild", "scatter"]),
});

export const runtimeGameSchema = z.object({
  reels: z.int(),
  rows: z.int(),
  lines: z.int(),
  /** Row (0 = top) of each reel for every payline; payline n is paylines[n - 1]. */
  paylines: z.array(z.array(z.int())),
  symbols: z.array(runtimeSymbolSchema),
  /** Line pays × line bet for 3, 4, 5 of a kind, by symbol id (for a paytable screen). */
  paytable: z.record(z.string(), z.object({ 3: z.int(), 4: z.int(), 5: z.int() })),
  /** Bet levels offered (coins per line). A spin stakes lines × betLevel coins of coinValue each. */
  betLevels: z.array(z.int()),
  defaultBetLevel: z.int(),
  /** Coin values offered in the session currency, ascending; the session's coin is included when playable. */
  coinValues: z.array(positiveDecimalTextSchema),
  defaultCoinValue: positiveDecimalTextSchema,
  features: featureFlagsSchema,
  /** Present when free spins exist: spins for 3, 4, 5 scatters and the win multiplier during them. */
  freeSpins: z
    .object({
      awards: z.object({ 3: z.int(), 4: z.int(), 5: z.int() }),
      multiplier: z.int(),
      scatterSymbol: z.string(),
    })
    .optional(),
  /** Present when the feature can be bought: it costs costMultiplier × the total bet and gives `spins` free spins. */
  buyFeature: z.object({ costMultiplier: z.int(), spins: z.int() }).optional(),
  specialBetProfile: specialBetProfileSchema.nullable().optional(),
});
export type RuntimeGame = z.infer<typeof runtimeGameSchema>;

export const walletProblemSchema = z.object({ error: z.string(), detail: z.string() });

/**
 * A free-rounds award the session's player can play in this game (or, in a spin response, the award after the
 * round). A free round plays the award's bet (betLevel × coinValue), sends no debit, and its win is credited.
 */
export const freeRoundsOfferSchema = z.object({
  awardId: z.string(),
  /** The operator's campaign_id. */
  campaignId: z.string(),
  roundsTotal: z.int(),
  /** Rounds started, a round in flight included. */
  roundsPlayed: z.int(),
  roundsLeft: z.int(),
  /** Free-rounds win credited so far (capped by maxWin), decimal text in the session currency. */
  win: decimalTextSchema,
  betLevel: z.int(),
  coinValue: positiveDecimalTextSchema,
  /** The stake each free round plays (not debited), decimal text. */
  bet: decimalTextSchema,
  /** The most the award can win in total; null without a cap. */
  maxWin: decimalTextSchema.nullable(),
  expiresAt: isoDateTimeSchema,
  state: z.enum(["active", "completed", "cancelled", "expired"]),
});
export type FreeRoundsOffer = z.infer<typeof freeRoundsOfferSchema>;

export const stateResponseSchema = z.object({
  success: z.literal(true),
  session: runtimeSessionSchema,
  game: runtimeGameSchema,
  /** From the operator's signed balance callback; null when that call failed (see balanceError). */
  balance: decimalTextSchema.nullable(),
  balanceError: walletProblemSchema.optional(),
  /** Active free-rounds awards playable in this game and currency (empty when none). */
  freeRounds: z.array(freeRoundsOfferSchema),
  /** Wins minus bets of the rounds played since the launch was opened (free rounds bet nothing), decimal text. */
  netPosition: decimalTextSchema,
});
export type StateResponse = z.infer<typeof stateResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET …/balance

export const balanceResponseSchema = z.object({
  success: z.literal(true),
  balance: decimalTextSchema,
  currency: z.string(),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// POST …/spin

export const spinRequestSchema = z
  .object({
    betLevel: z.int({ error: "betLevel must be a whole number" }).min(1, "betLevel must be at least 1"),
    coinValue: positiveDecimalTextSchema,
    buyFeature: z.boolean().optional(),
    /** Play one free round of this award: betLevel and coinValue must be the award's; nothing is debited. */
    freeRoundsAwardId: platformIdSchema("a free-rounds award id").optional(),
  })
  .strict();
export type SpinRequest = z.infer<typeof spinRequestSchema>;

/**
 * Header the page sends with every spin: a fresh key per spin, the same key when it retries that spin. A request
 * repeating a key of the session is answered from the first round (same round.id) and moves no money; the same
 * key with another body is 409 idempotency_key_reused. Without it a spin still plays (older pages).
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, "must be 1 to 255 visible ASCII characters");

export const roundSummarySchema = z.object({
  id: z.string(),
  createdAt: isoDateTimeSchema,
  currency: z.string(),
  betLevel: z.int(),
  coinValue: positiveDecimalTextSchema,
  /** Money staked and won, decimal text in the currency. */
  bet: decimalTextSchema,
  /** The win paid (a free round's after its campaign's max_win cap). */
  win: decimalTextSchema,
  /** Set when a free-rounds max_win cap cut the win: what the spins won, of which `win` was paid. */
  winBeforeCap: decimalTextSchema.nullable(),
  boughtFeature: z.boolean(),
  /** Free spins the round played. */
  freeSpins: z.int(),
  /** Set when the round was a free round of this free-rounds award (its bet was not debited). */
  freeRoundsAwardId: z.string().nullable(),
  /** The RTP variant whose maths played the round ("96", "94", "92"); null for rounds played before variants. */
  rtpVariant: z.string().nullable(),
});
export type RoundSummary = z.infer<typeof roundSummarySchema>;

export const roundSchema = roundSummarySchema.extend({ outcome: roundOutcomeSchema });
export type RuntimeRound = z.infer<typeof roundSchema>;

export const spinResponseSchema = z.object({
  success: z.literal(true),
  round: roundSchema,
  /** The operator's balance after the round (after the bet only, while winConfirmed is false). */
  balance: decimalTextSchema,
  currency: z.string(),
  /** False while the win's credit is still on its way to the operator: the balance does not include it yet. */
  winConfirmed: z.boolean(),
  expiresAt: isoDateTimeSchema,
  /** A free round's award after the round (rounds left, win so far). */
  freeRounds: freeRoundsOfferSchema.optional(),
});
export type SpinResponse = z.infer<typeof spinResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET …/rounds?limit= and GET …/rounds/<roundId>

export const ROUNDS_DEFAULT_LIMIT = 20;
export const ROUNDS_MAX_LIMIT = 100;

export const sessionRoundsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(ROUNDS_MAX_LIMIT, `limit must be at most ${ROUNDS_MAX_LIMIT}`)
    .default(ROUNDS_DEFAULT_LIMIT),
});

export const sessionRoundsResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  rounds: z.array(roundSummarySchema),
});
export type SessionRoundsResponse = z.infer<typeof sessionRoundsResponseSchema>;

export const sessionRoundTransactionSchema = z.object({
  /** The wallet transaction_id sent to the operator. */
  id: z.string(),
  type: z.enum(["debit", "credit", "rollback"]),
  actionType: z.string(),
  amount: decimalTextSchema,
  /** pending | succeeded | rejected | unknown | rolled_back | gave_up */
  state: z.string(),
  /** The operator's balance in its acknowledgement, when it sent one. */
  balanceAfter: decimalTextSchema.nullable(),
  createdAt: isoDateTimeSchema,
  completedAt: isoDateTimeSchema.nullable(),
});
export type SessionRoundTransaction = z.infer<typeof sessionRoundTransactionSchema>;

/** A round's jackpot win in its details and replay: the tier, the amount paid and where its credit is. */
export const roundJackpotWinSchema = z.object({
  jackpotId: z.string(),
  title: z.string(),
  tier: z.string(),
  amount: decimalTextSchema,
  currency: z.string(),
  /** The credit's transaction_id. */
  transactionId: z.string(),
  /** The credit's ledger state: pending | succeeded | rejected | unknown | gave_up … */
  state: z.string(),
});
export type RoundJackpotWin = z.infer<typeof roundJackpotWinSchema>;

export const roundResponseSchema = z.object({
  success: z.literal(true),
  round: roundSchema.extend({
    transactions: z.array(sessionRoundTransactionSchema),
    /** The jackpot tiers this round won (its credits are out of the round: not among `transactions`). */
    jackpotWins: z.array(roundJackpotWinSchema),
  }),
});
export type RoundResponse = z.infer<typeof roundResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET …/events — server-sent events. Every event has an id. Reconnecting with Last-Event-ID brings the events
// missed meanwhile (with the NATS event bus, from its retention; else the current balance is re-sent), or a
// reload event when they are no longer kept. A comment line (":") starts the stream and repeats as a heartbeat.

export const RUNTIME_EVENTS = {
  /** A fresh balance from the signed balance callback, after a refresh signal or a reconnect. */
  balance: "balance",
  /** The refresh signal arrived but the balance callback failed; the page keeps its last balance. */
  balanceError: "balance_error",
  /** The session can no longer be played: ended by the provider's staff, or expired. */
  session: "session",
  /** The events missed since Last-Event-ID are no longer kept: the page fetches its state again. */
  reload: "reload",
  /** An update of a broadcast channel (a jackpot ticker, a leaderboard): at most one per channel a second. */
  broadcast: "broadcast",
  /** This player's part of a promotion changed: their standing moved, or a prize drop fell to them. */
  promotion: "promotion",
  /** A jackpot tier fell to one of this session's rounds (after the win committed; its credit is on its way). */
  jackpotWin: "jackpot_win",
} as const;

export const balanceEventSchema = z.object({
  balance: decimalTextSchema,
  currency: z.string(),
  /** The refresh's reason (e.g. deposit), or "reconnect" when re-sent after Last-Event-ID. */
  reason: z.string(),
  /** The operator's request_id of the refresh; null when re-sent on reconnect. */
  request_id: z.string().nullable(),
});
export type BalanceEvent = z.infer<typeof balanceEventSchema>;

export const balanceErrorEventSchema = z.object({
  error: z.string(),
  detail: z.string(),
  reason: z.string(),
  request_id: z.string().nullable(),
});
export type BalanceErrorEvent = z.infer<typeof balanceErrorEventSchema>;

export const sessionEventSchema = z.object({ state: z.enum(["ended", "expired"]) });
export type SessionEvent = z.infer<typeof sessionEventSchema>;

export const reloadEventSchema = z.object({ reason: z.string() });
export type ReloadEvent = z.infer<typeof reloadEventSchema>;

/** The channel's latest value; what payload holds is the publishing feature's (promotions, jackpots). */
export const broadcastEventSchema = z.object({ channel: z.string(), payload: z.unknown() });
export type BroadcastEvent = z.infer<typeof broadcastEventSchema>;

const promotionMoneySchema = z.object({ amount: decimalTextSchema, currency: z.string() });

/** A player's place in a tournament as the `promotion` event carries it (the panel's `standing`). */
export const promotionStandingSchema = z.object({
  rank: z.int(),
  score: decimalTextSchema,
  rounds: z.int(),
  /** The prize of that rank if the tournament ended now, in the base currency; null outside the prize table. */
  prize: promotionMoneySchema.nullable(),
});
export type PromotionStanding = z.infer<typeof promotionStandingSchema>;

/**
 * The `promotion` event, to the pages of the player it concerns: "standing" (a scoring pass counted their rounds:
 * their new standing in the tournament and its participants, shown without reading the panel again), or "drop" (a
 * prize drop fell to one of their rounds, with the prize in the session currency: shown at once).
 */
export const promotionEventSchema = z.object({
  promotionId: z.string(),
  change: z.enum(["standing", "drop"]),
  prize: promotionMoneySchema.nullable(),
  /** "standing" of a tournament: the player's standing as the pass left it (null: the page reads its promotions). */
  standing: promotionStandingSchema.nullable().optional(),
  participants: z.int().optional(),
});
export type PromotionEvent = z.infer<typeof promotionEventSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET …/promotions and POST …/promotions/<promotionId>/opt-in: the promotions panel. A tournament's top 10 moves
// live by a broadcast (channel promotionChannel(id), audience the operator, payload promotionLeaderboardUpdate),
// the player's own standing by the `promotion` event.

/** One line of the top 10. `player` is display-safe: the operator's own players shortened, others masked. */
export const promotionLeaderEntrySchema = z.object({
  rank: z.int(),
  player: z.string(),
  /** Another operator's player (a network promotion). */
  masked: z.boolean(),
  /** The viewer's own entry: its tag is the session's `playerTag`. */
  tag: z.string(),
  score: decimalTextSchema,
  prize: promotionMoneySchema.nullable(),
});
export type PromotionLeaderEntry = z.infer<typeof promotionLeaderEntrySchema>;

/** The broadcast payload of a tournament's leaderboard (every update replaces the last). */
export const promotionLeaderboardUpdateSchema = z.object({
  kind: z.literal("promotion_leaderboard"),
  promotionId: z.string(),
  state: z.enum(["scheduled", "running", "ended", "settled", "cancelled"]),
  participants: z.int(),
  top: z.array(promotionLeaderEntrySchema),
});
export type PromotionLeaderboardUpdate = z.infer<typeof promotionLeaderboardUpdateSchema>;

export const sessionPromotionSchema = z.object({
  id: z.string(),
  kind: z.enum(["tournament", "prize_drop"]),
  title: z.string(),
  terms: z.string(),
  /** running, or ended / settled for a while after its end (the result). */
  state: z.enum(["running", "ended", "settled"]),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  /** win_multiplier | total_win | rounds_played (tournaments); null for a prize drop. */
  scoring: z.enum(["win_multiplier", "total_win", "rounds_played"]).nullable(),
  /** The least qualifying bet in the session currency (null: this currency does not qualify). */
  minBet: decimalTextSchema.nullable(),
  /** Players must opt in (the panel's button) before their rounds count. */
  optIn: z.boolean(),
  /** The player takes part: opted in, or the promotion needs no opt-in. */
  optedIn: z.boolean(),
  /** A tournament's ranks paid, or a prize drop's tiers; amounts in the promotion's base currency. */
  prizes: z.array(
    z.object({
      fromRank: z.int().nullable(),
      toRank: z.int().nullable(),
      count: z.int().nullable(),
      amount: decimalTextSchema,
      currency: z.string(),
    }),
  ),
  /** A prize drop's prizes not dropped yet; null for a tournament. */
  prizesLeft: z.int().nullable(),
  participants: z.int(),
  /** The tag of this player's entries in `top` and in leaderboard broadcasts. */
  playerTag: z.string(),
  /** The player's tournament standing; null before their first counted round (and for a prize drop). */
  standing: promotionStandingSchema.nullable(),
  top: z.array(promotionLeaderEntrySchema),
  /** The prize-drop prizes this player won here, newest first (in the session currency they were paid in). */
  drops: z.array(promotionMoneySchema.extend({ at: isoDateTimeSchema })),
});
export type SessionPromotion = z.infer<typeof sessionPromotionSchema>;

export const sessionPromotionsResponseSchema = z.object({
  success: z.literal(true),
  /** Empty for a demo session. */
  promotions: z.array(sessionPromotionSchema),
  serverTime: isoDateTimeSchema,
});
export type SessionPromotionsResponse = z.infer<typeof sessionPromotionsResponseSchema>;

export const promotionOptInParamsSchema = z.object({
  promotionId: platformIdSchema("a promotion id"),
});

export const promotionOptInResponseSchema = z.object({
  success: z.literal(true),
  /** False when the player was already in (the call is idempotent). */
  added: z.boolean(),
  promotion: sessionPromotionSchema,
});
export type PromotionOptInResponse = z.infer<typeof promotionOptInResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Jackpots in the game. The page renders with the pools its session feeds (SessionJackpot: amounts then), and each
// pool's ticker moves by a broadcast on its channel (payload JackpotTickerUpdate, amounts in the pool currency's
// minor units; the page converts them to the session currency at the rate it was given). A win reaches the
// winning session's pages as the `jackpot_win` event.

/** Whole minor units as digits (amounts a page converts exactly, with BigInt). */
const minorUnitsTextSchema = z.string().regex(/^\d+$/, "must be whole minor units");

export const jackpotTickerTierSchema = z.object({
  tier: z.string(),
  /** The tier's cycle: one more after every win (the reseed). */
  cycle: z.int(),
  /** The amount now, in minor units of the pool currency. */
  amountMinor: minorUnitsTextSchema,
});

/** The broadcast payload of a pool's ticker (every update replaces the last). */
export const jackpotTickerUpdateSchema = z.object({
  kind: z.literal("jackpot_ticker"),
  jackpotId: z.string(),
  tiers: z.array(jackpotTickerTierSchema),
});
export type JackpotTickerUpdate = z.infer<typeof jackpotTickerUpdateSchema>;

/** A pool the session's rounds feed, as the game page renders it. */
export const sessionJackpotSchema = z.object({
  jackpotId: z.string(),
  title: z.string(),
  /** The broadcast channel of its ticker. */
  channel: z.string(),
  poolCurrency: z.string(),
  poolExponent: z.int(),
  /** What the page shows: the session currency when there is a rate (or it is the pool's), else the pool's. */
  currency: z.string(),
  exponent: z.int(),
  /** Pool currency per unit of `currency` in units of 10^-12 (the month's staff rate); null: shown unconverted. */
  rateUnits: minorUnitsTextSchema.nullable(),
  tiers: z.array(jackpotTickerTierSchema),
});
export type SessionJackpot = z.infer<typeof sessionJackpotSchema>;

/** The `jackpot_win` event: the tier, and the amount paid in the session currency. */
export const jackpotWinEventSchema = z.object({
  jackpotId: z.string(),
  title: z.string(),
  tier: z.string(),
  roundId: z.string(),
  amount: decimalTextSchema,
  currency: z.string(),
});
export type JackpotWinEvent = z.infer<typeof jackpotWinEventSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The game page's server helper (loadGamePageSession in lib/server/runtime): what the page renders.

export const GAME_PAGE_UNAVAILABLE_REASONS = ["expired", "ended", "missing"] as const;
export type GamePageUnavailableReason = (typeof GAME_PAGE_UNAVAILABLE_REASONS)[number];
