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
    "\n  fragment BackofficeFreeRoundTemplate on FreeRoundTemplate {\n    id\n    name\n    gameSymbol\n    rounds\n    betLevel\n    coins {\n      currency\n      coinValue\n    }\n    validityDays\n    createdBy\n  }\n": typeof types.BackofficeFreeRoundTemplateFragmentDoc,
    "\n  mutation BackofficeCreateFreeRoundTemplate($input: CreateFreeRoundTemplateInput!) {\n    createFreeRoundTemplate(input: $input) {\n      id\n    }\n  }\n": typeof types.BackofficeCreateFreeRoundTemplateDocument,
    "\n  mutation BackofficeArchiveFreeRoundTemplate($templateId: ID!) {\n    archiveFreeRoundTemplate(templateId: $templateId) {\n      id\n    }\n  }\n": typeof types.BackofficeArchiveFreeRoundTemplateDocument,
    "\n  query BackofficeFreeRounds {\n    freeRoundTemplates {\n      ...BackofficeFreeRoundTemplate\n    }\n    freeRoundCampaigns(first: 100) {\n      items {\n        campaignId\n        state\n        games\n        rounds\n        betLevel\n        coinValue\n        currency\n        expiresAt\n        playersCount\n        roundsAwarded\n        roundsPlayed\n        win\n        createdAt\n      }\n    }\n  }\n": typeof types.BackofficeFreeRoundsDocument,
    "\n  fragment BackofficeGrantTemplate on FreeRoundTemplate {\n    id\n    name\n    gameSymbol\n    rounds\n    betLevel\n    validityDays\n    coins {\n      currency\n      coinValue\n    }\n  }\n": typeof types.BackofficeGrantTemplateFragmentDoc,
    "\n  mutation BackofficeGrantFreeRounds(\n    $externalPlayerId: ID!\n    $templateId: ID!\n    $currency: String\n    $reason: String!\n    $idempotencyKey: String!\n  ) {\n    grantFreeRounds(\n      externalPlayerId: $externalPlayerId\n      templateId: $templateId\n      currency: $currency\n      reason: $reason\n      idempotencyKey: $idempotencyKey\n    ) {\n      created\n      campaign {\n        campaignId\n        rounds\n        games\n        expiresAt\n      }\n    }\n  }\n": typeof types.BackofficeGrantFreeRoundsDocument,
    "\n  query BackofficePlayer($externalPlayerId: ID!, $from: DateTime!, $to: DateTime!) {\n    freeRoundTemplates {\n      ...BackofficeGrantTemplate\n    }\n    player(externalPlayerId: $externalPlayerId) {\n      externalPlayerId\n      firstLaunchAt\n      lastLaunchAt\n      restrictions {\n        ...BackofficePlayerRestriction\n      }\n      totals(from: $from, to: $to) {\n        currency\n        rounds\n        bets\n        wins\n        net\n      }\n      activeSessions: sessions(state: \"active\", first: 20) {\n        items {\n          ...BackofficePlayerSession\n        }\n      }\n      endedSessions: sessions(state: \"ended\", first: 20) {\n        items {\n          ...BackofficePlayerSession\n        }\n      }\n      rounds(first: 50) {\n        items {\n          id\n          gameSymbol\n          currency\n          bet\n          win\n          state\n          createdAt\n          replayUrl\n          transactions {\n            id\n            type\n            state\n            amount\n          }\n        }\n      }\n      prizes {\n        transactionId\n        actionType\n        promotionId\n        gameSymbol\n        currency\n        amount\n        state\n        createdAt\n      }\n      freeRoundsAwards {\n        id\n        campaignId\n        roundsTotal\n        roundsPlayed\n        currency\n        win\n        state\n        expiresAt\n      }\n    }\n  }\n\n  fragment BackofficePlayerSession on PlayerSession {\n    id\n    gameTitle\n    currency\n    device\n    state\n    createdAt\n    lastActivityAt\n  }\n": typeof types.BackofficePlayerDocument,
    "\n  fragment BackofficePlayerRestriction on PlayerRestriction {\n    id\n    reason\n    endsAt\n    createdBy\n    createdAt\n  }\n": typeof types.BackofficePlayerRestrictionFragmentDoc,
    "\n  mutation BackofficeRestrictPlayer($externalPlayerId: ID!, $reason: String!, $endsAt: DateTime) {\n    restrictPlayer(externalPlayerId: $externalPlayerId, reason: $reason, endsAt: $endsAt) {\n      id\n    }\n  }\n": typeof types.BackofficeRestrictPlayerDocument,
    "\n  mutation BackofficeLiftPlayerRestriction($restrictionId: ID!) {\n    liftPlayerRestriction(restrictionId: $restrictionId) {\n      id\n    }\n  }\n": typeof types.BackofficeLiftPlayerRestrictionDocument,
    "\n  mutation BackofficeKickPlayer($externalPlayerId: ID!) {\n    kickPlayer(externalPlayerId: $externalPlayerId) {\n      endedSessionIds\n    }\n  }\n": typeof types.BackofficeKickPlayerDocument,
    "\n  query BackofficePlayersSearch($prefix: String!) {\n    players(prefix: $prefix, first: 50) {\n      externalPlayerId\n      lastLaunchAt\n    }\n  }\n": typeof types.BackofficePlayersSearchDocument,
    "\n  fragment BackofficeOperatorUser on OperatorUser {\n    id\n    email\n    role\n    active\n    hasTotp\n    createdAt\n    lastSignInAt\n  }\n": typeof types.BackofficeOperatorUserFragmentDoc,
    "\n  mutation BackofficeInviteOperatorUser($email: String!, $role: OperatorUserRole!) {\n    inviteOperatorUser(email: $email, role: $role) {\n      user {\n        id\n        email\n        role\n      }\n      initialPassword\n    }\n  }\n": typeof types.BackofficeInviteOperatorUserDocument,
    "\n  mutation BackofficeSetOperatorUserRole($id: ID!, $role: OperatorUserRole!) {\n    setOperatorUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.BackofficeSetOperatorUserRoleDocument,
    "\n  mutation BackofficeSetOperatorUserActive($id: ID!, $active: Boolean!) {\n    setOperatorUserActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": typeof types.BackofficeSetOperatorUserActiveDocument,
    "\n  query BackofficeOperatorUsers {\n    operatorUsers {\n      ...BackofficeOperatorUser\n    }\n  }\n": typeof types.BackofficeOperatorUsersDocument,
};
const documents: Documents = {
    "\n  fragment BackofficeFreeRoundTemplate on FreeRoundTemplate {\n    id\n    name\n    gameSymbol\n    rounds\n    betLevel\n    coins {\n      currency\n      coinValue\n    }\n    validityDays\n    createdBy\n  }\n": types.BackofficeFreeRoundTemplateFragmentDoc,
    "\n  mutation BackofficeCreateFreeRoundTemplate($input: CreateFreeRoundTemplateInput!) {\n    createFreeRoundTemplate(input: $input) {\n      id\n    }\n  }\n": types.BackofficeCreateFreeRoundTemplateDocument,
    "\n  mutation BackofficeArchiveFreeRoundTemplate($templateId: ID!) {\n    archiveFreeRoundTemplate(templateId: $templateId) {\n      id\n    }\n  }\n": types.BackofficeArchiveFreeRoundTemplateDocument,
    "\n  query BackofficeFreeRounds {\n    freeRoundTemplates {\n      ...BackofficeFreeRoundTemplate\n    }\n    freeRoundCampaigns(first: 100) {\n      items {\n        campaignId\n        state\n        games\n        rounds\n        betLevel\n        coinValue\n        currency\n        expiresAt\n        playersCount\n        roundsAwarded\n        roundsPlayed\n        win\n        createdAt\n      }\n    }\n  }\n": types.BackofficeFreeRoundsDocument,
    "\n  fragment BackofficeGrantTemplate on FreeRoundTemplate {\n    id\n    name\n    gameSymbol\n    rounds\n    betLevel\n    validityDays\n    coins {\n      currency\n      coinValue\n    }\n  }\n": types.BackofficeGrantTemplateFragmentDoc,
    "\n  mutation BackofficeGrantFreeRounds(\n    $externalPlayerId: ID!\n    $templateId: ID!\n    $currency: String\n    $reason: String!\n    $idempotencyKey: String!\n  ) {\n    grantFreeRounds(\n      externalPlayerId: $externalPlayerId\n      templateId: $templateId\n      currency: $currency\n      reason: $reason\n      idempotencyKey: $idempotencyKey\n    ) {\n      created\n      campaign {\n        campaignId\n        rounds\n        games\n        expiresAt\n      }\n    }\n  }\n": types.BackofficeGrantFreeRoundsDocument,
    "\n  query BackofficePlayer($externalPlayerId: ID!, $from: DateTime!, $to: DateTime!) {\n    freeRoundTemplates {\n      ...BackofficeGrantTemplate\n    }\n    player(externalPlayerId: $externalPlayerId) {\n      externalPlayerId\n      firstLaunchAt\n      lastLaunchAt\n      restrictions {\n        ...BackofficePlayerRestriction\n      }\n      totals(from: $from, to: $to) {\n        currency\n        rounds\n        bets\n        wins\n        net\n      }\n      activeSessions: sessions(state: \"active\", first: 20) {\n        items {\n          ...BackofficePlayerSession\n        }\n      }\n      endedSessions: sessions(state: \"ended\", first: 20) {\n        items {\n          ...BackofficePlayerSession\n        }\n      }\n      rounds(first: 50) {\n        items {\n          id\n          gameSymbol\n          currency\n          bet\n          win\n          state\n          createdAt\n          replayUrl\n          transactions {\n            id\n            type\n            state\n            amount\n          }\n        }\n      }\n      prizes {\n        transactionId\n        actionType\n        promotionId\n        gameSymbol\n        currency\n        amount\n        state\n        createdAt\n      }\n      freeRoundsAwards {\n        id\n        campaignId\n        roundsTotal\n        roundsPlayed\n        currency\n        win\n        state\n        expiresAt\n      }\n    }\n  }\n\n  fragment BackofficePlayerSession on PlayerSession {\n    id\n    gameTitle\n    currency\n    device\n    state\n    createdAt\n    lastActivityAt\n  }\n": types.BackofficePlayerDocument,
    "\n  fragment BackofficePlayerRestriction on PlayerRestriction {\n    id\n    reason\n    endsAt\n    createdBy\n    createdAt\n  }\n": types.BackofficePlayerRestrictionFragmentDoc,
    "\n  mutation BackofficeRestrictPlayer($externalPlayerId: ID!, $reason: String!, $endsAt: DateTime) {\n    restrictPlayer(externalPlayerId: $externalPlayerId, reason: $reason, endsAt: $endsAt) {\n      id\n    }\n  }\n": types.BackofficeRestrictPlayerDocument,
    "\n  mutation BackofficeLiftPlayerRestriction($restrictionId: ID!) {\n    liftPlayerRestriction(restrictionId: $restrictionId) {\n      id\n    }\n  }\n": types.BackofficeLiftPlayerRestrictionDocument,
    "\n  mutation BackofficeKickPlayer($externalPlayerId: ID!) {\n    kickPlayer(externalPlayerId: $externalPlayerId) {\n      endedSessionIds\n    }\n  }\n": types.BackofficeKickPlayerDocument,
    "\n  query BackofficePlayersSearch($prefix: String!) {\n    players(prefix: $prefix, first: 50) {\n      externalPlayerId\n      lastLaunchAt\n    }\n  }\n": types.BackofficePlayersSearchDocument,
    "\n  fragment BackofficeOperatorUser on OperatorUser {\n    id\n    email\n    role\n    active\n    hasTotp\n    createdAt\n    lastSignInAt\n  }\n": types.BackofficeOperatorUserFragmentDoc,
    "\n  mutation BackofficeInviteOperatorUser($email: String!, $role: OperatorUserRole!) {\n    inviteOperatorUser(email: $email, role: $role) {\n      user {\n        id\n        email\n        role\n      }\n      initialPassword\n    }\n  }\n": types.BackofficeInviteOperatorUserDocument,
    "\n  mutation BackofficeSetOperatorUserRole($id: ID!, $role: OperatorUserRole!) {\n    setOperatorUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": types.BackofficeSetOperatorUserRoleDocument,
    "\n  mutation BackofficeSetOperatorUserActive($id: ID!, $active: Boolean!) {\n    setOperatorUserActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": types.BackofficeSetOperatorUserActiveDocument,
    "\n  query BackofficeOperatorUsers {\n    operatorUsers {\n      ...BackofficeOperatorUser\n    }\n  }\n": types.BackofficeOperatorUsersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BackofficeFreeRoundTemplate on FreeRoundTemplate {\n    id\n    name\n    gameSymbol\n    rounds\n    betLevel\n    coins {\n      currency\n      coinValue\n    }\n    validityDays\n    createdBy\n  }\n"): typeof import('./graphql').BackofficeFreeRoundTemplateFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeCreateFreeRoundTemplate($input: CreateFreeRoundTemplateInput!) {\n    createFreeRoundTemplate(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').BackofficeCreateFreeRoundTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeArchiveFreeRoundTemplate($templateId: ID!) {\n    archiveFreeRoundTemplate(templateId: $templateId) {\n      id\n    }\n  }\n"): typeof import('./graphql').BackofficeArchiveFreeRoundTemplateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeFreeRounds {\n    freeRoundTemplates {\n      ...BackofficeFreeRoundTemplate\n    }\n    freeRoundCampaigns(first: 100) {\n      items {\n        campaignId\n        state\n        games\n        rounds\n        betLevel\n        coinValue\n        currency\n        expiresAt\n        playersCount\n        roundsAwarded\n        roundsPlayed\n        win\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').BackofficeFreeRoundsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BackofficeGrantTemplate on FreeRoundTemplate {\n    id\n    name\n    gameSymbol\n    rounds\n    betLevel\n    validityDays\n    coins {\n      currency\n      coinValue\n    }\n  }\n"): typeof import('./graphql').BackofficeGrantTemplateFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeGrantFreeRounds(\n    $externalPlayerId: ID!\n    $templateId: ID!\n    $currency: String\n    $reason: String!\n    $idempotencyKey: String!\n  ) {\n    grantFreeRounds(\n      externalPlayerId: $externalPlayerId\n      templateId: $templateId\n      currency: $currency\n      reason: $reason\n      idempotencyKey: $idempotencyKey\n    ) {\n      created\n      campaign {\n        campaignId\n        rounds\n        games\n        expiresAt\n      }\n    }\n  }\n"): typeof import('./graphql').BackofficeGrantFreeRoundsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficePlayer($externalPlayerId: ID!, $from: DateTime!, $to: DateTime!) {\n    freeRoundTemplates {\n      ...BackofficeGrantTemplate\n    }\n    player(externalPlayerId: $externalPlayerId) {\n      externalPlayerId\n      firstLaunchAt\n      lastLaunchAt\n      restrictions {\n        ...BackofficePlayerRestriction\n      }\n      totals(from: $from, to: $to) {\n        currency\n        rounds\n        bets\n        wins\n        net\n      }\n      activeSessions: sessions(state: \"active\", first: 20) {\n        items {\n          ...BackofficePlayerSession\n        }\n      }\n      endedSessions: sessions(state: \"ended\", first: 20) {\n        items {\n          ...BackofficePlayerSession\n        }\n      }\n      rounds(first: 50) {\n        items {\n          id\n          gameSymbol\n          currency\n          bet\n          win\n          state\n          createdAt\n          replayUrl\n          transactions {\n            id\n            type\n            state\n            amount\n          }\n        }\n      }\n      prizes {\n        transactionId\n        actionType\n        promotionId\n        gameSymbol\n        currency\n        amount\n        state\n        createdAt\n      }\n      freeRoundsAwards {\n        id\n        campaignId\n        roundsTotal\n        roundsPlayed\n        currency\n        win\n        state\n        expiresAt\n      }\n    }\n  }\n\n  fragment BackofficePlayerSession on PlayerSession {\n    id\n    gameTitle\n    currency\n    device\n    state\n    createdAt\n    lastActivityAt\n  }\n"): typeof import('./graphql').BackofficePlayerDocument;
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BackofficeOperatorUser on OperatorUser {\n    id\n    email\n    role\n    active\n    hasTotp\n    createdAt\n    lastSignInAt\n  }\n"): typeof import('./graphql').BackofficeOperatorUserFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeInviteOperatorUser($email: String!, $role: OperatorUserRole!) {\n    inviteOperatorUser(email: $email, role: $role) {\n      user {\n        id\n        email\n        role\n      }\n      initialPassword\n    }\n  }\n"): typeof import('./graphql').BackofficeInviteOperatorUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeSetOperatorUserRole($id: ID!, $role: OperatorUserRole!) {\n    setOperatorUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n"): typeof import('./graphql').BackofficeSetOperatorUserRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeSetOperatorUserActive($id: ID!, $active: Boolean!) {\n    setOperatorUserActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"): typeof import('./graphql').BackofficeSetOperatorUserActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeOperatorUsers {\n    operatorUsers {\n      ...BackofficeOperatorUser\n    }\n  }\n"): typeof import('./graphql').BackofficeOperatorUsersDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
