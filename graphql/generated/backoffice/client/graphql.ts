/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What a user must do before anything else in the back office. */
export type AccountSetupStep =
  /** The password was given to them (one-time): they set their own. */
  | 'change_password'
  /** Their operator requires a second factor and they have none. */
  | 'enroll_totp';

/** How a statement line's amount due came about. */
export type AmountDueBasis =
  | 'negative_ggr_not_billed'
  | 'no_revenue_share'
  | 'share_of_billable_ggr';

/** Whether a cost (free rounds, promotions) is taken off GGR before the share. */
export type CostTreatment =
  | 'deducted'
  | 'not_deducted';

export type CreateFreeRoundTemplateInput = {
  /** A bet level of the game. */
  betLevel: number;
  coins: Array<FreeRoundTemplateCoinInput>;
  /** A symbol or slug of a game in your catalog. */
  game: string;
  name: string;
  /** 1–1000. */
  rounds: number;
  /** 1–90. */
  validityDays: number;
};

export type FreeRoundTemplateCoinInput = {
  /** Decimal text; a coin the game offers in that currency. */
  coinValue: string;
  currency: string;
};

export type OperatorUserRole =
  | 'operator_admin'
  | 'operator_finance'
  | 'operator_support';

/** Time bucket of a revenue series, chosen by the window: hour up to 2 days, day up to 92 days, month beyond. */
export type ReportGranularity =
  | 'day'
  | 'hour'
  | 'month';

/** A report window in UTC (from rounded down, to rounded up to the hour) and its filters; always your operator. */
export type RevenueReportFilter = {
  currency?: string | null | undefined;
  from: string;
  gameSymbol?: string | null | undefined;
  /** Also convert the series and totals to this currency (3 letters) at the provider's monthly rates. */
  reportingCurrency?: string | null | undefined;
  to: string;
  /** Rows of top games per currency (default 10). */
  top?: number | null | undefined;
};

export type StartWalletCertificationInput = {
  /** Decimal text moved by each debit and credit; default one major unit (1.00). */
  amount?: string | null | undefined;
  /** The player's currency; default your operator's default currency. */
  currency?: string | null | undefined;
  /** A dedicated, funded test player of your wallet (the run credits back what it takes). */
  playerId: string;
};

export type WalletAttemptOutcome =
  /** Timeout, network error, 5xx or malformed answer. */
  | 'failed'
  | 'invalid_signature'
  | 'rejected'
  | 'succeeded'
  /** No answer recorded: still in flight, or its sender stopped (outcome unknown). */
  | 'unknown';

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

export type WalletDeliveryFilter = {
  outcomes?: Array<WalletAttemptOutcome> | null | undefined;
  playerId?: string | null | undefined;
  since?: string | null | undefined;
  transactionId?: string | null | undefined;
  types?: Array<WalletCallbackType> | null | undefined;
  until?: string | null | undefined;
};

/** A wallet transaction's delivery state. */
export type WalletTransactionState =
  | 'gave_up'
  | 'pending'
  | 'rejected'
  | 'rolled_back'
  | 'succeeded'
  | 'unknown';

export type BackofficeMyAccountFragment = { hasTotp: boolean, accountSetupStep: AccountSetupStep | null, operatorTotpRequired: boolean };

export type BackofficeChangeMyPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type BackofficeChangeMyPasswordMutation = { changeMyPassword: { accountSetupStep: AccountSetupStep | null } };

export type BackofficeBeginMyTotpEnrollmentMutationVariables = Exact<{ [key: string]: never; }>;


export type BackofficeBeginMyTotpEnrollmentMutation = { beginMyTotpEnrollment: { secret: string, uri: string } };

export type BackofficeConfirmMyTotpEnrollmentMutationVariables = Exact<{
  code: string;
}>;


export type BackofficeConfirmMyTotpEnrollmentMutation = { confirmMyTotpEnrollment: { hasTotp: boolean } };

export type BackofficeRemoveMyTotpMutationVariables = Exact<{
  code: string;
}>;


export type BackofficeRemoveMyTotpMutation = { removeMyTotp: { hasTotp: boolean } };

export type BackofficeSetOperatorTotpRequiredMutationVariables = Exact<{
  required: boolean;
}>;


export type BackofficeSetOperatorTotpRequiredMutation = { setOperatorTotpRequired: { operatorTotpRequired: boolean } };

export type BackofficeMyAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type BackofficeMyAccountQuery = { myAccount: { hasTotp: boolean, accountSetupStep: AccountSetupStep | null, operatorTotpRequired: boolean } };

export type BackofficeFreeRoundTemplateFragment = { id: string, name: string, gameSymbol: string, rounds: number, betLevel: number, validityDays: number, createdBy: string, coins: Array<{ currency: string, coinValue: string }> };

export type BackofficeCreateFreeRoundTemplateMutationVariables = Exact<{
  input: CreateFreeRoundTemplateInput;
}>;


export type BackofficeCreateFreeRoundTemplateMutation = { createFreeRoundTemplate: { id: string } };

export type BackofficeArchiveFreeRoundTemplateMutationVariables = Exact<{
  templateId: string;
}>;


export type BackofficeArchiveFreeRoundTemplateMutation = { archiveFreeRoundTemplate: { id: string } };

export type BackofficeFreeRoundsQueryVariables = Exact<{ [key: string]: never; }>;


export type BackofficeFreeRoundsQuery = { freeRoundTemplates: Array<{ id: string, name: string, gameSymbol: string, rounds: number, betLevel: number, validityDays: number, createdBy: string, coins: Array<{ currency: string, coinValue: string }> }>, catalogGames: Array<{ symbol: string, title: string }>, freeRoundCampaigns: { items: Array<{ campaignId: string, state: string, games: Array<string>, rounds: number, betLevel: number, coinValue: string, currency: string, expiresAt: string, playersCount: number, roundsAwarded: number, roundsPlayed: number, win: string, createdAt: string }> } };

export type BackofficeApiKeyFragment = { id: string, name: string, prefix: string, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, expiresAt: string | null, useCount: number };

export type BackofficeCreateApiKeyMutationVariables = Exact<{
  name: string;
  expiresAt?: string | null | undefined;
}>;


export type BackofficeCreateApiKeyMutation = { createApiKey: { key: string, apiKey: { prefix: string, name: string } } };

export type BackofficeRevokeApiKeyMutationVariables = Exact<{
  id: string;
}>;


export type BackofficeRevokeApiKeyMutation = { revokeApiKey: { id: string } };

export type BackofficeApiKeysQueryVariables = Exact<{
  includeRevoked?: boolean | null | undefined;
}>;


export type BackofficeApiKeysQuery = { apiKeys: Array<{ id: string, name: string, prefix: string, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, expiresAt: string | null, useCount: number }> };

export type BackofficeWalletDeliveryQueryVariables = Exact<{
  id: string;
}>;


export type BackofficeWalletDeliveryQuery = { walletDelivery: { id: string, type: WalletCallbackType, transactionId: string | null, playerId: string, attemptNumber: number, requestId: string, method: string, url: string, requestBody: string, responseStatus: number | null, responseBody: string | null, outcome: WalletAttemptOutcome, error: string | null, latencyMs: number, startedAt: string, requestHeaders: Array<{ name: string, value: string }> } };

export type BackofficeWalletDeliveriesQueryVariables = Exact<{
  filter?: WalletDeliveryFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type BackofficeWalletDeliveriesQuery = { walletDeliveries: { nextCursor: string | null, items: Array<{ id: string, type: WalletCallbackType, transactionId: string | null, playerId: string, attemptNumber: number, responseStatus: number | null, outcome: WalletAttemptOutcome, latencyMs: number, startedAt: string }> } };

export type BackofficeCatalogGamesQueryVariables = Exact<{ [key: string]: never; }>;


export type BackofficeCatalogGamesQuery = { catalogGames: Array<{ symbol: string, slug: string, title: string, provider: string, family: string | null, rtp: string | null, lines: number | null, launchStatus: string | null, thumbnailUrl: string | null }> };

export type BackofficeWalletQueryVariables = Exact<{ [key: string]: never; }>;


export type BackofficeWalletQuery = { walletSettings: { walletUrl: string | null, hasSecret: boolean, secretRotatedAt: string | null, timeoutMs: number, roundFields: boolean }, walletCertificationRuns: Array<{ id: string, walletUrl: string, startedBy: string, status: WalletCertificationStatus, completedCases: number, totalCases: number, startedAt: string, finishedAt: string | null }> };

export type BackofficeWalletCertificationRunQueryVariables = Exact<{
  id: string;
}>;


export type BackofficeWalletCertificationRunQuery = { walletCertificationRun: { id: string, walletUrl: string, startedBy: string, startedAt: string, finishedAt: string | null, status: WalletCertificationStatus, completedCases: number, totalCases: number, cases: Array<{ id: string, title: string, status: WalletCertificationCaseStatus, detail: string | null }>, cleanup: { done: boolean, detail: string } | null } };

export type BackofficeStartWalletCertificationMutationVariables = Exact<{
  input: StartWalletCertificationInput;
}>;


export type BackofficeStartWalletCertificationMutation = { startWalletCertification: { id: string } };

export type BackofficeWalletSettingsFragment = { walletUrl: string | null, hasSecret: boolean, secretRotatedAt: string | null, timeoutMs: number, roundFields: boolean };

export type BackofficeUpdateWalletUrlMutationVariables = Exact<{
  url: string;
}>;


export type BackofficeUpdateWalletUrlMutation = { updateWalletUrl: { walletUrl: string | null } };

export type BackofficeRotateWalletSecretMutationVariables = Exact<{ [key: string]: never; }>;


export type BackofficeRotateWalletSecretMutation = { rotateWalletSecret: { walletSecret: string } };

export type BackofficeMonthlyStatementQueryVariables = Exact<{
  month: string;
  reportingCurrency?: string | null | undefined;
}>;


export type BackofficeMonthlyStatementQuery = { monthlyStatement: { operatorName: string, month: string, from: string, to: string, contentHash: string, csvPath: string, revenueShare: { id: string, effectiveFrom: string, percent: string, freeRoundsCostTreatment: CostTreatment, promotionCostTreatment: CostTreatment } | null, lines: Array<{ currency: string, rounds: string, bets: string, wins: string, ggr: string, freeRounds: string, freeRoundsCost: string, rolledBackRounds: string, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, billableGgr: string | null, amountDue: string | null, amountDueBasis: AmountDueBasis }>, excludedTestRounds: Array<{ currency: string, rounds: number, bet: string, win: string }>, conversion: { reportingCurrency: string, label: string, ggr: string, amountDue: string | null, complete: boolean, missingCurrencies: Array<string>, lines: Array<{ currency: string, rate: string | null, ggr: string | null, amountDue: string | null }> } | null } };

export type BackofficeRevenueReportQueryVariables = Exact<{
  filter: RevenueReportFilter;
}>;


export type BackofficeRevenueReportQuery = { revenueReport: { from: string, to: string, granularity: ReportGranularity, currencies: Array<string>, series: Array<{ key: string, label: string, currency: string, rounds: number, bet: string, win: string, ggr: string, freeRounds: number, freeRoundsCost: string, rolledBackRounds: number, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, players: number | null, converted: { bet: string, win: string, ggr: string, complete: boolean } | null }>, totals: Array<{ key: string, label: string, currency: string, rounds: number, bet: string, win: string, ggr: string, freeRounds: number, freeRoundsCost: string, rolledBackRounds: number, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, players: number | null, converted: { bet: string, win: string, ggr: string, complete: boolean } | null }>, topGames: Array<{ key: string, label: string, currency: string, rounds: number, bet: string, win: string, ggr: string, freeRounds: number, freeRoundsCost: string, rolledBackRounds: number, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, players: number | null, converted: { bet: string, win: string, ggr: string, complete: boolean } | null }>, excludedTestRounds: Array<{ currency: string, rounds: number, bet: string, win: string }>, conversion: { reportingCurrency: string, label: string, complete: boolean, total: { bet: string, win: string, ggr: string, complete: boolean }, missingRates: Array<{ month: string, currency: string }> } | null } };

export type BackofficeRevenueFiguresFragment = { key: string, label: string, currency: string, rounds: number, bet: string, win: string, ggr: string, freeRounds: number, freeRoundsCost: string, rolledBackRounds: number, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, players: number | null, converted: { bet: string, win: string, ggr: string, complete: boolean } | null };

export type BackofficeDailyStatementQueryVariables = Exact<{
  date: string;
}>;


export type BackofficeDailyStatementQuery = { dailyStatement: { date: string, contentHash: string, csvPath: string, currencies: Array<{ currency: string, lines: Array<{ transactionType: WalletCallbackType, state: WalletTransactionState, count: number, amount: string, promotionId: string | null }> }> } };

export type BackofficeGrantTemplateFragment = { id: string, name: string, gameSymbol: string, rounds: number, betLevel: number, validityDays: number, coins: Array<{ currency: string, coinValue: string }> };

export type BackofficeGrantFreeRoundsMutationVariables = Exact<{
  externalPlayerId: string;
  templateId: string;
  currency?: string | null | undefined;
  reason: string;
  idempotencyKey: string;
}>;


export type BackofficeGrantFreeRoundsMutation = { grantFreeRounds: { created: boolean, campaign: { campaignId: string, rounds: number, games: Array<string>, expiresAt: string } } };

export type BackofficePlayerQueryVariables = Exact<{
  externalPlayerId: string;
  from: string;
  to: string;
  roundsAfter?: string | null | undefined;
  sessionsAfter?: string | null | undefined;
}>;


export type BackofficePlayerQuery = { freeRoundTemplates: Array<{ id: string, name: string, gameSymbol: string, rounds: number, betLevel: number, validityDays: number, coins: Array<{ currency: string, coinValue: string }> }>, catalogGames: Array<{ symbol: string, title: string }>, player: { externalPlayerId: string, firstLaunchAt: string, lastLaunchAt: string, restrictions: Array<{ id: string, reason: string, endsAt: string | null, createdBy: string, createdAt: string }>, testAccount: { markedBy: string, markedAt: string } | null, totals: Array<{ currency: string, rounds: number, bets: string, wins: string, net: string }>, activeSessions: { items: Array<{ id: string, gameTitle: string, currency: string, device: string, state: string, createdAt: string, lastActivityAt: string }> }, endedSessions: { nextCursor: string | null, items: Array<{ id: string, gameTitle: string, currency: string, device: string, state: string, createdAt: string, lastActivityAt: string }> }, rounds: { nextCursor: string | null, items: Array<{ id: string, gameSymbol: string, currency: string, bet: string, win: string | null, state: string, test: boolean, createdAt: string, replayUrl: string, transactions: Array<{ id: string, type: string, state: string, amount: string }> }> }, prizes: Array<{ transactionId: string, actionType: string, promotionId: string | null, gameSymbol: string, currency: string, amount: string, state: string, createdAt: string }>, freeRoundsAwards: Array<{ id: string, campaignId: string, roundsTotal: number, roundsPlayed: number, currency: string, win: string, state: string, expiresAt: string }> } };

export type BackofficePlayerSessionFragment = { id: string, gameTitle: string, currency: string, device: string, state: string, createdAt: string, lastActivityAt: string };

export type BackofficePlayerRestrictionFragment = { id: string, reason: string, endsAt: string | null, createdBy: string, createdAt: string };

export type BackofficeRestrictPlayerMutationVariables = Exact<{
  externalPlayerId: string;
  reason: string;
  endsAt?: string | null | undefined;
}>;


export type BackofficeRestrictPlayerMutation = { restrictPlayer: { id: string } };

export type BackofficeLiftPlayerRestrictionMutationVariables = Exact<{
  restrictionId: string;
}>;


export type BackofficeLiftPlayerRestrictionMutation = { liftPlayerRestriction: { id: string } };

export type BackofficeKickPlayerMutationVariables = Exact<{
  externalPlayerId: string;
}>;


export type BackofficeKickPlayerMutation = { kickPlayer: { endedSessionIds: Array<string> } };

export type BackofficeTestAccountFragment = { markedBy: string, markedAt: string };

export type BackofficeMarkTestAccountMutationVariables = Exact<{
  externalPlayerId: string;
}>;


export type BackofficeMarkTestAccountMutation = { markTestAccount: { markedAt: string } };

export type BackofficeUnmarkTestAccountMutationVariables = Exact<{
  externalPlayerId: string;
}>;


export type BackofficeUnmarkTestAccountMutation = { unmarkTestAccount: boolean };

export type BackofficePlayersSearchQueryVariables = Exact<{
  prefix: string;
}>;


export type BackofficePlayersSearchQuery = { players: Array<{ externalPlayerId: string, lastLaunchAt: string }> };

export type BackofficeOperatorUserFragment = { id: string, email: string, role: OperatorUserRole, active: boolean, hasTotp: boolean, createdAt: string, lastSignInAt: string | null };

export type BackofficeInviteOperatorUserMutationVariables = Exact<{
  email: string;
  role: OperatorUserRole;
}>;


export type BackofficeInviteOperatorUserMutation = { inviteOperatorUser: { initialPassword: string, user: { id: string, email: string, role: OperatorUserRole } } };

export type BackofficeSetOperatorUserRoleMutationVariables = Exact<{
  id: string;
  role: OperatorUserRole;
}>;


export type BackofficeSetOperatorUserRoleMutation = { setOperatorUserRole: { id: string, role: OperatorUserRole } };

export type BackofficeSetOperatorUserActiveMutationVariables = Exact<{
  id: string;
  active: boolean;
}>;


export type BackofficeSetOperatorUserActiveMutation = { setOperatorUserActive: { id: string, active: boolean } };

export type BackofficeOperatorUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type BackofficeOperatorUsersQuery = { operatorUsers: Array<{ id: string, email: string, role: OperatorUserRole, active: boolean, hasTotp: boolean, createdAt: string, lastSignInAt: string | null }> };

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
export const BackofficeMyAccountFragmentDoc = new TypedDocumentString(`
    fragment BackofficeMyAccount on MyAccount {
  hasTotp
  accountSetupStep
  operatorTotpRequired
}
    `, {"fragmentName":"BackofficeMyAccount"}) as unknown as TypedDocumentString<BackofficeMyAccountFragment, unknown>;
export const BackofficeFreeRoundTemplateFragmentDoc = new TypedDocumentString(`
    fragment BackofficeFreeRoundTemplate on FreeRoundTemplate {
  id
  name
  gameSymbol
  rounds
  betLevel
  coins {
    currency
    coinValue
  }
  validityDays
  createdBy
}
    `, {"fragmentName":"BackofficeFreeRoundTemplate"}) as unknown as TypedDocumentString<BackofficeFreeRoundTemplateFragment, unknown>;
export const BackofficeApiKeyFragmentDoc = new TypedDocumentString(`
    fragment BackofficeApiKey on ApiKey {
  id
  name
  prefix
  createdBy
  createdAt
  lastUsedAt
  revokedAt
  expiresAt
  useCount
}
    `, {"fragmentName":"BackofficeApiKey"}) as unknown as TypedDocumentString<BackofficeApiKeyFragment, unknown>;
export const BackofficeWalletSettingsFragmentDoc = new TypedDocumentString(`
    fragment BackofficeWalletSettings on WalletSettings {
  walletUrl
  hasSecret
  secretRotatedAt
  timeoutMs
  roundFields
}
    `, {"fragmentName":"BackofficeWalletSettings"}) as unknown as TypedDocumentString<BackofficeWalletSettingsFragment, unknown>;
export const BackofficeRevenueFiguresFragmentDoc = new TypedDocumentString(`
    fragment BackofficeRevenueFigures on RevenueRow {
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
    `, {"fragmentName":"BackofficeRevenueFigures"}) as unknown as TypedDocumentString<BackofficeRevenueFiguresFragment, unknown>;
export const BackofficeGrantTemplateFragmentDoc = new TypedDocumentString(`
    fragment BackofficeGrantTemplate on FreeRoundTemplate {
  id
  name
  gameSymbol
  rounds
  betLevel
  validityDays
  coins {
    currency
    coinValue
  }
}
    `, {"fragmentName":"BackofficeGrantTemplate"}) as unknown as TypedDocumentString<BackofficeGrantTemplateFragment, unknown>;
export const BackofficePlayerSessionFragmentDoc = new TypedDocumentString(`
    fragment BackofficePlayerSession on PlayerSession {
  id
  gameTitle
  currency
  device
  state
  createdAt
  lastActivityAt
}
    `, {"fragmentName":"BackofficePlayerSession"}) as unknown as TypedDocumentString<BackofficePlayerSessionFragment, unknown>;
export const BackofficePlayerRestrictionFragmentDoc = new TypedDocumentString(`
    fragment BackofficePlayerRestriction on PlayerRestriction {
  id
  reason
  endsAt
  createdBy
  createdAt
}
    `, {"fragmentName":"BackofficePlayerRestriction"}) as unknown as TypedDocumentString<BackofficePlayerRestrictionFragment, unknown>;
export const BackofficeTestAccountFragmentDoc = new TypedDocumentString(`
    fragment BackofficeTestAccount on TestAccount {
  markedBy
  markedAt
}
    `, {"fragmentName":"BackofficeTestAccount"}) as unknown as TypedDocumentString<BackofficeTestAccountFragment, unknown>;
export const BackofficeOperatorUserFragmentDoc = new TypedDocumentString(`
    fragment BackofficeOperatorUser on OperatorUser {
  id
  email
  role
  active
  hasTotp
  createdAt
  lastSignInAt
}
    `, {"fragmentName":"BackofficeOperatorUser"}) as unknown as TypedDocumentString<BackofficeOperatorUserFragment, unknown>;
export const BackofficeChangeMyPasswordDocument = new TypedDocumentString(`
    mutation BackofficeChangeMyPassword($currentPassword: String!, $newPassword: String!) {
  changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
    accountSetupStep
  }
}
    `) as unknown as TypedDocumentString<BackofficeChangeMyPasswordMutation, BackofficeChangeMyPasswordMutationVariables>;
export const BackofficeBeginMyTotpEnrollmentDocument = new TypedDocumentString(`
    mutation BackofficeBeginMyTotpEnrollment {
  beginMyTotpEnrollment {
    secret
    uri
  }
}
    `) as unknown as TypedDocumentString<BackofficeBeginMyTotpEnrollmentMutation, BackofficeBeginMyTotpEnrollmentMutationVariables>;
export const BackofficeConfirmMyTotpEnrollmentDocument = new TypedDocumentString(`
    mutation BackofficeConfirmMyTotpEnrollment($code: String!) {
  confirmMyTotpEnrollment(code: $code) {
    hasTotp
  }
}
    `) as unknown as TypedDocumentString<BackofficeConfirmMyTotpEnrollmentMutation, BackofficeConfirmMyTotpEnrollmentMutationVariables>;
export const BackofficeRemoveMyTotpDocument = new TypedDocumentString(`
    mutation BackofficeRemoveMyTotp($code: String!) {
  removeMyTotp(code: $code) {
    hasTotp
  }
}
    `) as unknown as TypedDocumentString<BackofficeRemoveMyTotpMutation, BackofficeRemoveMyTotpMutationVariables>;
export const BackofficeSetOperatorTotpRequiredDocument = new TypedDocumentString(`
    mutation BackofficeSetOperatorTotpRequired($required: Boolean!) {
  setOperatorTotpRequired(required: $required) {
    operatorTotpRequired
  }
}
    `) as unknown as TypedDocumentString<BackofficeSetOperatorTotpRequiredMutation, BackofficeSetOperatorTotpRequiredMutationVariables>;
export const BackofficeMyAccountDocument = new TypedDocumentString(`
    query BackofficeMyAccount {
  myAccount {
    ...BackofficeMyAccount
  }
}
    fragment BackofficeMyAccount on MyAccount {
  hasTotp
  accountSetupStep
  operatorTotpRequired
}`) as unknown as TypedDocumentString<BackofficeMyAccountQuery, BackofficeMyAccountQueryVariables>;
export const BackofficeCreateFreeRoundTemplateDocument = new TypedDocumentString(`
    mutation BackofficeCreateFreeRoundTemplate($input: CreateFreeRoundTemplateInput!) {
  createFreeRoundTemplate(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<BackofficeCreateFreeRoundTemplateMutation, BackofficeCreateFreeRoundTemplateMutationVariables>;
export const BackofficeArchiveFreeRoundTemplateDocument = new TypedDocumentString(`
    mutation BackofficeArchiveFreeRoundTemplate($templateId: ID!) {
  archiveFreeRoundTemplate(templateId: $templateId) {
    id
  }
}
    `) as unknown as TypedDocumentString<BackofficeArchiveFreeRoundTemplateMutation, BackofficeArchiveFreeRoundTemplateMutationVariables>;
export const BackofficeFreeRoundsDocument = new TypedDocumentString(`
    query BackofficeFreeRounds {
  freeRoundTemplates {
    ...BackofficeFreeRoundTemplate
  }
  catalogGames {
    symbol
    title
  }
  freeRoundCampaigns(first: 100) {
    items {
      campaignId
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
  }
}
    fragment BackofficeFreeRoundTemplate on FreeRoundTemplate {
  id
  name
  gameSymbol
  rounds
  betLevel
  coins {
    currency
    coinValue
  }
  validityDays
  createdBy
}`) as unknown as TypedDocumentString<BackofficeFreeRoundsQuery, BackofficeFreeRoundsQueryVariables>;
export const BackofficeCreateApiKeyDocument = new TypedDocumentString(`
    mutation BackofficeCreateApiKey($name: String!, $expiresAt: DateTime) {
  createApiKey(name: $name, expiresAt: $expiresAt) {
    apiKey {
      prefix
      name
    }
    key
  }
}
    `) as unknown as TypedDocumentString<BackofficeCreateApiKeyMutation, BackofficeCreateApiKeyMutationVariables>;
export const BackofficeRevokeApiKeyDocument = new TypedDocumentString(`
    mutation BackofficeRevokeApiKey($id: ID!) {
  revokeApiKey(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<BackofficeRevokeApiKeyMutation, BackofficeRevokeApiKeyMutationVariables>;
export const BackofficeApiKeysDocument = new TypedDocumentString(`
    query BackofficeApiKeys($includeRevoked: Boolean) {
  apiKeys(includeRevoked: $includeRevoked) {
    ...BackofficeApiKey
  }
}
    fragment BackofficeApiKey on ApiKey {
  id
  name
  prefix
  createdBy
  createdAt
  lastUsedAt
  revokedAt
  expiresAt
  useCount
}`) as unknown as TypedDocumentString<BackofficeApiKeysQuery, BackofficeApiKeysQueryVariables>;
export const BackofficeWalletDeliveryDocument = new TypedDocumentString(`
    query BackofficeWalletDelivery($id: ID!) {
  walletDelivery(id: $id) {
    id
    type
    transactionId
    playerId
    attemptNumber
    requestId
    method
    url
    requestHeaders {
      name
      value
    }
    requestBody
    responseStatus
    responseBody
    outcome
    error
    latencyMs
    startedAt
  }
}
    `) as unknown as TypedDocumentString<BackofficeWalletDeliveryQuery, BackofficeWalletDeliveryQueryVariables>;
export const BackofficeWalletDeliveriesDocument = new TypedDocumentString(`
    query BackofficeWalletDeliveries($filter: WalletDeliveryFilter, $after: String) {
  walletDeliveries(filter: $filter, first: 50, after: $after) {
    items {
      id
      type
      transactionId
      playerId
      attemptNumber
      responseStatus
      outcome
      latencyMs
      startedAt
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<BackofficeWalletDeliveriesQuery, BackofficeWalletDeliveriesQueryVariables>;
export const BackofficeCatalogGamesDocument = new TypedDocumentString(`
    query BackofficeCatalogGames {
  catalogGames {
    symbol
    slug
    title
    provider
    family
    rtp
    lines
    launchStatus
    thumbnailUrl
  }
}
    `) as unknown as TypedDocumentString<BackofficeCatalogGamesQuery, BackofficeCatalogGamesQueryVariables>;
export const BackofficeWalletDocument = new TypedDocumentString(`
    query BackofficeWallet {
  walletSettings {
    ...BackofficeWalletSettings
  }
  walletCertificationRuns(first: 20) {
    id
    walletUrl
    startedBy
    status
    completedCases
    totalCases
    startedAt
    finishedAt
  }
}
    fragment BackofficeWalletSettings on WalletSettings {
  walletUrl
  hasSecret
  secretRotatedAt
  timeoutMs
  roundFields
}`) as unknown as TypedDocumentString<BackofficeWalletQuery, BackofficeWalletQueryVariables>;
export const BackofficeWalletCertificationRunDocument = new TypedDocumentString(`
    query BackofficeWalletCertificationRun($id: ID!) {
  walletCertificationRun(id: $id) {
    id
    walletUrl
    startedBy
    startedAt
    finishedAt
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
}
    `) as unknown as TypedDocumentString<BackofficeWalletCertificationRunQuery, BackofficeWalletCertificationRunQueryVariables>;
export const BackofficeStartWalletCertificationDocument = new TypedDocumentString(`
    mutation BackofficeStartWalletCertification($input: StartWalletCertificationInput!) {
  startWalletCertification(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<BackofficeStartWalletCertificationMutation, BackofficeStartWalletCertificationMutationVariables>;
export const BackofficeUpdateWalletUrlDocument = new TypedDocumentString(`
    mutation BackofficeUpdateWalletUrl($url: String!) {
  updateWalletUrl(url: $url) {
    walletUrl
  }
}
    `) as unknown as TypedDocumentString<BackofficeUpdateWalletUrlMutation, BackofficeUpdateWalletUrlMutationVariables>;
export const BackofficeRotateWalletSecretDocument = new TypedDocumentString(`
    mutation BackofficeRotateWalletSecret {
  rotateWalletSecret {
    walletSecret
  }
}
    `) as unknown as TypedDocumentString<BackofficeRotateWalletSecretMutation, BackofficeRotateWalletSecretMutationVariables>;
export const BackofficeMonthlyStatementDocument = new TypedDocumentString(`
    query BackofficeMonthlyStatement($month: String!, $reportingCurrency: String) {
  monthlyStatement(month: $month, reportingCurrency: $reportingCurrency) {
    operatorName
    month
    from
    to
    revenueShare {
      id
      effectiveFrom
      percent
      freeRoundsCostTreatment
      promotionCostTreatment
    }
    lines {
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
    excludedTestRounds {
      currency
      rounds
      bet
      win
    }
    contentHash
    csvPath
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
    `) as unknown as TypedDocumentString<BackofficeMonthlyStatementQuery, BackofficeMonthlyStatementQueryVariables>;
export const BackofficeRevenueReportDocument = new TypedDocumentString(`
    query BackofficeRevenueReport($filter: RevenueReportFilter!) {
  revenueReport(filter: $filter) {
    from
    to
    granularity
    currencies
    series {
      ...BackofficeRevenueFigures
    }
    totals {
      ...BackofficeRevenueFigures
    }
    topGames {
      ...BackofficeRevenueFigures
    }
    excludedTestRounds {
      currency
      rounds
      bet
      win
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
    }
  }
}
    fragment BackofficeRevenueFigures on RevenueRow {
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
}`) as unknown as TypedDocumentString<BackofficeRevenueReportQuery, BackofficeRevenueReportQueryVariables>;
export const BackofficeDailyStatementDocument = new TypedDocumentString(`
    query BackofficeDailyStatement($date: String!) {
  dailyStatement(date: $date) {
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
    `) as unknown as TypedDocumentString<BackofficeDailyStatementQuery, BackofficeDailyStatementQueryVariables>;
export const BackofficeGrantFreeRoundsDocument = new TypedDocumentString(`
    mutation BackofficeGrantFreeRounds($externalPlayerId: ID!, $templateId: ID!, $currency: String, $reason: String!, $idempotencyKey: String!) {
  grantFreeRounds(
    externalPlayerId: $externalPlayerId
    templateId: $templateId
    currency: $currency
    reason: $reason
    idempotencyKey: $idempotencyKey
  ) {
    created
    campaign {
      campaignId
      rounds
      games
      expiresAt
    }
  }
}
    `) as unknown as TypedDocumentString<BackofficeGrantFreeRoundsMutation, BackofficeGrantFreeRoundsMutationVariables>;
export const BackofficePlayerDocument = new TypedDocumentString(`
    query BackofficePlayer($externalPlayerId: ID!, $from: DateTime!, $to: DateTime!, $roundsAfter: String, $sessionsAfter: String) {
  freeRoundTemplates {
    ...BackofficeGrantTemplate
  }
  catalogGames {
    symbol
    title
  }
  player(externalPlayerId: $externalPlayerId) {
    externalPlayerId
    firstLaunchAt
    lastLaunchAt
    restrictions {
      ...BackofficePlayerRestriction
    }
    testAccount {
      ...BackofficeTestAccount
    }
    totals(from: $from, to: $to) {
      currency
      rounds
      bets
      wins
      net
    }
    activeSessions: sessions(state: "active", first: 20) {
      items {
        ...BackofficePlayerSession
      }
    }
    endedSessions: sessions(state: "ended", first: 20, after: $sessionsAfter) {
      items {
        ...BackofficePlayerSession
      }
      nextCursor
    }
    rounds(first: 50, after: $roundsAfter) {
      nextCursor
      items {
        id
        gameSymbol
        currency
        bet
        win
        state
        test
        createdAt
        replayUrl
        transactions {
          id
          type
          state
          amount
        }
      }
    }
    prizes {
      transactionId
      actionType
      promotionId
      gameSymbol
      currency
      amount
      state
      createdAt
    }
    freeRoundsAwards {
      id
      campaignId
      roundsTotal
      roundsPlayed
      currency
      win
      state
      expiresAt
    }
  }
}
    fragment BackofficeGrantTemplate on FreeRoundTemplate {
  id
  name
  gameSymbol
  rounds
  betLevel
  validityDays
  coins {
    currency
    coinValue
  }
}
fragment BackofficePlayerSession on PlayerSession {
  id
  gameTitle
  currency
  device
  state
  createdAt
  lastActivityAt
}
fragment BackofficePlayerRestriction on PlayerRestriction {
  id
  reason
  endsAt
  createdBy
  createdAt
}
fragment BackofficeTestAccount on TestAccount {
  markedBy
  markedAt
}`) as unknown as TypedDocumentString<BackofficePlayerQuery, BackofficePlayerQueryVariables>;
export const BackofficeRestrictPlayerDocument = new TypedDocumentString(`
    mutation BackofficeRestrictPlayer($externalPlayerId: ID!, $reason: String!, $endsAt: DateTime) {
  restrictPlayer(
    externalPlayerId: $externalPlayerId
    reason: $reason
    endsAt: $endsAt
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<BackofficeRestrictPlayerMutation, BackofficeRestrictPlayerMutationVariables>;
export const BackofficeLiftPlayerRestrictionDocument = new TypedDocumentString(`
    mutation BackofficeLiftPlayerRestriction($restrictionId: ID!) {
  liftPlayerRestriction(restrictionId: $restrictionId) {
    id
  }
}
    `) as unknown as TypedDocumentString<BackofficeLiftPlayerRestrictionMutation, BackofficeLiftPlayerRestrictionMutationVariables>;
export const BackofficeKickPlayerDocument = new TypedDocumentString(`
    mutation BackofficeKickPlayer($externalPlayerId: ID!) {
  kickPlayer(externalPlayerId: $externalPlayerId) {
    endedSessionIds
  }
}
    `) as unknown as TypedDocumentString<BackofficeKickPlayerMutation, BackofficeKickPlayerMutationVariables>;
export const BackofficeMarkTestAccountDocument = new TypedDocumentString(`
    mutation BackofficeMarkTestAccount($externalPlayerId: ID!) {
  markTestAccount(externalPlayerId: $externalPlayerId) {
    markedAt
  }
}
    `) as unknown as TypedDocumentString<BackofficeMarkTestAccountMutation, BackofficeMarkTestAccountMutationVariables>;
export const BackofficeUnmarkTestAccountDocument = new TypedDocumentString(`
    mutation BackofficeUnmarkTestAccount($externalPlayerId: ID!) {
  unmarkTestAccount(externalPlayerId: $externalPlayerId)
}
    `) as unknown as TypedDocumentString<BackofficeUnmarkTestAccountMutation, BackofficeUnmarkTestAccountMutationVariables>;
export const BackofficePlayersSearchDocument = new TypedDocumentString(`
    query BackofficePlayersSearch($prefix: String!) {
  players(prefix: $prefix, first: 50) {
    externalPlayerId
    lastLaunchAt
  }
}
    `) as unknown as TypedDocumentString<BackofficePlayersSearchQuery, BackofficePlayersSearchQueryVariables>;
export const BackofficeInviteOperatorUserDocument = new TypedDocumentString(`
    mutation BackofficeInviteOperatorUser($email: String!, $role: OperatorUserRole!) {
  inviteOperatorUser(email: $email, role: $role) {
    user {
      id
      email
      role
    }
    initialPassword
  }
}
    `) as unknown as TypedDocumentString<BackofficeInviteOperatorUserMutation, BackofficeInviteOperatorUserMutationVariables>;
export const BackofficeSetOperatorUserRoleDocument = new TypedDocumentString(`
    mutation BackofficeSetOperatorUserRole($id: ID!, $role: OperatorUserRole!) {
  setOperatorUserRole(id: $id, role: $role) {
    id
    role
  }
}
    `) as unknown as TypedDocumentString<BackofficeSetOperatorUserRoleMutation, BackofficeSetOperatorUserRoleMutationVariables>;
export const BackofficeSetOperatorUserActiveDocument = new TypedDocumentString(`
    mutation BackofficeSetOperatorUserActive($id: ID!, $active: Boolean!) {
  setOperatorUserActive(id: $id, active: $active) {
    id
    active
  }
}
    `) as unknown as TypedDocumentString<BackofficeSetOperatorUserActiveMutation, BackofficeSetOperatorUserActiveMutationVariables>;
export const BackofficeOperatorUsersDocument = new TypedDocumentString(`
    query BackofficeOperatorUsers {
  operatorUsers {
    ...BackofficeOperatorUser
  }
}
    fragment BackofficeOperatorUser on OperatorUser {
  id
  email
  role
  active
  hasTotp
  createdAt
  lastSignInAt
}`) as unknown as TypedDocumentString<BackofficeOperatorUsersQuery, BackofficeOperatorUsersQueryVariables>;