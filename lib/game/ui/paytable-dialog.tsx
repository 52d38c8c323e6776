"use client";

import type { ReactElement } from "react";
import type { RuntimeGame } from "@/lib/contract/runtime-api";
import { formatMessage, type GameMessages } from "@/lib/i18n/game-messages";
import { multiplyDecimal } from "@/lib/base/money/decimal-arithmetic";
import { ModalDialog } from "./modal-dialog";
import { SymbolGlyph } from "./symbol-art";

// What each symbol pays at the chosen bet (pay × line bet × coin value), and what the scatter awards.

export function PaytableDialog(props: {
  game: RuntimeGame;
  messages: GameMessages;
  betLevel: number;
  coinValue: string;
  formatMoney: (amount: string) => string;
  onClose: () => void;
}): ReactElement {
  const { game, messages: t, betLevel, coinValue } = props;
  const paying = game.symbols.filter((symbol) => game.paytable[symbol.id]);
  const scatter = game.symbols.find((symbol) => symbol.kind === "scatter");
  return (
    <ModalDialog title={t.paytable} onClose={props.onClose} testId="paytable" wide>
      <p className="gp-paytable-note">{formatMessage(t.paytableLines, { lines: game.lines })}</p>
      <ul className="gp-paytable">
        {paying.map((symbol) => {
          const pays = game.paytable[symbol.id]!;
          return (
            <li key={symbol.id} className={`gp-paytable-item gp-cell-${symbol.kind}`}>
              <SymbolGlyph symbolId={symbol.id} className="gp-paytable-glyph" />
              {symbol.kind === "wild" ? <span className="gp-cell-badge">{t.wildBadge}</span> : null}
              <dl>
                {([5, 4, 3] as const).map((count) => (
                  <div key={count}>
                    <dt>{count}×</dt>
                    <dd>{props.formatMoney(multiplyDecimal(coinValue, pays[count] * betLevel))}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
        {scatter ? (
          <li className="gp-paytable-item gp-cell-scatter">
            <SymbolGlyph symbolId={scatter.id} className="gp-paytable-glyph" />
            <span className="gp-cell-badge gp-cell-badge-scatter">{t.scatterBadge}</span>
            {game.freeSpins ? (
              <dl>
                {([5, 4, 3] as const).map((count) => (
                  <div key={count}>
                    <dt>{count}×</dt>
                    <dd>{formatMessage(t.historyFreeSpins, { count: game.freeSpins!.awards[count] })}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ) : null}
      </ul>
      {scatter ? <p className="gp-paytable-note">{t.paytableScatter}</p> : null}
      {game.freeSpins ? (
        <p className="gp-paytable-note">
          {formatMessage(t.freeSpinsFeatureInfo, { multiplier: game.freeSpins.multiplier })}
        </p>
      ) : null}
      <div className="gp-modal-actions">
        <button
          type="button"
          className="gp-button gp-button-primary"
          onClick={props.onClose}
          aria-label={t.paytableClose}
        >
          {t.close}
        </button>
      </div>
    </ModalDialog>
  );
}
