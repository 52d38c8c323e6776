"use client";

import { createContext, useContext, type ReactNode } from "react";

// The signed-in staff member, known to every console component. The server decides what anyone may do; this only
// lets the pages disable controls a viewer could not use anyway.

export interface ConsoleStaff {
  id: string;
  email: string;
  name: string;
  role: "admin" | "viewer";
}

const StaffContext = createContext<ConsoleStaff | null>(null);

export function StaffProvider({ staff, children }: { staff: ConsoleStaff; children: ReactNode }) {
  return <StaffContext.Provider value={staff}>{children}</StaffContext.Provider>;
}

export function useStaff(): ConsoleStaff {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error("useStaff needs a StaffProvider above it");
  return staff;
}

/** Whether the signed-in staff member may change things (admins); viewers read only. */
export function useCanEdit(): boolean {
  return useStaff().role === "admin";
}

/** Tooltip on controls a viewer sees disabled. */
export const VIEWER_HINT = "Viewers have read-only access";
