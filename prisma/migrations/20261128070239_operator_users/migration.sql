-- CreateEnum
CREATE TYPE "OperatorUserRole" AS ENUM ('operator_admin', 'operator_support', 'operator_finance');

-- CreateTable
CREATE TABLE "operator_users" (
    "id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" "OperatorUserRole" NOT NULL,
    "password_hash" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "totp_secret_ciphertext" TEXT,
    "totp_last_step" INTEGER,
    "created_by" TEXT NOT NULL,
    "last_sign_in_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "operator_users_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "operator_users_email_key" ON "operator_users"("email");

-- CreateIndex
CREATE INDEX "operator_users_operator_id_idx" ON "operator_users"("operator_id");

-- AddForeignKey
ALTER TABLE "operator_users" ADD CONSTRAINT "operator_users_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
