-- AlterTable
ALTER TABLE "wallet_rounds" ADD COLUMN     "idempotency_key" TEXT,
ADD COLUMN     "request_digest" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "wallet_rounds_session_id_idempotency_key_key" ON "wallet_rounds"("session_id", "idempotency_key");

-- CreateIndex
CREATE UNIQUE INDEX "wallet_rounds_one_unsettled_per_session" ON "wallet_rounds"("session_id") WHERE (state = ANY (ARRAY['debiting'::"WalletRoundState", 'debited'::"WalletRoundState"]));
