import type { ReactElement, ReactNode } from "react";
import type { GamePageUnavailableReason } from "@/lib/contract/runtime-api";
import type { GameMessages } from "@/lib/i18n/game-messages";
import { safeLobbyUrl } from "@/lib/base/lobby-url";

// Why the game cannot be played (expired, ended by the casino, or not this browser's session) and the way back
// to the lobby. Rendered by the game page's server component, and by the playing page when the session ends.

const TEXTS: Record<GamePageUnavailableReason, { title: keyof GameMessages; body: keyof GameMessages }> = {
  expired: { title: "sessionExpiredTitle", body: "sessionExpiredBody" },
  ended: { title: "sessionEndedTitle", body: "sessionEndedBody" },
  missing: { title: "sessionMissingTitle", body: "sessionMissingBody" },
};

export function SessionUnavailable(props: {
  reason: GamePageUnavailableReason;
  messages: GameMessages;
  returnUrl: string | null;
}): ReactElement {
  const { reason, messages } = props;
  const lobby = safeLobbyUrl(props.returnUrl);
  return (
    <UnavailableCard
      title={messages[TEXTS[reason].title]}
      body={messages[TEXTS[reason].body]}
      testId="session-unavailable"
      reason={reason}
    >
      {lobby ? (
        <a
          className="gp-button gp-button-primary"
          href={lobby}
          target="_top"
          rel="noreferrer"
          data-testid="return-to-lobby"
        >
          {messages.returnToLobby}
        </a>
      ) : null}
    </UnavailableCard>
  );
}

/** The card of a page that cannot be shown (also the invalid replay link's page). */
export function UnavailableCard(props: {
  title: string;
  body: string;
  testId: string;
  reason: string;
  children?: ReactNode;
}): ReactElement {
  return (
    <div
      className="gp-unavailable"
      role="alertdialog"
      aria-labelledby="gp-unavailable-title"
      aria-describedby="gp-unavailable-body"
      data-testid={props.testId}
      data-reason={props.reason}
    >
      <div className="gp-unavailable-card">
        <svg className="gp-unavailable-icon" viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="28" fill="none" stroke="currentColor" strokeWidth="4" />
          <path
            d="M32 16 L32 34 L44 40"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1 id="gp-unavailable-title">{props.title}</h1>
        <p id="gp-unavailable-body">{props.body}</p>
        {props.children}
      </div>
    </div>
  );
}
