import { request } from "undici";
import type { RunningServer } from "./bench-app";
import { benchGameSymbol, createBenchOperator, ensureStoredSessions, type BenchOperator } from "./bench-world";
import { runLoad, type LoadResult } from "./load-test";

// Item 6 (catalog and launch): the same request at growing data sizes, at the latency concurrency.

export interface GrowthPoint {
  size: number;
  result: LoadResult;
}

export interface GrowthFigures {
  /** The catalog as identity bytes (a client that does not ask for gzip). */
  catalog: GrowthPoint[];
  /** The same catalog to a client that accepts gzip, as operators' HTTP clients do. */
  catalogGzip: GrowthPoint[];
  /** The same catalog revalidated with its ETag (304). */
  catalogNotModified: GrowthPoint[];
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
  const load = (
    name: string,
    operator: BenchOperator,
    request: Parameters<typeof runLoad>[0]["request"],
    expectStatus = 200,
  ) =>
    runLoad({
      name,
      baseUrl: app.baseUrl,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      request,
      expectStatus,
      serverPids: () => app.pids(),
    });

  console.log("Growth: catalog size");
  const catalog: GrowthPoint[] = [];
  const catalogGzip: GrowthPoint[] = [];
  const catalogNotModified: GrowthPoint[] = [];
  let launchOperator: BenchOperator | null = null;
  for (const size of options.catalogSizes) {
    const operator = await createBenchOperator({
      id: `bench-catalog-${size}`,
      catalogSize: size,
      appBaseUrl: options.appBaseUrlForWallets,
      players: [],
    });
    launchOperator ??= operator;
    const path = "/api/provider/v1/games";
    const key = { "x-provider-api-key": operator.key };
    const identity = await load(`catalog of ${size} games`, operator, { path, headers: key });
    report("catalog games", size, identity);
    catalog.push({ size, result: identity });
    const gzipHeaders = { ...key, "accept-encoding": "gzip" };
    const gzip = await load(`catalog of ${size} games, gzip`, operator, { path, headers: gzipHeaders });
    report("catalog games, gzip", size, gzip);
    catalogGzip.push({ size, result: gzip });
    const first = await request(`${app.baseUrl}${path}`, { headers: gzipHeaders });
    await first.body.dump();
    const etag = String(first.headers.etag ?? "");
    const notModified = await load(
      `catalog of ${size} games, 304`,
      operator,
      { path, headers: { ...gzipHeaders, "if-none-match": etag } },
      304,
    );
    report("catalog games, 304", size, notModified);
    catalogNotModified.push({ size, result: notModified });
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
      body: JSON.stringify({
        symbol: benchGameSymbol(1),
        external_player_id: `growth-${total}-${connection}-${call % 4}`,
        currency: "EUR",
      }),
    }));
    report("stored sessions", total, result);
    launch.push({ size: total, result });
  }
  return { catalog, catalogGzip, catalogNotModified, launch };
}
