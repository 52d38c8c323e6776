import "server-only";
import { logger } from "@/lib/server/observability/logger";
import { runWalletWorkerPass } from "./run-wallet-worker-pass";
import { walletConfig } from "./wallet-config";
import { recordWalletInstanceHeartbeat, removeWalletInstance } from "./wallet-instance-heartbeat";

// The background loop that delivers queued credits and rollbacks and recovers abandoned rounds. Start it once per
// app instance; any number of instances may run it against one PostgreSQL (see runWalletWorkerPass). All state
// is in the database, so a restarted instance simply carries on. While it runs, the instance heartbeats in
// wallet_instances, so when it dies the others take its leases over without waiting for them to end.

interface WorkerState {
  running: boolean;
  timer: NodeJS.Timeout | null;
  heartbeat: NodeJS.Timeout | null;
  currentBeat: Promise<void> | null;
  currentPass: Promise<void> | null;
}

const holder = globalThis as { __gpWalletWorker?: WorkerState };
const worker: WorkerState = (holder.__gpWalletWorker ??= {
  running: false,
  timer: null,
  heartbeat: null,
  currentBeat: null,
  currentPass: null,
});

export function startWalletWorker(): void {
  if (worker.running) return;
  worker.running = true;
  beat();
  worker.heartbeat = setInterval(beat, walletConfig().instanceHeartbeatMs);
  worker.heartbeat.unref();
  schedule(0);
}

/** Stops the loop and waits for a pass in progress to finish. */
export async function stopWalletWorker(): Promise<void> {
  worker.running = false;
  if (worker.timer) clearTimeout(worker.timer);
  worker.timer = null;
  if (worker.heartbeat) clearInterval(worker.heartbeat);
  worker.heartbeat = null;
  await worker.currentPass;
  // After the last beat, or that beat would register the instance again.
  await worker.currentBeat;
  await removeWalletInstance().catch((error: unknown) =>
    logger.error({ where: "wallet-worker", err: error }, "wallet instance removal failed"),
  );
}

function beat(): void {
  // One beat at a time: a slow database must not pile them up.
  if (worker.currentBeat) return;
  worker.currentBeat = recordWalletInstanceHeartbeat()
    .catch((error: unknown) => logger.error({ where: "wallet-worker", err: error }, "wallet instance heartbeat failed"))
    .finally(() => {
      worker.currentBeat = null;
    });
}

function schedule(delayMs: number) {
  if (!worker.running) return;
  worker.timer = setTimeout(() => {
    worker.timer = null;
    worker.currentPass = runOnce().finally(() => {
      worker.currentPass = null;
    });
  }, delayMs);
  worker.timer.unref();
}

async function runOnce(): Promise<void> {
  const config = walletConfig();
  let busy = false;
  try {
    const summary = await runWalletWorkerPass({ limit: config.workerBatchSize });
    // A full batch means more work is probably due: go again at once instead of sleeping.
    busy = summary.claimed >= config.workerBatchSize || summary.recoveredRounds > 0;
  } catch (error) {
    logger.error({ where: "wallet-worker", err: error }, "wallet worker pass failed");
  }
  schedule(busy ? 0 : config.workerIntervalMs);
}
