-- AlterTable
ALTER TABLE "rate_limit_buckets" ADD COLUMN     "last_taken" INTEGER NOT NULL DEFAULT 0;
