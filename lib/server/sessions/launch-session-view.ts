import type { Prisma } from "@/lib/server/db/generated/client";
import { liveInstanceCutoff } from "@/lib/server/realtime/realtime-settings";

// A launch session as the console lists it: its state now, and how many game pages hold it open.

export type LaunchSessionState = "active" | "expired" | "ended";

export interface LaunchSessionView {
  id: string;
  operatorId: string;
  externalPlayerId: string;
  gameSymbol: string;
  gameTitle: string;
  currency: string;
  lang: string;
  device: string;
  state: LaunchSessionState;
  subscribers: number;
  createdAt: Date;
  lastActivityAt: Date;
  expiresAt: Date;
  terminatedAt: Date | null;
}

/** Joins for the view; streams count only on instances whose heartbeat is current. */
export function launchSessionViewSelect(now: Date) {
  return {
    id: true,
    operatorId: true,
    externalPlayerId: true,
    currency: true,
    lang: true,
    device: true,
    createdAt: true,
    lastActivityAt: true,
    expiresAt: true,
    terminatedAt: true,
    game: { select: { symbol: true, title: true } },
    _count: { select: { subscriptions: { where: { instance: { heartbeatAt: { gt: liveInstanceCutoff(now) } } } } } },
  } satisfies Prisma.LaunchSessionSelect;
}

type SelectedSession = Prisma.LaunchSessionGetPayload<{ select: ReturnType<typeof launchSessionViewSelect> }>;

export function sessionState(session: { terminatedAt: Date | null; expiresAt: Date }, now: Date): LaunchSessionState {
  if (session.terminatedAt) return "ended";
  return session.expiresAt > now ? "active" : "expired";
}

/** The where-clause of each state, the same rule as sessionState. */
export function sessionStateWhere(state: LaunchSessionState, now: Date): Prisma.LaunchSessionWhereInput {
  if (state === "ended") return { terminatedAt: { not: null } };
  return state === "active"
    ? { terminatedAt: null, expiresAt: { gt: now } }
    : { terminatedAt: null, expiresAt: { lte: now } };
}

export function toLaunchSessionView(session: SelectedSession, now: Date): LaunchSessionView {
  const { game, _count, ...rest } = session;
  return {
    ...rest,
    gameSymbol: game.symbol,
    gameTitle: game.title,
    state: sessionState(session, now),
    subscribers: session.terminatedAt ? 0 : _count.subscriptions,
  };
}
