import { Agent, request } from "undici";
import type { RunningServer } from "@/lib/bench/bench-app";
import { mapConcurrent, type BenchSession } from "@/lib/bench/game-sessions";
import { SubscriberPool, type Subscriber } from "@/lib/bench/sse-subscribers";

// The soak's traffic: an open-loop mix of what operators and players do, spread over the app instances — catalog,
// single game, art (plain and conditional), launch (launch-url + token exchange + first state), spins (signed
// debit + credit), balance reads, round history, balance refreshes — plus game-page event streams that are opened
// and closed all the time (SSE churn). Arrivals follow the clock, not the answers, so a slow server builds a queue
// the figures show instead of hiding it.

const REQUEST_TIMEOUT_MS = 10_000;
/** Requests in flight beyond which new arrivals are counted as shed (the server is not keeping up). */
const MAX_IN_FLIGHT = 256;
/** Event streams being opened at once when pages come back. */
const STREAM_OPEN_CONCURRENCY = 16;

/** Relative weights of the request mix. */
const MIX = [
  ["catalog", 25],
  ["game", 10],
  ["art", 5],
  ["art 304", 5],
  ["launch", 6],
  ["spin", 35],
  ["balance", 6],
  ["rounds", 3],
  ["refresh", 5],
] as const;

export type OperationName = (typeof MIX)[number][0] | "launch exchange" | "state" | "events open";

export interface WindowSample {
  latencies: Map<OperationName, number[]>;
  errors: Map<OperationName, number>;
  shed: number;
  errorExamples: string[];
}

export function emptyWindow(): WindowSample {
  return { latencies: new Map(), errors: new Map(), shed: 0, errorExamples: [] };
}

export interface SoakGame {
  symbol: string;
  gamePath: string;
  artPath: string;
  artEtag: string;
}

interface SessionSlot {
  playerId: string;
  session: BenchSession;
  server: RunningServer;
  /** The bet the page plays, from its state; null until the state has been read. */
  spinBody: string | null;
  busy: boolean;
}

class UnexpectedAnswer extends Error {}

export class SoakWorkload {
  private window = emptyWindow();
  private readonly agent = new Agent({
    connections: 128,
    keepAliveTimeout: 10_000,
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  });
  private readonly streams = new SubscriberPool();
  private readonly slots: SessionSlot[] = [];
  private inFlight = 0;
  private nextServer = 0;
  private timers: NodeJS.Timeout[] = [];
  private churning = false;
  /** Streams being opened per session, not yet in the pool. */
  private readonly opening = new Map<BenchSession, number>();
  private readonly totalWeight = MIX.reduce((sum, [, weight]) => sum + weight, 0);

  constructor(
    private readonly options: {
      servers: RunningServer[];
      operatorKey: string;
      games: SoakGame[];
      players: string[];
      rate: number;
      streams: number;
    },
  ) {}

  /** Launches one session per player and opens the event streams. */
  async prepare(): Promise<void> {
    for (const playerId of this.options.players) {
      const slot: SessionSlot = { playerId, ...(await this.launchAndExchange(playerId)), spinBody: null, busy: false };
      await this.readBet(slot);
      this.slots.push(slot);
    }
    for (let index = 0; index < this.options.streams; index++) await this.openStream();
  }

  start(): void {
    let started = performance.now();
    let dispatched = 0;
    this.timers.push(
      setInterval(() => {
        const due = Math.floor(((performance.now() - started) / 1000) * this.options.rate) - dispatched;
        for (let index = 0; index < due; index++) this.dispatch();
        dispatched += Math.max(0, due);
        if (dispatched > 1_000_000) {
          started = performance.now();
          dispatched = 0;
        }
      }, 20),
      // SSE churn: about 2% of the streams every second close and as many open again (pages come and go).
      setInterval(() => void this.churnStreams(Math.max(1, Math.round(this.options.streams / 50))), 1000),
    );
  }

  /** Stops new arrivals and waits for the requests in flight. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    while (this.inFlight > 0 || this.slots.some((slot) => slot.busy))
      await new Promise((resolve) => setTimeout(resolve, 50));
    this.streams.stop();
    await this.agent.close();
  }

  /** The measurements since the previous call. */
  takeWindow(): WindowSample {
    const taken = this.window;
    this.window = emptyWindow();
    return taken;
  }

  openStreamCount(): number {
    return this.streams.subscribers.length;
  }

  private pickOperation(): (typeof MIX)[number][0] {
    let ticket = Math.random() * this.totalWeight;
    for (const [name, weight] of MIX) {
      ticket -= weight;
      if (ticket < 0) return name;
    }
    return MIX[0][0];
  }

  private server(): RunningServer {
    const servers = this.options.servers;
    return servers[this.nextServer++ % servers.length]!;
  }

  private randomGame(): SoakGame {
    return this.options.games[Math.floor(Math.random() * this.options.games.length)]!;
  }

  private freeSlot(): SessionSlot | null {
    for (let attempt = 0; attempt < 4; attempt++) {
      const slot = this.slots[Math.floor(Math.random() * this.slots.length)]!;
      if (!slot.busy) return slot;
    }
    return null;
  }

  private dispatch(): void {
    if (this.inFlight >= MAX_IN_FLIGHT) {
      this.window.shed++;
      return;
    }
    const operation = this.pickOperation();
    this.inFlight++;
    void this.run(operation).finally(() => this.inFlight--);
  }

  private async run(operation: (typeof MIX)[number][0]): Promise<void> {
    const key = { "x-provider-api-key": this.options.operatorKey };
    switch (operation) {
      case "catalog":
        return this.timed(operation, () => this.call(this.server(), "GET", "/api/provider/v1/games", { headers: key }));
      case "game":
        return this.timed(operation, () =>
          this.call(this.server(), "GET", this.randomGame().gamePath, { headers: key }),
        );
      case "art":
        return this.timed(operation, () => this.call(this.server(), "GET", this.randomGame().artPath, {}));
      case "art 304": {
        const game = this.randomGame();
        return this.timed(operation, () =>
          this.call(this.server(), "GET", game.artPath, { headers: { "if-none-match": game.artEtag }, expect: 304 }),
        );
      }
      case "refresh": {
        const playerId = this.options.players[Math.floor(Math.random() * this.options.players.length)]!;
        const body = JSON.stringify({ external_player_id: playerId, reason: "soak" });
        return this.timed(operation, () =>
          this.call(this.server(), "POST", "/api/provider/v1/player-balance-refresh", {
            headers: { ...key, "content-type": "application/json" },
            body,
          }),
        );
      }
      case "launch":
        return this.withSlot(operation, async (slot) => {
          const launched = await this.launchAndExchange(slot.playerId);
          // From the exchange on, the player's browser holds the new page (a relaunch of the same game rotates the
          // session's cookie): the old page's streams go away with it.
          void this.streams.close(this.streams.subscribers.filter((stream) => stream.session === slot.session));
          Object.assign(slot, launched, { spinBody: null });
          await this.readBet(slot);
        });
      case "spin":
        return this.withSlot(operation, async (slot) => {
          const body = slot.spinBody ?? (await this.readBet(slot));
          await this.timed(operation, () =>
            this.call(
              slot.server,
              "POST",
              `/api/runtime/sessions/${slot.session.sessionId}/spin`,
              this.runtime(slot, body),
            ),
          );
        });
      case "balance":
        return this.withSlot(operation, (slot) =>
          this.timed(operation, () =>
            this.call(
              slot.server,
              "GET",
              `/api/runtime/sessions/${slot.session.sessionId}/balance`,
              this.runtime(slot),
            ),
          ),
        );
      case "rounds":
        return this.withSlot(operation, (slot) =>
          this.timed(operation, () =>
            this.call(slot.server, "GET", `/api/runtime/sessions/${slot.session.sessionId}/rounds`, this.runtime(slot)),
          ),
        );
    }
  }

  /** A game page's own requests: its session cookie, same origin. */
  private runtime(slot: SessionSlot, body?: string): { headers: Record<string, string>; body?: string } {
    const headers: Record<string, string> = {
      cookie: slot.session.cookie,
      origin: slot.server.baseUrl,
      "sec-fetch-site": "same-origin",
    };
    if (body) headers["content-type"] = "application/json";
    return { headers, body };
  }

  /** One player's page does one thing at a time: a busy session is skipped (the arrival is shed). */
  private async withSlot(operation: OperationName, task: (slot: SessionSlot) => Promise<void>): Promise<void> {
    const slot = this.freeSlot();
    if (!slot) {
      this.window.shed++;
      return;
    }
    slot.busy = true;
    try {
      await task(slot);
    } catch (error) {
      this.recordError(operation, error);
    } finally {
      slot.busy = false;
    }
  }

  private async timed(operation: OperationName, task: () => Promise<unknown>): Promise<void> {
    const started = performance.now();
    try {
      await task();
      const list = this.window.latencies.get(operation) ?? [];
      list.push(performance.now() - started);
      this.window.latencies.set(operation, list);
    } catch (error) {
      this.recordError(operation, error);
    }
  }

  private recordError(operation: OperationName, error: unknown): void {
    this.window.errors.set(operation, (this.window.errors.get(operation) ?? 0) + 1);
    if (this.window.errorExamples.length < 5)
      this.window.errorExamples.push(`${operation}: ${error instanceof Error ? error.message : String(error)}`);
  }

  private async call(
    server: RunningServer,
    method: "GET" | "POST",
    path: string,
    options: { headers?: Record<string, string>; body?: string; expect?: number },
  ): Promise<{ headers: Record<string, string | string[] | undefined>; text: string }> {
    const response = await request(`${server.baseUrl}${path}`, {
      method,
      headers: options.headers,
      body: options.body,
      dispatcher: this.agent,
    });
    const text = await response.body.text();
    const expected = options.expect ?? 200;
    if (response.statusCode !== expected)
      throw new UnexpectedAnswer(
        `${method} ${path.split("?")[0]} answered ${response.statusCode} (expected ${expected}): ${text.slice(0, 200)}`,
      );
    return { headers: response.headers, text };
  }

  /** launch-url, then the browser's token exchange: a new page for the player. */
  private async launchAndExchange(playerId: string): Promise<Pick<SessionSlot, "session" | "server">> {
    const server = this.server();
    const game = this.randomGame();
    const started = performance.now();
    const launched = await this.call(server, "POST", "/api/provider/v1/launch-url", {
      headers: { "x-provider-api-key": this.options.operatorKey, "content-type": "application/json" },
      body: JSON.stringify({
        symbol: game.symbol,
        external_player_id: playerId,
        currency: "EUR",
        lang: "en",
        device: "desktop",
      }),
    }).then((answer) => JSON.parse(answer.text) as { session_id: string; launch_url: string });
    this.record("launch", performance.now() - started);
    const launchUrl = new URL(launched.launch_url);
    const exchangeStarted = performance.now();
    const exchange = await this.call(server, "GET", `${launchUrl.pathname}${launchUrl.search}`, { expect: 303 });
    this.record("launch exchange", performance.now() - exchangeStarted);
    const setCookie = exchange.headers["set-cookie"];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ""])
      .map((value) => value.split(";")[0]!)
      .find((value) => value.startsWith("gp_rt_"));
    if (!cookie) throw new UnexpectedAnswer("launch token exchange set no session cookie");
    return { session: { sessionId: launched.session_id, symbol: game.symbol, cookie }, server };
  }

  /** The page's state read on load: the bet it will play (the game's first bet level and coin). */
  private async readBet(slot: SessionSlot): Promise<string> {
    const started = performance.now();
    const state = JSON.parse(
      (await this.call(slot.server, "GET", `/api/runtime/sessions/${slot.session.sessionId}/state`, this.runtime(slot)))
        .text,
    ) as {
      game?: { betLevels: number[]; coinValues: string[] };
    };
    this.record("state", performance.now() - started);
    if (!state.game) throw new UnexpectedAnswer(`runtime state of ${slot.session.symbol} has no game`);
    slot.spinBody = JSON.stringify({ betLevel: state.game.betLevels[0], coinValue: state.game.coinValues[0] });
    return slot.spinBody;
  }

  private record(operation: OperationName, milliseconds: number): void {
    const list = this.window.latencies.get(operation) ?? [];
    list.push(milliseconds);
    this.window.latencies.set(operation, list);
  }

  /** Opens one stream on the session with the fewest streams (open or opening: a session's streams are capped). */
  private async openStream(): Promise<void> {
    const counts = new Map<BenchSession, number>(
      this.slots.map((slot) => [slot.session, this.opening.get(slot.session) ?? 0]),
    );
    for (const stream of this.streams.subscribers) {
      if (counts.has(stream.session)) counts.set(stream.session, counts.get(stream.session)! + 1);
    }
    const session = [...counts.entries()].sort((a, b) => a[1] - b[1])[0]![0];
    const slot = this.slots.find((candidate) => candidate.session === session)!;
    const url = new URL(slot.server.baseUrl);
    const started = performance.now();
    this.opening.set(session, (this.opening.get(session) ?? 0) + 1);
    try {
      await this.streams.open({ host: url.hostname, port: Number(url.port), session });
      this.record("events open", performance.now() - started);
    } catch (error) {
      this.recordError("events open", error);
    } finally {
      const left = this.opening.get(session)! - 1;
      if (left > 0) this.opening.set(session, left);
      else this.opening.delete(session);
    }
  }

  private async churnStreams(count: number): Promise<void> {
    // A slow round of re-opening must not overlap the next one (it would open more than the target).
    if (this.churning) return;
    this.churning = true;
    try {
      await this.replaceStreams(count);
    } finally {
      this.churning = false;
    }
  }

  private async replaceStreams(count: number): Promise<void> {
    // Pages that went away in the previous second (churn, launches) come back first, a few at a time, so that the
    // server has noticed the old stream gone before the page reconnects (as EventSource's retry delay ensures).
    const missing = this.options.streams - this.streams.subscribers.length;
    await mapConcurrent(Array.from({ length: Math.max(0, missing) }), STREAM_OPEN_CONCURRENCY, () => this.openStream());
    const open = this.streams.subscribers;
    const closing = new Set<Subscriber>();
    while (closing.size < Math.min(count, open.length)) closing.add(open[Math.floor(Math.random() * open.length)]!);
    void this.streams.close([...closing]);
  }
}
