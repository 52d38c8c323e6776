import "server-only";
import { createHash } from "node:crypto";
import type { PromotionLeaderEntry, PromotionLeaderboardUpdate } from "@/lib/contract/runtime-api";
import { getLeaderboard, maskPlayer, type LeaderboardRecord } from "./get-leaderboard";

// The top 10 as the game's promotions panel shows it, the same in the session read (list-session-promotions.ts) and
// in the live broadcast after a scoring pass (publish-promotion-updates.ts). A page sees players of its own operator
// in a shortened form ("pla…001": enough to tell entries apart, not the operator's whole id), other operators'
// masked as the operator API masks them; each entry carries a tag, a digest of promotion, operator and player, so a
// page finds its own entry (the session read tells it its tag) without any player's id reaching another page.

export const PANEL_TOP_SIZE = 10;

export function promotionChannel(promotionId: string): string {
  return `promotion-${createHash("sha256").update(promotionId).digest("hex").slice(0, 32)}`;
}

export function promotionPlayerTag(promotionId: string, operatorId: string, playerId: string): string {
  return createHash("sha256").update(`${promotionId}\n${operatorId}\n${playerId}`).digest("base64url").slice(0, 16);
}

export function displayPlayer(externalPlayerId: string): string {
  return externalPlayerId.length > 8
    ? `${externalPlayerId.slice(0, 3)}…${externalPlayerId.slice(-3)}`
    : maskPlayer(externalPlayerId);
}

/** The top entries of an unmasked (console) leaderboard record, as `viewerOperatorId`'s pages see them. */
export function panelEntries(record: LeaderboardRecord, viewerOperatorId: string): PromotionLeaderEntry[] {
  const { promotion_id: promotionId } = record.leaderboard;
  return record.leaderboard.items.map((item, index) => {
    const { operatorId, externalPlayerId } = record.players[index]!;
    const masked = operatorId !== viewerOperatorId;
    return {
      rank: item.rank,
      player: masked ? maskPlayer(externalPlayerId) : displayPlayer(externalPlayerId),
      masked,
      tag: promotionPlayerTag(promotionId, operatorId, externalPlayerId),
      score: item.score,
      prize: item.prize,
    };
  });
}

/** The top 10 read once (every player unmasked), for shaping per operator. */
export function readPanelTop(promotionId: string): Promise<LeaderboardRecord> {
  return getLeaderboard({ promotionId, limit: PANEL_TOP_SIZE });
}

export function leaderboardUpdate(record: LeaderboardRecord, viewerOperatorId: string): PromotionLeaderboardUpdate {
  const { leaderboard } = record;
  return {
    kind: "promotion_leaderboard",
    promotionId: leaderboard.promotion_id,
    state: leaderboard.state,
    participants: leaderboard.participants,
    top: panelEntries(record, viewerOperatorId),
  };
}
