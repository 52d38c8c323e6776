-- CreateIndex
CREATE INDEX "wallet_transactions_operator_id_game_symbol_created_at_id_idx" ON "wallet_transactions"("operator_id", "game_symbol", "created_at", "id");

-- CreateIndex
CREATE INDEX "wallet_transactions_operator_id_action_type_created_at_id_idx" ON "wallet_transactions"("operator_id", "action_type", "created_at", "id");

-- CreateIndex
CREATE INDEX "wallet_transactions_operator_id_campaign_id_created_at_id_idx" ON "wallet_transactions"("operator_id", "campaign_id", "created_at", "id") WHERE (campaign_id IS NOT NULL);
