import { prisma } from "@/lib/server/db/prisma";
import { NOT_RESOLVED_MANUALLY } from "@/lib/server/wallet/manual-resolution";
import { getDashboardSeries, type DashboardRange, type DashboardSeries } from "./get-dashboard-series";

// One operator's wallet health: latency (p50/p95) and error rate over time, and the deliveries still owed to its
// wallet: pending (not acknowledged yet, retried in the background) and given up (awaiting manual resolution).

export interface OperatorHealth {
  operatorId: string;
  series: DashboardSeries;
  /** Ledger transactions not acknowledged yet: stored (pending) or attempted with an unknown outcome. */
  pendingDeliveries: number;
  /** Credits and rollbacks that gave up and were not resolved by hand. */
  gaveUpDeliveries: number;
}

/** Unknown operator → operator_not_found. The counts use the (operator_id, created_at, id) index's leading column. */
export async function getOperatorHealth(options: {
  operatorId: string;
  range: DashboardRange;
  now?: Date;
}): Promise<OperatorHealth> {
  const series = await getDashboardSeries({ range: options.range, operatorId: options.operatorId, now: options.now });
  const operatorId = series.operatorId ?? options.operatorId;
  const [pendingDeliveries, gaveUpDeliveries] = await Promise.all([
    prisma.walletTransaction.count({ where: { operatorId, state: { in: ["pending", "unknown"] } } }),
    prisma.walletTransaction.count({ where: { operatorId, state: "gave_up", ...NOT_RESOLVED_MANUALLY } }),
  ]);
  return { operatorId, series, pendingDeliveries, gaveUpDeliveries };
}
