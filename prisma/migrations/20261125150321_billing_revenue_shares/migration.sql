-- CreateEnum
CREATE TYPE "free_rounds_cost_treatment" AS ENUM ('deducted', 'not_deducted');

-- CreateTable
CREATE TABLE "operator_revenue_shares" (
    "id" BIGSERIAL NOT NULL,
    "operator_id" TEXT NOT NULL,
    "effective_from" DATE NOT NULL,
    "percent" DECIMAL(5,2) NOT NULL,
    "free_rounds_cost_treatment" "free_rounds_cost_treatment" NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "operator_revenue_shares_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "operator_revenue_shares_operator_id_effective_from_id_idx" ON "operator_revenue_shares"("operator_id", "effective_from", "id");

-- Guards Prisma does not model: a share is 0–100 % and starts on the first day of a month.
ALTER TABLE "operator_revenue_shares" ADD CONSTRAINT "operator_revenue_shares_percent_range" CHECK ("percent" >= 0 AND "percent" <= 100);
ALTER TABLE "operator_revenue_shares" ADD CONSTRAINT "operator_revenue_shares_month_start" CHECK (EXTRACT(DAY FROM "effective_from") = 1);
