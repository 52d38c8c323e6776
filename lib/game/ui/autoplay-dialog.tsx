"use client";

import { useState, type ReactElement } from "react";
import type { GameMessages } from "@/lib/i18n/game-messages";
import { ModalDialog } from "./modal-dialog";

// Autoplay's settings, as the session's profile allows them: a number of spins up to its maximum, and a loss
// limit where the profile requires one (the run stops once it has lost that much).

const SPIN_CHOICES = [5, 10, 25, 50, 100, 250, 500, 1000];
const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,8})?$/;

export function AutoplayDialog(props: {
  maxSpins: number;
  requiresLossLimit: boolean;
  messages: GameMessages;
  currency: string;
  onClose: () => void;
  onStart: (spins: number, lossLimit: string | null) => void;
}): ReactElement {
  const { messages: t } = props;
  const choices = [...new Set([...SPIN_CHOICES.filter((count) => count < props.maxSpins), props.maxSpins])];
  const [spins, setSpins] = useState(choices[0]!);
  const [lossLimit, setLossLimit] = useState("");
  const lossLimitValid = AMOUNT_PATTERN.test(lossLimit.trim()) && Number(lossLimit) > 0;
  const ready = !props.requiresLossLimit || lossLimitValid;

  return (
    <ModalDialog title={t.autoplayTitle} onClose={props.onClose} testId="autoplay-dialog">
      <label className="gp-field">
        <span>{t.autoplaySpins}</span>
        <select value={spins} onChange={(event) => setSpins(Number(event.target.value))} data-testid="autoplay-spins">
          {choices.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </label>
      {props.requiresLossLimit ? (
        <label className="gp-field">
          <span>
            {t.autoplayLossLimit} ({props.currency})
          </span>
          <input
            inputMode="decimal"
            value={lossLimit}
            onChange={(event) => setLossLimit(event.target.value)}
            data-testid="autoplay-loss-limit"
          />
          <small>{t.autoplayLossLimitHint}</small>
        </label>
      ) : null}
      <div className="gp-modal-actions">
        <button type="button" className="gp-button gp-button-ghost" onClick={props.onClose}>
          {t.cancel}
        </button>
        <button
          type="button"
          className="gp-button gp-button-primary"
          disabled={!ready}
          onClick={() => props.onStart(spins, props.requiresLossLimit ? lossLimit.trim() : null)}
          data-testid="autoplay-start"
        >
          {t.autoplayStart}
        </button>
      </div>
    </ModalDialog>
  );
}
