import type { RunningServer } from "./bench-app";
import { benchGameSymbol, createBenchOperator, ensureStoredSessions, type BenchOperator } from "./bench-world";
import { runLoad, type LoadResult } from "./load-test";

// Item 6 (catalog and launch): the same request at growing data sizes, at the latency concurrency.

export interface GrowthPoint {
  size: number;
  result: LoadResult;
}

export interface GrowthFigures {
  catalog: GrowthPoint[];
  launch: GrowthPoint[];
}

function report(label: string, size: number, result: LoadResult): void {
  console.log(
    `  ${label} ${String(size).padStart(8)}: p50 ${result.latency.p50.toFixed(2)} ms  p99 ${result.latency.p99.toFixed(2)} ms  ` +
      `${result.throughput.toFixed(0)} req/s  server CPU ${result.serverCpuMsPerRequest.toFixed(2)} ms/req` +
      (result.valid ? "" : `  INVALID ${JSON.stringify(result.unexpected)}`),
  );
}

export async function measureGrowth(options: {
  app: RunningServer;
  appBaseUrlForWallets: string;
  catalogSizes: number[];
  storedSessionCounts: number[];
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}): Promise<GrowthFigures> {
  const { app } = options;
  const load = (name: string, operator: BenchOperator, request: Parameters<typeof runLoad>[0]["request"]) =>
    runLoad({
      name,
      baseUrl: app.baseUrl,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      request,
      expectStatus: 200,
      serverPids: () => app.pids(),
    });

  console.log("Growth: catalog size");
  const catalog: GrowthPoint[] = [];
  let launchOperator: BenchOperator | null = null;
  for (const size of options.catalogSizes) {
    const operator = await createBenchOperator({ id: `bench-catalog-${size}`, catalogSize: size, appBaseUrl: options.appBaseUrlForWallets, players: [] });
    launchOperator ??= operator;
    const result = await load(`catalog of ${size} games`, operator, { path: "/api/provider/v1/games", headers: { "x-provider-api-key": operator.key } });
    report("catalog games", size, result);
    catalog.push({ size, result });
  }

  console.log("Growth: stored launch sessions");
  const launch: GrowthPoint[] = [];
  const operator = launchOperator!;
  for (const total of options.storedSessionCounts) {
    await ensureStoredSessions({ operatorId: operator.id, total });
    const result = await load(`launch with ${total} sessions`, operator, (connection, call) => ({
      method: "POST",
      path: "/api/provider/v1/launch-url",
      headers: { "x-provider-api-key": operator.key },
      body: JSON.stringify({ symbol: benchGameSymbol(1), external_player_id: `growth-${total}-${connection}-${call % 4}`, currency: "EUR" }),
    }));
    report("stored sessions", total, result);
    launch.push({ size: total, result });
  }
  return { catalog, launch };
}
