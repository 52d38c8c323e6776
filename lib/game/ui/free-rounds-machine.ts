import type { FreeRoundsOffer } from "@/lib/contract/runtime-api";

// The free rounds an operator awarded the player, as a pure reducer beside the round machine: none → offered
// (the dialog) → playing (bet locked to the award, one free round per spin) → complete (the summary) → back to
// normal play, or to the next award waiting. "Later" leaves the offer deferred behind a small button; an award
// withdrawn meanwhile (cancelled or expired: the spin answers free_rounds_unavailable) ends the mode at once.
// Like the round machine, an action that makes no sense in the current state is ignored.

export type FreeRoundsState =
  | { status: "none" }
  | { status: "offered"; award: FreeRoundsOffer; waiting: FreeRoundsOffer[] }
  | { status: "deferred"; award: FreeRoundsOffer; waiting: FreeRoundsOffer[] }
  | { status: "playing"; award: FreeRoundsOffer; waiting: FreeRoundsOffer[] }
  | { status: "complete"; award: FreeRoundsOffer; waiting: FreeRoundsOffer[] };

export type FreeRoundsAction =
  /** The opening state's playable awards. */
  | { type: "offersLoaded"; offers: FreeRoundsOffer[] }
  | { type: "accepted" }
  | { type: "deferred" }
  /** A free round has been played back: the award as the spin answered it. */
  | { type: "roundPlayed"; award: FreeRoundsOffer }
  /** The award can no longer be played (cancelled or expired). */
  | { type: "withdrawn" }
  | { type: "summaryClosed" };

export const initialFreeRoundsState: FreeRoundsState = { status: "none" };

/** An award with rounds still to start; a finished one is never offered. */
function playable(award: FreeRoundsOffer): boolean {
  return award.state === "active" && award.roundsLeft > 0;
}

function offerNext(waiting: FreeRoundsOffer[]): FreeRoundsState {
  const [next, ...rest] = waiting;
  return next ? { status: "offered", award: next, waiting: rest } : { status: "none" };
}

/** The award whose rounds the spin button plays, or null in normal play. */
export function awardInPlay(state: FreeRoundsState): FreeRoundsOffer | null {
  return state.status === "playing" ? state.award : null;
}

export function freeRoundsReducer(state: FreeRoundsState, action: FreeRoundsAction): FreeRoundsState {
  switch (action.type) {
    case "offersLoaded":
      return state.status === "none" && action.offers.some(playable)
        ? offerNext(action.offers.filter(playable))
        : state;
    case "accepted":
      return state.status === "offered" || state.status === "deferred" ? { ...state, status: "playing" } : state;
    case "deferred":
      return state.status === "offered" ? { ...state, status: "deferred" } : state;
    case "roundPlayed":
      if (state.status !== "playing" || action.award.awardId !== state.award.awardId) return state;
      if (action.award.roundsLeft === 0 || action.award.state === "completed")
        return { ...state, status: "complete", award: action.award };
      return action.award.state === "active" ? { ...state, award: action.award } : offerNext(state.waiting);
    case "withdrawn":
      return state.status === "playing" || state.status === "offered" || state.status === "deferred"
        ? offerNext(state.waiting)
        : state;
    case "summaryClosed":
      return state.status === "complete" ? offerNext(state.waiting) : state;
  }
}
