import "server-only";
import type { FreeRoundsOffer } from "@/lib/contract/runtime-api";
import { directQuery } from "@/lib/server/db/direct-sql";
import { AWARD_OFFER_COLUMNS, freeRoundsOfferView, type AwardOfferRow } from "./free-rounds-offer";

// The free rounds a player can play now in one game and currency: the award lookup of every game start, so ONE
// statement on the index (operator_id, external_player_id, state) joined with each award's campaign by primary key.
// Only awards that can start a round are offered: active, rounds left, campaign active and in its window.

const PLAYABLE_AWARDS = {
  name: "gp_free_rounds_playable_v1",
  text: `SELECT ${AWARD_OFFER_COLUMNS}
    FROM free_rounds_awards a JOIN free_rounds_campaigns c ON c.id = a.campaign_ref
    WHERE a.operator_id = $1 AND a.external_player_id = $2 AND a.state = 'active' AND a.rounds_played < a.rounds_total
      AND c.state = 'active' AND $3 = ANY (c.game_symbols) AND c.currency = $4::bpchar
      AND c.valid_from <= $5::timestamp(3) AND c.expires_at > $5::timestamp(3)
    ORDER BY c.expires_at, a.created_at, a.id`,
};

export async function findPlayableAwards(options: {
  operatorId: string;
  externalPlayerId: string;
  gameSymbol: string;
  currency: string;
  /** The game's paylines: a free round's stake is lines × bet level × coin value. */
  lines: number;
  now?: Date;
}): Promise<FreeRoundsOffer[]> {
  const now = options.now ?? new Date();
  const rows = await directQuery<AwardOfferRow>(
    PLAYABLE_AWARDS,
    [options.operatorId, options.externalPlayerId, options.gameSymbol, options.currency, now.toISOString()],
    "fast",
  );
  return rows.map((row) => freeRoundsOfferView(row, { lines: options.lines, now }));
}
