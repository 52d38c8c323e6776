import { AppError } from "@/lib/base/errors";
import { positiveIntegerSetting } from "@/lib/base/env-setting";

// Which bus carries the events between instances (README documents each variable).

export interface EventBusSettings {
  /** NATS server(s) with JetStream, comma-separated (EVENT_BUS_URL); null: LISTEN/NOTIFY or in-process. */
  natsServers: string[] | null;
  /** How long the bus keeps events for pages that reconnect (EVENT_BUS_RETENTION_SECONDS, 300). */
  retentionSeconds: number;
}

export function eventBusSettings(): EventBusSettings {
  const raw = process.env.EVENT_BUS_URL?.trim();
  const natsServers = raw ? raw.split(",").map((server) => server.trim()) : null;
  for (const server of natsServers ?? []) {
    if (!/^(nats|tls):\/\/[^\s/]+\/?$/.test(server)) {
      throw new AppError(
        "configuration_error",
        "Server configuration error: EVENT_BUS_URL must be nats://host:port (or tls://), several separated by commas",
      );
    }
  }
  return { natsServers, retentionSeconds: positiveIntegerSetting("EVENT_BUS_RETENTION_SECONDS", 300) };
}
