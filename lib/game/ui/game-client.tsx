"use client";

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactElement } from "react";
import type {
  GamePageUnavailableReason,
  RoundResponse,
  RoundSummary,
  RuntimeGame,
  RuntimeRoundOutcome,
  RuntimeSession,
  SpinResponse,
} from "@/lib/contract/runtime-api";
import { formatMessage, gameMessages, resolveGameLang, type GameMessageKey } from "@/lib/i18n/game-messages";
import { BetControls } from "./bet-controls";
import { addDecimal, compareDecimal, formatMoney, fractionOfDecimal, isZeroDecimal, multiplyDecimal, subtractDecimal } from "./decimal-money";
import { gameTheme, themeStyle } from "./game-themes";
import { HistoryPanel, roundTime } from "./history-panel";
import { safeLobbyUrl } from "@/lib/base/lobby-url";
import { ModalDialog } from "./modal-dialog";
import { PaytableDialog } from "./paytable-dialog";
import { fetchBalance, fetchRound, fetchRounds, fetchState, postSpin, RuntimeCallError, SESSION_GONE_CODES } from "./runtime-client";
import { SessionUnavailable } from "./session-unavailable";
import { SlotReels, type ReelHighlight } from "./slot-reels";
import { SymbolSprite } from "./symbol-art";
import { useRuntimeEvents } from "./use-runtime-events";

// The playable slot: one paid round per spin (POST …/spin), played back on the reels from the server's outcome
// (the paid spin, then every free spin it led to), with the balance always taken from the server: the state
// and balance endpoints and the spin answer (all from the operator's signed wallet) and the live `balance`
// events that a balance refresh sends. The page never decides money on its own.

type Phase = "idle" | "spinning" | "presenting";
type SpinOutcome = RuntimeRoundOutcome["spins"][number];
type ShownRound = RoundResponse["round"];

interface Notice {
  key: GameMessageKey;
  values?: Record<string, string>;
  tone: "error" | "info";
  code?: string;
  /** Which part of the page it is about, so a later success there can clear it. */
  about: "bet" | "balance";
}

interface Banner {
  text: string;
  tone: "free" | "big" | "mega";
}

interface FreeSpinsMeter {
  current: number;
  total: number;
  multiplier: number;
  won: string;
}

const HISTORY_LIMIT = 12;
const MIN_SPIN_MS = 650;
const REEL_STOP_GAP_MS = 150;
const LANDING_MS = 420;
const FREE_SPIN_SPIN_MS = 450;
const FREE_SPINS_INTRO_MS = 1_600;
const BETWEEN_SPINS_MS = 650;
const WIN_CYCLE_MS = 1_600;
const BANNER_MS = 2_600;
const BIG_WIN_TIMES_BET = 10;
const MEGA_WIN_TIMES_BET = 50;
const WIN_PENDING_RECHECK_MS = 4_000;
const BALANCE_TOAST_MS = 1_800;

// Touch screens have no Space key to tell players about: a coarse primary pointer gets the touch hint. The server
// render (no pointer known) shows the keyboard hint; the client corrects it on hydration.
const COARSE_POINTER = "(pointer: coarse)";
function subscribeToPointer(onChange: () => void): () => void {
  const query = window.matchMedia(COARSE_POINTER);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribeToPointer,
    () => window.matchMedia(COARSE_POINTER).matches,
    () => false,
  );
}

/** `template` with `{provider}` filled by `name`, the name kept apart so that it keeps its own language. */
function ProviderLine({ template, name }: { template: string; name: string }): ReactElement {
  const [before, after = ""] = template.split("{provider}");
  return (
    <span className="gp-provider">
      {before}
      {/* A brand is no word of the page's language: lang="" keeps e.g. Turkish upper-casing (i → İ) off it. */}
      <span lang="" data-testid="provider-name">
        {name}
      </span>
      {after}
    </span>
  );
}

function messageKeyFor(code: string, about: Notice["about"]): GameMessageKey {
  switch (code) {
    case "insufficient_funds":
      return "insufficientFunds";
    case "wallet_rejected":
      return about === "balance" ? "balanceUnavailable" : "walletRejected";
    case "wallet_unavailable":
    case "wallet_not_configured":
      return about === "balance" ? "balanceUnavailable" : "walletUnavailable";
    case "invalid_bet":
    case "invalid_request":
      return "invalidBet";
    case "game_not_playable":
      return "gameNotPlayable";
    case "round_in_progress":
      return "roundInProgress";
    case "bet_not_taken":
      return "betNotTaken";
    case "bet_refunded":
      return "betRefunded";
    case "too_many_streams":
      return "tooManyWindows";
    case "network":
      return "connectionProblem";
    default:
      return "somethingWentWrong";
  }
}

/** A calm first picture before any spin: the game's own symbols, premium ones in the middle row. */
function openingWindow(game: RuntimeGame): string[][] {
  const ids = game.symbols.map((symbol) => symbol.id);
  return Array.from({ length: game.reels }, (_, reel) => Array.from({ length: game.rows }, (_, row) => ids[(reel * 2 + row * 3 + 1) % ids.length]!));
}

function winsOf(spin: SpinOutcome): number {
  return spin.lineWins.length + (spin.scatterWin ? 1 : 0);
}

/** The winning cells and paylines of a spin; focus picks one win (line wins first, then the scatter), -1 all. */
function highlightFor(spin: SpinOutcome, game: RuntimeGame, focus: number): ReelHighlight | null {
  if (winsOf(spin) === 0) return null;
  const cells = new Set<string>();
  const lines: ReelHighlight["lines"] = [];
  spin.lineWins.forEach((win, index) => {
    if (focus !== -1 && focus !== index) return;
    const rows = game.paylines[win.line - 1];
    if (!rows) return;
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}:${rows[reel]}`);
    lines.push({ line: win.line, rows, count: win.count });
  });
  if (spin.scatterWin && (focus === -1 || focus === spin.lineWins.length)) {
    for (const [reel, row] of spin.scatterWin.positions) cells.add(`${reel}:${row}`);
  }
  return { cells, lines };
}

export function GameClient(props: { session: RuntimeSession; game: RuntimeGame; currencyExponent: number }): ReactElement {
  const { session, game, currencyExponent } = props;
  const lang = resolveGameLang(session.lang);
  const t = gameMessages(lang);
  const layout = session.device;
  const lobbyUrl = safeLobbyUrl(session.returnUrl);
  const theme = useMemo(() => themeStyle(gameTheme(session.symbol)), [session.symbol]);
  const money = useCallback(
    (amount: string) => formatMoney(amount, { currency: session.currency, exponent: currencyExponent, lang }),
    [session.currency, currencyExponent, lang],
  );

  const [balance, setBalance] = useState<string | null>(null);
  const [balanceLoaded, setBalanceLoaded] = useState(false);
  const [balanceFlash, setBalanceFlash] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sessionGone, setSessionGone] = useState<GamePageUnavailableReason | null>(null);
  const [live, setLive] = useState(false);
  const [liveTrouble, setLiveTrouble] = useState(false);

  const [betLevel, setBetLevel] = useState(game.defaultBetLevel);
  const [coinValue, setCoinValue] = useState(game.defaultCoinValue);
  const totalBet = multiplyDecimal(coinValue, game.lines * betLevel);
  const buyCost = game.buyFeature ? multiplyDecimal(totalBet, game.buyFeature.costMultiplier) : null;

  const [phase, setPhase] = useState<Phase>("idle");
  const [reelWindow, setReelWindow] = useState<string[][]>(() => openingWindow(game));
  const [spinning, setSpinning] = useState<boolean[]>(() => Array(game.reels).fill(false));
  const [landings, setLandings] = useState<number[]>(() => Array(game.reels).fill(0));
  const [shownSpin, setShownSpin] = useState<SpinOutcome | null>(null);
  const [shownCoinValue, setShownCoinValue] = useState(coinValue);
  const [winFocus, setWinFocus] = useState(-1);
  const [winText, setWinText] = useState("0");
  const [winAnnouncement, setWinAnnouncement] = useState("");
  const [freeSpins, setFreeSpins] = useState<FreeSpinsMeter | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [balanceToast, setBalanceToast] = useState(false);
  const [history, setHistory] = useState<RoundSummary[]>([]);
  const [replay, setReplay] = useState<ShownRound | null>(null);
  const [confirmingBuy, setConfirmingBuy] = useState(false);
  const [paytableOpen, setPaytableOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);

  const phaseRef = useRef<Phase>("idle");
  /** A balance event that arrived mid-round, shown once the round has been played back. */
  const pendingBalanceRef = useRef<string | null>(null);
  const skipRef = useRef({ requested: false, wakers: new Set<() => void>() });
  const bannerTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const balanceToastTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const coarsePointer = useCoarsePointer();

  const enterPhase = (next: Phase) => {
    phaseRef.current = next;
    setPhase(next);
  };

  /** A delay of the round's playback that the player can cut short (Skip, or Space). */
  const pause = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        const skip = skipRef.current;
        if (skip.requested) return resolve();
        const done = () => {
          clearTimeout(timer);
          skip.wakers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        skip.wakers.add(done);
      }),
    [],
  );

  const requestSkip = () => {
    const skip = skipRef.current;
    skip.requested = true;
    for (const wake of [...skip.wakers]) wake();
  };

  const showBanner = useCallback((next: Banner | null, lingerMs?: number) => {
    clearTimeout(bannerTimerRef.current);
    setBanner(next);
    if (next && lingerMs) bannerTimerRef.current = setTimeout(() => setBanner(null), lingerMs);
  }, []);

  const showBalance = useCallback((next: string) => {
    setBalance(next);
    setBalanceFlash((count) => count + 1);
  }, []);

  const reportProblem = useCallback((error: unknown, about: Notice["about"]) => {
    const code = error instanceof RuntimeCallError ? error.code : "unexpected";
    const gone = SESSION_GONE_CODES[code as keyof typeof SESSION_GONE_CODES];
    if (gone) {
      setSessionGone(gone);
      return;
    }
    setNotice({ key: messageKeyFor(code, about), tone: "error", code, about });
  }, []);

  // Opening state: the balance from the operator's wallet (through the runtime) and the recent rounds.
  useEffect(() => {
    let cancelled = false;
    fetchState(session.id).then(
      (state) => {
        if (cancelled) return;
        setBalance(state.balance);
        setBalanceLoaded(true);
        if (state.balanceError) {
          setNotice({ key: messageKeyFor(state.balanceError.error, "balance"), tone: "error", code: state.balanceError.error, about: "balance" });
        }
      },
      (error: unknown) => {
        if (cancelled) return;
        setBalanceLoaded(true);
        reportProblem(error, "balance");
      },
    );
    fetchRounds(session.id, HISTORY_LIMIT).then(
      (answer) => !cancelled && setHistory(answer.rounds),
      () => undefined, // the history panel stays empty; playing does not depend on it
    );
    return () => {
      cancelled = true;
    };
  }, [session.id, reportProblem]);

  useRuntimeEvents(session.id, sessionGone === null, {
    onBalance(event) {
      if (phaseRef.current !== "idle") {
        pendingBalanceRef.current = event.balance;
        return;
      }
      showBalance(event.balance);
      setNotice((current) => (current?.about === "balance" ? null : current));
      // Said above the reels, never over them: the paylines of the last spin stay readable.
      clearTimeout(balanceToastTimerRef.current);
      setBalanceToast(true);
      balanceToastTimerRef.current = setTimeout(() => setBalanceToast(false), BALANCE_TOAST_MS);
    },
    onBalanceError() {
      setNotice({ key: "balanceRefreshFailed", tone: "info", about: "balance" });
    },
    onSession(event) {
      setSessionGone(event.state);
    },
    onLiveChange(isLive) {
      setLive(isLive);
      if (isLive) setLiveTrouble(false);
    },
    async onStreamRefused() {
      setLiveTrouble(true);
      try {
        const answer = await fetchBalance(session.id);
        if (phaseRef.current === "idle") setBalance(answer.balance);
        return true;
      } catch (error) {
        if (error instanceof RuntimeCallError && error.code in SESSION_GONE_CODES) {
          reportProblem(error, "balance");
          return false;
        }
        return true;
      }
    },
  });

  /** Stops the reels one after another on `target`, left to right, and waits for the last landing. */
  const landReels = async (target: string[][]) => {
    setReelWindow(target);
    for (let reel = 0; reel < game.reels; reel++) {
      setSpinning((current) => current.map((value, index) => (index === reel ? false : value)));
      setLandings((current) => current.map((value, index) => (index === reel ? value + 1 : value)));
      await pause(REEL_STOP_GAP_MS);
    }
    await pause(LANDING_MS);
  };

  const countUp = async (base: string, amount: string, coins: number) => {
    const steps = Math.min(45, 10 + Math.round(Math.log10(coins + 1) * 8));
    for (let step = 1; step <= steps && !skipRef.current.requested; step++) {
      setWinText(addDecimal(base, fractionOfDecimal(amount, step, steps)));
      await pause(30);
    }
    setWinText(addDecimal(base, amount));
  };

  const playRound = async (buyFeature: boolean) => {
    if (phaseRef.current !== "idle" || sessionGone) return;
    setReplay(null);
    setConfirmingBuy(false);
    setNotice((current) => (current?.about === "bet" ? null : current));
    showBanner(null);
    setShownSpin(null);
    setFreeSpins(null);
    setWinText("0");
    setWinAnnouncement("");
    skipRef.current.requested = false;
    pendingBalanceRef.current = null;
    enterPhase("spinning");
    setSpinning(Array(game.reels).fill(true));

    const spinAtLeast = pause(MIN_SPIN_MS);
    let answer: SpinResponse;
    try {
      answer = await postSpin(session.id, { betLevel, coinValue, ...(buyFeature ? { buyFeature: true } : {}) });
    } catch (error) {
      skipRef.current.requested = true;
      await landReels(reelWindow);
      reportProblem(error, "bet");
      enterPhase("idle");
      return;
    }
    pendingBalanceRef.current = null; // the spin's own balance is newer than any refresh before it
    await spinAtLeast;

    const { round } = answer;
    const roundCoinValue = round.coinValue;
    setShownCoinValue(roundCoinValue);
    // The bet is gone at once; the win joins the balance when it has been shown.
    setBalance(answer.winConfirmed ? subtractDecimal(answer.balance, round.win) : answer.balance);
    enterPhase("presenting");

    const spins = round.outcome.spins;
    const freeSpinCount = spins.filter((spin) => spin.phase === "free").length;
    let awarded = round.outcome.boughtFeature ? Math.min(game.buyFeature?.spins ?? freeSpinCount, freeSpinCount) : 0;
    let freeSpinNumber = 0;
    let won = "0";

    for (const spin of spins) {
      if (spin.phase === "free") {
        if (freeSpinNumber === 0) {
          showBanner({ text: formatMessage(t.freeSpinsAwarded, { count: String(awarded) }), tone: "free" });
          await pause(FREE_SPINS_INTRO_MS);
          showBanner(null);
        }
        freeSpinNumber += 1;
        setFreeSpins({ current: freeSpinNumber, total: awarded, multiplier: spin.multiplier, won });
        setShownSpin(null);
        setSpinning(Array(game.reels).fill(true));
        await pause(FREE_SPIN_SPIN_MS);
      }
      await landReels(spin.window);
      setWinFocus(-1);
      setShownSpin(spin);
      if (spin.winCoins > 0) {
        const spinWin = multiplyDecimal(roundCoinValue, spin.winCoins);
        await countUp(won, spinWin, spin.winCoins);
        won = addDecimal(won, spinWin);
        if (freeSpinNumber > 0) setFreeSpins((meter) => (meter ? { ...meter, won } : meter));
      }
      if (spin.freeSpinsAwarded > 0) {
        const before = awarded;
        awarded = Math.min(freeSpinCount, awarded + spin.freeSpinsAwarded);
        if (spin.phase === "free" && awarded > before) {
          setFreeSpins((meter) => (meter ? { ...meter, total: awarded } : meter));
          showBanner({ text: formatMessage(t.freeSpinsRetrigger, { count: String(awarded - before) }), tone: "free" }, 1_400);
        }
      }
      if (spins.length > 1) await pause(spin.winCoins > 0 ? BETWEEN_SPINS_MS * 1.5 : BETWEEN_SPINS_MS);
    }

    setWinText(round.win);
    const settledBalance = pendingBalanceRef.current ?? answer.balance;
    pendingBalanceRef.current = null;
    showBalance(settledBalance);
    const winning = !isZeroDecimal(round.win);
    setWinAnnouncement(winning ? formatMessage(t.winAnnouncement, { amount: money(round.win) }) : t.noWinAnnouncement);
    if (winning && compareDecimal(round.win, multiplyDecimal(round.bet, MEGA_WIN_TIMES_BET)) >= 0) {
      showBanner({ text: t.megaWin, tone: "mega" }, BANNER_MS);
    } else if (winning && compareDecimal(round.win, multiplyDecimal(round.bet, BIG_WIN_TIMES_BET)) >= 0) {
      showBanner({ text: t.bigWin, tone: "big" }, BANNER_MS);
    } else if (freeSpinCount > 0) {
      showBanner({ text: `${t.freeSpinsComplete} · ${money(won)}`, tone: "free" }, BANNER_MS);
    }
    if (!answer.winConfirmed && winning) {
      setNotice({ key: "winPending", values: { amount: money(round.win) }, tone: "info", about: "balance" });
      setTimeout(() => {
        fetchBalance(session.id).then(
          (latest) => {
            if (phaseRef.current === "idle") showBalance(latest.balance);
          },
          () => undefined,
        );
      }, WIN_PENDING_RECHECK_MS);
    }
    const { outcome: _outcome, ...summary } = round;
    setHistory((rounds) => [summary, ...rounds.filter((entry) => entry.id !== round.id)].slice(0, HISTORY_LIMIT));
    setFreeSpins(null);
    enterPhase("idle");
  };

  const onSpinButton = () => {
    if (phaseRef.current === "idle") void playRound(false);
    else requestSkip();
  };

  // Space spins (or skips the playback) unless a control has the focus, where Space presses that control.
  const spinKeyRef = useRef(onSpinButton);
  useEffect(() => {
    spinKeyRef.current = onSpinButton;
  });
  const modalOpen = confirmingBuy || paytableOpen;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== "Space" && event.key !== " ") return;
      if (modalOpen || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("button, a, input, select, textarea, [role='dialog']")) return;
      event.preventDefault();
      spinKeyRef.current();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [modalOpen]);

  // After a winning spin, the wins take turns on the reels: all at once first, then one line at a time.
  const winCount = shownSpin ? winsOf(shownSpin) : 0;
  useEffect(() => {
    if (phase !== "idle" || winCount < 2) return;
    const timer = setInterval(() => setWinFocus((focus) => (focus + 1) % winCount), WIN_CYCLE_MS);
    return () => clearInterval(timer);
  }, [phase, winCount, shownSpin]);

  const showRound = async (roundId: string) => {
    if (phaseRef.current !== "idle") return;
    try {
      const answer = await fetchRound(session.id, roundId);
      setReplay(answer.round);
      setHistoryOpen(false);
    } catch (error) {
      reportProblem(error, "bet");
    }
  };

  const replaySpin = replay ? replay.outcome.spins[replay.outcome.spins.length - 1] : undefined;
  const displayedSpin = replaySpin ?? shownSpin;
  const highlight = replaySpin ? highlightFor(replaySpin, game, -1) : shownSpin ? highlightFor(shownSpin, game, phase === "idle" ? winFocus : -1) : null;
  const captionCoinValue = replay ? replay.coinValue : shownCoinValue;
  const focusedCaption = (() => {
    // One win is named at once; several take turns (winFocus cycles), starting with all of them unnamed.
    const index = winFocus >= 0 ? winFocus : winCount === 1 ? 0 : -1;
    if (!shownSpin || replay || phase !== "idle" || index < 0) return null;
    const lineWin = shownSpin.lineWins[index];
    if (lineWin) {
      return formatMessage(t.lineWin, { line: String(lineWin.line), count: String(lineWin.count), amount: money(multiplyDecimal(captionCoinValue, lineWin.winCoins)) });
    }
    const scatter = shownSpin.scatterWin;
    return scatter ? formatMessage(t.scatterWin, { count: String(scatter.count), amount: money(multiplyDecimal(captionCoinValue, scatter.winCoins)) }) : null;
  })();

  const busy = phase !== "idle";
  const controlsLocked = busy || sessionGone !== null;
  const spinLabel = busy ? t.skipLabel : formatMessage(t.spinLabel, { bet: money(totalBet) });
  const noticeText = notice ? formatMessage(t[notice.key], notice.values ?? {}) : null;

  return (
    <div
      className={`gp-game gp-layout-${layout}`}
      style={theme}
      lang={t.langTag}
      data-testid="game"
      data-layout={layout}
      data-phase={phase}
      data-live={live ? "true" : "false"}
      data-session-state={sessionGone ?? "active"}
      data-game={session.symbol}
    >
      <SymbolSprite symbols={game.symbols} />
      <div className="gp-backdrop" aria-hidden="true" />

      <header className="gp-header">
        <div className="gp-title">
          {/* The game's name, like the provider's, is kept out of the page language's casing rules. */}
          <h1 lang="">{session.title}</h1>
          <ProviderLine template={t.byProvider} name={session.provider} />
        </div>
        <div className="gp-header-actions">
          {liveTrouble ? (
            <span className="gp-live-trouble" role="status">
              {t.liveUpdatesReconnecting}
            </span>
          ) : null}
          <button type="button" className="gp-button gp-button-ghost" onClick={() => setPaytableOpen(true)} aria-label={t.paytableShow} data-testid="paytable-button">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="gp-icon">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 11 L12 17 M12 7.5 L12 7.6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
            <span className="gp-button-text">{t.paytable}</span>
          </button>
          {lobbyUrl ? (
            <a className="gp-button gp-button-ghost" href={lobbyUrl} target="_top" rel="noreferrer" data-testid="return-to-lobby">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="gp-icon">
                <path d="M3 11 L12 3 L21 11 M6 9 L6 21 L18 21 L18 9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
              </svg>
              <span className="gp-button-text">{t.returnToLobby}</span>
            </a>
          ) : null}
        </div>
      </header>

      <main className="gp-stage">
        <section className="gp-machine" aria-label={session.title}>
          <div className="gp-machine-top">
            {balanceToast && !freeSpins ? (
              <div className="gp-toast" role="status" data-testid="balance-toast">
                {t.balanceUpdated}
              </div>
            ) : freeSpins ? (
              <div className="gp-free-spins-meter" data-testid="free-spins" role="status">
                <strong>{formatMessage(t.freeSpinCounter, { current: String(freeSpins.current), total: String(freeSpins.total) })}</strong>
                <span>{formatMessage(t.freeSpinsMultiplier, { multiplier: String(freeSpins.multiplier) })}</span>
                <span>
                  {t.freeSpinsTotal}: {money(freeSpins.won)}
                </span>
              </div>
            ) : game.freeSpins ? (
              <div className="gp-feature-info">{formatMessage(t.freeSpinsFeatureInfo, { multiplier: String(game.freeSpins.multiplier) })}</div>
            ) : (
              <div className="gp-feature-info">{formatMessage(t.linesCount, { lines: String(game.lines) })}</div>
            )}
          </div>

          <div className={`gp-reel-frame${freeSpins ? " gp-reel-frame-free" : ""}`}>
            <SlotReels
              label={formatMessage(t.reelsLabel, { title: session.title })}
              game={game}
              window={replaySpin ? replaySpin.window : reelWindow}
              spinning={replaySpin ? spinning.map(() => false) : spinning}
              landings={landings}
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
              </div>
            ) : (
              <span className="gp-caption-text" data-testid="caption">
                {focusedCaption ?? (phase === "idle" && !shownSpin ? (coarsePointer ? t.touchHint : t.keyboardHint) : "")}
              </span>
            )}
          </div>
          {replay ? (
            <button type="button" className="gp-button gp-button-primary gp-replay-back" onClick={() => setReplay(null)} data-testid="replay-back">
              {t.replayBack}
            </button>
          ) : null}
        </section>

        <div className={`gp-side${historyOpen ? " gp-side-open" : ""}`}>
          <HistoryPanel rounds={history} messages={t} lang={lang} formatMoney={money} selectedRoundId={replay?.id ?? null} onShowRound={(id) => void showRound(id)} />
        </div>
      </main>

      <footer className="gp-controls">
        <div className="gp-meter gp-meter-balance">
          <span className="gp-meter-label">{t.balance}</span>
          <output key={balanceFlash} className={`gp-meter-value${balanceFlash > 0 ? " gp-flash" : ""}`} data-testid="balance" data-value={balance ?? ""} aria-live="polite" aria-busy={!balanceLoaded}>
            {balance === null ? t.balanceUnknown : money(balance)}
          </output>
        </div>

        <BetControls
          game={game}
          messages={t}
          betLevel={betLevel}
          coinValue={coinValue}
          totalBetText={totalBet}
          formatCoin={money}
          disabled={controlsLocked}
          onChange={(bet) => {
            setBetLevel(bet.betLevel);
            setCoinValue(bet.coinValue);
          }}
        />

        <div className="gp-meter gp-meter-win">
          <span className="gp-meter-label">{freeSpins ? t.freeSpinsTotal : t.win}</span>
          <output className={`gp-meter-value${!isZeroDecimal(winText) ? " gp-meter-winning" : ""}`} data-testid="win" data-value={winText}>
            {money(winText)}
          </output>
        </div>

        <div className="gp-spin-area">
          {game.buyFeature && buyCost ? (
            <button type="button" className="gp-buy-button" disabled={controlsLocked || replay !== null} onClick={() => setConfirmingBuy(true)} data-testid="buy-feature">
              <span className="gp-buy-title">{t.buyFeature}</span>
              <span className="gp-buy-cost">{formatMessage(t.buyFeatureCost, { spins: String(game.buyFeature.spins), cost: money(buyCost) })}</span>
            </button>
          ) : null}
          <button
            type="button"
            className={`gp-spin-button${busy ? " gp-spin-button-busy" : ""}`}
            onClick={onSpinButton}
            disabled={sessionGone !== null || (!busy && replay !== null)}
            aria-label={spinLabel}
            data-testid="spin"
          >
            <svg viewBox="0 0 48 48" aria-hidden="true" className="gp-spin-icon">
              <path d="M38 24 A14 14 0 1 1 33.9 14.1" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
              <path d="M28 8 L38 12 L33 21 Z" fill="currentColor" />
            </svg>
            <span className="gp-spin-text">{busy ? t.skip : t.spin}</span>
          </button>
          <button type="button" className="gp-button gp-button-ghost gp-history-toggle" aria-expanded={historyOpen} onClick={() => setHistoryOpen((open) => !open)} data-testid="history-toggle">
            {historyOpen ? t.historyHide : t.historyShow}
          </button>
        </div>
      </footer>

      {notice && noticeText ? (
        <div className={`gp-notice gp-notice-${notice.tone}`} role="alert" data-testid={notice.tone === "error" ? "error" : "notice"} data-code={notice.code ?? ""}>
          <span>{noticeText}</span>
          <button type="button" className="gp-notice-dismiss" onClick={() => setNotice(null)} aria-label={t.dismiss}>
            ×
          </button>
        </div>
      ) : null}

      <div className="gp-sr-only" aria-live="polite" data-testid="win-announcement">
        {winAnnouncement}
      </div>

      {confirmingBuy && game.buyFeature && buyCost ? (
        <ModalDialog title={t.buyFeatureConfirmTitle} onClose={() => setConfirmingBuy(false)} testId="buy-feature-dialog">
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
            <button type="button" className="gp-button gp-button-primary" onClick={() => void playRound(true)} data-testid="buy-feature-confirm">
              {formatMessage(t.buyFeatureConfirm, { cost: money(buyCost) })}
            </button>
          </div>
        </ModalDialog>
      ) : null}

      {paytableOpen ? <PaytableDialog game={game} messages={t} betLevel={betLevel} coinValue={coinValue} formatMoney={money} onClose={() => setPaytableOpen(false)} /> : null}

      {sessionGone ? (
        <div className="gp-overlay">
          <SessionUnavailable reason={sessionGone} messages={t} returnUrl={session.returnUrl} />
        </div>
      ) : null}
    </div>
  );
}
