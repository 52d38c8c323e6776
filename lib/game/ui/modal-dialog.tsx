"use client";

import { useEffect, useRef, type ReactElement, type ReactNode } from "react";

// A small modal for the paytable and the buy-feature confirmation: labelled, focus moves in on open and back
// on close, Escape and the backdrop close it.

export function ModalDialog(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  wide?: boolean;
}): ReactElement {
  const panelRef = useRef<HTMLDivElement>(null);
  // The latest onClose, so re-renders of the page (count-ups, balance events) do not re-run the focus effect.
  const onCloseRef = useRef(props.onClose);
  useEffect(() => {
    onCloseRef.current = props.onClose;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>("button, [href], [tabindex]")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onCloseRef.current();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus();
    };
  }, []);

  return (
    <div className="gp-modal-backdrop" onClick={(event) => event.target === event.currentTarget && props.onClose()}>
      <div
        ref={panelRef}
        className={`gp-modal${props.wide ? " gp-modal-wide" : ""}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="gp-modal-title"
        data-testid={props.testId}
      >
        <h2 id="gp-modal-title">{props.title}</h2>
        {props.children}
      </div>
    </div>
  );
}
