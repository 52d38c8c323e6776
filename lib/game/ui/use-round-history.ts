"use client";

import { useEffect, useState } from "react";
import type { RoundResponse, RoundSummary, SpinResponse } from "@/lib/contract/runtime-api";
import { fetchRound, fetchRounds } from "./runtime-client";
import type { Notices } from "./use-notice";

// The recent rounds beside the reels, and the one the player picked to see again on them.

const HISTORY_LIMIT = 12;

export type ShownRound = RoundResponse["round"];

export function useRoundHistory(options: {
  sessionId: string;
  reportProblem: Notices["reportProblem"];
  roundIdle: () => boolean;
}) {
  const { sessionId, reportProblem, roundIdle } = options;
  const [history, setHistory] = useState<RoundSummary[]>([]);
  const [replay, setReplay] = useState<ShownRound | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetchRounds(sessionId, HISTORY_LIMIT).then(
      // A round played before this answer came is already on top: keep it, and add the older ones after it.
      (answer) =>
        !cancelled &&
        setHistory((recorded) =>
          [...recorded, ...answer.rounds.filter((round) => !recorded.some((entry) => entry.id === round.id))].slice(
            0,
            HISTORY_LIMIT,
          ),
        ),
      () => undefined, // the history panel stays empty; playing does not depend on it
    );
    return () => {
      cancelled = true;
    };
  }, [sessionId]);

  /** A round just played goes on top (once). */
  const recordRound = (round: SpinResponse["round"]) => {
    const { outcome: _outcome, ...summary } = round;
    setHistory((rounds) => [summary, ...rounds.filter((entry) => entry.id !== round.id)].slice(0, HISTORY_LIMIT));
  };

  const showRound = async (roundId: string) => {
    if (!roundIdle()) return;
    try {
      const answer = await fetchRound(sessionId, roundId);
      setReplay(answer.round);
      setHistoryOpen(false);
    } catch (error) {
      reportProblem(error, "bet");
    }
  };

  const closeReplay = () => setReplay(null);
  const toggleHistory = () => setHistoryOpen((open) => !open);

  return { history, recordRound, replay, showRound, closeReplay, historyOpen, toggleHistory };
}

export type RoundHistory = ReturnType<typeof useRoundHistory>;
