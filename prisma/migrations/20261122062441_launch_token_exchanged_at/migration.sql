-- AlterTable
ALTER TABLE "launch_sessions" ADD COLUMN     "launch_token_exchanged_at" TIMESTAMP(3);
