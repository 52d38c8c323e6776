// Next.js proxy: the Content-Security-Policy of every page, with a fresh nonce per request that Next.js puts on its
// own inline scripts. Game pages (/game/<sessionId>) may be framed by their session operator's lobbies (Operator.
// frameAncestors); round replays (/replay/<roundId>) by this app's own pages (the console's round lookup embeds
// them); every other page by nobody. API routes and static files get their headers from next.config.mjs.
// Provider and runtime API paths and the launch exchange (/play) reach the proxy only when they hold a "%", so that a
// path Next.js cannot decode gets a 400 (the contract's JSON on the API) instead of a bare 500, while ordinary
// requests there never pay for a proxy.
import { randomBytes } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { guardProviderApiRequest, pathDecodes } from "@/lib/server/http/provider-api-guard";
import { pageContentSecurityPolicy, requestIsHttps } from "@/lib/server/security/content-security-policy";
import { frameAncestorsForGameSession } from "@/lib/server/security/frame-ancestors";

const GAME_PAGE = /^\/game\/([^/]+)\/?$/;
const REPLAY_PAGE = /^\/replay\/[^/]+\/?$/;

function gameSessionIdOf(pathname: string): string | null {
  const segment = GAME_PAGE.exec(pathname)?.[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export async function proxy(request: NextRequest): Promise<Response> {
  if (request.nextUrl.pathname.startsWith("/api/")) return guardProviderApiRequest(request) ?? NextResponse.next();
  if (request.nextUrl.pathname.startsWith("/play/")) {
    // The launch exchange is a browser navigation: a plain page, not the API's JSON.
    if (pathDecodes(request.url)) return NextResponse.next();
    return new Response("Bad request: the path is not valid percent-encoded UTF-8.\n", {
      status: 400,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  }
  const nonce = randomBytes(16).toString("base64");
  const gameSessionId = gameSessionIdOf(request.nextUrl.pathname);
  const policy = pageContentSecurityPolicy({
    nonce,
    frameAncestors: gameSessionId
      ? await frameAncestorsForGameSession(gameSessionId)
      : REPLAY_PAGE.test(request.nextUrl.pathname)
        ? "'self'"
        : "'none'",
    https: requestIsHttps(request),
    development: process.env.NODE_ENV === "development",
  });
  // Next.js reads the nonce from the request's Content-Security-Policy header while rendering.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", policy);
  requestHeaders.set("x-nonce", nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not API routes, the probes, the launch exchange route (it sets its own policy) or static files.
      source: "/((?!api/|_next/static/|_next/image|favicon\\.ico$|robots\\.txt$|health$|ready$|metrics$|play/).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
    "/api/provider/:path(.*%.*)",
    "/api/runtime/:path(.*%.*)",
    "/play/:path(.*%.*)",
  ],
};
