"use client";

import type { ReactElement } from "react";
import type { RuntimeGame } from "@/lib/contract/runtime-api";
import { formatMessage, type GameMessages } from "@/lib/i18n/game-messages";
import { largestFittingBet, type BetFits } from "./use-bet-selection";

// The bet selector: bet level (coins per line) and coin value steppers, the resulting total bet, max bet, and
// the special-bet levels of games that have a special bet profile. Only bets the runtime offers can be chosen.

function Stepper(props: {
  label: string;
  value: string;
  lowerLabel: string;
  raiseLabel: string;
  canLower: boolean;
  canRaise: boolean;
  disabled: boolean;
  onLower: () => void;
  onRaise: () => void;
  testId: string;
}): ReactElement {
  return (
    <div className="gp-stepper" role="group" aria-label={props.label} data-testid={props.testId}>
      <span className="gp-stepper-label">{props.label}</span>
      <div className="gp-stepper-row">
        <button
          type="button"
          className="gp-round-button"
          aria-label={props.lowerLabel}
          disabled={props.disabled || !props.canLower}
          onClick={props.onLower}
        >
          −
        </button>
        <output className="gp-stepper-value" aria-live="polite">
          {props.value}
        </output>
        <button
          type="button"
          className="gp-round-button"
          aria-label={props.raiseLabel}
          disabled={props.disabled || !props.canRaise}
          onClick={props.onRaise}
        >
          +
        </button>
      </div>
    </div>
  );
}

export function BetControls(props: {
  game: RuntimeGame;
  messages: GameMessages;
  betLevel: number;
  coinValue: string;
  totalBetText: string;
  formatCoin: (coinValue: string) => string;
  disabled: boolean;
  /** The session's stake limit: a bet that does not fit is not offered. */
  fits?: BetFits;
  onChange: (bet: { betLevel: number; coinValue: string }) => void;
}): ReactElement {
  const { game, messages: t, betLevel, coinValue, disabled, onChange } = props;
  const fits = props.fits ?? (() => true);
  const levelIndex = game.betLevels.indexOf(betLevel);
  const coinIndex = game.coinValues.indexOf(coinValue);
  const lastLevel = game.betLevels.length - 1;
  const lastCoin = game.coinValues.length - 1;
  const specialLevels = (game.specialBetProfile?.bls ?? []).filter(
    (level) => game.betLevels.includes(level) && fits(level, coinValue),
  );
  const maxBet = largestFittingBet(game, fits);
  const atMax = maxBet === null || (maxBet.betLevel === betLevel && maxBet.coinValue === coinValue);
  const nextLevel = game.betLevels[levelIndex + 1];
  const nextCoin = game.coinValues[coinIndex + 1];

  return (
    <div className="gp-bet-controls">
      <Stepper
        label={t.betLevel}
        value={String(betLevel)}
        lowerLabel={t.lowerBetLevel}
        raiseLabel={t.raiseBetLevel}
        canLower={levelIndex > 0}
        canRaise={levelIndex < lastLevel && nextLevel !== undefined && fits(nextLevel, coinValue)}
        disabled={disabled}
        onLower={() => onChange({ betLevel: game.betLevels[levelIndex - 1]!, coinValue })}
        onRaise={() => onChange({ betLevel: game.betLevels[levelIndex + 1]!, coinValue })}
        testId="bet-level"
      />
      <Stepper
        label={t.coinValue}
        value={props.formatCoin(coinValue)}
        lowerLabel={t.lowerCoinValue}
        raiseLabel={t.raiseCoinValue}
        canLower={coinIndex > 0}
        canRaise={coinIndex < lastCoin && nextCoin !== undefined && fits(betLevel, nextCoin)}
        disabled={disabled}
        onLower={() => onChange({ betLevel, coinValue: game.coinValues[coinIndex - 1]! })}
        onRaise={() => onChange({ betLevel, coinValue: game.coinValues[coinIndex + 1]! })}
        testId="coin-value"
      />
      <div className="gp-meter gp-meter-bet">
        <span className="gp-meter-label">{t.totalBet}</span>
        <output className="gp-meter-value" data-testid="bet" data-value={props.totalBetText} aria-live="polite">
          {props.formatCoin(props.totalBetText)}
        </output>
        <span className="gp-meter-note">{formatMessage(t.linesCount, { lines: game.lines })}</span>
      </div>
      <div className="gp-bet-shortcuts">
        {specialLevels.length > 0 ? (
          <div className="gp-special-bet" role="group" aria-label={t.specialBet} data-testid="special-bet">
            <span className="gp-stepper-label">{t.specialBet}</span>
            <div className="gp-special-chips">
              {specialLevels.map((level) => (
                <button
                  key={level}
                  type="button"
                  className={`gp-chip${level === betLevel ? " gp-chip-active" : ""}`}
                  aria-pressed={level === betLevel}
                  aria-label={formatMessage(t.specialBetLevel, { level })}
                  disabled={disabled}
                  onClick={() => onChange({ betLevel: level, coinValue })}
                >
                  {level}
                </button>
              ))}
            </div>
          </div>
        ) : null}
        <button
          type="button"
          className="gp-chip"
          aria-label={t.maxBetLabel}
          disabled={disabled || atMax}
          onClick={() => maxBet && onChange(maxBet)}
          data-testid="max-bet"
        >
          {t.maxBet}
        </button>
      </div>
    </div>
  );
}
