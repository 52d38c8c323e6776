-- CreateEnum
CREATE TYPE "RevenuePeriod" AS ENUM ('day', 'month', 'year');

-- CreateTable
CREATE TABLE "revenue_daily_rollups" (
    "day" TIMESTAMP(3) NOT NULL,
    "operator_id" TEXT NOT NULL,
    "game_symbol" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "shard" SMALLINT NOT NULL DEFAULT 0,
    "rounds" BIGINT NOT NULL DEFAULT 0,
    "bet_minor" BIGINT NOT NULL DEFAULT 0,
    "win_minor" BIGINT NOT NULL DEFAULT 0,
    "free_rounds" BIGINT NOT NULL DEFAULT 0,
    "free_rounds_win_minor" BIGINT NOT NULL DEFAULT 0,
    "rolled_back_rounds" BIGINT NOT NULL DEFAULT 0,
    "rolled_back_minor" BIGINT NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "revenue_daily_rollups_pkey" PRIMARY KEY ("day","operator_id","game_symbol","currency","shard")
);

-- CreateTable
CREATE TABLE "revenue_monthly_rollups" (
    "month" TIMESTAMP(3) NOT NULL,
    "operator_id" TEXT NOT NULL,
    "game_symbol" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "shard" SMALLINT NOT NULL DEFAULT 0,
    "rounds" BIGINT NOT NULL DEFAULT 0,
    "bet_minor" BIGINT NOT NULL DEFAULT 0,
    "win_minor" BIGINT NOT NULL DEFAULT 0,
    "free_rounds" BIGINT NOT NULL DEFAULT 0,
    "free_rounds_win_minor" BIGINT NOT NULL DEFAULT 0,
    "rolled_back_rounds" BIGINT NOT NULL DEFAULT 0,
    "rolled_back_minor" BIGINT NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "revenue_monthly_rollups_pkey" PRIMARY KEY ("month","operator_id","game_symbol","currency","shard")
);

-- CreateTable
CREATE TABLE "revenue_daily_players" (
    "day" TIMESTAMP(3) NOT NULL,
    "operator_id" TEXT NOT NULL,
    "game_symbol" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "player_id" TEXT NOT NULL,

    CONSTRAINT "revenue_daily_players_pkey" PRIMARY KEY ("day","operator_id","game_symbol","currency","player_id")
);

-- CreateTable
CREATE TABLE "revenue_operator_players" (
    "period" "RevenuePeriod" NOT NULL,
    "period_start" TIMESTAMP(3) NOT NULL,
    "operator_id" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "player_id" TEXT NOT NULL,

    CONSTRAINT "revenue_operator_players_pkey" PRIMARY KEY ("period","period_start","operator_id","currency","player_id")
);

-- CreateTable
CREATE TABLE "revenue_player_counts" (
    "period" "RevenuePeriod" NOT NULL,
    "period_start" TIMESTAMP(3) NOT NULL,
    "operator_id" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "shard" SMALLINT NOT NULL DEFAULT 0,
    "players" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "revenue_player_counts_pkey" PRIMARY KEY ("period","period_start","operator_id","currency","shard")
);

-- CreateIndex
CREATE INDEX "revenue_daily_rollups_operator_id_day_idx" ON "revenue_daily_rollups"("operator_id", "day");

-- CreateIndex
CREATE INDEX "revenue_monthly_rollups_operator_id_month_idx" ON "revenue_monthly_rollups"("operator_id", "month");
