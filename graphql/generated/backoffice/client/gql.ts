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
    "\n  fragment BackofficeFreeRoundTemplate on FreeRoundTemplate {\n    id\n    name\n    gameSymbol\n    rounds\n    betLevel\n    coins {\n      currency\n      coinValue\n    }\n    validityDays\n    createdBy\n  }\n": typeof types.BackofficeFreeRoundTemplateFragmentDoc,
    "\n  mutation BackofficeCreateFreeRoundTemplate($input: CreateFreeRoundTemplateInput!) {\n    createFreeRoundTemplate(input: $input) {\n      id\n    }\n  }\n": typeof types.BackofficeCreateFreeRoundTemplateDocument,
    "\n  mutation BackofficeArchiveFreeRoundTemplate($templateId: ID!) {\n    archiveFreeRoundTemplate(templateId: $templateId) {\n      id\n    }\n  }\n": typeof types.BackofficeArchiveFreeRoundTemplateDocument,
    "\n  query BackofficeFreeRounds {\n    freeRoundTemplates {\n      ...BackofficeFreeRoundTemplate\n    }\n    catalogGames {\n      symbol\n      title\n    }\n    freeRoundCampaigns(first: 100) {\n      items {\n        campaignId\n        state\n        games\n        rounds\n        betLevel\n        coinValue\n        currency\n        expiresAt\n        playersCount\n        roundsAwarded\n        roundsPlayed\n        win\n        createdAt\n      }\n    }\n  }\n": typeof types.BackofficeFreeRoundsDocument,
    "\n  fragment BackofficeApiKey on ApiKey {\n    id\n    name\n    prefix\n    createdBy\n    createdAt\n    lastUsedAt\n    revokedAt\n    expiresAt\n    useCount\n  }\n": typeof types.BackofficeApiKeyFragmentDoc,
    "\n  mutation BackofficeCreateApiKey($name: String!, $expiresAt: DateTime) {\n    createApiKey(name: $name, expiresAt: $expiresAt) {\n      apiKey {\n        prefix\n        name\n      }\n      key\n    }\n  }\n": typeof types.BackofficeCreateApiKeyDocument,
    "\n  mutation BackofficeRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n    }\n  }\n": typeof types.BackofficeRevokeApiKeyDocument,
    "\n  query BackofficeApiKeys($includeRevoked: Boolean) {\n    apiKeys(includeRevoked: $includeRevoked) {\n      ...BackofficeApiKey\n    }\n  }\n": typeof types.BackofficeApiKeysDocument,
    "\n  query BackofficeWalletDelivery($id: ID!) {\n    walletDelivery(id: $id) {\n      id\n      type\n      transactionId\n      playerId\n      attemptNumber\n      requestId\n      method\n      url\n      requestHeaders {\n        name\n        value\n      }\n      requestBody\n      responseStatus\n      responseBody\n      outcome\n      error\n      latencyMs\n      startedAt\n    }\n  }\n": typeof types.BackofficeWalletDeliveryDocument,
    "\n  query BackofficeWalletDeliveries($filter: WalletDeliveryFilter, $after: String) {\n    walletDeliveries(filter: $filter, first: 50, after: $after) {\n      items {\n        id\n        type\n        transactionId\n        playerId\n        attemptNumber\n        responseStatus\n        outcome\n        latencyMs\n        startedAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.BackofficeWalletDeliveriesDocument,
    "\n  query BackofficeCatalogGames {\n    catalogGames {\n      symbol\n      slug\n      title\n      provider\n      family\n      rtp\n      lines\n      launchStatus\n      thumbnailUrl\n    }\n  }\n": typeof types.BackofficeCatalogGamesDocument,
    "\n  query BackofficeWallet {\n    walletSettings {\n      ...BackofficeWalletSettings\n    }\n    walletCertificationRuns(first: 20) {\n      id\n      walletUrl\n      startedBy\n      status\n      completedCases\n      totalCases\n      startedAt\n      finishedAt\n    }\n  }\n": typeof types.BackofficeWalletDocument,
    "\n  query BackofficeWalletCertificationRun($id: ID!) {\n    walletCertificationRun(id: $id) {\n      id\n      walletUrl\n      startedBy\n      startedAt\n      finishedAt\n      status\n      completedCases\n      totalCases\n      cases {\n        id\n        title\n        status\n        detail\n      }\n      cleanup {\n        done\n        detail\n      }\n    }\n  }\n": typeof types.BackofficeWalletCertificationRunDocument,
    "\n  mutation BackofficeStartWalletCertification($input: StartWalletCertificationInput!) {\n    startWalletCertification(input: $input) {\n      id\n    }\n  }\n": typeof types.BackofficeStartWalletCertificationDocument,
    "\n  fragment BackofficeWalletSettings on WalletSettings {\n    walletUrl\n    hasSecret\n    secretRotatedAt\n    timeoutMs\n    roundFields\n  }\n": typeof types.BackofficeWalletSettingsFragmentDoc,
    "\n  mutation BackofficeUpdateWalletUrl($url: String!) {\n    updateWalletUrl(url: $url) {\n      walletUrl\n    }\n  }\n": typeof types.BackofficeUpdateWalletUrlDocument,
    "\n  mutation BackofficeRotateWalletSecret {\n    rotateWalletSecret {\n      walletSecret\n    }\n  }\n": typeof types.BackofficeRotateWalletSecretDocument,
    "\n  query BackofficeMonthlyStatement($month: String!, $reportingCurrency: String) {\n    monthlyStatement(month: $month, reportingCurrency: $reportingCurrency) {\n      operatorName\n      month\n      from\n      to\n      revenueShare {\n        id\n        effectiveFrom\n        percent\n        freeRoundsCostTreatment\n        promotionCostTreatment\n      }\n      lines {\n        currency\n        rounds\n        bets\n        wins\n        ggr\n        freeRounds\n        freeRoundsCost\n        rolledBackRounds\n        rolledBack\n        promotionCost\n        jackpotContributions\n        jackpotWins\n        billableGgr\n        amountDue\n        amountDueBasis\n      }\n      excludedTestRounds {\n        currency\n        rounds\n        bet\n        win\n      }\n      contentHash\n      csvPath\n      conversion {\n        reportingCurrency\n        label\n        ggr\n        amountDue\n        complete\n        missingCurrencies\n        lines {\n          currency\n          rate\n          ggr\n          amountDue\n        }\n      }\n    }\n  }\n": typeof types.BackofficeMonthlyStatementDocument,
    "\n  query BackofficeRevenueReport($filter: RevenueReportFilter!) {\n    revenueReport(filter: $filter) {\n      from\n      to\n      granularity\n      currencies\n      series {\n        ...BackofficeRevenueFigures\n      }\n      totals {\n        ...BackofficeRevenueFigures\n      }\n      topGames {\n        ...BackofficeRevenueFigures\n      }\n      excludedTestRounds {\n        currency\n        rounds\n        bet\n        win\n      }\n      conversion {\n        reportingCurrency\n        label\n        complete\n        total {\n          bet\n          win\n          ggr\n          complete\n        }\n        missingRates {\n          month\n          currency\n        }\n      }\n    }\n  }\n": typeof types.BackofficeRevenueReportDocument,
    "\n  fragment BackofficeRevenueFigures on RevenueRow {\n    key\n    label\n    currency\n    rounds\n    bet\n    win\n    ggr\n    freeRounds\n    freeRoundsCost\n    rolledBackRounds\n    rolledBack\n    promotionCost\n    jackpotContributions\n    jackpotWins\n    players\n    converted {\n      bet\n      win\n      ggr\n      complete\n    }\n  }\n": typeof types.BackofficeRevenueFiguresFragmentDoc,
    "\n  query BackofficeDailyStatement($date: String!) {\n    dailyStatement(date: $date) {\n      date\n      currencies {\n        currency\n        lines {\n          transactionType\n          state\n          count\n          amount\n          promotionId\n        }\n      }\n      contentHash\n      csvPath\n    }\n  }\n": typeof types.BackofficeDailyStatementDocument,
    "\n  fragment BackofficeGrantTemplate on FreeRoundTemplate {\n    id\n    name\n    gameSymbol\n    rounds\n    betLevel\n    validityDays\n    coins {\n      currency\n      coinValue\n    }\n  }\n": typeof types.BackofficeGrantTemplateFragmentDoc,
    "\n  mutation BackofficeGrantFreeRounds(\n    $externalPlayerId: ID!\n    $templateId: ID!\n    $currency: String\n    $reason: String!\n    $idempotencyKey: String!\n  ) {\n    grantFreeRounds(\n      externalPlayerId: $externalPlayerId\n      templateId: $templateId\n      currency: $currency\n      reason: $reason\n      idempotencyKey: $idempotencyKey\n    ) {\n      created\n      campaign {\n        campaignId\n        rounds\n        games\n        expiresAt\n      }\n    }\n  }\n": typeof types.BackofficeGrantFreeRoundsDocument,
    "\n  query BackofficePlayer(\n    $externalPlayerId: ID!\n    $from: DateTime!\n    $to: DateTime!\n    $roundsAfter: String\n    $sessionsAfter: String\n  ) {\n    freeRoundTemplates {\n      ...BackofficeGrantTemplate\n    }\n    catalogGames {\n      symbol\n      title\n    }\n    player(externalPlayerId: $externalPlayerId) {\n      externalPlayerId\n      firstLaunchAt\n      lastLaunchAt\n      restrictions {\n        ...BackofficePlayerRestriction\n      }\n      testAccount {\n        ...BackofficeTestAccount\n      }\n      totals(from: $from, to: $to) {\n        currency\n        rounds\n        bets\n        wins\n        net\n      }\n      activeSessions: sessions(state: \"active\", first: 20) {\n        items {\n          ...BackofficePlayerSession\n        }\n      }\n      endedSessions: sessions(state: \"ended\", first: 20, after: $sessionsAfter) {\n        items {\n          ...BackofficePlayerSession\n        }\n        nextCursor\n      }\n      rounds(first: 50, after: $roundsAfter) {\n        nextCursor\n        items {\n          id\n          gameSymbol\n          currency\n          bet\n          win\n          state\n          test\n          createdAt\n          replayUrl\n          transactions {\n            id\n            type\n            state\n            amount\n          }\n        }\n      }\n      prizes {\n        transactionId\n        actionType\n        promotionId\n        gameSymbol\n        currency\n        amount\n        state\n        createdAt\n      }\n      freeRoundsAwards {\n        id\n        campaignId\n        roundsTotal\n        roundsPlayed\n        currency\n        win\n        state\n        expiresAt\n      }\n    }\n  }\n\n  fragment BackofficePlayerSession on PlayerSession {\n    id\n    gameTitle\n    currency\n    device\n    state\n    createdAt\n    lastActivityAt\n  }\n": typeof types.BackofficePlayerDocument,
    "\n  fragment BackofficePlayerRestriction on PlayerRestriction {\n    id\n    reason\n    endsAt\n    createdBy\n    createdAt\n  }\n": typeof types.BackofficePlayerRestrictionFragmentDoc,
    "\n  mutation BackofficeRestrictPlayer($externalPlayerId: ID!, $reason: String!, $endsAt: DateTime) {\n    restrictPlayer(externalPlayerId: $externalPlayerId, reason: $reason, endsAt: $endsAt) {\n      id\n    }\n  }\n": typeof types.BackofficeRestrictPlayerDocument,
    "\n  mutation BackofficeLiftPlayerRestriction($restrictionId: ID!) {\n    liftPlayerRestriction(restrictionId: $restrictionId) {\n      id\n    }\n  }\n": typeof types.BackofficeLiftPlayerRestrictionDocument,
    "\n  mutation BackofficeKickPlayer($externalPlayerId: ID!) {\n    kickPlayer(externalPlayerId: $externalPlayerId) {\n      endedSessionIds\n    }\n  }\n": typeof types.BackofficeKickPlayerDocument,
    "\n  fragment BackofficeTestAccount on TestAccount {\n    markedBy\n    markedAt\n  }\n": typeof types.BackofficeTestAccountFragmentDoc,
    "\n  mutation BackofficeMarkTestAccount($externalPlayerId: ID!) {\n    markTestAccount(externalPlayerId: $externalPlayerId) {\n      markedAt\n    }\n  }\n": typeof types.BackofficeMarkTestAccountDocument,
    "\n  mutation BackofficeUnmarkTestAccount($externalPlayerId: ID!) {\n    unmarkTestAccount(externalPlayerId: $externalPlayerId)\n  }\n": typeof types.BackofficeUnmarkTestAccountDocument,
    "\n  query BackofficePlayersSearch($prefix: String!) {\n    players(prefix: $prefix, first: 50) {\n      externalPlayerId\n      lastLaunchAt\n    }\n  }\n": typeof types.BackofficePlayersSearchDocument,
    "\n  fragment BackofficeOperatorUser on OperatorUser {\n    id\n    email\n    role\n    active\n    hasTotp\n    createdAt\n    lastSignInAt\n  }\n": typeof types.BackofficeOperatorUserFragmentDoc,
    "\n  mutation BackofficeInviteOperatorUser($email: String!, $role: OperatorUserRole!) {\n    inviteOperatorUser(email: $email, role: $role) {\n      user {\n        id\n        email\n        role\n      }\n      initialPassword\n    }\n  }\n": typeof types.BackofficeInviteOperatorUserDocument,
    "\n  mutation BackofficeSetOperatorUserRole($id: ID!, $role: OperatorUserRole!) {\n    setOperatorUserRole(id: $id, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.BackofficeSetOperatorUserRoleDocument,
    "\n  mutation BackofficeSetOperatorUserActive($id: ID!, $active: Boolean!) {\n    setOperatorUserActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": typeof types.BackofficeSetOperatorUserActiveDocument,
    "\n  query BackofficeOperatorUsers {\n    operatorUsers {\n      ...BackofficeOperatorUser\n    }\n  }\n": typeof types.BackofficeOperatorUsersDocument,
};
const documents: Documents = {
    "\n  fragment BackofficeMyAccount on MyAccount {\n    hasTotp\n    accountSetupStep\n    operatorTotpRequired\n  }\n": types.BackofficeMyAccountFragmentDoc,
    "\n  mutation BackofficeChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      accountSetupStep\n    }\n  }\n": types.BackofficeChangeMyPasswordDocument,
    "\n  mutation BackofficeBeginMyTotpEnrollment {\n    beginMyTotpEnrollment {\n      secret\n      uri\n    }\n  }\n": types.BackofficeBeginMyTotpEnrollmentDocument,
    "\n  mutation BackofficeConfirmMyTotpEnrollment($code: String!) {\n    confirmMyTotpEnrollment(code: $code) {\n      hasTotp\n    }\n  }\n": types.BackofficeConfirmMyTotpEnrollmentDocument,
    "\n  mutation BackofficeRemoveMyTotp($code: String!) {\n    removeMyTotp(code: $code) {\n      hasTotp\n    }\n  }\n": types.BackofficeRemoveMyTotpDocument,
    "\n  mutation BackofficeSetOperatorTotpRequired($required: Boolean!) {\n    setOperatorTotpRequired(required: $required) {\n      operatorTotpRequired\n    }\n  }\n": types.BackofficeSetOperatorTotpRequiredDocument,
    "\n  query BackofficeMyAccount {\n    myAccount {\n      ...BackofficeMyAccount\n    }\n  }\n": types.BackofficeMyAccountDocument,
    "\n  fragment BackofficeFreeRoundTemplate on FreeRoundTemplate {\n    id\n    name\n    gameSymbol\n    rounds\n    betLevel\n    coins {\n      currency\n      coinValue\n    }\n    validityDays\n    createdBy\n  }\n": types.BackofficeFreeRoundTemplateFragmentDoc,
    "\n  mutation BackofficeCreateFreeRoundTemplate($input: CreateFreeRoundTemplateInput!) {\n    createFreeRoundTemplate(input: $input) {\n      id\n    }\n  }\n": types.BackofficeCreateFreeRoundTemplateDocument,
    "\n  mutation BackofficeArchiveFreeRoundTemplate($templateId: ID!) {\n    archiveFreeRoundTemplate(templateId: $templateId) {\n      id\n    }\n  }\n": types.BackofficeArchiveFreeRoundTemplateDocument,
    "\n  query BackofficeFreeRounds {\n    freeRoundTemplates {\n      ...BackofficeFreeRoundTemplate\n    }\n    catalogGames {\n      symbol\n      title\n    }\n    freeRoundCampaigns(first: 100) {\n      items {\n        campaignId\n        state\n        games\n        rounds\n        betLevel\n        coinValue\n        currency\n        expiresAt\n        playersCount\n        roundsAwarded\n        roundsPlayed\n        win\n        createdAt\n      }\n    }\n  }\n": types.BackofficeFreeRoundsDocument,
    "\n  fragment BackofficeApiKey on ApiKey {\n    id\n    name\n    prefix\n    createdBy\n    createdAt\n    lastUsedAt\n    revokedAt\n    expiresAt\n    useCount\n  }\n": types.BackofficeApiKeyFragmentDoc,
    "\n  mutation BackofficeCreateApiKey($name: String!, $expiresAt: DateTime) {\n    createApiKey(name: $name, expiresAt: $expiresAt) {\n      apiKey {\n        prefix\n        name\n      }\n      key\n    }\n  }\n": types.BackofficeCreateApiKeyDocument,
    "\n  mutation BackofficeRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n    }\n  }\n": types.BackofficeRevokeApiKeyDocument,
    "\n  query BackofficeApiKeys($includeRevoked: Boolean) {\n    apiKeys(includeRevoked: $includeRevoked) {\n      ...BackofficeApiKey\n    }\n  }\n": types.BackofficeApiKeysDocument,
    "\n  query BackofficeWalletDelivery($id: ID!) {\n    walletDelivery(id: $id) {\n      id\n      type\n      transactionId\n      playerId\n      attemptNumber\n      requestId\n      method\n      url\n      requestHeaders {\n        name\n        value\n      }\n      requestBody\n      responseStatus\n      responseBody\n      outcome\n      error\n      latencyMs\n      startedAt\n    }\n  }\n": types.BackofficeWalletDeliveryDocument,
    "\n  query BackofficeWalletDeliveries($filter: WalletDeliveryFilter, $after: String) {\n    walletDeliveries(filter: $filter, first: 50, after: $after) {\n      items {\n        id\n        type\n        transactionId\n        playerId\n        attemptNumber\n        responseStatus\n        outcome\n        latencyMs\n        startedAt\n      }\n      nextCursor\n    }\n  }\n": types.BackofficeWalletDeliveriesDocument,
    "\n  query BackofficeCatalogGames {\n    catalogGames {\n      symbol\n      slug\n      title\n      provider\n      family\n      rtp\n      lines\n      launchStatus\n      thumbnailUrl\n    }\n  }\n": types.BackofficeCatalogGamesDocument,
    "\n  query BackofficeWallet {\n    walletSettings {\n      ...BackofficeWalletSettings\n    }\n    walletCertificationRuns(first: 20) {\n      id\n      walletUrl\n      startedBy\n      status\n      completedCases\n      totalCases\n      startedAt\n      finishedAt\n    }\n  }\n": types.BackofficeWalletDocument,
    "\n  query BackofficeWalletCertificationRun($id: ID!) {\n    walletCertificationRun(id: $id) {\n      id\n      walletUrl\n      startedBy\n      startedAt\n      finishedAt\n      status\n      completedCases\n      totalCases\n      cases {\n        id\n        title\n        status\n        detail\n      }\n      cleanup {\n        done\n        detail\n      }\n    }\n  }\n": types.BackofficeWalletCertificationRunDocument,
    "\n  mutation BackofficeStartWalletCertification($input: StartWalletCertificationInput!) {\n    startWalletCertification(input: $input) {\n      id\n    }\n  }\n": types.BackofficeStartWalletCertificationDocument,
    "\n  fragment BackofficeWalletSettings on WalletSettings {\n    walletUrl\n    hasSecret\n    secretRotatedAt\n    timeoutMs\n    roundFields\n  }\n": types.BackofficeWalletSettingsFragmentDoc,
    "\n  mutation BackofficeUpdateWalletUrl($url: String!) {\n    updateWalletUrl(url: $url) {\n      walletUrl\n    }\n  }\n": types.BackofficeUpdateWalletUrlDocument,
    "\n  mutation BackofficeRotateWalletSecret {\n    rotateWalletSecret {\n      walletSecret\n    }\n  }\n": types.BackofficeRotateWalletSecretDocument,
    "\n  query BackofficeMonthlyStatement($month: String!, $reportingCurrency: String) {\n    monthlyStatement(month: $month, reportingCurrency: $reportingCurrency) {\n      operatorName\n      month\n      from\n      to\n      revenueShare {\n        id\n        effectiveFrom\n        percent\n        freeRoundsCostTreatment\n        promotionCostTreatment\n      }\n      lines {\n        currency\n        rounds\n        bets\n        wins\n        ggr\n        freeRounds\n        freeRoundsCost\n        rolledBackRounds\n        rolledBack\n        promotionCost\n        jackpotContributions\n        jackpotWins\n        billableGgr\n        amountDue\n        amountDueBasis\n      }\n      excludedTestRounds {\n        currency\n        rounds\n        bet\n        win\n      }\n      contentHash\n      csvPath\n      conversion {\n        reportingCurrency\n        label\n        ggr\n        amountDue\n        complete\n        missingCurrencies\n        lines {\n          currency\n          rate\n          ggr\n          amountDue\n        }\n      }\n    }\n  }\n": types.BackofficeMonthlyStatementDocument,
    "\n  query BackofficeRevenueReport($filter: RevenueReportFilter!) {\n    revenueReport(filter: $filter) {\n      from\n      to\n      granularity\n      currencies\n      series {\n        ...BackofficeRevenueFigures\n      }\n      totals {\n        ...BackofficeRevenueFigures\n      }\n      topGames {\n        ...BackofficeRevenueFigures\n      }\n      excludedTestRounds {\n        currency\n        rounds\n        bet\n        win\n      }\n      conversion {\n        reportingCurrency\n        label\n        complete\n        total {\n          bet\n          win\n          ggr\n          complete\n        }\n        missingRates {\n          month\n          currency\n        }\n      }\n    }\n  }\n": types.BackofficeRevenueReportDocument,
    "\n  fragment BackofficeRevenueFigures on RevenueRow {\n    key\n    label\n    currency\n    rounds\n    bet\n    win\n    ggr\n    freeRounds\n    freeRoundsCost\n    rolledBackRounds\n    rolledBack\n    promotionCost\n    jackpotContributions\n    jackpotWins\n    players\n    converted {\n      bet\n      win\n      ggr\n      complete\n    }\n  }\n": types.BackofficeRevenueFiguresFragmentDoc,
    "\n  query BackofficeDailyStatement($date: String!) {\n    dailyStatement(date: $date) {\n      date\n      currencies {\n        currency\n        lines {\n          transactionType\n          state\n          count\n          amount\n          promotionId\n        }\n      }\n      contentHash\n      csvPath\n    }\n  }\n": types.BackofficeDailyStatementDocument,
    "\n  fragment BackofficeGrantTemplate on FreeRoundTemplate {\n    id\n    name\n    gameSymbol\n    rounds\n    betLevel\n    validityDays\n    coins {\n      currency\n      coinValue\n    }\n  }\n": types.BackofficeGrantTemplateFragmentDoc,
    "\n  mutation BackofficeGrantFreeRounds(\n    $externalPlayerId: ID!\n    $templateId: ID!\n    $currency: String\n    $reason: String!\n    $idempotencyKey: String!\n  ) {\n    grantFreeRounds(\n      externalPlayerId: $externalPlayerId\n      templateId: $templateId\n      currency: $currency\n      reason: $reason\n      idempotencyKey: $idempotencyKey\n    ) {\n      created\n      campaign {\n        campaignId\n        rounds\n        games\n        expiresAt\n      }\n    }\n  }\n": types.BackofficeGrantFreeRoundsDocument,
    "\n  query BackofficePlayer(\n    $externalPlayerId: ID!\n    $from: DateTime!\n    $to: DateTime!\n    $roundsAfter: String\n    $sessionsAfter: String\n  ) {\n    freeRoundTemplates {\n      ...BackofficeGrantTemplate\n    }\n    catalogGames {\n      symbol\n      title\n    }\n    player(externalPlayerId: $externalPlayerId) {\n      externalPlayerId\n      firstLaunchAt\n      lastLaunchAt\n      restrictions {\n        ...BackofficePlayerRestriction\n      }\n      testAccount {\n        ...BackofficeTestAccount\n      }\n      totals(from: $from, to: $to) {\n        currency\n        rounds\n        bets\n        wins\n        net\n      }\n      activeSessions: sessions(state: \"active\", first: 20) {\n        items {\n          ...BackofficePlayerSession\n        }\n      }\n      endedSessions: sessions(state: \"ended\", first: 20, after: $sessionsAfter) {\n        items {\n          ...BackofficePlayerSession\n        }\n        nextCursor\n      }\n      rounds(first: 50, after: $roundsAfter) {\n        nextCursor\n        items {\n          id\n          gameSymbol\n          currency\n          bet\n          win\n          state\n          test\n          createdAt\n          replayUrl\n          transactions {\n            id\n            type\n            state\n            amount\n          }\n        }\n      }\n      prizes {\n        transactionId\n        actionType\n        promotionId\n        gameSymbol\n        currency\n        amount\n        state\n        createdAt\n      }\n      freeRoundsAwards {\n        id\n        campaignId\n        roundsTotal\n        roundsPlayed\n        currency\n        win\n        state\n        expiresAt\n      }\n    }\n  }\n\n  fragment BackofficePlayerSession on PlayerSession {\n    id\n    gameTitle\n    currency\n    device\n    state\n    createdAt\n    lastActivityAt\n  }\n": types.BackofficePlayerDocument,
    "\n  fragment BackofficePlayerRestriction on PlayerRestriction {\n    id\n    reason\n    endsAt\n    createdBy\n    createdAt\n  }\n": types.BackofficePlayerRestrictionFragmentDoc,
    "\n  mutation BackofficeRestrictPlayer($externalPlayerId: ID!, $reason: String!, $endsAt: DateTime) {\n    restrictPlayer(externalPlayerId: $externalPlayerId, reason: $reason, endsAt: $endsAt) {\n      id\n    }\n  }\n": types.BackofficeRestrictPlayerDocument,
    "\n  mutation BackofficeLiftPlayerRestriction($restrictionId: ID!) {\n    liftPlayerRestriction(restrictionId: $restrictionId) {\n      id\n    }\n  }\n": types.BackofficeLiftPlayerRestrictionDocument,
    "\n  mutation BackofficeKickPlayer($externalPlayerId: ID!) {\n    kickPlayer(externalPlayerId: $externalPlayerId) {\n      endedSessionIds\n    }\n  }\n": types.BackofficeKickPlayerDocument,
    "\n  fragment BackofficeTestAccount on TestAccount {\n    markedBy\n    markedAt\n  }\n": types.BackofficeTestAccountFragmentDoc,
    "\n  mutation BackofficeMarkTestAccount($externalPlayerId: ID!) {\n    markTestAccount(externalPlayerId: $externalPlayerId) {\n      markedAt\n    }\n  }\n": types.BackofficeMarkTestAccountDocument,
    "\n  mutation BackofficeUnmarkTestAccount($externalPlayerId: ID!) {\n    unmarkTestAccount(externalPlayerId: $externalPlayerId)\n  }\n": types.BackofficeUnmarkTestAccountDocument,
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
export function graphql(source: "\n  query BackofficeFreeRounds {\n    freeRoundTemplates {\n      ...BackofficeFreeRoundTemplate\n    }\n    catalogGames {\n      symbol\n      title\n    }\n    freeRoundCampaigns(first: 100) {\n      items {\n        campaignId\n        state\n        games\n        rounds\n        betLevel\n        coinValue\n        currency\n        expiresAt\n        playersCount\n        roundsAwarded\n        roundsPlayed\n        win\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').BackofficeFreeRoundsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BackofficeApiKey on ApiKey {\n    id\n    name\n    prefix\n    createdBy\n    createdAt\n    lastUsedAt\n    revokedAt\n    expiresAt\n    useCount\n  }\n"): typeof import('./graphql').BackofficeApiKeyFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeCreateApiKey($name: String!, $expiresAt: DateTime) {\n    createApiKey(name: $name, expiresAt: $expiresAt) {\n      apiKey {\n        prefix\n        name\n      }\n      key\n    }\n  }\n"): typeof import('./graphql').BackofficeCreateApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').BackofficeRevokeApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeApiKeys($includeRevoked: Boolean) {\n    apiKeys(includeRevoked: $includeRevoked) {\n      ...BackofficeApiKey\n    }\n  }\n"): typeof import('./graphql').BackofficeApiKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeWalletDelivery($id: ID!) {\n    walletDelivery(id: $id) {\n      id\n      type\n      transactionId\n      playerId\n      attemptNumber\n      requestId\n      method\n      url\n      requestHeaders {\n        name\n        value\n      }\n      requestBody\n      responseStatus\n      responseBody\n      outcome\n      error\n      latencyMs\n      startedAt\n    }\n  }\n"): typeof import('./graphql').BackofficeWalletDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeWalletDeliveries($filter: WalletDeliveryFilter, $after: String) {\n    walletDeliveries(filter: $filter, first: 50, after: $after) {\n      items {\n        id\n        type\n        transactionId\n        playerId\n        attemptNumber\n        responseStatus\n        outcome\n        latencyMs\n        startedAt\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').BackofficeWalletDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeCatalogGames {\n    catalogGames {\n      symbol\n      slug\n      title\n      provider\n      family\n      rtp\n      lines\n      launchStatus\n      thumbnailUrl\n    }\n  }\n"): typeof import('./graphql').BackofficeCatalogGamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeWallet {\n    walletSettings {\n      ...BackofficeWalletSettings\n    }\n    walletCertificationRuns(first: 20) {\n      id\n      walletUrl\n      startedBy\n      status\n      completedCases\n      totalCases\n      startedAt\n      finishedAt\n    }\n  }\n"): typeof import('./graphql').BackofficeWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeWalletCertificationRun($id: ID!) {\n    walletCertificationRun(id: $id) {\n      id\n      walletUrl\n      startedBy\n      startedAt\n      finishedAt\n      status\n      completedCases\n      totalCases\n      cases {\n        id\n        title\n        status\n        detail\n      }\n      cleanup {\n        done\n        detail\n      }\n    }\n  }\n"): typeof import('./graphql').BackofficeWalletCertificationRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeStartWalletCertification($input: StartWalletCertificationInput!) {\n    startWalletCertification(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').BackofficeStartWalletCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BackofficeWalletSettings on WalletSettings {\n    walletUrl\n    hasSecret\n    secretRotatedAt\n    timeoutMs\n    roundFields\n  }\n"): typeof import('./graphql').BackofficeWalletSettingsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeUpdateWalletUrl($url: String!) {\n    updateWalletUrl(url: $url) {\n      walletUrl\n    }\n  }\n"): typeof import('./graphql').BackofficeUpdateWalletUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeRotateWalletSecret {\n    rotateWalletSecret {\n      walletSecret\n    }\n  }\n"): typeof import('./graphql').BackofficeRotateWalletSecretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeMonthlyStatement($month: String!, $reportingCurrency: String) {\n    monthlyStatement(month: $month, reportingCurrency: $reportingCurrency) {\n      operatorName\n      month\n      from\n      to\n      revenueShare {\n        id\n        effectiveFrom\n        percent\n        freeRoundsCostTreatment\n        promotionCostTreatment\n      }\n      lines {\n        currency\n        rounds\n        bets\n        wins\n        ggr\n        freeRounds\n        freeRoundsCost\n        rolledBackRounds\n        rolledBack\n        promotionCost\n        jackpotContributions\n        jackpotWins\n        billableGgr\n        amountDue\n        amountDueBasis\n      }\n      excludedTestRounds {\n        currency\n        rounds\n        bet\n        win\n      }\n      contentHash\n      csvPath\n      conversion {\n        reportingCurrency\n        label\n        ggr\n        amountDue\n        complete\n        missingCurrencies\n        lines {\n          currency\n          rate\n          ggr\n          amountDue\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BackofficeMonthlyStatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeRevenueReport($filter: RevenueReportFilter!) {\n    revenueReport(filter: $filter) {\n      from\n      to\n      granularity\n      currencies\n      series {\n        ...BackofficeRevenueFigures\n      }\n      totals {\n        ...BackofficeRevenueFigures\n      }\n      topGames {\n        ...BackofficeRevenueFigures\n      }\n      excludedTestRounds {\n        currency\n        rounds\n        bet\n        win\n      }\n      conversion {\n        reportingCurrency\n        label\n        complete\n        total {\n          bet\n          win\n          ggr\n          complete\n        }\n        missingRates {\n          month\n          currency\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BackofficeRevenueReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BackofficeRevenueFigures on RevenueRow {\n    key\n    label\n    currency\n    rounds\n    bet\n    win\n    ggr\n    freeRounds\n    freeRoundsCost\n    rolledBackRounds\n    rolledBack\n    promotionCost\n    jackpotContributions\n    jackpotWins\n    players\n    converted {\n      bet\n      win\n      ggr\n      complete\n    }\n  }\n"): typeof import('./graphql').BackofficeRevenueFiguresFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeDailyStatement($date: String!) {\n    dailyStatement(date: $date) {\n      date\n      currencies {\n        currency\n        lines {\n          transactionType\n          state\n          count\n          amount\n          promotionId\n        }\n      }\n      contentHash\n      csvPath\n    }\n  }\n"): typeof import('./graphql').BackofficeDailyStatementDocument;
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
export function graphql(source: "\n  query BackofficePlayer(\n    $externalPlayerId: ID!\n    $from: DateTime!\n    $to: DateTime!\n    $roundsAfter: String\n    $sessionsAfter: String\n  ) {\n    freeRoundTemplates {\n      ...BackofficeGrantTemplate\n    }\n    catalogGames {\n      symbol\n      title\n    }\n    player(externalPlayerId: $externalPlayerId) {\n      externalPlayerId\n      firstLaunchAt\n      lastLaunchAt\n      restrictions {\n        ...BackofficePlayerRestriction\n      }\n      testAccount {\n        ...BackofficeTestAccount\n      }\n      totals(from: $from, to: $to) {\n        currency\n        rounds\n        bets\n        wins\n        net\n      }\n      activeSessions: sessions(state: \"active\", first: 20) {\n        items {\n          ...BackofficePlayerSession\n        }\n      }\n      endedSessions: sessions(state: \"ended\", first: 20, after: $sessionsAfter) {\n        items {\n          ...BackofficePlayerSession\n        }\n        nextCursor\n      }\n      rounds(first: 50, after: $roundsAfter) {\n        nextCursor\n        items {\n          id\n          gameSymbol\n          currency\n          bet\n          win\n          state\n          test\n          createdAt\n          replayUrl\n          transactions {\n            id\n            type\n            state\n            amount\n          }\n        }\n      }\n      prizes {\n        transactionId\n        actionType\n        promotionId\n        gameSymbol\n        currency\n        amount\n        state\n        createdAt\n      }\n      freeRoundsAwards {\n        id\n        campaignId\n        roundsTotal\n        roundsPlayed\n        currency\n        win\n        state\n        expiresAt\n      }\n    }\n  }\n\n  fragment BackofficePlayerSession on PlayerSession {\n    id\n    gameTitle\n    currency\n    device\n    state\n    createdAt\n    lastActivityAt\n  }\n"): typeof import('./graphql').BackofficePlayerDocument;
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
export function graphql(source: "\n  fragment BackofficeTestAccount on TestAccount {\n    markedBy\n    markedAt\n  }\n"): typeof import('./graphql').BackofficeTestAccountFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeMarkTestAccount($externalPlayerId: ID!) {\n    markTestAccount(externalPlayerId: $externalPlayerId) {\n      markedAt\n    }\n  }\n"): typeof import('./graphql').BackofficeMarkTestAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeUnmarkTestAccount($externalPlayerId: ID!) {\n    unmarkTestAccount(externalPlayerId: $externalPlayerId)\n  }\n"): typeof import('./graphql').BackofficeUnmarkTestAccountDocument;
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
