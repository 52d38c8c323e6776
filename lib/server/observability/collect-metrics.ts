import "server-only";
import { healthReports } from "./health-reports";
import { renderMetrics, type GaugeSample } from "./metrics";

// GET /metrics: this instance's counters and histograms, plus gauges sampled now — those other modules report
// (health-reports.ts: open SSE streams here, the wallet ledger's backlog shared by all instances), the database's
// reachability and the process's memory.

export async function collectMetrics(): Promise<string> {
  const memory = process.memoryUsage();
  const reports = healthReports();
  const gauges: GaugeSample[] = [
    ...Object.values(reports.instanceGauges).flatMap((sample) => sample()),
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
    for (const sample of Object.values(reports.databaseGauges)) gauges.push(...(await sample()));
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
