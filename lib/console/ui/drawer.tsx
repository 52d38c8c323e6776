"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon } from "./icons";

/** A side panel for a record's details, on the native modal <dialog> (focus trap, Escape closes). */
export function Drawer({ open, onClose, title, subtitle, children, testId }: { open: boolean; onClose: () => void; title: ReactNode; subtitle?: ReactNode; children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="c-drawer"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel's content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      data-testid={testId}
    >
      {open ? (
        <>
          <header className="c-drawer-header">
            <div style={{ minWidth: 0 }}>
              <h2 className="c-dialog-title" id={titleId}>
                {title}
              </h2>
              {subtitle ? <div className="c-muted c-small">{subtitle}</div> : null}
            </div>
            <button type="button" className="c-icon-button" onClick={onClose} aria-label="Close">
              <Icon name="close" size={18} />
            </button>
          </header>
          <div className="c-drawer-body">{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
