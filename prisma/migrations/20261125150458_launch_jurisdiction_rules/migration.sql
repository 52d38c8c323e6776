-- AlterTable
ALTER TABLE "launch_sessions" ADD COLUMN     "last_spin_started_at" TIMESTAMP(3),
ADD COLUMN     "reality_check_minutes" INTEGER;
