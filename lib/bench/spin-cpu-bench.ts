import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { prisma } from "@/lib/server/db/prisma";
import { seedDemoWallet } from "@/lib/server/demo-wallet/seed-demo-wallet";
import { startDemoWalletServer } from "@/lib/server/demo-wallet/start-demo-wallet-server";
import { createOperator } from "@/lib/server/operators/create-operator";
import type { RunningServer } from "./bench-app";
import { DEMO_GAME } from "./bench-world";
import { launchSession, type BenchSession } from "./game-sessions";
import { runLoad, type LoadRequest, type LoadResult } from "./load-test";

// Issue 27 item 5: the spin's own server CPU. The operator's wallet is the demo wallet as a plain node:http server
// in this bench process (outside the app), so the app's CPU per spin is the spin alone — no in-app wallet requests.
// The bare Next route runs right before and right after it on the same server, and the ratio compares the spin's
// CPU per request with the mean of the two floor runs (one run, side by side: absolute figures move with the
// machine's other work, the ratio much less).

export const SPIN_CPU_CONNECTIONS = 16;
const OPERATOR = "bench-external-wallet";

export interface SpinCpuFigures {
  floorBefore: LoadResult;
  spin: LoadResult;
  floorAfter: LoadResult;
  /** Spin server CPU per request over the bare Next route's (mean of the runs before and after). */
  cpuRatio: number;
}

export async function measureSpinCpu(options: {
  app: RunningServer;
  appBaseUrl: string;
  warmupSeconds: number;
  /** The spins' own warm-up: long enough for the optimising compiler to be done with the spin's code. */
  spinWarmupSeconds: number;
  durationSeconds: number;
}): Promise<SpinCpuFigures> {
  const wallet = await startDemoWalletServer();
  try {
    const players = Array.from({ length: SPIN_CPU_CONNECTIONS }, (_, index) => `bench-ext-spinner-${index + 1}`);
    const { walletSecret } = await createOperator({
      id: OPERATOR,
      name: "Bench external wallet",
      defaultCurrency: "EUR",
      walletBaseUrl: `${wallet.url}/${OPERATOR}`,
      actor: "system:bench",
    });
    await seedDemoWallet({
      walletId: OPERATOR,
      secret: walletSecret,
      players: players.map((playerId) => ({ playerId, currency: "EUR", balance: "100000000.00" })),
    });
    await prisma.$executeRawUnsafe(
      `INSERT INTO catalog_entries (operator_id, game_id) SELECT $1, id FROM games WHERE symbol = $2`,
      OPERATOR,
      DEMO_GAME,
    );
    const { key } = await createApiKey({
      kind: "operator",
      operatorId: OPERATOR,
      name: "Bench key",
      actor: "system:bench",
    });
    const sessions: BenchSession[] = [];
    for (const playerId of players)
      sessions.push(
        await launchSession({ baseUrl: options.appBaseUrl, operatorKey: key, symbol: DEMO_GAME, playerId }),
      );
    const state = (await (
      await fetch(`${options.app.baseUrl}/api/runtime/sessions/${sessions[0]!.sessionId}/state`, {
        headers: { cookie: sessions[0]!.cookie },
      })
    ).json()) as { game?: { betLevels: number[]; coinValues: string[] } };
    if (!state.game) throw new Error(`runtime state has no game: ${JSON.stringify(state).slice(0, 300)}`);
    const body = JSON.stringify({ betLevel: state.game.betLevels[0], coinValue: state.game.coinValues[0] });

    const run = (
      name: string,
      request: LoadRequest | ((connection: number) => LoadRequest),
      { settleMs = 0, warmupSeconds = options.warmupSeconds } = {},
    ) =>
      runLoad({
        name,
        baseUrl: options.app.baseUrl,
        connections: SPIN_CPU_CONNECTIONS,
        durationSeconds: options.durationSeconds,
        warmupSeconds,
        request,
        expectStatus: 200,
        serverPids: () => options.app.pids(),
        settleMs,
      });
    console.log("Spin CPU (external wallet)");
    const floorBefore = await run("bare Next route floor (before spin)", { path: "/api/bench/floor" });
    // One player per connection: a player's spins follow each other, as in a game page.
    const spin = await run(
      "POST spin, external wallet",
      (connection) => {
        const session = sessions[connection % sessions.length]!;
        return {
          method: "POST",
          path: `/api/runtime/sessions/${session.sessionId}/spin`,
          headers: { cookie: session.cookie },
          body,
        };
      },
      // Spins the warm-up left in flight finish before the measured run (else their sessions answer 409). A 2 s
      // warm-up measured 5.3 ms a spin where 30 s measured 4.2 ms: the difference was the optimising compiler's
      // threads still at work on the spin's code (perf), which a long-running server has long finished.
      { settleMs: 3_000, warmupSeconds: options.spinWarmupSeconds },
    );
    const floorAfter = await run("bare Next route floor (after spin)", { path: "/api/bench/floor" });
    const floorCpu = (floorBefore.serverCpuMsPerRequest + floorAfter.serverCpuMsPerRequest) / 2;
    const cpuRatio = spin.serverCpuMsPerRequest / floorCpu;
    for (const result of [floorBefore, spin, floorAfter])
      console.log(
        `  ${result.name.padEnd(36)} ${String(result.connections).padStart(3)} conn  ${result.throughput.toFixed(0).padStart(6)} req/s  ` +
          `p50 ${result.latency.p50.toFixed(2)} ms  p99 ${result.latency.p99.toFixed(2)} ms  server CPU ${result.serverCpuMsPerRequest.toFixed(3)} ms/req` +
          (result.valid ? "" : `  INVALID ${JSON.stringify(result.unexpected)}`),
      );
    console.log(`  spin CPU / bare Next route CPU: ${cpuRatio.toFixed(2)}×`);
    return { floorBefore, spin, floorAfter, cpuRatio };
  } finally {
    await wallet.close();
  }
}
