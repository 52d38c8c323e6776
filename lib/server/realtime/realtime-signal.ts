import { z } from "zod";

// Signals between app instances. PostgreSQL NOTIFY payloads carry ids only (and the refresh's short labels),
// never a balance or player data: each instance fetches what it shows through the signed wallet callback.

export const REALTIME_CHANNEL = "gp_realtime";
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well below.
const MAX_PAYLOAD_BYTES = 7000;

const realtimeSignalSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("balance"),
    sessionIds: z.array(z.string()),
    requestId: z.string(),
    reason: z.string(),
  }),
  z.object({
    kind: z.literal("session"),
    sessionIds: z.array(z.string()),
    state: z.enum(["ended", "expired"]),
  }),
]);
export type RealtimeSignal = z.infer<typeof realtimeSignalSchema>;

/** One or more payloads, each under the NOTIFY limit, that together name every session of the signal. */
export function encodeRealtimeSignal(signal: RealtimeSignal): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  const encode = (sessionIds: string[]) => JSON.stringify({ ...signal, sessionIds });
  for (const sessionId of signal.sessionIds) {
    if (batch.length && Buffer.byteLength(encode([...batch, sessionId])) > MAX_PAYLOAD_BYTES) {
      payloads.push(encode(batch));
      batch = [];
    }
    batch.push(sessionId);
  }
  if (batch.length) payloads.push(encode(batch));
  return payloads;
}

export function decodeRealtimeSignal(payload: string): RealtimeSignal | null {
  try {
    const parsed = realtimeSignalSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
