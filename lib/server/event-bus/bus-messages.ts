// The bus's wire shapes, independent of any transport. An event's subject is its topic and a key
// ("gp.realtime.<player key>"), so a reader can ask JetStream for one key's events alone.

export interface BusEvent {
  subject: string;
  data: string;
  /** The JetStream stream sequence; null on transports that keep no history (LISTEN/NOTIFY, in-process). */
  sequence: number | null;
}

/** A subject's events after a sequence, up to the stream's last sequence when they were read. */
export interface MissedBusEvents {
  events: BusEvent[];
  upTo: number;
}

export interface OutgoingBusEvent {
  key: string;
  data: string;
}

// A key is one NATS subject token: no dots, wildcards or white space.
const KEY = /^[A-Za-z0-9_-]+$/;

export function busSubject(topic: string, key: string): string {
  if (!KEY.test(key)) throw new Error(`not a valid event bus key: ${JSON.stringify(key)}`);
  return `${topic}.${key}`;
}

/** The topic's LISTEN/NOTIFY channel ("gp.cache.version" → gp_cache_version). */
export function notifyChannel(topic: string): string {
  return topic.replaceAll(".", "_");
}

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well below.
const MAX_NOTIFY_BYTES = 7000;

/** Events of one topic as few NOTIFY payloads as fit under the limit: each a JSON array of [key, data]. */
export function encodeNotifyPayloads(events: OutgoingBusEvent[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let bytes = 2; // the brackets
  for (const { key, data } of events) {
    const entry = JSON.stringify([key, data]);
    const entryBytes = Buffer.byteLength(entry) + 1; // and its comma
    if (batch.length && bytes + entryBytes > MAX_NOTIFY_BYTES) {
      payloads.push(`[${batch.join(",")}]`);
      batch = [];
      bytes = 2;
    }
    batch.push(entry);
    bytes += entryBytes;
  }
  if (batch.length) payloads.push(`[${batch.join(",")}]`);
  return payloads;
}

/** The events of a NOTIFY payload written by encodeNotifyPayloads; none for anything else. */
export function decodeNotifyPayload(topic: string, payload: string): BusEvent[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) =>
    Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string"
      ? [{ subject: `${topic}.${entry[0]}`, data: entry[1], sequence: null }]
      : [],
  );
}

/** A Last-Event-ID that names a bus sequence (a whole number), or null. */
export function parseBusSequence(text: string | null): number | null {
  if (text === null || !/^\d{1,15}$/.test(text.trim())) return null;
  return Number(text.trim());
}
