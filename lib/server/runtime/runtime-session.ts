import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { RuntimeSession } from "@/lib/contract/runtime-api";
import { prisma, type Prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/server/errors";
import { hashLaunchToken } from "@/lib/server/launch/launch-token";
import { launchSessionTtlSeconds } from "@/lib/server/launch/launch-settings";

// A launch session as the game runtime sees it: the row with its game and provider, why it may no longer be
// played, the cookie check, and the sliding expiry that every state and spin request moves forward.

export const runtimeSessionInclude = {
  game: { include: { provider: { select: { name: true } } } },
} satisfies Prisma.LaunchSessionInclude;

export type RuntimeSessionRecord = Prisma.LaunchSessionGetPayload<{ include: typeof runtimeSessionInclude }>;

export type SessionUnavailableReason = "expired" | "ended";

export function findRuntimeSession(sessionId: string): Promise<RuntimeSessionRecord | null> {
  return prisma.launchSession.findUnique({ where: { id: sessionId }, include: runtimeSessionInclude });
}

/** Why the session can no longer be played, or null while it can. Terminated by staff wins over expired. */
export function sessionUnavailableReason(
  session: { terminatedAt: Date | null; expiresAt: Date },
  now = new Date(),
): SessionUnavailableReason | null {
  if (session.terminatedAt) return "ended";
  if (session.expiresAt.getTime() <= now.getTime()) return "expired";
  return null;
}

export function unavailableError(reason: SessionUnavailableReason): AppError {
  return reason === "ended"
    ? new AppError("session_ended", "This game session has been ended; start the game again from the lobby")
    : new AppError("session_expired", "This game session has expired; start the game again from the lobby");
}

/** Compares the presented cookie token with the stored hash in constant time. */
export function cookieTokenMatches(cookieToken: string | null | undefined, storedHash: string | null): boolean {
  if (!cookieToken || !storedHash) return false;
  const presented = Buffer.from(hashLaunchToken(cookieToken), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/**
 * Activity keeps the session alive: expires_at becomes now + LAUNCH_SESSION_TTL_SECONDS. Only a session that is
 * still playable is extended, so a request racing the expiry or a termination gets the clear 410.
 */
export async function extendRuntimeSession(sessionId: string, now = new Date()): Promise<Date> {
  const expiresAt = new Date(now.getTime() + launchSessionTtlSeconds() * 1000);
  const { count } = await prisma.launchSession.updateMany({
    where: { id: sessionId, terminatedAt: null, expiresAt: { gt: now } },
    data: { expiresAt, lastActivityAt: now },
  });
  if (count === 0) {
    const session = await prisma.launchSession.findUnique({ where: { id: sessionId }, select: { terminatedAt: true, expiresAt: true } });
    throw unavailableError(session ? (sessionUnavailableReason(session, now) ?? "expired") : "expired");
  }
  return expiresAt;
}

export function runtimeSessionView(session: RuntimeSessionRecord): RuntimeSession {
  return {
    id: session.id,
    symbol: session.game.symbol,
    title: session.game.title,
    provider: session.game.provider.name,
    currency: session.currency,
    lang: session.lang,
    device: session.device,
    returnUrl: session.returnUrl,
    expiresAt: session.expiresAt.toISOString(),
    coin: session.coin,
  };
}
