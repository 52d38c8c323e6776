import { execFileSync, fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { Redis } from "ioredis";
import { connect, DiscardPolicy, nanos, RetentionPolicy, StorageType } from "nats";
import {
  clockMs,
  eventIndex,
  NATS_STREAM,
  NATS_SUBJECTS,
  openBusReader,
  REDIS_KEY,
  type BusEngine,
  type BusReader,
} from "./bus-readers";
import { IpcChild, type IpcReply } from "./ipc-child";
import { cpuMilliseconds } from "./process-stats";
import { summarize, type LatencySummary } from "./stats";

// Issue 27 item 1: our event bus (NATS JetStream) beside Redis Streams, measured the same way on real servers and
// used the way the app uses its bus: one stream with time-bounded retention, one publisher, and one subscriber
// connection per app instance that receives every event. NATS as nats-transport.ts does it (a file-stored stream with
// max_age, acknowledged publishes, an ordered push consumer from a sequence); Redis the nearest equivalent (XADD with
// approximate MINID trimming to the same retention, its reply as the acknowledgement, XREAD BLOCK from the last id).
// Neither touches the app's data: a bench-own stream and subjects, a bench-own key, deleted at the end.
// The publisher runs in the bench process, each subscriber in a process of its own (as each instance holds its own
// connection); publish and arrival times are read from the machine's monotonic clock. The engines are measured one
// after the other.

export type { BusEngine };

export interface BusEngineFigures {
  engine: BusEngine;
  /** Server version and what stores an event before its publish is acknowledged. */
  version: string;
  storage: string;
  steady: {
    rate: number;
    seconds: number;
    /** Publish → delivery, one summary per subscriber connection. */
    latency: LatencySummary[];
    /** Deliveries missing at all subscribers together once the grace period ended. */
    lost: number;
    failedPublishes: number;
    /** The engine process's CPU over the run as a share of one core; null when its process is not found here. */
    engineCpuShare: number | null;
    /** The publisher's process and each subscriber's process (mean): CPU as a share of one core. */
    publisherCpuShare: number;
    subscriberCpuShare: number;
  };
  /** The peak runs, one per window of publishes in flight; `burst` is the one with the most acknowledged a second. */
  bursts: BurstFigure[];
  burst: BurstFigure;
  replay: {
    events: number;
    ms: number;
    /** The reader got exactly the events after the given id, in order. */
    complete: boolean;
  };
}

export interface BurstFigure {
  count: number;
  inFlight: number;
  /** Acknowledged publishes per second. */
  ackedPerSecond: number;
  /** Events per second until every subscriber held every event. */
  deliveredPerSecond: number;
  lost: number;
  failedPublishes: number;
  engineCpuMsPerThousand: number | null;
}

export interface BusCompareFigures {
  subscribers: number;
  payloadBytes: number;
  retentionSeconds: number;
  engines: BusEngineFigures[];
}

// The app's default EVENT_BUS_RETENTION_SECONDS.
const RETENTION_SECONDS = 300;
// As nats-transport.ts.
const PUBLISH_TIMEOUT_MS = 2000;
const WARMUP_EVENTS = 200;
// A delivery later than this after the last acknowledgement counts as lost.
const GRACE_MS = 3000;

interface BusDriver {
  engine: BusEngine;
  version: string;
  storage: string;
  /** The engine's server process on this machine, for its CPU; null when not found (or not one). */
  serverPid: number | null;
  /** Resolves with the event's id once the engine acknowledged it. */
  publish(subject: string, data: string): Promise<string>;
  /** The id of the stream's last event ("from now" for a new subscriber). */
  lastId(): Promise<string>;
  /** Deletes the stream and closes the publisher's connection. */
  close(): Promise<void>;
}

function localServerPid(processName: string, url: string): number | null {
  if (!/^\w+:\/\/(127\.0\.0\.1|localhost)(:|\/|$)/.test(url)) return null;
  try {
    const pids = execFileSync("pgrep", ["-x", processName], { encoding: "utf8" }).trim().split(/\s+/);
    return pids.length === 1 ? Number(pids[0]) : null;
  } catch {
    return null;
  }
}

async function natsDriver(url: string): Promise<BusDriver> {
  const publisher = await connect({ servers: url, name: "bench-bus-compare-publisher" });
  const manager = await publisher.jetstreamManager();
  // A run that was killed may have left its stream.
  await manager.streams.delete(NATS_STREAM).catch(() => undefined);
  const maxAgeMs = RETENTION_SECONDS * 1000;
  // GP_EVENTS's configuration (nats-transport.ts ensureStream) under a bench-own name and subjects.
  await manager.streams.add({
    name: NATS_STREAM,
    subjects: [NATS_SUBJECTS],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    allow_direct: true,
    max_age: nanos(maxAgeMs),
    duplicate_window: nanos(Math.min(120_000, maxAgeMs)),
  });
  const jetstream = publisher.jetstream();
  return {
    engine: "nats",
    version: `nats-server ${publisher.info?.version ?? "unknown"}`,
    storage: `JetStream file storage (stream ${NATS_STREAM}, max_age ${RETENTION_SECONDS} s), publish acknowledged once stored`,
    serverPid: localServerPid("nats-server", url),
    publish: async (subject, data) =>
      String((await jetstream.publish(subject, data, { timeout: PUBLISH_TIMEOUT_MS })).seq),
    lastId: async () => String((await manager.streams.info(NATS_STREAM)).state.last_seq),
    async close() {
      await manager.streams.delete(NATS_STREAM).catch(() => undefined);
      await publisher.close();
    },
  };
}

async function redisDriver(url: string): Promise<BusDriver> {
  // Commands issued in the same tick go out in one write, as nats.js batches its outgoing buffer.
  const publisher = new Redis(url, { enableAutoPipelining: true });
  await publisher.del(REDIS_KEY);
  const info = await publisher.info("server");
  const config = async (name: string) =>
    ((await publisher.config("GET", name).catch(() => [])) as string[])[1] ?? "unknown";
  const appendOnly = await config("appendonly");
  const storage =
    appendOnly === "yes"
      ? `append-only file, appendfsync ${await config("appendfsync")}`
      : `memory (appendonly no, RDB save "${await config("save")}")`;
  return {
    engine: "redis",
    version: `redis ${/redis_version:(\S+)/.exec(info)?.[1] ?? "unknown"}`,
    storage: `${storage}, XADD … MINID ~ ${RETENTION_SECONDS} s, publish acknowledged by the XADD reply`,
    serverPid: localServerPid("redis-server", url),
    async publish(subject, data) {
      // Entry ids are milliseconds: MINID drops what is older than the retention (approximately: whole nodes).
      const minId = String(Date.now() - RETENTION_SECONDS * 1000);
      const id = await publisher.xadd(REDIS_KEY, "MINID", "~", minId, "*", "s", subject, "d", data);
      if (!id) throw new Error("XADD added nothing");
      return id;
    },
    async lastId() {
      const [last] = await publisher.xrevrange(REDIS_KEY, "+", "-", "COUNT", 1);
      return last?.[0] ?? "0-0";
    },
    async close() {
      await publisher.del(REDIS_KEY);
      await publisher.quit();
    },
  };
}

interface Reply extends IpcReply {
  count?: number;
  times?: number[];
}

/** A subscriber connection in a process of its own (bus-subscriber-process.ts), standing in for an app instance. */
class SubscriberProcess extends IpcChild<Reply> {
  private constructor(child: ChildProcess) {
    super(child, "bus subscriber process");
  }

  static async start(engine: BusEngine, url: string): Promise<SubscriberProcess> {
    // The bench's own loader flags (tsx) so that the child runs TypeScript too.
    const child = fork(path.resolve("lib/bench/bus-subscriber-process.ts"), [engine, url], {
      execArgv: process.execArgv,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    await new Promise<void>((resolve, reject) => {
      child.once("message", () => resolve());
      child.once("exit", (code) => reject(new Error(`bus subscriber process exited (${code}) before it was ready`)));
    });
    return new SubscriberProcess(child);
  }

  pid(): number | null {
    return this.child.pid ?? null;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    await this.call("close").catch(() => this.child.kill());
    await exited;
  }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await settle(5);
  }
  return true;
}

// A balance-refresh signal as realtime-signal.ts encodes it, for one player's session (subject
// gp.realtime.<player key> in the app), its reason padded so the JSON is PAYLOAD_BYTES long; the request id carries the event's number.
const PAYLOAD_BYTES = 200;
const SESSION_ID = "5f0c2a9e-7d4b-4c1e-9a3f-2b8e6d1c0a7f";
const SUBJECT = `benchbus.realtime.${SESSION_ID}`;

function payload(index: number): string {
  const head = JSON.stringify({ kind: "balance", requestId: `bus-${index}`, reason: "" });
  return JSON.stringify({
    kind: "balance",
    requestId: `bus-${index}`,
    reason: "bonus credited ".repeat(20).slice(0, Math.max(0, PAYLOAD_BYTES - head.length)),
  });
}

/** How each engine is measured (the same for both). */
interface BusCompareSizes {
  subscribers: number;
  rate: number;
  seconds: number;
  burstCount: number;
  /** One peak run per window. */
  inFlight: number[];
  replay: number;
}

async function measureEngine(driver: BusDriver, options: BusCompareSizes & { url: string }): Promise<BusEngineFigures> {
  const { subscribers, rate, seconds, burstCount, replay } = options;
  // Per event number: when it was published (clockMs) and its acknowledged id.
  const sentAt: number[] = [];
  const ids: string[] = [];
  let next = 0;
  let failed = 0;
  const publishOne = (): Promise<void> => {
    const index = next++;
    sentAt[index] = clockMs();
    return driver.publish(SUBJECT, payload(index)).then(
      (id) => void (ids[index] = id),
      () => void failed++,
    );
  };
  const engineCpu = () => (driver.serverPid === null ? null : cpuMilliseconds([driver.serverPid]));

  const from = await driver.lastId();
  const processes: SubscriberProcess[] = [];
  const readers: BusReader[] = [];
  // Deliveries of events [start, end) that the subscribers hold, all together.
  const received = async (start: number, end: number) =>
    (await Promise.all(processes.map((child) => child.call("count", { from: start, to: end })))).reduce(
      (sum, reply) => sum + (reply.count ?? 0),
      0,
    );
  const waitDelivered = async (start: number, end: number, timeoutMs: number) => {
    const deadline = performance.now() + timeoutMs;
    while ((await received(start, end)) < (end - start) * subscribers) {
      if (performance.now() > deadline) return false;
      await settle(10);
    }
    return true;
  };
  try {
    // Started together; any that started is stopped at the end even if another failed.
    const started = await Promise.allSettled(
      Array.from({ length: subscribers }, () => SubscriberProcess.start(driver.engine, options.url)),
    );
    for (const result of started) if (result.status === "fulfilled") processes.push(result.value);
    const failure = started.find((result) => result.status === "rejected");
    if (failure) throw failure.reason;
    await Promise.all(processes.map((child) => child.call("follow", { afterId: from })));
    const subscriberPids = processes.map((child) => child.pid()).filter((pid): pid is number => pid !== null);

    // Warm-up, not measured: connections, consumers and the code paths.
    for (let index = 0; index < WARMUP_EVENTS; index++) await publishOne();
    await waitDelivered(0, WARMUP_EVENTS, GRACE_MS);

    // (1) A steady rate for the set seconds: every event due by now goes out on each 1 ms tick, without waiting for
    // the acknowledgements of the previous ones.
    const steadyFrom = next;
    const steadyTotal = rate * seconds;
    const steadyPublishes: Promise<void>[] = [];
    const failedBefore = failed;
    const cpuBefore = engineCpu();
    const publisherBefore = process.cpuUsage();
    const subscribersBefore = cpuMilliseconds(subscriberPids);
    const steadyStart = performance.now();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const due = Math.min(steadyTotal, Math.floor(((performance.now() - steadyStart) * rate) / 1000) + 1);
        while (next - steadyFrom < due) steadyPublishes.push(publishOne());
        if (next - steadyFrom >= steadyTotal) {
          clearInterval(timer);
          resolve();
        }
      }, 1);
    });
    await Promise.all(steadyPublishes);
    const steadyWall = performance.now() - steadyStart;
    const cpuAfter = engineCpu();
    const publisher = process.cpuUsage(publisherBefore);
    const subscribersCpu = cpuMilliseconds(subscriberPids) - subscribersBefore;
    const steadyTo = next;
    await waitDelivered(steadyFrom, steadyTo, GRACE_MS);
    const latency: LatencySummary[] = [];
    let steadyReceived = 0;
    for (const child of processes) {
      const { times = [] } = await child.call("arrivals", { from: steadyFrom, to: steadyTo });
      const samples = times.flatMap((at, offset) => (at < 0 ? [] : [at - sentAt[steadyFrom + offset]!]));
      steadyReceived += samples.length;
      latency.push(summarize(samples));
    }
    const steady = {
      rate,
      seconds,
      latency,
      lost: steadyTotal * subscribers - steadyReceived,
      failedPublishes: failed - failedBefore,
      engineCpuShare: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / steadyWall,
      publisherCpuShare: (publisher.user + publisher.system) / 1000 / steadyWall,
      subscriberCpuShare: subscribersCpu / subscribers / steadyWall,
    };

    // (2) Peak: a fixed count published with a window of acknowledgements outstanding, the subscribers reading; once
    // per window (the clients differ in which window suits them best).
    const bursts: BurstFigure[] = [];
    for (const inFlight of options.inFlight) {
      const burstFrom = next;
      const burstFailedBefore = failed;
      const burstCpuBefore = engineCpu();
      const burstStart = performance.now();
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (next - burstFrom < burstCount) await publishOne();
        }),
      );
      const ackedMs = performance.now() - burstStart;
      const burstTo = next;
      const delivered = await waitDelivered(burstFrom, burstTo, 60_000);
      const deliveredMs = performance.now() - burstStart;
      const burstCpuAfter = engineCpu();
      bursts.push({
        count: burstCount,
        inFlight,
        ackedPerSecond: (burstCount / ackedMs) * 1000,
        deliveredPerSecond: delivered ? (burstCount / deliveredMs) * 1000 : 0,
        lost: burstCount * subscribers - (await received(burstFrom, burstTo)),
        failedPublishes: failed - burstFailedBefore,
        engineCpuMsPerThousand:
          burstCpuBefore === null || burstCpuAfter === null
            ? null
            : ((burstCpuAfter - burstCpuBefore) / burstCount) * 1000,
      });
    }
    const burst = bursts.reduce((best, run) => (run.ackedPerSecond > best.ackedPerSecond ? run : best));

    // (3) Resume: a reader on a fresh connection (in this process, idle by now) asks for everything after the event
    // `replay` before the last, as an instance does after a reconnect, and reads until it has them all.
    while (ids.length < replay + 1) await publishOne();
    const lastIndex = ids.length - 1;
    const afterId = ids[lastIndex - replay]!;
    const reader = await openBusReader({ engine: driver.engine, url: options.url });
    readers.push(reader);
    let got = 0;
    let inOrder = true;
    let expectIndex = lastIndex - replay + 1;
    const replayStart = performance.now();
    await reader.follow(afterId, (_id, _subject, data) => {
      if (eventIndex(data) !== expectIndex++) inOrder = false;
      got++;
    });
    const complete = await waitUntil(() => got >= replay, 60_000);
    const replayMs = performance.now() - replayStart;
    // Anything past the last would arrive now.
    await settle(50);

    return {
      engine: driver.engine,
      version: driver.version,
      storage: driver.storage,
      steady,
      bursts,
      burst,
      replay: { events: replay, ms: replayMs, complete: complete && inOrder && got === replay },
    };
  } finally {
    for (const reader of readers) await reader.close().catch(() => undefined);
    await Promise.all(processes.map((child) => child.stop()));
  }
}

export async function measureBusCompare(
  options: BusCompareSizes & { natsUrl: string; redisUrl: string },
): Promise<BusCompareFigures> {
  console.log(
    `Bus comparison: NATS JetStream (${options.natsUrl}) and Redis Streams (${options.redisUrl}), ${options.subscribers} subscribers, ` +
      `${options.rate} events/s for ${options.seconds} s, ${options.burstCount} events at peak, replay of ${options.replay}`,
  );
  const engines: BusEngineFigures[] = [];
  for (const [open, url] of [
    [natsDriver, options.natsUrl],
    [redisDriver, options.redisUrl],
  ] as const) {
    const driver = await open(url);
    try {
      const figure = await measureEngine(driver, { ...options, url });
      const { steady, burst, replay } = figure;
      console.log(
        `  ${driver.engine}: steady p50 ${steady.latency.map((l) => l.p50.toFixed(2)).join("/")} ms, ` +
          `p99 ${steady.latency.map((l) => l.p99.toFixed(2)).join("/")} ms, lost ${steady.lost}; ` +
          `peak ${burst.ackedPerSecond.toFixed(0)} acked/s with ${burst.inFlight} in flight, delivered ${burst.deliveredPerSecond.toFixed(0)}/s, lost ${burst.lost}; ` +
          `replay ${replay.events} in ${replay.ms.toFixed(0)} ms${replay.complete ? "" : " (incomplete)"}; ` +
          `engine CPU ${steady.engineCpuShare === null ? "n/a" : `${(steady.engineCpuShare * 100).toFixed(1)} %`}`,
      );
      engines.push(figure);
    } finally {
      await driver.close();
    }
  }
  return {
    subscribers: options.subscribers,
    payloadBytes: payload(0).length,
    retentionSeconds: RETENTION_SECONDS,
    engines,
  };
}
