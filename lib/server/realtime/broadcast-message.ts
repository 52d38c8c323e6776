import { z } from "zod";
import type { BusEvent, OutgoingBusEvent } from "@/lib/server/event-bus/bus-messages";

// Broadcasts on the event bus's topic gp.broadcast: one event per update, its subject gp.broadcast.<channel>. The
// data names the audience (an operator, a game, both or neither: every open page) and carries the payload the pages
// receive as is.

export const BROADCAST_TOPIC = "gp.broadcast";

/** A channel is one bus key: lower-case letters, digits, "-" and "_", e.g. "jackpot-mega" or "leaderboard_42". */
export const BROADCAST_CHANNEL = /^[a-z0-9][a-z0-9_-]{0,63}$/;

// One update must fit one NOTIFY (below 8000 bytes with its envelope) on the LISTEN/NOTIFY bus; a ticker needs far less.
export const MAX_BROADCAST_PAYLOAD_BYTES = 4000;

export interface BroadcastAudience {
  /** Only pages of this operator's sessions; every operator's when absent. */
  operatorId?: string;
  /** Only pages of this game (its symbol); every game's when absent. */
  gameSymbol?: string;
}

export interface Broadcast {
  channel: string;
  audience: BroadcastAudience;
  payload: unknown;
}

const dataSchema = z.object({
  operatorId: z.string().optional(),
  gameSymbol: z.string().optional(),
  payload: z.unknown(),
});

export function encodeBroadcast(broadcast: Broadcast): OutgoingBusEvent {
  const { channel, audience, payload } = broadcast;
  if (!BROADCAST_CHANNEL.test(channel)) throw new Error(`not a valid broadcast channel: ${JSON.stringify(channel)}`);
  if (payload === undefined) throw new Error("a broadcast needs a payload");
  const data = JSON.stringify({ operatorId: audience.operatorId, gameSymbol: audience.gameSymbol, payload });
  if (Buffer.byteLength(data) > MAX_BROADCAST_PAYLOAD_BYTES)
    throw new Error(`broadcast on ${channel} is larger than ${MAX_BROADCAST_PAYLOAD_BYTES} bytes`);
  return { key: channel, data };
}

/** The broadcast of one bus event; null for anything that is not ours. */
export function decodeBroadcast(event: BusEvent): Broadcast | null {
  if (!event.subject.startsWith(`${BROADCAST_TOPIC}.`)) return null;
  const channel = event.subject.slice(BROADCAST_TOPIC.length + 1);
  if (!BROADCAST_CHANNEL.test(channel)) return null;
  try {
    const parsed = dataSchema.safeParse(JSON.parse(event.data));
    if (!parsed.success || parsed.data.payload === undefined) return null;
    const { operatorId, gameSymbol, payload } = parsed.data;
    return { channel, audience: { operatorId, gameSymbol }, payload };
  } catch {
    return null;
  }
}

/** The coalescing key: a channel's updates for one audience replace each other. */
export function broadcastKey(broadcast: Broadcast): string {
  return `${broadcast.channel}\n${broadcast.audience.operatorId ?? "*"}\n${broadcast.audience.gameSymbol ?? "*"}`;
}

/** Whether a page of this operator's game is in the audience. */
export function inAudience(audience: BroadcastAudience, page: { operatorId: string; gameSymbol: string }): boolean {
  return (
    (audience.operatorId === undefined || audience.operatorId === page.operatorId) &&
    (audience.gameSymbol === undefined || audience.gameSymbol === page.gameSymbol)
  );
}
