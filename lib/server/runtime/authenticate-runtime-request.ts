import "server-only";
import { runtimeCookieName, SESSION_ID_PATTERN } from "@/lib/contract/runtime-api";
import { AppError } from "@/lib/base/errors";
import { refuseCrossSiteRequest } from "@/lib/server/http/forwarded-headers";
import {
  cookieTokenMatches,
  findRuntimeSession,
  sessionUnavailableReason,
  unavailableError,
  type RuntimeSessionRecord,
} from "./runtime-session";

// The runtime API serves only the launched game in the player's browser (docs/decisions.md, "The game runtime's
// paths"): it authenticates with the session cookie and nothing else, refuses operator API keys outright (a server
// calling the runtime is a misuse of the contract), and refuses requests another site's page makes in the
// player's browser (the cookie would ride along with them).

const API_KEY_HEADERS = ["x-provider-api-key", "x-api-key"];

/** Any Authorization except Basic, which a browser sends on its own to a site behind HTTP basic auth (staging). */
function carriesAuthorizationKey(headers: Headers): boolean {
  const authorization = headers.get("authorization");
  return authorization !== null && !/^Basic\s/i.test(authorization.trim());
}

export interface RuntimeRequestFacts {
  sessionId: string;
  headers: Headers;
  /** The value of the cookie gp_rt_<sessionId>, if the browser sent one. */
  cookieToken: string | null | undefined;
}

export async function authenticateRuntimeRequest(request: RuntimeRequestFacts): Promise<RuntimeSessionRecord> {
  const { sessionId, headers } = request;
  if (API_KEY_HEADERS.some((name) => headers.has(name)) || carriesAuthorizationKey(headers)) {
    throw new AppError(
      "forbidden",
      "The game runtime does not accept operator API keys; it is called only by the launched game in the player's browser",
    );
  }
  refuseCrossSiteRequest(headers, "the game runtime");
  if (!SESSION_ID_PATTERN.test(sessionId)) throw new AppError("unauthenticated", "Unknown game session");
  if (!request.cookieToken) {
    throw new AppError(
      "unauthenticated",
      `No game session cookie (${runtimeCookieName(sessionId)}); open the game through its launch URL`,
    );
  }
  const session = await findRuntimeSession(sessionId);
  if (!session || !cookieTokenMatches(request.cookieToken, session.cookieTokenHash)) {
    throw new AppError(
      "unauthenticated",
      "The game session cookie is not valid for this session; open the game through its launch URL",
    );
  }
  const reason = sessionUnavailableReason(session);
  if (reason) throw unavailableError(reason);
  return session;
}
