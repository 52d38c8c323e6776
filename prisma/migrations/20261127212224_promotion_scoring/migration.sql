-- CreateTable
CREATE TABLE "promotion_players" (
    "promotion_id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,
    "external_player_id" TEXT NOT NULL,
    "opted_in_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotion_players_pkey" PRIMARY KEY ("promotion_id","operator_id","external_player_id")
);

-- CreateTable
CREATE TABLE "promotion_round_scores" (
    "promotion_id" TEXT NOT NULL,
    "round_id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,
    "player_id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "game_symbol" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "bet_minor" BIGINT NOT NULL,
    "win_minor" BIGINT NOT NULL,
    "value" DECIMAL(38,8) NOT NULL,
    "settled_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "promotion_round_scores_pkey" PRIMARY KEY ("promotion_id","round_id")
);

-- CreateTable
CREATE TABLE "promotion_entries" (
    "promotion_id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,
    "external_player_id" TEXT NOT NULL,
    "score" DECIMAL(38,8) NOT NULL,
    "rounds" INTEGER NOT NULL,
    "reached_at" TIMESTAMP(3) NOT NULL,
    "last_session_id" TEXT NOT NULL,
    "last_game_symbol" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotion_entries_pkey" PRIMARY KEY ("promotion_id","operator_id","external_player_id")
);

-- CreateTable
CREATE TABLE "promotion_scoring_cursor" (
    "id" INTEGER NOT NULL,
    "scored_to" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "promotion_scoring_cursor_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "promotion_round_scores_promotion_id_operator_id_player_id_idx" ON "promotion_round_scores"("promotion_id", "operator_id", "player_id");

-- CreateIndex
CREATE INDEX "promotion_entries_promotion_id_score_reached_at_idx" ON "promotion_entries"("promotion_id", "score" DESC, "reached_at");

-- CreateIndex
CREATE INDEX "wallet_rounds_settled_paid_updated_at" ON "wallet_rounds"("updated_at") WHERE ((state = 'settled'::"WalletRoundState") AND (free_rounds_award_id IS NULL));
