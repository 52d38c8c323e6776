import "server-only";
import { prisma } from "@/lib/server/db/prisma";
import { localStreamCount } from "@/lib/server/realtime/realtime-hub";
import { renderMetrics, type GaugeSample } from "./metrics";

// GET /metrics: this instance's counters and histograms, plus gauges sampled now — open SSE streams here, the
// wallet ledger's backlog (shared by all instances: rows waiting for delivery, in doubt, or given up), the
// database's reachability and the process's memory.

const BACKLOG_STATES = ["pending", "unknown", "gave_up"] as const;

async function ledgerGauges(): Promise<GaugeSample[]> {
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

export async function collectMetrics(): Promise<string> {
  const memory = process.memoryUsage();
  const gauges: GaugeSample[] = [
    {
      name: "gp_sse_subscribers",
      help: "Open game-page event streams on this instance.",
      values: [{ value: localStreamCount() }],
    },
    {
      name: "process_resident_memory_bytes",
      help: "Resident memory of this process.",
      values: [{ value: memory.rss }],
    },
    { name: "nodejs_heap_used_bytes", help: "V8 heap in use.", values: [{ value: memory.heapUsed }] },
    {
      name: "process_uptime_seconds",
      help: "Seconds since this process started.",
      values: [{ value: Math.round(process.uptime()) }],
    },
  ];
  let databaseUp = 1;
  try {
    gauges.push(...(await ledgerGauges()));
  } catch {
    databaseUp = 0;
  }
  gauges.push({
    name: "gp_database_up",
    help: "Whether the database answered this scrape's queries.",
    values: [{ value: databaseUp }],
  });
  return renderMetrics(gauges);
}
