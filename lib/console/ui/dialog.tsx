"use client";

import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { Button } from "./button";
import { Icon, type IconName } from "./icons";
import { ModalShell } from "./modal-shell";

// Modal dialogs with an icon, title, description, content and footer, on the shared modal shell.

export function Dialog({
  open,
  onClose,
  title,
  description,
  icon,
  tone = "default",
  wide = false,
  children,
  footer,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  tone?: "default" | "danger";
  wide?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <ModalShell open={open} onClose={onClose} className={`c-dialog${wide ? " c-dialog-wide" : ""}`} testId={testId}>
      {(titleId) => (
        <>
          <div className="c-dialog-header">
            {icon ? (
              <div className={`c-dialog-icon${tone === "danger" ? " c-dialog-icon-danger" : ""}`}>
                <Icon name={icon} size={20} />
              </div>
            ) : null}
            <div>
              <h2 className="c-dialog-title" id={titleId}>
                {title}
              </h2>
              {description ? (
                <div className="c-muted" style={{ marginTop: 4 }}>
                  {description}
                </div>
              ) : null}
            </div>
          </div>
          {children ? <div className="c-dialog-content">{children}</div> : null}
          {footer ? <div className="c-dialog-footer">{footer}</div> : null}
        </>
      )}
    </ModalShell>
  );
}

interface ConfirmRequest {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  tone?: "danger" | "default";
}

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** `await confirm({...})` anywhere below: true when the user confirmed. Destructive actions always ask first. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<(ConfirmRequest & { resolve: (ok: boolean) => void }) | null>(null);
  const confirm = useCallback<Confirm>((next) => new Promise((resolve) => setRequest({ ...next, resolve })), []);
  const settle = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
  };
  const danger = request?.tone !== "default";
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={request !== null}
        onClose={() => settle(false)}
        title={request?.title}
        icon={danger ? "alert" : "info"}
        tone={danger ? "danger" : "default"}
        testId="confirm-dialog"
        footer={
          <>
            <Button onClick={() => settle(false)}>Cancel</Button>
            <Button variant={danger ? "danger" : "primary"} onClick={() => settle(true)} autoFocus>
              {request?.confirmLabel}
            </Button>
          </>
        }
      >
        <div className="c-muted">{request?.body}</div>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs a ConfirmProvider above it");
  return confirm;
}
