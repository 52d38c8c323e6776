-- CreateTable
CREATE TABLE "player_restrictions" (
    "id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,
    "external_player_id" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "ends_at" TIMESTAMP(3),
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lifted_at" TIMESTAMP(3),
    "lifted_by" TEXT,

    CONSTRAINT "player_restrictions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "player_restrictions_operator_id_external_player_id_idx" ON "player_restrictions"("operator_id", "external_player_id");

-- AddForeignKey
ALTER TABLE "player_restrictions" ADD CONSTRAINT "player_restrictions_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
