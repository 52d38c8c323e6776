import { z } from "zod";
import type { BusEvent, OutgoingBusEvent } from "@/lib/server/event-bus/bus-messages";

// Signals between app instances, on the event bus's topic gp.realtime: one event per session (subject
// gp.realtime.<session id>), so a page that reconnects reads its own session's events alone. They carry ids and
// the refresh's short labels only, never a balance or player data: each instance fetches what it shows through
// the signed wallet callback.

export const REALTIME_TOPIC = "gp.realtime";

const signalDataSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("balance"), requestId: z.string(), reason: z.string() }),
  z.object({ kind: z.literal("session"), state: z.enum(["ended", "expired"]) }),
]);
type SignalData = z.infer<typeof signalDataSchema>;
export type RealtimeSignal = SignalData & { sessionIds: string[] };

export function encodeRealtimeSignal(signal: RealtimeSignal): OutgoingBusEvent[] {
  const { sessionIds, ...data } = signal;
  const encoded = JSON.stringify(data);
  return sessionIds.map((sessionId) => ({ key: sessionId, data: encoded }));
}

/** The signal of one bus event, for its one session; null for anything that is not ours. */
export function decodeRealtimeSignal(event: BusEvent): RealtimeSignal | null {
  const sessionId = event.subject.slice(REALTIME_TOPIC.length + 1);
  if (!event.subject.startsWith(`${REALTIME_TOPIC}.`) || !sessionId) return null;
  try {
    const parsed = signalDataSchema.safeParse(JSON.parse(event.data));
    return parsed.success ? { ...parsed.data, sessionIds: [sessionId] } : null;
  } catch {
    return null;
  }
}
