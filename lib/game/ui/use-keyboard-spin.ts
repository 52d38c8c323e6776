"use client";

import { useEffect, useRef } from "react";

/** Space spins (or skips the playback) unless a control has the focus, where Space presses that control. */
export function useKeyboardSpin(onSpin: () => void, modalOpen: boolean): void {
  const spinKeyRef = useRef(onSpin);
  useEffect(() => {
    spinKeyRef.current = onSpin;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== "Space" && event.key !== " ") return;
      if (modalOpen || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("button, a, input, select, textarea, [role='dialog']")) return;
      event.preventDefault();
      spinKeyRef.current();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [modalOpen]);
}
