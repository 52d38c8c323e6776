import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { BenchSession } from "./game-sessions";
import { IpcChild, type IpcReply } from "./ipc-child";

// Thousands of game pages' event streams, held by load-generator processes (sse-subscriber-process.mjs). An
// EventSource per page would cost more than the server's side of it, so each subscriber is a bare TCP socket that
// sends the runtime's GET …/events request with the session cookie and, while a refresh is being timed, looks for
// that refresh's request_id in what arrives. The streams are spread over several processes: one process may not
// hold more sockets than the per-process file limit (20,000 on this machine, which cannot be raised), and reading
// 20,000 streams in one event loop would add its own queue to every figure.

/** Streams per load-generator process at most. */
const STREAMS_PER_PROCESS = 8_000;

export interface Subscriber {
  /** Unique within the pool. */
  id: number;
  session: BenchSession;
  server: string;
  process: number;
}

/** What a journaled stream saw (the reconnect bench): times are process.hrtime nanoseconds. */
export interface StreamJournal {
  connectAt: bigint;
  /** When its opening (": connected") arrived: the server had counted it and written its head. */
  openedAt: bigint;
  /** The last event id the stream saw (its opening's included), as a page would send it in Last-Event-ID. */
  lastId: string | null;
  /** The server closed it (or its instance died). */
  closed: boolean;
  events: { type: string; requestId: string | null; at: bigint }[];
}

interface Reply extends IpcReply {
  [field: string]: unknown;
}

class GeneratorProcess extends IpcChild<Reply> {
  open = 0;

  constructor(child: ChildProcess) {
    super(child, "load-generator process");
  }

  stop(): void {
    if (this.child.connected) void this.call("stop").catch(() => undefined);
  }
}

export class SubscriberPool {
  readonly subscribers: Subscriber[] = [];
  private readonly processes: GeneratorProcess[] = [];
  private nextSubscriberId = 1;

  /**
   * Opens an event stream per session (repeats allowed) and resolves once each has had its first comment. Journaled
   * streams keep what they see (journals()); lastEventIds, by position in sessions, are sent as Last-Event-ID.
   */
  async openAll(options: {
    host: string;
    port: number;
    sessions: BenchSession[];
    concurrency: number;
    journal?: boolean;
    lastEventIds?: readonly (string | null)[];
  }): Promise<void> {
    const { host, port, lastEventIds } = options;
    const lastEventIdOf = new Map<number, string | null>();
    const server = `${host}:${port}`;
    const wanted = options.sessions.map((session, index): Subscriber => {
      const id = this.nextSubscriberId++;
      lastEventIdOf.set(id, lastEventIds?.[index] ?? null);
      return { id, session, server, process: -1 };
    });
    // Fill the processes in order, starting new ones as they fill up.
    const batches = new Map<number, Subscriber[]>();
    const planned = this.processes.map((generator) => generator.open);
    for (const subscriber of wanted) {
      let index = planned.findIndex((count) => count < STREAMS_PER_PROCESS);
      if (index < 0) {
        index = this.startProcess();
        planned.push(0);
      }
      planned[index]! += 1;
      subscriber.process = index;
      const batch = batches.get(index);
      if (batch) batch.push(subscriber);
      else batches.set(index, [subscriber]);
    }
    await Promise.all(
      [...batches].map(async ([index, batch]) => {
        const generator = this.processes[index]!;
        const streams = batch.map((subscriber) => ({
          id: subscriber.id,
          sessionId: subscriber.session.sessionId,
          cookie: subscriber.session.cookie,
          lastEventId: lastEventIdOf.get(subscriber.id),
        }));
        const reply = await generator.call("open", {
          host,
          port,
          streams,
          concurrency: options.concurrency,
          journal: options.journal ?? false,
        });
        generator.open = reply.open as number;
      }),
    );
    this.subscribers.push(...wanted);
  }

  /** Opens one event stream. */
  async open(options: { host: string; port: number; session: BenchSession }): Promise<void> {
    await this.openAll({ ...options, sessions: [options.session], concurrency: 1 });
  }

  /** Closes the given subscribers' streams (the server sees the client go away); they leave `subscribers` at once. */
  async close(subscribers: Subscriber[]): Promise<void> {
    const closing = new Set(subscribers.map((subscriber) => subscriber.id));
    const kept = this.subscribers.filter((subscriber) => !closing.has(subscriber.id));
    this.subscribers.length = 0;
    this.subscribers.push(...kept);
    await Promise.all(
      this.processes.map(async (generator, index) => {
        const ids = subscribers.filter((subscriber) => subscriber.process === index).map((subscriber) => subscriber.id);
        if (ids.length) generator.open = (await generator.call("close", { ids })).open as number;
      }),
    );
  }

  /** The journals of journaled subscribers, by subscriber id. */
  async journals(subscribers: Subscriber[]): Promise<Map<number, StreamJournal>> {
    const journals = new Map<number, StreamJournal>();
    await Promise.all(
      this.processes.map(async (generator, index) => {
        const ids = subscribers.filter((subscriber) => subscriber.process === index).map((subscriber) => subscriber.id);
        if (!ids.length) return;
        const reply = await generator.call("journal", { ids });
        for (const [id, journal] of reply.journals as [number, Record<string, unknown>][]) {
          journals.set(id, {
            connectAt: BigInt(journal.connectAt as string),
            openedAt: BigInt(journal.openedAt as string),
            lastId: journal.lastId as string | null,
            closed: journal.closed as boolean,
            events: (journal.events as [string, string | null, string][]).map(([type, requestId, at]) => ({
              type,
              requestId,
              at: BigInt(at),
            })),
          });
        }
      }),
    );
    return journals;
  }

  async closeAll(): Promise<void> {
    await this.close([...this.subscribers]);
  }

  /** Ends the load-generator processes (their streams close with them). */
  stop(): void {
    for (const generator of this.processes) generator.stop();
    this.processes.length = 0;
    this.subscribers.length = 0;
  }

  /**
   * Starts timing: `send` fires the refresh; resolves with each subscriber's delay from just before the send to
   * the arrival of the event carrying `requestId`, and the load generators' own time handling stream data.
   */
  async time(options: {
    requestId: string;
    send: () => Promise<void>;
    timeoutMs: number;
  }): Promise<{ arrivals: number[]; missing: number; handlerMs: number }> {
    await Promise.all(this.processes.map((generator) => generator.call("arm", { needle: options.requestId })));
    const started = process.hrtime.bigint();
    const replies = this.processes.map((generator) => generator.call("wait", { timeoutMs: options.timeoutMs }));
    await options.send();
    const results = await Promise.all(replies);
    const arrivals = results.flatMap((result) =>
      (result.arrivals as string[]).map((at) => Number(BigInt(at) - started) / 1e6),
    );
    return {
      arrivals,
      missing: results.reduce((sum, result) => sum + (result.missing as number), 0),
      handlerMs: results.reduce((sum, result) => sum + Number(BigInt(result.handlerNs as string)) / 1e6, 0),
    };
  }

  /** Starts noting every balance event's request_id and every broadcast tick arriving on any stream. */
  async record(): Promise<void> {
    await Promise.all(this.processes.map((generator) => generator.call("record")));
  }

  /** Ends the recording: arrivals (process.hrtime nanoseconds) by request id and by tick. */
  async collect(): Promise<{ refreshes: [string, bigint][]; ticks: [number, bigint][]; handlerMs: number }> {
    const results = await Promise.all(this.processes.map((generator) => generator.call("collect")));
    return {
      refreshes: results.flatMap((result) =>
        (result.refreshes as [string, string][]).map(([id, at]): [string, bigint] => [id, BigInt(at)]),
      ),
      ticks: results.flatMap((result) =>
        (result.ticks as [number, string][]).map(([tick, at]): [number, bigint] => [tick, BigInt(at)]),
      ),
      handlerMs: results.reduce((sum, result) => sum + Number(BigInt(result.handlerNs as string)) / 1e6, 0),
    };
  }

  private startProcess(): number {
    const child = fork(path.resolve("lib/bench/sse-subscriber-process.mjs"), [], {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    this.processes.push(new GeneratorProcess(child));
    return this.processes.length - 1;
  }
}
