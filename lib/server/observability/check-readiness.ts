import "server-only";
import { positiveIntegerSetting } from "@/lib/server/config/env-setting";
import { prisma } from "@/lib/server/db/prisma";
import { isShuttingDown } from "@/lib/server/boot/graceful-shutdown";

// Readiness (GET /ready), unlike liveness (/health): can this instance serve requests right now? Not while the
// database does not answer within READY_DATABASE_TIMEOUT_MS (default 2000), and not once shutdown has begun, so
// a load balancer stops sending it traffic.

export interface Readiness {
  ready: boolean;
  status: "ready" | "not_ready" | "shutting_down";
  checks: { database: "ok" | "unreachable" };
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
  const checks = { database: databaseOk ? "ok" : "unreachable" } as const;
  if (isShuttingDown()) return { ready: false, status: "shutting_down", checks };
  return { ready: databaseOk, status: databaseOk ? "ready" : "not_ready", checks };
}
