import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import type { WalletAlert } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";

/** Staff saw the alert; a new occurrence re-opens it (the wallet ledger does that). Acknowledging twice changes nothing. */
export async function acknowledgeWalletAlert(options: { alertId: string; actor: string }): Promise<WalletAlert> {
  const input = parseInput(z.object({ alertId: z.string().trim().min(1).max(100), actor: actorSchema }), options);
  return prisma.$transaction(async (tx) => {
    const alert = await tx.walletAlert.findUnique({ where: { id: input.alertId } });
    if (!alert) throw new AppError("not_found", `Wallet alert "${input.alertId}" not found`);
    if (alert.acknowledgedAt) return alert;
    const acknowledged = await tx.walletAlert.update({ where: { id: alert.id }, data: { acknowledgedAt: new Date() } });
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "wallet_alert.acknowledge",
      target: { type: "operator", id: alert.operatorId },
      before: { kind: alert.kind, acknowledgedAt: null },
      after: { kind: alert.kind, acknowledgedAt: acknowledged.acknowledgedAt },
    });
    return acknowledged;
  });
}
