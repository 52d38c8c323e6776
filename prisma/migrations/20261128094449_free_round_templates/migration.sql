-- CreateTable
CREATE TABLE "free_round_templates" (
    "id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "game_symbol" TEXT NOT NULL,
    "rounds" INTEGER NOT NULL,
    "bet_level" INTEGER NOT NULL,
    "coin_values" JSONB NOT NULL,
    "validity_days" INTEGER NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archived_at" TIMESTAMP(3),
    "archived_by" TEXT,

    CONSTRAINT "free_round_templates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "free_round_templates_operator_id_created_at_idx" ON "free_round_templates"("operator_id", "created_at");

-- AddForeignKey
ALTER TABLE "free_round_templates" ADD CONSTRAINT "free_round_templates_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
