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
    "\n  query ConsoleDashboardSeries($range: DashboardRange!) {\n    dashboardSeries(range: $range) {\n      range\n      interval\n      points {\n        at\n        callbacks\n        errors\n        p50LatencyMs\n        p95LatencyMs\n        sessions\n        spins\n      }\n    }\n  }\n": typeof types.ConsoleDashboardSeriesDocument,
    "\n  query ConsoleDashboard {\n    dashboard {\n      operators\n      activeOperators\n      games\n      liveGames\n      liveSessions\n      sseSubscribers\n      walletTransactionsNeedingAttention\n      openWalletAlerts\n      generatedAt\n      walletCallbacks {\n        windowHours\n        total\n        succeeded\n        rejected\n        invalidSignature\n        failed\n        successRate\n        p50LatencyMs\n        p95LatencyMs\n      }\n    }\n    walletAlerts {\n      id\n      operatorId\n      kind\n      occurrences\n      firstSeenAt\n      lastSeenAt\n      lastTransactionId\n      lastDetail\n    }\n    operators {\n      id\n      name\n      status\n      defaultCurrency\n      catalogSize\n      activeKeyCount\n    }\n  }\n": typeof types.ConsoleDashboardDocument,
    "\n  mutation ConsoleAcknowledgeWalletAlert($id: ID!) {\n    acknowledgeWalletAlert(id: $id) {\n      id\n      acknowledgedAt\n    }\n  }\n": typeof types.ConsoleAcknowledgeWalletAlertDocument,
    "\n  query ConsoleMyAccount {\n    me {\n      id\n      email\n      name\n      role\n      hasTotp\n      totpRequired\n      totpEnrollmentRequired\n    }\n  }\n": typeof types.ConsoleMyAccountDocument,
    "\n  mutation ConsoleBeginMyTotpEnrollment {\n    beginMyTotpEnrollment {\n      secret\n      uri\n    }\n  }\n": typeof types.ConsoleBeginMyTotpEnrollmentDocument,
    "\n  mutation ConsoleConfirmMyTotpEnrollment($code: String!) {\n    confirmMyTotpEnrollment(code: $code) {\n      id\n      hasTotp\n    }\n  }\n": typeof types.ConsoleConfirmMyTotpEnrollmentDocument,
    "\n  mutation ConsoleRemoveMyTotp($code: String!) {\n    removeMyTotp(code: $code) {\n      id\n      hasTotp\n    }\n  }\n": typeof types.ConsoleRemoveMyTotpDocument,
    "\n  query ConsoleApiKeys($operatorId: ID, $kind: ApiKeyKind, $includeRevoked: Boolean) {\n    apiKeys(operatorId: $operatorId, kind: $kind, includeRevoked: $includeRevoked) {\n      id\n      kind\n      operatorId\n      name\n      prefix\n      createdBy\n      createdAt\n      lastUsedAt\n      revokedAt\n      expiresAt\n      useCount\n    }\n    operators {\n      id\n      name\n      status\n    }\n  }\n": typeof types.ConsoleApiKeysDocument,
    "\n  mutation ConsoleCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        id\n        kind\n        operatorId\n        name\n        prefix\n      }\n      key\n    }\n  }\n": typeof types.ConsoleCreateApiKeyDocument,
    "\n  mutation ConsoleRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.ConsoleRevokeApiKeyDocument,
    "\n  query AuditChainHead {\n    auditChainHead {\n      seq\n      hash\n      at\n    }\n  }\n": typeof types.AuditChainHeadDocument,
    "\n  mutation VerifyAuditChain {\n    verifyAuditChain {\n      ok\n      verified\n      head {\n        seq\n        hash\n      }\n      problem {\n        kind\n        seq\n        id\n        detail\n      }\n    }\n  }\n": typeof types.VerifyAuditChainDocument,
    "\n  query ConsoleAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        at\n        actor\n        action\n        targetType\n        targetId\n        targetLabel\n        before\n        after\n      }\n      nextCursor\n    }\n  }\n": typeof types.ConsoleAuditLogDocument,
    "\n  fragment StatementLineFigures on MonthlyStatementLine {\n    currency\n    rounds\n    bets\n    wins\n    ggr\n    freeRounds\n    freeRoundsCost\n    rolledBackRounds\n    rolledBack\n    promotionCost\n    jackpotContributions\n    jackpotWins\n    billableGgr\n    amountDue\n    amountDueBasis\n  }\n": typeof types.StatementLineFiguresFragmentDoc,
    "\n  fragment ShareFigures on RevenueShare {\n    effectiveFrom\n    percent\n    freeRoundsCostTreatment\n    promotionCostTreatment\n  }\n": typeof types.ShareFiguresFragmentDoc,
    "\n  query ConsoleBillingOperators {\n    operators {\n      id\n      name\n    }\n  }\n": typeof types.ConsoleBillingOperatorsDocument,
    "\n  query ConsoleMonthlyStatement($operatorId: ID!, $month: String!, $reportingCurrency: String) {\n    monthlyStatement(operatorId: $operatorId, month: $month, reportingCurrency: $reportingCurrency) {\n      operatorId\n      operatorName\n      month\n      revenueShare {\n        id\n        ...ShareFigures\n      }\n      lines {\n        ...StatementLineFigures\n      }\n      excludedTestRounds {\n        ...ExcludedTestRoundsFigures\n      }\n      contentHash\n      csvPath\n      printPath\n      conversion {\n        reportingCurrency\n        label\n        ggr\n        amountDue\n        complete\n        missingCurrencies\n        lines {\n          currency\n          rate\n          ggr\n          amountDue\n        }\n      }\n    }\n  }\n": typeof types.ConsoleMonthlyStatementDocument,
    "\n  query ConsoleRevenueShares($operatorId: ID!) {\n    revenueShares(operatorId: $operatorId) {\n      id\n      ...ShareFigures\n      createdBy\n      createdAt\n    }\n  }\n": typeof types.ConsoleRevenueSharesDocument,
    "\n  mutation ConsoleSetRevenueShare($input: SetRevenueShareInput!) {\n    setRevenueShare(input: $input) {\n      id\n      ...ShareFigures\n    }\n  }\n": typeof types.ConsoleSetRevenueShareDocument,
    "\n  query ConsoleCatalogOptions {\n    operators {\n      id\n      name\n      status\n    }\n    providers {\n      id\n      name\n    }\n  }\n": typeof types.ConsoleCatalogOptionsDocument,
    "\n  query ConsoleCatalogGames($operatorId: ID!, $search: String, $providerId: String) {\n    catalogGames(operatorId: $operatorId, search: $search, providerId: $providerId) {\n      assigned\n      assignedAt\n      game {\n        symbol\n        slug\n        title\n        providerId\n        providerName\n        launchStatus\n        liveCatalogEnabled\n        art {\n          url\n        }\n      }\n    }\n  }\n": typeof types.ConsoleCatalogGamesDocument,
    "\n  query ConsoleCatalogPreview($operatorId: ID!, $providerId: String) {\n    catalogPreview(operatorId: $operatorId, providerId: $providerId) {\n      operatorId\n      providerId\n      httpStatus\n      total\n      items {\n        symbol\n        title\n        provider\n        launchStatus\n      }\n      body\n    }\n  }\n": typeof types.ConsoleCatalogPreviewDocument,
    "\n  mutation ConsoleAssignCatalogGames($operatorId: ID!, $symbols: [String!]!) {\n    assignCatalogGames(operatorId: $operatorId, symbols: $symbols) {\n      changed\n      unchanged\n    }\n  }\n": typeof types.ConsoleAssignCatalogGamesDocument,
    "\n  mutation ConsoleUnassignCatalogGames($operatorId: ID!, $symbols: [String!]!) {\n    unassignCatalogGames(operatorId: $operatorId, symbols: $symbols) {\n      changed\n      unchanged\n    }\n  }\n": typeof types.ConsoleUnassignCatalogGamesDocument,
    "\n  mutation ConsoleAddFreeRoundsPlayers($operatorId: ID!, $campaignId: ID!, $players: [String!]!) {\n    addFreeRoundsPlayers(operatorId: $operatorId, campaignId: $campaignId, players: $players) {\n      added\n      alreadyAwarded\n    }\n  }\n": typeof types.ConsoleAddFreeRoundsPlayersDocument,
    "\n  query ConsoleFreeRoundsCampaign($operatorId: ID!, $campaignId: ID!) {\n    freeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) {\n      campaignId\n      operatorId\n      state\n      games\n      rounds\n      betLevel\n      coinValue\n      currency\n      validFrom\n      expiresAt\n      maxWin\n      playersCount\n      roundsAwarded\n      roundsPlayed\n      win\n      createdAt\n      cancelledAt\n      roundsPlayedOverTime {\n        interval\n        points {\n          at\n          rounds\n          win\n        }\n      }\n    }\n  }\n": typeof types.ConsoleFreeRoundsCampaignDocument,
    "\n  query ConsoleFreeRoundsPlayers($operatorId: ID!, $campaignId: ID!, $first: Int, $after: String) {\n    freeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) {\n      campaignId\n      players(first: $first, after: $after) {\n        items {\n          externalPlayerId\n          roundsPlayed\n          roundsLeft\n          win\n          state\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.ConsoleFreeRoundsPlayersDocument,
    "\n  mutation ConsoleCancelFreeRoundsCampaign($operatorId: ID!, $campaignId: ID!) {\n    cancelFreeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) {\n      campaignId\n      state\n    }\n  }\n": typeof types.ConsoleCancelFreeRoundsCampaignDocument,
    "\n  query ConsoleFreeRoundsCatalog($id: ID!) {\n    operator(id: $id) {\n      id\n      defaultCurrency\n      catalog {\n        symbol\n        title\n        launchStatus\n      }\n    }\n  }\n": typeof types.ConsoleFreeRoundsCatalogDocument,
    "\n  mutation ConsoleCreateFreeRoundsCampaign($input: CreateFreeRoundsCampaignInput!) {\n    createFreeRoundsCampaign(input: $input) {\n      created\n      campaign {\n        campaignId\n        operatorId\n        playersCount\n      }\n    }\n  }\n": typeof types.ConsoleCreateFreeRoundsCampaignDocument,
    "\n  query ConsoleFreeRoundsCampaigns($filter: FreeRoundsCampaignFilter, $first: Int, $after: String) {\n    freeRoundsCampaigns(filter: $filter, first: $first, after: $after) {\n      items {\n        campaignId\n        operatorId\n        state\n        games\n        rounds\n        betLevel\n        coinValue\n        currency\n        expiresAt\n        playersCount\n        roundsAwarded\n        roundsPlayed\n        win\n        createdAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.ConsoleFreeRoundsCampaignsDocument,
    "\n  query ConsoleFreeRoundsOperators {\n    operators {\n      id\n      name\n      defaultCurrency\n    }\n  }\n": typeof types.ConsoleFreeRoundsOperatorsDocument,
    "\n  fragment GameArtFields on GameArt {\n    uploaded\n    contentType\n    size\n    sha256\n    uploadedBy\n    uploadedAt\n    url\n    uploadPath\n  }\n": typeof types.GameArtFieldsFragmentDoc,
    "\n  query ConsoleGame($symbol: String!) {\n    game(symbol: $symbol) {\n      id\n      symbol\n      slug\n      title\n      providerId\n      providerName\n      family\n      rtp\n      lines\n      assetVersion\n      assetSymbol\n      assetSource\n      hasLocalAssets\n      gameServiceVersion\n      loaderMode\n      shellStrategy\n      launchStatus\n      liveCatalogEnabled\n      certifiedBrowsers\n      features {\n        ...GameFeatureFlags\n      }\n      specialBetProfile {\n        symbol\n        buttons\n        bls\n        defaultBl\n        serviceVersion\n        cver\n      }\n      launchPath\n      catalogCount\n      art {\n        ...GameArtFields\n      }\n      createdAt\n      updatedAt\n    }\n    providers {\n      id\n      name\n    }\n  }\n": typeof types.ConsoleGameDocument,
    "\n  mutation ConsoleUpdateGame($symbol: String!, $input: UpdateGameInput!) {\n    updateGame(symbol: $symbol, input: $input) {\n      symbol\n      updatedAt\n    }\n  }\n": typeof types.ConsoleUpdateGameDocument,
    "\n  mutation ConsoleSetGameAvailability($symbol: String!, $launchStatus: LaunchStatus, $liveCatalogEnabled: Boolean) {\n    setGameAvailability(symbol: $symbol, launchStatus: $launchStatus, liveCatalogEnabled: $liveCatalogEnabled) {\n      symbol\n      launchStatus\n      liveCatalogEnabled\n    }\n  }\n": typeof types.ConsoleSetGameAvailabilityDocument,
    "\n  fragment GameFeatureFlags on GameFeatures {\n    bonus\n    collect\n    freeSpins\n    buyFeature\n    specialBet\n  }\n": typeof types.GameFeatureFlagsFragmentDoc,
    "\n  query ConsoleGames($search: String, $providerId: String) {\n    games(search: $search, providerId: $providerId) {\n      symbol\n      slug\n      title\n      providerId\n      providerName\n      rtp\n      lines\n      launchStatus\n      liveCatalogEnabled\n      catalogCount\n      features {\n        ...GameFeatureFlags\n      }\n      art {\n        url\n        uploaded\n        sha256\n      }\n    }\n    providers {\n      id\n      name\n    }\n  }\n": typeof types.ConsoleGamesDocument,
    "\n  query ConsoleSearch($query: String!) {\n    search(query: $query) {\n      kind\n      id\n      title\n      detail\n      href\n    }\n  }\n": typeof types.ConsoleSearchDocument,
    "\n  fragment ConsoleJackpotWin on JackpotWin {\n    tier\n    amount\n    currency\n    poolAmount\n    poolCurrency\n    wonAt\n    roundId\n    externalPlayerId\n    transactionId\n    state\n    trigger\n    triggerNonce\n    triggerHash\n  }\n": typeof types.ConsoleJackpotWinFragmentDoc,
    "\n  query ConsoleJackpotPoolDetail($poolId: ID!) {\n    jackpotPool(poolId: $poolId) {\n      ...ConsoleJackpotPool\n      createdBy\n    }\n    jackpotWins(poolId: $poolId) {\n      ...ConsoleJackpotWin\n    }\n    jackpotLiability(poolId: $poolId) {\n      ...ConsoleJackpotLiability\n    }\n  }\n": typeof types.ConsoleJackpotPoolDetailDocument,
    "\n  query ConsoleJackpotOperators {\n    operators {\n      id\n      name\n      defaultCurrency\n      catalog {\n        symbol\n        title\n      }\n    }\n  }\n": typeof types.ConsoleJackpotOperatorsDocument,
    "\n  mutation ConsoleCreateJackpotPool($input: CreateJackpotPoolInput!) {\n    createJackpotPool(input: $input) {\n      poolId\n      title\n    }\n  }\n": typeof types.ConsoleCreateJackpotPoolDocument,
    "\n  fragment ConsoleJackpotPool on JackpotPool {\n    poolId\n    title\n    scope\n    games\n    operatorIds\n    currency\n    createdAt\n    tiers {\n      tierId\n      name\n      kind\n      seed\n      cap\n      winProbability\n      contributionRate\n      reserveRate\n      cycle\n      amount\n      reserve\n      triggerHash\n    }\n  }\n": typeof types.ConsoleJackpotPoolFragmentDoc,
    "\n  fragment ConsoleJackpotLiability on JackpotLiability {\n    poolId\n    title\n    tierId\n    tier\n    currency\n    seeds\n    contributions\n    wins\n    liability\n  }\n": typeof types.ConsoleJackpotLiabilityFragmentDoc,
    "\n  query ConsoleJackpots {\n    jackpotPools {\n      ...ConsoleJackpotPool\n    }\n    jackpotLiability {\n      ...ConsoleJackpotLiability\n    }\n  }\n": typeof types.ConsoleJackpotsDocument,
    "\n  query ConsoleJurisdictionProfiles {\n    jurisdictionProfiles {\n      code\n      name\n      minSpinIntervalMs\n      autoplayAllowed\n      autoplayMaxSpins\n      autoplayRequiresLossLimit\n      turboAllowed\n      slamStopAllowed\n      featureBuyAllowed\n      maxStake {\n        currency\n        amount\n      }\n      netPositionShown\n      sessionTimeShown\n      realityCheckMinutes\n      rtpVariant\n      promotionsAllowed\n      promotionsNote\n      jackpotsAllowed\n      jackpotsNote\n    }\n  }\n": typeof types.ConsoleJurisdictionProfilesDocument,
    "\n  query ConsoleOperatorHealth($operatorId: ID!, $range: DashboardRange!) {\n    operatorHealth(operatorId: $operatorId, range: $range) {\n      operatorId\n      pendingDeliveries\n      gaveUpDeliveries\n      series {\n        interval\n        points {\n          at\n          callbacks\n          errors\n          errorRate\n          p50LatencyMs\n          p95LatencyMs\n        }\n      }\n    }\n  }\n": typeof types.ConsoleOperatorHealthDocument,
    "\n  query ConsoleOperator($id: ID!) {\n    operator(id: $id) {\n      id\n      name\n      status\n      defaultCurrency\n      walletMode\n      walletBaseUrl\n      walletTimeoutMs\n      hasWalletSecret\n      walletSecretRotatedAt\n      frameAncestors\n      walletRoundFields\n      backofficeTotpRequired\n      jurisdiction\n      rtpVariant\n      createdAt\n      updatedAt\n      catalogSize\n      activeKeyCount\n      catalog {\n        symbol\n        title\n        providerId\n        launchStatus\n        liveCatalogEnabled\n        assignedAt\n      }\n    }\n    jurisdictionProfiles {\n      code\n      name\n    }\n    rtpVariants\n  }\n": typeof types.ConsoleOperatorDocument,
    "\n  mutation ConsoleUpdateOperator($id: ID!, $input: UpdateOperatorInput!) {\n    updateOperator(id: $id, input: $input) {\n      id\n      name\n      defaultCurrency\n      walletBaseUrl\n      walletTimeoutMs\n      frameAncestors\n      walletRoundFields\n      backofficeTotpRequired\n      jurisdiction\n      rtpVariant\n      updatedAt\n    }\n  }\n": typeof types.ConsoleUpdateOperatorDocument,
    "\n  mutation ConsoleSetOperatorStatus($id: ID!, $status: OperatorStatus!) {\n    setOperatorStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.ConsoleSetOperatorStatusDocument,
    "\n  mutation ConsoleRotateWalletSecret($id: ID!) {\n    rotateWalletSecret(id: $id) {\n      operator {\n        id\n        walletSecretRotatedAt\n      }\n      walletSecret\n    }\n  }\n": typeof types.ConsoleRotateWalletSecretDocument,
    "\n  query ConsoleOperatorUsers($operatorId: ID!) {\n    operatorUsers(operatorId: $operatorId) {\n      id\n      email\n      role\n      active\n      hasTotp\n      createdBy\n      createdAt\n      lastSignInAt\n    }\n    auditLog(filter: { operatorUsersOf: $operatorId }, first: 10) {\n      items {\n        id\n        at\n        actor\n        action\n        targetType\n        targetId\n        targetLabel\n      }\n    }\n  }\n": typeof types.ConsoleOperatorUsersDocument,
    "\n  mutation ConsoleInviteOperatorUser($operatorId: ID!, $email: String!, $role: OperatorUserRole!) {\n    inviteOperatorUser(operatorId: $operatorId, email: $email, role: $role) {\n      user {\n        id\n        email\n        role\n      }\n      initialPassword\n    }\n  }\n": typeof types.ConsoleInviteOperatorUserDocument,
    "\n  mutation ConsoleSetOperatorUserActive($id: ID!, $active: Boolean!) {\n    setOperatorUserActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": typeof types.ConsoleSetOperatorUserActiveDocument,
    "\n  mutation ConsoleCreateOperator($input: CreateOperatorInput!) {\n    createOperator(input: $input) {\n      operator {\n        id\n        name\n      }\n      walletSecret\n    }\n  }\n": typeof types.ConsoleCreateOperatorDocument,
    "\n  query ConsoleOperators($status: OperatorStatus, $search: String) {\n    operators(status: $status, search: $search) {\n      id\n      name\n      status\n      defaultCurrency\n      walletBaseUrl\n      catalogSize\n      activeKeyCount\n      createdAt\n    }\n  }\n": typeof types.ConsoleOperatorsDocument,
    "\n  query ConsolePromotion($promotionId: ID!) {\n    promotion(promotionId: $promotionId) {\n      ...ConsolePromotionTerms\n      state\n      network\n      prizePool\n      prizesLeft\n      dropChance\n      createdAt\n      cancelledAt\n      payoutsReleaseAt\n      payoutsReleasedAt\n      prizes {\n        fromRank\n        toRank\n        tier\n        count\n        amount\n        currency\n      }\n    }\n  }\n": typeof types.ConsolePromotionDocument,
    "\n  query ConsolePromotionLeaderboard($promotionId: ID!, $first: Int!) {\n    promotion(promotionId: $promotionId) {\n      promotionId\n      leaderboard(first: $first) {\n        participants\n        entries {\n          rank\n          score\n          rounds\n          operatorId\n          externalPlayerId\n          prize {\n            amount\n            currency\n          }\n        }\n      }\n    }\n  }\n": typeof types.ConsolePromotionLeaderboardDocument,
    "\n  query ConsolePromotionPayouts($promotionId: ID!) {\n    promotion(promotionId: $promotionId) {\n      promotionId\n      payouts(first: 1000) {\n        items {\n          operatorId\n          externalPlayerId\n          rank\n          tier\n          roundId\n          amount\n          currency\n          baseAmount\n          baseCurrency\n          rate\n          transactionId\n          state\n          createdAt\n          completedAt\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.ConsolePromotionPayoutsDocument,
    "\n  mutation ConsoleCancelPromotion($promotionId: ID!) {\n    cancelPromotion(promotionId: $promotionId) {\n      promotionId\n      state\n    }\n  }\n": typeof types.ConsoleCancelPromotionDocument,
    "\n  mutation ConsoleReleasePromotionPayouts($promotionId: ID!) {\n    releasePromotionPayouts(promotionId: $promotionId) {\n      promotionId\n      payoutsReleasedAt\n    }\n  }\n": typeof types.ConsoleReleasePromotionPayoutsDocument,
    "\n  mutation ConsoleSettlePromotion($promotionId: ID!) {\n    settlePromotion(promotionId: $promotionId) {\n      promotionId\n      state\n    }\n  }\n": typeof types.ConsoleSettlePromotionDocument,
    "\n  query ConsolePromotionOperators {\n    operators {\n      id\n      name\n      defaultCurrency\n      catalog {\n        symbol\n        title\n      }\n    }\n    jurisdictionProfiles {\n      code\n      name\n      promotionsAllowed\n      promotionsNote\n    }\n  }\n": typeof types.ConsolePromotionOperatorsDocument,
    "\n  fragment ConsolePromotionTerms on Promotion {\n    promotionId\n    kind\n    title\n    terms\n    games\n    operatorIds\n    startsAt\n    endsAt\n    baseCurrency\n    scoring\n    optIn\n    reviewMinutes\n    jurisdictions\n    minBets {\n      currency\n      amount\n    }\n    prizes {\n      fromRank\n      toRank\n      count\n      amount\n    }\n  }\n": typeof types.ConsolePromotionTermsFragmentDoc,
    "\n  mutation ConsoleCreatePromotion($input: CreatePromotionInput!) {\n    createPromotion(input: $input) {\n      promotionId\n      title\n    }\n  }\n": typeof types.ConsoleCreatePromotionDocument,
    "\n  mutation ConsoleUpdatePromotion($promotionId: ID!, $input: CreatePromotionInput!) {\n    updatePromotion(promotionId: $promotionId, input: $input) {\n      promotionId\n      title\n    }\n  }\n": typeof types.ConsoleUpdatePromotionDocument,
    "\n  query ConsolePromotions($filter: PromotionFilter, $first: Int, $after: String) {\n    promotions(filter: $filter, first: $first, after: $after) {\n      items {\n        promotionId\n        kind\n        title\n        state\n        startsAt\n        endsAt\n        games\n        operatorIds\n        network\n        prizePool\n        baseCurrency\n        prizesLeft\n        payoutsReleaseAt\n        payoutsReleasedAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.ConsolePromotionsDocument,
    "\n  query ConsoleExchangeRates {\n    exchangeRates(first: 200) {\n      id\n      month\n      currency\n      reportingCurrency\n      rate\n      current\n      createdBy\n      createdAt\n    }\n  }\n": typeof types.ConsoleExchangeRatesDocument,
    "\n  mutation ConsoleSetExchangeRate($input: SetExchangeRateInput!) {\n    setExchangeRate(input: $input) {\n      id\n      month\n      currency\n      reportingCurrency\n      rate\n    }\n  }\n": typeof types.ConsoleSetExchangeRateDocument,
    "\n  fragment ExcludedTestRoundsFigures on ExcludedTestRounds {\n    currency\n    rounds\n    bet\n    win\n  }\n": typeof types.ExcludedTestRoundsFiguresFragmentDoc,
    "\n  fragment RtpRow on GameRtp {\n    gameSymbol\n    title\n    currency\n    rounds\n    bet\n    win\n    observedRtp\n    theoreticalRtp\n    standardDeviation\n    bandLow\n    bandHigh\n    outsideBand\n  }\n": typeof types.RtpRowFragmentDoc,
    "\n  query ConsoleReportFilters {\n    operators {\n      id\n      name\n    }\n    games {\n      symbol\n      title\n    }\n    providers {\n      id\n      name\n    }\n  }\n": typeof types.ConsoleReportFiltersDocument,
    "\n  query ConsoleRevenueReport($filter: RevenueReportFilter!) {\n    revenueReport(filter: $filter) {\n      from\n      to\n      granularity\n      currencies\n      confidenceZ\n      series {\n        ...RevenueFigures\n      }\n      totals {\n        ...RevenueFigures\n      }\n      topGames {\n        ...RevenueFigures\n      }\n      topOperators {\n        ...RevenueFigures\n      }\n      rtp {\n        ...RtpRow\n      }\n      excludedTestRounds {\n        ...ExcludedTestRoundsFigures\n      }\n      conversion {\n        reportingCurrency\n        label\n        complete\n        total {\n          bet\n          win\n          ggr\n          complete\n        }\n        missingRates {\n          month\n          currency\n        }\n        rates {\n          id\n          month\n          currency\n          rate\n        }\n      }\n    }\n  }\n": typeof types.ConsoleRevenueReportDocument,
    "\n  fragment RevenueFigures on RevenueRow {\n    key\n    label\n    currency\n    rounds\n    bet\n    win\n    ggr\n    freeRounds\n    freeRoundsCost\n    rolledBackRounds\n    rolledBack\n    promotionCost\n    jackpotContributions\n    jackpotWins\n    players\n    converted {\n      bet\n      win\n      ggr\n      complete\n    }\n  }\n": typeof types.RevenueFiguresFragmentDoc,
    "\n  query ConsoleRoundDetails($id: ID!) {\n    round(id: $id) {\n      roundId\n      operatorId\n      gameSymbol\n      externalPlayerId\n      sessionId\n      currency\n      bet\n      win\n      winBeforeCap\n      capped\n      roundState\n      test\n      open {\n        reasonCode\n        reason\n        nextStep\n      }\n      betLevel\n      coinValue\n      boughtFeature\n      freeSpins\n      outcome\n      freeRounds {\n        awardId\n        campaignId\n        roundsTotal\n        roundsPlayed\n      }\n      transactions {\n        transactionId\n        transactionType\n        actionType\n        state\n        amount\n        originalTransactionId\n        balanceAfter\n        createdAt\n        completedAt\n        giveUpAt\n        attempts {\n          count\n          firstAttemptAt\n          lastAttemptAt\n          lastOutcome\n          lastHttpStatus\n          lastLatencyMs\n          lastError\n        }\n      }\n      jackpotWins {\n        jackpotId\n        title\n        tier\n        amount\n        currency\n        transactionId\n        state\n      }\n      createdAt\n      playedAt\n      retainedUntil\n      replayUrl\n    }\n  }\n": typeof types.ConsoleRoundDetailsDocument,
    "\n  query ConsoleRoundLookupOperators {\n    operators {\n      id\n      name\n    }\n  }\n": typeof types.ConsoleRoundLookupOperatorsDocument,
    "\n  query ConsoleRoundSearch($search: String, $operatorId: ID, $first: Int = 25, $after: String) {\n    rounds(search: $search, operatorId: $operatorId, first: $first, after: $after) {\n      matchedBy\n      items {\n        ...ConsoleRoundRow\n      }\n      nextCursor\n    }\n  }\n": typeof types.ConsoleRoundSearchDocument,
    "\n  fragment ConsoleRoundRow on RoundSummary {\n    id\n    operatorId\n    gameSymbol\n    playerId\n    sessionId\n    currency\n    bet\n    win\n    state\n    test\n    freeRoundsAwardId\n    createdAt\n    transactions {\n      id\n      type\n      actionType\n      amount\n      state\n      attempts\n    }\n  }\n": typeof types.ConsoleRoundRowFragmentDoc,
    "\n  query ConsolePlayerRestrictions($externalPlayerId: String!, $operatorId: ID) {\n    playerRestrictions(externalPlayerId: $externalPlayerId, operatorId: $operatorId) {\n      id\n      operatorId\n      reason\n      endsAt\n      createdBy\n      createdAt\n    }\n  }\n": typeof types.ConsolePlayerRestrictionsDocument,
    "\n  query ConsoleSessions($filter: LaunchSessionFilter, $first: Int, $after: String) {\n    sessions(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        operatorId\n        externalPlayerId\n        gameSymbol\n        gameTitle\n        currency\n        lang\n        device\n        state\n        subscribers\n        createdAt\n        lastActivityAt\n        expiresAt\n        terminatedAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.ConsoleSessionsDocument,
    "\n  query ConsoleSessionOperators {\n    operators {\n      id\n      name\n    }\n  }\n": typeof types.ConsoleSessionOperatorsDocument,
    "\n  mutation ConsoleTerminateSession($id: ID!) {\n    terminateSession(id: $id) {\n      id\n      state\n      terminatedAt\n    }\n  }\n": typeof types.ConsoleTerminateSessionDocument,
    "\n  query ConsoleStaffUsers {\n    staffUsers {\n      id\n      email\n      name\n      role\n      disabledAt\n      hasPassword\n      lastSignInAt\n      createdAt\n    }\n  }\n": typeof types.ConsoleStaffUsersDocument,
    "\n  mutation ConsoleCreateStaffUser($input: CreateStaffUserInput!) {\n    createStaffUser(input: $input) {\n      staffUser {\n        id\n        email\n        role\n      }\n      initialPassword\n    }\n  }\n": typeof types.ConsoleCreateStaffUserDocument,
    "\n  mutation ConsoleUpdateStaffUser($id: ID!, $input: UpdateStaffUserInput!) {\n    updateStaffUser(id: $id, input: $input) {\n      id\n      role\n      disabledAt\n    }\n  }\n": typeof types.ConsoleUpdateStaffUserDocument,
    "\n  query ConsoleStatementOperators {\n    operators {\n      id\n      name\n    }\n  }\n": typeof types.ConsoleStatementOperatorsDocument,
    "\n  query ConsoleDailyStatement($operatorId: ID!, $date: String!) {\n    dailyStatement(operatorId: $operatorId, date: $date) {\n      operatorId\n      date\n      currencies {\n        currency\n        lines {\n          transactionType\n          state\n          count\n          amount\n          promotionId\n        }\n      }\n      contentHash\n      csvPath\n    }\n  }\n": typeof types.ConsoleDailyStatementDocument,
    "\n  query ConsoleWalletCallbacks($filter: WalletCallbackFilter, $first: Int, $after: String) {\n    walletCallbacks(filter: $filter, first: $first, after: $after) {\n      items {\n        ...ConsoleWalletAttempt\n        transactionId\n        operatorId\n        playerId\n      }\n      nextCursor\n    }\n  }\n": typeof types.ConsoleWalletCallbacksDocument,
    "\n  query ConsoleCertificationOptions {\n    operators {\n      id\n      name\n      status\n      defaultCurrency\n      walletBaseUrl\n      hasWalletSecret\n    }\n    walletCertificationRuns(first: 15) {\n      id\n      operatorId\n      walletUrl\n      startedBy\n      status\n      completedCases\n      totalCases\n      startedAt\n      finishedAt\n    }\n  }\n": typeof types.ConsoleCertificationOptionsDocument,
    "\n  query ConsoleCertificationRun($id: ID!) {\n    walletCertificationRun(id: $id) {\n      id\n      operatorId\n      walletUrl\n      startedBy\n      status\n      completedCases\n      totalCases\n      startedAt\n      finishedAt\n      ...ConsoleCertificationRunCases\n    }\n  }\n": typeof types.ConsoleCertificationRunDocument,
    "\n  fragment ConsoleCertificationRunCases on WalletCertificationRun {\n    status\n    completedCases\n    totalCases\n    cases {\n      id\n      title\n      status\n      detail\n    }\n    cleanup {\n      done\n      detail\n    }\n  }\n": typeof types.ConsoleCertificationRunCasesFragmentDoc,
    "\n  mutation ConsoleStartWalletCertification($input: StartWalletCertificationInput!) {\n    startWalletCertification(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ConsoleStartWalletCertificationDocument,
    "\n  query ConsoleWalletRounds($operatorId: ID, $first: Int = 30, $after: String) {\n    rounds(operatorId: $operatorId, first: $first, after: $after) {\n      items {\n        ...ConsoleRoundRow\n      }\n      nextCursor\n    }\n  }\n": typeof types.ConsoleWalletRoundsDocument,
    "\n  mutation ConsoleRetryWalletTransaction($id: ID!) {\n    retryWalletTransaction(id: $id) {\n      id\n      state\n      nextAttemptAt\n    }\n  }\n": typeof types.ConsoleRetryWalletTransactionDocument,
    "\n  mutation ConsoleResolveWalletTransaction($id: ID!, $note: String!) {\n    resolveWalletTransaction(id: $id, note: $note) {\n      id\n      state\n      resolvedManually\n    }\n  }\n": typeof types.ConsoleResolveWalletTransactionDocument,
    "\n  query ConsoleWalletTransaction($id: ID!) {\n    walletTransaction(id: $id) {\n      id\n      roundId\n      operatorId\n      playerId\n      sessionId\n      gameSymbol\n      currency\n      type\n      actionType\n      amount\n      originalTransactionId\n      state\n      attempts\n      nextAttemptAt\n      giveUpAt\n      firstAttemptAt\n      lastAttemptAt\n      completedAt\n      balanceAfter\n      errorCode\n      errorMessage\n      lastLatencyMs\n      resolvedManually\n      canRetry\n      canResolve\n      createdAt\n      attemptLog {\n        ...ConsoleWalletAttempt\n      }\n    }\n  }\n": typeof types.ConsoleWalletTransactionDocument,
    "\n  query ConsoleWalletTransactions($filter: WalletTransactionFilter, $first: Int, $after: String) {\n    walletTransactions(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        operatorId\n        playerId\n        gameSymbol\n        currency\n        type\n        actionType\n        amount\n        state\n        attempts\n        lastLatencyMs\n        errorCode\n        resolvedManually\n        canRetry\n        canResolve\n        createdAt\n        giveUpAt\n      }\n      nextCursor\n    }\n  }\n": typeof types.ConsoleWalletTransactionsDocument,
    "\n  fragment ConsoleWalletAttempt on WalletCallbackAttempt {\n    id\n    type\n    attemptNumber\n    requestId\n    url\n    requestHeaders\n    requestBody\n    responseStatus\n    responseBody\n    outcome\n    error\n    latencyMs\n    startedAt\n  }\n": typeof types.ConsoleWalletAttemptFragmentDoc,
    "\n  query ConsoleWalletOperators {\n    operators {\n      id\n      name\n    }\n  }\n": typeof types.ConsoleWalletOperatorsDocument,
    "\n  query CurrentStaff {\n    me {\n      id\n      email\n      name\n      role\n    }\n  }\n": typeof types.CurrentStaffDocument,
};
const documents: Documents = {
    "\n  query ConsoleDashboardSeries($range: DashboardRange!) {\n    dashboardSeries(range: $range) {\n      range\n      interval\n      points {\n        at\n        callbacks\n        errors\n        p50LatencyMs\n        p95LatencyMs\n        sessions\n        spins\n      }\n    }\n  }\n": types.ConsoleDashboardSeriesDocument,
    "\n  query ConsoleDashboard {\n    dashboard {\n      operators\n      activeOperators\n      games\n      liveGames\n      liveSessions\n      sseSubscribers\n      walletTransactionsNeedingAttention\n      openWalletAlerts\n      generatedAt\n      walletCallbacks {\n        windowHours\n        total\n        succeeded\n        rejected\n        invalidSignature\n        failed\n        successRate\n        p50LatencyMs\n        p95LatencyMs\n      }\n    }\n    walletAlerts {\n      id\n      operatorId\n      kind\n      occurrences\n      firstSeenAt\n      lastSeenAt\n      lastTransactionId\n      lastDetail\n    }\n    operators {\n      id\n      name\n      status\n      defaultCurrency\n      catalogSize\n      activeKeyCount\n    }\n  }\n": types.ConsoleDashboardDocument,
    "\n  mutation ConsoleAcknowledgeWalletAlert($id: ID!) {\n    acknowledgeWalletAlert(id: $id) {\n      id\n      acknowledgedAt\n    }\n  }\n": types.ConsoleAcknowledgeWalletAlertDocument,
    "\n  query ConsoleMyAccount {\n    me {\n      id\n      email\n      name\n      role\n      hasTotp\n      totpRequired\n      totpEnrollmentRequired\n    }\n  }\n": types.ConsoleMyAccountDocument,
    "\n  mutation ConsoleBeginMyTotpEnrollment {\n    beginMyTotpEnrollment {\n      secret\n      uri\n    }\n  }\n": types.ConsoleBeginMyTotpEnrollmentDocument,
    "\n  mutation ConsoleConfirmMyTotpEnrollment($code: String!) {\n    confirmMyTotpEnrollment(code: $code) {\n      id\n      hasTotp\n    }\n  }\n": types.ConsoleConfirmMyTotpEnrollmentDocument,
    "\n  mutation ConsoleRemoveMyTotp($code: String!) {\n    removeMyTotp(code: $code) {\n      id\n      hasTotp\n    }\n  }\n": types.ConsoleRemoveMyTotpDocument,
    "\n  query ConsoleApiKeys($operatorId: ID, $kind: ApiKeyKind, $includeRevoked: Boolean) {\n    apiKeys(operatorId: $operatorId, kind: $kind, includeRevoked: $includeRevoked) {\n      id\n      kind\n      operatorId\n      name\n      prefix\n      createdBy\n      createdAt\n      lastUsedAt\n      revokedAt\n      expiresAt\n      useCount\n    }\n    operators {\n      id\n      name\n      status\n    }\n  }\n": types.ConsoleApiKeysDocument,
    "\n  mutation ConsoleCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        id\n        kind\n        operatorId\n        name\n        prefix\n      }\n      key\n    }\n  }\n": types.ConsoleCreateApiKeyDocument,
    "\n  mutation ConsoleRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.ConsoleRevokeApiKeyDocument,
    "\n  query AuditChainHead {\n    auditChainHead {\n      seq\n      hash\n      at\n    }\n  }\n": types.AuditChainHeadDocument,
    "\n  mutation VerifyAuditChain {\n    verifyAuditChain {\n      ok\n      verified\n      head {\n        seq\n        hash\n      }\n      problem {\n        kind\n        seq\n        id\n        detail\n      }\n    }\n  }\n": types.VerifyAuditChainDocument,
    "\n  query ConsoleAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        at\n        actor\n        action\n        targetType\n        targetId\n        targetLabel\n        before\n        after\n      }\n      nextCursor\n    }\n  }\n": types.ConsoleAuditLogDocument,
    "\n  fragment StatementLineFigures on MonthlyStatementLine {\n    currency\n    rounds\n    bets\n    wins\n    ggr\n    freeRounds\n    freeRoundsCost\n    rolledBackRounds\n    rolledBack\n    promotionCost\n    jackpotContributions\n    jackpotWins\n    billableGgr\n    amountDue\n    amountDueBasis\n  }\n": types.StatementLineFiguresFragmentDoc,
    "\n  fragment ShareFigures on RevenueShare {\n    effectiveFrom\n    percent\n    freeRoundsCostTreatment\n    promotionCostTreatment\n  }\n": types.ShareFiguresFragmentDoc,
    "\n  query ConsoleBillingOperators {\n    operators {\n      id\n      name\n    }\n  }\n": types.ConsoleBillingOperatorsDocument,
    "\n  query ConsoleMonthlyStatement($operatorId: ID!, $month: String!, $reportingCurrency: String) {\n    monthlyStatement(operatorId: $operatorId, month: $month, reportingCurrency: $reportingCurrency) {\n      operatorId\n      operatorName\n      month\n      revenueShare {\n        id\n        ...ShareFigures\n      }\n      lines {\n        ...StatementLineFigures\n      }\n      excludedTestRounds {\n        ...ExcludedTestRoundsFigures\n      }\n      contentHash\n      csvPath\n      printPath\n      conversion {\n        reportingCurrency\n        label\n        ggr\n        amountDue\n        complete\n        missingCurrencies\n        lines {\n          currency\n          rate\n          ggr\n          amountDue\n        }\n      }\n    }\n  }\n": types.ConsoleMonthlyStatementDocument,
    "\n  query ConsoleRevenueShares($operatorId: ID!) {\n    revenueShares(operatorId: $operatorId) {\n      id\n      ...ShareFigures\n      createdBy\n      createdAt\n    }\n  }\n": types.ConsoleRevenueSharesDocument,
    "\n  mutation ConsoleSetRevenueShare($input: SetRevenueShareInput!) {\n    setRevenueShare(input: $input) {\n      id\n      ...ShareFigures\n    }\n  }\n": types.ConsoleSetRevenueShareDocument,
    "\n  query ConsoleCatalogOptions {\n    operators {\n      id\n      name\n      status\n    }\n    providers {\n      id\n      name\n    }\n  }\n": types.ConsoleCatalogOptionsDocument,
    "\n  query ConsoleCatalogGames($operatorId: ID!, $search: String, $providerId: String) {\n    catalogGames(operatorId: $operatorId, search: $search, providerId: $providerId) {\n      assigned\n      assignedAt\n      game {\n        symbol\n        slug\n        title\n        providerId\n        providerName\n        launchStatus\n        liveCatalogEnabled\n        art {\n          url\n        }\n      }\n    }\n  }\n": types.ConsoleCatalogGamesDocument,
    "\n  query ConsoleCatalogPreview($operatorId: ID!, $providerId: String) {\n    catalogPreview(operatorId: $operatorId, providerId: $providerId) {\n      operatorId\n      providerId\n      httpStatus\n      total\n      items {\n        symbol\n        title\n        provider\n        launchStatus\n      }\n      body\n    }\n  }\n": types.ConsoleCatalogPreviewDocument,
    "\n  mutation ConsoleAssignCatalogGames($operatorId: ID!, $symbols: [String!]!) {\n    assignCatalogGames(operatorId: $operatorId, symbols: $symbols) {\n      changed\n      unchanged\n    }\n  }\n": types.ConsoleAssignCatalogGamesDocument,
    "\n  mutation ConsoleUnassignCatalogGames($operatorId: ID!, $symbols: [String!]!) {\n    unassignCatalogGames(operatorId: $operatorId, symbols: $symbols) {\n      changed\n      unchanged\n    }\n  }\n": types.ConsoleUnassignCatalogGamesDocument,
    "\n  mutation ConsoleAddFreeRoundsPlayers($operatorId: ID!, $campaignId: ID!, $players: [String!]!) {\n    addFreeRoundsPlayers(operatorId: $operatorId, campaignId: $campaignId, players: $players) {\n      added\n      alreadyAwarded\n    }\n  }\n": types.ConsoleAddFreeRoundsPlayersDocument,
    "\n  query ConsoleFreeRoundsCampaign($operatorId: ID!, $campaignId: ID!) {\n    freeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) {\n      campaignId\n      operatorId\n      state\n      games\n      rounds\n      betLevel\n      coinValue\n      currency\n      validFrom\n      expiresAt\n      maxWin\n      playersCount\n      roundsAwarded\n      roundsPlayed\n      win\n      createdAt\n      cancelledAt\n      roundsPlayedOverTime {\n        interval\n        points {\n          at\n          rounds\n          win\n        }\n      }\n    }\n  }\n": types.ConsoleFreeRoundsCampaignDocument,
    "\n  query ConsoleFreeRoundsPlayers($operatorId: ID!, $campaignId: ID!, $first: Int, $after: String) {\n    freeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) {\n      campaignId\n      players(first: $first, after: $after) {\n        items {\n          externalPlayerId\n          roundsPlayed\n          roundsLeft\n          win\n          state\n        }\n        nextCursor\n      }\n    }\n  }\n": types.ConsoleFreeRoundsPlayersDocument,
    "\n  mutation ConsoleCancelFreeRoundsCampaign($operatorId: ID!, $campaignId: ID!) {\n    cancelFreeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) {\n      campaignId\n      state\n    }\n  }\n": types.ConsoleCancelFreeRoundsCampaignDocument,
    "\n  query ConsoleFreeRoundsCatalog($id: ID!) {\n    operator(id: $id) {\n      id\n      defaultCurrency\n      catalog {\n        symbol\n        title\n        launchStatus\n      }\n    }\n  }\n": types.ConsoleFreeRoundsCatalogDocument,
    "\n  mutation ConsoleCreateFreeRoundsCampaign($input: CreateFreeRoundsCampaignInput!) {\n    createFreeRoundsCampaign(input: $input) {\n      created\n      campaign {\n        campaignId\n        operatorId\n        playersCount\n      }\n    }\n  }\n": types.ConsoleCreateFreeRoundsCampaignDocument,
    "\n  query ConsoleFreeRoundsCampaigns($filter: FreeRoundsCampaignFilter, $first: Int, $after: String) {\n    freeRoundsCampaigns(filter: $filter, first: $first, after: $after) {\n      items {\n        campaignId\n        operatorId\n        state\n        games\n        rounds\n        betLevel\n        coinValue\n        currency\n        expiresAt\n        playersCount\n        roundsAwarded\n        roundsPlayed\n        win\n        createdAt\n      }\n      nextCursor\n    }\n  }\n": types.ConsoleFreeRoundsCampaignsDocument,
    "\n  query ConsoleFreeRoundsOperators {\n    operators {\n      id\n      name\n      defaultCurrency\n    }\n  }\n": types.ConsoleFreeRoundsOperatorsDocument,
    "\n  fragment GameArtFields on GameArt {\n    uploaded\n    contentType\n    size\n    sha256\n    uploadedBy\n    uploadedAt\n    url\n    uploadPath\n  }\n": types.GameArtFieldsFragmentDoc,
    "\n  query ConsoleGame($symbol: String!) {\n    game(symbol: $symbol) {\n      id\n      symbol\n      slug\n      title\n      providerId\n      providerName\n      family\n      rtp\n      lines\n      assetVersion\n      assetSymbol\n      assetSource\n      hasLocalAssets\n      gameServiceVersion\n      loaderMode\n      shellStrategy\n      launchStatus\n      liveCatalogEnabled\n      certifiedBrowsers\n      features {\n        ...GameFeatureFlags\n      }\n      specialBetProfile {\n        symbol\n        buttons\n        bls\n        defaultBl\n        serviceVersion\n        cver\n      }\n      launchPath\n      catalogCount\n      art {\n        ...GameArtFields\n      }\n      createdAt\n      updatedAt\n    }\n    providers {\n      id\n      name\n    }\n  }\n": types.ConsoleGameDocument,
    "\n  mutation ConsoleUpdateGame($symbol: String!, $input: UpdateGameInput!) {\n    updateGame(symbol: $symbol, input: $input) {\n      symbol\n      updatedAt\n    }\n  }\n": types.ConsoleUpdateGameDocument,
    "\n  mutation ConsoleSetGameAvailability($symbol: String!, $launchStatus: LaunchStatus, $liveCatalogEnabled: Boolean) {\n    setGameAvailability(symbol: $symbol, launchStatus: $launchStatus, liveCatalogEnabled: $liveCatalogEnabled) {\n      symbol\n      launchStatus\n      liveCatalogEnabled\n    }\n  }\n": types.ConsoleSetGameAvailabilityDocument,
    "\n  fragment GameFeatureFlags on GameFeatures {\n    bonus\n    collect\n    freeSpins\n    buyFeature\n    specialBet\n  }\n": types.GameFeatureFlagsFragmentDoc,
    "\n  query ConsoleGames($search: String, $providerId: String) {\n    games(search: $search, providerId: $providerId) {\n      symbol\n      slug\n      title\n      providerId\n      providerName\n      rtp\n      lines\n      launchStatus\n      liveCatalogEnabled\n      catalogCount\n      features {\n        ...GameFeatureFlags\n      }\n      art {\n        url\n        uploaded\n        sha256\n      }\n    }\n    providers {\n      id\n      name\n    }\n  }\n": types.ConsoleGamesDocument,
    "\n  query ConsoleSearch($query: String!) {\n    search(query: $query) {\n      kind\n      id\n      title\n      detail\n      href\n    }\n  }\n": types.ConsoleSearchDocument,
    "\n  fragment ConsoleJackpotWin on JackpotWin {\n    tier\n    amount\n    currency\n    poolAmount\n    poolCurrency\n    wonAt\n    roundId\n    externalPlayerId\n    transactionId\n    state\n    trigger\n    triggerNonce\n    triggerHash\n  }\n": types.ConsoleJackpotWinFragmentDoc,
    "\n  query ConsoleJackpotPoolDetail($poolId: ID!) {\n    jackpotPool(poolId: $poolId) {\n      ...ConsoleJackpotPool\n      createdBy\n    }\n    jackpotWins(poolId: $poolId) {\n      ...ConsoleJackpotWin\n    }\n    jackpotLiability(poolId: $poolId) {\n      ...ConsoleJackpotLiability\n    }\n  }\n": types.ConsoleJackpotPoolDetailDocument,
    "\n  query ConsoleJackpotOperators {\n    operators {\n      id\n      name\n      defaultCurrency\n      catalog {\n        symbol\n        title\n      }\n    }\n  }\n": types.ConsoleJackpotOperatorsDocument,
    "\n  mutation ConsoleCreateJackpotPool($input: CreateJackpotPoolInput!) {\n    createJackpotPool(input: $input) {\n      poolId\n      title\n    }\n  }\n": types.ConsoleCreateJackpotPoolDocument,
    "\n  fragment ConsoleJackpotPool on JackpotPool {\n    poolId\n    title\n    scope\n    games\n    operatorIds\n    currency\n    createdAt\n    tiers {\n      tierId\n      name\n      kind\n      seed\n      cap\n      winProbability\n      contributionRate\n      reserveRate\n      cycle\n      amount\n      reserve\n      triggerHash\n    }\n  }\n": types.ConsoleJackpotPoolFragmentDoc,
    "\n  fragment ConsoleJackpotLiability on JackpotLiability {\n    poolId\n    title\n    tierId\n    tier\n    currency\n    seeds\n    contributions\n    wins\n    liability\n  }\n": types.ConsoleJackpotLiabilityFragmentDoc,
    "\n  query ConsoleJackpots {\n    jackpotPools {\n      ...ConsoleJackpotPool\n    }\n    jackpotLiability {\n      ...ConsoleJackpotLiability\n    }\n  }\n": types.ConsoleJackpotsDocument,
    "\n  query ConsoleJurisdictionProfiles {\n    jurisdictionProfiles {\n      code\n      name\n      minSpinIntervalMs\n      autoplayAllowed\n      autoplayMaxSpins\n      autoplayRequiresLossLimit\n      turboAllowed\n      slamStopAllowed\n      featureBuyAllowed\n      maxStake {\n        currency\n        amount\n      }\n      netPositionShown\n      sessionTimeShown\n      realityCheckMinutes\n      rtpVariant\n      promotionsAllowed\n      promotionsNote\n      jackpotsAllowed\n      jackpotsNote\n    }\n  }\n": types.ConsoleJurisdictionProfilesDocument,
    "\n  query ConsoleOperatorHealth($operatorId: ID!, $range: DashboardRange!) {\n    operatorHealth(operatorId: $operatorId, range: $range) {\n      operatorId\n      pendingDeliveries\n      gaveUpDeliveries\n      series {\n        interval\n        points {\n          at\n          callbacks\n          errors\n          errorRate\n          p50LatencyMs\n          p95LatencyMs\n        }\n      }\n    }\n  }\n": types.ConsoleOperatorHealthDocument,
    "\n  query ConsoleOperator($id: ID!) {\n    operator(id: $id) {\n      id\n      name\n      status\n      defaultCurrency\n      walletMode\n      walletBaseUrl\n      walletTimeoutMs\n      hasWalletSecret\n      walletSecretRotatedAt\n      frameAncestors\n      walletRoundFields\n      backofficeTotpRequired\n      jurisdiction\n      rtpVariant\n      createdAt\n      updatedAt\n      catalogSize\n      activeKeyCount\n      catalog {\n        symbol\n        title\n        providerId\n        launchStatus\n        liveCatalogEnabled\n        assignedAt\n      }\n    }\n    jurisdictionProfiles {\n      code\n      name\n    }\n    rtpVariants\n  }\n": types.ConsoleOperatorDocument,
    "\n  mutation ConsoleUpdateOperator($id: ID!, $input: UpdateOperatorInput!) {\n    updateOperator(id: $id, input: $input) {\n      id\n      name\n      defaultCurrency\n      walletBaseUrl\n      walletTimeoutMs\n      frameAncestors\n      walletRoundFields\n      backofficeTotpRequired\n      jurisdiction\n      rtpVariant\n      updatedAt\n    }\n  }\n": types.ConsoleUpdateOperatorDocument,
    "\n  mutation ConsoleSetOperatorStatus($id: ID!, $status: OperatorStatus!) {\n    setOperatorStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.ConsoleSetOperatorStatusDocument,
    "\n  mutation ConsoleRotateWalletSecret($id: ID!) {\n    rotateWalletSecret(id: $id) {\n      operator {\n        id\n        walletSecretRotatedAt\n      }\n      walletSecret\n    }\n  }\n": types.ConsoleRotateWalletSecretDocument,
    "\n  query ConsoleOperatorUsers($operatorId: ID!) {\n    operatorUsers(operatorId: $operatorId) {\n      id\n      email\n      role\n      active\n      hasTotp\n      createdBy\n      createdAt\n      lastSignInAt\n    }\n    auditLog(filter: { operatorUsersOf: $operatorId }, first: 10) {\n      items {\n        id\n        at\n        actor\n        action\n        targetType\n        targetId\n        targetLabel\n      }\n    }\n  }\n": types.ConsoleOperatorUsersDocument,
    "\n  mutation ConsoleInviteOperatorUser($operatorId: ID!, $email: String!, $role: OperatorUserRole!) {\n    inviteOperatorUser(operatorId: $operatorId, email: $email, role: $role) {\n      user {\n        id\n        email\n        role\n      }\n      initialPassword\n    }\n  }\n": types.ConsoleInviteOperatorUserDocument,
    "\n  mutation ConsoleSetOperatorUserActive($id: ID!, $active: Boolean!) {\n    setOperatorUserActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": types.ConsoleSetOperatorUserActiveDocument,
    "\n  mutation ConsoleCreateOperator($input: CreateOperatorInput!) {\n    createOperator(input: $input) {\n      operator {\n        id\n        name\n      }\n      walletSecret\n    }\n  }\n": types.ConsoleCreateOperatorDocument,
    "\n  query ConsoleOperators($status: OperatorStatus, $search: String) {\n    operators(status: $status, search: $search) {\n      id\n      name\n      status\n      defaultCurrency\n      walletBaseUrl\n      catalogSize\n      activeKeyCount\n      createdAt\n    }\n  }\n": types.ConsoleOperatorsDocument,
    "\n  query ConsolePromotion($promotionId: ID!) {\n    promotion(promotionId: $promotionId) {\n      ...ConsolePromotionTerms\n      state\n      network\n      prizePool\n      prizesLeft\n      dropChance\n      createdAt\n      cancelledAt\n      payoutsReleaseAt\n      payoutsReleasedAt\n      prizes {\n        fromRank\n        toRank\n        tier\n        count\n        amount\n        currency\n      }\n    }\n  }\n": types.ConsolePromotionDocument,
    "\n  query ConsolePromotionLeaderboard($promotionId: ID!, $first: Int!) {\n    promotion(promotionId: $promotionId) {\n      promotionId\n      leaderboard(first: $first) {\n        participants\n        entries {\n          rank\n          score\n          rounds\n          operatorId\n          externalPlayerId\n          prize {\n            amount\n            currency\n          }\n        }\n      }\n    }\n  }\n": types.ConsolePromotionLeaderboardDocument,
    "\n  query ConsolePromotionPayouts($promotionId: ID!) {\n    promotion(promotionId: $promotionId) {\n      promotionId\n      payouts(first: 1000) {\n        items {\n          operatorId\n          externalPlayerId\n          rank\n          tier\n          roundId\n          amount\n          currency\n          baseAmount\n          baseCurrency\n          rate\n          transactionId\n          state\n          createdAt\n          completedAt\n        }\n        nextCursor\n      }\n    }\n  }\n": types.ConsolePromotionPayoutsDocument,
    "\n  mutation ConsoleCancelPromotion($promotionId: ID!) {\n    cancelPromotion(promotionId: $promotionId) {\n      promotionId\n      state\n    }\n  }\n": types.ConsoleCancelPromotionDocument,
    "\n  mutation ConsoleReleasePromotionPayouts($promotionId: ID!) {\n    releasePromotionPayouts(promotionId: $promotionId) {\n      promotionId\n      payoutsReleasedAt\n    }\n  }\n": types.ConsoleReleasePromotionPayoutsDocument,
    "\n  mutation ConsoleSettlePromotion($promotionId: ID!) {\n    settlePromotion(promotionId: $promotionId) {\n      promotionId\n      state\n    }\n  }\n": types.ConsoleSettlePromotionDocument,
    "\n  query ConsolePromotionOperators {\n    operators {\n      id\n      name\n      defaultCurrency\n      catalog {\n        symbol\n        title\n      }\n    }\n    jurisdictionProfiles {\n      code\n      name\n      promotionsAllowed\n      promotionsNote\n    }\n  }\n": types.ConsolePromotionOperatorsDocument,
    "\n  fragment ConsolePromotionTerms on Promotion {\n    promotionId\n    kind\n    title\n    terms\n    games\n    operatorIds\n    startsAt\n    endsAt\n    baseCurrency\n    scoring\n    optIn\n    reviewMinutes\n    jurisdictions\n    minBets {\n      currency\n      amount\n    }\n    prizes {\n      fromRank\n      toRank\n      count\n      amount\n    }\n  }\n": types.ConsolePromotionTermsFragmentDoc,
    "\n  mutation ConsoleCreatePromotion($input: CreatePromotionInput!) {\n    createPromotion(input: $input) {\n      promotionId\n      title\n    }\n  }\n": types.ConsoleCreatePromotionDocument,
    "\n  mutation ConsoleUpdatePromotion($promotionId: ID!, $input: CreatePromotionInput!) {\n    updatePromotion(promotionId: $promotionId, input: $input) {\n      promotionId\n      title\n    }\n  }\n": types.ConsoleUpdatePromotionDocument,
    "\n  query ConsolePromotions($filter: PromotionFilter, $first: Int, $after: String) {\n    promotions(filter: $filter, first: $first, after: $after) {\n      items {\n        promotionId\n        kind\n        title\n        state\n        startsAt\n        endsAt\n        games\n        operatorIds\n        network\n        prizePool\n        baseCurrency\n        prizesLeft\n        payoutsReleaseAt\n        payoutsReleasedAt\n      }\n      nextCursor\n    }\n  }\n": types.ConsolePromotionsDocument,
    "\n  query ConsoleExchangeRates {\n    exchangeRates(first: 200) {\n      id\n      month\n      currency\n      reportingCurrency\n      rate\n      current\n      createdBy\n      createdAt\n    }\n  }\n": types.ConsoleExchangeRatesDocument,
    "\n  mutation ConsoleSetExchangeRate($input: SetExchangeRateInput!) {\n    setExchangeRate(input: $input) {\n      id\n      month\n      currency\n      reportingCurrency\n      rate\n    }\n  }\n": types.ConsoleSetExchangeRateDocument,
    "\n  fragment ExcludedTestRoundsFigures on ExcludedTestRounds {\n    currency\n    rounds\n    bet\n    win\n  }\n": types.ExcludedTestRoundsFiguresFragmentDoc,
    "\n  fragment RtpRow on GameRtp {\n    gameSymbol\n    title\n    currency\n    rounds\n    bet\n    win\n    observedRtp\n    theoreticalRtp\n    standardDeviation\n    bandLow\n    bandHigh\n    outsideBand\n  }\n": types.RtpRowFragmentDoc,
    "\n  query ConsoleReportFilters {\n    operators {\n      id\n      name\n    }\n    games {\n      symbol\n      title\n    }\n    providers {\n      id\n      name\n    }\n  }\n": types.ConsoleReportFiltersDocument,
    "\n  query ConsoleRevenueReport($filter: RevenueReportFilter!) {\n    revenueReport(filter: $filter) {\n      from\n      to\n      granularity\n      currencies\n      confidenceZ\n      series {\n        ...RevenueFigures\n      }\n      totals {\n        ...RevenueFigures\n      }\n      topGames {\n        ...RevenueFigures\n      }\n      topOperators {\n        ...RevenueFigures\n      }\n      rtp {\n        ...RtpRow\n      }\n      excludedTestRounds {\n        ...ExcludedTestRoundsFigures\n      }\n      conversion {\n        reportingCurrency\n        label\n        complete\n        total {\n          bet\n          win\n          ggr\n          complete\n        }\n        missingRates {\n          month\n          currency\n        }\n        rates {\n          id\n          month\n          currency\n          rate\n        }\n      }\n    }\n  }\n": types.ConsoleRevenueReportDocument,
    "\n  fragment RevenueFigures on RevenueRow {\n    key\n    label\n    currency\n    rounds\n    bet\n    win\n    ggr\n    freeRounds\n    freeRoundsCost\n    rolledBackRounds\n    rolledBack\n    promotionCost\n    jackpotContributions\n    jackpotWins\n    players\n    converted {\n      bet\n      win\n      ggr\n      complete\n    }\n  }\n": types.RevenueFiguresFragmentDoc,
    "\n  query ConsoleRoundDetails($id: ID!) {\n    round(id: $id) {\n      roundId\n      operatorId\n      gameSymbol\n      externalPlayerId\n      sessionId\n      currency\n      bet\n      win\n      winBeforeCap\n      capped\n      roundState\n      test\n      open {\n        reasonCode\n        reason\n        nextStep\n      }\n      betLevel\n      coinValue\n      boughtFeature\n      freeSpins\n      outcome\n      freeRounds {\n        awardId\n        campaignId\n        roundsTotal\n        roundsPlayed\n      }\n      transactions {\n        transactionId\n        transactionType\n        actionType\n        state\n        amount\n        originalTransactionId\n        balanceAfter\n        createdAt\n        completedAt\n        giveUpAt\n        attempts {\n          count\n          firstAttemptAt\n          lastAttemptAt\n          lastOutcome\n          lastHttpStatus\n          lastLatencyMs\n          lastError\n        }\n      }\n      jackpotWins {\n        jackpotId\n        title\n        tier\n        amount\n        currency\n        transactionId\n        state\n      }\n      createdAt\n      playedAt\n      retainedUntil\n      replayUrl\n    }\n  }\n": types.ConsoleRoundDetailsDocument,
    "\n  query ConsoleRoundLookupOperators {\n    operators {\n      id\n      name\n    }\n  }\n": types.ConsoleRoundLookupOperatorsDocument,
    "\n  query ConsoleRoundSearch($search: String, $operatorId: ID, $first: Int = 25, $after: String) {\n    rounds(search: $search, operatorId: $operatorId, first: $first, after: $after) {\n      matchedBy\n      items {\n        ...ConsoleRoundRow\n      }\n      nextCursor\n    }\n  }\n": types.ConsoleRoundSearchDocument,
    "\n  fragment ConsoleRoundRow on RoundSummary {\n    id\n    operatorId\n    gameSymbol\n    playerId\n    sessionId\n    currency\n    bet\n    win\n    state\n    test\n    freeRoundsAwardId\n    createdAt\n    transactions {\n      id\n      type\n      actionType\n      amount\n      state\n      attempts\n    }\n  }\n": types.ConsoleRoundRowFragmentDoc,
    "\n  query ConsolePlayerRestrictions($externalPlayerId: String!, $operatorId: ID) {\n    playerRestrictions(externalPlayerId: $externalPlayerId, operatorId: $operatorId) {\n      id\n      operatorId\n      reason\n      endsAt\n      createdBy\n      createdAt\n    }\n  }\n": types.ConsolePlayerRestrictionsDocument,
    "\n  query ConsoleSessions($filter: LaunchSessionFilter, $first: Int, $after: String) {\n    sessions(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        operatorId\n        externalPlayerId\n        gameSymbol\n        gameTitle\n        currency\n        lang\n        device\n        state\n        subscribers\n        createdAt\n        lastActivityAt\n        expiresAt\n        terminatedAt\n      }\n      nextCursor\n    }\n  }\n": types.ConsoleSessionsDocument,
    "\n  query ConsoleSessionOperators {\n    operators {\n      id\n      name\n    }\n  }\n": types.ConsoleSessionOperatorsDocument,
    "\n  mutation ConsoleTerminateSession($id: ID!) {\n    terminateSession(id: $id) {\n      id\n      state\n      terminatedAt\n    }\n  }\n": types.ConsoleTerminateSessionDocument,
    "\n  query ConsoleStaffUsers {\n    staffUsers {\n      id\n      email\n      name\n      role\n      disabledAt\n      hasPassword\n      lastSignInAt\n      createdAt\n    }\n  }\n": types.ConsoleStaffUsersDocument,
    "\n  mutation ConsoleCreateStaffUser($input: CreateStaffUserInput!) {\n    createStaffUser(input: $input) {\n      staffUser {\n        id\n        email\n        role\n      }\n      initialPassword\n    }\n  }\n": types.ConsoleCreateStaffUserDocument,
    "\n  mutation ConsoleUpdateStaffUser($id: ID!, $input: UpdateStaffUserInput!) {\n    updateStaffUser(id: $id, input: $input) {\n      id\n      role\n      disabledAt\n    }\n  }\n": types.ConsoleUpdateStaffUserDocument,
    "\n  query ConsoleStatementOperators {\n    operators {\n      id\n      name\n    }\n  }\n": types.ConsoleStatementOperatorsDocument,
    "\n  query ConsoleDailyStatement($operatorId: ID!, $date: String!) {\n    dailyStatement(operatorId: $operatorId, date: $date) {\n      operatorId\n      date\n      currencies {\n        currency\n        lines {\n          transactionType\n          state\n          count\n          amount\n          promotionId\n        }\n      }\n      contentHash\n      csvPath\n    }\n  }\n": types.ConsoleDailyStatementDocument,
    "\n  query ConsoleWalletCallbacks($filter: WalletCallbackFilter, $first: Int, $after: String) {\n    walletCallbacks(filter: $filter, first: $first, after: $after) {\n      items {\n        ...ConsoleWalletAttempt\n        transactionId\n        operatorId\n        playerId\n      }\n      nextCursor\n    }\n  }\n": types.ConsoleWalletCallbacksDocument,
    "\n  query ConsoleCertificationOptions {\n    operators {\n      id\n      name\n      status\n      defaultCurrency\n      walletBaseUrl\n      hasWalletSecret\n    }\n    walletCertificationRuns(first: 15) {\n      id\n      operatorId\n      walletUrl\n      startedBy\n      status\n      completedCases\n      totalCases\n      startedAt\n      finishedAt\n    }\n  }\n": types.ConsoleCertificationOptionsDocument,
    "\n  query ConsoleCertificationRun($id: ID!) {\n    walletCertificationRun(id: $id) {\n      id\n      operatorId\n      walletUrl\n      startedBy\n      status\n      completedCases\n      totalCases\n      startedAt\n      finishedAt\n      ...ConsoleCertificationRunCases\n    }\n  }\n": types.ConsoleCertificationRunDocument,
    "\n  fragment ConsoleCertificationRunCases on WalletCertificationRun {\n    status\n    completedCases\n    totalCases\n    cases {\n      id\n      title\n      status\n      detail\n    }\n    cleanup {\n      done\n      detail\n    }\n  }\n": types.ConsoleCertificationRunCasesFragmentDoc,
    "\n  mutation ConsoleStartWalletCertification($input: StartWalletCertificationInput!) {\n    startWalletCertification(input: $input) {\n      id\n      status\n    }\n  }\n": types.ConsoleStartWalletCertificationDocument,
    "\n  query ConsoleWalletRounds($operatorId: ID, $first: Int = 30, $after: String) {\n    rounds(operatorId: $operatorId, first: $first, after: $after) {\n      items {\n        ...ConsoleRoundRow\n      }\n      nextCursor\n    }\n  }\n": types.ConsoleWalletRoundsDocument,
    "\n  mutation ConsoleRetryWalletTransaction($id: ID!) {\n    retryWalletTransaction(id: $id) {\n      id\n      state\n      nextAttemptAt\n    }\n  }\n": types.ConsoleRetryWalletTransactionDocument,
    "\n  mutation ConsoleResolveWalletTransaction($id: ID!, $note: String!) {\n    resolveWalletTransaction(id: $id, note: $note) {\n      id\n      state\n      resolvedManually\n    }\n  }\n": types.ConsoleResolveWalletTransactionDocument,
    "\n  query ConsoleWalletTransaction($id: ID!) {\n    walletTransaction(id: $id) {\n      id\n      roundId\n      operatorId\n      playerId\n      sessionId\n      gameSymbol\n      currency\n      type\n      actionType\n      amount\n      originalTransactionId\n      state\n      attempts\n      nextAttemptAt\n      giveUpAt\n      firstAttemptAt\n      lastAttemptAt\n      completedAt\n      balanceAfter\n      errorCode\n      errorMessage\n      lastLatencyMs\n      resolvedManually\n      canRetry\n      canResolve\n      createdAt\n      attemptLog {\n        ...ConsoleWalletAttempt\n      }\n    }\n  }\n": types.ConsoleWalletTransactionDocument,
    "\n  query ConsoleWalletTransactions($filter: WalletTransactionFilter, $first: Int, $after: String) {\n    walletTransactions(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        operatorId\n        playerId\n        gameSymbol\n        currency\n        type\n        actionType\n        amount\n        state\n        attempts\n        lastLatencyMs\n        errorCode\n        resolvedManually\n        canRetry\n        canResolve\n        createdAt\n        giveUpAt\n      }\n      nextCursor\n    }\n  }\n": types.ConsoleWalletTransactionsDocument,
    "\n  fragment ConsoleWalletAttempt on WalletCallbackAttempt {\n    id\n    type\n    attemptNumber\n    requestId\n    url\n    requestHeaders\n    requestBody\n    responseStatus\n    responseBody\n    outcome\n    error\n    latencyMs\n    startedAt\n  }\n": types.ConsoleWalletAttemptFragmentDoc,
    "\n  query ConsoleWalletOperators {\n    operators {\n      id\n      name\n    }\n  }\n": types.ConsoleWalletOperatorsDocument,
    "\n  query CurrentStaff {\n    me {\n      id\n      email\n      name\n      role\n    }\n  }\n": types.CurrentStaffDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleDashboardSeries($range: DashboardRange!) {\n    dashboardSeries(range: $range) {\n      range\n      interval\n      points {\n        at\n        callbacks\n        errors\n        p50LatencyMs\n        p95LatencyMs\n        sessions\n        spins\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleDashboardSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleDashboard {\n    dashboard {\n      operators\n      activeOperators\n      games\n      liveGames\n      liveSessions\n      sseSubscribers\n      walletTransactionsNeedingAttention\n      openWalletAlerts\n      generatedAt\n      walletCallbacks {\n        windowHours\n        total\n        succeeded\n        rejected\n        invalidSignature\n        failed\n        successRate\n        p50LatencyMs\n        p95LatencyMs\n      }\n    }\n    walletAlerts {\n      id\n      operatorId\n      kind\n      occurrences\n      firstSeenAt\n      lastSeenAt\n      lastTransactionId\n      lastDetail\n    }\n    operators {\n      id\n      name\n      status\n      defaultCurrency\n      catalogSize\n      activeKeyCount\n    }\n  }\n"): typeof import('./graphql').ConsoleDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAcknowledgeWalletAlert($id: ID!) {\n    acknowledgeWalletAlert(id: $id) {\n      id\n      acknowledgedAt\n    }\n  }\n"): typeof import('./graphql').ConsoleAcknowledgeWalletAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleMyAccount {\n    me {\n      id\n      email\n      name\n      role\n      hasTotp\n      totpRequired\n      totpEnrollmentRequired\n    }\n  }\n"): typeof import('./graphql').ConsoleMyAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleBeginMyTotpEnrollment {\n    beginMyTotpEnrollment {\n      secret\n      uri\n    }\n  }\n"): typeof import('./graphql').ConsoleBeginMyTotpEnrollmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleConfirmMyTotpEnrollment($code: String!) {\n    confirmMyTotpEnrollment(code: $code) {\n      id\n      hasTotp\n    }\n  }\n"): typeof import('./graphql').ConsoleConfirmMyTotpEnrollmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRemoveMyTotp($code: String!) {\n    removeMyTotp(code: $code) {\n      id\n      hasTotp\n    }\n  }\n"): typeof import('./graphql').ConsoleRemoveMyTotpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleApiKeys($operatorId: ID, $kind: ApiKeyKind, $includeRevoked: Boolean) {\n    apiKeys(operatorId: $operatorId, kind: $kind, includeRevoked: $includeRevoked) {\n      id\n      kind\n      operatorId\n      name\n      prefix\n      createdBy\n      createdAt\n      lastUsedAt\n      revokedAt\n      expiresAt\n      useCount\n    }\n    operators {\n      id\n      name\n      status\n    }\n  }\n"): typeof import('./graphql').ConsoleApiKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        id\n        kind\n        operatorId\n        name\n        prefix\n      }\n      key\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): typeof import('./graphql').ConsoleRevokeApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditChainHead {\n    auditChainHead {\n      seq\n      hash\n      at\n    }\n  }\n"): typeof import('./graphql').AuditChainHeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyAuditChain {\n    verifyAuditChain {\n      ok\n      verified\n      head {\n        seq\n        hash\n      }\n      problem {\n        kind\n        seq\n        id\n        detail\n      }\n    }\n  }\n"): typeof import('./graphql').VerifyAuditChainDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        at\n        actor\n        action\n        targetType\n        targetId\n        targetLabel\n        before\n        after\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').ConsoleAuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatementLineFigures on MonthlyStatementLine {\n    currency\n    rounds\n    bets\n    wins\n    ggr\n    freeRounds\n    freeRoundsCost\n    rolledBackRounds\n    rolledBack\n    promotionCost\n    jackpotContributions\n    jackpotWins\n    billableGgr\n    amountDue\n    amountDueBasis\n  }\n"): typeof import('./graphql').StatementLineFiguresFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShareFigures on RevenueShare {\n    effectiveFrom\n    percent\n    freeRoundsCostTreatment\n    promotionCostTreatment\n  }\n"): typeof import('./graphql').ShareFiguresFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleBillingOperators {\n    operators {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ConsoleBillingOperatorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleMonthlyStatement($operatorId: ID!, $month: String!, $reportingCurrency: String) {\n    monthlyStatement(operatorId: $operatorId, month: $month, reportingCurrency: $reportingCurrency) {\n      operatorId\n      operatorName\n      month\n      revenueShare {\n        id\n        ...ShareFigures\n      }\n      lines {\n        ...StatementLineFigures\n      }\n      excludedTestRounds {\n        ...ExcludedTestRoundsFigures\n      }\n      contentHash\n      csvPath\n      printPath\n      conversion {\n        reportingCurrency\n        label\n        ggr\n        amountDue\n        complete\n        missingCurrencies\n        lines {\n          currency\n          rate\n          ggr\n          amountDue\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleMonthlyStatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleRevenueShares($operatorId: ID!) {\n    revenueShares(operatorId: $operatorId) {\n      id\n      ...ShareFigures\n      createdBy\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ConsoleRevenueSharesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetRevenueShare($input: SetRevenueShareInput!) {\n    setRevenueShare(input: $input) {\n      id\n      ...ShareFigures\n    }\n  }\n"): typeof import('./graphql').ConsoleSetRevenueShareDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleCatalogOptions {\n    operators {\n      id\n      name\n      status\n    }\n    providers {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ConsoleCatalogOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleCatalogGames($operatorId: ID!, $search: String, $providerId: String) {\n    catalogGames(operatorId: $operatorId, search: $search, providerId: $providerId) {\n      assigned\n      assignedAt\n      game {\n        symbol\n        slug\n        title\n        providerId\n        providerName\n        launchStatus\n        liveCatalogEnabled\n        art {\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCatalogGamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleCatalogPreview($operatorId: ID!, $providerId: String) {\n    catalogPreview(operatorId: $operatorId, providerId: $providerId) {\n      operatorId\n      providerId\n      httpStatus\n      total\n      items {\n        symbol\n        title\n        provider\n        launchStatus\n      }\n      body\n    }\n  }\n"): typeof import('./graphql').ConsoleCatalogPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAssignCatalogGames($operatorId: ID!, $symbols: [String!]!) {\n    assignCatalogGames(operatorId: $operatorId, symbols: $symbols) {\n      changed\n      unchanged\n    }\n  }\n"): typeof import('./graphql').ConsoleAssignCatalogGamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUnassignCatalogGames($operatorId: ID!, $symbols: [String!]!) {\n    unassignCatalogGames(operatorId: $operatorId, symbols: $symbols) {\n      changed\n      unchanged\n    }\n  }\n"): typeof import('./graphql').ConsoleUnassignCatalogGamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAddFreeRoundsPlayers($operatorId: ID!, $campaignId: ID!, $players: [String!]!) {\n    addFreeRoundsPlayers(operatorId: $operatorId, campaignId: $campaignId, players: $players) {\n      added\n      alreadyAwarded\n    }\n  }\n"): typeof import('./graphql').ConsoleAddFreeRoundsPlayersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleFreeRoundsCampaign($operatorId: ID!, $campaignId: ID!) {\n    freeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) {\n      campaignId\n      operatorId\n      state\n      games\n      rounds\n      betLevel\n      coinValue\n      currency\n      validFrom\n      expiresAt\n      maxWin\n      playersCount\n      roundsAwarded\n      roundsPlayed\n      win\n      createdAt\n      cancelledAt\n      roundsPlayedOverTime {\n        interval\n        points {\n          at\n          rounds\n          win\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleFreeRoundsCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleFreeRoundsPlayers($operatorId: ID!, $campaignId: ID!, $first: Int, $after: String) {\n    freeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) {\n      campaignId\n      players(first: $first, after: $after) {\n        items {\n          externalPlayerId\n          roundsPlayed\n          roundsLeft\n          win\n          state\n        }\n        nextCursor\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleFreeRoundsPlayersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCancelFreeRoundsCampaign($operatorId: ID!, $campaignId: ID!) {\n    cancelFreeRoundsCampaign(operatorId: $operatorId, campaignId: $campaignId) {\n      campaignId\n      state\n    }\n  }\n"): typeof import('./graphql').ConsoleCancelFreeRoundsCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleFreeRoundsCatalog($id: ID!) {\n    operator(id: $id) {\n      id\n      defaultCurrency\n      catalog {\n        symbol\n        title\n        launchStatus\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleFreeRoundsCatalogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateFreeRoundsCampaign($input: CreateFreeRoundsCampaignInput!) {\n    createFreeRoundsCampaign(input: $input) {\n      created\n      campaign {\n        campaignId\n        operatorId\n        playersCount\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateFreeRoundsCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleFreeRoundsCampaigns($filter: FreeRoundsCampaignFilter, $first: Int, $after: String) {\n    freeRoundsCampaigns(filter: $filter, first: $first, after: $after) {\n      items {\n        campaignId\n        operatorId\n        state\n        games\n        rounds\n        betLevel\n        coinValue\n        currency\n        expiresAt\n        playersCount\n        roundsAwarded\n        roundsPlayed\n        win\n        createdAt\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').ConsoleFreeRoundsCampaignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleFreeRoundsOperators {\n    operators {\n      id\n      name\n      defaultCurrency\n    }\n  }\n"): typeof import('./graphql').ConsoleFreeRoundsOperatorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameArtFields on GameArt {\n    uploaded\n    contentType\n    size\n    sha256\n    uploadedBy\n    uploadedAt\n    url\n    uploadPath\n  }\n"): typeof import('./graphql').GameArtFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleGame($symbol: String!) {\n    game(symbol: $symbol) {\n      id\n      symbol\n      slug\n      title\n      providerId\n      providerName\n      family\n      rtp\n      lines\n      assetVersion\n      assetSymbol\n      assetSource\n      hasLocalAssets\n      gameServiceVersion\n      loaderMode\n      shellStrategy\n      launchStatus\n      liveCatalogEnabled\n      certifiedBrowsers\n      features {\n        ...GameFeatureFlags\n      }\n      specialBetProfile {\n        symbol\n        buttons\n        bls\n        defaultBl\n        serviceVersion\n        cver\n      }\n      launchPath\n      catalogCount\n      art {\n        ...GameArtFields\n      }\n      createdAt\n      updatedAt\n    }\n    providers {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ConsoleGameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateGame($symbol: String!, $input: UpdateGameInput!) {\n    updateGame(symbol: $symbol, input: $input) {\n      symbol\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateGameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetGameAvailability($symbol: String!, $launchStatus: LaunchStatus, $liveCatalogEnabled: Boolean) {\n    setGameAvailability(symbol: $symbol, launchStatus: $launchStatus, liveCatalogEnabled: $liveCatalogEnabled) {\n      symbol\n      launchStatus\n      liveCatalogEnabled\n    }\n  }\n"): typeof import('./graphql').ConsoleSetGameAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GameFeatureFlags on GameFeatures {\n    bonus\n    collect\n    freeSpins\n    buyFeature\n    specialBet\n  }\n"): typeof import('./graphql').GameFeatureFlagsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleGames($search: String, $providerId: String) {\n    games(search: $search, providerId: $providerId) {\n      symbol\n      slug\n      title\n      providerId\n      providerName\n      rtp\n      lines\n      launchStatus\n      liveCatalogEnabled\n      catalogCount\n      features {\n        ...GameFeatureFlags\n      }\n      art {\n        url\n        uploaded\n        sha256\n      }\n    }\n    providers {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ConsoleGamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSearch($query: String!) {\n    search(query: $query) {\n      kind\n      id\n      title\n      detail\n      href\n    }\n  }\n"): typeof import('./graphql').ConsoleSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleJackpotWin on JackpotWin {\n    tier\n    amount\n    currency\n    poolAmount\n    poolCurrency\n    wonAt\n    roundId\n    externalPlayerId\n    transactionId\n    state\n    trigger\n    triggerNonce\n    triggerHash\n  }\n"): typeof import('./graphql').ConsoleJackpotWinFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleJackpotPoolDetail($poolId: ID!) {\n    jackpotPool(poolId: $poolId) {\n      ...ConsoleJackpotPool\n      createdBy\n    }\n    jackpotWins(poolId: $poolId) {\n      ...ConsoleJackpotWin\n    }\n    jackpotLiability(poolId: $poolId) {\n      ...ConsoleJackpotLiability\n    }\n  }\n"): typeof import('./graphql').ConsoleJackpotPoolDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleJackpotOperators {\n    operators {\n      id\n      name\n      defaultCurrency\n      catalog {\n        symbol\n        title\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleJackpotOperatorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateJackpotPool($input: CreateJackpotPoolInput!) {\n    createJackpotPool(input: $input) {\n      poolId\n      title\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateJackpotPoolDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleJackpotPool on JackpotPool {\n    poolId\n    title\n    scope\n    games\n    operatorIds\n    currency\n    createdAt\n    tiers {\n      tierId\n      name\n      kind\n      seed\n      cap\n      winProbability\n      contributionRate\n      reserveRate\n      cycle\n      amount\n      reserve\n      triggerHash\n    }\n  }\n"): typeof import('./graphql').ConsoleJackpotPoolFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleJackpotLiability on JackpotLiability {\n    poolId\n    title\n    tierId\n    tier\n    currency\n    seeds\n    contributions\n    wins\n    liability\n  }\n"): typeof import('./graphql').ConsoleJackpotLiabilityFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleJackpots {\n    jackpotPools {\n      ...ConsoleJackpotPool\n    }\n    jackpotLiability {\n      ...ConsoleJackpotLiability\n    }\n  }\n"): typeof import('./graphql').ConsoleJackpotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleJurisdictionProfiles {\n    jurisdictionProfiles {\n      code\n      name\n      minSpinIntervalMs\n      autoplayAllowed\n      autoplayMaxSpins\n      autoplayRequiresLossLimit\n      turboAllowed\n      slamStopAllowed\n      featureBuyAllowed\n      maxStake {\n        currency\n        amount\n      }\n      netPositionShown\n      sessionTimeShown\n      realityCheckMinutes\n      rtpVariant\n      promotionsAllowed\n      promotionsNote\n      jackpotsAllowed\n      jackpotsNote\n    }\n  }\n"): typeof import('./graphql').ConsoleJurisdictionProfilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOperatorHealth($operatorId: ID!, $range: DashboardRange!) {\n    operatorHealth(operatorId: $operatorId, range: $range) {\n      operatorId\n      pendingDeliveries\n      gaveUpDeliveries\n      series {\n        interval\n        points {\n          at\n          callbacks\n          errors\n          errorRate\n          p50LatencyMs\n          p95LatencyMs\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleOperatorHealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOperator($id: ID!) {\n    operator(id: $id) {\n      id\n      name\n      status\n      defaultCurrency\n      walletMode\n      walletBaseUrl\n      walletTimeoutMs\n      hasWalletSecret\n      walletSecretRotatedAt\n      frameAncestors\n      walletRoundFields\n      backofficeTotpRequired\n      jurisdiction\n      rtpVariant\n      createdAt\n      updatedAt\n      catalogSize\n      activeKeyCount\n      catalog {\n        symbol\n        title\n        providerId\n        launchStatus\n        liveCatalogEnabled\n        assignedAt\n      }\n    }\n    jurisdictionProfiles {\n      code\n      name\n    }\n    rtpVariants\n  }\n"): typeof import('./graphql').ConsoleOperatorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateOperator($id: ID!, $input: UpdateOperatorInput!) {\n    updateOperator(id: $id, input: $input) {\n      id\n      name\n      defaultCurrency\n      walletBaseUrl\n      walletTimeoutMs\n      frameAncestors\n      walletRoundFields\n      backofficeTotpRequired\n      jurisdiction\n      rtpVariant\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateOperatorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetOperatorStatus($id: ID!, $status: OperatorStatus!) {\n    setOperatorStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ConsoleSetOperatorStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRotateWalletSecret($id: ID!) {\n    rotateWalletSecret(id: $id) {\n      operator {\n        id\n        walletSecretRotatedAt\n      }\n      walletSecret\n    }\n  }\n"): typeof import('./graphql').ConsoleRotateWalletSecretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOperatorUsers($operatorId: ID!) {\n    operatorUsers(operatorId: $operatorId) {\n      id\n      email\n      role\n      active\n      hasTotp\n      createdBy\n      createdAt\n      lastSignInAt\n    }\n    auditLog(filter: { operatorUsersOf: $operatorId }, first: 10) {\n      items {\n        id\n        at\n        actor\n        action\n        targetType\n        targetId\n        targetLabel\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleOperatorUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleInviteOperatorUser($operatorId: ID!, $email: String!, $role: OperatorUserRole!) {\n    inviteOperatorUser(operatorId: $operatorId, email: $email, role: $role) {\n      user {\n        id\n        email\n        role\n      }\n      initialPassword\n    }\n  }\n"): typeof import('./graphql').ConsoleInviteOperatorUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetOperatorUserActive($id: ID!, $active: Boolean!) {\n    setOperatorUserActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"): typeof import('./graphql').ConsoleSetOperatorUserActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateOperator($input: CreateOperatorInput!) {\n    createOperator(input: $input) {\n      operator {\n        id\n        name\n      }\n      walletSecret\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateOperatorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOperators($status: OperatorStatus, $search: String) {\n    operators(status: $status, search: $search) {\n      id\n      name\n      status\n      defaultCurrency\n      walletBaseUrl\n      catalogSize\n      activeKeyCount\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ConsoleOperatorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePromotion($promotionId: ID!) {\n    promotion(promotionId: $promotionId) {\n      ...ConsolePromotionTerms\n      state\n      network\n      prizePool\n      prizesLeft\n      dropChance\n      createdAt\n      cancelledAt\n      payoutsReleaseAt\n      payoutsReleasedAt\n      prizes {\n        fromRank\n        toRank\n        tier\n        count\n        amount\n        currency\n      }\n    }\n  }\n"): typeof import('./graphql').ConsolePromotionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePromotionLeaderboard($promotionId: ID!, $first: Int!) {\n    promotion(promotionId: $promotionId) {\n      promotionId\n      leaderboard(first: $first) {\n        participants\n        entries {\n          rank\n          score\n          rounds\n          operatorId\n          externalPlayerId\n          prize {\n            amount\n            currency\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsolePromotionLeaderboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePromotionPayouts($promotionId: ID!) {\n    promotion(promotionId: $promotionId) {\n      promotionId\n      payouts(first: 1000) {\n        items {\n          operatorId\n          externalPlayerId\n          rank\n          tier\n          roundId\n          amount\n          currency\n          baseAmount\n          baseCurrency\n          rate\n          transactionId\n          state\n          createdAt\n          completedAt\n        }\n        nextCursor\n      }\n    }\n  }\n"): typeof import('./graphql').ConsolePromotionPayoutsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCancelPromotion($promotionId: ID!) {\n    cancelPromotion(promotionId: $promotionId) {\n      promotionId\n      state\n    }\n  }\n"): typeof import('./graphql').ConsoleCancelPromotionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleReleasePromotionPayouts($promotionId: ID!) {\n    releasePromotionPayouts(promotionId: $promotionId) {\n      promotionId\n      payoutsReleasedAt\n    }\n  }\n"): typeof import('./graphql').ConsoleReleasePromotionPayoutsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSettlePromotion($promotionId: ID!) {\n    settlePromotion(promotionId: $promotionId) {\n      promotionId\n      state\n    }\n  }\n"): typeof import('./graphql').ConsoleSettlePromotionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePromotionOperators {\n    operators {\n      id\n      name\n      defaultCurrency\n      catalog {\n        symbol\n        title\n      }\n    }\n    jurisdictionProfiles {\n      code\n      name\n      promotionsAllowed\n      promotionsNote\n    }\n  }\n"): typeof import('./graphql').ConsolePromotionOperatorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsolePromotionTerms on Promotion {\n    promotionId\n    kind\n    title\n    terms\n    games\n    operatorIds\n    startsAt\n    endsAt\n    baseCurrency\n    scoring\n    optIn\n    reviewMinutes\n    jurisdictions\n    minBets {\n      currency\n      amount\n    }\n    prizes {\n      fromRank\n      toRank\n      count\n      amount\n    }\n  }\n"): typeof import('./graphql').ConsolePromotionTermsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreatePromotion($input: CreatePromotionInput!) {\n    createPromotion(input: $input) {\n      promotionId\n      title\n    }\n  }\n"): typeof import('./graphql').ConsoleCreatePromotionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdatePromotion($promotionId: ID!, $input: CreatePromotionInput!) {\n    updatePromotion(promotionId: $promotionId, input: $input) {\n      promotionId\n      title\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdatePromotionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePromotions($filter: PromotionFilter, $first: Int, $after: String) {\n    promotions(filter: $filter, first: $first, after: $after) {\n      items {\n        promotionId\n        kind\n        title\n        state\n        startsAt\n        endsAt\n        games\n        operatorIds\n        network\n        prizePool\n        baseCurrency\n        prizesLeft\n        payoutsReleaseAt\n        payoutsReleasedAt\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').ConsolePromotionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleExchangeRates {\n    exchangeRates(first: 200) {\n      id\n      month\n      currency\n      reportingCurrency\n      rate\n      current\n      createdBy\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ConsoleExchangeRatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSetExchangeRate($input: SetExchangeRateInput!) {\n    setExchangeRate(input: $input) {\n      id\n      month\n      currency\n      reportingCurrency\n      rate\n    }\n  }\n"): typeof import('./graphql').ConsoleSetExchangeRateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExcludedTestRoundsFigures on ExcludedTestRounds {\n    currency\n    rounds\n    bet\n    win\n  }\n"): typeof import('./graphql').ExcludedTestRoundsFiguresFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RtpRow on GameRtp {\n    gameSymbol\n    title\n    currency\n    rounds\n    bet\n    win\n    observedRtp\n    theoreticalRtp\n    standardDeviation\n    bandLow\n    bandHigh\n    outsideBand\n  }\n"): typeof import('./graphql').RtpRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleReportFilters {\n    operators {\n      id\n      name\n    }\n    games {\n      symbol\n      title\n    }\n    providers {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ConsoleReportFiltersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleRevenueReport($filter: RevenueReportFilter!) {\n    revenueReport(filter: $filter) {\n      from\n      to\n      granularity\n      currencies\n      confidenceZ\n      series {\n        ...RevenueFigures\n      }\n      totals {\n        ...RevenueFigures\n      }\n      topGames {\n        ...RevenueFigures\n      }\n      topOperators {\n        ...RevenueFigures\n      }\n      rtp {\n        ...RtpRow\n      }\n      excludedTestRounds {\n        ...ExcludedTestRoundsFigures\n      }\n      conversion {\n        reportingCurrency\n        label\n        complete\n        total {\n          bet\n          win\n          ggr\n          complete\n        }\n        missingRates {\n          month\n          currency\n        }\n        rates {\n          id\n          month\n          currency\n          rate\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleRevenueReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RevenueFigures on RevenueRow {\n    key\n    label\n    currency\n    rounds\n    bet\n    win\n    ggr\n    freeRounds\n    freeRoundsCost\n    rolledBackRounds\n    rolledBack\n    promotionCost\n    jackpotContributions\n    jackpotWins\n    players\n    converted {\n      bet\n      win\n      ggr\n      complete\n    }\n  }\n"): typeof import('./graphql').RevenueFiguresFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleRoundDetails($id: ID!) {\n    round(id: $id) {\n      roundId\n      operatorId\n      gameSymbol\n      externalPlayerId\n      sessionId\n      currency\n      bet\n      win\n      winBeforeCap\n      capped\n      roundState\n      test\n      open {\n        reasonCode\n        reason\n        nextStep\n      }\n      betLevel\n      coinValue\n      boughtFeature\n      freeSpins\n      outcome\n      freeRounds {\n        awardId\n        campaignId\n        roundsTotal\n        roundsPlayed\n      }\n      transactions {\n        transactionId\n        transactionType\n        actionType\n        state\n        amount\n        originalTransactionId\n        balanceAfter\n        createdAt\n        completedAt\n        giveUpAt\n        attempts {\n          count\n          firstAttemptAt\n          lastAttemptAt\n          lastOutcome\n          lastHttpStatus\n          lastLatencyMs\n          lastError\n        }\n      }\n      jackpotWins {\n        jackpotId\n        title\n        tier\n        amount\n        currency\n        transactionId\n        state\n      }\n      createdAt\n      playedAt\n      retainedUntil\n      replayUrl\n    }\n  }\n"): typeof import('./graphql').ConsoleRoundDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleRoundLookupOperators {\n    operators {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ConsoleRoundLookupOperatorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleRoundSearch($search: String, $operatorId: ID, $first: Int = 25, $after: String) {\n    rounds(search: $search, operatorId: $operatorId, first: $first, after: $after) {\n      matchedBy\n      items {\n        ...ConsoleRoundRow\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').ConsoleRoundSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleRoundRow on RoundSummary {\n    id\n    operatorId\n    gameSymbol\n    playerId\n    sessionId\n    currency\n    bet\n    win\n    state\n    test\n    freeRoundsAwardId\n    createdAt\n    transactions {\n      id\n      type\n      actionType\n      amount\n      state\n      attempts\n    }\n  }\n"): typeof import('./graphql').ConsoleRoundRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePlayerRestrictions($externalPlayerId: String!, $operatorId: ID) {\n    playerRestrictions(externalPlayerId: $externalPlayerId, operatorId: $operatorId) {\n      id\n      operatorId\n      reason\n      endsAt\n      createdBy\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ConsolePlayerRestrictionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSessions($filter: LaunchSessionFilter, $first: Int, $after: String) {\n    sessions(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        operatorId\n        externalPlayerId\n        gameSymbol\n        gameTitle\n        currency\n        lang\n        device\n        state\n        subscribers\n        createdAt\n        lastActivityAt\n        expiresAt\n        terminatedAt\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').ConsoleSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSessionOperators {\n    operators {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ConsoleSessionOperatorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleTerminateSession($id: ID!) {\n    terminateSession(id: $id) {\n      id\n      state\n      terminatedAt\n    }\n  }\n"): typeof import('./graphql').ConsoleTerminateSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleStaffUsers {\n    staffUsers {\n      id\n      email\n      name\n      role\n      disabledAt\n      hasPassword\n      lastSignInAt\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ConsoleStaffUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateStaffUser($input: CreateStaffUserInput!) {\n    createStaffUser(input: $input) {\n      staffUser {\n        id\n        email\n        role\n      }\n      initialPassword\n    }\n  }\n"): typeof import('./graphql').ConsoleCreateStaffUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateStaffUser($id: ID!, $input: UpdateStaffUserInput!) {\n    updateStaffUser(id: $id, input: $input) {\n      id\n      role\n      disabledAt\n    }\n  }\n"): typeof import('./graphql').ConsoleUpdateStaffUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleStatementOperators {\n    operators {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ConsoleStatementOperatorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleDailyStatement($operatorId: ID!, $date: String!) {\n    dailyStatement(operatorId: $operatorId, date: $date) {\n      operatorId\n      date\n      currencies {\n        currency\n        lines {\n          transactionType\n          state\n          count\n          amount\n          promotionId\n        }\n      }\n      contentHash\n      csvPath\n    }\n  }\n"): typeof import('./graphql').ConsoleDailyStatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleWalletCallbacks($filter: WalletCallbackFilter, $first: Int, $after: String) {\n    walletCallbacks(filter: $filter, first: $first, after: $after) {\n      items {\n        ...ConsoleWalletAttempt\n        transactionId\n        operatorId\n        playerId\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').ConsoleWalletCallbacksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleCertificationOptions {\n    operators {\n      id\n      name\n      status\n      defaultCurrency\n      walletBaseUrl\n      hasWalletSecret\n    }\n    walletCertificationRuns(first: 15) {\n      id\n      operatorId\n      walletUrl\n      startedBy\n      status\n      completedCases\n      totalCases\n      startedAt\n      finishedAt\n    }\n  }\n"): typeof import('./graphql').ConsoleCertificationOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleCertificationRun($id: ID!) {\n    walletCertificationRun(id: $id) {\n      id\n      operatorId\n      walletUrl\n      startedBy\n      status\n      completedCases\n      totalCases\n      startedAt\n      finishedAt\n      ...ConsoleCertificationRunCases\n    }\n  }\n"): typeof import('./graphql').ConsoleCertificationRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleCertificationRunCases on WalletCertificationRun {\n    status\n    completedCases\n    totalCases\n    cases {\n      id\n      title\n      status\n      detail\n    }\n    cleanup {\n      done\n      detail\n    }\n  }\n"): typeof import('./graphql').ConsoleCertificationRunCasesFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleStartWalletCertification($input: StartWalletCertificationInput!) {\n    startWalletCertification(input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ConsoleStartWalletCertificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleWalletRounds($operatorId: ID, $first: Int = 30, $after: String) {\n    rounds(operatorId: $operatorId, first: $first, after: $after) {\n      items {\n        ...ConsoleRoundRow\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').ConsoleWalletRoundsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRetryWalletTransaction($id: ID!) {\n    retryWalletTransaction(id: $id) {\n      id\n      state\n      nextAttemptAt\n    }\n  }\n"): typeof import('./graphql').ConsoleRetryWalletTransactionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleResolveWalletTransaction($id: ID!, $note: String!) {\n    resolveWalletTransaction(id: $id, note: $note) {\n      id\n      state\n      resolvedManually\n    }\n  }\n"): typeof import('./graphql').ConsoleResolveWalletTransactionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleWalletTransaction($id: ID!) {\n    walletTransaction(id: $id) {\n      id\n      roundId\n      operatorId\n      playerId\n      sessionId\n      gameSymbol\n      currency\n      type\n      actionType\n      amount\n      originalTransactionId\n      state\n      attempts\n      nextAttemptAt\n      giveUpAt\n      firstAttemptAt\n      lastAttemptAt\n      completedAt\n      balanceAfter\n      errorCode\n      errorMessage\n      lastLatencyMs\n      resolvedManually\n      canRetry\n      canResolve\n      createdAt\n      attemptLog {\n        ...ConsoleWalletAttempt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsoleWalletTransactionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleWalletTransactions($filter: WalletTransactionFilter, $first: Int, $after: String) {\n    walletTransactions(filter: $filter, first: $first, after: $after) {\n      items {\n        id\n        operatorId\n        playerId\n        gameSymbol\n        currency\n        type\n        actionType\n        amount\n        state\n        attempts\n        lastLatencyMs\n        errorCode\n        resolvedManually\n        canRetry\n        canResolve\n        createdAt\n        giveUpAt\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').ConsoleWalletTransactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleWalletAttempt on WalletCallbackAttempt {\n    id\n    type\n    attemptNumber\n    requestId\n    url\n    requestHeaders\n    requestBody\n    responseStatus\n    responseBody\n    outcome\n    error\n    latencyMs\n    startedAt\n  }\n"): typeof import('./graphql').ConsoleWalletAttemptFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleWalletOperators {\n    operators {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ConsoleWalletOperatorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentStaff {\n    me {\n      id\n      email\n      name\n      role\n    }\n  }\n"): typeof import('./graphql').CurrentStaffDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
