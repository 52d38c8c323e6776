-- AlterTable
ALTER TABLE "jackpot_tiers" ADD COLUMN     "win_probability" DECIMAL(24,12);
