import "server-only";
import { publishBusEvents } from "@/lib/server/event-bus/event-bus";
import { BROADCAST_TOPIC, encodeBroadcast, type BroadcastAudience } from "./broadcast-message";

/**
 * Sends an update of a broadcast channel (a jackpot ticker, a leaderboard) to every open game page of its audience
 * on every instance. Publish as often as the value changes: each instance hands a page at most one update of the
 * channel per second, the latest (realtime-hub.ts), so a busy publisher costs the pages nothing more. An update
 * is not kept for pages that open or reconnect later: they get the next one. Needs no running hub, so tools can
 * publish too. Throws event_bus_unavailable (503) while NATS cannot be reached; a channel that is not a bus key
 * or a payload over 4000 bytes is a programming error (Error).
 */
export async function publishBroadcast(options: {
  /** Lower-case letters, digits, "-" and "_" (e.g. "jackpot-mega"); the page sees it in the event. */
  channel: string;
  /** Whose pages receive it: one operator's, one game's, both narrowed, or (empty) every open page. */
  audience?: BroadcastAudience;
  /** Any JSON value; the page receives it as is. */
  payload: unknown;
}): Promise<void> {
  const { channel, audience = {}, payload } = options;
  await publishBusEvents(BROADCAST_TOPIC, [encodeBroadcast({ channel, audience, payload })]);
}
