import "server-only";
import pg from "pg";
import { logger } from "@/lib/server/observability/logger";

// The LISTEN side of the bus on PostgreSQL: one dedicated connection per instance, listening on the channel of
// every topic it carries, reconnecting with backoff (1 s doubling to 30 s) when lost. Notifications sent while no
// connection listens are missed: LISTEN/NOTIFY keeps no history.

export interface DatabaseListener {
  /** Listens on one more channel (now, and after every reconnect); resolves with whether it listens now. */
  addChannel(channel: string): Promise<boolean>;
  isListening(): boolean;
}

export function startDatabaseListener(options: {
  url: string;
  channels: string[];
  onNotification(channel: string, payload: string): void;
  /** The connection came up (listening on every channel) or was lost. */
  onLink(listening: boolean): void;
}): Promise<DatabaseListener> {
  const channels = new Set(options.channels);
  let current: pg.Client | null = null;

  const listen = async () => {
    const client = new pg.Client({ connectionString: options.url });
    client.on("notification", (message) => {
      if (message.payload) options.onNotification(message.channel, message.payload);
    });
    let lost = false;
    const onLost = (why: unknown) => {
      if (lost) return;
      lost = true;
      if (current === client) {
        current = null;
        options.onLink(false);
      }
      client.end().catch(() => undefined);
      logger.error(
        { where: "event-bus", ...(why instanceof Error ? { err: why } : { reason: String(why) }) },
        "LISTEN connection lost; reconnecting",
      );
      scheduleListen(1000);
    };
    client.on("error", onLost);
    try {
      await client.connect();
      await client.query([...channels].map((channel) => `LISTEN ${channel};`).join(" "));
    } catch (error) {
      lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    client.on("end", () => onLost("connection ended"));
    // Lost already (its reconnect is scheduled): never mark a dead connection as listening.
    if (lost) return;
    current = client;
    options.onLink(true);
  };

  const scheduleListen = (delayMs: number) => {
    setTimeout(() => {
      listen().catch((error: unknown) => {
        const next = Math.min(delayMs * 2, 30_000);
        logger.error({ where: "event-bus", retry_in_ms: next, err: error }, "LISTEN reconnect failed");
        scheduleListen(next);
      });
    }, delayMs).unref();
  };

  return listen().then(() => ({
    async addChannel(channel) {
      channels.add(channel);
      // A failure here is a lost connection, whose reconnect listens on every channel.
      return current
        ? current.query(`LISTEN ${channel}`).then(
            () => true,
            () => false,
          )
        : false;
    },
    isListening: () => current !== null,
  }));
}
