import { Redis } from "ioredis";
import { connect, consumerOpts, type JetStreamSubscription } from "nats";

// The reading side of the bus comparison (bus-compare-bench.ts): one subscriber connection, as an app instance
// holds one, on either engine. Used by the subscriber processes (bus-subscriber-process.ts) and by the resuming
// reader in the bench process.

export type BusEngine = "nats" | "redis";

export const NATS_STREAM = "BENCH_BUS_COMPARE";
export const NATS_SUBJECTS = "benchbus.>";
export const REDIS_KEY = "bench:bus-compare";
// Entries per XREAD reply: a reader behind by more catches up in batches of this size.
const REDIS_READ_BATCH = 1000;

export interface BusReader {
  /** Delivers every event after the given id (a stream sequence or a Redis entry id), in order, from now on. */
  follow(afterId: string, onEvent: (id: string, subject: string, data: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** Milliseconds on the machine's monotonic clock, the same in every process (publish and arrival times). */
export const clockMs = () => Number(process.hrtime.bigint()) / 1e6;

/** The event's number, carried in its request id ("bus-<n>"). */
export function eventIndex(data: string): number {
  return Number((JSON.parse(data) as { requestId: string }).requestId.slice(4));
}

/** A reader on a connection of its own, connected. */
export async function openBusReader(options: { engine: BusEngine; url: string }): Promise<BusReader> {
  return options.engine === "nats" ? openNatsReader(options.url) : openRedisReader(options.url);
}

async function openNatsReader(url: string): Promise<BusReader> {
  const connection = await connect({ servers: url, name: `bench-bus-compare-reader-${process.pid}` });
  let subscription: JetStreamSubscription | null = null;
  return {
    async follow(afterId, onEvent) {
      // As nats-transport.ts subscribes: an ordered consumer from the sequence after the last one seen.
      const options = consumerOpts()
        .orderedConsumer()
        .startSequence(Number(afterId) + 1)
        .callback((error, message) => {
          if (error || !message) return;
          onEvent(String(message.seq), message.subject, message.string());
        });
      subscription = await connection.jetstream().subscribe(NATS_SUBJECTS, options);
    },
    async close() {
      subscription?.unsubscribe();
      await connection.close();
    },
  };
}

async function openRedisReader(url: string): Promise<BusReader> {
  // A blocking XREAD holds its connection: one per reader.
  const connection = new Redis(url, { maxRetriesPerRequest: null });
  await connection.ping();
  let closed = false;
  return {
    async follow(afterId, onEvent) {
      let last = afterId;
      void (async () => {
        while (!closed) {
          const reply = await connection
            .xread("COUNT", REDIS_READ_BATCH, "BLOCK", 0, "STREAMS", REDIS_KEY, last)
            .catch((error: unknown) => {
              if (closed) return null;
              throw error;
            });
          for (const [, entries] of reply ?? []) {
            for (const [id, fields] of entries) {
              last = id;
              onEvent(id, fields[1] ?? "", fields[3] ?? "");
            }
          }
        }
      })().catch((error: unknown) => console.error("Redis reader stopped:", error));
    },
    async close() {
      closed = true;
      connection.disconnect();
    },
  };
}
