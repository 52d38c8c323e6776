-- AlterTable
ALTER TABLE "operator_users" ADD COLUMN     "password_change_required" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "totp_pending_ciphertext" TEXT;

-- AlterTable
ALTER TABLE "operators" ADD COLUMN     "backoffice_totp_required" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "staff_users" ADD COLUMN     "totp_last_step" INTEGER,
ADD COLUMN     "totp_pending_ciphertext" TEXT,
ADD COLUMN     "totp_secret_ciphertext" TEXT;
