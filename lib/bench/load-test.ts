import autocannon from "autocannon";
import { cpuMilliseconds } from "./process-stats";
import { summarize, type LatencySummary } from "./stats";

// One load run with autocannon, in this process: a warm-up, then the measured run. Latency comes from every
// response's own timing (autocannon's histogram keeps whole milliseconds only), the server's CPU time from /proc,
// and the client's own CPU share is reported, because on a 2-core machine the load generator competes with the
// server for the same cores.

export interface LoadRequest {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadSpec {
  name: string;
  baseUrl: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** The request of every call; or one per connection and call (a different session or player each time). */
  request: LoadRequest | ((connection: number, call: number) => LoadRequest);
  /** Every response must have this status, else the run is marked invalid. */
  expectStatus: number;
  /** Server processes whose CPU time is charged to the run. */
  serverPids: () => number[];
  /** A pause between the warm-up and the measured run, so requests the warm-up left in flight finish outside it (a spin's session answers 409 to a second round while one is still playing). */
  settleMs?: number;
}

export interface LoadResult {
  name: string;
  connections: number;
  requests: number;
  seconds: number;
  /** Responses per second. */
  throughput: number;
  latency: LatencySummary;
  /** Server CPU milliseconds per response. */
  serverCpuMsPerRequest: number;
  /** Cores' worth of CPU the load generator itself used during the run. */
  clientCores: number;
  /** Mean bytes of a response (head and body) as received. */
  bytesPerResponse: number;
  /** Responses with another status than expected, and transport errors. */
  unexpected: Record<string, number>;
  valid: boolean;
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  if (spec.warmupSeconds > 0) await attack(spec, spec.warmupSeconds, () => undefined);
  if (spec.settleMs) await new Promise((resolve) => setTimeout(resolve, spec.settleMs));
  const latencies: number[] = [];
  const unexpected: Record<string, number> = {};
  const pids = spec.serverPids();
  const serverCpuBefore = cpuMilliseconds(pids);
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  let receivedBytes = 0;
  await attack(
    spec,
    spec.durationSeconds,
    (status, latencyMs, bytes) => {
      receivedBytes += bytes;
      if (status === spec.expectStatus) latencies.push(latencyMs);
      else unexpected[String(status)] = (unexpected[String(status)] ?? 0) + 1;
    },
    unexpected,
  );
  const seconds = (performance.now() - started) / 1000;
  const serverCpu = cpuMilliseconds(pids) - serverCpuBefore;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const requests = latencies.length;
  return {
    name: spec.name,
    connections: spec.connections,
    requests,
    seconds,
    throughput: requests / seconds,
    latency: summarize(latencies),
    serverCpuMsPerRequest: requests ? serverCpu / requests : Number.NaN,
    clientCores: (clientCpu.user + clientCpu.system) / 1000 / (seconds * 1000),
    bytesPerResponse: requests ? receivedBytes / requests : 0,
    unexpected,
    valid: requests > 0 && Object.keys(unexpected).length === 0,
  };
}

function attack(
  spec: LoadSpec,
  durationSeconds: number,
  onResponse: (status: number, latencyMs: number, bytes: number) => void,
  errors?: Record<string, number>,
): Promise<void> {
  const counters = new Map<object, { connection: number; call: number }>();
  let connections = 0;
  const build = (context: object): LoadRequest => {
    if (typeof spec.request !== "function") return spec.request;
    let state = counters.get(context);
    if (!state) counters.set(context, (state = { connection: connections++, call: 0 }));
    return spec.request(state.connection, state.call++);
  };
  const first = build({});
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.baseUrl,
        connections: spec.connections,
        duration: durationSeconds,
        timeout: 30,
        method: first.method ?? "GET",
        requests: [
          {
            setupRequest: (request, context) => {
              const next = build(context);
              return {
                ...request,
                method: next.method ?? "GET",
                path: next.path,
                headers: {
                  ...(next.body === undefined ? {} : { "content-type": "application/json" }),
                  ...next.headers,
                },
                body: next.body,
              };
            },
          },
        ],
      },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on("response", (_client, statusCode, bytes, responseTime) => onResponse(statusCode, responseTime, bytes));
    instance.on("reqError", (error) => {
      if (errors) errors[`error: ${error.message}`] = (errors[`error: ${error.message}`] ?? 0) + 1;
    });
  });
}
