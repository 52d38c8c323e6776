-- AlterTable
ALTER TABLE "wallet_rounds" ADD COLUMN     "test" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "test_accounts" (
    "operator_id" TEXT NOT NULL,
    "external_player_id" TEXT NOT NULL,
    "marked_by" TEXT NOT NULL,
    "marked_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "test_accounts_pkey" PRIMARY KEY ("operator_id","external_player_id")
);

-- CreateIndex
CREATE INDEX "wallet_rounds_test_created_at" ON "wallet_rounds"("operator_id", "created_at") WHERE (test);

-- AddForeignKey
ALTER TABLE "test_accounts" ADD CONSTRAINT "test_accounts_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
