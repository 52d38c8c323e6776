-- CreateEnum
CREATE TYPE "WalletCallbackType" AS ENUM ('balance', 'debit', 'credit', 'rollback');

-- CreateEnum
CREATE TYPE "WalletTransactionState" AS ENUM ('pending', 'succeeded', 'rejected', 'unknown', 'rolled_back', 'gave_up');

-- CreateEnum
CREATE TYPE "WalletAttemptOutcome" AS ENUM ('succeeded', 'rejected', 'invalid_signature', 'failed');

-- CreateEnum
CREATE TYPE "WalletRoundState" AS ENUM ('debiting', 'debited', 'settled', 'rejected', 'cancelled');

-- CreateEnum
CREATE TYPE "DemoWalletEntryKind" AS ENUM ('debit', 'credit', 'rollback', 'void');

-- CreateTable
CREATE TABLE "wallet_rounds" (
    "id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,
    "player_id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "game_symbol" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "exponent" INTEGER NOT NULL,
    "bet_minor" BIGINT NOT NULL,
    "win_minor" BIGINT,
    "state" "WalletRoundState" NOT NULL DEFAULT 'debiting',
    "debit_transaction_id" TEXT NOT NULL,
    "credit_transaction_id" TEXT,
    "rollback_transaction_id" TEXT,
    "failure_reason" TEXT,
    "lease_until" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "wallet_rounds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet_transactions" (
    "id" TEXT NOT NULL,
    "round_id" TEXT,
    "operator_id" TEXT NOT NULL,
    "player_id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "game_symbol" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "exponent" INTEGER NOT NULL,
    "type" "WalletCallbackType" NOT NULL,
    "action_type" TEXT NOT NULL,
    "amount_minor" BIGINT NOT NULL,
    "original_transaction_id" TEXT,
    "state" "WalletTransactionState" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lease_owner" TEXT,
    "lease_until" TIMESTAMP(3),
    "give_up_at" TIMESTAMP(3),
    "first_attempt_at" TIMESTAMP(3),
    "last_attempt_at" TIMESTAMP(3),
    "completed_at" TIMESTAMP(3),
    "balance_after" TEXT,
    "error_code" TEXT,
    "error_message" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "wallet_transactions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet_callback_attempts" (
    "id" BIGSERIAL NOT NULL,
    "transaction_id" TEXT,
    "operator_id" TEXT NOT NULL,
    "player_id" TEXT NOT NULL,
    "type" "WalletCallbackType" NOT NULL,
    "attempt_number" INTEGER NOT NULL,
    "request_id" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "request_headers" JSONB NOT NULL,
    "request_body" TEXT NOT NULL,
    "response_status" INTEGER,
    "response_body" TEXT,
    "outcome" "WalletAttemptOutcome" NOT NULL,
    "error" TEXT,
    "latency_ms" INTEGER NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "wallet_callback_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet_alerts" (
    "id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "occurrences" INTEGER NOT NULL DEFAULT 1,
    "first_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_transaction_id" TEXT,
    "last_detail" TEXT,
    "acknowledged_at" TIMESTAMP(3),

    CONSTRAINT "wallet_alerts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "demo_wallets" (
    "id" TEXT NOT NULL,
    "secret_ciphertext" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "demo_wallets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "demo_wallet_accounts" (
    "wallet_id" TEXT NOT NULL,
    "player_id" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "exponent" INTEGER NOT NULL,
    "balance_minor" BIGINT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "demo_wallet_accounts_pkey" PRIMARY KEY ("wallet_id","player_id","currency")
);

-- CreateTable
CREATE TABLE "demo_wallet_transactions" (
    "wallet_id" TEXT NOT NULL,
    "transaction_id" TEXT NOT NULL,
    "kind" "DemoWalletEntryKind" NOT NULL,
    "player_id" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "amount_minor" BIGINT NOT NULL,
    "original_transaction_id" TEXT,
    "rolled_back_at" TIMESTAMP(3),
    "response_body" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "demo_wallet_transactions_pkey" PRIMARY KEY ("wallet_id","transaction_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "wallet_rounds_debit_transaction_id_key" ON "wallet_rounds"("debit_transaction_id");

-- CreateIndex
CREATE UNIQUE INDEX "wallet_rounds_credit_transaction_id_key" ON "wallet_rounds"("credit_transaction_id");

-- CreateIndex
CREATE UNIQUE INDEX "wallet_rounds_rollback_transaction_id_key" ON "wallet_rounds"("rollback_transaction_id");

-- CreateIndex
CREATE INDEX "wallet_rounds_state_lease_until_idx" ON "wallet_rounds"("state", "lease_until");

-- CreateIndex
CREATE INDEX "wallet_rounds_operator_id_player_id_created_at_idx" ON "wallet_rounds"("operator_id", "player_id", "created_at");

-- CreateIndex
CREATE INDEX "wallet_transactions_state_next_attempt_at_idx" ON "wallet_transactions"("state", "next_attempt_at");

-- CreateIndex
CREATE INDEX "wallet_transactions_operator_id_created_at_idx" ON "wallet_transactions"("operator_id", "created_at");

-- CreateIndex
CREATE INDEX "wallet_transactions_original_transaction_id_idx" ON "wallet_transactions"("original_transaction_id");

-- CreateIndex
CREATE INDEX "wallet_transactions_round_id_idx" ON "wallet_transactions"("round_id");

-- CreateIndex
CREATE INDEX "wallet_callback_attempts_transaction_id_idx" ON "wallet_callback_attempts"("transaction_id");

-- CreateIndex
CREATE INDEX "wallet_callback_attempts_operator_id_started_at_idx" ON "wallet_callback_attempts"("operator_id", "started_at");

-- CreateIndex
CREATE UNIQUE INDEX "wallet_alerts_operator_id_kind_key" ON "wallet_alerts"("operator_id", "kind");

-- AddForeignKey
ALTER TABLE "wallet_rounds" ADD CONSTRAINT "wallet_rounds_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "wallet_rounds"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_callback_attempts" ADD CONSTRAINT "wallet_callback_attempts_transaction_id_fkey" FOREIGN KEY ("transaction_id") REFERENCES "wallet_transactions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_callback_attempts" ADD CONSTRAINT "wallet_callback_attempts_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wallet_alerts" ADD CONSTRAINT "wallet_alerts_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "demo_wallet_accounts" ADD CONSTRAINT "demo_wallet_accounts_wallet_id_fkey" FOREIGN KEY ("wallet_id") REFERENCES "demo_wallets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "demo_wallet_transactions" ADD CONSTRAINT "demo_wallet_transactions_wallet_id_fkey" FOREIGN KEY ("wallet_id") REFERENCES "demo_wallets"("id") ON DELETE CASCADE ON UPDATE CASCADE;
