import type { MachineInfo } from "@/lib/bench/machine-info";
import { percentile } from "@/lib/bench/stats";
import type { SoakSettings } from "./soak-settings";
import type { OperationName, WindowSample } from "./soak-workload";

// The soak's figures: one row per window (latency, errors, memory of every instance, open streams, ledger
// backlog), the measured period's totals per operation, and the three targets of issue 7.

export const SOAK_TARGETS = { p95Ms: 100, errorRate: 0.001, memoryGrowth: 0.1 } as const;

export interface InstanceMemory {
  rssBytes: number;
  /** V8 heap in use right after a full GC (the leak signal; RSS also holds freed-but-kept pages). */
  heapAfterGcBytes: number;
}

export interface SoakWindow {
  endedAtSeconds: number;
  warmup: boolean;
  sample: WindowSample;
  memory: InstanceMemory[];
  openStreams: number;
  serverStreams: number;
  ledgerInFlight: number;
}

export interface MoneyCheck {
  players: number;
  rounds: number;
  mismatches: string[];
  unsettledTransactions: number;
}

export interface SoakResults {
  machine: MachineInfo;
  settings: SoakSettings;
  windows: SoakWindow[];
  money: MoneyCheck;
  runSeconds: number;
}

function allLatencies(sample: WindowSample): number[] {
  return [...sample.latencies.values()].flat();
}

function errorCount(sample: WindowSample): number {
  return [...sample.errors.values()].reduce((sum, count) => sum + count, 0);
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

const mib = (bytes: number) => (bytes / 1024 ** 2).toFixed(0);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "–");
const percent = (value: number) => `${(value * 100).toFixed(value < 0.01 ? 3 : 1)}%`;

/** Growth of each instance's figure from the first measured windows to the last ones (mean of up to 3 each). */
function growth(windows: SoakWindow[], pick: (memory: InstanceMemory) => number): number[] {
  const measured = windows.filter((window) => !window.warmup);
  if (measured.length < 2) return [];
  const span = Math.min(3, Math.floor(measured.length / 2));
  const instances = measured[0]!.memory.length;
  return Array.from({ length: instances }, (_, index) => {
    const first = mean(measured.slice(0, span).map((window) => pick(window.memory[index]!)));
    const last = mean(measured.slice(-span).map((window) => pick(window.memory[index]!)));
    return (last - first) / first;
  });
}

export interface SoakVerdict {
  requests: number;
  errors: number;
  shed: number;
  errorRate: number;
  p95: number;
  rssGrowth: number[];
  heapGrowth: number[];
  met: { p95: boolean; errors: boolean; memory: boolean; money: boolean };
}

export function soakVerdict(results: SoakResults): SoakVerdict {
  const measured = results.windows.filter((window) => !window.warmup);
  const latencies = measured.flatMap((window) => allLatencies(window.sample)).sort((a, b) => a - b);
  const errors = measured.reduce((sum, window) => sum + errorCount(window.sample), 0);
  const shed = measured.reduce((sum, window) => sum + window.sample.shed, 0);
  const requests = latencies.length + errors;
  const errorRate = requests ? errors / requests : 0;
  const p95 = percentile(latencies, 95);
  const rssGrowth = growth(results.windows, (memory) => memory.rssBytes);
  const heapGrowth = growth(results.windows, (memory) => memory.heapAfterGcBytes);
  return {
    requests,
    errors,
    shed,
    errorRate,
    p95,
    rssGrowth,
    heapGrowth,
    met: {
      p95: p95 < SOAK_TARGETS.p95Ms,
      errors: errorRate < SOAK_TARGETS.errorRate,
      memory: rssGrowth.length > 0 && rssGrowth.every((value) => value < SOAK_TARGETS.memoryGrowth),
      money: results.money.mismatches.length === 0 && results.money.unsettledTransactions === 0,
    },
  };
}

function slowest(sample: WindowSample): string {
  return [...sample.latencies.entries()]
    .map(
      ([name, values]) =>
        [
          name,
          percentile(
            [...values].sort((a, b) => a - b),
            95,
          ),
        ] as const,
    )
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, p95]) => `${name} ${ms(p95)}`)
    .join(", ");
}

/** One console line per window (and the slowest operations), printed as the soak goes. */
export function windowLine(window: SoakWindow, windowSeconds: number): string {
  const latencies = allLatencies(window.sample).sort((a, b) => a - b);
  const errors = errorCount(window.sample);
  const memory = window.memory
    .map((instance) => `${mib(instance.rssBytes)}/${mib(instance.heapAfterGcBytes)}`)
    .join(" ");
  return (
    `${(window.endedAtSeconds / 60).toFixed(1).padStart(5)} min${window.warmup ? " (warm-up)" : ""}  ` +
    `${(latencies.length / windowSeconds).toFixed(1)} req/s  p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  ` +
    `p99 ${ms(percentile(latencies, 99))} ms  errors ${errors}  shed ${window.sample.shed}  RSS/heap MiB ${memory}  ` +
    `streams ${window.openStreams}/${window.serverStreams}  ledger in flight ${window.ledgerInFlight}\n        slowest p95: ${slowest(window.sample)}` +
    (window.sample.errorExamples.length ? `\n        e.g. ${window.sample.errorExamples.join("\n        e.g. ")}` : "")
  );
}

function operationTable(results: SoakResults): string[] {
  const measured = results.windows.filter((window) => !window.warmup);
  const names = new Set<OperationName>();
  for (const window of measured) {
    for (const name of window.sample.latencies.keys()) names.add(name);
    for (const name of window.sample.errors.keys()) names.add(name);
  }
  const rows = [...names].sort().map((name) => {
    const latencies = measured.flatMap((window) => window.sample.latencies.get(name) ?? []).sort((a, b) => a - b);
    const errors = measured.reduce((sum, window) => sum + (window.sample.errors.get(name) ?? 0), 0);
    return `| ${name} | ${latencies.length + errors} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} | ${ms(percentile(latencies, 99))} | ${errors} |`;
  });
  return ["| Operation | Requests | p50 ms | p95 ms | p99 ms | Errors |", "|---|---:|---:|---:|---:|---:|", ...rows];
}

export function renderSoakMarkdown(results: SoakResults): string {
  const { machine, settings, money } = results;
  const verdict = soakVerdict(results);
  const yes = (met: boolean) => (met ? "yes" : "**no**");
  const growthText = (values: number[]) =>
    values.length ? values.map((value) => `${value >= 0 ? "+" : ""}${percent(value)}`).join(" / ") : "–";
  const errorExamples = [...new Set(results.windows.flatMap((window) => window.sample.errorExamples))].slice(0, 10);
  return [
    "# Soak",
    "",
    "Written by `npm run soak` (lib/soak/run-soak.ts). Figures describe one run on one shared machine.",
    "",
    `- Date: ${machine.date} (run took ${Math.round(results.runSeconds / 60)} min)`,
    `- Machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB.toFixed(1)} GiB; versions ${Object.entries(
      machine.versions,
    )
      .map(([name, version]) => `${name} ${version}`)
      .join(", ")}`,
    `- Load: ${settings.rate} requests/s open-loop over ${settings.instances} \`npm start\` instance(s) on one PostgreSQL database, ` +
      `${settings.sessions} players in play, ${settings.streams} event streams kept open with ~2%/s churn; ` +
      `${settings.warmupMinutes} min warm-up, then ${settings.minutes} min measured in ${settings.windowSeconds} s windows`,
    "- Mix: catalog 25, spin 35 (signed debit + credit to the in-app demo wallet), single game 10, art 5 + conditional art 5, " +
      "balance 6, launch 6 (launch-url, token exchange, first state), round history 3, balance refresh 5; plus event-stream opens",
    "",
    "| Target | Measured | Target | Met |",
    "|---|---:|---:|---|",
    `| p95 latency, every request of the measured period | ${ms(verdict.p95)} ms | < ${SOAK_TARGETS.p95Ms} ms | ${yes(verdict.met.p95)} |`,
    `| Error rate | ${percent(verdict.errorRate)} (${verdict.errors} of ${verdict.requests}) | < ${percent(SOAK_TARGETS.errorRate)} | ${yes(verdict.met.errors)} |`,
    `| Memory growth after warm-up, RSS per instance | ${growthText(verdict.rssGrowth)} | < ${percent(SOAK_TARGETS.memoryGrowth)} | ${yes(verdict.met.memory)} |`,
    `| Heap after full GC, growth per instance (leak signal) | ${growthText(verdict.heapGrowth)} | — | — |`,
    `| Money: every player's wallet balance = start − bets + wins of recorded rounds; no transaction left unsettled | ` +
      `${money.players} players, ${money.rounds} rounds, ${money.mismatches.length} mismatches, ${money.unsettledTransactions} unsettled | exact | ${yes(verdict.met.money)} |`,
    "",
    `Arrivals shed by the load generator (server not keeping up, or a player's page still busy): ${verdict.shed}.`,
    "",
    "## Per operation (measured period)",
    "",
    ...operationTable(results),
    "",
    "## Over time",
    "",
    "| Minute | req/s | p50 ms | p95 ms | p99 ms | Errors | RSS MiB per instance | Heap after GC MiB | Streams (client/server) | Ledger in flight |",
    "|---:|---:|---:|---:|---:|---:|---|---|---:|---:|",
    ...results.windows.map((window) => {
      const latencies = allLatencies(window.sample).sort((a, b) => a - b);
      return (
        `| ${(window.endedAtSeconds / 60).toFixed(1)}${window.warmup ? " (warm-up)" : ""} | ${(latencies.length / settings.windowSeconds).toFixed(1)} | ` +
        `${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} | ${ms(percentile(latencies, 99))} | ${errorCount(window.sample)} | ` +
        `${window.memory.map((memory) => mib(memory.rssBytes)).join(" / ")} | ${window.memory.map((memory) => mib(memory.heapAfterGcBytes)).join(" / ")} | ` +
        `${window.openStreams}/${window.serverStreams} | ${window.ledgerInFlight} |`
      );
    }),
    "",
    ...(errorExamples.length ? ["## Errors seen", "", ...errorExamples.map((example) => `- ${example}`), ""] : []),
    ...(money.mismatches.length ? ["## Money mismatches", "", ...money.mismatches.map((line) => `- ${line}`), ""] : []),
  ].join("\n");
}
