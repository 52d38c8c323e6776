import "server-only";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { prisma } from "@/lib/server/db/prisma";
import { isShuttingDown } from "@/lib/server/boot/graceful-shutdown";
import { isStartUpDone } from "@/lib/server/boot/start-up-progress";

// Readiness (GET /ready), unlike liveness (/health): can this instance serve requests right now? Not while the
// database does not answer within READY_DATABASE_TIMEOUT_MS (default 2000), not while start-up still migrates
// (retrying while the database is away), and not once shutdown has begun, so a load balancer sends no traffic.

export interface Readiness {
  ready: boolean;
  status: "ready" | "not_ready" | "starting" | "shutting_down";
  /** start_up is listed while start-up's database work is still pending (retrying). */
  checks: { database: "ok" | "unreachable"; start_up?: "pending" };
}

export async function checkReadiness(): Promise<Readiness> {
  const timeoutMs = positiveIntegerSetting("READY_DATABASE_TIMEOUT_MS", 2000);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = prisma.$queryRaw`SELECT 1`.then(
    () => true,
    () => false,
  );
  const databaseOk = await Promise.race([query, timeout]).finally(() => clearTimeout(timer));
  const started = isStartUpDone();
  const checks: Readiness["checks"] = {
    database: databaseOk ? "ok" : "unreachable",
    ...(started ? {} : { start_up: "pending" as const }),
  };
  if (isShuttingDown()) return { ready: false, status: "shutting_down", checks };
  if (!databaseOk) return { ready: false, status: "not_ready", checks };
  return { ready: started, status: started ? "ready" : "starting", checks };
}
