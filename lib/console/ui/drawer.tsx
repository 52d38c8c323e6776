"use client";

import type { ReactNode } from "react";
import { Icon } from "./icons";
import { ModalShell } from "./modal-shell";

/** A side panel for a record's details, on the shared modal shell (focus trap, Escape and the backdrop close it). */
export function Drawer({
  open,
  onClose,
  title,
  subtitle,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <ModalShell open={open} onClose={onClose} className="c-drawer" testId={testId} closeOnBackdrop>
      {(titleId) => (
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
      )}
    </ModalShell>
  );
}
