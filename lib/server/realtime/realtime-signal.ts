import { createHash } from "node:crypto";
import { z } from "zod";
import { jackpotWinEventSchema, promotionEventSchema } from "@/lib/contract/runtime-api";
import type { BusEvent, OutgoingBusEvent } from "@/lib/server/event-bus/bus-messages";

// Signals between app instances, on the event bus's topic gp.realtime, keyed by the player they concern (subject
// gp.realtime.<player key>): a refresh of a player with many open games is one event (or a few: at most
// SESSIONS_PER_EVENT session ids each, which keeps a LISTEN/NOTIFY payload under PostgreSQL's limit), not one per
// session, and a page that reconnects reads its player's events and keeps those naming its session. They carry
// ids and the refresh's short labels only, never a balance or player data: each instance fetches what it shows
// through the signed wallet callback.

export const REALTIME_TOPIC = "gp.realtime";
const SESSIONS_PER_EVENT = 100;

const signalDataSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("balance"), requestId: z.string(), reason: z.string() }),
  z.object({ kind: z.literal("session"), state: z.enum(["ended", "expired"]) }),
  // A promotion's news for this player's pages (lib/server/promotions/publish-promotion-updates.ts): sent as is.
  z.object({ kind: z.literal("promotion"), event: promotionEventSchema }),
  // A jackpot tier won by one of this session's rounds (lib/server/jackpots/announce-jackpot-wins.ts): sent as is.
  z.object({ kind: z.literal("jackpot"), event: jackpotWinEventSchema }),
]);
const eventDataSchema = z.intersection(signalDataSchema, z.object({ sessionIds: z.array(z.string()).min(1) }));
type SignalData = z.infer<typeof signalDataSchema>;
/** A signal as an instance receives it: what happened, to which sessions. */
export type RealtimeSignal = SignalData & { sessionIds: string[] };
/** A signal as it is sent: also whose sessions they are (the subject it travels on). */
export type OutgoingRealtimeSignal = RealtimeSignal & { operatorId: string; playerId: string };

/**
 * The subject key of a player's signals: a digest, so that any operator's player id makes one NATS subject token
 * and none is shown on the bus.
 */
export function realtimePlayerKey(player: { operatorId: string; playerId: string }): string {
  return createHash("sha256").update(`${player.operatorId}\n${player.playerId}`).digest("base64url").slice(0, 22);
}

export function encodeRealtimeSignal(signal: OutgoingRealtimeSignal): OutgoingBusEvent[] {
  const { sessionIds, operatorId, playerId, ...data } = signal;
  const key = realtimePlayerKey({ operatorId, playerId });
  const events: OutgoingBusEvent[] = [];
  for (let start = 0; start < sessionIds.length; start += SESSIONS_PER_EVENT) {
    const group = sessionIds.slice(start, start + SESSIONS_PER_EVENT);
    events.push({ key, data: JSON.stringify({ ...data, sessionIds: group }) });
  }
  return events;
}

/** The signal of one bus event; null for anything that is not ours. */
export function decodeRealtimeSignal(event: BusEvent): RealtimeSignal | null {
  if (!event.subject.startsWith(`${REALTIME_TOPIC}.`) || event.subject.length === REALTIME_TOPIC.length + 1)
    return null;
  try {
    const parsed = eventDataSchema.safeParse(JSON.parse(event.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
