-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "OperatorStatus" AS ENUM ('active', 'inactive');

-- CreateEnum
CREATE TYPE "WalletMode" AS ENUM ('callback');

-- CreateEnum
CREATE TYPE "ApiKeyKind" AS ENUM ('operator', 'master');

-- CreateEnum
CREATE TYPE "Device" AS ENUM ('desktop', 'mobile');

-- CreateTable
CREATE TABLE "providers" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "tagline" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "providers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "games" (
    "id" TEXT NOT NULL,
    "symbol" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "provider_id" TEXT NOT NULL,
    "family" TEXT,
    "rtp" TEXT,
    "lines" INTEGER,
    "asset_version" TEXT,
    "asset_symbol" TEXT,
    "asset_source" TEXT,
    "has_local_assets" BOOLEAN NOT NULL DEFAULT false,
    "game_service_version" TEXT,
    "loader_mode" TEXT,
    "shell_strategy" TEXT,
    "launch_status" TEXT NOT NULL DEFAULT 'live',
    "live_catalog_enabled" BOOLEAN NOT NULL DEFAULT true,
    "certified_browsers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "feature_bonus" BOOLEAN NOT NULL DEFAULT false,
    "feature_collect" BOOLEAN NOT NULL DEFAULT false,
    "feature_free_spins" BOOLEAN NOT NULL DEFAULT false,
    "feature_buy_feature" BOOLEAN NOT NULL DEFAULT false,
    "feature_special_bet" BOOLEAN NOT NULL DEFAULT false,
    "special_bet_profile" JSONB,
    "launch_path" TEXT NOT NULL,
    "math_config" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "games_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "operators" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "status" "OperatorStatus" NOT NULL DEFAULT 'active',
    "default_currency" CHAR(3),
    "wallet_mode" "WalletMode" NOT NULL DEFAULT 'callback',
    "wallet_base_url" TEXT,
    "wallet_timeout_ms" INTEGER NOT NULL DEFAULT 5000,
    "wallet_secret_ciphertext" TEXT,
    "wallet_secret_rotated_at" TIMESTAMP(3),
    "frame_ancestors" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "operators_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalog_entries" (
    "operator_id" TEXT NOT NULL,
    "game_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "catalog_entries_pkey" PRIMARY KEY ("operator_id","game_id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" TEXT NOT NULL,
    "kind" "ApiKeyKind" NOT NULL,
    "operator_id" TEXT,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "created_by" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "game_art" (
    "game_id" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "sha256" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "uploaded_by" TEXT,
    "uploaded_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_art_pkey" PRIMARY KEY ("game_id")
);

-- CreateTable
CREATE TABLE "launch_sessions" (
    "id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,
    "game_id" TEXT NOT NULL,
    "external_player_id" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "lang" TEXT NOT NULL DEFAULT 'en',
    "coin" TEXT,
    "device" "Device" NOT NULL DEFAULT 'desktop',
    "return_url" TEXT,
    "launch_token_hash" TEXT,
    "cookie_token_hash" TEXT,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "last_activity_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "terminated_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "launch_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "target_type" TEXT NOT NULL,
    "target_id" TEXT,
    "before" JSONB,
    "after" JSONB,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "games_symbol_key" ON "games"("symbol");

-- CreateIndex
CREATE UNIQUE INDEX "games_slug_key" ON "games"("slug");

-- CreateIndex
CREATE INDEX "games_provider_id_idx" ON "games"("provider_id");

-- CreateIndex
CREATE INDEX "catalog_entries_game_id_idx" ON "catalog_entries"("game_id");

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_hash_key" ON "api_keys"("hash");

-- CreateIndex
CREATE INDEX "api_keys_operator_id_idx" ON "api_keys"("operator_id");

-- CreateIndex
CREATE UNIQUE INDEX "launch_sessions_launch_token_hash_key" ON "launch_sessions"("launch_token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "launch_sessions_cookie_token_hash_key" ON "launch_sessions"("cookie_token_hash");

-- CreateIndex
CREATE INDEX "launch_sessions_operator_id_external_player_id_idx" ON "launch_sessions"("operator_id", "external_player_id");

-- CreateIndex
CREATE UNIQUE INDEX "launch_sessions_operator_id_external_player_id_game_id_curr_key" ON "launch_sessions"("operator_id", "external_player_id", "game_id", "currency");

-- CreateIndex
CREATE INDEX "audit_log_at_idx" ON "audit_log"("at");

-- CreateIndex
CREATE INDEX "audit_log_target_type_target_id_idx" ON "audit_log"("target_type", "target_id");

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_fkey" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog_entries" ADD CONSTRAINT "catalog_entries_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog_entries" ADD CONSTRAINT "catalog_entries_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_art" ADD CONSTRAINT "game_art_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "launch_sessions" ADD CONSTRAINT "launch_sessions_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "launch_sessions" ADD CONSTRAINT "launch_sessions_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
