import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import type { GaugeSample } from "@/lib/server/observability/metrics";

// The wallet ledger's backlog for /metrics (registered by start-up): rows waiting for delivery, in doubt, or
// given up, shared by all instances.

const BACKLOG_STATES = ["pending", "unknown", "gave_up"] as const;

export async function walletLedgerGauges(): Promise<GaugeSample[]> {
  const [groups, oldest] = await Promise.all([
    prisma.walletTransaction.groupBy({
      by: ["state", "type"],
      where: { state: { in: [...BACKLOG_STATES] } },
      _count: { _all: true },
    }),
    prisma.walletTransaction.findFirst({
      where: { state: { in: ["pending", "unknown"] } },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true },
    }),
  ]);
  const values = [];
  for (const state of BACKLOG_STATES) {
    for (const type of ["debit", "credit", "rollback"] as const) {
      const count = groups.find((group) => group.state === state && group.type === type)?._count._all ?? 0;
      values.push({ labels: { state, type }, value: count });
    }
  }
  return [
    {
      name: "gp_wallet_ledger_backlog",
      help: "Wallet ledger rows not yet acknowledged by the operator (all instances), by state and type.",
      values,
    },
    {
      name: "gp_wallet_ledger_oldest_backlog_seconds",
      help: "Age of the oldest pending or unknown wallet ledger row (0 when there is none).",
      values: [{ value: oldest ? Math.max(0, (Date.now() - oldest.createdAt.getTime()) / 1000) : 0 }],
    },
  ];
}
