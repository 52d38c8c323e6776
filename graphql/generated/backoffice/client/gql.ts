/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment BackofficeMyAccount on MyAccount {\n    hasTotp\n    accountSetupStep\n    operatorTotpRequired\n  }\n": typeof types.BackofficeMyAccountFragmentDoc,
    "\n  mutation BackofficeChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      accountSetupStep\n    }\n  }\n": typeof types.BackofficeChangeMyPasswordDocument,
    "\n  mutation BackofficeBeginMyTotpEnrollment {\n    beginMyTotpEnrollment {\n      secret\n      uri\n    }\n  }\n": typeof types.BackofficeBeginMyTotpEnrollmentDocument,
    "\n  mutation BackofficeConfirmMyTotpEnrollment($code: String!) {\n    confirmMyTotpEnrollment(code: $code) {\n      hasTotp\n    }\n  }\n": typeof types.BackofficeConfirmMyTotpEnrollmentDocument,
    "\n  mutation BackofficeRemoveMyTotp($code: String!) {\n    removeMyTotp(code: $code) {\n      hasTotp\n    }\n  }\n": typeof types.BackofficeRemoveMyTotpDocument,
    "\n  mutation BackofficeSetOperatorTotpRequired($required: Boolean!) {\n    setOperatorTotpRequired(required: $required) {\n      operatorTotpRequired\n    }\n  }\n": typeof types.BackofficeSetOperatorTotpRequiredDocument,
    "\n  query BackofficeMyAccount {\n    myAccount {\n      ...BackofficeMyAccount\n    }\n  }\n": typeof types.BackofficeMyAccountDocument,
    "\n  query BackofficePlayer($externalPlayerId: ID!, $from: DateTime!, $to: DateTime!) {\n    player(externalPlayerId: $externalPlayerId) {\n      externalPlayerId\n      firstLaunchAt\n      lastLaunchAt\n      restrictions {\n        ...BackofficePlayerRestriction\n      }\n      totals(from: $from, to: $to) {\n        currency\n        rounds\n        bets\n        wins\n        net\n      }\n      activeSessions: sessions(state: \"active\", first: 20) {\n        items {\n          ...BackofficePlayerSession\n        }\n      }\n      endedSessions: sessions(state: \"ended\", first: 20) {\n        items {\n          ...BackofficePlayerSession\n        }\n      }\n      rounds(first: 50) {\n        items {\n          id\n          gameSymbol\n          currency\n          bet\n          win\n          state\n          createdAt\n          replayUrl\n          transactions {\n            id\n            type\n            state\n            amount\n          }\n        }\n      }\n      prizes {\n        transactionId\n        actionType\n        promotionId\n        gameSymbol\n        currency\n        amount\n        state\n        createdAt\n      }\n      freeRoundsAwards {\n        id\n        campaignId\n        roundsTotal\n        roundsPlayed\n        currency\n        win\n        state\n        expiresAt\n      }\n    }\n  }\n\n  fragment BackofficePlayerSession on PlayerSession {\n    id\n    gameTitle\n    currency\n    device\n    state\n    createdAt\n    lastActivityAt\n  }\n": typeof types.BackofficePlayerDocument,
    "\n  fragment BackofficePlayerRestriction on PlayerRestriction {\n    id\n    reason\n    endsAt\n    createdBy\n    createdAt\n  }\n": typeof types.BackofficePlayerRestrictionFragmentDoc,
    "\n  mutation BackofficeRestrictPlayer($externalPlayerId: ID!, $reason: String!, $endsAt: DateTime) {\n    restrictPlayer(externalPlayerId: $externalPlayerId, reason: $reason, endsAt: $endsAt) {\n      id\n    }\n  }\n": typeof types.BackofficeRestrictPlayerDocument,
    "\n  mutation BackofficeLiftPlayerRestriction($restrictionId: ID!) {\n    liftPlayerRestriction(restrictionId: $restrictionId) {\n      id\n    }\n  }\n": typeof types.BackofficeLiftPlayerRestrictionDocument,
    "\n  mutation BackofficeKickPlayer($externalPlayerId: ID!) {\n    kickPlayer(externalPlayerId: $externalPlayerId) {\n      endedSessionIds\n    }\n  }\n": typeof types.BackofficeKickPlayerDocument,
    "\n  query BackofficePlayersSearch($prefix: String!) {\n    players(prefix: $prefix, first: 50) {\n      externalPlayerId\n      lastLaunchAt\n    }\n  }\n": typeof types.BackofficePlayersSearchDocument,
};
const documents: Documents = {
    "\n  fragment BackofficeMyAccount on MyAccount {\n    hasTotp\n    accountSetupStep\n    operatorTotpRequired\n  }\n": types.BackofficeMyAccountFragmentDoc,
    "\n  mutation BackofficeChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      accountSetupStep\n    }\n  }\n": types.BackofficeChangeMyPasswordDocument,
    "\n  mutation BackofficeBeginMyTotpEnrollment {\n    beginMyTotpEnrollment {\n      secret\n      uri\n    }\n  }\n": types.BackofficeBeginMyTotpEnrollmentDocument,
    "\n  mutation BackofficeConfirmMyTotpEnrollment($code: String!) {\n    confirmMyTotpEnrollment(code: $code) {\n      hasTotp\n    }\n  }\n": types.BackofficeConfirmMyTotpEnrollmentDocument,
    "\n  mutation BackofficeRemoveMyTotp($code: String!) {\n    removeMyTotp(code: $code) {\n      hasTotp\n    }\n  }\n": types.BackofficeRemoveMyTotpDocument,
    "\n  mutation BackofficeSetOperatorTotpRequired($required: Boolean!) {\n    setOperatorTotpRequired(required: $required) {\n      operatorTotpRequired\n    }\n  }\n": types.BackofficeSetOperatorTotpRequiredDocument,
    "\n  query BackofficeMyAccount {\n    myAccount {\n      ...BackofficeMyAccount\n    }\n  }\n": types.BackofficeMyAccountDocument,
    "\n  query BackofficePlayer($externalPlayerId: ID!, $from: DateTime!, $to: DateTime!) {\n    player(externalPlayerId: $externalPlayerId) {\n      externalPlayerId\n      firstLaunchAt\n      lastLaunchAt\n      restrictions {\n        ...BackofficePlayerRestriction\n      }\n      totals(from: $from, to: $to) {\n        currency\n        rounds\n        bets\n        wins\n        net\n      }\n      activeSessions: sessions(state: \"active\", first: 20) {\n        items {\n          ...BackofficePlayerSession\n        }\n      }\n      endedSessions: sessions(state: \"ended\", first: 20) {\n        items {\n          ...BackofficePlayerSession\n        }\n      }\n      rounds(first: 50) {\n        items {\n          id\n          gameSymbol\n          currency\n          bet\n          win\n          state\n          createdAt\n          replayUrl\n          transactions {\n            id\n            type\n            state\n            amount\n          }\n        }\n      }\n      prizes {\n        transactionId\n        actionType\n        promotionId\n        gameSymbol\n        currency\n        amount\n        state\n        createdAt\n      }\n      freeRoundsAwards {\n        id\n        campaignId\n        roundsTotal\n        roundsPlayed\n        currency\n        win\n        state\n        expiresAt\n      }\n    }\n  }\n\n  fragment BackofficePlayerSession on PlayerSession {\n    id\n    gameTitle\n    currency\n    device\n    state\n    createdAt\n    lastActivityAt\n  }\n": types.BackofficePlayerDocument,
    "\n  fragment BackofficePlayerRestriction on PlayerRestriction {\n    id\n    reason\n    endsAt\n    createdBy\n    createdAt\n  }\n": types.BackofficePlayerRestrictionFragmentDoc,
    "\n  mutation BackofficeRestrictPlayer($externalPlayerId: ID!, $reason: String!, $endsAt: DateTime) {\n    restrictPlayer(externalPlayerId: $externalPlayerId, reason: $reason, endsAt: $endsAt) {\n      id\n    }\n  }\n": types.BackofficeRestrictPlayerDocument,
    "\n  mutation BackofficeLiftPlayerRestriction($restrictionId: ID!) {\n    liftPlayerRestriction(restrictionId: $restrictionId) {\n      id\n    }\n  }\n": types.BackofficeLiftPlayerRestrictionDocument,
    "\n  mutation BackofficeKickPlayer($externalPlayerId: ID!) {\n    kickPlayer(externalPlayerId: $externalPlayerId) {\n      endedSessionIds\n    }\n  }\n": types.BackofficeKickPlayerDocument,
    "\n  query BackofficePlayersSearch($prefix: String!) {\n    players(prefix: $prefix, first: 50) {\n      externalPlayerId\n      lastLaunchAt\n    }\n  }\n": types.BackofficePlayersSearchDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BackofficeMyAccount on MyAccount {\n    hasTotp\n    accountSetupStep\n    operatorTotpRequired\n  }\n"): typeof import('./graphql').BackofficeMyAccountFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      accountSetupStep\n    }\n  }\n"): typeof import('./graphql').BackofficeChangeMyPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeBeginMyTotpEnrollment {\n    beginMyTotpEnrollment {\n      secret\n      uri\n    }\n  }\n"): typeof import('./graphql').BackofficeBeginMyTotpEnrollmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeConfirmMyTotpEnrollment($code: String!) {\n    confirmMyTotpEnrollment(code: $code) {\n      hasTotp\n    }\n  }\n"): typeof import('./graphql').BackofficeConfirmMyTotpEnrollmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeRemoveMyTotp($code: String!) {\n    removeMyTotp(code: $code) {\n      hasTotp\n    }\n  }\n"): typeof import('./graphql').BackofficeRemoveMyTotpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeSetOperatorTotpRequired($required: Boolean!) {\n    setOperatorTotpRequired(required: $required) {\n      operatorTotpRequired\n    }\n  }\n"): typeof import('./graphql').BackofficeSetOperatorTotpRequiredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeMyAccount {\n    myAccount {\n      ...BackofficeMyAccount\n    }\n  }\n"): typeof import('./graphql').BackofficeMyAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficePlayer($externalPlayerId: ID!, $from: DateTime!, $to: DateTime!) {\n    player(externalPlayerId: $externalPlayerId) {\n      externalPlayerId\n      firstLaunchAt\n      lastLaunchAt\n      restrictions {\n        ...BackofficePlayerRestriction\n      }\n      totals(from: $from, to: $to) {\n        currency\n        rounds\n        bets\n        wins\n        net\n      }\n      activeSessions: sessions(state: \"active\", first: 20) {\n        items {\n          ...BackofficePlayerSession\n        }\n      }\n      endedSessions: sessions(state: \"ended\", first: 20) {\n        items {\n          ...BackofficePlayerSession\n        }\n      }\n      rounds(first: 50) {\n        items {\n          id\n          gameSymbol\n          currency\n          bet\n          win\n          state\n          createdAt\n          replayUrl\n          transactions {\n            id\n            type\n            state\n            amount\n          }\n        }\n      }\n      prizes {\n        transactionId\n        actionType\n        promotionId\n        gameSymbol\n        currency\n        amount\n        state\n        createdAt\n      }\n      freeRoundsAwards {\n        id\n        campaignId\n        roundsTotal\n        roundsPlayed\n        currency\n        win\n        state\n        expiresAt\n      }\n    }\n  }\n\n  fragment BackofficePlayerSession on PlayerSession {\n    id\n    gameTitle\n    currency\n    device\n    state\n    createdAt\n    lastActivityAt\n  }\n"): typeof import('./graphql').BackofficePlayerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BackofficePlayerRestriction on PlayerRestriction {\n    id\n    reason\n    endsAt\n    createdBy\n    createdAt\n  }\n"): typeof import('./graphql').BackofficePlayerRestrictionFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeRestrictPlayer($externalPlayerId: ID!, $reason: String!, $endsAt: DateTime) {\n    restrictPlayer(externalPlayerId: $externalPlayerId, reason: $reason, endsAt: $endsAt) {\n      id\n    }\n  }\n"): typeof import('./graphql').BackofficeRestrictPlayerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeLiftPlayerRestriction($restrictionId: ID!) {\n    liftPlayerRestriction(restrictionId: $restrictionId) {\n      id\n    }\n  }\n"): typeof import('./graphql').BackofficeLiftPlayerRestrictionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeKickPlayer($externalPlayerId: ID!) {\n    kickPlayer(externalPlayerId: $externalPlayerId) {\n      endedSessionIds\n    }\n  }\n"): typeof import('./graphql').BackofficeKickPlayerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficePlayersSearch($prefix: String!) {\n    players(prefix: $prefix, first: 50) {\n      externalPlayerId\n      lastLaunchAt\n    }\n  }\n"): typeof import('./graphql').BackofficePlayersSearchDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
