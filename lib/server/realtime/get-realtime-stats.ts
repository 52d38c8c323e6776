import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { liveInstanceCutoff } from "./realtime-settings";

// Live figures for the console dashboard, across all instances.

export interface RealtimeStats {
  /** Launch sessions that can still be played (not expired, not ended). */
  liveSessions: number;
  /** Open game-page event streams on live instances. */
  sseSubscribers: number;
  /** Sessions with at least one open stream. */
  sessionsWithSubscribers: number;
  /** App instances whose heartbeat is current. */
  liveInstances: number;
}

export async function getRealtimeStats(): Promise<RealtimeStats> {
  const now = new Date();
  const liveInstance = { heartbeatAt: { gt: liveInstanceCutoff(now) } };
  const [liveSessions, sseSubscribers, sessionsWithSubscribers, liveInstances] = await Promise.all([
    prisma.launchSession.count({ where: { terminatedAt: null, expiresAt: { gt: now } } }),
    prisma.realtimeSubscription.count({ where: { instance: liveInstance } }),
    prisma.launchSession.count({ where: { subscriptions: { some: { instance: liveInstance } } } }),
    prisma.realtimeInstance.count({ where: liveInstance }),
  ]);
  return { liveSessions, sseSubscribers, sessionsWithSubscribers, liveInstances };
}
