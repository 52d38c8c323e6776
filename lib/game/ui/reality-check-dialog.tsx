"use client";

import type { ReactElement } from "react";
import { formatMessage, type GameMessages } from "@/lib/i18n/game-messages";
import { ModalDialog } from "./modal-dialog";

// The reality check (UKGC RTS 13 and its like): play pauses every N minutes with the time played and the net
// position since the launch; the player continues or leaves (to the operator's lobby, or play simply ends).
// Closing it by Escape or the backdrop does nothing: the player has to choose.

export function RealityCheckDialog(props: {
  messages: GameMessages;
  playedText: string;
  netPosition: string;
  netPositionText: string;
  lobbyUrl: string | null;
  onContinue: () => void;
  onLeave: () => void;
}): ReactElement {
  const { messages: t } = props;
  return (
    <ModalDialog title={t.realityCheckTitle} onClose={() => undefined} testId="reality-check">
      <p data-testid="reality-check-time">{formatMessage(t.realityCheckBody, { time: props.playedText })}</p>
      <p data-testid="reality-check-net" data-value={props.netPosition}>
        {formatMessage(t.realityCheckNet, { amount: props.netPositionText })}
      </p>
      <div className="gp-modal-actions">
        {props.lobbyUrl ? (
          <a
            className="gp-button gp-button-ghost"
            href={props.lobbyUrl}
            target="_top"
            rel="noreferrer"
            onClick={props.onLeave}
            data-testid="reality-check-leave"
          >
            {t.realityCheckLeave}
          </a>
        ) : (
          <button
            type="button"
            className="gp-button gp-button-ghost"
            onClick={props.onLeave}
            data-testid="reality-check-leave"
          >
            {t.realityCheckLeave}
          </button>
        )}
        <button
          type="button"
          className="gp-button gp-button-primary"
          onClick={props.onContinue}
          data-testid="reality-check-continue"
        >
          {t.realityCheckContinue}
        </button>
      </div>
    </ModalDialog>
  );
}
