import "server-only";
import type { PromotionEvent } from "@/lib/contract/runtime-api";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { prisma } from "@/lib/server/db/prisma";
import { publishBusEvents } from "@/lib/server/event-bus/event-bus";
import { logger } from "@/lib/server/observability/logger";
import { BROADCAST_TOPIC, encodeBroadcast } from "@/lib/server/realtime/broadcast-message";
import { publishRealtimeSignals } from "@/lib/server/realtime/realtime-hub";
import type { OutgoingRealtimeSignal } from "@/lib/server/realtime/realtime-signal";
import { leaderboardUpdate, promotionChannel, readPanelTop } from "./promotion-board";
import { readStandings } from "./read-standings";
import type { ScoringNews } from "./score-promotion-rounds";

// What the game pages hear of a scoring pass, sent once it has committed (the spin path never waits for any of it):
// - each tournament whose standings moved: its top 10 as a broadcast per operator taking part (audience the
//   operator, channel promotionChannel(id)), since another operator's players are masked; the realtime hub hands a
//   page at most one update of a channel a second, so a pass every second costs the pages nothing more. Read once
//   per tournament and shaped per operator in memory.
// - each player whose standing moved: a `promotion` event ("standing") to the sessions of their counted rounds, on
//   the player's realtime subject (one bus event per player, several players in one publish), carrying their rank,
//   score and prize (read-standings.ts: one read per tournament and pass, not one panel read per page). A rank
//   that moves only because others passed the player is refreshed with their next counted round, or, in the top
//   10, by the broadcast (the page finds itself by its tag).
// - each prize drop won: a `promotion` event ("drop") with the prize, to the session of the round that drew it, at
//   once (on NATS it is kept, so a page reconnecting within the retention still gets it).
// At settlement the final top 10 goes out the same way with state "settled"; every page showing the tournament
// then reads its own result once.

export async function publishPromotionUpdates(news: ScoringNews): Promise<void> {
  const signals: OutgoingRealtimeSignal[] = [];
  for (const promotionId of new Set(news.standings.map((standing) => standing.promotionId))) {
    const moved = news.standings.filter((standing) => standing.promotionId === promotionId);
    const { participants, standings } = await readStandings({ promotionId, players: moved });
    const standingOf = new Map(
      standings.map(({ operatorId, playerId, ...standing }) => [`${operatorId}\u0000${playerId}`, standing]),
    );
    for (const player of moved) {
      const standing = standingOf.get(`${player.operatorId}\u0000${player.playerId}`) ?? null;
      signals.push(
        promotionSignal(player, { promotionId, change: "standing", prize: null, standing, participants }, [
          ...player.sessionIds,
        ]),
      );
    }
  }
  for (const drop of news.drops) {
    const prize = {
      amount: formatMinorUnits(drop.amountMinor, currencyExponent(drop.currency)),
      currency: drop.currency,
    };
    signals.push(promotionSignal(drop, { promotionId: drop.promotionId, change: "drop", prize }, [drop.sessionId]));
  }
  await Promise.all([publishRealtimeSignals(signals), publishLeaderboards(news.tournaments)]);
}

/** Each tournament's top 10 to the pages of every operator taking part. */
export async function publishLeaderboards(promotionIds: string[]): Promise<void> {
  if (promotionIds.length === 0) return;
  const operators = await prisma.promotionOperator.findMany({
    where: { promotionId: { in: promotionIds } },
    select: { promotionId: true, operatorId: true },
  });
  const events = [];
  for (const promotionId of promotionIds) {
    const record = await readPanelTop(promotionId);
    for (const { operatorId } of operators.filter((row) => row.promotionId === promotionId))
      events.push(
        encodeBroadcast({
          channel: promotionChannel(promotionId),
          audience: { operatorId },
          payload: leaderboardUpdate(record, operatorId),
        }),
      );
  }
  await publishBusEvents(BROADCAST_TOPIC, events);
}

/** Publishes, logging a failure: a page missing an update catches up with the next one (or its next read). */
export async function announcePromotionUpdates(send: () => Promise<void>): Promise<void> {
  await send().catch((error: unknown) =>
    logger.error({ where: "promotions", err: error }, "promotion updates not published"),
  );
}

function promotionSignal(
  player: { operatorId: string; playerId: string },
  event: PromotionEvent,
  sessionIds: string[],
): OutgoingRealtimeSignal {
  return { kind: "promotion", operatorId: player.operatorId, playerId: player.playerId, sessionIds, event };
}
