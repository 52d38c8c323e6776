import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { prisma } from "@/lib/server/db/prisma";
import { getRealtimeStats } from "@/lib/server/realtime/get-realtime-stats";
import { RESOLVED_MANUALLY } from "@/lib/server/wallet/manual-resolution";

// The console's front page: how many operators and games, what is live right now (sessions, game-page streams),
// and how operator wallets have answered recently.

export interface WalletCallbackStats {
  windowHours: number;
  total: number;
  succeeded: number;
  rejected: number;
  invalidSignature: number;
  failed: number;
  /** succeeded / total; null without calls. */
  successRate: number | null;
  p50LatencyMs: number | null;
  p95LatencyMs: number | null;
}

export interface DashboardStats {
  operators: number;
  activeOperators: number;
  games: number;
  liveGames: number;
  liveSessions: number;
  sseSubscribers: number;
  walletCallbacks: WalletCallbackStats;
  walletTransactionsNeedingAttention: number;
  openWalletAlerts: number;
  generatedAt: Date;
}

/** The window of the wallet figures (DASHBOARD_WINDOW_HOURS, default 24). */
export function dashboardWindowHours(): number {
  return positiveIntegerSetting("DASHBOARD_WINDOW_HOURS", 24);
}

export async function getDashboardStats(): Promise<DashboardStats> {
  const now = new Date();
  const windowHours = dashboardWindowHours();
  const since = new Date(now.getTime() - windowHours * 3_600_000);
  const [
    operators,
    activeOperators,
    games,
    liveGames,
    realtime,
    outcomes,
    latency,
    needingAttention,
    openWalletAlerts,
  ] = await Promise.all([
    prisma.operator.count(),
    prisma.operator.count({ where: { status: "active" } }),
    prisma.game.count(),
    prisma.game.count({ where: { liveCatalogEnabled: true, launchStatus: "live" } }),
    getRealtimeStats(),
    prisma.walletCallbackAttempt.groupBy({
      by: ["outcome"],
      where: { startedAt: { gte: since } },
      _count: { _all: true },
    }),
    // Percentiles need the database: interpolated like the usual monitoring tools (percentile_cont). Attempts still
    // open (outcome unknown) have no latency yet.
    prisma.$queryRaw<{ p50: number | null; p95: number | null }[]>`
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY latency_ms)::float8 AS p50,
             percentile_cont(0.95) WITHIN GROUP (ORDER BY latency_ms)::float8 AS p95
        FROM wallet_callback_attempts
       WHERE started_at >= ${since} AND outcome <> 'unknown'`,
    prisma.walletTransaction.count({
      where: {
        type: { in: ["credit", "rollback"] },
        state: { in: ["gave_up", "rejected"] },
        OR: [{ errorCode: null }, { errorCode: { not: RESOLVED_MANUALLY } }],
      },
    }),
    prisma.walletAlert.count({ where: { acknowledgedAt: null } }),
  ]);
  const count = (outcome: string) => outcomes.find((row) => row.outcome === outcome)?._count._all ?? 0;
  const total = outcomes.reduce((sum, row) => sum + row._count._all, 0);
  const succeeded = count("succeeded");
  const percentiles = latency[0];
  return {
    operators,
    activeOperators,
    games,
    liveGames,
    liveSessions: realtime.liveSessions,
    sseSubscribers: realtime.sseSubscribers,
    walletCallbacks: {
      windowHours,
      total,
      succeeded,
      rejected: count("rejected"),
      invalidSignature: count("invalid_signature"),
      failed: count("failed"),
      successRate: total === 0 ? null : succeeded / total,
      p50LatencyMs: percentiles?.p50 ?? null,
      p95LatencyMs: percentiles?.p95 ?? null,
    },
    walletTransactionsNeedingAttention: needingAttention,
    openWalletAlerts,
    generatedAt: now,
  };
}
