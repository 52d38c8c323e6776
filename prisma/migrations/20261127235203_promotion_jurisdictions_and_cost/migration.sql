-- AlterTable
ALTER TABLE "promotions" ADD COLUMN     "jurisdictions" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "wallet_transactions_promotion_paid" ON "wallet_transactions"("completed_at") WHERE (promotion_id IS NOT NULL);
