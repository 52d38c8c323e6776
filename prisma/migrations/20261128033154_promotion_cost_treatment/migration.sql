-- CreateEnum
CREATE TYPE "promotion_cost_treatment" AS ENUM ('deducted', 'not_deducted');

-- AlterTable
ALTER TABLE "operator_revenue_shares" ADD COLUMN     "promotion_cost_treatment" "promotion_cost_treatment" NOT NULL DEFAULT 'deducted';
