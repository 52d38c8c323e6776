-- CreateEnum
CREATE TYPE "JackpotScope" AS ENUM ('local', 'network');

-- CreateEnum
CREATE TYPE "JackpotTierKind" AS ENUM ('progressive', 'mystery');

-- CreateTable
CREATE TABLE "jackpot_pools" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "scope" "JackpotScope" NOT NULL,
    "game_symbols" TEXT[],
    "base_currency" CHAR(3) NOT NULL,
    "exponent" INTEGER NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "jackpot_pools_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "jackpot_pool_operators" (
    "pool_id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,

    CONSTRAINT "jackpot_pool_operators_pkey" PRIMARY KEY ("pool_id","operator_id")
);

-- CreateTable
CREATE TABLE "jackpot_tiers" (
    "id" TEXT NOT NULL,
    "pool_id" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "JackpotTierKind" NOT NULL,
    "seed_minor" BIGINT NOT NULL,
    "rate" DECIMAL(24,12) NOT NULL,
    "reserve_rate" DECIMAL(24,12) NOT NULL DEFAULT 0,
    "cap_minor" BIGINT,
    "cycle" INTEGER NOT NULL DEFAULT 1,
    "amount_minor" BIGINT NOT NULL,
    "reserve_minor" BIGINT NOT NULL DEFAULT 0,
    "seeds_minor" BIGINT NOT NULL,
    "trigger_minor" BIGINT,
    "trigger_nonce" TEXT,
    "trigger_hash" TEXT,
    "seeded_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "jackpot_tiers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "jackpot_tier_shards" (
    "tier_id" TEXT NOT NULL,
    "shard" SMALLINT NOT NULL,
    "pool_minor" BIGINT NOT NULL DEFAULT 0,
    "reserve_minor" BIGINT NOT NULL DEFAULT 0,
    "limit_minor" BIGINT,

    CONSTRAINT "jackpot_tier_shards_pkey" PRIMARY KEY ("tier_id","shard")
);

-- CreateTable
CREATE TABLE "jackpot_contributions" (
    "round_id" TEXT NOT NULL,
    "tier_id" TEXT NOT NULL,
    "pool_id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,
    "player_id" TEXT NOT NULL,
    "game_symbol" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "bet_minor" BIGINT NOT NULL,
    "exchange_rate" DECIMAL(24,12),
    "amount_minor" BIGINT NOT NULL,
    "reserve_minor" BIGINT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "jackpot_contributions_pkey" PRIMARY KEY ("round_id","tier_id")
);

-- CreateTable
CREATE TABLE "jackpot_pending_contributions" (
    "tier_id" TEXT NOT NULL,
    "round_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "jackpot_pending_contributions_pkey" PRIMARY KEY ("tier_id","round_id")
);

-- CreateTable
CREATE TABLE "jackpot_wins" (
    "id" TEXT NOT NULL,
    "tier_id" TEXT NOT NULL,
    "pool_id" TEXT NOT NULL,
    "cycle" INTEGER NOT NULL,
    "round_id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,
    "player_id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "game_symbol" TEXT NOT NULL,
    "amount_minor" BIGINT NOT NULL,
    "paid_minor" BIGINT NOT NULL,
    "paid_currency" CHAR(3) NOT NULL,
    "exchange_rate" DECIMAL(24,12),
    "transaction_id" TEXT NOT NULL,
    "trigger_minor" BIGINT,
    "trigger_nonce" TEXT,
    "trigger_hash" TEXT,
    "won_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "jackpot_wins_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "jackpot_pool_operators_operator_id_idx" ON "jackpot_pool_operators"("operator_id");

-- CreateIndex
CREATE INDEX "jackpot_tiers_pool_id_position_idx" ON "jackpot_tiers"("pool_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "jackpot_tiers_pool_id_name_key" ON "jackpot_tiers"("pool_id", "name");

-- CreateIndex
CREATE INDEX "jackpot_contributions_tier_id_created_at_idx" ON "jackpot_contributions"("tier_id", "created_at");

-- CreateIndex
CREATE INDEX "jackpot_pending_contributions_tier_id_created_at_round_id_idx" ON "jackpot_pending_contributions"("tier_id", "created_at", "round_id");

-- CreateIndex
CREATE UNIQUE INDEX "jackpot_wins_transaction_id_key" ON "jackpot_wins"("transaction_id");

-- CreateIndex
CREATE INDEX "jackpot_wins_pool_id_won_at_idx" ON "jackpot_wins"("pool_id", "won_at");

-- CreateIndex
CREATE UNIQUE INDEX "jackpot_wins_tier_id_cycle_key" ON "jackpot_wins"("tier_id", "cycle");

-- AddForeignKey
ALTER TABLE "jackpot_pool_operators" ADD CONSTRAINT "jackpot_pool_operators_pool_id_fkey" FOREIGN KEY ("pool_id") REFERENCES "jackpot_pools"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "jackpot_pool_operators" ADD CONSTRAINT "jackpot_pool_operators_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "jackpot_tiers" ADD CONSTRAINT "jackpot_tiers_pool_id_fkey" FOREIGN KEY ("pool_id") REFERENCES "jackpot_pools"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "jackpot_tier_shards" ADD CONSTRAINT "jackpot_tier_shards_tier_id_fkey" FOREIGN KEY ("tier_id") REFERENCES "jackpot_tiers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
