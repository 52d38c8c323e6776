-- CreateIndex
CREATE INDEX "free_rounds_campaigns_campaign_id_idx" ON "free_rounds_campaigns"("campaign_id");
