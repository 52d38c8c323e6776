-- CreateTable
CREATE TABLE "replay_revocations" (
    "round_id" TEXT NOT NULL,
    "revoked_by" TEXT NOT NULL,
    "revoked_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "replay_revocations_pkey" PRIMARY KEY ("round_id")
);
