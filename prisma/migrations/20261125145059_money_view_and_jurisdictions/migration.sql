-- CreateEnum
CREATE TYPE "SessionMode" AS ENUM ('real', 'demo');

-- AlterTable
ALTER TABLE "launch_sessions" ADD COLUMN     "jurisdiction" TEXT,
ADD COLUMN     "mode" "SessionMode" NOT NULL DEFAULT 'real';

-- AlterTable
ALTER TABLE "operators" ADD COLUMN     "jurisdiction" TEXT,
ADD COLUMN     "rtp_variant" TEXT;

-- CreateTable
CREATE TABLE "revenue_hourly_rollups" (
    "hour" TIMESTAMP(3) NOT NULL,
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

    CONSTRAINT "revenue_hourly_rollups_pkey" PRIMARY KEY ("hour","operator_id","game_symbol","currency","shard")
);

-- CreateTable
CREATE TABLE "revenue_hourly_players" (
    "hour" TIMESTAMP(3) NOT NULL,
    "operator_id" TEXT NOT NULL,
    "game_symbol" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "player_id" TEXT NOT NULL,

    CONSTRAINT "revenue_hourly_players_pkey" PRIMARY KEY ("hour","operator_id","game_symbol","currency","player_id")
);

-- CreateIndex
CREATE INDEX "revenue_hourly_rollups_operator_id_hour_idx" ON "revenue_hourly_rollups"("operator_id", "hour");
