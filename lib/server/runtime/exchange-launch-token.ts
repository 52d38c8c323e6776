import "server-only";
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/server/db/prisma";
import { hashLaunchToken } from "@/lib/server/launch/launch-token";
import { launchSessionTtlSeconds } from "@/lib/server/launch/launch-settings";
import { sessionUnavailableReason } from "./runtime-session";

// Opening launch_url: the one-time launch token becomes the browser's session cookie. The token works once
// (its hash is cleared in the same conditional update that stores the cookie's hash, so two concurrent opens
// cannot both succeed); the cookie token is 32 fresh random bytes of which only the SHA-256 is stored.

// 32 bytes in base64url, as createLaunchToken issues them.
const LAUNCH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const COOKIE_TOKEN_BYTES = 32;

export type LaunchExchange =
  | { ok: true; sessionId: string; cookieToken: string; expiresAt: Date }
  | {
      ok: false;
      /** invalid: unknown, tampered, already exchanged, or for another game. */
      reason: "expired" | "ended" | "invalid";
      /** Known when the token names a session: its language and lobby URL. */
      lang: string | null;
      returnUrl: string | null;
      /** Known when the token names a session: whose lobbies may frame the answer page. */
      operatorId: string | null;
    };

export async function exchangeLaunchToken(options: { symbol: string; token: string | null }): Promise<LaunchExchange> {
  const invalid = { ok: false, reason: "invalid", lang: null, returnUrl: null, operatorId: null } as const;
  if (!options.token || !LAUNCH_TOKEN_PATTERN.test(options.token)) return invalid;
  const tokenHash = hashLaunchToken(options.token);
  const session = await prisma.launchSession.findUnique({
    where: { launchTokenHash: tokenHash },
    select: {
      id: true,
      operatorId: true,
      lang: true,
      returnUrl: true,
      expiresAt: true,
      terminatedAt: true,
      launchTokenExchangedAt: true,
      game: { select: { symbol: true, slug: true } },
    },
  });
  if (!session) return invalid;
  const known = { lang: session.lang, returnUrl: session.returnUrl, operatorId: session.operatorId };
  if (
    session.launchTokenExchangedAt ||
    (options.symbol !== session.game.symbol && options.symbol !== session.game.slug)
  ) {
    return { ok: false, reason: "invalid", ...known };
  }
  const now = new Date();
  const unavailable = sessionUnavailableReason(session, now);
  if (unavailable) return { ok: false, reason: unavailable, ...known };

  const cookieToken = randomBytes(COOKIE_TOKEN_BYTES).toString("base64url");
  const expiresAt = new Date(now.getTime() + launchSessionTtlSeconds() * 1000);
  const { count } = await prisma.launchSession.updateMany({
    where: {
      id: session.id,
      launchTokenHash: tokenHash,
      launchTokenExchangedAt: null,
      terminatedAt: null,
      expiresAt: { gt: now },
    },
    data: {
      launchTokenExchangedAt: now,
      cookieTokenHash: hashLaunchToken(cookieToken),
      expiresAt,
      lastActivityAt: now,
    },
  });
  // Another request exchanged the token (or ended the session) in between.
  if (count === 0) return { ok: false, reason: "invalid", ...known };
  return { ok: true, sessionId: session.id, cookieToken, expiresAt };
}
