// npm run soak -- --minutes N — a long, realistic mix against PostgreSQL: p95, error rate and memory over time,
// then a money reconciliation. Writes SOAK.md; exits 2 when a target is missed. Not part of the test command.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ensureBuild, freePort, startNextServer, type RunningServer } from "@/lib/bench/bench-app";
import {
  addWalletPlayers,
  createBenchDatabase,
  DEMO_OPERATOR,
  seedBenchDemo,
  type BenchDatabase,
} from "@/lib/bench/bench-world";
import { machineInfo } from "@/lib/bench/machine-info";
import { disconnectPrisma } from "@/lib/server/db/prisma";
import {
  renderSoakMarkdown,
  soakVerdict,
  windowLine,
  type InstanceMemory,
  type MoneyCheck,
  type SoakWindow,
} from "./soak-report";
import { soakSettings } from "./soak-settings";
import { SoakWorkload, type SoakGame } from "./soak-workload";

/** addWalletPlayers' starting balance, 100000000.00 EUR, in minor units. */
const START_BALANCE_MINOR = 10_000_000_000n;
const SETTLE_TIMEOUT_MS = 120_000;

async function fetchJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

/** The demo operator's games that can be launched now, with the art address and ETag the catalog hands out. */
async function launchableGames(server: RunningServer, operatorKey: string, playerId: string): Promise<SoakGame[]> {
  const catalog = await fetchJson<{ data: { items: { symbol: string; thumbnail_url: string }[] } }>(
    `${server.baseUrl}/api/provider/v1/games`,
    {
      "x-provider-api-key": operatorKey,
    },
  );
  const games: SoakGame[] = [];
  for (const game of catalog.data.items) {
    const launch = await fetch(`${server.baseUrl}/api/provider/v1/launch-url`, {
      method: "POST",
      headers: { "x-provider-api-key": operatorKey, "content-type": "application/json" },
      body: JSON.stringify({ symbol: game.symbol, external_player_id: playerId, currency: "EUR" }),
    });
    await launch.arrayBuffer();
    if (launch.status !== 200) continue;
    const art = new URL(game.thumbnail_url);
    const artPath = `${art.pathname}${art.search}`;
    const artResponse = await fetch(`${server.baseUrl}${artPath}`);
    await artResponse.arrayBuffer();
    const artEtag = artResponse.headers.get("etag");
    if (!artEtag) throw new Error(`game art of ${game.symbol} has no ETag`);
    games.push({ symbol: game.symbol, gamePath: `/api/provider/v1/games/${game.symbol}`, artPath, artEtag });
  }
  if (games.length === 0) throw new Error("the demo operator has no launchable game");
  return games;
}

async function instanceMemory(server: RunningServer): Promise<InstanceMemory> {
  const memory = await fetchJson<{ heapUsed: number }>(`${server.baseUrl}/api/bench/memory`);
  return { rssBytes: server.residentBytes(), heapAfterGcBytes: memory.heapUsed };
}

/** Sum of a metric's samples in a Prometheus text page, optionally only the lines containing `filter`. */
function metricSum(page: string, name: string, filter?: RegExp): number {
  let sum = 0;
  for (const line of page.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (filter && !filter.test(line)) continue;
    sum += Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return sum;
}

async function serverGauges(servers: RunningServer[]): Promise<{ streams: number; ledgerInFlight: number }> {
  const pages = await Promise.all(servers.map(async (server) => (await fetch(`${server.baseUrl}/metrics`)).text()));
  return {
    streams: pages.reduce((sum, page) => sum + metricSum(page, "gp_sse_subscribers"), 0),
    // The ledger is shared: one instance's figure is everyone's. Given-up rows are not in flight.
    ledgerInFlight: metricSum(pages[0]!, "gp_wallet_ledger_backlog", /state="(pending|unknown)"/),
  };
}

/** After the load: every wallet balance must equal its start minus the recorded rounds' bets plus their wins. */
async function checkMoney(databaseUrl: string, players: string[]): Promise<MoneyCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      player_id: string;
      balance_minor: string;
      bets: string;
      wins: string;
      rounds: string;
    }>(
      `SELECT a.player_id, a.balance_minor::text, coalesce(r.bets, 0)::text AS bets, coalesce(r.wins, 0)::text AS wins,
              coalesce(r.rounds, 0)::text AS rounds
         FROM demo_wallet_accounts a
         LEFT JOIN (SELECT player_id, sum(bet_minor) AS bets, sum(win_minor) AS wins, count(*) AS rounds
                      FROM game_rounds WHERE operator_id = $1 GROUP BY player_id) r ON r.player_id = a.player_id
        WHERE a.wallet_id = $1 AND a.player_id = ANY($2::text[]) AND a.currency = 'EUR'`,
      [DEMO_OPERATOR, players],
    );
    const mismatches = rows.flatMap((row) => {
      const expected = START_BALANCE_MINOR - BigInt(row.bets) + BigInt(row.wins);
      return BigInt(row.balance_minor) === expected
        ? []
        : [`${row.player_id}: wallet ${row.balance_minor}, rounds say ${expected} (minor units)`];
    });
    if (rows.length !== players.length)
      mismatches.push(`${players.length - rows.length} players have no wallet account`);
    const { rows: unsettled } = await client.query<{ count: string }>(
      "SELECT count(*)::text AS count FROM wallet_transactions WHERE operator_id = $1 AND state IN ('pending', 'unknown', 'gave_up')",
      [DEMO_OPERATOR],
    );
    return {
      players: rows.length,
      rounds: rows.reduce((sum, row) => sum + Number(row.rounds), 0),
      mismatches,
      unsettledTransactions: Number(unsettled[0]!.count),
    };
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const settings = soakSettings(process.argv.slice(2));
  const started = performance.now();
  const workDir = mkdtempSync(path.join(os.tmpdir(), "gp-soak-"));
  process.env.APP_ENV = "development";
  process.env.WALLET_ALLOW_PRIVATE_ADDRESSES ??= "true";
  console.log(`Soak work folder: ${workDir}`);
  console.log(
    `Build in ${settings.distDir}: ${await ensureBuild({ distDir: settings.distDir, rebuild: false, logFile: path.join(workDir, "build.log") })}`,
  );

  const database: BenchDatabase = await createBenchDatabase(settings.adminDatabaseUrl);
  const servers: RunningServer[] = [];
  let stopping = false;
  const cleanUp = async () => {
    stopping = true;
    for (const server of servers.reverse()) await server.stop();
    await disconnectPrisma();
    if (process.env.SOAK_KEEP_DATABASE !== "1") await database.drop();
  };
  // Ctrl-C or a kill must not leave app servers running without their parent.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.log(`\n${signal}: stopping the app servers`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    const machine = await machineInfo(database.url);
    const ports = await Promise.all(Array.from({ length: settings.instances }, () => freePort()));
    const appBaseUrl = `http://127.0.0.1:${ports[0]}`;
    const demo = await seedBenchDemo({ appBaseUrl, dataDir: path.join(workDir, "data") });
    const players = Array.from({ length: settings.sessions }, (_, index) => `soak-player-${index + 1}`);
    await addWalletPlayers({ walletId: DEMO_OPERATOR, secret: demo.walletSecret, players });
    await disconnectPrisma();

    // Production mode and production limits (per-key and failed-auth rate limits at their defaults); APP_ENV
    // development only so that the http game address and the in-app demo wallet on loopback are allowed.
    for (const [index, port] of ports.entries()) {
      servers.push(
        await startNextServer({
          name: `app-${index + 1}`,
          distDir: settings.distDir,
          port,
          env: {
            DATABASE_URL: database.url,
            APP_ENV: "development",
            PUBLIC_BASE_URL: appBaseUrl,
            GAME_BASE_URL: `http://127.0.0.1:${port}`,
            DATA_DIR: path.join(workDir, `data-${index + 1}`),
            AUTO_MIGRATE: "0",
            BENCH_ROUTES: "1",
            NODE_OPTIONS: "--expose-gc",
            WALLET_ALLOW_PRIVATE_ADDRESSES: "true",
            LOG_LEVEL: "warn",
          },
          logFile: path.join(workDir, `app-${index + 1}.log`),
        }),
      );
    }
    const games = await launchableGames(servers[0]!, demo.operatorKey, players[0]!);
    console.log(
      `${servers.length} instance(s) up; ${games.length} launchable games; opening ${settings.sessions} sessions and ${settings.streams} streams`,
    );

    const workload = new SoakWorkload({
      servers,
      operatorKey: demo.operatorKey,
      games,
      players,
      rate: settings.rate,
      streams: settings.streams,
    });
    await workload.prepare();
    workload.takeWindow();
    workload.start();
    const loadStarted = performance.now();
    const warmupWindows = Math.ceil((settings.warmupMinutes * 60) / settings.windowSeconds);
    const totalWindows = warmupWindows + Math.ceil((settings.minutes * 60) / settings.windowSeconds);
    const windows: SoakWindow[] = [];
    for (let index = 0; index < totalWindows && !stopping; index++) {
      const windowEnd = loadStarted + (index + 1) * settings.windowSeconds * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, windowEnd - performance.now())));
      const sample = workload.takeWindow();
      const [memory, gauges] = await Promise.all([Promise.all(servers.map(instanceMemory)), serverGauges(servers)]);
      const window: SoakWindow = {
        endedAtSeconds: (performance.now() - loadStarted) / 1000,
        warmup: index < warmupWindows,
        sample,
        memory,
        openStreams: workload.openStreamCount(),
        serverStreams: gauges.streams,
        ledgerInFlight: gauges.ledgerInFlight,
      };
      windows.push(window);
      console.log(windowLine(window, settings.windowSeconds));
    }
    await workload.stop();

    // Credits still being retried must land before the books are compared.
    const settleDeadline = Date.now() + SETTLE_TIMEOUT_MS;
    while ((await serverGauges(servers)).ledgerInFlight > 0 && Date.now() < settleDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const money = await checkMoney(database.url, players);
    const results = { machine, settings, windows, money, runSeconds: (performance.now() - started) / 1000 };
    const verdict = soakVerdict(results);
    writeFileSync(path.resolve(settings.outputFile), renderSoakMarkdown(results));
    console.log(
      `\np95 ${verdict.p95.toFixed(1)} ms, errors ${verdict.errors}/${verdict.requests} (${(verdict.errorRate * 100).toFixed(3)}%), ` +
        `RSS growth ${verdict.rssGrowth.map((value) => `${(value * 100).toFixed(1)}%`).join(" / ")}, ` +
        `money ${money.mismatches.length} mismatches / ${money.unsettledTransactions} unsettled over ${money.rounds} rounds. Wrote ${settings.outputFile}`,
    );
    const allMet = Object.values(verdict.met).every(Boolean);
    if (allMet) rmSync(workDir, { recursive: true, force: true });
    else console.log(`A target was missed; server logs kept in ${workDir}`);
    return allMet ? 0 : 2;
  } catch (error) {
    console.error(`Soak failed; logs kept in ${workDir}`);
    throw error;
  } finally {
    if (!stopping) await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("Soak failed:", error);
    process.exit(1);
  },
);
