import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { rotateWalletSecret } from "@/lib/server/operators/rotate-wallet-secret";
import { getWalletBalance } from "@/lib/server/wallet/get-wallet-balance";
import { runWalletWorkerPass } from "@/lib/server/wallet/run-wallet-worker-pass";
import { settleRound } from "@/lib/server/wallet/settle-round";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { recordWalletAttemptIntent } from "@/lib/server/wallet/wallet-attempt-log";
import { errorCodes, startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";
import { createWalletOperator, withWalletEnv } from "@/tests/integration/support/wallet-fixtures";
import { startFaultyWalletServer } from "@/tests/integration/support/wallet-faulty-server";
import { CERTIFICATION_CASES, ROUND_FIELDS_CASE } from "@/lib/server/wallet/certification/certify-wallet";

// Wallet deliveries, manual resolution, alerts, certification and the dashboard in the console API. The ledger
// is filled by the real wallet services against a real loopback wallet before the app starts; certification runs
// from the app against its own in-app demo wallet.

const OPERATOR = "wallet-casino";
const MISCONFIGURED = "wallet-misconfigured";
const TRANSACTION_FIELDS = `id type state amount currency playerId attempts errorCode errorMessage resolvedManually canRetry canResolve lastLatencyMs
  attemptLog { id attemptNumber type requestId url requestHeaders requestBody responseStatus responseBody outcome latencyMs startedAt }`;

interface Ledger {
  succeededCredit: string;
  gaveUpCredits: [string, string];
  debit: string;
}

async function fillLedger(): Promise<Ledger> {
  const restoreEnv = withWalletEnv({ WALLET_TIMEOUT_MS: "5000" });
  const wallet = await startFaultyWalletServer({ walletId: OPERATOR });
  try {
    await createWalletOperator({
      id: OPERATOR,
      walletBaseUrl: wallet.url,
      players: [{ playerId: "p1", currency: "EUR", balance: "100.00" }],
    });
    const round = (win: string) =>
      settleRound({
        operatorId: OPERATOR,
        playerId: "p1",
        sessionId: "ses_console",
        gameSymbol: "vs20aurora",
        currency: "EUR",
        bet: "1.00",
        play: async () => ({ win, result: null }),
      });

    const ok = await round("2.50");
    // Two wins whose credits the wallet keeps failing until their give-up time passes: manual resolution.
    wallet.faultFor = ({ action }) => (action === "credit" ? "error_500" : null);
    const failing = [await round("3.00"), await round("4.00")];
    await prisma.walletTransaction.updateMany({
      where: { id: { in: failing.map((settled) => settled.creditTransactionId!) } },
      data: { giveUpAt: new Date(Date.now() - 1000), nextAttemptAt: new Date(Date.now() - 1000) },
    });
    await runWalletWorkerPass();
    wallet.faultFor = () => null;
    await getWalletBalance({
      operatorId: OPERATOR,
      playerId: "p1",
      sessionId: "ses_console",
      gameSymbol: "vs20aurora",
      currency: "EUR",
    });

    // A second operator whose secret we rotate without telling its wallet: invalid_signature, an alert.
    await createWalletOperator({
      id: MISCONFIGURED,
      walletBaseUrl: wallet.url.replace(OPERATOR, MISCONFIGURED),
      players: [{ playerId: "p9", currency: "EUR", balance: "5.00" }],
    });
    await rotateWalletSecret({ operatorId: MISCONFIGURED, actor: "test:wallet" });
    await getWalletBalance({
      operatorId: MISCONFIGURED,
      playerId: "p9",
      sessionId: "ses_bad",
      gameSymbol: "vs20aurora",
      currency: "EUR",
    }).catch(() => undefined);
    // A call whose sender died in flight: its intent was stored before the request left, and never completed.
    await recordWalletAttemptIntent({
      operatorId: MISCONFIGURED,
      playerId: "p9",
      transactionId: null,
      type: "balance",
      attemptNumber: 1,
      request: {
        url: `${wallet.url}/balance`,
        headers: { "x-platform-request-id": "req_abandoned" },
        body: "{}",
        requestId: "req_abandoned",
        startedAt: new Date(),
      },
    });

    return {
      succeededCredit: ok.creditTransactionId!,
      gaveUpCredits: [failing[0]!.creditTransactionId!, failing[1]!.creditTransactionId!],
      debit: ok.debitTransactionId!,
    };
  } finally {
    await closeWalletConnections();
    await wallet.close();
    restoreEnv();
  }
}

/** p-th percentile with linear interpolation, as PostgreSQL's percentile_cont computes it. */
function percentileCont(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

describe("console GraphQL: wallet deliveries, certification, dashboard", () => {
  let ctx: ConsoleTestContext;
  let ledger: Ledger;

  beforeAll(async () => {
    ctx = await startConsoleTest({
      // One worker pass at start-up, then none: the attempt log stays exactly as the tests left it.
      env: { WALLET_WORKER_INTERVAL_MS: "3600000" },
      prepare: async () => {
        ledger = await fillLedger();
      },
    });
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  it("lists ledger transactions with every signed attempt, the signature shortened, filtered and paged", async () => {
    const page = await ctx.admin.data(
      `{ walletTransactions(filter: { operatorId: "${OPERATOR}" }, first: 50) { items { ${TRANSACTION_FIELDS} } nextCursor } }`,
    );
    type Attempt = {
      requestId: string;
      requestHeaders: Record<string, string>;
      requestBody: string;
      responseBody: string;
    };
    const items = page.walletTransactions.items as {
      id: string;
      type: string;
      state: string;
      amount: string;
      attemptLog: Attempt[];
    }[];
    expect(items.map((item) => item.type).sort()).toEqual(["credit", "credit", "credit", "debit", "debit", "debit"]);

    const credit = items.find((item) => item.id === ledger.succeededCredit)!;
    expect(credit).toMatchObject({
      state: "succeeded",
      amount: "2.50",
      currency: "EUR",
      attempts: 1,
      canRetry: false,
      canResolve: false,
    });
    const [attempt] = credit.attemptLog;
    expect(attempt).toMatchObject({
      attemptNumber: 1,
      type: "credit",
      responseStatus: 200,
      outcome: "succeeded",
      url: expect.stringMatching(/\/credit$/),
    });
    expect(JSON.parse(attempt!.requestBody)).toMatchObject({
      transaction_id: ledger.succeededCredit,
      transaction_type: "credit",
      amount: 2.5,
      player_id: "p1",
    });
    expect(attempt!.requestHeaders["x-platform-request-id"]).toBe(attempt!.requestId);
    expect(attempt!.requestHeaders["x-platform-timestamp"]).toMatch(/^\d+$/);
    expect(attempt!.requestHeaders["x-platform-signature"]).toMatch(/^[0-9a-f]{12}…$/);
    expect(JSON.parse(attempt!.responseBody)).toMatchObject({ success: true });

    const gaveUp = await ctx.admin.data(
      `{ walletTransactions(filter: { states: [gave_up], types: [credit] }) { items { id canRetry canResolve attempts } } }`,
    );
    expect(gaveUp.walletTransactions.items.map((item: { id: string }) => item.id).sort()).toEqual(
      [...ledger.gaveUpCredits].sort(),
    );
    expect(
      gaveUp.walletTransactions.items.every(
        (item: { canRetry: boolean; canResolve: boolean }) => item.canRetry && item.canResolve,
      ),
    ).toBe(true);

    const first = await ctx.admin.data(
      `{ walletTransactions(filter: { operatorId: "${OPERATOR}" }, first: 4) { items { id } nextCursor } }`,
    );
    const second = await ctx.admin.data(
      `query Next($after: String) { walletTransactions(filter: { operatorId: "${OPERATOR}" }, first: 4, after: $after) { items { id } nextCursor } }`,
      {
        after: first.walletTransactions.nextCursor,
      },
    );
    const paged = [...first.walletTransactions.items, ...second.walletTransactions.items].map(
      (item: { id: string }) => item.id,
    );
    expect(paged).toEqual(items.map((item) => item.id));
    expect(second.walletTransactions.nextCursor).toBeNull();

    const byId = await ctx.admin.data(
      `{ walletTransactions(filter: { transactionId: "${ledger.debit}" }) { items { id } } }`,
    );
    expect(byId.walletTransactions.items).toEqual([{ id: ledger.debit }]);
  });

  it("lists every call, balance calls included, and filters by outcome", async () => {
    const calls = await ctx.admin.data(
      `{ walletCallbacks(filter: { operatorId: "${OPERATOR}", types: [balance] }) { items { type transactionId outcome responseStatus } } }`,
    );
    expect(calls.walletCallbacks.items).toEqual([
      { type: "balance", transactionId: null, outcome: "succeeded", responseStatus: 200 },
    ]);
    const failed = await ctx.admin.data(
      `{ walletCallbacks(filter: { outcomes: [failed] }) { items { type responseStatus transactionId } } }`,
    );
    expect(failed.walletCallbacks.items.length).toBeGreaterThanOrEqual(4);
    expect(
      failed.walletCallbacks.items.every(
        (item: { type: string; responseStatus: number }) => item.type === "credit" && item.responseStatus === 500,
      ),
    ).toBe(true);
  });

  it("shows a call whose sender died before its answer was recorded as outcome unknown", async () => {
    const open = await ctx.admin.data(
      `{ walletCallbacks(filter: { outcomes: [unknown] }) { items { operatorId type requestId outcome responseStatus latencyMs } } }`,
    );
    expect(open.walletCallbacks.items).toEqual([
      {
        operatorId: MISCONFIGURED,
        type: "balance",
        requestId: "req_abandoned",
        outcome: "unknown",
        responseStatus: null,
        latencyMs: 0,
      },
    ]);
  });

  it("retries a credit that gave up with the same transaction_id, audited; debits are never re-sent", async () => {
    const [toRetry] = ledger.gaveUpCredits;
    const viewer = await ctx.viewer.graphql(`mutation { retryWalletTransaction(id: "${toRetry}") { id } }`);
    expect(errorCodes(viewer)).toEqual(["forbidden"]);

    const retried = await ctx.admin.data(`mutation { retryWalletTransaction(id: "${toRetry}") { id state canRetry } }`);
    expect(retried.retryWalletTransaction).toEqual({ id: toRetry, state: "pending", canRetry: false });
    const audit = await ctx.admin.data(
      `{ auditLog(filter: { targetType: "wallet_transaction", targetId: "${toRetry}" }) { items { action actor before after } } }`,
    );
    expect(audit.auditLog.items).toEqual([
      expect.objectContaining({
        action: "wallet_transaction.requeue",
        actor: "console:admin@demo.local",
        before: expect.objectContaining({ state: "gave_up" }),
        after: expect.objectContaining({ state: "pending" }),
      }),
    ]);

    expect(
      errorCodes(await ctx.admin.graphql(`mutation { retryWalletTransaction(id: "${ledger.debit}") { id } }`)),
    ).toEqual(["conflict"]);
    expect(
      errorCodes(await ctx.admin.graphql(`mutation { retryWalletTransaction(id: "no-such-transaction") { id } }`)),
    ).toEqual(["not_found"]);
  });

  it("marks a credit that gave up as resolved by hand: never sent again, shown as resolved, audited", async () => {
    const toResolve = ledger.gaveUpCredits[1];
    const before = await ctx.admin.data(`{ dashboard { walletTransactionsNeedingAttention } }`);

    const noNote = await ctx.admin.graphql(
      `mutation { resolveWalletTransaction(id: "${toResolve}", note: "  ") { id } }`,
    );
    expect(errorCodes(noNote)).toEqual(["invalid_request"]);
    const resolved = await ctx.admin.data(
      `mutation { resolveWalletTransaction(id: "${toResolve}", note: "Paid 4.00 by hand, ticket OPS-7") { state resolvedManually canRetry canResolve errorMessage completedAt } }`,
    );
    expect(resolved.resolveWalletTransaction).toMatchObject({
      state: "gave_up",
      resolvedManually: true,
      canRetry: false,
      canResolve: false,
      errorMessage: "Paid 4.00 by hand, ticket OPS-7",
    });
    expect(
      errorCodes(await ctx.admin.graphql(`mutation { retryWalletTransaction(id: "${toResolve}") { id } }`)),
    ).toEqual(["conflict"]);
    expect(
      errorCodes(
        await ctx.admin.graphql(`mutation { resolveWalletTransaction(id: "${toResolve}", note: "again") { id } }`),
      ),
    ).toEqual(["conflict"]);
    expect(
      errorCodes(
        await ctx.admin.graphql(
          `mutation { resolveWalletTransaction(id: "${ledger.succeededCredit}", note: "no") { id } }`,
        ),
      ),
    ).toEqual(["conflict"]);

    const after = await ctx.admin.data(`{ dashboard { walletTransactionsNeedingAttention } }`);
    expect(after.dashboard.walletTransactionsNeedingAttention).toBe(
      before.dashboard.walletTransactionsNeedingAttention - 1,
    );
    const audit = await ctx.admin.data(
      `{ auditLog(filter: { action: "wallet_transaction.resolve", targetId: "${toResolve}" }) { items { after } } }`,
    );
    expect(audit.auditLog.items[0].after).toMatchObject({
      errorCode: "resolved_manually",
      note: "Paid 4.00 by hand, ticket OPS-7",
    });
  });

  it("shows an invalid_signature alert until staff acknowledge it", async () => {
    const open = await ctx.admin.data(`{ walletAlerts { id operatorId kind occurrences acknowledgedAt } }`);
    expect(open.walletAlerts).toEqual([
      {
        id: expect.any(String),
        operatorId: MISCONFIGURED,
        kind: "invalid_signature",
        occurrences: expect.any(Number),
        acknowledgedAt: null,
      },
    ]);
    const acknowledged = await ctx.admin.data(
      `mutation Ack($id: ID!) { acknowledgeWalletAlert(id: $id) { acknowledgedAt } }`,
      { id: open.walletAlerts[0].id },
    );
    expect(acknowledged.acknowledgeWalletAlert.acknowledgedAt).toEqual(expect.any(String));
    const after = await ctx.admin.data(
      `{ open: walletAlerts { id } all: walletAlerts(includeAcknowledged: true) { id } }`,
    );
    expect(after.open).toEqual([]);
    expect(after.all).toHaveLength(1);
  });

  it("reports wallet callback success rate and latency percentiles over the window on the dashboard", async () => {
    const calls = await ctx.admin.data(`{ walletCallbacks(first: 200) { items { outcome latencyMs } nextCursor } }`);
    const items = calls.walletCallbacks.items as { outcome: string; latencyMs: number }[];
    const dashboard = await ctx.admin.data(`{ dashboard {
      operators activeOperators games liveGames liveSessions sseSubscribers openWalletAlerts
      walletCallbacks { windowHours total succeeded rejected invalidSignature failed successRate p50LatencyMs p95LatencyMs }
    } }`);
    const stats = dashboard.dashboard.walletCallbacks;
    const count = (outcome: string) => items.filter((item) => item.outcome === outcome).length;
    const answered = items.filter((item) => item.outcome !== "unknown");
    expect(stats).toEqual({
      windowHours: 24,
      total: items.length,
      succeeded: count("succeeded"),
      rejected: count("rejected"),
      invalidSignature: count("invalid_signature"),
      failed: count("failed"),
      successRate: count("succeeded") / items.length,
      // Open attempts (outcome unknown) have no latency yet.
      p50LatencyMs: percentileCont(
        answered.map((item) => item.latencyMs),
        0.5,
      ),
      p95LatencyMs: percentileCont(
        answered.map((item) => item.latencyMs),
        0.95,
      ),
    });
    expect(stats.invalidSignature).toBeGreaterThanOrEqual(1);
    expect(dashboard.dashboard).toMatchObject({ operators: 5, activeOperators: 4, openWalletAlerts: 0 });
  });

  it("certifies the demo operator's wallet from the console with live per-case progress, with the operator's round fields", async () => {
    // With walletRoundFields on, the run sends round_id and campaign_id as the platform will, and adds round_fields.
    await ctx.admin.data(
      `mutation { updateOperator(id: "demo-casino", input: { walletRoundFields: true }) { walletRoundFields } }`,
    );
    const caseIds = [...CERTIFICATION_CASES.map((definition) => definition.id), ROUND_FIELDS_CASE.id];
    const started = await ctx.admin
      .data(`mutation { startWalletCertification(input: { operatorId: "demo-casino", playerId: "player-2", amount: "1.50" }) {
      id status operatorId walletUrl startedBy totalCases completedCases cases { id status } } }`);
    const run = started.startWalletCertification;
    expect(run).toMatchObject({
      status: "running",
      operatorId: "demo-casino",
      walletUrl: `${ctx.app.baseUrl}/api/demo-wallet/demo-casino`,
      startedBy: "console:admin@demo.local",
      totalCases: caseIds.length,
    });
    expect(run.cases.map((entry: { id: string }) => entry.id)).toEqual(caseIds);
    expect(run.completedCases).toBeLessThan(caseIds.length);

    let current = run;
    const seenProgress = new Set<number>();
    for (let poll = 0; poll < 600 && current.status === "running"; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = (
        await ctx.admin.data(
          `query Run($id: ID!) { walletCertificationRun(id: $id) { status completedCases finishedAt cleanup { done detail } cases { id title status detail } } }`,
          { id: run.id },
        )
      ).walletCertificationRun;
      seenProgress.add(current.completedCases);
    }
    expect(current.status).toBe("passed");
    expect(current.completedCases).toBe(caseIds.length);
    expect(current.cases.at(-1)).toMatchObject({
      id: "round_fields",
      status: "passed",
      detail: expect.stringContaining("round_id accepted"),
    });
    await ctx.admin.data(
      `mutation { updateOperator(id: "demo-casino", input: { walletRoundFields: false }) { walletRoundFields } }`,
    );
    expect(
      current.cases.every(
        (entry: { status: string; detail: string }) => entry.status === "passed" && entry.detail.length > 0,
      ),
    ).toBe(true);
    expect(current.cleanup).toEqual({ done: true, detail: expect.any(String) });
    expect(current.finishedAt).toEqual(expect.any(String));

    const runs = await ctx.admin.data(`{ walletCertificationRuns(operatorId: "demo-casino") { id status } }`);
    expect(runs.walletCertificationRuns).toEqual([{ id: run.id, status: "passed" }]);
    const audit = await ctx.admin.data(
      `{ auditLog(filter: { action: "wallet_certification.start" }) { items { actor targetId after } } }`,
    );
    expect(audit.auditLog.items[0]).toMatchObject({
      actor: "console:admin@demo.local",
      targetId: "demo-casino",
      after: { runId: run.id, playerId: "player-2" },
    });
  });

  it("runs one certification per wallet at a time and reports a failing wallet case by case", async () => {
    // A wallet that takes every call and answers none until it is shut down, then refuses connections.
    const held = new Set<ServerResponse>();
    const silent = createServer((_request, response) => void held.add(response));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
    const walletUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/wallet`;
    await ctx.admin.data(
      `mutation { createOperator(input: { id: "silent-casino", name: "Silent", defaultCurrency: "EUR", walletBaseUrl: "${walletUrl}", walletTimeoutMs: 60000 }) { walletSecret } }`,
    );
    const start = `mutation { startWalletCertification(input: { operatorId: "silent-casino", playerId: "p" }) { id status completedCases } }`;

    const first = (await ctx.admin.data(start)).startWalletCertification;
    expect(first).toMatchObject({ status: "running", completedCases: 0 });
    expect(errorCodes(await ctx.admin.graphql(start))).toEqual(["conflict"]);

    for (const response of held) response.socket?.destroy();
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    let run = first;
    for (let poll = 0; poll < 600 && run.status === "running"; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = (
        await ctx.admin.data(
          `query Run($id: ID!) { walletCertificationRun(id: $id) { status completedCases cleanup { done } cases { status detail } } }`,
          { id: first.id },
        )
      ).walletCertificationRun;
    }
    expect(run.status).toBe("failed");
    expect(run.completedCases).toBe(CERTIFICATION_CASES.length);
    expect(
      run.cases.every(
        (entry: { status: string; detail: string }) => entry.status === "failed" && entry.detail.length > 0,
      ),
    ).toBe(true);
    expect(run.cleanup).toEqual({ done: false });
  });

  it("refuses certification requests it cannot run, before any run exists", async () => {
    await ctx.admin.data(
      `mutation { createOperator(input: { id: "no-wallet-casino", name: "No Wallet" }) { walletSecret } }`,
    );
    const cases: [string, string][] = [
      [`{ operatorId: "no-wallet-casino", playerId: "p" }`, "wallet_not_configured"],
      [`{ operatorId: "ghost-casino", playerId: "p" }`, "operator_not_found"],
      [`{ operatorId: "demo-casino", playerId: "p", amount: "1.234" }`, "invalid_amount"],
      [`{ operatorId: "demo-casino", playerId: "p", currency: "EURO" }`, "invalid_request"],
    ];
    for (const [input, code] of cases) {
      expect(
        errorCodes(await ctx.admin.graphql(`mutation { startWalletCertification(input: ${input}) { id } }`)),
        input,
      ).toEqual([code]);
    }
    const runs = await ctx.admin.data(`{ walletCertificationRuns { operatorId } }`);
    expect(runs.walletCertificationRuns.map((entry: { operatorId: string }) => entry.operatorId)).toEqual([
      "silent-casino",
      "demo-casino",
    ]);
    expect(errorCodes(await ctx.admin.graphql(`{ walletCertificationRun(id: "nope") { id } }`))).toEqual(["not_found"]);
  });
});
