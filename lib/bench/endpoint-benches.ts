import { writeFileSync } from "node:fs";
import type { RunningServer } from "./bench-app";
import { DEMO_GAME } from "./bench-world";
import { runLoad, type LoadRequest, type LoadResult } from "./load-test";

// Items 1–3 of the bench: the two floors, then the provider API's read and launch endpoints, each at the
// throughput concurrency and at the latency concurrency.

export interface LoadPair {
  throughput: LoadResult;
  latency: LoadResult;
}

export interface LoadOptions {
  warmupSeconds: number;
  durationSeconds: number;
  throughputConnections: number;
  latencyConnections: number;
}

export async function measurePair(
  options: LoadOptions & {
    name: string;
    server: RunningServer;
    request: LoadRequest | ((connection: number, call: number) => LoadRequest);
    expectStatus?: number;
  },
): Promise<LoadPair> {
  const run = (connections: number) =>
    runLoad({
      name: options.name,
      baseUrl: options.server.baseUrl,
      connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      request: options.request,
      expectStatus: options.expectStatus ?? 200,
      serverPids: () => options.server.pids(),
    });
  const throughput = await run(options.throughputConnections);
  const latency = await run(options.latencyConnections);
  for (const result of [throughput, latency]) {
    console.log(
      `  ${result.name.padEnd(34)} ${String(result.connections).padStart(3)} conn  ${result.throughput.toFixed(0).padStart(7)} req/s  ` +
        `p50 ${result.latency.p50.toFixed(2)} ms  p99 ${result.latency.p99.toFixed(2)} ms  server CPU ${result.serverCpuMsPerRequest.toFixed(2)} ms/req` +
        (result.valid ? "" : `  INVALID ${JSON.stringify(result.unexpected)}`),
    );
  }
  return { throughput, latency };
}

/** The catalog response as the app sends it, kept in a file for both floor servers. */
export async function captureCatalogBytes(options: {
  app: RunningServer;
  operatorKey: string;
  file: string;
}): Promise<number> {
  const response = await fetch(`${options.app.baseUrl}/api/provider/v1/games`, {
    headers: { "x-provider-api-key": options.operatorKey },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(`catalog answered ${response.status}: ${bytes.toString("utf8").slice(0, 300)}`);
  writeFileSync(options.file, bytes);
  return bytes.length;
}

export interface EndpointFigures {
  rawFloor: LoadPair;
  nextFloor: LoadPair;
  catalog: LoadPair;
  singleGame: LoadPair;
  art: LoadPair;
  artNotModified: LoadPair;
  launch: LoadPair;
  catalogBytes: number;
  /** Issue 18: the catalog with If-None-Match of its ETag (304), and the Next floor again right after the catalog and after launch, so each share compares rounds next to each other. */
  catalogNotModified: LoadPair;
  nextFloorAfterCatalog: LoadPair;
  nextFloorAfterLaunch: LoadPair;
}

export async function measureEndpoints(
  options: LoadOptions & {
    app: RunningServer;
    rawFloor: RunningServer;
    operatorKey: string;
    catalogBytes: number;
  },
): Promise<EndpointFigures> {
  const { app, operatorKey } = options;
  const keyHeaders = { "x-provider-api-key": operatorKey };

  console.log("Floors");
  const rawFloor = await measurePair({
    ...options,
    name: "raw node:http floor",
    server: options.rawFloor,
    request: { path: "/" },
  });
  const nextFloor = await measurePair({
    ...options,
    name: "bare Next route floor",
    server: app,
    request: { path: "/api/bench/floor" },
  });

  console.log("Provider API");
  const catalog = await measurePair({
    ...options,
    name: "GET games (catalog)",
    server: app,
    request: { path: "/api/provider/v1/games", headers: keyHeaders },
  });
  const nextFloorAfterCatalog = await measurePair({
    ...options,
    name: "bare Next route floor (again)",
    server: app,
    request: { path: "/api/bench/floor" },
  });
  const catalogEtag = (await fetch(`${app.baseUrl}/api/provider/v1/games`, { headers: keyHeaders })).headers.get(
    "etag",
  );
  if (!catalogEtag) throw new Error("the catalog answered without an ETag");
  const catalogNotModified = await measurePair({
    ...options,
    name: "GET games If-None-Match (304)",
    server: app,
    request: { path: "/api/provider/v1/games", headers: { ...keyHeaders, "if-none-match": catalogEtag } },
    expectStatus: 304,
  });
  const singleGame = await measurePair({
    ...options,
    name: "GET games/{symbol}",
    server: app,
    request: { path: `/api/provider/v1/games/${DEMO_GAME}`, headers: keyHeaders },
  });

  // The art URL exactly as the catalog hands it out (with its title and slug query).
  const game = (await (
    await fetch(`${app.baseUrl}/api/provider/v1/games/${DEMO_GAME}`, { headers: keyHeaders })
  ).json()) as {
    data: { thumbnail_url: string };
  };
  const artUrl = new URL(game.data.thumbnail_url);
  const artPath = `${artUrl.pathname}${artUrl.search}`;
  const etag = (await fetch(`${app.baseUrl}${artPath}`)).headers.get("etag");
  if (!etag) throw new Error("game art answered without an ETag");
  const art = await measurePair({ ...options, name: "GET game-art", server: app, request: { path: artPath } });
  const artNotModified = await measurePair({
    ...options,
    name: "GET game-art If-None-Match (304)",
    server: app,
    request: { path: artPath, headers: { "if-none-match": etag } },
    expectStatus: 304,
  });

  // Each connection launches for its own few players: first launches create sessions, later ones refresh them.
  const launch = await measurePair({
    ...options,
    name: "POST launch-url",
    server: app,
    request: (connection, call) => ({
      method: "POST",
      path: "/api/provider/v1/launch-url",
      headers: keyHeaders,
      body: JSON.stringify({
        symbol: DEMO_GAME,
        external_player_id: `bench-launch-${connection}-${call % 4}`,
        currency: "EUR",
      }),
    }),
  });
  const nextFloorAfterLaunch = await measurePair({
    ...options,
    name: "bare Next route floor (after launch)",
    server: app,
    request: { path: "/api/bench/floor" },
  });
  return {
    rawFloor,
    nextFloor,
    catalog,
    singleGame,
    art,
    artNotModified,
    launch,
    catalogBytes: options.catalogBytes,
    catalogNotModified,
    nextFloorAfterCatalog,
    nextFloorAfterLaunch,
  };
}
