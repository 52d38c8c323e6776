"use client";

import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from "react";

// The one set-up of every console modal on the native <dialog> element: showModal() makes the browser trap focus
// and return it afterwards, Escape (the cancel event) closes through onClose, and the content mounts only while open.

export function ModalShell({
  open,
  onClose,
  className,
  testId,
  closeOnBackdrop = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  className: string;
  testId?: string;
  /** A click on the backdrop (the dialog element itself, outside its content) closes it. */
  closeOnBackdrop?: boolean;
  /** Rendered only while open, given the id its title must carry (the dialog is labelled by it). */
  children: (titleId: string) => ReactNode;
}) {
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
      className={className}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={
        closeOnBackdrop
          ? (event: MouseEvent<HTMLDialogElement>) => {
              if (event.target === event.currentTarget) onClose();
            }
          : undefined
      }
      data-testid={testId}
    >
      {open ? children(titleId) : null}
    </dialog>
  );
}
