/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** How a statement line's amount due came about. */
export type AmountDueBasis =
  /** Billable GGR below zero: nothing is due; the negative figure is shown and not carried into later months. */
  | 'negative_ggr_not_billed'
  /** No revenue share was set for the month (or before it): no billable GGR and no amount due. */
  | 'no_revenue_share'
  /** Billable GGR × share, rounded half-up to the currency's minor unit. */
  | 'share_of_billable_ggr';

export type ApiKeyKind =
  /** Provider master key (gpm_…): may act for any operator. */
  | 'master'
  /** Scoped to one operator (gpk_…). */
  | 'operator';

export type AuditChainProblemKind =
  /** A chain position has no row: a row was deleted. */
  | 'gap'
  /** A row's fields no longer hash to its stored hash: it was edited. */
  | 'hash_mismatch'
  /** A row's prev_hash is not the previous row's hash. */
  | 'prev_link_mismatch'
  /** A row outside the chain (no seq). */
  | 'unchained';

export type AuditLogFilter = {
  /** Exact action, or a prefix ending in a dot, e.g. operator. */
  action?: string | null | undefined;
  /** Substring of the actor. */
  actor?: string | null | undefined;
  /** Only the actions of this operator's back-office users (actor operator:<user id>). */
  operatorUsersOf?: string | null | undefined;
  since?: string | null | undefined;
  targetId?: string | null | undefined;
  targetType?: string | null | undefined;
  until?: string | null | undefined;
};

export type CreateApiKeyInput = {
  /** Optional end of validity, in the future. */
  expiresAt?: string | null | undefined;
  kind: ApiKeyKind;
  name: string;
  /** Required for operator keys; must be absent for master keys. */
  operatorId?: string | null | undefined;
};

export type CreateFreeRoundsCampaignInput = {
  /** A bet level of every game. */
  betLevel: number;
  /** The operator's id of the campaign; creating the same id with the same input again answers it (created: false). */
  campaignId: string;
  /** Decimal text; a coin every game offers in the currency. */
  coinValue: string;
  currency: string;
  expiresAt: string;
  /** Symbols or slugs, each in the operator's catalog. */
  games: Array<string>;
  /** Decimal text; null for no cap. */
  maxWin?: string | null | undefined;
  operatorId: string;
  /** 1–10,000 distinct external_player_ids. */
  players: Array<string>;
  /** 1–1000 per player. */
  rounds: number;
  /** Default now. */
  validFrom?: string | null | undefined;
};

export type CreateJackpotPoolInput = {
  baseCurrency: string;
  /** Game symbols or slugs. */
  games: Array<string>;
  /** One for a local pool, two or more for a network pool. */
  operatorIds: Array<string>;
  scope: JackpotScope;
  tiers: Array<JackpotTierInput>;
  title: string;
};

export type CreateOperatorInput = {
  /** Exactly 3 letters, e.g. EUR. */
  defaultCurrency?: string | null | undefined;
  frameAncestors?: Array<string> | null | undefined;
  /** Lowercase slug (a-z, 0-9, single hyphens), 2–64 characters. */
  id: string;
  name: string;
  /** Default active. */
  status?: OperatorStatus | null | undefined;
  walletBaseUrl?: string | null | undefined;
  /** 100–60000 ms; default 5000. */
  walletTimeoutMs?: number | null | undefined;
};

export type CreatePromotionInput = {
  /** Prizes are set in this currency. */
  baseCurrency: string;
  /** Prize drops: tiers of prizes. */
  dropPrizes?: Array<DropPrizeInput> | null | undefined;
  /** In the future; at most 90 days after startsAt. */
  endsAt: string;
  /** Symbols or slugs, each live in every operator's catalog. */
  games: Array<string>;
  /** Jurisdiction codes taking part (a session plays under the stricter of its operator's and its launch's profile); absent or empty: every jurisdiction whose profile allows promotions. A code whose profile excludes promotions is refused. */
  jurisdictions?: Array<string> | null | undefined;
  kind: PromotionKind;
  /** The least qualifying bet per currency; rounds in a currency not listed do not qualify. */
  minBets: Array<PromotionMinBetInput>;
  /** The operators taking part; several make a network promotion. */
  operatorIds: Array<string>;
  /** Default false: every qualifying round counts. */
  optIn?: boolean | null | undefined;
  /** Tournaments: minutes (0 to 10080, default 0) the final results are held for review before the prizes are queued. */
  reviewMinutes?: number | null | undefined;
  /** Tournaments only (required there). */
  scoring?: PromotionScoring | null | undefined;
  /** May have passed: the promotion then runs from its creation. */
  startsAt: string;
  /** Shown to players and operators. */
  terms: string;
  title: string;
  /** Tournaments: ranges from rank 1, each following the one before. */
  tournamentPrizes?: Array<TournamentPrizeInput> | null | undefined;
};

export type CreateStaffUserInput = {
  email: string;
  name: string;
  /** The initial password; omitted, one is generated and returned once. */
  password?: string | null | undefined;
  role: StaffRole;
};

/** A preset range of the console's charts: the last 24 hours in hourly buckets, the last 7 or 30 days in daily ones (UTC). */
export type DashboardRange =
  | 'last7d'
  | 'last24h'
  | 'last30d';

export type DropPrizeInput = {
  /** Each prize, decimal text in the base currency. */
  amount: string;
  count: number;
};

export type FreeRoundsActivityInterval =
  | 'day'
  | 'hour';

export type FreeRoundsAwardState =
  | 'active'
  | 'cancelled'
  /** Every round played and settled. */
  | 'completed'
  | 'expired';

export type FreeRoundsCampaignFilter = {
  /** A game symbol or slug the campaign offers. */
  gameSymbol?: string | null | undefined;
  operatorId?: string | null | undefined;
  /** Part of the campaign id, any case. */
  search?: string | null | undefined;
  state?: FreeRoundsCampaignState | null | undefined;
};

export type FreeRoundsCampaignState =
  | 'active'
  | 'cancelled'
  /** Active but past expiresAt: no new round starts (a round in flight still settles). */
  | 'expired';

/** Whether the free-rounds cost (what free rounds paid) is taken off GGR before the share. */
export type FreeRoundsCostTreatment =
  | 'deducted'
  | 'not_deducted';

export type GameFeaturesInput = {
  bonus?: boolean | null | undefined;
  buyFeature?: boolean | null | undefined;
  collect?: boolean | null | undefined;
  freeSpins?: boolean | null | undefined;
  specialBet?: boolean | null | undefined;
};

export type JackpotScope =
  /** One operator's players feed and win it. */
  | 'local'
  /** Several operators' players feed and win it; their bets are converted at the month's staff-entered rates. */
  | 'network';

export type JackpotTierInput = {
  /** Mystery tiers (required; not for progressive): decimal text above the seed. */
  cap?: string | null | undefined;
  /** Exact decimal text, above 0 and below 1. */
  contributionRate: string;
  kind: JackpotTierKind;
  name: string;
  /** Optional share (0 to below 1) of each contribution kept for the next seed. */
  reserveRate?: string | null | undefined;
  /** Decimal text in the pool currency. */
  seed: string;
  /** Progressive tiers (required; not for mystery): the chance per qualifying bet, exact decimal text above 0 and at most 1 (up to 12 decimals). */
  winProbability?: string | null | undefined;
};

export type JackpotTierKind =
  /** Must-drop-by: a hidden trigger drawn between the seed and the cap at each (re)seed; the contribution reaching it wins. */
  | 'mystery'
  /** Won by a probability per qualifying bet (winProbability), drawn for every contribution; grows until a bet wins it. */
  | 'progressive';

export type LaunchSessionFilter = {
  /** Exact external_player_id. */
  externalPlayerId?: string | null | undefined;
  gameSymbol?: string | null | undefined;
  operatorId?: string | null | undefined;
  /** Default: active sessions only. */
  state?: LaunchSessionState | null | undefined;
};

export type LaunchSessionState =
  /** Neither expired nor terminated. */
  | 'active'
  /** Terminated by staff. */
  | 'ended'
  /** Past expiresAt without activity. */
  | 'expired';

export type LaunchStatus =
  | 'disabled'
  | 'live'
  | 'maintenance';

export type OperatorStatus =
  | 'active'
  | 'inactive';

export type OperatorUserRole =
  | 'operator_admin'
  | 'operator_finance'
  | 'operator_support';

/**
 * Whether the promotion cost (prizes paid from the operator's wallet) is taken off GGR before the share. The free-rounds
 * treatment's values, as a choice of its own.
 */
export type PromotionCostTreatment =
  /** Taken off GGR before the share: the provider bears its share percentage of the prizes, the operator the rest. */
  | 'deducted'
  /** The share applies to GGR as is: the operator bears the prizes in full. */
  | 'not_deducted';

export type PromotionFilter = {
  /** Only promotions this operator takes part in. */
  operatorId?: string | null | undefined;
  state?: PromotionState | null | undefined;
};

export type PromotionKind =
  | 'prize_drop'
  | 'tournament';

export type PromotionMinBetInput = {
  /** Decimal text. */
  amount: string;
  currency: string;
};

export type PromotionScoring =
  /** Qualifying rounds played. */
  | 'rounds_played'
  /** The sum of the player's qualifying wins. */
  | 'total_win'
  /** The best single round's win ÷ its bet. */
  | 'win_multiplier';

export type PromotionState =
  | 'cancelled'
  /** Past endsAt, prizes not yet settled. */
  | 'ended'
  /** Rounds count until endsAt. */
  | 'running'
  /** Before startsAt. */
  | 'scheduled'
  | 'settled';

/** Time bucket of a revenue series, chosen by the window: hour up to 2 days, day up to 92 days, month beyond. */
export type ReportGranularity =
  | 'day'
  | 'hour'
  | 'month';

/** A report window in UTC (from rounded down, to rounded up to the hour) and its filters. */
export type RevenueReportFilter = {
  currency?: string | null | undefined;
  from: string;
  gameSymbol?: string | null | undefined;
  operatorId?: string | null | undefined;
  providerId?: string | null | undefined;
  /**
   * Also convert the series and totals to this currency (3 letters) at the staff-entered monthly rates; the native
   * figures stay as they are. An unknown code is extensions.code "invalid_currency".
   */
  reportingCurrency?: string | null | undefined;
  to: string;
  /** Rows of top games and top operators per currency (default 10). */
  top?: number | null | undefined;
};

/** What a round lookup's search text turned out to be. */
export type RoundMatch =
  /** An external player id of the chosen operator. */
  | 'player'
  | 'round'
  | 'session'
  | 'transaction';

export type SearchHitKind =
  | 'campaign'
  | 'game'
  | 'operator'
  | 'player'
  | 'round'
  | 'session'
  | 'transaction';

export type SeriesInterval =
  | 'day'
  | 'hour';

export type SetExchangeRateInput = {
  /** The currency converted from, e.g. USD. */
  currency: string;
  /** YYYY-MM (past months may be corrected; it is audited). */
  month: string;
  /** Units of reportingCurrency per unit of currency: positive, at most 12 decimals, e.g. 0.9215. */
  rate: string;
  /** The currency converted to, e.g. EUR. */
  reportingCurrency: string;
};

export type SetRevenueShareInput = {
  /** The first month it applies to, YYYY-MM (past months may be corrected; it is audited). */
  effectiveFrom: string;
  freeRoundsCostTreatment: FreeRoundsCostTreatment;
  operatorId: string;
  /** 0–100, at most 2 decimals, e.g. 12.5. */
  percent: string;
  promotionCostTreatment: PromotionCostTreatment;
};

export type SpecialBetProfileInput = {
  bls?: Array<number> | null | undefined;
  buttons?: number | null | undefined;
  cver?: string | null | undefined;
  defaultBl?: number | null | undefined;
  serviceVersion?: string | null | undefined;
  symbol?: string | null | undefined;
};

export type StaffRole =
  | 'admin'
  | 'viewer';

export type StartWalletCertificationInput = {
  /** Decimal text moved by each debit and credit; default one major unit (1.00). */
  amount?: string | null | undefined;
  /** The player's currency; default the operator's default currency. */
  currency?: string | null | undefined;
  operatorId: string;
  /** A dedicated, funded test player of the operator's wallet (the run credits back what it takes). */
  playerId: string;
};

export type TournamentPrizeInput = {
  /** Each rank's prize, decimal text in the base currency. */
  amount: string;
  fromRank: number;
  toRank: number;
};

/** Fields left out keep their value. null clears an optional field (family, rtp, lines, versions, specialBetProfile…); for required ones (slug, title, providerId, launchPath…) it is the same as leaving them out. */
export type UpdateGameInput = {
  /** local, cdn or remote. */
  assetSource?: string | null | undefined;
  assetSymbol?: string | null | undefined;
  assetVersion?: string | null | undefined;
  certifiedBrowsers?: Array<string> | null | undefined;
  family?: string | null | undefined;
  features?: GameFeaturesInput | null | undefined;
  gameServiceVersion?: string | null | undefined;
  hasLocalAssets?: boolean | null | undefined;
  launchPath?: string | null | undefined;
  lines?: number | null | undefined;
  /** progressive or preload. */
  loaderMode?: string | null | undefined;
  providerId?: string | null | undefined;
  rtp?: string | null | undefined;
  /** iframe or redirect. */
  shellStrategy?: string | null | undefined;
  slug?: string | null | undefined;
  specialBetProfile?: SpecialBetProfileInput | null | undefined;
  title?: string | null | undefined;
};

/** Fields left out keep their value. null clears defaultCurrency, walletBaseUrl, jurisdiction or rtpVariant; for the other fields it is the same as leaving them out. */
export type UpdateOperatorInput = {
  /** Every back-office user of the operator must have a TOTP second factor. */
  backofficeTotpRequired?: boolean | null | undefined;
  defaultCurrency?: string | null | undefined;
  frameAncestors?: Array<string> | null | undefined;
  /** Jurisdiction profile code, e.g. UK; null = the permissive default. Audited like every operator change. */
  jurisdiction?: string | null | undefined;
  name?: string | null | undefined;
  /** RTP variant override, e.g. 94; null = the profile's variant. */
  rtpVariant?: string | null | undefined;
  walletBaseUrl?: string | null | undefined;
  /** Wallet callbacks carry round_id (debits, credits, rollbacks) and campaign_id (free-round credits) after amount. */
  walletRoundFields?: boolean | null | undefined;
  walletTimeoutMs?: number | null | undefined;
};

export type UpdateStaffUserInput = {
  /** false deactivates the account, true reactivates it. */
  active?: boolean | null | undefined;
  role?: StaffRole | null | undefined;
};

export type WalletAttemptOutcome =
  /** Timeout, network error, 5xx or malformed answer. */
  | 'failed'
  | 'invalid_signature'
  | 'rejected'
  | 'succeeded'
  /** Stored before the request left, no answer recorded: still in flight, or its sender stopped (outcome unknown). */
  | 'unknown';

export type WalletCallbackFilter = {
  operatorId?: string | null | undefined;
  outcomes?: Array<WalletAttemptOutcome> | null | undefined;
  playerId?: string | null | undefined;
  since?: string | null | undefined;
  transactionId?: string | null | undefined;
  types?: Array<WalletCallbackType> | null | undefined;
  until?: string | null | undefined;
};

export type WalletCallbackType =
  | 'balance'
  | 'credit'
  | 'debit'
  | 'rollback';

export type WalletCertificationCaseStatus =
  | 'failed'
  | 'passed'
  | 'pending';

export type WalletCertificationStatus =
  /** The run stopped before finishing (e.g. its app instance went away). */
  | 'error'
  /** At least one case failed. */
  | 'failed'
  /** Every case passed. */
  | 'passed'
  | 'running';

export type WalletMode =
  | 'callback';

export type WalletTransactionFilter = {
  operatorId?: string | null | undefined;
  playerId?: string | null | undefined;
  sessionId?: string | null | undefined;
  since?: string | null | undefined;
  states?: Array<WalletTransactionState> | null | undefined;
  /** A transaction_id, or the id of the transaction it rolls back. */
  transactionId?: string | null | undefined;
  types?: Array<WalletCallbackType> | null | undefined;
  until?: string | null | undefined;
};

export type WalletTransactionState =
  /** A credit or rollback still unacknowledged at its give-up time: needs manual resolution. */
  | 'gave_up'
  /** Stored, not yet acknowledged. */
  | 'pending'
  /** Refused for good (400, or 401 invalid_signature). */
  | 'rejected'
  /** A debit reversed by an acknowledged rollback. */
  | 'rolled_back'
  | 'succeeded'
  /** Attempted, outcome uncertain (timeout, network error, 5xx). */
  | 'unknown';

export type ConsoleDashboardSeriesQueryVariables = Exact<{
  range: DashboardRange;
}>;


export type ConsoleDashboardSeriesQuery = { dashboardSeries: { range: DashboardRange, interval: SeriesInterval, points: Array<{ at: string, callbacks: number, errors: number, p50LatencyMs: number | null, p95LatencyMs: number | null, sessions: number | null, spins: number | null }> } };

export type ConsoleDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleDashboardQuery = { dashboard: { operators: number, activeOperators: number, games: number, liveGames: number, liveSessions: number, sseSubscribers: number, walletTransactionsNeedingAttention: number, openWalletAlerts: number, generatedAt: string, walletCallbacks: { windowHours: number, total: number, succeeded: number, rejected: number, invalidSignature: number, failed: number, successRate: number | null, p50LatencyMs: number | null, p95LatencyMs: number | null } }, walletAlerts: Array<{ id: string, operatorId: string, kind: string, occurrences: number, firstSeenAt: string, lastSeenAt: string, lastTransactionId: string | null, lastDetail: string | null }>, operators: Array<{ id: string, name: string, status: OperatorStatus, defaultCurrency: string | null, catalogSize: number, activeKeyCount: number }> };

export type ConsoleAcknowledgeWalletAlertMutationVariables = Exact<{
  id: string;
}>;


export type ConsoleAcknowledgeWalletAlertMutation = { acknowledgeWalletAlert: { id: string, acknowledgedAt: string | null } };

export type ConsoleMyAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleMyAccountQuery = { me: { id: string, email: string, name: string, role: StaffRole, hasTotp: boolean, totpRequired: boolean, totpEnrollmentRequired: boolean } };

export type ConsoleBeginMyTotpEnrollmentMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleBeginMyTotpEnrollmentMutation = { beginMyTotpEnrollment: { secret: string, uri: string } };

export type ConsoleConfirmMyTotpEnrollmentMutationVariables = Exact<{
  code: string;
}>;


export type ConsoleConfirmMyTotpEnrollmentMutation = { confirmMyTotpEnrollment: { id: string, hasTotp: boolean } };

export type ConsoleRemoveMyTotpMutationVariables = Exact<{
  code: string;
}>;


export type ConsoleRemoveMyTotpMutation = { removeMyTotp: { id: string, hasTotp: boolean } };

export type ConsoleApiKeysQueryVariables = Exact<{
  operatorId?: string | null | undefined;
  kind?: ApiKeyKind | null | undefined;
  includeRevoked?: boolean | null | undefined;
}>;


export type ConsoleApiKeysQuery = { apiKeys: Array<{ id: string, kind: ApiKeyKind, operatorId: string | null, name: string, prefix: string, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, expiresAt: string | null, useCount: number }>, operators: Array<{ id: string, name: string, status: OperatorStatus }> };

export type ConsoleCreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type ConsoleCreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string, kind: ApiKeyKind, operatorId: string | null, name: string, prefix: string } } };

export type ConsoleRevokeApiKeyMutationVariables = Exact<{
  id: string;
}>;


export type ConsoleRevokeApiKeyMutation = { revokeApiKey: { id: string, revokedAt: string | null } };

export type AuditChainHeadQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditChainHeadQuery = { auditChainHead: { seq: string, hash: string, at: string | null } | null };

export type VerifyAuditChainMutationVariables = Exact<{ [key: string]: never; }>;


export type VerifyAuditChainMutation = { verifyAuditChain: { ok: boolean, verified: number, head: { seq: string, hash: string } | null, problem: { kind: AuditChainProblemKind, seq: string | null, id: string | null, detail: string } | null } };

export type ConsoleAuditLogQueryVariables = Exact<{
  filter?: AuditLogFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleAuditLogQuery = { auditLog: { nextCursor: string | null, items: Array<{ id: string, at: string, actor: string, action: string, targetType: string, targetId: string | null, targetLabel: string | null, before: unknown, after: unknown }> } };

export type StatementLineFiguresFragment = { currency: string, rounds: string, bets: string, wins: string, ggr: string, freeRounds: string, freeRoundsCost: string, rolledBackRounds: string, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, billableGgr: string | null, amountDue: string | null, amountDueBasis: AmountDueBasis };

export type ShareFiguresFragment = { effectiveFrom: string, percent: string, freeRoundsCostTreatment: FreeRoundsCostTreatment, promotionCostTreatment: PromotionCostTreatment };

export type ConsoleBillingOperatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleBillingOperatorsQuery = { operators: Array<{ id: string, name: string }> };

export type ConsoleMonthlyStatementQueryVariables = Exact<{
  operatorId: string;
  month: string;
  reportingCurrency?: string | null | undefined;
}>;


export type ConsoleMonthlyStatementQuery = { monthlyStatement: { operatorId: string, operatorName: string, month: string, contentHash: string, csvPath: string, printPath: string, revenueShare: { id: string, effectiveFrom: string, percent: string, freeRoundsCostTreatment: FreeRoundsCostTreatment, promotionCostTreatment: PromotionCostTreatment } | null, lines: Array<{ currency: string, rounds: string, bets: string, wins: string, ggr: string, freeRounds: string, freeRoundsCost: string, rolledBackRounds: string, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, billableGgr: string | null, amountDue: string | null, amountDueBasis: AmountDueBasis }>, excludedTestRounds: Array<{ currency: string, rounds: number, bet: string, win: string }>, conversion: { reportingCurrency: string, label: string, ggr: string, amountDue: string | null, complete: boolean, missingCurrencies: Array<string>, lines: Array<{ currency: string, rate: string | null, ggr: string | null, amountDue: string | null }> } | null } };

export type ConsoleRevenueSharesQueryVariables = Exact<{
  operatorId: string;
}>;


export type ConsoleRevenueSharesQuery = { revenueShares: Array<{ id: string, createdBy: string, createdAt: string, effectiveFrom: string, percent: string, freeRoundsCostTreatment: FreeRoundsCostTreatment, promotionCostTreatment: PromotionCostTreatment }> };

export type ConsoleSetRevenueShareMutationVariables = Exact<{
  input: SetRevenueShareInput;
}>;


export type ConsoleSetRevenueShareMutation = { setRevenueShare: { id: string, effectiveFrom: string, percent: string, freeRoundsCostTreatment: FreeRoundsCostTreatment, promotionCostTreatment: PromotionCostTreatment } };

export type ConsoleCatalogOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleCatalogOptionsQuery = { operators: Array<{ id: string, name: string, status: OperatorStatus }>, providers: Array<{ id: string, name: string }> };

export type ConsoleCatalogGamesQueryVariables = Exact<{
  operatorId: string;
  search?: string | null | undefined;
  providerId?: string | null | undefined;
}>;


export type ConsoleCatalogGamesQuery = { catalogGames: Array<{ assigned: boolean, assignedAt: string | null, game: { symbol: string, slug: string, title: string, providerId: string, providerName: string, launchStatus: LaunchStatus, liveCatalogEnabled: boolean, art: { url: string } } }> };

export type ConsoleCatalogPreviewQueryVariables = Exact<{
  operatorId: string;
  providerId?: string | null | undefined;
}>;


export type ConsoleCatalogPreviewQuery = { catalogPreview: { operatorId: string, providerId: string | null, httpStatus: number, total: number, body: unknown, items: Array<{ symbol: string, title: string, provider: string, launchStatus: string | null }> } };

export type ConsoleAssignCatalogGamesMutationVariables = Exact<{
  operatorId: string;
  symbols: Array<string> | string;
}>;


export type ConsoleAssignCatalogGamesMutation = { assignCatalogGames: { changed: Array<string>, unchanged: Array<string> } };

export type ConsoleUnassignCatalogGamesMutationVariables = Exact<{
  operatorId: string;
  symbols: Array<string> | string;
}>;


export type ConsoleUnassignCatalogGamesMutation = { unassignCatalogGames: { changed: Array<string>, unchanged: Array<string> } };

export type ConsoleAddFreeRoundsPlayersMutationVariables = Exact<{
  operatorId: string;
  campaignId: string;
  players: Array<string> | string;
}>;


export type ConsoleAddFreeRoundsPlayersMutation = { addFreeRoundsPlayers: { added: Array<string>, alreadyAwarded: Array<string> } };

export type ConsoleFreeRoundsCampaignQueryVariables = Exact<{
  operatorId: string;
  campaignId: string;
}>;


export type ConsoleFreeRoundsCampaignQuery = { freeRoundsCampaign: { campaignId: string, operatorId: string, state: FreeRoundsCampaignState, games: Array<string>, rounds: number, betLevel: number, coinValue: string, currency: string, validFrom: string, expiresAt: string, maxWin: string | null, playersCount: number, roundsAwarded: number, roundsPlayed: number, win: string, createdAt: string, cancelledAt: string | null, roundsPlayedOverTime: { interval: FreeRoundsActivityInterval, points: Array<{ at: string, rounds: number, win: string }> } } };

export type ConsoleFreeRoundsPlayersQueryVariables = Exact<{
  operatorId: string;
  campaignId: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleFreeRoundsPlayersQuery = { freeRoundsCampaign: { campaignId: string, players: { nextCursor: string | null, items: Array<{ externalPlayerId: string, roundsPlayed: number, roundsLeft: number, win: string, state: FreeRoundsAwardState }> } } };

export type ConsoleCancelFreeRoundsCampaignMutationVariables = Exact<{
  operatorId: string;
  campaignId: string;
}>;


export type ConsoleCancelFreeRoundsCampaignMutation = { cancelFreeRoundsCampaign: { campaignId: string, state: FreeRoundsCampaignState } };

export type ConsoleFreeRoundsCatalogQueryVariables = Exact<{
  id: string;
}>;


export type ConsoleFreeRoundsCatalogQuery = { operator: { id: string, defaultCurrency: string | null, catalog: Array<{ symbol: string, title: string, launchStatus: LaunchStatus }> } };

export type ConsoleCreateFreeRoundsCampaignMutationVariables = Exact<{
  input: CreateFreeRoundsCampaignInput;
}>;


export type ConsoleCreateFreeRoundsCampaignMutation = { createFreeRoundsCampaign: { created: boolean, campaign: { campaignId: string, operatorId: string, playersCount: number } } };

export type ConsoleFreeRoundsCampaignsQueryVariables = Exact<{
  filter?: FreeRoundsCampaignFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleFreeRoundsCampaignsQuery = { freeRoundsCampaigns: { nextCursor: string | null, items: Array<{ campaignId: string, operatorId: string, state: FreeRoundsCampaignState, games: Array<string>, rounds: number, betLevel: number, coinValue: string, currency: string, expiresAt: string, playersCount: number, roundsAwarded: number, roundsPlayed: number, win: string, createdAt: string }> } };

export type ConsoleFreeRoundsOperatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleFreeRoundsOperatorsQuery = { operators: Array<{ id: string, name: string, defaultCurrency: string | null }> };

export type GameArtFieldsFragment = { uploaded: boolean, contentType: string | null, size: number | null, sha256: string | null, uploadedBy: string | null, uploadedAt: string | null, url: string, uploadPath: string };

export type ConsoleGameQueryVariables = Exact<{
  symbol: string;
}>;


export type ConsoleGameQuery = { game: { id: string, symbol: string, slug: string, title: string, providerId: string, providerName: string, family: string | null, rtp: string | null, lines: number | null, assetVersion: string | null, assetSymbol: string | null, assetSource: string | null, hasLocalAssets: boolean, gameServiceVersion: string | null, loaderMode: string | null, shellStrategy: string | null, launchStatus: LaunchStatus, liveCatalogEnabled: boolean, certifiedBrowsers: Array<string>, launchPath: string, catalogCount: number, createdAt: string, updatedAt: string, features: { bonus: boolean, collect: boolean, freeSpins: boolean, buyFeature: boolean, specialBet: boolean }, specialBetProfile: { symbol: string | null, buttons: number | null, bls: Array<number> | null, defaultBl: number | null, serviceVersion: string | null, cver: string | null } | null, art: { uploaded: boolean, contentType: string | null, size: number | null, sha256: string | null, uploadedBy: string | null, uploadedAt: string | null, url: string, uploadPath: string } }, providers: Array<{ id: string, name: string }> };

export type ConsoleUpdateGameMutationVariables = Exact<{
  symbol: string;
  input: UpdateGameInput;
}>;


export type ConsoleUpdateGameMutation = { updateGame: { symbol: string, updatedAt: string } };

export type ConsoleSetGameAvailabilityMutationVariables = Exact<{
  symbol: string;
  launchStatus?: LaunchStatus | null | undefined;
  liveCatalogEnabled?: boolean | null | undefined;
}>;


export type ConsoleSetGameAvailabilityMutation = { setGameAvailability: { symbol: string, launchStatus: LaunchStatus, liveCatalogEnabled: boolean } };

export type GameFeatureFlagsFragment = { bonus: boolean, collect: boolean, freeSpins: boolean, buyFeature: boolean, specialBet: boolean };

export type ConsoleGamesQueryVariables = Exact<{
  search?: string | null | undefined;
  providerId?: string | null | undefined;
}>;


export type ConsoleGamesQuery = { games: Array<{ symbol: string, slug: string, title: string, providerId: string, providerName: string, rtp: string | null, lines: number | null, launchStatus: LaunchStatus, liveCatalogEnabled: boolean, catalogCount: number, features: { bonus: boolean, collect: boolean, freeSpins: boolean, buyFeature: boolean, specialBet: boolean }, art: { url: string, uploaded: boolean, sha256: string | null } }>, providers: Array<{ id: string, name: string }> };

export type ConsoleSearchQueryVariables = Exact<{
  query: string;
}>;


export type ConsoleSearchQuery = { search: Array<{ kind: SearchHitKind, id: string, title: string, detail: string, href: string }> };

export type ConsoleJackpotWinFragment = { tier: string, amount: string, currency: string, poolAmount: string, poolCurrency: string, wonAt: string, roundId: string | null, externalPlayerId: string | null, transactionId: string | null, state: string | null, trigger: string | null, triggerNonce: string | null, triggerHash: string | null };

export type ConsoleJackpotPoolDetailQueryVariables = Exact<{
  poolId: string;
}>;


export type ConsoleJackpotPoolDetailQuery = { jackpotPool: { createdBy: string, poolId: string, title: string, scope: JackpotScope, games: Array<string>, operatorIds: Array<string>, currency: string, createdAt: string, tiers: Array<{ tierId: string, name: string, kind: JackpotTierKind, seed: string, cap: string | null, winProbability: string | null, contributionRate: string, reserveRate: string, cycle: number, amount: string, reserve: string, triggerHash: string | null }> }, jackpotWins: Array<{ tier: string, amount: string, currency: string, poolAmount: string, poolCurrency: string, wonAt: string, roundId: string | null, externalPlayerId: string | null, transactionId: string | null, state: string | null, trigger: string | null, triggerNonce: string | null, triggerHash: string | null }>, jackpotLiability: Array<{ poolId: string, title: string, tierId: string, tier: string, currency: string, seeds: string, contributions: string, wins: string, liability: string }> };

export type ConsoleJackpotOperatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleJackpotOperatorsQuery = { operators: Array<{ id: string, name: string, defaultCurrency: string | null, catalog: Array<{ symbol: string, title: string }> }> };

export type ConsoleCreateJackpotPoolMutationVariables = Exact<{
  input: CreateJackpotPoolInput;
}>;


export type ConsoleCreateJackpotPoolMutation = { createJackpotPool: { poolId: string, title: string } };

export type ConsoleJackpotPoolFragment = { poolId: string, title: string, scope: JackpotScope, games: Array<string>, operatorIds: Array<string>, currency: string, createdAt: string, tiers: Array<{ tierId: string, name: string, kind: JackpotTierKind, seed: string, cap: string | null, winProbability: string | null, contributionRate: string, reserveRate: string, cycle: number, amount: string, reserve: string, triggerHash: string | null }> };

export type ConsoleJackpotLiabilityFragment = { poolId: string, title: string, tierId: string, tier: string, currency: string, seeds: string, contributions: string, wins: string, liability: string };

export type ConsoleJackpotsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleJackpotsQuery = { jackpotPools: Array<{ poolId: string, title: string, scope: JackpotScope, games: Array<string>, operatorIds: Array<string>, currency: string, createdAt: string, tiers: Array<{ tierId: string, name: string, kind: JackpotTierKind, seed: string, cap: string | null, winProbability: string | null, contributionRate: string, reserveRate: string, cycle: number, amount: string, reserve: string, triggerHash: string | null }> }>, jackpotLiability: Array<{ poolId: string, title: string, tierId: string, tier: string, currency: string, seeds: string, contributions: string, wins: string, liability: string }> };

export type ConsoleJurisdictionProfilesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleJurisdictionProfilesQuery = { jurisdictionProfiles: Array<{ code: string, name: string, minSpinIntervalMs: number, autoplayAllowed: boolean, autoplayMaxSpins: number | null, autoplayRequiresLossLimit: boolean, turboAllowed: boolean, slamStopAllowed: boolean, featureBuyAllowed: boolean, netPositionShown: boolean, sessionTimeShown: boolean, realityCheckMinutes: number | null, rtpVariant: string, promotionsAllowed: boolean, promotionsNote: string, jackpotsAllowed: boolean, jackpotsNote: string, maxStake: Array<{ currency: string, amount: string }> }> };

export type ConsoleOperatorHealthQueryVariables = Exact<{
  operatorId: string;
  range: DashboardRange;
}>;


export type ConsoleOperatorHealthQuery = { operatorHealth: { operatorId: string, pendingDeliveries: number, gaveUpDeliveries: number, series: { interval: SeriesInterval, points: Array<{ at: string, callbacks: number, errors: number, errorRate: number | null, p50LatencyMs: number | null, p95LatencyMs: number | null }> } } };

export type ConsoleOperatorQueryVariables = Exact<{
  id: string;
}>;


export type ConsoleOperatorQuery = { rtpVariants: Array<string>, operator: { id: string, name: string, status: OperatorStatus, defaultCurrency: string | null, walletMode: WalletMode, walletBaseUrl: string | null, walletTimeoutMs: number, hasWalletSecret: boolean, walletSecretRotatedAt: string | null, frameAncestors: Array<string>, walletRoundFields: boolean, backofficeTotpRequired: boolean, jurisdiction: string | null, rtpVariant: string | null, createdAt: string, updatedAt: string, catalogSize: number, activeKeyCount: number, catalog: Array<{ symbol: string, title: string, providerId: string, launchStatus: LaunchStatus, liveCatalogEnabled: boolean, assignedAt: string }> }, jurisdictionProfiles: Array<{ code: string, name: string }> };

export type ConsoleUpdateOperatorMutationVariables = Exact<{
  id: string;
  input: UpdateOperatorInput;
}>;


export type ConsoleUpdateOperatorMutation = { updateOperator: { id: string, name: string, defaultCurrency: string | null, walletBaseUrl: string | null, walletTimeoutMs: number, frameAncestors: Array<string>, walletRoundFields: boolean, backofficeTotpRequired: boolean, jurisdiction: string | null, rtpVariant: string | null, updatedAt: string } };

export type ConsoleSetOperatorStatusMutationVariables = Exact<{
  id: string;
  status: OperatorStatus;
}>;


export type ConsoleSetOperatorStatusMutation = { setOperatorStatus: { id: string, status: OperatorStatus } };

export type ConsoleRotateWalletSecretMutationVariables = Exact<{
  id: string;
}>;


export type ConsoleRotateWalletSecretMutation = { rotateWalletSecret: { walletSecret: string, operator: { id: string, walletSecretRotatedAt: string | null } } };

export type ConsoleOperatorUsersQueryVariables = Exact<{
  operatorId: string;
}>;


export type ConsoleOperatorUsersQuery = { operatorUsers: Array<{ id: string, email: string, role: OperatorUserRole, active: boolean, hasTotp: boolean, createdBy: string, createdAt: string, lastSignInAt: string | null }>, auditLog: { items: Array<{ id: string, at: string, actor: string, action: string, targetType: string, targetId: string | null, targetLabel: string | null }> } };

export type ConsoleInviteOperatorUserMutationVariables = Exact<{
  operatorId: string;
  email: string;
  role: OperatorUserRole;
}>;


export type ConsoleInviteOperatorUserMutation = { inviteOperatorUser: { initialPassword: string, user: { id: string, email: string, role: OperatorUserRole } } };

export type ConsoleSetOperatorUserActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type ConsoleSetOperatorUserActiveMutation = { setOperatorUserActive: { id: string, active: boolean } };

export type ConsoleCreateOperatorMutationVariables = Exact<{
  input: CreateOperatorInput;
}>;


export type ConsoleCreateOperatorMutation = { createOperator: { walletSecret: string, operator: { id: string, name: string } } };

export type ConsoleOperatorsQueryVariables = Exact<{
  status?: OperatorStatus | null | undefined;
  search?: string | null | undefined;
}>;


export type ConsoleOperatorsQuery = { operators: Array<{ id: string, name: string, status: OperatorStatus, defaultCurrency: string | null, walletBaseUrl: string | null, catalogSize: number, activeKeyCount: number, createdAt: string }> };

export type ConsolePromotionQueryVariables = Exact<{
  promotionId: string;
}>;


export type ConsolePromotionQuery = { promotion: { state: PromotionState, network: boolean, prizePool: string, prizesLeft: number | null, dropChance: string | null, createdAt: string, cancelledAt: string | null, payoutsReleaseAt: string | null, payoutsReleasedAt: string | null, promotionId: string, kind: PromotionKind, title: string, terms: string, games: Array<string>, operatorIds: Array<string>, startsAt: string, endsAt: string, baseCurrency: string, scoring: PromotionScoring | null, optIn: boolean, reviewMinutes: number, jurisdictions: Array<string>, prizes: Array<{ fromRank: number | null, toRank: number | null, tier: number | null, count: number | null, amount: string, currency: string }>, minBets: Array<{ currency: string, amount: string }> } };

export type ConsolePromotionLeaderboardQueryVariables = Exact<{
  promotionId: string;
  first: number;
}>;


export type ConsolePromotionLeaderboardQuery = { promotion: { promotionId: string, leaderboard: { participants: number, entries: Array<{ rank: number, score: string, rounds: number, operatorId: string, externalPlayerId: string, prize: { amount: string, currency: string } | null }> } } };

export type ConsolePromotionPayoutsQueryVariables = Exact<{
  promotionId: string;
}>;


export type ConsolePromotionPayoutsQuery = { promotion: { promotionId: string, payouts: { nextCursor: string | null, items: Array<{ operatorId: string, externalPlayerId: string, rank: number | null, tier: number | null, roundId: string | null, amount: string, currency: string, baseAmount: string, baseCurrency: string, rate: string | null, transactionId: string, state: string, createdAt: string, completedAt: string | null }> } } };

export type ConsoleCancelPromotionMutationVariables = Exact<{
  promotionId: string;
}>;


export type ConsoleCancelPromotionMutation = { cancelPromotion: { promotionId: string, state: PromotionState } };

export type ConsoleReleasePromotionPayoutsMutationVariables = Exact<{
  promotionId: string;
}>;


export type ConsoleReleasePromotionPayoutsMutation = { releasePromotionPayouts: { promotionId: string, payoutsReleasedAt: string | null } };

export type ConsoleSettlePromotionMutationVariables = Exact<{
  promotionId: string;
}>;


export type ConsoleSettlePromotionMutation = { settlePromotion: { promotionId: string, state: PromotionState } };

export type ConsolePromotionOperatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsolePromotionOperatorsQuery = { operators: Array<{ id: string, name: string, defaultCurrency: string | null, catalog: Array<{ symbol: string, title: string }> }>, jurisdictionProfiles: Array<{ code: string, name: string, promotionsAllowed: boolean, promotionsNote: string }> };

export type ConsolePromotionTermsFragment = { promotionId: string, kind: PromotionKind, title: string, terms: string, games: Array<string>, operatorIds: Array<string>, startsAt: string, endsAt: string, baseCurrency: string, scoring: PromotionScoring | null, optIn: boolean, reviewMinutes: number, jurisdictions: Array<string>, minBets: Array<{ currency: string, amount: string }>, prizes: Array<{ fromRank: number | null, toRank: number | null, count: number | null, amount: string }> };

export type ConsoleCreatePromotionMutationVariables = Exact<{
  input: CreatePromotionInput;
}>;


export type ConsoleCreatePromotionMutation = { createPromotion: { promotionId: string, title: string } };

export type ConsoleUpdatePromotionMutationVariables = Exact<{
  promotionId: string;
  input: CreatePromotionInput;
}>;


export type ConsoleUpdatePromotionMutation = { updatePromotion: { promotionId: string, title: string } };

export type ConsolePromotionsQueryVariables = Exact<{
  filter?: PromotionFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsolePromotionsQuery = { promotions: { nextCursor: string | null, items: Array<{ promotionId: string, kind: PromotionKind, title: string, state: PromotionState, startsAt: string, endsAt: string, games: Array<string>, operatorIds: Array<string>, network: boolean, prizePool: string, baseCurrency: string, prizesLeft: number | null, payoutsReleaseAt: string | null, payoutsReleasedAt: string | null }> } };

export type ConsoleExchangeRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleExchangeRatesQuery = { exchangeRates: Array<{ id: string, month: string, currency: string, reportingCurrency: string, rate: string, current: boolean, createdBy: string, createdAt: string }> };

export type ConsoleSetExchangeRateMutationVariables = Exact<{
  input: SetExchangeRateInput;
}>;


export type ConsoleSetExchangeRateMutation = { setExchangeRate: { id: string, month: string, currency: string, reportingCurrency: string, rate: string } };

export type ExcludedTestRoundsFiguresFragment = { currency: string, rounds: number, bet: string, win: string };

export type RtpRowFragment = { gameSymbol: string, title: string, currency: string, rounds: number, bet: string, win: string, observedRtp: number | null, theoreticalRtp: number | null, standardDeviation: number | null, bandLow: number | null, bandHigh: number | null, outsideBand: boolean };

export type ConsoleReportFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleReportFiltersQuery = { operators: Array<{ id: string, name: string }>, games: Array<{ symbol: string, title: string }>, providers: Array<{ id: string, name: string }> };

export type ConsoleRevenueReportQueryVariables = Exact<{
  filter: RevenueReportFilter;
}>;


export type ConsoleRevenueReportQuery = { revenueReport: { from: string, to: string, granularity: ReportGranularity, currencies: Array<string>, confidenceZ: number, series: Array<{ key: string, label: string, currency: string, rounds: number, bet: string, win: string, ggr: string, freeRounds: number, freeRoundsCost: string, rolledBackRounds: number, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, players: number | null, converted: { bet: string, win: string, ggr: string, complete: boolean } | null }>, totals: Array<{ key: string, label: string, currency: string, rounds: number, bet: string, win: string, ggr: string, freeRounds: number, freeRoundsCost: string, rolledBackRounds: number, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, players: number | null, converted: { bet: string, win: string, ggr: string, complete: boolean } | null }>, topGames: Array<{ key: string, label: string, currency: string, rounds: number, bet: string, win: string, ggr: string, freeRounds: number, freeRoundsCost: string, rolledBackRounds: number, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, players: number | null, converted: { bet: string, win: string, ggr: string, complete: boolean } | null }>, topOperators: Array<{ key: string, label: string, currency: string, rounds: number, bet: string, win: string, ggr: string, freeRounds: number, freeRoundsCost: string, rolledBackRounds: number, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, players: number | null, converted: { bet: string, win: string, ggr: string, complete: boolean } | null }>, rtp: Array<{ gameSymbol: string, title: string, currency: string, rounds: number, bet: string, win: string, observedRtp: number | null, theoreticalRtp: number | null, standardDeviation: number | null, bandLow: number | null, bandHigh: number | null, outsideBand: boolean }>, excludedTestRounds: Array<{ currency: string, rounds: number, bet: string, win: string }>, conversion: { reportingCurrency: string, label: string, complete: boolean, total: { bet: string, win: string, ggr: string, complete: boolean }, missingRates: Array<{ month: string, currency: string }>, rates: Array<{ id: string, month: string, currency: string, rate: string }> } | null } };

export type RevenueFiguresFragment = { key: string, label: string, currency: string, rounds: number, bet: string, win: string, ggr: string, freeRounds: number, freeRoundsCost: string, rolledBackRounds: number, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, players: number | null, converted: { bet: string, win: string, ggr: string, complete: boolean } | null };

export type ConsoleRoundDetailsQueryVariables = Exact<{
  id: string;
}>;


export type ConsoleRoundDetailsQuery = { round: { roundId: string, operatorId: string, gameSymbol: string, externalPlayerId: string, sessionId: string, currency: string, bet: string, win: string | null, winBeforeCap: string | null, capped: boolean, roundState: string, test: boolean, betLevel: number | null, coinValue: string | null, boughtFeature: boolean | null, freeSpins: number | null, outcome: unknown, createdAt: string, playedAt: string | null, retainedUntil: string, replayUrl: string, open: { reasonCode: string, reason: string, nextStep: string } | null, freeRounds: { awardId: string, campaignId: string, roundsTotal: number, roundsPlayed: number } | null, transactions: Array<{ transactionId: string, transactionType: WalletCallbackType, actionType: string, state: WalletTransactionState, amount: string, originalTransactionId: string | null, balanceAfter: string | null, createdAt: string, completedAt: string | null, giveUpAt: string | null, attempts: { count: number, firstAttemptAt: string | null, lastAttemptAt: string | null, lastOutcome: WalletAttemptOutcome | null, lastHttpStatus: number | null, lastLatencyMs: number | null, lastError: string | null } }>, jackpotWins: Array<{ jackpotId: string, title: string, tier: string, amount: string, currency: string, transactionId: string, state: WalletTransactionState }> } };

export type ConsoleRoundLookupOperatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleRoundLookupOperatorsQuery = { operators: Array<{ id: string, name: string }> };

export type ConsoleRoundSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  operatorId?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleRoundSearchQuery = { rounds: { matchedBy: RoundMatch | null, nextCursor: string | null, items: Array<{ id: string, operatorId: string, gameSymbol: string, playerId: string, sessionId: string, currency: string, bet: string, win: string | null, state: string, test: boolean, freeRoundsAwardId: string | null, createdAt: string, transactions: Array<{ id: string, type: WalletCallbackType, actionType: string, amount: string, state: WalletTransactionState, attempts: number }> }> } };

export type ConsoleRoundRowFragment = { id: string, operatorId: string, gameSymbol: string, playerId: string, sessionId: string, currency: string, bet: string, win: string | null, state: string, test: boolean, freeRoundsAwardId: string | null, createdAt: string, transactions: Array<{ id: string, type: WalletCallbackType, actionType: string, amount: string, state: WalletTransactionState, attempts: number }> };

export type ConsolePlayerRestrictionsQueryVariables = Exact<{
  externalPlayerId: string;
  operatorId?: string | null | undefined;
}>;


export type ConsolePlayerRestrictionsQuery = { playerRestrictions: Array<{ id: string, operatorId: string, reason: string, endsAt: string | null, createdBy: string, createdAt: string }> };

export type ConsoleSessionsQueryVariables = Exact<{
  filter?: LaunchSessionFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleSessionsQuery = { sessions: { nextCursor: string | null, items: Array<{ id: string, operatorId: string, externalPlayerId: string, gameSymbol: string, gameTitle: string, currency: string, lang: string, device: string, state: LaunchSessionState, subscribers: number, createdAt: string, lastActivityAt: string, expiresAt: string, terminatedAt: string | null }> } };

export type ConsoleSessionOperatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleSessionOperatorsQuery = { operators: Array<{ id: string, name: string }> };

export type ConsoleTerminateSessionMutationVariables = Exact<{
  id: string;
}>;


export type ConsoleTerminateSessionMutation = { terminateSession: { id: string, state: LaunchSessionState, terminatedAt: string | null } };

export type ConsoleStaffUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleStaffUsersQuery = { staffUsers: Array<{ id: string, email: string, name: string, role: StaffRole, disabledAt: string | null, hasPassword: boolean, lastSignInAt: string | null, createdAt: string }> };

export type ConsoleCreateStaffUserMutationVariables = Exact<{
  input: CreateStaffUserInput;
}>;


export type ConsoleCreateStaffUserMutation = { createStaffUser: { initialPassword: string | null, staffUser: { id: string, email: string, role: StaffRole } } };

export type ConsoleUpdateStaffUserMutationVariables = Exact<{
  id: string;
  input: UpdateStaffUserInput;
}>;


export type ConsoleUpdateStaffUserMutation = { updateStaffUser: { id: string, role: StaffRole, disabledAt: string | null } };

export type ConsoleStatementOperatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleStatementOperatorsQuery = { operators: Array<{ id: string, name: string }> };

export type ConsoleDailyStatementQueryVariables = Exact<{
  operatorId: string;
  date: string;
}>;


export type ConsoleDailyStatementQuery = { dailyStatement: { operatorId: string, date: string, contentHash: string, csvPath: string, currencies: Array<{ currency: string, lines: Array<{ transactionType: WalletCallbackType, state: WalletTransactionState, count: number, amount: string, promotionId: string | null }> }> } };

export type ConsoleWalletCallbacksQueryVariables = Exact<{
  filter?: WalletCallbackFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleWalletCallbacksQuery = { walletCallbacks: { nextCursor: string | null, items: Array<{ transactionId: string | null, operatorId: string, playerId: string, id: string, type: WalletCallbackType, attemptNumber: number, requestId: string, url: string, requestHeaders: unknown, requestBody: string, responseStatus: number | null, responseBody: string | null, outcome: WalletAttemptOutcome, error: string | null, latencyMs: number, startedAt: string }> } };

export type ConsoleCertificationOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleCertificationOptionsQuery = { operators: Array<{ id: string, name: string, status: OperatorStatus, defaultCurrency: string | null, walletBaseUrl: string | null, hasWalletSecret: boolean }>, walletCertificationRuns: Array<{ id: string, operatorId: string | null, walletUrl: string, startedBy: string, status: WalletCertificationStatus, completedCases: number, totalCases: number, startedAt: string, finishedAt: string | null }> };

export type ConsoleCertificationRunQueryVariables = Exact<{
  id: string;
}>;


export type ConsoleCertificationRunQuery = { walletCertificationRun: { id: string, operatorId: string | null, walletUrl: string, startedBy: string, status: WalletCertificationStatus, completedCases: number, totalCases: number, startedAt: string, finishedAt: string | null, cases: Array<{ id: string, title: string, status: WalletCertificationCaseStatus, detail: string | null }>, cleanup: { done: boolean, detail: string } | null } };

export type ConsoleCertificationRunCasesFragment = { status: WalletCertificationStatus, completedCases: number, totalCases: number, cases: Array<{ id: string, title: string, status: WalletCertificationCaseStatus, detail: string | null }>, cleanup: { done: boolean, detail: string } | null };

export type ConsoleStartWalletCertificationMutationVariables = Exact<{
  input: StartWalletCertificationInput;
}>;


export type ConsoleStartWalletCertificationMutation = { startWalletCertification: { id: string, status: WalletCertificationStatus } };

export type ConsoleWalletRoundsQueryVariables = Exact<{
  operatorId?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleWalletRoundsQuery = { rounds: { nextCursor: string | null, items: Array<{ id: string, operatorId: string, gameSymbol: string, playerId: string, sessionId: string, currency: string, bet: string, win: string | null, state: string, test: boolean, freeRoundsAwardId: string | null, createdAt: string, transactions: Array<{ id: string, type: WalletCallbackType, actionType: string, amount: string, state: WalletTransactionState, attempts: number }> }> } };

export type ConsoleRetryWalletTransactionMutationVariables = Exact<{
  id: string;
}>;


export type ConsoleRetryWalletTransactionMutation = { retryWalletTransaction: { id: string, state: WalletTransactionState, nextAttemptAt: string } };

export type ConsoleResolveWalletTransactionMutationVariables = Exact<{
  id: string;
  note: string;
}>;


export type ConsoleResolveWalletTransactionMutation = { resolveWalletTransaction: { id: string, state: WalletTransactionState, resolvedManually: boolean } };

export type ConsoleWalletTransactionQueryVariables = Exact<{
  id: string;
}>;


export type ConsoleWalletTransactionQuery = { walletTransaction: { id: string, roundId: string | null, operatorId: string, playerId: string, sessionId: string, gameSymbol: string, currency: string, type: WalletCallbackType, actionType: string, amount: string, originalTransactionId: string | null, state: WalletTransactionState, attempts: number, nextAttemptAt: string, giveUpAt: string | null, firstAttemptAt: string | null, lastAttemptAt: string | null, completedAt: string | null, balanceAfter: string | null, errorCode: string | null, errorMessage: string | null, lastLatencyMs: number | null, resolvedManually: boolean, canRetry: boolean, canResolve: boolean, createdAt: string, attemptLog: Array<{ id: string, type: WalletCallbackType, attemptNumber: number, requestId: string, url: string, requestHeaders: unknown, requestBody: string, responseStatus: number | null, responseBody: string | null, outcome: WalletAttemptOutcome, error: string | null, latencyMs: number, startedAt: string }> } };

export type ConsoleWalletTransactionsQueryVariables = Exact<{
  filter?: WalletTransactionFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleWalletTransactionsQuery = { walletTransactions: { nextCursor: string | null, items: Array<{ id: string, operatorId: string, playerId: string, gameSymbol: string, currency: string, type: WalletCallbackType, actionType: string, amount: string, state: WalletTransactionState, attempts: number, lastLatencyMs: number | null, errorCode: string | null, resolvedManually: boolean, canRetry: boolean, canResolve: boolean, createdAt: string, giveUpAt: string | null }> } };

export type ConsoleWalletAttemptFragment = { id: string, type: WalletCallbackType, attemptNumber: number, requestId: string, url: string, requestHeaders: unknown, requestBody: string, responseStatus: number | null, responseBody: string | null, outcome: WalletAttemptOutcome, error: string | null, latencyMs: number, startedAt: string };

export type ConsoleWalletOperatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleWalletOperatorsQuery = { operators: Array<{ id: string, name: string }> };

export type CurrentStaffQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentStaffQuery = { me: { id: string, email: string, name: string, role: StaffRole } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const StatementLineFiguresFragmentDoc = new TypedDocumentString(`
    fragment StatementLineFigures on MonthlyStatementLine {
  currency
  rounds
  bets
  wins
  ggr
  freeRounds
  freeRoundsCost
  rolledBackRounds
  rolledBack
  promotionCost
  jackpotContributions
  jackpotWins
  billableGgr
  amountDue
  amountDueBasis
}
    `, {"fragmentName":"StatementLineFigures"}) as unknown as TypedDocumentString<StatementLineFiguresFragment, unknown>;
export const ShareFiguresFragmentDoc = new TypedDocumentString(`
    fragment ShareFigures on RevenueShare {
  effectiveFrom
  percent
  freeRoundsCostTreatment
  promotionCostTreatment
}
    `, {"fragmentName":"ShareFigures"}) as unknown as TypedDocumentString<ShareFiguresFragment, unknown>;
export const GameArtFieldsFragmentDoc = new TypedDocumentString(`
    fragment GameArtFields on GameArt {
  uploaded
  contentType
  size
  sha256
  uploadedBy
  uploadedAt
  url
  uploadPath
}
    `, {"fragmentName":"GameArtFields"}) as unknown as TypedDocumentString<GameArtFieldsFragment, unknown>;
export const GameFeatureFlagsFragmentDoc = new TypedDocumentString(`
    fragment GameFeatureFlags on GameFeatures {
  bonus
  collect
  freeSpins
  buyFeature
  specialBet
}
    `, {"fragmentName":"GameFeatureFlags"}) as unknown as TypedDocumentString<GameFeatureFlagsFragment, unknown>;
export const ConsoleJackpotWinFragmentDoc = new TypedDocumentString(`
    fragment ConsoleJackpotWin on JackpotWin {
  tier
  amount
  currency
  poolAmount
  poolCurrency
  wonAt
  roundId
  externalPlayerId
  transactionId
  state
  trigger
  triggerNonce
  triggerHash
}
    `, {"fragmentName":"ConsoleJackpotWin"}) as unknown as TypedDocumentString<ConsoleJackpotWinFragment, unknown>;
export const ConsoleJackpotPoolFragmentDoc = new TypedDocumentString(`
    fragment ConsoleJackpotPool on JackpotPool {
  poolId
  title
  scope
  games
  operatorIds
  currency
  createdAt
  tiers {
    tierId
    name
    kind
    seed
    cap
    winProbability
    contributionRate
    reserveRate
    cycle
    amount
    reserve
    triggerHash
  }
}
    `, {"fragmentName":"ConsoleJackpotPool"}) as unknown as TypedDocumentString<ConsoleJackpotPoolFragment, unknown>;
export const ConsoleJackpotLiabilityFragmentDoc = new TypedDocumentString(`
    fragment ConsoleJackpotLiability on JackpotLiability {
  poolId
  title
  tierId
  tier
  currency
  seeds
  contributions
  wins
  liability
}
    `, {"fragmentName":"ConsoleJackpotLiability"}) as unknown as TypedDocumentString<ConsoleJackpotLiabilityFragment, unknown>;
export const ConsolePromotionTermsFragmentDoc = new TypedDocumentString(`
    fragment ConsolePromotionTerms on Promotion {
  promotionId
  kind
  title
  terms
  games
  operatorIds
  startsAt
  endsAt
  baseCurrency
  scoring
  optIn
  reviewMinutes
  jurisdictions
  minBets {
    currency
    amount
  }
  prizes {
    fromRank
    toRank
    count
    amount
  }
}
    `, {"fragmentName":"ConsolePromotionTerms"}) as unknown as TypedDocumentString<ConsolePromotionTermsFragment, unknown>;
export const ExcludedTestRoundsFiguresFragmentDoc = new TypedDocumentString(`
    fragment ExcludedTestRoundsFigures on ExcludedTestRounds {
  currency
  rounds
  bet
  win
}
    `, {"fragmentName":"ExcludedTestRoundsFigures"}) as unknown as TypedDocumentString<ExcludedTestRoundsFiguresFragment, unknown>;
export const RtpRowFragmentDoc = new TypedDocumentString(`
    fragment RtpRow on GameRtp {
  gameSymbol
  title
  currency
  rounds
  bet
  win
  observedRtp
  theoreticalRtp
  standardDeviation
  bandLow
  bandHigh
  outsideBand
}
    `, {"fragmentName":"RtpRow"}) as unknown as TypedDocumentString<RtpRowFragment, unknown>;
export const RevenueFiguresFragmentDoc = new TypedDocumentString(`
    fragment RevenueFigures on RevenueRow {
  key
  label
  currency
  rounds
  bet
  win
  ggr
  freeRounds
  freeRoundsCost
  rolledBackRounds
  rolledBack
  promotionCost
  jackpotContributions
  jackpotWins
  players
  converted {
    bet
    win
    ggr
    complete
  }
}
    `, {"fragmentName":"RevenueFigures"}) as unknown as TypedDocumentString<RevenueFiguresFragment, unknown>;
export const ConsoleRoundRowFragmentDoc = new TypedDocumentString(`
    fragment ConsoleRoundRow on RoundSummary {
  id
  operatorId
  gameSymbol
  playerId
  sessionId
  currency
  bet
  win
  state
  test
  freeRoundsAwardId
  createdAt
  transactions {
    id
    type
    actionType
    amount
    state
    attempts
  }
}
    `, {"fragmentName":"ConsoleRoundRow"}) as unknown as TypedDocumentString<ConsoleRoundRowFragment, unknown>;
export const ConsoleCertificationRunCasesFragmentDoc = new TypedDocumentString(`
    fragment ConsoleCertificationRunCases on WalletCertificationRun {
  status
  completedCases
  totalCases
  cases {
    id
    title
    status
    detail
  }
  cleanup {
    done
    detail
  }
}
    `, {"fragmentName":"ConsoleCertificationRunCases"}) as unknown as TypedDocumentString<ConsoleCertificationRunCasesFragment, unknown>;
export const ConsoleWalletAttemptFragmentDoc = new TypedDocumentString(`
    fragment ConsoleWalletAttempt on WalletCallbackAttempt {
  id
  type
  attemptNumber
  requestId
  url
  requestHeaders
  requestBody
  responseStatus
  responseBody
  outcome
  error
  latencyMs
  startedAt
}
    `, {"fragmentName":"ConsoleWalletAttempt"}) as unknown as TypedDocumentString<ConsoleWalletAttemptFragment, unknown>;
export const ConsoleDashboardSeriesDocument = new TypedDocumentString(`
    query ConsoleDashboardSeries($range: DashboardRange!) {
  dashboardSeries(range: $range) {
    range
    interval
    points {
      at
      callbacks
      errors
      p50LatencyMs
      p95LatencyMs
      sessions
      spins
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDashboardSeriesQuery, ConsoleDashboardSeriesQueryVariables>;
export const ConsoleDashboardDocument = new TypedDocumentString(`
    query ConsoleDashboard {
  dashboard {
    operators
    activeOperators
    games
    liveGames
    liveSessions
    sseSubscribers
    walletTransactionsNeedingAttention
    openWalletAlerts
    generatedAt
    walletCallbacks {
      windowHours
      total
      succeeded
      rejected
      invalidSignature
      failed
      successRate
      p50LatencyMs
      p95LatencyMs
    }
  }
  walletAlerts {
    id
    operatorId
    kind
    occurrences
    firstSeenAt
    lastSeenAt
    lastTransactionId
    lastDetail
  }
  operators {
    id
    name
    status
    defaultCurrency
    catalogSize
    activeKeyCount
  }
}
    `) as unknown as TypedDocumentString<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>;
export const ConsoleAcknowledgeWalletAlertDocument = new TypedDocumentString(`
    mutation ConsoleAcknowledgeWalletAlert($id: ID!) {
  acknowledgeWalletAlert(id: $id) {
    id
    acknowledgedAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleAcknowledgeWalletAlertMutation, ConsoleAcknowledgeWalletAlertMutationVariables>;
export const ConsoleMyAccountDocument = new TypedDocumentString(`
    query ConsoleMyAccount {
  me {
    id
    email
    name
    role
    hasTotp
    totpRequired
    totpEnrollmentRequired
  }
}
    `) as unknown as TypedDocumentString<ConsoleMyAccountQuery, ConsoleMyAccountQueryVariables>;
export const ConsoleBeginMyTotpEnrollmentDocument = new TypedDocumentString(`
    mutation ConsoleBeginMyTotpEnrollment {
  beginMyTotpEnrollment {
    secret
    uri
  }
}
    `) as unknown as TypedDocumentString<ConsoleBeginMyTotpEnrollmentMutation, ConsoleBeginMyTotpEnrollmentMutationVariables>;
export const ConsoleConfirmMyTotpEnrollmentDocument = new TypedDocumentString(`
    mutation ConsoleConfirmMyTotpEnrollment($code: String!) {
  confirmMyTotpEnrollment(code: $code) {
    id
    hasTotp
  }
}
    `) as unknown as TypedDocumentString<ConsoleConfirmMyTotpEnrollmentMutation, ConsoleConfirmMyTotpEnrollmentMutationVariables>;
export const ConsoleRemoveMyTotpDocument = new TypedDocumentString(`
    mutation ConsoleRemoveMyTotp($code: String!) {
  removeMyTotp(code: $code) {
    id
    hasTotp
  }
}
    `) as unknown as TypedDocumentString<ConsoleRemoveMyTotpMutation, ConsoleRemoveMyTotpMutationVariables>;
export const ConsoleApiKeysDocument = new TypedDocumentString(`
    query ConsoleApiKeys($operatorId: ID, $kind: ApiKeyKind, $includeRevoked: Boolean) {
  apiKeys(operatorId: $operatorId, kind: $kind, includeRevoked: $includeRevoked) {
    id
    kind
    operatorId
    name
    prefix
    createdBy
    createdAt
    lastUsedAt
    revokedAt
    expiresAt
    useCount
  }
  operators {
    id
    name
    status
  }
}
    `) as unknown as TypedDocumentString<ConsoleApiKeysQuery, ConsoleApiKeysQueryVariables>;
export const ConsoleCreateApiKeyDocument = new TypedDocumentString(`
    mutation ConsoleCreateApiKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    apiKey {
      id
      kind
      operatorId
      name
      prefix
    }
    key
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateApiKeyMutation, ConsoleCreateApiKeyMutationVariables>;
export const ConsoleRevokeApiKeyDocument = new TypedDocumentString(`
    mutation ConsoleRevokeApiKey($id: ID!) {
  revokeApiKey(id: $id) {
    id
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleRevokeApiKeyMutation, ConsoleRevokeApiKeyMutationVariables>;
export const AuditChainHeadDocument = new TypedDocumentString(`
    query AuditChainHead {
  auditChainHead {
    seq
    hash
    at
  }
}
    `) as unknown as TypedDocumentString<AuditChainHeadQuery, AuditChainHeadQueryVariables>;
export const VerifyAuditChainDocument = new TypedDocumentString(`
    mutation VerifyAuditChain {
  verifyAuditChain {
    ok
    verified
    head {
      seq
      hash
    }
    problem {
      kind
      seq
      id
      detail
    }
  }
}
    `) as unknown as TypedDocumentString<VerifyAuditChainMutation, VerifyAuditChainMutationVariables>;
export const ConsoleAuditLogDocument = new TypedDocumentString(`
    query ConsoleAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {
  auditLog(filter: $filter, first: $first, after: $after) {
    items {
      id
      at
      actor
      action
      targetType
      targetId
      targetLabel
      before
      after
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<ConsoleAuditLogQuery, ConsoleAuditLogQueryVariables>;
export const ConsoleBillingOperatorsDocument = new TypedDocumentString(`
    query ConsoleBillingOperators {
  operators {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ConsoleBillingOperatorsQuery, ConsoleBillingOperatorsQueryVariables>;
export const ConsoleMonthlyStatementDocument = new TypedDocumentString(`
    query ConsoleMonthlyStatement($operatorId: ID!, $month: String!, $reportingCurrency: String) {
  monthlyStatement(
    operatorId: $operatorId
    month: $month
    reportingCurrency: $reportingCurrency
  ) {
    operatorId
    operatorName
    month
    revenueShare {
      id
      ...ShareFigures
    }
    lines {
      ...StatementLineFigures
    }
    excludedTestRounds {
      ...ExcludedTestRoundsFigures
    }
    contentHash
    csvPath
    printPath
    conversion {
      reportingCurrency
      label
      ggr
      amountDue
      complete
      missingCurrencies
      lines {
        currency
        rate
        ggr
        amountDue
      }
    }
  }
}
    fragment StatementLineFigures on MonthlyStatementLine {
  currency
  rounds
  bets
  wins
  ggr
  freeRounds
  freeRoundsCost
  rolledBackRounds
  rolledBack
  promotionCost
  jackpotContributions
  jackpotWins
  billableGgr
  amountDue
  amountDueBasis
}
fragment ShareFigures on RevenueShare {
  effectiveFrom
  percent
  freeRoundsCostTreatment
  promotionCostTreatment
}
fragment ExcludedTestRoundsFigures on ExcludedTestRounds {
  currency
  rounds
  bet
  win
}`) as unknown as TypedDocumentString<ConsoleMonthlyStatementQuery, ConsoleMonthlyStatementQueryVariables>;
export const ConsoleRevenueSharesDocument = new TypedDocumentString(`
    query ConsoleRevenueShares($operatorId: ID!) {
  revenueShares(operatorId: $operatorId) {
    id
    ...ShareFigures
    createdBy
    createdAt
  }
}
    fragment ShareFigures on RevenueShare {
  effectiveFrom
  percent
  freeRoundsCostTreatment
  promotionCostTreatment
}`) as unknown as TypedDocumentString<ConsoleRevenueSharesQuery, ConsoleRevenueSharesQueryVariables>;
export const ConsoleSetRevenueShareDocument = new TypedDocumentString(`
    mutation ConsoleSetRevenueShare($input: SetRevenueShareInput!) {
  setRevenueShare(input: $input) {
    id
    ...ShareFigures
  }
}
    fragment ShareFigures on RevenueShare {
  effectiveFrom
  percent
  freeRoundsCostTreatment
  promotionCostTreatment
}`) as unknown as TypedDocumentString<ConsoleSetRevenueShareMutation, ConsoleSetRevenueShareMutationVariables>;
export const ConsoleCatalogOptionsDocument = new TypedDocumentString(`
    query ConsoleCatalogOptions {
  operators {
    id
    name
    status
  }
  providers {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ConsoleCatalogOptionsQuery, ConsoleCatalogOptionsQueryVariables>;
export const ConsoleCatalogGamesDocument = new TypedDocumentString(`
    query ConsoleCatalogGames($operatorId: ID!, $search: String, $providerId: String) {
  catalogGames(operatorId: $operatorId, search: $search, providerId: $providerId) {
    assigned
    assignedAt
    game {
      symbol
      slug
      title
      providerId
      providerName
      launchStatus
      liveCatalogEnabled
      art {
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCatalogGamesQuery, ConsoleCatalogGamesQueryVariables>;
export const ConsoleCatalogPreviewDocument = new TypedDocumentString(`
    query ConsoleCatalogPreview($operatorId: ID!, $providerId: String) {
  catalogPreview(operatorId: $operatorId, providerId: $providerId) {
    operatorId
    providerId
    httpStatus
    total
    items {
      symbol
      title
      provider
      launchStatus
    }
    body
  }
}
    `) as unknown as TypedDocumentString<ConsoleCatalogPreviewQuery, ConsoleCatalogPreviewQueryVariables>;
export const ConsoleAssignCatalogGamesDocument = new TypedDocumentString(`
    mutation ConsoleAssignCatalogGames($operatorId: ID!, $symbols: [String!]!) {
  assignCatalogGames(operatorId: $operatorId, symbols: $symbols) {
    changed
    unchanged
  }
}
    `) as unknown as TypedDocumentString<ConsoleAssignCatalogGamesMutation, ConsoleAssignCatalogGamesMutationVariables>;
export const ConsoleUnassignCatalogGamesDocument = new TypedDocumentString(`
    mutation ConsoleUnassignCatalogGames($operatorId: ID!, $symbols: [String!]!) {
  unassignCatalogGames(operatorId: $operatorId, symbols: $symbols) {
    changed
    unchanged
  }
}
    `) as unknown as TypedDocumentString<ConsoleUnassignCatalogGamesMutation, ConsoleUnassignCatalogGamesMutationVariables>;
export const ConsoleAddFreeRoundsPlayersDocument = new TypedDocumentString(`
    mutation ConsoleAddFreeRoundsPlayers($operatorId: ID!, $campaignId: ID!, $players: [String!]!) {
  addFreeRoundsPlayers(
    operatorId: $operatorId
    campaignId: $campaignId
    players: $players
  ) {
    added
    alreadyAwarded
  }
}
    `) as unknown as TypedDocumentString<ConsoleAddFreeRoundsPlayersMutation, ConsoleAddFreeRoundsPlayersMutationVariables>;
export const ConsoleFreeRoundsCampaignDocument = new TypedDocumentString(`
    query ConsoleFreeRoundsCampaign($operatorId: ID!, $campaignId: ID!) {
  freeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) {
    campaignId
    operatorId
    state
    games
    rounds
    betLevel
    coinValue
    currency
    validFrom
    expiresAt
    maxWin
    playersCount
    roundsAwarded
    roundsPlayed
    win
    createdAt
    cancelledAt
    roundsPlayedOverTime {
      interval
      points {
        at
        rounds
        win
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleFreeRoundsCampaignQuery, ConsoleFreeRoundsCampaignQueryVariables>;
export const ConsoleFreeRoundsPlayersDocument = new TypedDocumentString(`
    query ConsoleFreeRoundsPlayers($operatorId: ID!, $campaignId: ID!, $first: Int, $after: String) {
  freeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) {
    campaignId
    players(first: $first, after: $after) {
      items {
        externalPlayerId
        roundsPlayed
        roundsLeft
        win
        state
      }
      nextCursor
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleFreeRoundsPlayersQuery, ConsoleFreeRoundsPlayersQueryVariables>;
export const ConsoleCancelFreeRoundsCampaignDocument = new TypedDocumentString(`
    mutation ConsoleCancelFreeRoundsCampaign($operatorId: ID!, $campaignId: ID!) {
  cancelFreeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) {
    campaignId
    state
  }
}
    `) as unknown as TypedDocumentString<ConsoleCancelFreeRoundsCampaignMutation, ConsoleCancelFreeRoundsCampaignMutationVariables>;
export const ConsoleFreeRoundsCatalogDocument = new TypedDocumentString(`
    query ConsoleFreeRoundsCatalog($id: ID!) {
  operator(id: $id) {
    id
    defaultCurrency
    catalog {
      symbol
      title
      launchStatus
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleFreeRoundsCatalogQuery, ConsoleFreeRoundsCatalogQueryVariables>;
export const ConsoleCreateFreeRoundsCampaignDocument = new TypedDocumentString(`
    mutation ConsoleCreateFreeRoundsCampaign($input: CreateFreeRoundsCampaignInput!) {
  createFreeRoundsCampaign(input: $input) {
    created
    campaign {
      campaignId
      operatorId
      playersCount
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateFreeRoundsCampaignMutation, ConsoleCreateFreeRoundsCampaignMutationVariables>;
export const ConsoleFreeRoundsCampaignsDocument = new TypedDocumentString(`
    query ConsoleFreeRoundsCampaigns($filter: FreeRoundsCampaignFilter, $first: Int, $after: String) {
  freeRoundsCampaigns(filter: $filter, first: $first, after: $after) {
    items {
      campaignId
      operatorId
      state
      games
      rounds
      betLevel
      coinValue
      currency
      expiresAt
      playersCount
      roundsAwarded
      roundsPlayed
      win
      createdAt
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<ConsoleFreeRoundsCampaignsQuery, ConsoleFreeRoundsCampaignsQueryVariables>;
export const ConsoleFreeRoundsOperatorsDocument = new TypedDocumentString(`
    query ConsoleFreeRoundsOperators {
  operators {
    id
    name
    defaultCurrency
  }
}
    `) as unknown as TypedDocumentString<ConsoleFreeRoundsOperatorsQuery, ConsoleFreeRoundsOperatorsQueryVariables>;
export const ConsoleGameDocument = new TypedDocumentString(`
    query ConsoleGame($symbol: String!) {
  game(symbol: $symbol) {
    id
    symbol
    slug
    title
    providerId
    providerName
    family
    rtp
    lines
    assetVersion
    assetSymbol
    assetSource
    hasLocalAssets
    gameServiceVersion
    loaderMode
    shellStrategy
    launchStatus
    liveCatalogEnabled
    certifiedBrowsers
    features {
      ...GameFeatureFlags
    }
    specialBetProfile {
      symbol
      buttons
      bls
      defaultBl
      serviceVersion
      cver
    }
    launchPath
    catalogCount
    art {
      ...GameArtFields
    }
    createdAt
    updatedAt
  }
  providers {
    id
    name
  }
}
    fragment GameArtFields on GameArt {
  uploaded
  contentType
  size
  sha256
  uploadedBy
  uploadedAt
  url
  uploadPath
}
fragment GameFeatureFlags on GameFeatures {
  bonus
  collect
  freeSpins
  buyFeature
  specialBet
}`) as unknown as TypedDocumentString<ConsoleGameQuery, ConsoleGameQueryVariables>;
export const ConsoleUpdateGameDocument = new TypedDocumentString(`
    mutation ConsoleUpdateGame($symbol: String!, $input: UpdateGameInput!) {
  updateGame(symbol: $symbol, input: $input) {
    symbol
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateGameMutation, ConsoleUpdateGameMutationVariables>;
export const ConsoleSetGameAvailabilityDocument = new TypedDocumentString(`
    mutation ConsoleSetGameAvailability($symbol: String!, $launchStatus: LaunchStatus, $liveCatalogEnabled: Boolean) {
  setGameAvailability(
    symbol: $symbol
    launchStatus: $launchStatus
    liveCatalogEnabled: $liveCatalogEnabled
  ) {
    symbol
    launchStatus
    liveCatalogEnabled
  }
}
    `) as unknown as TypedDocumentString<ConsoleSetGameAvailabilityMutation, ConsoleSetGameAvailabilityMutationVariables>;
export const ConsoleGamesDocument = new TypedDocumentString(`
    query ConsoleGames($search: String, $providerId: String) {
  games(search: $search, providerId: $providerId) {
    symbol
    slug
    title
    providerId
    providerName
    rtp
    lines
    launchStatus
    liveCatalogEnabled
    catalogCount
    features {
      ...GameFeatureFlags
    }
    art {
      url
      uploaded
      sha256
    }
  }
  providers {
    id
    name
  }
}
    fragment GameFeatureFlags on GameFeatures {
  bonus
  collect
  freeSpins
  buyFeature
  specialBet
}`) as unknown as TypedDocumentString<ConsoleGamesQuery, ConsoleGamesQueryVariables>;
export const ConsoleSearchDocument = new TypedDocumentString(`
    query ConsoleSearch($query: String!) {
  search(query: $query) {
    kind
    id
    title
    detail
    href
  }
}
    `) as unknown as TypedDocumentString<ConsoleSearchQuery, ConsoleSearchQueryVariables>;
export const ConsoleJackpotPoolDetailDocument = new TypedDocumentString(`
    query ConsoleJackpotPoolDetail($poolId: ID!) {
  jackpotPool(poolId: $poolId) {
    ...ConsoleJackpotPool
    createdBy
  }
  jackpotWins(poolId: $poolId) {
    ...ConsoleJackpotWin
  }
  jackpotLiability(poolId: $poolId) {
    ...ConsoleJackpotLiability
  }
}
    fragment ConsoleJackpotWin on JackpotWin {
  tier
  amount
  currency
  poolAmount
  poolCurrency
  wonAt
  roundId
  externalPlayerId
  transactionId
  state
  trigger
  triggerNonce
  triggerHash
}
fragment ConsoleJackpotPool on JackpotPool {
  poolId
  title
  scope
  games
  operatorIds
  currency
  createdAt
  tiers {
    tierId
    name
    kind
    seed
    cap
    winProbability
    contributionRate
    reserveRate
    cycle
    amount
    reserve
    triggerHash
  }
}
fragment ConsoleJackpotLiability on JackpotLiability {
  poolId
  title
  tierId
  tier
  currency
  seeds
  contributions
  wins
  liability
}`) as unknown as TypedDocumentString<ConsoleJackpotPoolDetailQuery, ConsoleJackpotPoolDetailQueryVariables>;
export const ConsoleJackpotOperatorsDocument = new TypedDocumentString(`
    query ConsoleJackpotOperators {
  operators {
    id
    name
    defaultCurrency
    catalog {
      symbol
      title
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleJackpotOperatorsQuery, ConsoleJackpotOperatorsQueryVariables>;
export const ConsoleCreateJackpotPoolDocument = new TypedDocumentString(`
    mutation ConsoleCreateJackpotPool($input: CreateJackpotPoolInput!) {
  createJackpotPool(input: $input) {
    poolId
    title
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateJackpotPoolMutation, ConsoleCreateJackpotPoolMutationVariables>;
export const ConsoleJackpotsDocument = new TypedDocumentString(`
    query ConsoleJackpots {
  jackpotPools {
    ...ConsoleJackpotPool
  }
  jackpotLiability {
    ...ConsoleJackpotLiability
  }
}
    fragment ConsoleJackpotPool on JackpotPool {
  poolId
  title
  scope
  games
  operatorIds
  currency
  createdAt
  tiers {
    tierId
    name
    kind
    seed
    cap
    winProbability
    contributionRate
    reserveRate
    cycle
    amount
    reserve
    triggerHash
  }
}
fragment ConsoleJackpotLiability on JackpotLiability {
  poolId
  title
  tierId
  tier
  currency
  seeds
  contributions
  wins
  liability
}`) as unknown as TypedDocumentString<ConsoleJackpotsQuery, ConsoleJackpotsQueryVariables>;
export const ConsoleJurisdictionProfilesDocument = new TypedDocumentString(`
    query ConsoleJurisdictionProfiles {
  jurisdictionProfiles {
    code
    name
    minSpinIntervalMs
    autoplayAllowed
    autoplayMaxSpins
    autoplayRequiresLossLimit
    turboAllowed
    slamStopAllowed
    featureBuyAllowed
    maxStake {
      currency
      amount
    }
    netPositionShown
    sessionTimeShown
    realityCheckMinutes
    rtpVariant
    promotionsAllowed
    promotionsNote
    jackpotsAllowed
    jackpotsNote
  }
}
    `) as unknown as TypedDocumentString<ConsoleJurisdictionProfilesQuery, ConsoleJurisdictionProfilesQueryVariables>;
export const ConsoleOperatorHealthDocument = new TypedDocumentString(`
    query ConsoleOperatorHealth($operatorId: ID!, $range: DashboardRange!) {
  operatorHealth(operatorId: $operatorId, range: $range) {
    operatorId
    pendingDeliveries
    gaveUpDeliveries
    series {
      interval
      points {
        at
        callbacks
        errors
        errorRate
        p50LatencyMs
        p95LatencyMs
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleOperatorHealthQuery, ConsoleOperatorHealthQueryVariables>;
export const ConsoleOperatorDocument = new TypedDocumentString(`
    query ConsoleOperator($id: ID!) {
  operator(id: $id) {
    id
    name
    status
    defaultCurrency
    walletMode
    walletBaseUrl
    walletTimeoutMs
    hasWalletSecret
    walletSecretRotatedAt
    frameAncestors
    walletRoundFields
    backofficeTotpRequired
    jurisdiction
    rtpVariant
    createdAt
    updatedAt
    catalogSize
    activeKeyCount
    catalog {
      symbol
      title
      providerId
      launchStatus
      liveCatalogEnabled
      assignedAt
    }
  }
  jurisdictionProfiles {
    code
    name
  }
  rtpVariants
}
    `) as unknown as TypedDocumentString<ConsoleOperatorQuery, ConsoleOperatorQueryVariables>;
export const ConsoleUpdateOperatorDocument = new TypedDocumentString(`
    mutation ConsoleUpdateOperator($id: ID!, $input: UpdateOperatorInput!) {
  updateOperator(id: $id, input: $input) {
    id
    name
    defaultCurrency
    walletBaseUrl
    walletTimeoutMs
    frameAncestors
    walletRoundFields
    backofficeTotpRequired
    jurisdiction
    rtpVariant
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateOperatorMutation, ConsoleUpdateOperatorMutationVariables>;
export const ConsoleSetOperatorStatusDocument = new TypedDocumentString(`
    mutation ConsoleSetOperatorStatus($id: ID!, $status: OperatorStatus!) {
  setOperatorStatus(id: $id, status: $status) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ConsoleSetOperatorStatusMutation, ConsoleSetOperatorStatusMutationVariables>;
export const ConsoleRotateWalletSecretDocument = new TypedDocumentString(`
    mutation ConsoleRotateWalletSecret($id: ID!) {
  rotateWalletSecret(id: $id) {
    operator {
      id
      walletSecretRotatedAt
    }
    walletSecret
  }
}
    `) as unknown as TypedDocumentString<ConsoleRotateWalletSecretMutation, ConsoleRotateWalletSecretMutationVariables>;
export const ConsoleOperatorUsersDocument = new TypedDocumentString(`
    query ConsoleOperatorUsers($operatorId: ID!) {
  operatorUsers(operatorId: $operatorId) {
    id
    email
    role
    active
    hasTotp
    createdBy
    createdAt
    lastSignInAt
  }
  auditLog(filter: {operatorUsersOf: $operatorId}, first: 10) {
    items {
      id
      at
      actor
      action
      targetType
      targetId
      targetLabel
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleOperatorUsersQuery, ConsoleOperatorUsersQueryVariables>;
export const ConsoleInviteOperatorUserDocument = new TypedDocumentString(`
    mutation ConsoleInviteOperatorUser($operatorId: ID!, $email: String!, $role: OperatorUserRole!) {
  inviteOperatorUser(operatorId: $operatorId, email: $email, role: $role) {
    user {
      id
      email
      role
    }
    initialPassword
  }
}
    `) as unknown as TypedDocumentString<ConsoleInviteOperatorUserMutation, ConsoleInviteOperatorUserMutationVariables>;
export const ConsoleSetOperatorUserActiveDocument = new TypedDocumentString(`
    mutation ConsoleSetOperatorUserActive($id: ID!, $active: Boolean!) {
  setOperatorUserActive(id: $id, active: $active) {
    id
    active
  }
}
    `) as unknown as TypedDocumentString<ConsoleSetOperatorUserActiveMutation, ConsoleSetOperatorUserActiveMutationVariables>;
export const ConsoleCreateOperatorDocument = new TypedDocumentString(`
    mutation ConsoleCreateOperator($input: CreateOperatorInput!) {
  createOperator(input: $input) {
    operator {
      id
      name
    }
    walletSecret
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateOperatorMutation, ConsoleCreateOperatorMutationVariables>;
export const ConsoleOperatorsDocument = new TypedDocumentString(`
    query ConsoleOperators($status: OperatorStatus, $search: String) {
  operators(status: $status, search: $search) {
    id
    name
    status
    defaultCurrency
    walletBaseUrl
    catalogSize
    activeKeyCount
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleOperatorsQuery, ConsoleOperatorsQueryVariables>;
export const ConsolePromotionDocument = new TypedDocumentString(`
    query ConsolePromotion($promotionId: ID!) {
  promotion(promotionId: $promotionId) {
    ...ConsolePromotionTerms
    state
    network
    prizePool
    prizesLeft
    dropChance
    createdAt
    cancelledAt
    payoutsReleaseAt
    payoutsReleasedAt
    prizes {
      fromRank
      toRank
      tier
      count
      amount
      currency
    }
  }
}
    fragment ConsolePromotionTerms on Promotion {
  promotionId
  kind
  title
  terms
  games
  operatorIds
  startsAt
  endsAt
  baseCurrency
  scoring
  optIn
  reviewMinutes
  jurisdictions
  minBets {
    currency
    amount
  }
  prizes {
    fromRank
    toRank
    count
    amount
  }
}`) as unknown as TypedDocumentString<ConsolePromotionQuery, ConsolePromotionQueryVariables>;
export const ConsolePromotionLeaderboardDocument = new TypedDocumentString(`
    query ConsolePromotionLeaderboard($promotionId: ID!, $first: Int!) {
  promotion(promotionId: $promotionId) {
    promotionId
    leaderboard(first: $first) {
      participants
      entries {
        rank
        score
        rounds
        operatorId
        externalPlayerId
        prize {
          amount
          currency
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ConsolePromotionLeaderboardQuery, ConsolePromotionLeaderboardQueryVariables>;
export const ConsolePromotionPayoutsDocument = new TypedDocumentString(`
    query ConsolePromotionPayouts($promotionId: ID!) {
  promotion(promotionId: $promotionId) {
    promotionId
    payouts(first: 1000) {
      items {
        operatorId
        externalPlayerId
        rank
        tier
        roundId
        amount
        currency
        baseAmount
        baseCurrency
        rate
        transactionId
        state
        createdAt
        completedAt
      }
      nextCursor
    }
  }
}
    `) as unknown as TypedDocumentString<ConsolePromotionPayoutsQuery, ConsolePromotionPayoutsQueryVariables>;
export const ConsoleCancelPromotionDocument = new TypedDocumentString(`
    mutation ConsoleCancelPromotion($promotionId: ID!) {
  cancelPromotion(promotionId: $promotionId) {
    promotionId
    state
  }
}
    `) as unknown as TypedDocumentString<ConsoleCancelPromotionMutation, ConsoleCancelPromotionMutationVariables>;
export const ConsoleReleasePromotionPayoutsDocument = new TypedDocumentString(`
    mutation ConsoleReleasePromotionPayouts($promotionId: ID!) {
  releasePromotionPayouts(promotionId: $promotionId) {
    promotionId
    payoutsReleasedAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleReleasePromotionPayoutsMutation, ConsoleReleasePromotionPayoutsMutationVariables>;
export const ConsoleSettlePromotionDocument = new TypedDocumentString(`
    mutation ConsoleSettlePromotion($promotionId: ID!) {
  settlePromotion(promotionId: $promotionId) {
    promotionId
    state
  }
}
    `) as unknown as TypedDocumentString<ConsoleSettlePromotionMutation, ConsoleSettlePromotionMutationVariables>;
export const ConsolePromotionOperatorsDocument = new TypedDocumentString(`
    query ConsolePromotionOperators {
  operators {
    id
    name
    defaultCurrency
    catalog {
      symbol
      title
    }
  }
  jurisdictionProfiles {
    code
    name
    promotionsAllowed
    promotionsNote
  }
}
    `) as unknown as TypedDocumentString<ConsolePromotionOperatorsQuery, ConsolePromotionOperatorsQueryVariables>;
export const ConsoleCreatePromotionDocument = new TypedDocumentString(`
    mutation ConsoleCreatePromotion($input: CreatePromotionInput!) {
  createPromotion(input: $input) {
    promotionId
    title
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreatePromotionMutation, ConsoleCreatePromotionMutationVariables>;
export const ConsoleUpdatePromotionDocument = new TypedDocumentString(`
    mutation ConsoleUpdatePromotion($promotionId: ID!, $input: CreatePromotionInput!) {
  updatePromotion(promotionId: $promotionId, input: $input) {
    promotionId
    title
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdatePromotionMutation, ConsoleUpdatePromotionMutationVariables>;
export const ConsolePromotionsDocument = new TypedDocumentString(`
    query ConsolePromotions($filter: PromotionFilter, $first: Int, $after: String) {
  promotions(filter: $filter, first: $first, after: $after) {
    items {
      promotionId
      kind
      title
      state
      startsAt
      endsAt
      games
      operatorIds
      network
      prizePool
      baseCurrency
      prizesLeft
      payoutsReleaseAt
      payoutsReleasedAt
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<ConsolePromotionsQuery, ConsolePromotionsQueryVariables>;
export const ConsoleExchangeRatesDocument = new TypedDocumentString(`
    query ConsoleExchangeRates {
  exchangeRates(first: 200) {
    id
    month
    currency
    reportingCurrency
    rate
    current
    createdBy
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleExchangeRatesQuery, ConsoleExchangeRatesQueryVariables>;
export const ConsoleSetExchangeRateDocument = new TypedDocumentString(`
    mutation ConsoleSetExchangeRate($input: SetExchangeRateInput!) {
  setExchangeRate(input: $input) {
    id
    month
    currency
    reportingCurrency
    rate
  }
}
    `) as unknown as TypedDocumentString<ConsoleSetExchangeRateMutation, ConsoleSetExchangeRateMutationVariables>;
export const ConsoleReportFiltersDocument = new TypedDocumentString(`
    query ConsoleReportFilters {
  operators {
    id
    name
  }
  games {
    symbol
    title
  }
  providers {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ConsoleReportFiltersQuery, ConsoleReportFiltersQueryVariables>;
export const ConsoleRevenueReportDocument = new TypedDocumentString(`
    query ConsoleRevenueReport($filter: RevenueReportFilter!) {
  revenueReport(filter: $filter) {
    from
    to
    granularity
    currencies
    confidenceZ
    series {
      ...RevenueFigures
    }
    totals {
      ...RevenueFigures
    }
    topGames {
      ...RevenueFigures
    }
    topOperators {
      ...RevenueFigures
    }
    rtp {
      ...RtpRow
    }
    excludedTestRounds {
      ...ExcludedTestRoundsFigures
    }
    conversion {
      reportingCurrency
      label
      complete
      total {
        bet
        win
        ggr
        complete
      }
      missingRates {
        month
        currency
      }
      rates {
        id
        month
        currency
        rate
      }
    }
  }
}
    fragment ExcludedTestRoundsFigures on ExcludedTestRounds {
  currency
  rounds
  bet
  win
}
fragment RtpRow on GameRtp {
  gameSymbol
  title
  currency
  rounds
  bet
  win
  observedRtp
  theoreticalRtp
  standardDeviation
  bandLow
  bandHigh
  outsideBand
}
fragment RevenueFigures on RevenueRow {
  key
  label
  currency
  rounds
  bet
  win
  ggr
  freeRounds
  freeRoundsCost
  rolledBackRounds
  rolledBack
  promotionCost
  jackpotContributions
  jackpotWins
  players
  converted {
    bet
    win
    ggr
    complete
  }
}`) as unknown as TypedDocumentString<ConsoleRevenueReportQuery, ConsoleRevenueReportQueryVariables>;
export const ConsoleRoundDetailsDocument = new TypedDocumentString(`
    query ConsoleRoundDetails($id: ID!) {
  round(id: $id) {
    roundId
    operatorId
    gameSymbol
    externalPlayerId
    sessionId
    currency
    bet
    win
    winBeforeCap
    capped
    roundState
    test
    open {
      reasonCode
      reason
      nextStep
    }
    betLevel
    coinValue
    boughtFeature
    freeSpins
    outcome
    freeRounds {
      awardId
      campaignId
      roundsTotal
      roundsPlayed
    }
    transactions {
      transactionId
      transactionType
      actionType
      state
      amount
      originalTransactionId
      balanceAfter
      createdAt
      completedAt
      giveUpAt
      attempts {
        count
        firstAttemptAt
        lastAttemptAt
        lastOutcome
        lastHttpStatus
        lastLatencyMs
        lastError
      }
    }
    jackpotWins {
      jackpotId
      title
      tier
      amount
      currency
      transactionId
      state
    }
    createdAt
    playedAt
    retainedUntil
    replayUrl
  }
}
    `) as unknown as TypedDocumentString<ConsoleRoundDetailsQuery, ConsoleRoundDetailsQueryVariables>;
export const ConsoleRoundLookupOperatorsDocument = new TypedDocumentString(`
    query ConsoleRoundLookupOperators {
  operators {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ConsoleRoundLookupOperatorsQuery, ConsoleRoundLookupOperatorsQueryVariables>;
export const ConsoleRoundSearchDocument = new TypedDocumentString(`
    query ConsoleRoundSearch($search: String, $operatorId: ID, $first: Int = 25, $after: String) {
  rounds(search: $search, operatorId: $operatorId, first: $first, after: $after) {
    matchedBy
    items {
      ...ConsoleRoundRow
    }
    nextCursor
  }
}
    fragment ConsoleRoundRow on RoundSummary {
  id
  operatorId
  gameSymbol
  playerId
  sessionId
  currency
  bet
  win
  state
  test
  freeRoundsAwardId
  createdAt
  transactions {
    id
    type
    actionType
    amount
    state
    attempts
  }
}`) as unknown as TypedDocumentString<ConsoleRoundSearchQuery, ConsoleRoundSearchQueryVariables>;
export const ConsolePlayerRestrictionsDocument = new TypedDocumentString(`
    query ConsolePlayerRestrictions($externalPlayerId: String!, $operatorId: ID) {
  playerRestrictions(externalPlayerId: $externalPlayerId, operatorId: $operatorId) {
    id
    operatorId
    reason
    endsAt
    createdBy
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ConsolePlayerRestrictionsQuery, ConsolePlayerRestrictionsQueryVariables>;
export const ConsoleSessionsDocument = new TypedDocumentString(`
    query ConsoleSessions($filter: LaunchSessionFilter, $first: Int, $after: String) {
  sessions(filter: $filter, first: $first, after: $after) {
    items {
      id
      operatorId
      externalPlayerId
      gameSymbol
      gameTitle
      currency
      lang
      device
      state
      subscribers
      createdAt
      lastActivityAt
      expiresAt
      terminatedAt
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<ConsoleSessionsQuery, ConsoleSessionsQueryVariables>;
export const ConsoleSessionOperatorsDocument = new TypedDocumentString(`
    query ConsoleSessionOperators {
  operators {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ConsoleSessionOperatorsQuery, ConsoleSessionOperatorsQueryVariables>;
export const ConsoleTerminateSessionDocument = new TypedDocumentString(`
    mutation ConsoleTerminateSession($id: ID!) {
  terminateSession(id: $id) {
    id
    state
    terminatedAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleTerminateSessionMutation, ConsoleTerminateSessionMutationVariables>;
export const ConsoleStaffUsersDocument = new TypedDocumentString(`
    query ConsoleStaffUsers {
  staffUsers {
    id
    email
    name
    role
    disabledAt
    hasPassword
    lastSignInAt
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleStaffUsersQuery, ConsoleStaffUsersQueryVariables>;
export const ConsoleCreateStaffUserDocument = new TypedDocumentString(`
    mutation ConsoleCreateStaffUser($input: CreateStaffUserInput!) {
  createStaffUser(input: $input) {
    staffUser {
      id
      email
      role
    }
    initialPassword
  }
}
    `) as unknown as TypedDocumentString<ConsoleCreateStaffUserMutation, ConsoleCreateStaffUserMutationVariables>;
export const ConsoleUpdateStaffUserDocument = new TypedDocumentString(`
    mutation ConsoleUpdateStaffUser($id: ID!, $input: UpdateStaffUserInput!) {
  updateStaffUser(id: $id, input: $input) {
    id
    role
    disabledAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleUpdateStaffUserMutation, ConsoleUpdateStaffUserMutationVariables>;
export const ConsoleStatementOperatorsDocument = new TypedDocumentString(`
    query ConsoleStatementOperators {
  operators {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ConsoleStatementOperatorsQuery, ConsoleStatementOperatorsQueryVariables>;
export const ConsoleDailyStatementDocument = new TypedDocumentString(`
    query ConsoleDailyStatement($operatorId: ID!, $date: String!) {
  dailyStatement(operatorId: $operatorId, date: $date) {
    operatorId
    date
    currencies {
      currency
      lines {
        transactionType
        state
        count
        amount
        promotionId
      }
    }
    contentHash
    csvPath
  }
}
    `) as unknown as TypedDocumentString<ConsoleDailyStatementQuery, ConsoleDailyStatementQueryVariables>;
export const ConsoleWalletCallbacksDocument = new TypedDocumentString(`
    query ConsoleWalletCallbacks($filter: WalletCallbackFilter, $first: Int, $after: String) {
  walletCallbacks(filter: $filter, first: $first, after: $after) {
    items {
      ...ConsoleWalletAttempt
      transactionId
      operatorId
      playerId
    }
    nextCursor
  }
}
    fragment ConsoleWalletAttempt on WalletCallbackAttempt {
  id
  type
  attemptNumber
  requestId
  url
  requestHeaders
  requestBody
  responseStatus
  responseBody
  outcome
  error
  latencyMs
  startedAt
}`) as unknown as TypedDocumentString<ConsoleWalletCallbacksQuery, ConsoleWalletCallbacksQueryVariables>;
export const ConsoleCertificationOptionsDocument = new TypedDocumentString(`
    query ConsoleCertificationOptions {
  operators {
    id
    name
    status
    defaultCurrency
    walletBaseUrl
    hasWalletSecret
  }
  walletCertificationRuns(first: 15) {
    id
    operatorId
    walletUrl
    startedBy
    status
    completedCases
    totalCases
    startedAt
    finishedAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleCertificationOptionsQuery, ConsoleCertificationOptionsQueryVariables>;
export const ConsoleCertificationRunDocument = new TypedDocumentString(`
    query ConsoleCertificationRun($id: ID!) {
  walletCertificationRun(id: $id) {
    id
    operatorId
    walletUrl
    startedBy
    status
    completedCases
    totalCases
    startedAt
    finishedAt
    ...ConsoleCertificationRunCases
  }
}
    fragment ConsoleCertificationRunCases on WalletCertificationRun {
  status
  completedCases
  totalCases
  cases {
    id
    title
    status
    detail
  }
  cleanup {
    done
    detail
  }
}`) as unknown as TypedDocumentString<ConsoleCertificationRunQuery, ConsoleCertificationRunQueryVariables>;
export const ConsoleStartWalletCertificationDocument = new TypedDocumentString(`
    mutation ConsoleStartWalletCertification($input: StartWalletCertificationInput!) {
  startWalletCertification(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ConsoleStartWalletCertificationMutation, ConsoleStartWalletCertificationMutationVariables>;
export const ConsoleWalletRoundsDocument = new TypedDocumentString(`
    query ConsoleWalletRounds($operatorId: ID, $first: Int = 30, $after: String) {
  rounds(operatorId: $operatorId, first: $first, after: $after) {
    items {
      ...ConsoleRoundRow
    }
    nextCursor
  }
}
    fragment ConsoleRoundRow on RoundSummary {
  id
  operatorId
  gameSymbol
  playerId
  sessionId
  currency
  bet
  win
  state
  test
  freeRoundsAwardId
  createdAt
  transactions {
    id
    type
    actionType
    amount
    state
    attempts
  }
}`) as unknown as TypedDocumentString<ConsoleWalletRoundsQuery, ConsoleWalletRoundsQueryVariables>;
export const ConsoleRetryWalletTransactionDocument = new TypedDocumentString(`
    mutation ConsoleRetryWalletTransaction($id: ID!) {
  retryWalletTransaction(id: $id) {
    id
    state
    nextAttemptAt
  }
}
    `) as unknown as TypedDocumentString<ConsoleRetryWalletTransactionMutation, ConsoleRetryWalletTransactionMutationVariables>;
export const ConsoleResolveWalletTransactionDocument = new TypedDocumentString(`
    mutation ConsoleResolveWalletTransaction($id: ID!, $note: String!) {
  resolveWalletTransaction(id: $id, note: $note) {
    id
    state
    resolvedManually
  }
}
    `) as unknown as TypedDocumentString<ConsoleResolveWalletTransactionMutation, ConsoleResolveWalletTransactionMutationVariables>;
export const ConsoleWalletTransactionDocument = new TypedDocumentString(`
    query ConsoleWalletTransaction($id: ID!) {
  walletTransaction(id: $id) {
    id
    roundId
    operatorId
    playerId
    sessionId
    gameSymbol
    currency
    type
    actionType
    amount
    originalTransactionId
    state
    attempts
    nextAttemptAt
    giveUpAt
    firstAttemptAt
    lastAttemptAt
    completedAt
    balanceAfter
    errorCode
    errorMessage
    lastLatencyMs
    resolvedManually
    canRetry
    canResolve
    createdAt
    attemptLog {
      ...ConsoleWalletAttempt
    }
  }
}
    fragment ConsoleWalletAttempt on WalletCallbackAttempt {
  id
  type
  attemptNumber
  requestId
  url
  requestHeaders
  requestBody
  responseStatus
  responseBody
  outcome
  error
  latencyMs
  startedAt
}`) as unknown as TypedDocumentString<ConsoleWalletTransactionQuery, ConsoleWalletTransactionQueryVariables>;
export const ConsoleWalletTransactionsDocument = new TypedDocumentString(`
    query ConsoleWalletTransactions($filter: WalletTransactionFilter, $first: Int, $after: String) {
  walletTransactions(filter: $filter, first: $first, after: $after) {
    items {
      id
      operatorId
      playerId
      gameSymbol
      currency
      type
      actionType
      amount
      state
      attempts
      lastLatencyMs
      errorCode
      resolvedManually
      canRetry
      canResolve
      createdAt
      giveUpAt
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<ConsoleWalletTransactionsQuery, ConsoleWalletTransactionsQueryVariables>;
export const ConsoleWalletOperatorsDocument = new TypedDocumentString(`
    query ConsoleWalletOperators {
  operators {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ConsoleWalletOperatorsQuery, ConsoleWalletOperatorsQueryVariables>;
export const CurrentStaffDocument = new TypedDocumentString(`
    query CurrentStaff {
  me {
    id
    email
    name
    role
  }
}
    `) as unknown as TypedDocumentString<CurrentStaffQuery, CurrentStaffQueryVariables>;