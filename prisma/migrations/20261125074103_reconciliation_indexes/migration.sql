-- DropIndex
DROP INDEX "wallet_transactions_operator_id_created_at_idx";

-- CreateIndex
CREATE INDEX "wallet_transactions_operator_id_created_at_id_idx" ON "wallet_transactions"("operator_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "wallet_transactions_operator_id_player_id_created_at_id_idx" ON "wallet_transactions"("operator_id", "player_id", "created_at", "id");
