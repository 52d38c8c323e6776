import { Agent, request } from "undici";
import { BALANCE_ACTION_TYPE, encodeWalletCallbackBody } from "@/lib/contract/wallet-api";
import {
  buildWalletCallbackBody,
  callWallet,
  newRequestId,
  type OperatorWalletEndpoint,
  type WalletCall,
} from "@/lib/server/wallet/wallet-client";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { signedWalletHeaders } from "@/lib/contract/wallet-signature";
import type { RunningServer } from "./bench-app";
import { DEMO_GAME, DEMO_OPERATOR } from "./bench-world";
import { type LoadOptions, type LoadPair, measurePair } from "./endpoint-benches";
import { launchSession, type BenchSession } from "./game-sessions";
import { summarize, type LatencySummary } from "./stats";

// Item 5: the spin round trip (POST …/spin: a signed debit and a signed credit to the in-app demo wallet, the
// round stored), and what our wallet client adds on top of a bare HTTP POST of the same signed bytes.

export interface SpinFigures {
  spin: LoadPair;
  walletClient: LatencySummary;
  rawPost: LatencySummary;
  /** Mean wallet-client latency over mean raw-POST latency. */
  clientRatio: number;
}

export async function measureSpin(
  options: LoadOptions & {
    app: RunningServer;
    operatorKey: string;
    walletSecret: string;
    players: string[];
    walletCalls: number;
  },
): Promise<SpinFigures> {
  const { app } = options;
  const sessions: BenchSession[] = [];
  for (const playerId of options.players) {
    sessions.push(
      await launchSession({ baseUrl: app.baseUrl, operatorKey: options.operatorKey, symbol: DEMO_GAME, playerId }),
    );
  }
  const state = (await (
    await fetch(`${app.baseUrl}/api/runtime/sessions/${sessions[0]!.sessionId}/state`, {
      headers: { cookie: sessions[0]!.cookie },
    })
  ).json()) as { game?: { betLevels: number[]; coinValues: string[] } };
  if (!state.game) throw new Error(`runtime state has no game: ${JSON.stringify(state).slice(0, 300)}`);
  const body = JSON.stringify({ betLevel: state.game.betLevels[0], coinValue: state.game.coinValues[0] });

  console.log("Spin");
  // One player per connection: a player's spins queue behind each other at the wallet, as in a real game page.
  const spin = await measurePair({
    ...options,
    throughputConnections: options.latencyConnections,
    latencyConnections: 1,
    name: "POST spin (debit + credit)",
    server: app,
    request: (connection) => {
      const session = sessions[connection % sessions.length]!;
      return {
        method: "POST",
        path: `/api/runtime/sessions/${session.sessionId}/spin`,
        headers: { cookie: session.cookie },
        body,
      };
    },
  });

  // The wallet client against a raw undici POST of the same signed bytes, alternating, one call at a time.
  const wallet: OperatorWalletEndpoint = {
    operatorId: DEMO_OPERATOR,
    baseUrl: `${app.baseUrl}/api/demo-wallet/${DEMO_OPERATOR}`,
    secret: options.walletSecret,
    timeoutMs: 5_000,
  };
  const call: WalletCall = {
    type: "balance",
    playerId: options.players[0]!,
    sessionId: sessions[0]!.sessionId,
    gameSymbol: DEMO_GAME,
    currency: "EUR",
    transactionId: "bal_bench_client",
    actionType: BALANCE_ACTION_TYPE,
    amount: "0.00",
  };
  const requestId = newRequestId();
  const rawBody = encodeWalletCallbackBody(buildWalletCallbackBody(DEMO_OPERATOR, call, requestId));
  const rawHeaders = signedWalletHeaders({
    secret: options.walletSecret,
    rawBody,
    requestId,
    timestamp: Math.floor(Date.now() / 1000),
  });
  const rawAgent = new Agent({ connections: 64, keepAliveTimeout: 4_000 });
  const rawPost = async () => {
    const response = await request(`${wallet.baseUrl}/balance`, {
      method: "POST",
      headers: rawHeaders,
      body: rawBody,
      dispatcher: rawAgent,
    });
    const text = await response.body.text();
    if (response.statusCode !== 200) throw new Error(`raw balance POST answered ${response.statusCode}: ${text}`);
  };
  const clientCall = async () => {
    const result = await callWallet({ wallet, call });
    if (result.outcome !== "succeeded")
      throw new Error(`wallet client balance call: ${result.outcome} ${result.problem ?? result.errorCode ?? ""}`);
  };
  const timed = async (task: () => Promise<void>, into: number[]) => {
    const started = performance.now();
    await task();
    into.push(performance.now() - started);
  };
  const clientTimes: number[] = [];
  const rawTimes: number[] = [];
  for (let i = 0; i < 50; i++) {
    await clientCall();
    await rawPost();
  }
  for (let i = 0; i < options.walletCalls; i++) {
    // Alternating order, so neither side always runs on the warmer connection or right after a GC.
    if (i % 2 === 0) {
      await timed(clientCall, clientTimes);
      await timed(rawPost, rawTimes);
    } else {
      await timed(rawPost, rawTimes);
      await timed(clientCall, clientTimes);
    }
  }
  await rawAgent.close();
  await closeWalletConnections();
  const walletClient = summarize(clientTimes);
  const raw = summarize(rawTimes);
  console.log(
    `  wallet client vs raw undici POST      mean ${walletClient.mean.toFixed(2)} vs ${raw.mean.toFixed(2)} ms  ` +
      `p50 ${walletClient.p50.toFixed(2)} vs ${raw.p50.toFixed(2)} ms  ratio ${(walletClient.mean / raw.mean).toFixed(3)}`,
  );
  return { spin, walletClient, rawPost: raw, clientRatio: walletClient.mean / raw.mean };
}
