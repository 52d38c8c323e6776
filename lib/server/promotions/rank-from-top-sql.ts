import "server-only";
import { Prisma } from "@/lib/server/db/generated/client";

/**
 * A leaderboard entry `e`'s rank counted from the top, over the leaderboard index: 1 + the entries ahead of it in
 * the board's order (a higher score, or the same score reached earlier, then by operator and player). Used where
 * `e` is a promotion_entries row in scope (get-leaderboard.ts, read-standings.ts); yields a bigint.
 */
export const RANK_FROM_TOP = Prisma.sql`(1
  + (SELECT count(*) FROM promotion_entries o WHERE o.promotion_id = e.promotion_id AND o.score > e.score)
  + (SELECT count(*) FROM promotion_entries o
     WHERE o.promotion_id = e.promotion_id AND o.score = e.score
       AND (o.reached_at, o.operator_id, o.external_player_id) < (e.reached_at, e.operator_id, e.external_player_id)))`;
