"use client";

import { useMediaQuery } from "./use-media-query";

// Touch screens have no Space key to tell players about: a coarse primary pointer gets the touch hint. The server
// render (no pointer known) shows the keyboard hint.
export function useCoarsePointer(): boolean {
  return useMediaQuery("(pointer: coarse)");
}
