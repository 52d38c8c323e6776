-- CreateEnum
CREATE TYPE "FreeRoundsCampaignState" AS ENUM ('active', 'cancelled');

-- CreateEnum
CREATE TYPE "FreeRoundsAwardState" AS ENUM ('active', 'completed', 'cancelled');

-- AlterTable
ALTER TABLE "game_rounds" ADD COLUMN     "free_rounds_award_id" TEXT;

-- AlterTable
ALTER TABLE "operators" ADD COLUMN     "wallet_free_rounds_campaign_field" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "wallet_rounds" ADD COLUMN     "free_rounds_award_id" TEXT,
ALTER COLUMN "debit_transaction_id" DROP NOT NULL;

-- AlterTable
ALTER TABLE "wallet_transactions" ADD COLUMN     "campaign_id" TEXT;

-- CreateTable
CREATE TABLE "free_rounds_campaigns" (
    "id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,
    "campaign_id" TEXT NOT NULL,
    "request_digest" TEXT NOT NULL,
    "game_symbols" TEXT[],
    "rounds" INTEGER NOT NULL,
    "bet_level" INTEGER NOT NULL,
    "coin_value" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "exponent" INTEGER NOT NULL,
    "max_win_minor" BIGINT,
    "valid_from" TIMESTAMP(3) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "state" "FreeRoundsCampaignState" NOT NULL DEFAULT 'active',
    "cancelled_at" TIMESTAMP(3),
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "free_rounds_campaigns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "free_rounds_awards" (
    "id" TEXT NOT NULL,
    "campaign_ref" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,
    "external_player_id" TEXT NOT NULL,
    "rounds_total" INTEGER NOT NULL,
    "rounds_played" INTEGER NOT NULL DEFAULT 0,
    "win_minor" BIGINT NOT NULL DEFAULT 0,
    "state" "FreeRoundsAwardState" NOT NULL DEFAULT 'active',
    "completed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "free_rounds_awards_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "free_rounds_campaigns_operator_id_created_at_idx" ON "free_rounds_campaigns"("operator_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "free_rounds_campaigns_operator_id_campaign_id_key" ON "free_rounds_campaigns"("operator_id", "campaign_id");

-- CreateIndex
CREATE INDEX "free_rounds_awards_operator_id_external_player_id_state_idx" ON "free_rounds_awards"("operator_id", "external_player_id", "state");

-- CreateIndex
CREATE UNIQUE INDEX "free_rounds_awards_campaign_ref_external_player_id_key" ON "free_rounds_awards"("campaign_ref", "external_player_id");

-- CreateIndex
CREATE INDEX "wallet_rounds_free_rounds_award_id_idx" ON "wallet_rounds"("free_rounds_award_id");

-- AddForeignKey
ALTER TABLE "wallet_rounds" ADD CONSTRAINT "wallet_rounds_free_rounds_award_id_fkey" FOREIGN KEY ("free_rounds_award_id") REFERENCES "free_rounds_awards"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "free_rounds_campaigns" ADD CONSTRAINT "free_rounds_campaigns_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "free_rounds_awards" ADD CONSTRAINT "free_rounds_awards_campaign_ref_fkey" FOREIGN KEY ("campaign_ref") REFERENCES "free_rounds_campaigns"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
