"use client";

import { useCallback, useRef, useState } from "react";
import { initialRoundState, roundReducer, type RoundAction, type RoundState } from "./round-machine";

/**
 * The round machine in a component. `current()` answers at once, not at the next render: a balance event or a
 * Space press that arrives between an action and its render must see the round as it already is.
 */
export function useRoundMachine(): { state: RoundState; send: (action: RoundAction) => void; current: () => RoundState } {
  const [state, setState] = useState<RoundState>(initialRoundState);
  const stateRef = useRef<RoundState>(initialRoundState);
  const send = useCallback((action: RoundAction) => {
    stateRef.current = roundReducer(stateRef.current, action);
    setState(stateRef.current);
  }, []);
  const current = useCallback(() => stateRef.current, []);
  return { state, send, current };
}
