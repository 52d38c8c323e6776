import "server-only";
import { runtimeCookieName, runtimePaths } from "@/lib/contract/runtime-api";
import { gameMessages, langFromAcceptLanguage, resolveGameLang } from "@/lib/i18n/game-messages";
import { frameAncestorsFor } from "@/lib/server/security/frame-ancestors";
import { logger } from "@/lib/server/observability/logger";
import { exchangeLaunchToken } from "./exchange-launch-token";
import { safeLobbyUrl } from "@/lib/base/lobby-url";
import { requestIsHttps } from "@/lib/server/security/content-security-policy";

// The answer to opening launch_url (GET /play/<symbol>?token=…). A good token sets the session cookie and sends
// the browser on with 303 to the clean /game/<sessionId>, so the token stays out of history, and with
// Referrer-Policy: no-referrer, out of referrers. Anything else (expired, ended, reused, tampered, unknown) gets
// a small localized "session expired" page with the way back to the lobby — never an error page.
//
// The cookie: HttpOnly, Path=/. Over https the game usually runs inside the operator's lobby iframe, a
// third-party context, so it is SameSite=None; Secure; Partitioned (CHIPS); over plain http (development)
// browsers refuse SameSite=None without Secure, so it is SameSite=Lax.

const PAGE_HEADERS = {
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
};

export async function launchExchangeResponse(options: { request: Request; symbol: string }): Promise<Response> {
  const { request, symbol } = options;
  const url = new URL(request.url);
  let exchange: Awaited<ReturnType<typeof exchangeLaunchToken>>;
  try {
    exchange = await exchangeLaunchToken({ symbol, token: url.searchParams.get("token") });
  } catch (error) {
    // Never the token or the URL: only the game symbol.
    logger.error({ where: "launch-exchange", symbol, err: error }, "launch exchange failed");
    const lang = langFromAcceptLanguage(request.headers.get("accept-language"));
    const messages = gameMessages(lang);
    return htmlPage({
      lang,
      title: messages.documentTitleUnavailable,
      body: messages.somethingWentWrong,
      returnUrl: null,
      status: 503,
      frameAncestors: "'none'",
    });
  }

  if (exchange.ok) {
    const cookie = [
      `${runtimeCookieName(exchange.sessionId)}=${exchange.cookieToken}`,
      "Path=/",
      "HttpOnly",
      ...(isHttps(request) ? ["Secure", "SameSite=None", "Partitioned"] : ["SameSite=Lax"]),
    ].join("; ");
    return new Response(null, {
      status: 303,
      headers: { ...PAGE_HEADERS, location: runtimePaths.gamePage(exchange.sessionId), "set-cookie": cookie },
    });
  }

  const lang = exchange.lang
    ? resolveGameLang(exchange.lang)
    : langFromAcceptLanguage(request.headers.get("accept-language"));
  const messages = gameMessages(lang);
  const ended = exchange.reason === "ended";
  return htmlPage({
    lang,
    title: ended ? messages.sessionEndedTitle : messages.sessionExpiredTitle,
    body: ended ? messages.sessionEndedBody : messages.sessionExpiredBody,
    returnUrl: exchange.returnUrl,
    returnLabel: messages.returnToLobby,
    // Gone for a session that is known to be over; unauthorized for a token that names no session (any more).
    status: exchange.reason === "invalid" ? 401 : 410,
    // Shown inside the operator's lobby iframe when the session is known (lib/server/security/frame-ancestors.ts).
    frameAncestors: await frameAncestorsFor(exchange.operatorId),
  });
}

function isHttps(request: Request): boolean {
  if (requestIsHttps(request)) return true;
  // The launch URL is built from GAME_BASE_URL: when that is https, the browser is on https.
  return process.env.GAME_BASE_URL?.trim().toLowerCase().startsWith("https://") ?? false;
}

function htmlPage(page: {
  lang: string;
  title: string;
  body: string;
  returnUrl: string | null;
  returnLabel?: string;
  status: number;
  frameAncestors: string;
}): Response {
  const lobby = safeLobbyUrl(page.returnUrl);
  const link =
    lobby && page.returnLabel
      ? `<a class="lobby" href="${escapeHtml(lobby)}" target="_top" rel="noreferrer">${escapeHtml(page.returnLabel)}</a>`
      : "";
  const html = `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(page.title)}</title>
<style>
  html,body{height:100%;margin:0}
  body{display:flex;align-items:center;justify-content:center;background:radial-gradient(circle at 50% 20%,#2b1d4f,#0d0a1a 70%);color:#f5f1ff;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
  main{max-width:28rem;margin:1.5rem;padding:2rem;text-align:center;background:rgba(255,255,255,.06);border:1px solid rgba(255,255,255,.14);border-radius:1rem}
  h1{margin:0 0 .75rem;font-size:1.5rem}
  p{margin:0 0 1.5rem;color:#d9d2f0}
  .lobby{display:inline-block;padding:.75rem 1.5rem;border-radius:999px;background:#f5b81b;color:#1d1405;font-weight:700;text-decoration:none}
  .lobby:focus-visible{outline:3px solid #fff;outline-offset:3px}
</style>
</head>
<body>
<main role="alert" data-testid="session-expired">
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.body)}</p>
${link}
</main>
</body>
</html>
`;
  return new Response(html, {
    status: page.status,
    headers: {
      ...PAGE_HEADERS,
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors ${page.frameAncestors}`,
    },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
