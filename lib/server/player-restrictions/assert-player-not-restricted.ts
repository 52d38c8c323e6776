import "server-only";
import { AppError } from "@/lib/base/errors";
import { directQuery } from "@/lib/server/db/direct-sql";

/**
 * The launch's check: refuses (403 player_restricted) while the player has an active restriction (the rule of
 * activeRestrictionWhere, in SQL). Read on every launch, never cached, so a restriction or a lift takes effect on
 * every instance at once; the launch is the busiest write, so it is a prepared statement on the direct pool.
 */
export async function assertPlayerNotRestricted(options: {
  operatorId: string;
  externalPlayerId: string;
}): Promise<void> {
  const rows = await directQuery<{ id: string }>(
    ACTIVE_RESTRICTION,
    [options.operatorId, options.externalPlayerId, new Date().toISOString()],
    "durable",
  );
  if (rows.length > 0) throw new AppError("player_restricted", "The player is restricted from launching games");
}

// Times go as UTC text (the columns have no time zone).
const ACTIVE_RESTRICTION = {
  name: "gp_player_restriction_active_v1",
  text: `SELECT id FROM player_restrictions
    WHERE operator_id = $1 AND external_player_id = $2 AND lifted_at IS NULL
      AND (ends_at IS NULL OR ends_at > $3::timestamp(3))
    LIMIT 1`,
};
