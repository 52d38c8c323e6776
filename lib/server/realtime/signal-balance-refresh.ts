import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { busKeepsHistory } from "@/lib/server/event-bus/event-bus";
import { publishRealtimeSignal } from "./realtime-hub";
import { liveInstanceCutoff } from "./realtime-settings";

// A balance refresh reaching open game pages on every instance. The counts come from realtime_subscriptions of
// live instances: a stream is recorded there before its first byte and removed when it ends, so the count is the
// number of pages that receive this signal. Only sessions with subscribers are signalled, except on a bus that
// keeps its events (NATS): there every session is, so a page reconnecting meanwhile still gets the refresh.
// Throws event_bus_unavailable (503) while NATS cannot be reached: the operator may send the refresh again.

export interface BalanceRefreshSignal {
  operatorId: string;
  externalPlayerId: string;
  requestId: string;
  reason: string;
  sessionIds: string[];
}

/** Subscribers reached per session id; a session missing from the map reached none. */
export async function signalBalanceRefresh(signal: BalanceRefreshSignal): Promise<ReadonlyMap<string, number>> {
  const subscriptions = await prisma.realtimeSubscription.findMany({
    where: { sessionId: { in: signal.sessionIds }, instance: { heartbeatAt: { gt: liveInstanceCutoff() } } },
    select: { sessionId: true },
  });
  const reached = new Map<string, number>();
  for (const { sessionId } of subscriptions) reached.set(sessionId, (reached.get(sessionId) ?? 0) + 1);
  await publishRealtimeSignal({
    kind: "balance",
    operatorId: signal.operatorId,
    playerId: signal.externalPlayerId,
    sessionIds: busKeepsHistory() ? signal.sessionIds : [...reached.keys()],
    requestId: signal.requestId,
    reason: signal.reason,
  });
  return reached;
}
