-- AlterTable
ALTER TABLE "wallet_transactions" ADD COLUMN     "promotion_id" TEXT;

-- CreateTable
CREATE TABLE "promotion_payouts" (
    "transaction_id" TEXT NOT NULL,
    "promotion_id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,
    "external_player_id" TEXT NOT NULL,
    "rank" INTEGER,
    "tier" INTEGER,
    "round_id" TEXT,
    "base_amount_minor" BIGINT NOT NULL,
    "base_currency" CHAR(3) NOT NULL,
    "amount_minor" BIGINT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "rate" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotion_payouts_pkey" PRIMARY KEY ("transaction_id")
);

-- CreateIndex
CREATE INDEX "promotion_payouts_promotion_id_rank_created_at_idx" ON "promotion_payouts"("promotion_id", "rank", "created_at");
