"use client";

import type { ReactElement } from "react";
import type { FreeRoundsOffer } from "@/lib/contract/runtime-api";
import { formatMessage, type GameMessages } from "@/lib/i18n/game-messages";
import { ModalDialog } from "./modal-dialog";

// What the player sees of free rounds: the offer ("Play now" / "Later"), the button that brings a deferred offer
// back, the banner while they are played (rounds left, their win so far) and the summary after the last one.

interface FreeRoundsProps {
  award: FreeRoundsOffer;
  messages: GameMessages;
}

export function FreeRoundsOfferDialog(
  props: FreeRoundsProps & { formatMoney: (amount: string) => string; onPlay: () => void; onLater: () => void },
): ReactElement {
  const { award, messages: t } = props;
  const bet = props.formatMoney(award.bet);
  return (
    // Closing the dialog (Escape, the backdrop) keeps the rounds for later, like "Later".
    <ModalDialog title={t.freeRoundsOfferTitle} onClose={props.onLater} testId="free-rounds-offer">
      <p className="gp-free-rounds-offer" data-testid="free-rounds-offer-text">
        {award.roundsLeft === 1
          ? formatMessage(t.freeRoundsOfferBodyOne, { bet })
          : formatMessage(t.freeRoundsOfferBody, { count: award.roundsLeft, bet })}
      </p>
      <p className="gp-free-rounds-note">{t.freeRoundsOfferNote}</p>
      <div className="gp-modal-actions">
        <button
          type="button"
          className="gp-button gp-button-ghost"
          onClick={props.onLater}
          data-testid="free-rounds-later"
        >
          {t.freeRoundsLater}
        </button>
        <button
          type="button"
          className="gp-button gp-button-primary"
          onClick={props.onPlay}
          data-testid="free-rounds-play"
        >
          {t.freeRoundsPlayNow}
        </button>
      </div>
    </ModalDialog>
  );
}

export function FreeRoundsResumeButton(
  props: FreeRoundsProps & { disabled: boolean; onResume: () => void },
): ReactElement {
  const { award, messages: t } = props;
  return (
    <button
      type="button"
      className="gp-button gp-free-rounds-resume"
      onClick={props.onResume}
      disabled={props.disabled}
      aria-label={formatMessage(t.freeRoundsResumeLabel, { count: award.roundsLeft })}
      data-testid="free-rounds-resume"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="gp-icon">
        <path
          d="M4 10 H20 V21 H4 Z M2 6 H22 V10 H2 Z M12 6 V21"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path
          d="M12 6 C9 1 5 3 7 6 M12 6 C15 1 19 3 17 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="gp-button-text">{formatMessage(t.freeRoundsResume, { count: award.roundsLeft })}</span>
      <span className="gp-free-rounds-count" aria-hidden="true">
        {award.roundsLeft}
      </span>
    </button>
  );
}

export function FreeRoundsBanner(props: FreeRoundsProps & { formatMoney: (amount: string) => string }): ReactElement {
  const { award, messages: t } = props;
  return (
    <div
      className="gp-free-rounds-banner"
      role="status"
      data-testid="free-rounds-banner"
      data-rounds-left={award.roundsLeft}
      data-win={award.win}
    >
      <strong data-testid="free-rounds-left">{formatMessage(t.freeRoundsLeft, { count: award.roundsLeft })}</strong>
      {/* The amount never breaks across lines ("1,60 €" keeps its sign). */}
      <span data-testid="free-rounds-win">
        {t.freeRoundsWin}: <span className="gp-free-rounds-amount">{props.formatMoney(award.win)}</span>
      </span>
    </div>
  );
}

export function FreeRoundsSummaryDialog(
  props: FreeRoundsProps & { formatMoney: (amount: string) => string; onClose: () => void },
): ReactElement {
  const { award, messages: t } = props;
  return (
    <ModalDialog title={t.freeRoundsOfferTitle} onClose={props.onClose} testId="free-rounds-summary">
      <p className="gp-free-rounds-offer" data-testid="free-rounds-summary-text" data-win={award.win}>
        {formatMessage(t.freeRoundsCompleteBody, { win: props.formatMoney(award.win) })}
      </p>
      <div className="gp-modal-actions">
        <button
          type="button"
          className="gp-button gp-button-primary"
          onClick={props.onClose}
          data-testid="free-rounds-continue"
        >
          {t.freeRoundsContinue}
        </button>
      </div>
    </ModalDialog>
  );
}
