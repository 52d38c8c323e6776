-- The operator setting that adds round_id (debits, credits, rollbacks) and campaign_id (free-round credits) to
-- wallet callbacks; it grew out of the campaign_id-only setting, whose value it keeps.
ALTER TABLE "operators" RENAME COLUMN "wallet_free_rounds_campaign_field" TO "wallet_round_fields";
