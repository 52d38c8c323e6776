import { positiveIntegerSetting } from "@/lib/base/env-setting";

// Figures of the balance-refresh streams (README documents each variable).

export interface RealtimeSettings {
  /** A comment line on every open stream at least this often, so proxies keep it open (REALTIME_HEARTBEAT_SECONDS, 15). */
  heartbeatSeconds: number;
  /** Open streams allowed per game session across all instances (REALTIME_MAX_STREAMS_PER_SESSION, 5). */
  maxStreamsPerSession: number;
  /** How often an instance proves it is alive in realtime_instances (REALTIME_INSTANCE_HEARTBEAT_SECONDS, 10). */
  instanceHeartbeatSeconds: number;
  /** An instance silent this long is dead: its streams no longer count (REALTIME_INSTANCE_STALE_SECONDS, 30). */
  instanceStaleSeconds: number;
  /** The reconnect delay the browser is told in the stream's retry field (REALTIME_RETRY_MS, 3000). */
  retryMs: number;
}

export function realtimeSettings(): RealtimeSettings {
  const settings = {
    heartbeatSeconds: positiveIntegerSetting("REALTIME_HEARTBEAT_SECONDS", 15),
    maxStreamsPerSession: positiveIntegerSetting("REALTIME_MAX_STREAMS_PER_SESSION", 5),
    instanceHeartbeatSeconds: positiveIntegerSetting("REALTIME_INSTANCE_HEARTBEAT_SECONDS", 10),
    instanceStaleSeconds: positiveIntegerSetting("REALTIME_INSTANCE_STALE_SECONDS", 30),
    retryMs: positiveIntegerSetting("REALTIME_RETRY_MS", 3000),
  };
  // A live instance must heartbeat well within the staleness window, or it would flicker between live and dead.
  settings.instanceStaleSeconds = Math.max(settings.instanceStaleSeconds, settings.instanceHeartbeatSeconds * 2);
  return settings;
}

/** Instances whose heartbeat is newer than this are alive. */
export function liveInstanceCutoff(now = new Date()): Date {
  return new Date(now.getTime() - realtimeSettings().instanceStaleSeconds * 1000);
}
