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
export const BackofficeMyAccountFragmentDoc = new TypedDocumentString(`
    fragment BackofficeMyAccount on MyAccount {
  hasTotp
  accountSetupStep
  operatorTotpRequired
}
    `, {"fragmentName":"BackofficeMyAccount"}) as unknown as TypedDocumentString<BackofficeMyAccountFragment, unknown>;
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