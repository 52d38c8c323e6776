import type { GaugeSample } from "./metrics";

// What other modules report to /metrics and /ready, registered by start-up (lib/server/boot/report-health.ts):
// observability knows no domain, so the realtime hub, the wallet ledger and the database hand it their figures
// here instead of being read by it. Keyed by name, so registering again (a restart of start-up in development)
// replaces rather than repeats. On globalThis because the instrumentation bundle registers them and the route
// bundles read them.

export interface HealthReports {
  /** Gauges of this instance, sampled at each scrape (e.g. open event streams). */
  instanceGauges: Record<string, () => GaugeSample[]>;
  /** Gauges read from the database at each scrape; one failing marks the database down (gp_database_up 0). */
  databaseGauges: Record<string, () => Promise<GaugeSample[]>>;
  /** Resolves when the database answers a trivial query, rejects when it does not. */
  databaseProbe: (() => Promise<unknown>) | null;
  /**
   * Services besides the database whose loss degrades the instance but leaves it serving (the event bus): listed in
   * /ready's checks, without making it fail. A check answering null has nothing to report (e.g. no such service).
   */
  serviceChecks: Record<string, () => "ok" | "unreachable" | null>;
}

const holder = globalThis as { __gpHealthReports?: HealthReports };

export function healthReports(): HealthReports {
  return (holder.__gpHealthReports ??= {
    instanceGauges: {},
    databaseGauges: {},
    databaseProbe: null,
    serviceChecks: {},
  });
}

export function registerHealthReports(reports: Partial<HealthReports>): void {
  const registry = healthReports();
  Object.assign(registry.instanceGauges, reports.instanceGauges);
  Object.assign(registry.databaseGauges, reports.databaseGauges);
  Object.assign(registry.serviceChecks, reports.serviceChecks);
  if (reports.databaseProbe) registry.databaseProbe = reports.databaseProbe;
}
