import type { BadgeTone } from "@/lib/console/ui/badge";

// How the promotions pages name and colour a promotion's kind, scoring rule and state, and a payout's state.

export const KIND_LABELS: Record<string, string> = { tournament: "Tournament", prize_drop: "Prize drop" };

export const SCORING_LABELS: Record<string, string> = {
  win_multiplier: "Best win multiplier (win ÷ bet of one round)",
  total_win: "Total win",
  rounds_played: "Rounds played",
};

const TONES: Record<string, BadgeTone> = {
  scheduled: "primary",
  running: "info",
  ended: "warning",
  settled: "success",
  cancelled: "danger",
  // payouts
  held: "warning",
  withheld: "neutral",
  pending: "info",
  succeeded: "success",
  unknown: "warning",
  rejected: "danger",
  gave_up: "danger",
};

export function promotionTone(state: string): BadgeTone {
  return TONES[state] ?? "neutral";
}

/** "90 minutes", "2 h 30 min", "none (paid at once)". */
export function reviewLabel(minutes: number): string {
  if (minutes === 0) return "none (paid at once)";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
