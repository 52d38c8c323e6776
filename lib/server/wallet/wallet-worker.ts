import "server-only";
import { logger } from "@/lib/server/observability/logger";
import { runWalletWorkerPass } from "./run-wallet-worker-pass";
import { walletConfig } from "./wallet-config";

// The background loop that delivers queued credits and rollbacks and recovers abandoned rounds. Start it once per
// app instance; any number of instances may run it against one PostgreSQL (see runWalletWorkerPass). All state
// is in the database, so a restarted instance simply carries on.

interface WorkerState {
  running: boolean;
  timer: NodeJS.Timeout | null;
  currentPass: Promise<void> | null;
}

const holder = globalThis as { __gpWalletWorker?: WorkerState };
const worker: WorkerState = (holder.__gpWalletWorker ??= { running: false, timer: null, currentPass: null });

export function startWalletWorker(): void {
  if (worker.running) return;
  worker.running = true;
  schedule(0);
}

/** Stops the loop and waits for a pass in progress to finish. */
export async function stopWalletWorker(): Promise<void> {
  worker.running = false;
  if (worker.timer) clearTimeout(worker.timer);
  worker.timer = null;
  await worker.currentPass;
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
