-- CreateIndex
CREATE INDEX "jackpot_wins_round_id_idx" ON "jackpot_wins"("round_id");
