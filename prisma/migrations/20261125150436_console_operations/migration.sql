-- AlterTable
ALTER TABLE "api_keys" ADD COLUMN     "expires_at" TIMESTAMP(3),
ADD COLUMN     "use_count" BIGINT NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "game_rounds_created_at_idx" ON "game_rounds"("created_at");

-- CreateIndex
CREATE INDEX "launch_sessions_created_at_idx" ON "launch_sessions"("created_at");

-- CreateIndex
CREATE INDEX "launch_sessions_external_player_id_idx" ON "launch_sessions"("external_player_id");

-- CreateIndex
CREATE INDEX "wallet_callback_attempts_started_at_idx" ON "wallet_callback_attempts"("started_at");
