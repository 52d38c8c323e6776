import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { GameClient } from "@/lib/game/ui/game-client";
import { SessionUnavailable } from "@/lib/game/ui/session-unavailable";
import { gameMessages, langFromAcceptLanguage } from "@/lib/i18n/game-messages";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { loadGamePageSession } from "@/lib/server/runtime/load-game-page-session";
import { listSessionJackpots } from "@/lib/server/jackpots/list-session-jackpots";

// GET /game/<sessionId> — the launched game (the clean URL the launch exchange redirects to). The session
// cookie decides: a playable session renders the slot (with the jackpot pools it feeds), anything else the
// localized "session expired" view.

type GamePageProps = { params: Promise<{ sessionId: string }> };

// Metadata and the page share one lookup per request.
const loadSession = cache(async (sessionId: string) => loadGamePageSession({ sessionId, cookies: await cookies() }));

async function pageLang(result: Awaited<ReturnType<typeof loadSession>>): Promise<string> {
  if (result.status === "active") return result.session.lang;
  return result.lang ?? langFromAcceptLanguage((await headers()).get("accept-language"));
}

export async function generateMetadata({ params }: GamePageProps): Promise<Metadata> {
  const result = await loadSession((await params).sessionId);
  const title =
    result.status === "active" ? result.session.title : gameMessages(await pageLang(result)).documentTitleUnavailable;
  // The game page never leaks its address (a session id) to the lobby or anyone it links to.
  return { title, referrer: "no-referrer", robots: { index: false, follow: false } };
}

export default async function GamePage({ params }: GamePageProps) {
  const result = await loadSession((await params).sessionId);
  if (result.status === "unavailable") {
    const messages = gameMessages(await pageLang(result));
    return (
      <div className="gp-page-unavailable" lang={messages.langTag}>
        <SessionUnavailable reason={result.reason} messages={messages} returnUrl={result.returnUrl} />
      </div>
    );
  }
  // The ticker starts from the pools' amounts now; their broadcasts move it from there.
  const jackpots = await listSessionJackpots({
    operatorId: result.operatorId,
    gameSymbol: result.session.symbol,
    currency: result.session.currency,
    demo: result.session.mode === "demo",
    jackpotsAllowed: result.jackpotsAllowed,
  });
  return (
    <GameClient
      session={result.session}
      game={result.game}
      currencyExponent={currencyExponent(result.session.currency)}
      jackpots={jackpots}
    />
  );
}
