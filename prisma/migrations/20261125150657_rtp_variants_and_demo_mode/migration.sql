-- DropIndex
DROP INDEX "launch_sessions_operator_id_external_player_id_game_id_curr_key";

-- AlterTable
ALTER TABLE "game_rounds" ADD COLUMN     "rtp_variant" TEXT;

-- AlterTable
ALTER TABLE "games" ADD COLUMN     "rtp_variants" JSONB;

-- AlterTable
ALTER TABLE "launch_sessions" ADD COLUMN     "demo_balance_minor" BIGINT,
ADD COLUMN     "rtp_variant" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "launch_sessions_operator_id_external_player_id_game_id_curr_key" ON "launch_sessions"("operator_id", "external_player_id", "game_id", "currency", "mode");
