-- CreateIndex
CREATE INDEX "jackpot_contributions_created_at_idx" ON "jackpot_contributions"("created_at");

-- CreateIndex
CREATE INDEX "jackpot_wins_won_at_idx" ON "jackpot_wins"("won_at");
