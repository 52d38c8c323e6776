import { z } from "zod";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { expireAbandonedCertificationRuns } from "./list-wallet-certification-runs";
import { toWalletCertificationRunView, type WalletCertificationRunView } from "./wallet-certification-view";

/** One certification run with its per-case progress; with operatorId, another operator's run is not_found. */
export async function getWalletCertificationRun(options: {
  runId: string;
  operatorId?: string;
}): Promise<WalletCertificationRunView> {
  const { runId, operatorId } = parseInput(
    z.object({ runId: z.string().trim().min(1).max(100), operatorId: z.string().trim().min(1).max(64).optional() }),
    options,
  );
  await expireAbandonedCertificationRuns();
  const run = await prisma.walletCertificationRun.findUnique({ where: { id: runId } });
  if (!run || (operatorId !== undefined && run.operatorId !== operatorId))
    throw new AppError("not_found", `Certification run "${runId}" not found`);
  return toWalletCertificationRunView(run);
}
