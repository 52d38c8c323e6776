"use client";

import { useCallback } from "react";
import { awardInPlay, freeRoundsReducer, initialFreeRoundsState } from "./free-rounds-machine";
import { useMachine } from "./use-round-machine";

/** The free-rounds machine in a component; `inPlay()` is the award the next spin plays (null in normal play). */
export function useFreeRounds() {
  const { state, send, current } = useMachine(freeRoundsReducer, initialFreeRoundsState);
  const inPlay = useCallback(() => awardInPlay(current()), [current]);
  return { state, send, inPlay };
}

export type FreeRounds = ReturnType<typeof useFreeRounds>;
