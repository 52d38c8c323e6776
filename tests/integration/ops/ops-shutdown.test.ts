import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spinResponseSchema } from "@/lib/contract/runtime-api";
import { disconnectPrisma, prisma } from "@/lib/server/db/prisma";
import { updateOperator } from "@/lib/server/operators/update-operator";
import {
  launch,
  OPERATOR,
  openEventStream,
  openLaunchUrl,
  startRuntimeTest,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// Graceful shutdown of the built app on SIGTERM, with a spin whose debit is in flight at an operator wallet that
// answers slowly: the app stops accepting connections, ends the open event stream with a final event, lets the
// spin finish (debit answered, win credited), closes the database and exits 0.

const DEBIT_DELAY_MS = 3_000;

interface SlowWallet {
  url: string;
  calls: string[];
  debitArrived: Promise<void>;
  close(): Promise<void>;
}

/** An operator wallet in memory (no signature check; not what this test is about) whose debits take a while. */
async function startSlowWallet(): Promise<SlowWallet> {
  const calls: string[] = [];
  let balanceMinor = 100_000;
  let markDebit!: () => void;
  const debitArrived = new Promise<void>((resolve) => (markDebit = resolve));
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", async () => {
      const action = (request.url ?? "").split("/").pop() ?? "";
      calls.push(action);
      const amountMinor = Math.round(Number(/"amount":([0-9.]+)/.exec(body)?.[1] ?? "0") * 100);
      if (action === "debit") {
        markDebit();
        await new Promise((resolve) => setTimeout(resolve, DEBIT_DELAY_MS));
        balanceMinor -= amountMinor;
      }
      if (action === "credit" || action === "rollback") balanceMinor += amountMinor;
      const transactionId = /"transaction_id":"([^"]+)"/.exec(body)?.[1];
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          success: true,
          balance: (balanceMinor / 100).toFixed(2),
          currency: "EUR",
          transaction_id: transactionId,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/wallet`,
    calls,
    debitArrived,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let wallet: SlowWallet;
let t: RuntimeTestContext;

beforeAll(async () => {
  wallet = await startSlowWallet();
  t = await startRuntimeTest({
    env: { SHUTDOWN_TIMEOUT_SECONDS: "20" },
    seed: async () => {
      await updateOperator({ operatorId: OPERATOR, walletBaseUrl: wallet.url, actor: "test:shutdown" });
    },
  });
});

afterAll(async () => {
  await t?.stop();
  await wallet?.close();
});

describe("SIGTERM", () => {
  it("drains event streams and the spin in flight, then exits 0", async () => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-1" });
    const browser = await openLaunchUrl(launched.launch_url);
    const stream = await openEventStream(browser);
    await stream.waitForComment((comment) => comment === "connected");

    const spin = browser.post("/spin", { betLevel: 1, coinValue: "0.10" });
    await wallet.debitArrived;
    const exited = new Promise<number | null>((resolve) => t.app.process.once("exit", (code) => resolve(code)));
    t.app.process.kill("SIGTERM");

    // The open stream gets the final event, then ends.
    const last = await stream.nextEvent("reconnect");
    expect(JSON.parse(last.data)).toEqual({ reason: "server_shutdown" });
    await expect(stream.nextEvent()).rejects.toThrow(/stream ended/);

    // No new connections while the spin is still waiting for its debit.
    await expect
      .poll(
        () =>
          fetch(`${t.app.baseUrl}/health`).then(
            () => "accepted",
            () => "refused",
          ),
        { timeout: DEBIT_DELAY_MS - 500 },
      )
      .toBe("refused");
    expect(t.app.process.exitCode).toBeNull();

    // The spin in flight completes: debit answered, win credited (zero wins too), and the player sees the result.
    const response = await spin;
    expect(response.status).toBe(200);
    const result = spinResponseSchema.parse(await response.json());
    expect(result.winConfirmed).toBe(true);
    expect(wallet.calls.filter((call) => call !== "balance")).toEqual(["debit", "credit"]);

    expect(await exited).toBe(0);
    expect(t.app.output()).toContain('"msg":"shutdown complete"');

    // The ledger is complete and the instance has signed off (on PGlite this also proves the data was flushed).
    await disconnectPrisma();
    t.database.useInThisProcess();
    const transactions = await prisma.walletTransaction.findMany({
      where: { operatorId: OPERATOR },
      orderBy: { createdAt: "asc" },
    });
    expect(transactions.map((row) => [row.type, row.state])).toEqual([
      ["debit", "succeeded"],
      ["credit", "succeeded"],
    ]);
    expect(await prisma.realtimeInstance.count()).toBe(0);
    expect(await prisma.realtimeSubscription.count()).toBe(0);
    await disconnectPrisma();
  });
});
