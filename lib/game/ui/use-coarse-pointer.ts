"use client";

import { useSyncExternalStore } from "react";

// Touch screens have no Space key to tell players about: a coarse primary pointer gets the touch hint. The server
// render (no pointer known) shows the keyboard hint; the client corrects it on hydration.
const COARSE_POINTER = "(pointer: coarse)";

function subscribeToPointer(onChange: () => void): () => void {
  const query = window.matchMedia(COARSE_POINTER);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribeToPointer,
    () => window.matchMedia(COARSE_POINTER).matches,
    () => false,
  );
}
