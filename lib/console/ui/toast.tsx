"use client";

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { errorMessage } from "@/lib/console/graphql-client";
import { Icon } from "./icons";

// Feedback for every action: a short message in the corner, announced to screen readers, gone after a while.

interface Toast {
  id: number;
  tone: "success" | "error";
  title: string;
  detail?: string;
}

export interface Toaster {
  success(title: string, detail?: string): void;
  /** `detail` may be the caught error itself. */
  error(title: string, detail?: unknown): void;
}

const ToastContext = createContext<Toaster | null>(null);
const SHOWN_MS = { success: 4500, error: 9000 };

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const push = useCallback(
    (toast: Omit<Toast, "id">) => {
      const id = nextId.current++;
      setToasts((all) => [...all.slice(-3), { ...toast, id }]);
      setTimeout(() => dismiss(id), SHOWN_MS[toast.tone]);
    },
    [dismiss],
  );
  const toaster = useMemo<Toaster>(
    () => ({
      success: (title, detail) => push({ tone: "success", title, detail }),
      error: (title, detail) =>
        push({
          tone: "error",
          title,
          detail: detail === undefined ? undefined : typeof detail === "string" ? detail : errorMessage(detail),
        }),
    }),
    [push],
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div className="c-toasts" role="region" aria-label="Notifications">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`c-toast c-toast-${toast.tone}`}
            role={toast.tone === "error" ? "alert" : "status"}
            data-testid={`toast-${toast.tone}`}
          >
            <Icon className="c-toast-icon" name={toast.tone === "success" ? "check" : "alert"} size={18} />
            <div className="c-toast-text">
              <span className="c-toast-title">{toast.title}</span>
              {toast.detail ? <span className="c-toast-detail">{toast.detail}</span> : null}
            </div>
            <button
              type="button"
              className="c-icon-button"
              onClick={() => dismiss(toast.id)}
              aria-label="Dismiss notification"
            >
              <Icon name="close" size={14} />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error("useToast needs a ToastProvider above it");
  return toaster;
}
