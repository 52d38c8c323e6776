import { disconnectPrisma } from "@/lib/server/db/prisma";
import { startJackpotApplier, stopJackpotApplier } from "@/lib/server/jackpots/jackpot-applier";
import { settleRound } from "@/lib/server/wallet/settle-round";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";

// One instance of the jackpots bench's contribution run (jackpots-bench.ts) in a process of its own, with its own
// connection pool (DATABASE_URL, DATABASE_POOL_SIZE from the bench): settles paid rounds as the spin does
// (settleRound: the debit, the outcome, the credit and the jackpot contributions in the settle statement) on
// `lanes` sessions side by side, one round at a time each, and runs the instance's jackpot applier as an app
// instance does. Driven over IPC: settle, stop; every command is answered with {reply: id, ...}.

interface Lane {
  operatorId: string;
  playerId: string;
  sessionId: string;
}

interface Request {
  id: number;
  type: "settle" | "stop";
  lanes?: Lane[];
  gameSymbol?: string;
  bet?: string;
  warmupSeconds?: number;
  seconds?: number;
}

startJackpotApplier();

process.on("message", (request: Request) => {
  void answer(request).then(
    (fields) => process.send?.({ reply: request.id, ...fields }),
    (error: unknown) => process.send?.({ reply: request.id, error: String(error) }),
  );
});

async function answer(request: Request): Promise<Record<string, unknown>> {
  if (request.type === "stop") {
    await stopJackpotApplier();
    await closeWalletConnections();
    await disconnectPrisma();
    setImmediate(() => process.exit(0));
    return {};
  }
  const { lanes = [], gameSymbol = "", bet = "1.00", warmupSeconds = 0, seconds = 1 } = request;
  const start = performance.now();
  const measuredFrom = start + warmupSeconds * 1000;
  const end = measuredFrom + seconds * 1000;
  const latencies: number[] = [];
  let failed = 0;
  let firstError = "";
  await Promise.all(
    lanes.map(async (lane) => {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          await settleRound({
            ...lane,
            gameSymbol,
            currency: "EUR",
            bet,
            play: async () => ({ win: "0", result: null }),
          });
          if (started >= measuredFrom) latencies.push(performance.now() - started);
        } catch (error) {
          failed++;
          firstError ||= String(error);
        }
      }
    }),
  );
  return { latencies, failed, firstError, seconds: (performance.now() - measuredFrom) / 1000 };
}
