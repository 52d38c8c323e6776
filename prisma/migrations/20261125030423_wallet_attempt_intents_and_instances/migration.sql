-- AlterEnum
ALTER TYPE "WalletAttemptOutcome" ADD VALUE 'unknown';

-- CreateTable
CREATE TABLE "wallet_instances" (
    "id" TEXT NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "heartbeat_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wallet_instances_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "wallet_instances_heartbeat_at_idx" ON "wallet_instances"("heartbeat_at");
