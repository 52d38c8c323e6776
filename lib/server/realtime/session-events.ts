import "server-only";
import {
  RUNTIME_EVENTS,
  type BalanceErrorEvent,
  type BalanceEvent,
  type SessionEvent,
} from "@/lib/contract/runtime-api";
import { isAppError } from "@/lib/base/errors";
import { logger } from "@/lib/server/observability/logger";
import { getWalletBalance } from "@/lib/server/wallet/get-wallet-balance";
import { playerFacingError } from "@/lib/server/runtime/player-facing-error";
import { gameMessages } from "@/lib/i18n/game-messages";
import type { RealtimeSignal } from "./realtime-signal";

// What an open game page receives. A balance refresh makes this instance ask the operator's wallet for the
// player's balance (signed balance callback) and send the answer to every stream here of the signalled sessions;
// a session signal tells the pages the game is over and ends their streams; a promotion or jackpot-win signal is passed
// on as is.
//
// The wallet holds one balance per player and currency, so one callback answers every session of that player in
// that currency: a refresh reaching many open games of a player costs one callback per currency on each instance
// (named after the first of those sessions), not one per game: the bus carries one event for the player's
// sessions (a few for very many), and the events of the same refresh share the callback still in flight.
//
// An event is serialised and UTF-8 encoded once (encodeStreamEvent) and the same bytes go to every stream it
// reaches; each stream only prefixes its own "id:" line.

/** The final event of every open stream when the instance shuts down: the page may show "reconnecting";
 * EventSource reconnects by itself. */
export const SHUTDOWN_STREAM_EVENT = "reconnect";

/** An event's "event:" and "data:" lines, encoded once and shared by every stream that sends it. */
export type EncodedStreamEvent = Uint8Array;

export function encodeStreamEvent(event: string, data: unknown): EncodedStreamEvent {
  return Buffer.from(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`, "utf8");
}

/**
 * Whose balance a stream shows: fixed for a session's life (they are its unique key), so a refresh groups the
 * streams it reaches by wallet in memory, with no database read however many sessions it reaches.
 */
export interface StreamWallet {
  sessionId: string;
  operatorId: string;
  playerId: string;
  currency: string;
  gameSymbol: string;
  /** A demo session's page shows its virtual balance: the operator's wallet is never asked for it. */
  demo: boolean;
  /** The launch's language: a wallet problem is told in it. */
  lang: string | null;
}

export interface EventTarget {
  wallet: StreamWallet;
  /** Writes the event's "id:" line and then the shared bytes; sequence is the bus's, when the event came by it. */
  send(event: EncodedStreamEvent, sequence: number | null): void;
  close(): void;
}

export async function deliverSessionSignal(options: {
  signal: RealtimeSignal;
  streamsBySession: ReadonlyMap<string, EventTarget[]>;
  /** The bus sequence of the signal's event (null where the bus keeps none). */
  sequence: number | null;
  /** Where the balance comes from; by default the operator's wallet is asked (sendCurrentBalance). */
  readBalance?: BalanceReader;
}): Promise<void> {
  const { signal, streamsBySession, sequence, readBalance } = options;
  if (signal.kind === "session") {
    for (const streams of streamsBySession.values()) endStreams(streams, signal.state, sequence);
    return;
  }
  if (signal.kind === "promotion" || signal.kind === "jackpot") {
    const name = signal.kind === "promotion" ? RUNTIME_EVENTS.promotion : RUNTIME_EVENTS.jackpotWin;
    const encoded = encodeStreamEvent(name, signal.event);
    for (const streams of streamsBySession.values()) for (const stream of streams) stream.send(encoded, sequence);
    return;
  }
  await sendCurrentBalance({
    streamsBySession,
    reason: signal.reason,
    requestId: signal.requestId,
    sequence,
    readBalance,
  });
}

export function endStreams(streams: EventTarget[], state: SessionEvent["state"], sequence: number | null): void {
  const event: SessionEvent = { state };
  const encoded = encodeStreamEvent(RUNTIME_EVENTS.session, event);
  for (const stream of streams) {
    stream.send(encoded, sequence);
    stream.close();
  }
}

type WalletBalance = Awaited<ReturnType<typeof getWalletBalance>>;
/** Asks for the balance of a wallet, named after its first session (the options of getWalletBalance). */
export type BalanceReader = (wallet: StreamWallet) => Promise<WalletBalance>;

const askWallet: BalanceReader = (wallet) =>
  getWalletBalance({
    operatorId: wallet.operatorId,
    playerId: wallet.playerId,
    sessionId: wallet.sessionId,
    gameSymbol: wallet.gameSymbol,
    currency: wallet.currency,
  });

/**
 * One balance for every refresh a resuming page missed: the wallet is asked once, for now, however many refreshes
 * the page missed (each still gets its own event, with its own request id and sequence).
 */
export function oneBalanceReader(): BalanceReader {
  let asked: Promise<WalletBalance> | undefined;
  return (wallet) => (asked ??= askWallet(wallet));
}

const balancesInFlight = ((
  globalThis as { __gpBalancesInFlight?: Map<string, Promise<WalletBalance>> }
).__gpBalancesInFlight ??= new Map());

export async function sendCurrentBalance(options: {
  streamsBySession: ReadonlyMap<string, EventTarget[]>;
  reason: string;
  requestId: string | null;
  sequence: number | null;
  readBalance?: BalanceReader;
}): Promise<void> {
  const { streamsBySession, reason, requestId, sequence, readBalance = askWallet } = options;
  const byWallet = new Map<string, EventTarget[]>();
  for (const streams of streamsBySession.values()) {
    const wallet = streams[0]?.wallet;
    if (!wallet || wallet.demo) continue;
    const key = `${wallet.operatorId}\n${wallet.playerId}\n${wallet.currency}`;
    const group = byWallet.get(key);
    if (group) group.push(...streams);
    else byWallet.set(key, [...streams]);
  }
  await Promise.all(
    [...byWallet].map(async ([walletKey, streams]) => {
      // The callback names the first session (in id order, as every instance picks it).
      const first = streams.reduce(
        (lowest, stream) => (stream.wallet.sessionId < lowest.sessionId ? stream.wallet : lowest),
        streams[0]!.wallet,
      );
      // Only a signalled refresh is shared: a reconnecting page (no request id) asks for itself.
      const flightKey = requestId === null ? null : `${requestId}\n${walletKey}`;
      let balance = flightKey ? balancesInFlight.get(flightKey) : undefined;
      if (!balance) {
        balance = readBalance(first);
        if (flightKey) {
          balancesInFlight.set(flightKey, balance);
          void balance.catch(() => undefined).finally(() => balancesInFlight.delete(flightKey));
        }
      }
      try {
        const { balance: amount, currency } = await balance;
        const event: BalanceEvent = { balance: amount, currency, reason, request_id: requestId };
        const encoded = encodeStreamEvent(RUNTIME_EVENTS.balance, event);
        for (const stream of streams) stream.send(encoded, sequence);
      } catch (error) {
        if (!isAppError(error))
          logger.error(
            { where: "realtime", session_id: first.sessionId, err: error },
            "balance for the session failed",
          );
        // Encoded once per language among the streams; the wallet's own detail stays in the delivery log.
        const byLang = new Map<string | null, EncodedStreamEvent>();
        for (const stream of streams) {
          let encoded = byLang.get(stream.wallet.lang);
          if (!encoded) {
            const event: BalanceErrorEvent = {
              error: isAppError(error) ? error.code : "internal_error",
              detail: isAppError(error)
                ? playerFacingError(error, { lang: stream.wallet.lang, about: "balance" }).detail
                : gameMessages(stream.wallet.lang).balanceUnavailable,
              reason,
              request_id: requestId,
            };
            encoded = encodeStreamEvent(RUNTIME_EVENTS.balanceError, event);
            byLang.set(stream.wallet.lang, encoded);
          }
          stream.send(encoded, sequence);
        }
      }
    }),
  );
}
