-- AlterTable
ALTER TABLE "game_rounds" ADD COLUMN     "win_before_cap_minor" BIGINT;

-- Free rounds settled before this column existed kept the engine's win in win_minor while the wallet round holds
-- the capped win paid: game_rounds now holds the paid win too, and the engine's in win_before_cap_minor.
UPDATE "game_rounds" g SET "win_before_cap_minor" = g."win_minor", "win_minor" = r."win_minor"
FROM "wallet_rounds" r
WHERE r."id" = g."id" AND r."state" = 'settled' AND r."free_rounds_award_id" IS NOT NULL AND r."win_minor" < g."win_minor";
