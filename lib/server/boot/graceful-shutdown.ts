import "server-only";
import { closePglite, resolveDatabaseTarget } from "@/lib/server/db/connection";
import { closeDirectSql } from "@/lib/server/db/direct-sql";
import { disconnectPrisma } from "@/lib/server/db/prisma";
import { isAppError } from "@/lib/base/errors";
import { flushApiKeyUsage } from "@/lib/server/api-keys/api-key-usage";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { markShuttingDown } from "@/lib/server/observability/instance-lifecycle";
import { logger } from "@/lib/server/observability/logger";
import { stopRealtimeHub } from "@/lib/server/realtime/realtime-hub";
import { SHUTDOWN_STREAM_EVENT } from "@/lib/server/realtime/session-events";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { stopWalletWorker } from "@/lib/server/wallet/wallet-worker";
import { stopPromotionScorer } from "@/lib/server/promotions/promotion-scorer";
import { stopJackpotApplier } from "@/lib/server/jackpots/jackpot-applier";

// Graceful shutdown on SIGTERM / SIGINT, within SHUTDOWN_TIMEOUT_SECONDS (default 25, under Kubernetes' 30 s):
// 1. /ready turns 503 (markShuttingDown) and the server entry point's signal handler (start-server.mjs, as
//    `next start`'s own) stops accepting connections;
// 2. every open game-page event stream gets a final "reconnect" event and ends (its browser reconnects elsewhere);
// 3. the wallet worker and the promotion scorer stop after their passes in flight, and requests in flight (a spin waiting for its debit)
//    finish: the entry point waits for them, then calls process.exit — which is held until our steps are done;
// 4. wallet connections close, API key usage counts are stored, Prisma and the direct SQL pools disconnect, the embedded database is closed (flushed), exit 0.
// Past the deadline the process exits 1 with whatever is still running; the ledger makes that safe to resume.

interface ShutdownState {
  installed: boolean;
  startedAt: number | null;
}

const holder = globalThis as { __gpShutdown?: ShutdownState };
const state: ShutdownState = (holder.__gpShutdown ??= { installed: false, startedAt: null });

export function installGracefulShutdown(): void {
  if (state.installed) return;
  state.installed = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.prependListener(signal, () => void shutDown(signal));
  }
}

function timeoutSeconds(): number {
  try {
    return positiveIntegerSetting("SHUTDOWN_TIMEOUT_SECONDS", 25);
  } catch (error) {
    logger.error({ err: error }, "SHUTDOWN_TIMEOUT_SECONDS is invalid; using 25");
    return 25;
  }
}

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (state.startedAt !== null) return;
  state.startedAt = Date.now();
  markShuttingDown();
  const exit = process.exit.bind(process);
  const seconds = timeoutSeconds();
  const deadline = setTimeout(() => {
    logger.error({ signal, timeout_seconds: seconds }, "shutdown did not finish in time; exiting");
    exit(1);
  }, seconds * 1000);

  // The entry point's handler (Next's own under `next start`; absent with NEXT_MANUAL_SIG_HANDLE) closes the server,
  // waits for requests in flight, then exits.
  const serverClosed = process.env.NEXT_MANUAL_SIG_HANDLE
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        process.exit = (() => resolve()) as typeof process.exit;
      });
  logger.info(
    { signal, timeout_seconds: seconds },
    "shutting down: draining event streams, wallet calls and requests in flight",
  );
  try {
    const streams = await stopRealtimeHub({ finalEvent: SHUTDOWN_STREAM_EVENT, data: { reason: "server_shutdown" } });
    await stopWalletWorker();
    await stopPromotionScorer();
    await stopJackpotApplier();
    await serverClosed;
    await closeWalletConnections();
    await flushApiKeyUsage();
    await disconnectPrisma();
    await closeDirectSql();
    const target = resolveDatabaseTarget();
    if (target.kind === "pglite") await closePglite(target.dataDir);
    logger.info({ signal, streams_closed: streams, duration_ms: Date.now() - state.startedAt }, "shutdown complete");
    clearTimeout(deadline);
    exit(0);
  } catch (error) {
    logger.error({ err: error, known: isAppError(error) }, "shutdown failed");
    exit(1);
  }
}
