import { z } from "zod";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import {
  certificationRunTimeoutMs,
  toWalletCertificationRunView,
  type WalletCertificationRunView,
} from "./wallet-certification-view";

/** Runs whose instance went away mid-run would say "running" forever: past the timeout they become "error". */
export async function expireAbandonedCertificationRuns(): Promise<void> {
  const now = new Date();
  await prisma.walletCertificationRun.updateMany({
    where: { status: "running", startedAt: { lt: new Date(now.getTime() - certificationRunTimeoutMs()) } },
    data: { status: "error", finishedAt: now },
  });
}

/** Certification runs newest first, optionally of one operator. */
export async function listWalletCertificationRuns(
  options: { operatorId?: string | null; first?: number | null } = {},
): Promise<WalletCertificationRunView[]> {
  const input = parseInput(
    z.object({ operatorId: z.string().trim().max(64).nullish(), first: z.number().int().min(1).max(100).nullish() }),
    options,
  );
  await expireAbandonedCertificationRuns();
  const runs = await prisma.walletCertificationRun.findMany({
    where: input.operatorId ? { operatorId: input.operatorId } : {},
    orderBy: [{ startedAt: "desc" }, { id: "desc" }],
    take: input.first ?? 20,
  });
  return runs.map(toWalletCertificationRunView);
}
