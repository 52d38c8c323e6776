import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { RuntimeSession } from "@/lib/contract/runtime-api";
import { versionedCache } from "@/lib/server/cache/versioned-cache";
import type { LaunchSession } from "@/lib/server/db/generated/client";
import { directQuery, utcTimeColumn } from "@/lib/server/db/direct-sql";
import { prisma, type Prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { runtimeGameQuery } from "@/lib/server/games/runtime-game";
import { hashLaunchToken } from "@/lib/server/launch/launch-token";
import { launchSessionTtlSeconds, realityCheckMinuteMs } from "@/lib/server/launch/launch-settings";
import { sessionProfile, type JurisdictionProfile } from "@/lib/contract/jurisdiction-profiles";

// A launch session as the game runtime sees it: the row with its game and provider, why it may no longer be
// played, the cookie check, and the sliding expiry that every state and spin request moves forward.

export const runtimeSessionInclude = { game: runtimeGameQuery } satisfies Prisma.LaunchSessionInclude;

export type RuntimeSessionRecord = Prisma.LaunchSessionGetPayload<{ include: typeof runtimeSessionInclude }> & {
  /** The operator's assigned jurisdiction profile, read with the session (a change applies to the next request). */
  operatorJurisdiction: string | null;
};

export type SessionUnavailableReason = "expired" | "ended";

// Every runtime request reads its session: the row is one prepared statement (direct-sql.ts), its game (maths
// included) comes from an in-process cache under the provider API cache version, which any change to games or
// providers moves on every instance.
const runtimeGames = versionedCache<RuntimeSessionRecord["game"] | null>("runtime-games", 1024);

const SESSION_ROW = {
  name: "gp_runtime_session_v2",
  text: `SELECT id, operator_id AS "operatorId", game_id AS "gameId", external_player_id AS "externalPlayerId", currency::text AS currency,
      lang, coin, device::text AS device, return_url AS "returnUrl", launch_token_hash AS "launchTokenHash",
      ${utcTimeColumn("launch_token_exchanged_at", "launchTokenExchangedAt")}, cookie_token_hash AS "cookieTokenHash",
      ${utcTimeColumn("expires_at", "expiresAt")}, ${utcTimeColumn("last_activity_at", "lastActivityAt")},
      ${utcTimeColumn("terminated_at", "terminatedAt")}, ${utcTimeColumn("created_at", "createdAt")}, ${utcTimeColumn("updated_at", "updatedAt")},
      jurisdiction, reality_check_minutes AS "realityCheckMinutes", ${utcTimeColumn("last_spin_started_at", "lastSpinStartedAt")},
      (SELECT o.jurisdiction FROM operators o WHERE o.id = launch_sessions.operator_id) AS "operatorJurisdiction",
      mode::text AS mode, rtp_variant AS "rtpVariant", demo_balance_minor::text AS "demoBalanceMinor"
    FROM launch_sessions WHERE id = $1`,
};

type SessionTimeField =
  | "launchTokenExchangedAt"
  | "expiresAt"
  | "lastActivityAt"
  | "terminatedAt"
  | "createdAt"
  | "updatedAt"
  | "lastSpinStartedAt";
type SessionRow = Omit<LaunchSession, SessionTimeField | "demoBalanceMinor"> &
  Record<SessionTimeField, string | null> & { operatorJurisdiction: string | null; demoBalanceMinor: string | null };

const date = (text: string | null) => (text === null ? null : new Date(text));

export async function findRuntimeSession(sessionId: string): Promise<RuntimeSessionRecord | null> {
  const [row] = await directQuery<SessionRow>(SESSION_ROW, [sessionId], "fast");
  if (!row) return null;
  const game = await runtimeGames.readThrough(
    row.gameId,
    () => prisma.game.findUnique({ where: { id: row.gameId }, ...runtimeSessionInclude.game }),
    (found) => found !== null,
  );
  // The session's game cannot be deleted without it (cascade), so a miss is a deletion racing this read.
  if (!game) return null;
  return {
    ...row,
    launchTokenExchangedAt: date(row.launchTokenExchangedAt),
    expiresAt: date(row.expiresAt)!,
    lastActivityAt: date(row.lastActivityAt)!,
    terminatedAt: date(row.terminatedAt),
    createdAt: date(row.createdAt)!,
    updatedAt: date(row.updatedAt)!,
    lastSpinStartedAt: date(row.lastSpinStartedAt),
    demoBalanceMinor: row.demoBalanceMinor === null ? null : BigInt(row.demoBalanceMinor),
    game,
  };
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

const EXTEND_SESSION = {
  name: "gp_runtime_session_extend_v1",
  text: `UPDATE launch_sessions SET expires_at = $2::timestamp(3), last_activity_at = $3::timestamp(3), updated_at = $3::timestamp(3)
    WHERE id = $1 AND terminated_at IS NULL AND expires_at > $3::timestamp(3) RETURNING id`,
};

/**
 * Activity keeps the session alive: expires_at becomes now + LAUNCH_SESSION_TTL_SECONDS. Only a session that is
 * still playable is extended, so a request racing the expiry or a termination gets the clear 410.
 */
export async function extendRuntimeSession(sessionId: string, now = new Date()): Promise<Date> {
  const expiresAt = new Date(now.getTime() + launchSessionTtlSeconds() * 1000);
  const extended = await directQuery(
    EXTEND_SESSION,
    [sessionId, expiresAt.toISOString(), now.toISOString()],
    "durable",
  );
  if (extended.length === 0) {
    const session = await prisma.launchSession.findUnique({
      where: { id: sessionId },
      select: { terminatedAt: true, expiresAt: true },
    });
    throw unavailableError(session ? (sessionUnavailableReason(session, now) ?? "expired") : "expired");
  }
  return expiresAt;
}

export function runtimeSessionView(session: RuntimeSessionRecord, now = new Date()): RuntimeSession {
  const profile = runtimeSessionProfile(session);
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
    rules: {
      profile,
      realityCheckIntervalMs:
        profile.realityCheckMinutes === null ? null : profile.realityCheckMinutes * realityCheckMinuteMs(),
      playedMs: Math.max(0, now.getTime() - playStartedAt(session).getTime()),
    },
    mode: session.mode,
  };
}

/** The profile the session plays under: the operator's, made stricter by the launch's jurisdiction and reality-check interval. */
export function runtimeSessionProfile(session: RuntimeSessionRecord): JurisdictionProfile {
  return sessionProfile({
    operatorJurisdiction: session.operatorJurisdiction,
    launchJurisdiction: session.jurisdiction,
    launchRealityCheckMinutes: session.realityCheckMinutes,
  });
}

/** Since when the player has been playing this launch: the launch token's exchange (a new launch starts anew). */
export function playStartedAt(session: Pick<RuntimeSessionRecord, "launchTokenExchangedAt" | "updatedAt">): Date {
  return session.launchTokenExchangedAt ?? session.updatedAt;
}

/** A demo session's virtual balance as decimal text in its currency. */
export function demoBalance(session: Pick<RuntimeSessionRecord, "currency" | "demoBalanceMinor">): string {
  return formatMinorUnits(session.demoBalanceMinor ?? 0n, currencyExponent(session.currency));
}
