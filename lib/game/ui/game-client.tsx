"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from "react";
import type { RuntimeGame, RuntimeSession, SessionJackpot } from "@/lib/contract/runtime-api";
import { formatMessage, gameMessages, resolveGameLang } from "@/lib/i18n/game-messages";
import { BetControls } from "./bet-controls";
import { awardInPlay } from "./free-rounds-machine";
import {
  FreeRoundsBanner,
  FreeRoundsOfferDialog,
  FreeRoundsResumeButton,
  FreeRoundsSummaryDialog,
} from "./free-rounds-panels";
import { compareDecimal, isZeroDecimal, multiplyDecimal } from "@/lib/base/money/decimal-arithmetic";
import { formatMoney } from "./format-money";
import { gameTheme, themeStyle } from "./game-themes";
import { HistoryPanel, roundTime } from "./history-panel";
import { safeLobbyUrl } from "@/lib/base/lobby-url";
import { ModalDialog } from "./modal-dialog";
import { PaytableDialog } from "./paytable-dialog";
import { ProviderLine } from "./provider-line";
import { isRoundIdle, roundPhase } from "./round-machine";
import { SessionUnavailable } from "./session-unavailable";
import { SlotReels } from "./slot-reels";
import { SymbolSprite } from "./symbol-art";
import { useBalance } from "./use-balance";
import { useBetSelection } from "./use-bet-selection";
import { useCoarsePointer } from "./use-coarse-pointer";
import { useFreeRounds } from "./use-free-rounds";
import { useMediaQuery } from "./use-media-query";
import { usePromotions } from "./use-promotions";
import { useJackpots } from "./use-jackpots";
import { JackpotTicker, JackpotWinCelebration, jackpotWinLine } from "./jackpot-panels";
import { PromotionsPanel } from "./promotions-panel";
import { useKeyboardSpin } from "./use-keyboard-spin";
import { useLiveBalance } from "./use-live-balance";
import { useNotice } from "./use-notice";
import { useReelAnimation } from "./use-reel-animation";
import { useRoundDisplay } from "./use-round-display";
import { useRoundHistory } from "./use-round-history";
import { useRoundMachine } from "./use-round-machine";
import { useSpin } from "./use-spin";
import { useAutoplay } from "./use-autoplay";
import { formatDuration, useSessionRules } from "./use-session-rules";
import { AutoplayDialog } from "./autoplay-dialog";
import { RealityCheckDialog } from "./reality-check-dialog";
import { highlightFor } from "./win-highlight";

// The playable slot, composed: the round machine and its playback (use-spin), the balance from the server (the
// state and balance endpoints, the spin answer and the live `balance` events of a balance refresh), the bet,
// the free rounds an operator awarded (offered from the opening state; their bet locks the controls while they
// are played), the history and the notices. The page never decides money on its own; this file only lays the game out.

export function GameClient(props: {
  session: RuntimeSession;
  game: RuntimeGame;
  currencyExponent: number;
  /** The jackpot pools the session feeds, with their amounts at render (the ticker's start). */
  jackpots: SessionJackpot[];
}): ReactElement {
  const { session, game, currencyExponent } = props;
  const lang = resolveGameLang(session.lang);
  const t = gameMessages(lang);
  const layout = session.device;
  const lobbyUrl = safeLobbyUrl(session.returnUrl);
  const theme = useMemo(() => themeStyle(gameTheme(session.symbol)), [session.symbol]);
  const money = (amount: string) =>
    formatMoney(amount, { currency: session.currency, exponent: currencyExponent, lang });

  const notices = useNotice();
  const { notice, setNotice, sessionGone } = notices;
  const rules = useSessionRules(session);
  const { profile } = rules;
  // The profile's stake limit in this currency: bets above it are not offered (the server refuses them anyway).
  const stakeLimit = profile.maxStake[session.currency] ?? null;
  const fitsStake = useCallback(
    (betLevel: number, coinValue: string) =>
      stakeLimit === null || compareDecimal(multiplyDecimal(coinValue, game.lines * betLevel), stakeLimit) <= 0,
    [stakeLimit, game.lines],
  );
  const bet = useBetSelection(game, fitsStake);
  const [turbo, setTurbo] = useState(false);
  const turboRef = useRef(false);
  useEffect(() => {
    turboRef.current = turbo && profile.turboAllowed;
  }, [turbo, profile.turboAllowed]);
  const [autoplayDialogOpen, setAutoplayDialogOpen] = useState(false);
  const freeRounds = useFreeRounds();
  const award = awardInPlay(freeRounds.state);
  // A free round plays the award's bet, whatever the player had chosen.
  const { betLevel, coinValue, totalBet } = award
    ? { betLevel: award.betLevel, coinValue: award.coinValue, totalBet: award.bet }
    : bet;
  const buyCost = award || !profile.featureBuyAllowed ? null : bet.buyCost;
  const machine = useRoundMachine();
  const { current: currentRound } = machine;
  const roundIdle = useCallback(() => isRoundIdle(currentRound()), [currentRound]);
  const phase = roundPhase(machine.state);
  const freeSpins = machine.state.status === "freeSpins" ? machine.state.meter : null;
  const reels = useReelAnimation(game);
  const balance = useBalance(session.id, notices, (state) => {
    rules.openingNetPosition(state.netPosition);
    freeRounds.send({ type: "offersLoaded", offers: state.freeRounds });
  });
  const history = useRoundHistory({ sessionId: session.id, reportProblem: notices.reportProblem, roundIdle });
  const { replay } = history;
  // Demo rounds never count for a promotion: a demo session shows no panel (nor does a free round, below).
  const promotions = usePromotions({ sessionId: session.id, enabled: session.mode !== "demo" });
  const narrowWindow = useMediaQuery("(max-width: 900px)");
  const promotionsCompact = layout === "mobile" || narrowWindow;
  const jackpots = useJackpots({ initial: props.jackpots });
  const { live, liveTrouble } = useLiveBalance({
    sessionId: session.id,
    notices,
    balance,
    roundIdle,
    listeners: [promotions.listeners, jackpots.listeners],
  });
  const display = useRoundDisplay({ initialCoinValue: coinValue, idle: phase === "idle" });
  const { shownSpin, winFocus, winCount, winText, banner } = display;
  const [confirmingBuy, setConfirmingBuy] = useState(false);
  const [paytableOpen, setPaytableOpen] = useState(false);
  const coarsePointer = useCoarsePointer();
  const { playRound, onSpinButton } = useSpin({
    session,
    game,
    t,
    money,
    bet,
    round: { send: machine.send, idle: roundIdle },
    reels,
    display,
    balance,
    notices,
    history,
    freeRounds,
    onRoundStart: () => setConfirmingBuy(false),
    rules: {
      canStartSpin: rules.canStartSpin,
      spinStarted: rules.spinStarted,
      roundPlayed: rules.roundPlayed,
      turbo: () => turboRef.current,
      slamStopAllowed: profile.slamStopAllowed,
    },
  });
  const autoplay = useAutoplay({
    playRound: () => playRound(false),
    canStartSpin: rules.canStartSpin,
    idle: roundIdle,
    currentNetPosition: rules.currentNetPosition,
  });
  const freeRoundsDialog = freeRounds.state.status === "offered" || freeRounds.state.status === "complete";
  const realityCheckOpen = rules.realityCheckDue && phase === "idle";
  // A jackpot win is celebrated once its round has played out (the event may come while the reels still spin), and
  // stops autoplay: the player sees it and decides to play on.
  const celebrating = jackpots.win !== null && phase === "idle";
  const stopAutoplay = autoplay.stop;
  useEffect(() => {
    if (jackpots.win) stopAutoplay();
  }, [jackpots.win, stopAutoplay]);
  useKeyboardSpin(
    onSpinButton,
    confirmingBuy ||
      paytableOpen ||
      freeRoundsDialog ||
      autoplayDialogOpen ||
      realityCheckOpen ||
      autoplay.running ||
      celebrating,
  );

  const replaySpin = replay ? replay.outcome.spins[replay.outcome.spins.length - 1] : undefined;
  const displayedSpin = replaySpin ?? shownSpin;
  const highlight = replaySpin
    ? highlightFor(replaySpin, game, -1)
    : shownSpin
      ? highlightFor(shownSpin, game, phase === "idle" ? winFocus : -1)
      : null;
  const captionCoinValue = replay ? replay.coinValue : display.shownCoinValue;
  const focusedCaption = (() => {
    // One win is named at once; several take turns (winFocus cycles), starting with all of them unnamed.
    const index = winFocus >= 0 ? winFocus : winCount === 1 ? 0 : -1;
    if (!shownSpin || replay || phase !== "idle" || index < 0) return null;
    const lineWin = shownSpin.lineWins[index];
    if (lineWin) {
      return formatMessage(t.lineWin, {
        line: String(lineWin.line),
        count: String(lineWin.count),
        amount: money(multiplyDecimal(captionCoinValue, lineWin.winCoins)),
      });
    }
    const scatter = shownSpin.scatterWin;
    return scatter
      ? formatMessage(t.scatterWin, {
          count: String(scatter.count),
          amount: money(multiplyDecimal(captionCoinValue, scatter.winCoins)),
        })
      : null;
  })();

  const busy = phase !== "idle";
  const playStopped = sessionGone !== null || rules.playEnded;
  const controlsLocked = busy || playStopped || autoplay.running;
  const waitingForInterval = !busy && rules.waitMs > 0;
  const spinLabel = busy
    ? t.skipLabel
    : formatMessage(award ? t.freeRoundsSpinLabel : t.spinLabel, { bet: money(totalBet) });
  const noticeText = notice ? formatMessage(t[notice.key], notice.values ?? {}) : null;

  return (
    <div
      className={`gp-game gp-layout-${layout}`}
      style={theme}
      lang={t.langTag}
      data-testid="game"
      data-layout={layout}
      data-motion={reels.reducedMotion ? "reduced" : "full"}
      data-phase={phase}
      data-live={live ? "true" : "false"}
      data-session-state={sessionGone ?? "active"}
      data-game={session.symbol}
      data-free-rounds={freeRounds.state.status}
      data-jurisdiction={profile.code}
    >
      <SymbolSprite symbols={game.symbols} />
      <div className="gp-backdrop" aria-hidden="true" />

      <header className="gp-header">
        <div className="gp-title">
          {/* The game's name, like the provider's, is kept out of the page language's casing rules. */}
          <h1 lang="">{session.title}</h1>
          <ProviderLine template={t.byProvider} name={session.provider} />
          {session.mode === "demo" ? (
            <span
              className="gp-demo-badge"
              role="status"
              aria-label={t.demoBadgeLabel}
              title={t.demoBadgeLabel}
              data-testid="demo-badge"
            >
              {t.demoBadge}
            </span>
          ) : null}
        </div>
        <div className="gp-header-actions">
          {freeRounds.state.status === "deferred" ? (
            <FreeRoundsResumeButton
              award={freeRounds.state.award}
              messages={t}
              disabled={busy || sessionGone !== null}
              onResume={() => freeRounds.send({ type: "accepted" })}
            />
          ) : null}
          {liveTrouble ? (
            <span className="gp-live-trouble" role="status">
              {t.liveUpdatesReconnecting}
            </span>
          ) : null}
          <button
            type="button"
            className="gp-button gp-button-ghost"
            onClick={() => setPaytableOpen(true)}
            aria-label={t.paytableShow}
            data-testid="paytable-button"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="gp-icon">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 11 L12 17 M12 7.5 L12 7.6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
            <span className="gp-button-text">{t.paytable}</span>
          </button>
          {lobbyUrl ? (
            <a
              className="gp-button gp-button-ghost"
              href={lobbyUrl}
              target="_top"
              rel="noreferrer"
              data-testid="return-to-lobby"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="gp-icon">
                <path
                  d="M3 11 L12 3 L21 11 M6 9 L6 21 L18 21 L18 9"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinejoin="round"
                />
              </svg>
              <span className="gp-button-text">{t.returnToLobby}</span>
            </a>
          ) : null}
        </div>
      </header>

      <main className="gp-stage">
        <section className="gp-machine" aria-label={session.title}>
          <JackpotTicker jackpots={jackpots.jackpots} messages={t} lang={lang} />
          {promotionsCompact && !award ? (
            <PromotionsPanel promotions={promotions} messages={t} lang={lang} compact sessionMoney={money} />
          ) : null}
          <div className="gp-machine-top">
            {balance.balanceToast && !freeSpins ? (
              <div className="gp-toast" role="status" data-testid="balance-toast">
                {t.balanceUpdated}
              </div>
            ) : freeSpins ? (
              <div className="gp-free-spins-meter" data-testid="free-spins" role="status">
                <strong>
                  {formatMessage(t.freeSpinCounter, {
                    current: String(freeSpins.current),
                    total: String(freeSpins.total),
                  })}
                </strong>
                <span>{formatMessage(t.freeSpinsMultiplier, { multiplier: String(freeSpins.multiplier) })}</span>
                <span>
                  {t.freeSpinsTotal}: {money(freeSpins.won)}
                </span>
              </div>
            ) : game.freeSpins ? (
              <div className="gp-feature-info">
                {formatMessage(t.freeSpinsFeatureInfo, { multiplier: String(game.freeSpins.multiplier) })}
              </div>
            ) : (
              <div className="gp-feature-info">{formatMessage(t.linesCount, { lines: String(game.lines) })}</div>
            )}
          </div>

          <div className={`gp-reel-frame${freeSpins ? " gp-reel-frame-free" : ""}`}>
            <SlotReels
              label={formatMessage(t.reelsLabel, { title: session.title })}
              game={game}
              window={replaySpin ? replaySpin.window : reels.reelWindow}
              spinning={replaySpin ? reels.spinning.map(() => false) : reels.spinning}
              landings={reels.landings}
              highlight={highlight}
              messages={t}
              stops={displayedSpin?.stops ?? null}
            />
            {banner ? (
              <div className={`gp-banner gp-banner-${banner.tone}`} data-testid="banner" aria-hidden="true">
                <span>{banner.text}</span>
              </div>
            ) : null}
          </div>

          <div className="gp-caption" aria-hidden="true">
            {replay ? (
              <div className="gp-replay-bar" data-testid="replay">
                <span>{formatMessage(t.replayTitle, { time: roundTime(replay.createdAt, lang) })}</span>
                <span>
                  {t.historyBet} {money(replay.bet)} · {t.historyWin} {money(replay.win)}
                </span>
                {replay.jackpotWins.map((win) => (
                  <span key={win.transactionId} className="gp-replay-jackpot" data-testid="replay-jackpot-win">
                    {jackpotWinLine(win, t, money)}
                  </span>
                ))}
                {replay.winBeforeCap !== null ? (
                  <span data-testid="replay-max-win">
                    {formatMessage(t.maxWinReachedDetail, { won: money(replay.winBeforeCap), paid: money(replay.win) })}
                  </span>
                ) : null}
              </div>
            ) : (
              <span className="gp-caption-text" data-testid="caption">
                {focusedCaption ??
                  (phase === "idle" && !shownSpin ? (coarsePointer ? t.touchHint : t.keyboardHint) : "")}
              </span>
            )}
          </div>
          {replay ? (
            <button
              type="button"
              className="gp-button gp-button-primary gp-replay-back"
              onClick={history.closeReplay}
              data-testid="replay-back"
            >
              {t.replayBack}
            </button>
          ) : null}
        </section>

        <div className={`gp-side${history.historyOpen ? " gp-side-open" : ""}`}>
          {!promotionsCompact && !award ? (
            <PromotionsPanel promotions={promotions} messages={t} lang={lang} compact={false} sessionMoney={money} />
          ) : null}
          <HistoryPanel
            rounds={history.history}
            messages={t}
            lang={lang}
            formatMoney={money}
            selectedRoundId={replay?.id ?? null}
            onShowRound={(id) => void history.showRound(id)}
          />
        </div>
      </main>

      <footer
        className={`gp-controls${profile.netPositionShown || profile.sessionTimeShown ? " gp-controls-session" : ""}`}
      >
        <div className="gp-meter gp-meter-balance">
          <span className="gp-meter-label">{t.balance}</span>
          <output
            key={balance.balanceFlash}
            className={`gp-meter-value${balance.balanceFlash > 0 ? " gp-flash" : ""}`}
            data-testid="balance"
            data-value={balance.balance ?? ""}
            aria-live="polite"
            aria-busy={!balance.balanceLoaded}
          >
            {balance.balance === null ? t.balanceUnknown : money(balance.balance)}
          </output>
        </div>

        <BetControls
          game={game}
          messages={t}
          betLevel={betLevel}
          coinValue={coinValue}
          totalBetText={totalBet}
          formatCoin={money}
          fits={fitsStake}
          disabled={controlsLocked || award !== null}
          onChange={bet.selectBet}
        />

        <div className="gp-meter gp-meter-win">
          <span className="gp-meter-label">{freeSpins ? t.freeSpinsTotal : t.win}</span>
          <output
            className={`gp-meter-value${!isZeroDecimal(winText) ? " gp-meter-winning" : ""}`}
            data-testid="win"
            data-value={winText}
          >
            {money(winText)}
          </output>
          {display.maxWinNote ? (
            <span className="gp-meter-note gp-meter-capped" data-testid="max-win-reached" title={display.maxWinNote}>
              {t.maxWinReached}
            </span>
          ) : null}
        </div>

        {profile.netPositionShown || profile.sessionTimeShown ? (
          <div className="gp-meter gp-meter-session" data-testid="session-meters">
            {profile.netPositionShown ? (
              <>
                <span className="gp-meter-label">{t.netPosition}</span>
                <output
                  className="gp-meter-value gp-meter-small"
                  data-testid="net-position"
                  data-value={rules.netPosition ?? ""}
                >
                  {rules.netPosition === null ? "…" : money(rules.netPosition)}
                </output>
              </>
            ) : null}
            {profile.sessionTimeShown ? (
              <span className="gp-meter-note" data-testid="session-time">
                {t.sessionTime} {formatDuration(rules.playedMs)}
              </span>
            ) : null}
          </div>
        ) : null}

        <div className="gp-spin-area">
          {award ? (
            <FreeRoundsBanner award={award} messages={t} formatMoney={money} />
          ) : game.buyFeature && buyCost ? (
            <button
              type="button"
              className="gp-buy-button"
              disabled={controlsLocked || replay !== null}
              onClick={() => setConfirmingBuy(true)}
              data-testid="buy-feature"
            >
              <span className="gp-buy-title">{t.buyFeature}</span>
              <span className="gp-buy-cost">
                {formatMessage(t.buyFeatureCost, { spins: String(game.buyFeature.spins), cost: money(buyCost) })}
              </span>
            </button>
          ) : null}
          <button
            type="button"
            className={`gp-spin-button${busy ? " gp-spin-button-busy" : ""}`}
            onClick={onSpinButton}
            disabled={
              playStopped ||
              autoplay.running ||
              (!busy && (replay !== null || waitingForInterval || rules.realityCheckDue)) ||
              (busy && !profile.slamStopAllowed)
            }
            aria-label={spinLabel}
            data-testid="spin"
          >
            <svg viewBox="0 0 48 48" aria-hidden="true" className="gp-spin-icon">
              <path
                d="M38 24 A14 14 0 1 1 33.9 14.1"
                fill="none"
                stroke="currentColor"
                strokeWidth="5"
                strokeLinecap="round"
              />
              <path d="M28 8 L38 12 L33 21 Z" fill="currentColor" />
            </svg>
            <span className="gp-spin-text">{busy && profile.slamStopAllowed ? t.skip : t.spin}</span>
          </button>
          {waitingForInterval ? (
            <span className="gp-spin-wait" role="status" data-testid="spin-wait">
              {formatMessage(t.nextSpinIn, { seconds: String(Math.ceil(rules.waitMs / 1000)) })}
            </span>
          ) : null}
          {profile.autoplay.allowed || profile.turboAllowed ? (
            // Two small icon buttons stacked beside the spin button: the controls row keeps its width and height.
            <div className="gp-play-modes">
              {profile.autoplay.allowed ? (
                autoplay.running ? (
                  <button
                    type="button"
                    className="gp-button gp-button-primary"
                    onClick={autoplay.stop}
                    data-testid="autoplay-stop"
                  >
                    {formatMessage(t.autoplayStop, { left: String(autoplay.spinsLeft ?? 0) })}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="gp-button gp-button-ghost gp-mode-button"
                    disabled={controlsLocked || replay !== null || award !== null}
                    onClick={() => setAutoplayDialogOpen(true)}
                    aria-label={t.autoplay}
                    title={t.autoplay}
                    data-testid="autoplay"
                  >
                    <svg viewBox="0 0 24 24" aria-hidden="true" className="gp-icon">
                      <path
                        d="M4 12a8 8 0 0 1 13.7-5.6M20 12a8 8 0 0 1-13.7 5.6"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      />
                      <path d="M10 9 L15 12 L10 15 Z" fill="currentColor" />
                    </svg>
                  </button>
                )
              ) : null}
              {profile.turboAllowed ? (
                <button
                  type="button"
                  className={`gp-button gp-button-ghost gp-mode-button${turbo ? " gp-button-on" : ""}`}
                  aria-pressed={turbo}
                  aria-label={t.turboLabel}
                  title={t.turbo}
                  onClick={() => setTurbo((on) => !on)}
                  data-testid="turbo"
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" className="gp-icon">
                    <path d="M13 2 L5 14 H11 L10 22 L19 9 H13 Z" fill="currentColor" />
                  </svg>
                </button>
              ) : null}
            </div>
          ) : null}
          <button
            type="button"
            className="gp-button gp-button-ghost gp-history-toggle"
            aria-expanded={history.historyOpen}
            onClick={history.toggleHistory}
            data-testid="history-toggle"
          >
            {history.historyOpen ? t.historyHide : t.historyShow}
          </button>
        </div>
      </footer>

      {notice && noticeText ? (
        <div
          className={`gp-notice gp-notice-${notice.tone}`}
          role="alert"
          data-testid={notice.tone === "error" ? "error" : "notice"}
          data-code={notice.code ?? ""}
        >
          <span>{noticeText}</span>
          <button type="button" className="gp-notice-dismiss" onClick={() => setNotice(null)} aria-label={t.dismiss}>
            ×
          </button>
        </div>
      ) : null}

      <div className="gp-sr-only" aria-live="polite" data-testid="win-announcement">
        {display.winAnnouncement}
      </div>

      {confirmingBuy && game.buyFeature && buyCost ? (
        <ModalDialog
          title={t.buyFeatureConfirmTitle}
          onClose={() => setConfirmingBuy(false)}
          testId="buy-feature-dialog"
        >
          <p>
            {formatMessage(t.buyFeatureConfirmBody, {
              spins: String(game.buyFeature.spins),
              multiplier: String(game.freeSpins?.multiplier ?? 1),
              cost: money(buyCost),
              times: String(game.buyFeature.costMultiplier),
            })}
          </p>
          <div className="gp-modal-actions">
            <button type="button" className="gp-button gp-button-ghost" onClick={() => setConfirmingBuy(false)}>
              {t.cancel}
            </button>
            <button
              type="button"
              className="gp-button gp-button-primary"
              onClick={() => void playRound(true)}
              data-testid="buy-feature-confirm"
            >
              {formatMessage(t.buyFeatureConfirm, { cost: money(buyCost) })}
            </button>
          </div>
        </ModalDialog>
      ) : null}

      {freeRounds.state.status === "offered" ? (
        <FreeRoundsOfferDialog
          award={freeRounds.state.award}
          messages={t}
          formatMoney={money}
          onPlay={() => freeRounds.send({ type: "accepted" })}
          onLater={() => freeRounds.send({ type: "deferred" })}
        />
      ) : null}

      {freeRounds.state.status === "complete" ? (
        <FreeRoundsSummaryDialog
          award={freeRounds.state.award}
          messages={t}
          formatMoney={money}
          onClose={() => freeRounds.send({ type: "summaryClosed" })}
        />
      ) : null}

      {paytableOpen ? (
        <PaytableDialog
          game={game}
          messages={t}
          betLevel={betLevel}
          coinValue={coinValue}
          formatMoney={money}
          onClose={() => setPaytableOpen(false)}
        />
      ) : null}

      {autoplayDialogOpen && profile.autoplay.allowed ? (
        <AutoplayDialog
          maxSpins={profile.autoplay.maxSpins}
          requiresLossLimit={profile.autoplay.requiresLossLimit}
          messages={t}
          currency={session.currency}
          onClose={() => setAutoplayDialogOpen(false)}
          onStart={(spins, lossLimit) => {
            setAutoplayDialogOpen(false);
            void autoplay.start(spins, lossLimit);
          }}
        />
      ) : null}

      {realityCheckOpen && !rules.playEnded ? (
        <RealityCheckDialog
          messages={t}
          playedText={formatDuration(rules.playedMs)}
          netPositionText={money(rules.netPosition ?? "0")}
          netPosition={rules.netPosition ?? "0"}
          lobbyUrl={lobbyUrl}
          onContinue={rules.continuePlaying}
          onLeave={() => {
            autoplay.stop();
            rules.endPlay();
          }}
        />
      ) : null}

      {rules.playEnded && !sessionGone ? (
        <div className="gp-overlay" data-testid="play-ended">
          <div className="gp-unavailable" role="status">
            <div className="gp-unavailable-card">
              <h1>{t.playEndedTitle}</h1>
              <p>{t.playEndedBody}</p>
            </div>
          </div>
        </div>
      ) : null}

      {celebrating ? <JackpotWinCelebration jackpots={jackpots} messages={t} formatMoney={money} /> : null}

      {sessionGone ? (
        <div className="gp-overlay">
          <SessionUnavailable reason={sessionGone} messages={t} returnUrl={session.returnUrl} />
        </div>
      ) : null}
    </div>
  );
}
