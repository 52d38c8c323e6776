/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** How a statement line's amount due came about. */
export type AmountDueBasis =
  | 'negative_ggr_not_billed'
  | 'no_revenue_share'
  | 'share_of_billable_ggr';

/** Whether a cost (free rounds, promotions) is taken off GGR before the share. */
export type CostTreatment =
  | 'deducted'
  | 'not_deducted';

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

/** A wallet transaction's kind (statements hold debits, credits and rollbacks; balance is a call, never a line). */
export type WalletCallbackType =
  | 'balance'
  | 'credit'
  | 'debit'
  | 'rollback';

/** A wallet transaction's delivery state. */
export type WalletTransactionState =
  | 'gave_up'
  | 'pending'
  | 'rejected'
  | 'rolled_back'
  | 'succeeded'
  | 'unknown';

export type BackofficeMonthlyStatementQueryVariables = Exact<{
  month: string;
  reportingCurrency?: string | null | undefined;
}>;


export type BackofficeMonthlyStatementQuery = { monthlyStatement: { operatorName: string, month: string, from: string, to: string, contentHash: string, csvPath: string, revenueShare: { id: string, effectiveFrom: string, percent: string, freeRoundsCostTreatment: CostTreatment, promotionCostTreatment: CostTreatment } | null, lines: Array<{ currency: string, rounds: string, bets: string, wins: string, ggr: string, freeRounds: string, freeRoundsCost: string, rolledBackRounds: string, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, billableGgr: string | null, amountDue: string | null, amountDueBasis: AmountDueBasis }>, conversion: { reportingCurrency: string, label: string, ggr: string, amountDue: string | null, complete: boolean, missingCurrencies: Array<string>, lines: Array<{ currency: string, rate: string | null, ggr: string | null, amountDue: string | null }> } | null } };

export type BackofficeRevenueReportQueryVariables = Exact<{
  filter: RevenueReportFilter;
}>;


export type BackofficeRevenueReportQuery = { revenueReport: { from: string, to: string, granularity: ReportGranularity, currencies: Array<string>, series: Array<{ key: string, label: string, currency: string, rounds: number, bet: string, win: string, ggr: string, freeRounds: number, freeRoundsCost: string, rolledBackRounds: number, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, players: number | null, converted: { bet: string, win: string, ggr: string, complete: boolean } | null }>, totals: Array<{ key: string, label: string, currency: string, rounds: number, bet: string, win: string, ggr: string, freeRounds: number, freeRoundsCost: string, rolledBackRounds: number, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, players: number | null, converted: { bet: string, win: string, ggr: string, complete: boolean } | null }>, topGames: Array<{ key: string, label: string, currency: string, rounds: number, bet: string, win: string, ggr: string, freeRounds: number, freeRoundsCost: string, rolledBackRounds: number, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, players: number | null, converted: { bet: string, win: string, ggr: string, complete: boolean } | null }>, conversion: { reportingCurrency: string, label: string, complete: boolean, total: { bet: string, win: string, ggr: string, complete: boolean }, missingRates: Array<{ month: string, currency: string }> } | null } };

export type BackofficeRevenueFiguresFragment = { key: string, label: string, currency: string, rounds: number, bet: string, win: string, ggr: string, freeRounds: number, freeRoundsCost: string, rolledBackRounds: number, rolledBack: string, promotionCost: string, jackpotContributions: string, jackpotWins: string, players: number | null, converted: { bet: string, win: string, ggr: string, complete: boolean } | null };

export type BackofficeDailyStatementQueryVariables = Exact<{
  date: string;
}>;


export type BackofficeDailyStatementQuery = { dailyStatement: { date: string, contentHash: string, csvPath: string, currencies: Array<{ currency: string, lines: Array<{ transactionType: WalletCallbackType, state: WalletTransactionState, count: number, amount: string, promotionId: string | null }> }> } };

export type BackofficePlayerQueryVariables = Exact<{
  externalPlayerId: string;
  from: string;
  to: string;
}>;


export type BackofficePlayerQuery = { player: { externalPlayerId: string, firstLaunchAt: string, lastLaunchAt: string, restrictions: Array<{ id: string, reason: string, endsAt: string | null, createdBy: string, createdAt: string }>, totals: Array<{ currency: string, rounds: number, bets: string, wins: string, net: string }>, activeSessions: { items: Array<{ id: string, gameTitle: string, currency: string, device: string, state: string, createdAt: string, lastActivityAt: string }> }, endedSessions: { items: Array<{ id: string, gameTitle: string, currency: string, device: string, state: string, createdAt: string, lastActivityAt: string }> }, rounds: { items: Array<{ id: string, gameSymbol: string, currency: string, bet: string, win: string | null, state: string, createdAt: string, replayUrl: string, transactions: Array<{ id: string, type: string, state: string, amount: string }> }> }, prizes: Array<{ transactionId: string, actionType: string, promotionId: string | null, gameSymbol: string, currency: string, amount: string, state: string, createdAt: string }>, freeRoundsAwards: Array<{ id: string, campaignId: string, roundsTotal: number, roundsPlayed: number, currency: string, win: string, state: string, expiresAt: string }> } };

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

export type BackofficePlayersSearchQueryVariables = Exact<{
  prefix: string;
}>;


export type BackofficePlayersSearchQuery = { players: Array<{ externalPlayerId: string, lastLaunchAt: string }> };

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
export const BackofficePlayerDocument = new TypedDocumentString(`
    query BackofficePlayer($externalPlayerId: ID!, $from: DateTime!, $to: DateTime!) {
  player(externalPlayerId: $externalPlayerId) {
    externalPlayerId
    firstLaunchAt
    lastLaunchAt
    restrictions {
      ...BackofficePlayerRestriction
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
    endedSessions: sessions(state: "ended", first: 20) {
      items {
        ...BackofficePlayerSession
      }
    }
    rounds(first: 50) {
      items {
        id
        gameSymbol
        currency
        bet
        win
        state
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
export const BackofficePlayersSearchDocument = new TypedDocumentString(`
    query BackofficePlayersSearch($prefix: String!) {
  players(prefix: $prefix, first: 50) {
    externalPlayerId
    lastLaunchAt
  }
}
    `) as unknown as TypedDocumentString<BackofficePlayersSearchQuery, BackofficePlayersSearchQueryVariables>;