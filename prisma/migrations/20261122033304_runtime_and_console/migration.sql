-- CreateEnum
CREATE TYPE "StaffRole" AS ENUM ('admin', 'viewer');

-- CreateTable
CREATE TABLE "game_rounds" (
    "id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,
    "player_id" TEXT NOT NULL,
    "game_symbol" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "bet_level" INTEGER NOT NULL,
    "coin_value" TEXT NOT NULL,
    "bet_minor" BIGINT NOT NULL,
    "win_minor" BIGINT NOT NULL,
    "outcome" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_rounds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "realtime_instances" (
    "id" TEXT NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "heartbeat_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "realtime_instances_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "realtime_subscriptions" (
    "id" TEXT NOT NULL,
    "instance_id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "connected_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "realtime_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "staff_users" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" "StaffRole" NOT NULL DEFAULT 'viewer',
    "password_hash" TEXT,
    "disabled_at" TIMESTAMP(3),
    "last_sign_in_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "staff_users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sign_in_attempts" (
    "id" BIGSERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "ip" TEXT,
    "succeeded" BOOLEAN NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wallet_certification_runs" (
    "id" TEXT NOT NULL,
    "operator_id" TEXT,
    "wallet_url" TEXT NOT NULL,
    "started_by" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "cases" JSONB NOT NULL DEFAULT '[]',
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "wallet_certification_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "game_rounds_session_id_created_at_idx" ON "game_rounds"("session_id", "created_at");

-- CreateIndex
CREATE INDEX "realtime_instances_heartbeat_at_idx" ON "realtime_instances"("heartbeat_at");

-- CreateIndex
CREATE INDEX "realtime_subscriptions_session_id_idx" ON "realtime_subscriptions"("session_id");

-- CreateIndex
CREATE INDEX "realtime_subscriptions_instance_id_idx" ON "realtime_subscriptions"("instance_id");

-- CreateIndex
CREATE UNIQUE INDEX "staff_users_email_key" ON "staff_users"("email");

-- CreateIndex
CREATE INDEX "sign_in_attempts_email_at_idx" ON "sign_in_attempts"("email", "at");

-- CreateIndex
CREATE INDEX "sign_in_attempts_ip_at_idx" ON "sign_in_attempts"("ip", "at");

-- CreateIndex
CREATE INDEX "wallet_certification_runs_operator_id_started_at_idx" ON "wallet_certification_runs"("operator_id", "started_at");

-- AddForeignKey
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "launch_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "realtime_subscriptions" ADD CONSTRAINT "realtime_subscriptions_instance_id_fkey" FOREIGN KEY ("instance_id") REFERENCES "realtime_instances"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "realtime_subscriptions" ADD CONSTRAINT "realtime_subscriptions_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "launch_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
