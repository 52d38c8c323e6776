"use client";

import type { RuntimeGame, RuntimeRound, RuntimeSession, SpinRequest, SpinResponse } from "@/lib/contract/runtime-api";
import { formatMessage, type GameMessages } from "@/lib/i18n/game-messages";
import {
  addDecimal,
  compareDecimal,
  fractionOfDecimal,
  isZeroDecimal,
  multiplyDecimal,
  subtractDecimal,
} from "@/lib/base/money/decimal-arithmetic";
import type { RoundAction } from "./round-machine";
import { fetchBalance, postSpin, RuntimeCallError } from "./runtime-client";
import type { Balance } from "./use-balance";
import type { FreeRounds } from "./use-free-rounds";
import type { Notices } from "./use-notice";
import type { ReelAnimation } from "./use-reel-animation";
import type { RoundDisplay } from "./use-round-display";
import type { RoundHistory } from "./use-round-history";

// One paid round per spin (POST …/spin), played back on the reels from the server's outcome: the paid spin,
// then every free spin it led to. Each step moves the round machine; the balance is always the server's.
// In free-rounds mode the spin plays one round of the award at the award's bet (nothing is debited) and the
// award as the server answers it moves the free-rounds machine once the round has been shown.

const MIN_SPIN_MS = 650;
const TURBO_MIN_SPIN_MS = 150;
const FREE_SPIN_SPIN_MS = 450;
const FREE_SPINS_INTRO_MS = 1_600;
const BETWEEN_SPINS_MS = 650;
const BANNER_MS = 2_600;
const RETRIGGER_BANNER_MS = 1_400;
const BIG_WIN_TIMES_BET = 10;
const MEGA_WIN_TIMES_BET = 50;
const WIN_PENDING_RECHECK_MS = 4_000;

export interface SpinOptions {
  session: RuntimeSession;
  game: RuntimeGame;
  t: GameMessages;
  money: (amount: string) => string;
  bet: { betLevel: number; coinValue: string };
  round: { send: (action: RoundAction) => void; idle: () => boolean };
  reels: ReelAnimation;
  display: RoundDisplay;
  balance: Balance;
  notices: Notices;
  history: RoundHistory;
  freeRounds: Pick<FreeRounds, "inPlay" | "send">;
  /** Called as a round starts, e.g. to close the buy-feature dialog. */
  onRoundStart: () => void;
  /** The session's jurisdiction profile on the page (use-session-rules): when a spin may start, turbo, slam stop. */
  rules: {
    canStartSpin: () => boolean;
    spinStarted: () => void;
    roundPlayed: (round: RuntimeRound) => void;
    /** Quick spin: the reels land as soon as the answer is there (only offered where the profile allows turbo). */
    turbo: () => boolean;
    slamStopAllowed: boolean;
  };
}

export function useSpin(options: SpinOptions) {
  const {
    session,
    game,
    t,
    money,
    bet,
    round: machine,
    reels,
    display,
    balance,
    notices,
    history,
    freeRounds,
    onRoundStart,
    rules,
  } = options;

  /**
   * Counts the win meter up from base by amount, never past limit (a free round's win paid under max_win); with
   * reduced motion it shows the sum at once.
   */
  const countUp = async (base: string, amount: string, coins: number, limit: string) => {
    const capped = (value: string) => (compareDecimal(value, limit) > 0 ? limit : value);
    const steps = Math.min(45, 10 + Math.round(Math.log10(coins + 1) * 8));
    for (let step = 1; step <= steps && !reels.skipRequested() && !reels.reducedMotion; step++) {
      display.setWinText(capped(addDecimal(base, fractionOfDecimal(amount, step, steps))));
      await reels.pause(30);
    }
    display.setWinText(capped(addDecimal(base, amount)));
  };

  /** Plays one round; its round when it was played, null when it did not start or failed. */
  const playRound = async (buyFeature: boolean): Promise<RuntimeRound | null> => {
    const award = freeRounds.inPlay();
    if (!machine.idle() || notices.sessionGone || (award && buyFeature) || !rules.canStartSpin()) return null;
    history.closeReplay();
    onRoundStart();
    notices.clearNoticeAbout("bet");
    display.showBanner(null);
    display.showSpin(null);
    display.setWinText("0");
    display.setWinAnnouncement("");
    display.setMaxWinNote(null);
    reels.resetSkip();
    balance.holdBalance(null);
    machine.send({ type: "spinStarted" });
    reels.spinAll();

    const turbo = rules.turbo();
    const spinAtLeast = reels.motion(turbo ? TURBO_MIN_SPIN_MS : MIN_SPIN_MS);
    rules.spinStarted();
    let answer: SpinResponse;
    try {
      const request: SpinRequest = award
        ? { betLevel: award.betLevel, coinValue: award.coinValue, freeRoundsAwardId: award.awardId }
        : { betLevel: bet.betLevel, coinValue: bet.coinValue, ...(buyFeature ? { buyFeature: true } : {}) };
      answer = await postSpin(session.id, request);
    } catch (error) {
      reels.requestSkip();
      await reels.landReels(reels.reelWindow);
      notices.reportProblem(error, "bet");
      // Cancelled or expired meanwhile: back to normal play (the notice says why).
      if (award && error instanceof RuntimeCallError && error.code === "free_rounds_unavailable")
        freeRounds.send({ type: "withdrawn" });
      machine.send({ type: "spinFailed", code: error instanceof RuntimeCallError ? error.code : "unexpected" });
      return null;
    }
    balance.holdBalance(null); // the spin's own balance is newer than any refresh before it
    await spinAtLeast;
    if (turbo) reels.requestSkip();

    const { round } = answer;
    const roundCoinValue = round.coinValue;
    // round.win is what is paid: a free round's win cut by the campaign's max_win (winBeforeCap) is shown up to it.
    const paidUpTo = (amount: string) => (compareDecimal(amount, round.win) > 0 ? round.win : amount);
    display.setShownCoinValue(roundCoinValue);
    // The bet is gone at once; the win joins the balance when it has been shown.
    balance.setBalance(answer.winConfirmed ? subtractDecimal(answer.balance, round.win) : answer.balance);
    machine.send({ type: "spinAnswered" });

    const spins = round.outcome.spins;
    const freeSpinCount = spins.filter((spin) => spin.phase === "free").length;
    let awarded = round.outcome.boughtFeature ? Math.min(game.buyFeature?.spins ?? freeSpinCount, freeSpinCount) : 0;
    let freeSpinNumber = 0;
    let won = "0";

    for (const spin of spins) {
      if (spin.phase === "free") {
        if (freeSpinNumber === 0) {
          display.showBanner({ text: formatMessage(t.freeSpinsAwarded, { count: String(awarded) }), tone: "free" });
          await reels.pause(FREE_SPINS_INTRO_MS);
          display.showBanner(null);
        }
        freeSpinNumber += 1;
        machine.send({
          type: "freeSpinStarted",
          meter: { current: freeSpinNumber, total: awarded, multiplier: spin.multiplier, won },
        });
        display.showSpin(null);
        reels.spinAll();
        await reels.motion(FREE_SPIN_SPIN_MS);
      }
      await reels.landReels(spin.window);
      display.showSpin(spin);
      if (spin.winCoins > 0) {
        const spinWin = multiplyDecimal(roundCoinValue, spin.winCoins);
        await countUp(won, spinWin, spin.winCoins, round.win);
        won = addDecimal(won, spinWin);
        if (freeSpinNumber > 0) machine.send({ type: "freeSpinsWon", won: paidUpTo(won) });
      }
      if (spin.freeSpinsAwarded > 0) {
        const before = awarded;
        awarded = Math.min(freeSpinCount, awarded + spin.freeSpinsAwarded);
        if (spin.phase === "free" && awarded > before) {
          machine.send({ type: "freeSpinsRetriggered", total: awarded });
          display.showBanner(
            { text: formatMessage(t.freeSpinsRetrigger, { count: String(awarded - before) }), tone: "free" },
            RETRIGGER_BANNER_MS,
          );
        }
      }
      if (spins.length > 1) await reels.pause(spin.winCoins > 0 ? BETWEEN_SPINS_MS * 1.5 : BETWEEN_SPINS_MS);
    }

    display.setWinText(round.win);
    balance.showBalance(balance.takeHeldBalance() ?? answer.balance);
    const winning = !isZeroDecimal(round.win);
    const cut = round.winBeforeCap === null ? null : { won: money(round.winBeforeCap), paid: money(round.win) };
    display.setMaxWinNote(cut && formatMessage(t.maxWinReachedDetail, cut));
    display.setWinAnnouncement(
      cut
        ? formatMessage(t.maxWinReachedAnnouncement, cut)
        : winning
          ? formatMessage(t.winAnnouncement, { amount: money(round.win) })
          : t.noWinAnnouncement,
    );
    if (cut) {
      display.showBanner({ text: t.maxWinReached, tone: "big" }, BANNER_MS);
    } else if (winning && compareDecimal(round.win, multiplyDecimal(round.bet, MEGA_WIN_TIMES_BET)) >= 0) {
      display.showBanner({ text: t.megaWin, tone: "mega" }, BANNER_MS);
    } else if (winning && compareDecimal(round.win, multiplyDecimal(round.bet, BIG_WIN_TIMES_BET)) >= 0) {
      display.showBanner({ text: t.bigWin, tone: "big" }, BANNER_MS);
    } else if (freeSpinCount > 0) {
      display.showBanner({ text: `${t.freeSpinsComplete} · ${money(paidUpTo(won))}`, tone: "free" }, BANNER_MS);
    }
    if (!answer.winConfirmed && winning) {
      notices.setNotice({ key: "winPending", values: { amount: money(round.win) }, tone: "info", about: "balance" });
      setTimeout(() => {
        fetchBalance(session.id).then(
          (latest) => {
            if (machine.idle()) balance.showBalance(latest.balance);
          },
          () => undefined,
        );
      }, WIN_PENDING_RECHECK_MS);
    }
    history.recordRound(round);
    rules.roundPlayed(round);
    if (answer.freeRounds) {
      // A round in flight when the campaign was cancelled still counts; the rest of the award is void.
      if (answer.freeRounds.roundsLeft > 0 && answer.freeRounds.state !== "active") {
        notices.setNotice({
          key: "freeRoundsUnavailable",
          tone: "info",
          code: "free_rounds_unavailable",
          about: "bet",
        });
      }
      freeRounds.send({ type: "roundPlayed", award: answer.freeRounds });
    }
    machine.send({ type: "roundSettled", win: round.win });
    return round;
  };

  /** The spin button: a round when idle, else a skip of the playback (slam stop, where the profile allows it). */
  const onSpinButton = () => {
    if (machine.idle()) void playRound(false);
    else if (rules.slamStopAllowed) reels.requestSkip();
  };

  return { playRound, onSpinButton };
}
