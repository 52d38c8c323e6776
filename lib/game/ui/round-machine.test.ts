import { describe, expect, it } from "vitest";
import {
  initialRoundState,
  isRoundIdle,
  roundPhase,
  roundReducer,
  type RoundAction,
  type RoundState,
} from "./round-machine";

const meter = { current: 1, total: 10, multiplier: 3, won: "0" };

const states: Record<RoundState["status"], RoundState> = {
  idle: { status: "idle" },
  spinning: { status: "spinning" },
  settling: { status: "settling" },
  freeSpins: { status: "freeSpins", meter },
  showingWin: { status: "showingWin", win: "2.50" },
  error: { status: "error", code: "insufficient_funds" },
};

const actions: Record<RoundAction["type"], RoundAction> = {
  spinStarted: { type: "spinStarted" },
  spinFailed: { type: "spinFailed", code: "network" },
  spinAnswered: { type: "spinAnswered" },
  freeSpinStarted: { type: "freeSpinStarted", meter: { current: 2, total: 10, multiplier: 3, won: "1.00" } },
  freeSpinsWon: { type: "freeSpinsWon", won: "4.00" },
  freeSpinsRetriggered: { type: "freeSpinsRetriggered", total: 15 },
  roundSettled: { type: "roundSettled", win: "4.00" },
};

// Every allowed move; any pair of state and action not listed must leave the state as it was.
const allowed: Partial<Record<RoundState["status"], Partial<Record<RoundAction["type"], RoundState>>>> = {
  idle: { spinStarted: { status: "spinning" } },
  showingWin: { spinStarted: { status: "spinning" } },
  error: { spinStarted: { status: "spinning" } },
  spinning: {
    spinFailed: { status: "error", code: "network" },
    spinAnswered: { status: "settling" },
  },
  settling: {
    freeSpinStarted: { status: "freeSpins", meter: { current: 2, total: 10, multiplier: 3, won: "1.00" } },
    roundSettled: { status: "showingWin", win: "4.00" },
  },
  freeSpins: {
    freeSpinStarted: { status: "freeSpins", meter: { current: 2, total: 10, multiplier: 3, won: "1.00" } },
    freeSpinsWon: { status: "freeSpins", meter: { ...meter, won: "4.00" } },
    freeSpinsRetriggered: { status: "freeSpins", meter: { ...meter, total: 15 } },
    roundSettled: { status: "showingWin", win: "4.00" },
  },
};

describe("roundReducer", () => {
  it("starts idle", () => {
    expect(initialRoundState).toEqual({ status: "idle" });
  });

  for (const [status, state] of Object.entries(states) as [RoundState["status"], RoundState][]) {
    for (const [type, action] of Object.entries(actions) as [RoundAction["type"], RoundAction][]) {
      const expected = allowed[status]?.[type];
      if (expected) {
        it(`${status} + ${type} → ${expected.status}`, () => {
          expect(roundReducer(state, action)).toEqual(expected);
        });
      } else {
        it(`${status} ignores ${type}`, () => {
          expect(roundReducer(state, action)).toBe(state);
        });
      }
    }
  }

  it("plays a whole round with free spins through to the win", () => {
    const steps: RoundAction[] = [
      actions.spinStarted,
      actions.spinAnswered,
      { type: "freeSpinStarted", meter: { current: 1, total: 8, multiplier: 2, won: "0" } },
      { type: "freeSpinsWon", won: "1.20" },
      { type: "freeSpinsRetriggered", total: 12 },
      { type: "freeSpinStarted", meter: { current: 2, total: 12, multiplier: 2, won: "1.20" } },
      { type: "roundSettled", win: "1.20" },
    ];
    expect(steps.reduce(roundReducer, initialRoundState)).toEqual({ status: "showingWin", win: "1.20" });
  });
});

describe("round phases", () => {
  it("waits in idle, showing win and error, and plays in the others", () => {
    expect(Object.values(states).map((state) => [state.status, isRoundIdle(state), roundPhase(state)])).toEqual([
      ["idle", true, "idle"],
      ["spinning", false, "spinning"],
      ["settling", false, "presenting"],
      ["freeSpins", false, "presenting"],
      ["showingWin", true, "idle"],
      ["error", true, "idle"],
    ]);
  });
});
