/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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


export type BackofficeFreeRoundsQuery = { freeRoundTemplates: Array<{ id: string, name: string, gameSymbol: string, rounds: number, betLevel: number, validityDays: number, createdBy: string, coins: Array<{ currency: string, coinValue: string }> }>, freeRoundCampaigns: { items: Array<{ campaignId: string, state: string, games: Array<string>, rounds: number, betLevel: number, coinValue: string, currency: string, expiresAt: string, playersCount: number, roundsAwarded: number, roundsPlayed: number, win: string, createdAt: string }> } };

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
}>;


export type BackofficePlayerQuery = { freeRoundTemplates: Array<{ id: string, name: string, gameSymbol: string, rounds: number, betLevel: number, validityDays: number, coins: Array<{ currency: string, coinValue: string }> }>, player: { externalPlayerId: string, firstLaunchAt: string, lastLaunchAt: string, restrictions: Array<{ id: string, reason: string, endsAt: string | null, createdBy: string, createdAt: string }>, totals: Array<{ currency: string, rounds: number, bets: string, wins: string, net: string }>, activeSessions: { items: Array<{ id: string, gameTitle: string, currency: string, device: string, state: string, createdAt: string, lastActivityAt: string }> }, endedSessions: { items: Array<{ id: string, gameTitle: string, currency: string, device: string, state: string, createdAt: string, lastActivityAt: string }> }, rounds: { items: Array<{ id: string, gameSymbol: string, currency: string, bet: string, win: string | null, state: string, createdAt: string, replayUrl: string, transactions: Array<{ id: string, type: string, state: string, amount: string }> }> }, prizes: Array<{ transactionId: string, actionType: string, promotionId: string | null, gameSymbol: string, currency: string, amount: string, state: string, createdAt: string }>, freeRoundsAwards: Array<{ id: string, campaignId: string, roundsTotal: number, roundsPlayed: number, currency: string, win: string, state: string, expiresAt: string }> } };

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
    query BackofficePlayer($externalPlayerId: ID!, $from: DateTime!, $to: DateTime!) {
  freeRoundTemplates {
    ...BackofficeGrantTemplate
  }
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