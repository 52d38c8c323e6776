import "server-only";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { healthReports } from "./health-reports";
import { isShuttingDown, isStartUpDone } from "./instance-lifecycle";

// Readiness (GET /ready), unlike liveness (/health): can this instance serve requests right now? Not while the
// database does not answer within READY_DATABASE_TIMEOUT_MS (default 2000), not while start-up still migrates
// (retrying while the database is away), and not once shutdown has begun, so a load balancer sends no traffic.
// The database probe is the one start-up registered (health-reports.ts); none yet means not reachable. The services
// start-up registered besides (the NATS event bus) are listed by state but do not fail readiness: every instance
// shares them, so failing would take them all out of the load balancer for the loss of what only degrades them
// (the game plays on; open pages miss refreshes until the bus is back).

export interface Readiness {
  ready: boolean;
  status: "ready" | "not_ready" | "starting" | "shutting_down";
  /** start_up is listed while start-up's database work is still pending (retrying). */
  checks: { database: "ok" | "unreachable"; start_up?: "pending" } & Record<string, "ok" | "unreachable" | "pending">;
}

export async function checkReadiness(): Promise<Readiness> {
  const timeoutMs = positiveIntegerSetting("READY_DATABASE_TIMEOUT_MS", 2000);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = healthReports().databaseProbe;
  const query = (probe ? probe() : Promise.reject(new Error("no database probe registered"))).then(
    () => true,
    () => false,
  );
  const databaseOk = await Promise.race([query, timeout]).finally(() => clearTimeout(timer));
  const started = isStartUpDone();
  const checks: Readiness["checks"] = {
    database: databaseOk ? "ok" : "unreachable",
    ...(started ? {} : { start_up: "pending" as const }),
  };
  for (const [name, check] of Object.entries(healthReports().serviceChecks)) {
    const state = check();
    if (state) checks[name] = state;
  }
  if (isShuttingDown()) return { ready: false, status: "shutting_down", checks };
  if (!databaseOk) return { ready: false, status: "not_ready", checks };
  return { ready: started, status: started ? "ready" : "starting", checks };
}
