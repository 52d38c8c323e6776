/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type OperatorUserRole =
  | 'operator_admin'
  | 'operator_finance'
  | 'operator_support';

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