-- CreateEnum
CREATE TYPE "PromotionKind" AS ENUM ('tournament', 'prize_drop');

-- CreateEnum
CREATE TYPE "PromotionScoring" AS ENUM ('win_multiplier', 'total_win', 'rounds_played');

-- CreateTable
CREATE TABLE "promotions" (
    "id" TEXT NOT NULL,
    "kind" "PromotionKind" NOT NULL,
    "title" TEXT NOT NULL,
    "terms" TEXT NOT NULL,
    "game_symbols" TEXT[],
    "starts_at" TIMESTAMP(3) NOT NULL,
    "ends_at" TIMESTAMP(3) NOT NULL,
    "base_currency" CHAR(3) NOT NULL,
    "scoring" "PromotionScoring",
    "min_bets" JSONB NOT NULL,
    "prizes" JSONB NOT NULL,
    "opt_in" BOOLEAN NOT NULL DEFAULT false,
    "cancelled_at" TIMESTAMP(3),
    "settled_at" TIMESTAMP(3),
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "promotions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "promotion_operators" (
    "promotion_id" TEXT NOT NULL,
    "operator_id" TEXT NOT NULL,

    CONSTRAINT "promotion_operators_pkey" PRIMARY KEY ("promotion_id","operator_id")
);

-- CreateIndex
CREATE INDEX "promotions_starts_at_idx" ON "promotions"("starts_at");

-- CreateIndex
CREATE INDEX "promotion_operators_operator_id_idx" ON "promotion_operators"("operator_id");

-- AddForeignKey
ALTER TABLE "promotion_operators" ADD CONSTRAINT "promotion_operators_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "promotion_operators" ADD CONSTRAINT "promotion_operators_operator_id_fkey" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
