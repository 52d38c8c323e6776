import type { BadgeTone } from "./badge";

// One colour per state across the console, so "active" or "gave up" looks the same on every page.

const TONES: Record<string, BadgeTone> = {
  // operators
  active: "success",
  inactive: "neutral",
  // games
  live: "success",
  maintenance: "warning",
  disabled: "neutral",
  // sessions
  expired: "neutral",
  ended: "danger",
  // wallet transactions and attempts
  pending: "info",
  succeeded: "success",
  rejected: "danger",
  unknown: "warning",
  rolled_back: "neutral",
  gave_up: "danger",
  invalid_signature: "danger",
  failed: "danger",
  // certification
  running: "info",
  passed: "success",
  error: "warning",
  // free-rounds campaigns and awards
  cancelled: "danger",
  completed: "info",
};

export function toneOf(state: string): BadgeTone {
  return TONES[state] ?? "neutral";
}

/** "gave_up" → "gave up". */
export function stateLabel(state: string): string {
  return state.replaceAll("_", " ");
}

/** A wallet attempt's outcome; "unknown" is an attempt stored before it left and never completed. */
export function attemptOutcomeLabel(outcome: string): string {
  return outcome === "unknown" ? "outcome unknown" : stateLabel(outcome);
}
