import { connect, type Socket } from "node:net";
import type { BenchSession } from "./game-sessions";
import { mapConcurrent } from "./game-sessions";

// Thousands of game pages' event streams from one process. An EventSource per page would cost more than the
// server's side of it, so each subscriber is a bare TCP socket that sends the runtime's GET …/events request with
// the session cookie and, while a refresh is being timed, looks for that refresh's request_id in what arrives.

export interface Subscriber {
  session: BenchSession;
  server: string;
  socket: Socket;
}

interface Waiter {
  needle: Buffer;
  started: number;
  arrivals: number[];
  pending: number;
  /** Milliseconds this process spent handling the stream data of the wait. */
  handlerMs: number;
  done: () => void;
}

export class SubscriberPool {
  readonly subscribers: Subscriber[] = [];
  private waiter: Waiter | null = null;

  /** Opens one event stream and resolves once the server has sent its first comment. */
  open(options: { host: string; port: number; session: BenchSession }): Promise<Subscriber> {
    const { host, port, session } = options;
    return new Promise((resolve, reject) => {
      const socket = connect({ host, port });
      let opened = false;
      let head = "";
      let tail = "";
      const subscriber: Subscriber = { session, server: `${host}:${port}`, socket };
      socket.setNoDelay(true);
      socket.once("connect", () =>
        socket.write(
          `GET /api/runtime/sessions/${session.sessionId}/events HTTP/1.1\r\nHost: ${host}:${port}\r\n` +
            `Accept: text/event-stream\r\nCookie: ${session.cookie}\r\n\r\n`,
        ),
      );
      socket.on("data", (chunk: Buffer) => {
        if (!opened) {
          head += chunk.toString("latin1");
          if (!head.includes("\r\n\r\n")) return;
          if (!head.startsWith("HTTP/1.1 200")) {
            socket.destroy();
            reject(new Error(`event stream of ${session.sessionId} refused: ${head.split("\r\n")[0]} ${head.slice(head.indexOf("\r\n\r\n") + 4, 400)}`));
            return;
          }
          if (!head.includes(": connected")) return;
          opened = true;
          this.subscribers.push(subscriber);
          resolve(subscriber);
          return;
        }
        const waiter = this.waiter;
        if (!waiter) return;
        const started = performance.now();
        // The request id may straddle two chunks: search the end of the previous chunk too.
        const text = tail + chunk.toString("latin1");
        tail = text.slice(-waiter.needle.length);
        if (text.includes(waiter.needle.toString("latin1"))) {
          tail = "";
          waiter.arrivals.push(started - waiter.started);
          if (--waiter.pending === 0) waiter.done();
        }
        waiter.handlerMs += performance.now() - started;
      });
      socket.on("error", (error) => {
        if (!opened) reject(error);
      });
    });
  }

  async openAll(options: { host: string; port: number; sessions: BenchSession[]; concurrency: number }): Promise<void> {
    await mapConcurrent(options.sessions, options.concurrency, (session) => this.open({ host: options.host, port: options.port, session }));
  }

  /** Closes the given subscribers' streams (the server sees the client go away). */
  close(subscribers: Subscriber[]): void {
    const closing = new Set(subscribers);
    for (const subscriber of subscribers) subscriber.socket.destroy();
    const kept = this.subscribers.filter((subscriber) => !closing.has(subscriber));
    this.subscribers.length = 0;
    this.subscribers.push(...kept);
  }

  closeAll(): void {
    this.close([...this.subscribers]);
  }

  /**
   * Starts timing: `send` fires the refresh; resolves with each subscriber's delay from just before the send to
   * the arrival of the event carrying `requestId`.
   */
  async time(options: { requestId: string; send: () => Promise<void>; timeoutMs: number }): Promise<{ arrivals: number[]; missing: number; handlerMs: number }> {
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const waiter: Waiter = {
      needle: Buffer.from(options.requestId, "latin1"),
      started: performance.now(),
      arrivals: [],
      pending: this.subscribers.length,
      handlerMs: 0,
      done,
    };
    this.waiter = waiter;
    const timer = setTimeout(done, options.timeoutMs);
    try {
      await options.send();
      await finished;
    } finally {
      clearTimeout(timer);
      this.waiter = null;
    }
    return { arrivals: waiter.arrivals, missing: waiter.pending, handlerMs: waiter.handlerMs };
  }
}
