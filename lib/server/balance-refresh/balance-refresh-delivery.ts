import { signalBalanceRefresh } from "@/lib/server/realtime/signal-balance-refresh";

// How a balance-refresh signal reaches open game pages. A delivery takes the matched sessions and reports, per
// session id, how many live subscribers (open game pages, on any instance) received the signal. The realtime hub
// counts them in realtime_subscriptions and signals every instance (PostgreSQL NOTIFY, or in-process on PGlite).

export interface BalanceRefreshSignal {
  operatorId: string;
  externalPlayerId: string;
  requestId: string;
  reason: string;
  sessionIds: string[];
}

/** Subscribers reached per session id; a session missing from the map reached none. */
export type BalanceRefreshDelivery = (signal: BalanceRefreshSignal) => Promise<ReadonlyMap<string, number>>;

export const deliverBalanceRefresh: BalanceRefreshDelivery = signalBalanceRefresh;
