import type { WalletCertificationRun } from "@/lib/server/db/generated/client";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { certificationCases } from "@/lib/server/wallet/certification/certify-wallet";

// wallet_certification_runs.cases holds one entry per case (pending until it finishes) and, once the run is over,
// a last entry with id "cleanup": crediting back what the run took from the test player.

export type CertificationCaseStatus = "pending" | "passed" | "failed";
export interface StoredCertificationCase {
  id: string;
  title: string;
  status: CertificationCaseStatus;
  detail: string | null;
}

export const CLEANUP_CASE_ID = "cleanup";

export type WalletCertificationStatus = "running" | "passed" | "failed" | "error";

export interface WalletCertificationRunView {
  id: string;
  operatorId: string | null;
  walletUrl: string;
  startedBy: string;
  status: WalletCertificationStatus;
  cases: StoredCertificationCase[];
  completedCases: number;
  totalCases: number;
  cleanup: { done: boolean; detail: string } | null;
  startedAt: Date;
  finishedAt: Date | null;
}

export function pendingCases(options: { roundFields?: boolean } = {}): StoredCertificationCase[] {
  return certificationCases(options).map(({ id, title }) => ({ id, title, status: "pending", detail: null }));
}

/** A run still "running" after this long lost its app instance (CERTIFICATION_RUN_TIMEOUT_SECONDS, default 10 min). */
export function certificationRunTimeoutMs(): number {
  return positiveIntegerSetting("CERTIFICATION_RUN_TIMEOUT_SECONDS", 600) * 1000;
}

function storedCases(value: unknown): StoredCertificationCase[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is StoredCertificationCase =>
      typeof entry === "object" && entry !== null && typeof (entry as StoredCertificationCase).id === "string",
  );
}

export function toWalletCertificationRunView(run: WalletCertificationRun): WalletCertificationRunView {
  const entries = storedCases(run.cases);
  const cases = entries.filter((entry) => entry.id !== CLEANUP_CASE_ID);
  const cleanup = entries.find((entry) => entry.id === CLEANUP_CASE_ID);
  return {
    id: run.id,
    operatorId: run.operatorId,
    walletUrl: run.walletUrl,
    startedBy: run.startedBy,
    status: (["running", "passed", "failed", "error"] as const).find((status) => status === run.status) ?? "error",
    cases,
    completedCases: cases.filter((entry) => entry.status !== "pending").length,
    totalCases: cases.length,
    cleanup: cleanup ? { done: cleanup.status === "passed", detail: cleanup.detail ?? "" } : null,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
  };
}
