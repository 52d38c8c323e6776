import "server-only";
import {
  runtimeCookieName,
  SESSION_ID_PATTERN,
  type GamePageUnavailableReason,
  type RuntimeGame,
  type RuntimeSession,
} from "@/lib/contract/runtime-api";
import { playableGame } from "@/lib/server/games/runtime-game";
import {
  cookieTokenMatches,
  findRuntimeSession,
  runtimeSessionView,
  runtimeSessionProfile,
  sessionUnavailableReason,
} from "./runtime-session";

// For the game page (app/game/[sessionId]/page.tsx, a server component): the session and game to render when
// the browser's session cookie is valid, else why not. Read-only: the page's first state request is the
// activity that extends the session. The balance is not included, so the page renders without waiting for the
// operator's wallet.

export type GamePageSession =
  | {
      status: "active";
      session: RuntimeSession;
      game: RuntimeGame;
      /** The session's operator (not in the page's view: which pools it feeds is read by it). */
      operatorId: string;
      /** Whether the session's jurisdiction profile lets its rounds feed jackpots (else the page shows none). */
      jackpotsAllowed: boolean;
    }
  | {
      status: "unavailable";
      reason: GamePageUnavailableReason;
      /** Known when the session is: the launch's language and lobby URL for the "session expired" view. */
      lang: string | null;
      returnUrl: string | null;
    };

/** The part of Next's cookies() this helper reads. */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

export async function loadGamePageSession(options: {
  sessionId: string;
  cookies: CookieReader;
}): Promise<GamePageSession> {
  const { sessionId } = options;
  const missing = { status: "unavailable", reason: "missing", lang: null, returnUrl: null } as const;
  if (!SESSION_ID_PATTERN.test(sessionId)) return missing;
  const cookieToken = options.cookies.get(runtimeCookieName(sessionId))?.value;
  if (!cookieToken) return missing;
  const session = await findRuntimeSession(sessionId);
  if (!session || !cookieTokenMatches(cookieToken, session.cookieTokenHash)) return missing;
  const reason = sessionUnavailableReason(session);
  if (reason) return { status: "unavailable", reason, lang: session.lang, returnUrl: session.returnUrl };
  return {
    status: "active",
    session: runtimeSessionView(session),
    game: playableGame(session).view,
    operatorId: session.operatorId,
    jackpotsAllowed: runtimeSessionProfile(session).jackpotsAllowed,
  };
}
