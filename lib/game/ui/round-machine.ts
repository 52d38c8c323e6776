// The life of one round on the game page, as a pure reducer: idle → spinning (waiting for the server) →
// settling (the paid spin lands) → free spins (when it led to some) → showing win, or error when the spin
// failed. Showing win and error wait for the next spin like idle does. An action that makes no sense in the
// current state is ignored, so a late or doubled event cannot put the page into a state it never reached.

export interface FreeSpinsMeter {
  current: number;
  total: number;
  multiplier: number;
  won: string;
}

export type RoundState =
  | { status: "idle" }
  | { status: "spinning" }
  | { status: "settling" }
  | { status: "freeSpins"; meter: FreeSpinsMeter }
  | { status: "showingWin"; win: string }
  | { status: "error"; code: string };

export type RoundAction =
  | { type: "spinStarted" }
  | { type: "spinFailed"; code: string }
  | { type: "spinAnswered" }
  | { type: "freeSpinStarted"; meter: FreeSpinsMeter }
  | { type: "freeSpinsWon"; won: string }
  | { type: "freeSpinsRetriggered"; total: number }
  | { type: "roundSettled"; win: string };

export const initialRoundState: RoundState = { status: "idle" };

/** Whether a new round may start: nothing is being played. */
export function isRoundIdle(state: RoundState): boolean {
  return state.status === "idle" || state.status === "showingWin" || state.status === "error";
}

/** The page's data-phase: waiting, asking the server, or playing the answer back. */
export function roundPhase(state: RoundState): "idle" | "spinning" | "presenting" {
  if (isRoundIdle(state)) return "idle";
  return state.status === "spinning" ? "spinning" : "presenting";
}

export function roundReducer(state: RoundState, action: RoundAction): RoundState {
  switch (action.type) {
    case "spinStarted":
      return isRoundIdle(state) ? { status: "spinning" } : state;
    case "spinFailed":
      return state.status === "spinning" ? { status: "error", code: action.code } : state;
    case "spinAnswered":
      return state.status === "spinning" ? { status: "settling" } : state;
    case "freeSpinStarted":
      return state.status === "settling" || state.status === "freeSpins"
        ? { status: "freeSpins", meter: action.meter }
        : state;
    case "freeSpinsWon":
      return state.status === "freeSpins" ? { status: "freeSpins", meter: { ...state.meter, won: action.won } } : state;
    case "freeSpinsRetriggered":
      return state.status === "freeSpins"
        ? { status: "freeSpins", meter: { ...state.meter, total: action.total } }
        : state;
    case "roundSettled":
      return state.status === "settling" || state.status === "freeSpins"
        ? { status: "showingWin", win: action.win }
        : state;
  }
}
