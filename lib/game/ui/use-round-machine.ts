"use client";

import { useCallback, useRef, useState } from "react";
import { initialRoundState, roundReducer, type RoundAction, type RoundState } from "./round-machine";

/**
 * A pure reducer (the round machine, the free-rounds machine) in a component. `current()` answers at once, not
 * at the next render: a balance event or a Space press that arrives between an action and its render must see
 * the machine as it already is.
 */
export function useMachine<State, Action>(
  reducer: (state: State, action: Action) => State,
  initial: State,
): { state: State; send: (action: Action) => void; current: () => State } {
  const [state, setState] = useState<State>(initial);
  const stateRef = useRef<State>(initial);
  const send = useCallback(
    (action: Action) => {
      stateRef.current = reducer(stateRef.current, action);
      setState(stateRef.current);
    },
    [reducer],
  );
  const current = useCallback(() => stateRef.current, []);
  return { state, send, current };
}

export function useRoundMachine(): {
  state: RoundState;
  send: (action: RoundAction) => void;
  current: () => RoundState;
} {
  return useMachine(roundReducer, initialRoundState);
}
