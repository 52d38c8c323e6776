import type { Metadata } from "next";
import { headers } from "next/headers";
import { UnavailableCard } from "@/lib/game/ui/session-unavailable";
import { gameMessages, langFromAcceptLanguage } from "@/lib/i18n/game-messages";

// A replay link that is not valid: altered, expired, revoked, or of no replayable round. One message for all, so
// the page says nothing about which rounds exist.

export const metadata: Metadata = { referrer: "no-referrer", robots: { index: false, follow: false } };

export default async function ReplayNotFound() {
  const messages = gameMessages(langFromAcceptLanguage((await headers()).get("accept-language")));
  return (
    <div className="gp-page-unavailable" lang={messages.langTag}>
      <title>{messages.replayInvalidTitle}</title>
      <UnavailableCard
        title={messages.replayInvalidTitle}
        body={messages.replayInvalidBody}
        testId="replay-invalid"
        reason="invalid"
      />
    </div>
  );
}
