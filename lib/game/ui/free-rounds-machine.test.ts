import { describe, expect, it } from "vitest";
import type { FreeRoundsOffer } from "@/lib/contract/runtime-api";
import {
  awardInPlay,
  freeRoundsReducer,
  initialFreeRoundsState,
  type FreeRoundsAction,
  type FreeRoundsState,
} from "./free-rounds-machine";

function award(overrides: Partial<FreeRoundsOffer> = {}): FreeRoundsOffer {
  return {
    awardId: "fra_1",
    campaignId: "welcome-10",
    roundsTotal: 10,
    roundsPlayed: 0,
    roundsLeft: 10,
    win: "0.00",
    betLevel: 1,
    coinValue: "0.01",
    bet: "0.25",
    maxWin: null,
    expiresAt: "2030-01-01T00:00:00.000Z",
    state: "active",
    ...overrides,
  };
}

const first = award();
const second = award({ awardId: "fra_2", campaignId: "weekend" });
const afterOne = award({ roundsPlayed: 1, roundsLeft: 9, win: "0.40" });
const afterLast = award({ roundsPlayed: 10, roundsLeft: 0, win: "3.10", state: "completed" });

const states: Record<FreeRoundsState["status"], FreeRoundsState> = {
  none: { status: "none" },
  offered: { status: "offered", award: first, waiting: [second] },
  deferred: { status: "deferred", award: first, waiting: [second] },
  playing: { status: "playing", award: first, waiting: [second] },
  complete: { status: "complete", award: afterLast, waiting: [second] },
};

const actions: Record<FreeRoundsAction["type"], FreeRoundsAction> = {
  offersLoaded: { type: "offersLoaded", offers: [first, second] },
  accepted: { type: "accepted" },
  deferred: { type: "deferred" },
  roundPlayed: { type: "roundPlayed", award: afterOne },
  withdrawn: { type: "withdrawn" },
  summaryClosed: { type: "summaryClosed" },
};

const nextOffer: FreeRoundsState = { status: "offered", award: second, waiting: [] };

// Every allowed move; any pair of state and action not listed must leave the state as it was.
const allowed: Partial<Record<FreeRoundsState["status"], Partial<Record<FreeRoundsAction["type"], FreeRoundsState>>>> =
  {
    none: { offersLoaded: { status: "offered", award: first, waiting: [second] } },
    offered: {
      accepted: { status: "playing", award: first, waiting: [second] },
      deferred: { status: "deferred", award: first, waiting: [second] },
      withdrawn: nextOffer,
    },
    deferred: {
      accepted: { status: "playing", award: first, waiting: [second] },
      withdrawn: nextOffer,
    },
    playing: {
      roundPlayed: { status: "playing", award: afterOne, waiting: [second] },
      withdrawn: nextOffer,
    },
    complete: { summaryClosed: nextOffer },
  };

describe("freeRoundsReducer", () => {
  it("starts with nothing offered", () => {
    expect(initialFreeRoundsState).toEqual({ status: "none" });
    expect(awardInPlay(initialFreeRoundsState)).toBeNull();
  });

  for (const [status, state] of Object.entries(states) as [FreeRoundsState["status"], FreeRoundsState][]) {
    for (const [type, action] of Object.entries(actions) as [FreeRoundsAction["type"], FreeRoundsAction][]) {
      const expected = allowed[status]?.[type];
      if (expected) {
        it(`${status} + ${type} → ${expected.status}`, () => {
          expect(freeRoundsReducer(state, action)).toEqual(expected);
        });
      } else {
        it(`${status} ignores ${type}`, () => {
          expect(freeRoundsReducer(state, action)).toBe(state);
        });
      }
    }
  }

  it("offers only awards with rounds left, and nothing when none are", () => {
    const finished = award({ awardId: "fra_0", roundsPlayed: 10, roundsLeft: 0, state: "active" });
    const cancelled = award({ awardId: "fra_9", state: "cancelled" });
    expect(
      freeRoundsReducer(initialFreeRoundsState, { type: "offersLoaded", offers: [finished, cancelled, second] }),
    ).toEqual(nextOffer);
    expect(freeRoundsReducer(initialFreeRoundsState, { type: "offersLoaded", offers: [finished] })).toBe(
      initialFreeRoundsState,
    );
  });

  it("ignores a spin answer about another award", () => {
    expect(freeRoundsReducer(states.playing, { type: "roundPlayed", award: { ...afterOne, awardId: "fra_2" } })).toBe(
      states.playing,
    );
  });

  it("ends the mode when the spin answers the award cancelled or expired", () => {
    expect(
      freeRoundsReducer(states.playing, { type: "roundPlayed", award: { ...afterOne, state: "cancelled" } }),
    ).toEqual(nextOffer);
    const alone: FreeRoundsState = { status: "playing", award: first, waiting: [] };
    expect(freeRoundsReducer(alone, { type: "roundPlayed", award: { ...afterOne, state: "expired" } })).toEqual({
      status: "none",
    });
  });

  it("locks the spin to the award only while playing", () => {
    expect(Object.values(states).map((state) => [state.status, awardInPlay(state)?.awardId ?? null])).toEqual([
      ["none", null],
      ["offered", null],
      ["deferred", null],
      ["playing", "fra_1"],
      ["complete", null],
    ]);
  });

  it("plays every round of an award through to the summary and back to normal play", () => {
    const rounds = Array.from({ length: 3 }, (_, index) =>
      award({
        roundsTotal: 3,
        roundsPlayed: index + 1,
        roundsLeft: 2 - index,
        win: `${index}.00`,
        state: index === 2 ? "completed" : "active",
      }),
    );
    const steps: FreeRoundsAction[] = [
      { type: "offersLoaded", offers: [award({ roundsTotal: 3, roundsLeft: 3 })] },
      { type: "deferred" },
      { type: "accepted" },
      ...rounds.map((played) => ({ type: "roundPlayed", award: played }) as const),
    ];
    const finished = steps.reduce(freeRoundsReducer, initialFreeRoundsState);
    expect(finished).toEqual({ status: "complete", award: rounds[2], waiting: [] });
    expect(freeRoundsReducer(finished, { type: "summaryClosed" })).toEqual({ status: "none" });
  });
});
