-- AlterTable
ALTER TABLE "operator_users" ADD COLUMN     "sessions_valid_after" TIMESTAMP(3);
