-- AlterTable
ALTER TABLE "promotion_payouts" ADD COLUMN     "held_game_symbol" TEXT,
ADD COLUMN     "held_session_id" TEXT;

-- AlterTable
ALTER TABLE "promotions" ADD COLUMN     "payouts_release_at" TIMESTAMP(3),
ADD COLUMN     "payouts_released_at" TIMESTAMP(3),
ADD COLUMN     "review_minutes" INTEGER NOT NULL DEFAULT 0;

-- Tournaments settled before the review period existed queued their prizes as they settled.
UPDATE "promotions" SET "payouts_release_at" = "settled_at", "payouts_released_at" = "settled_at"
WHERE "settled_at" IS NOT NULL;
