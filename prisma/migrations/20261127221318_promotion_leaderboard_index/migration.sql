-- DropIndex
DROP INDEX "promotion_entries_promotion_id_score_reached_at_idx";

-- AlterTable
ALTER TABLE "promotions" ADD COLUMN     "participants" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "promotion_entries_promotion_id_score_reached_at_operator_id_idx" ON "promotion_entries"("promotion_id", "score" DESC, "reached_at", "operator_id", "external_player_id");
