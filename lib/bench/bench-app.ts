import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { processTree, residentBytes } from "./process-stats";

// The servers under test: the built app as `npm start` runs it (production mode, one process per instance), and the
// raw node:http floor server. Their output goes to log files in the bench's work folder.

/** The event bus an app instance runs on: NATS JetStream (EVENT_BUS_URL) or PostgreSQL LISTEN/NOTIFY (unset). */
export type BenchBus = "nats" | "listen-notify";
export const BUS_NAMES: Record<BenchBus, string> = { nats: "NATS", "listen-notify": "LISTEN/NOTIFY" };

export interface RunningServer {
  name: string;
  baseUrl: string;
  port: number;
  /** The server process and its children (CPU and memory are charged to all of them). */
  pids(): number[];
  residentBytes(): number;
  stop(): Promise<void>;
  /** SIGKILL, as an instance dies without shutting down; resolves once it has exited. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Builds the app into distDir when it holds no build (or when asked to); tsconfig.json is left as it was. */
export async function ensureBuild(options: {
  distDir: string;
  rebuild: boolean;
  logFile: string;
}): Promise<"reused" | "built"> {
  if (!options.rebuild && existsSync(path.join(options.distDir, "BUILD_ID"))) return "reused";
  const tsconfig = readFileSync("tsconfig.json", "utf8");
  try {
    const log = createWriteStream(options.logFile);
    const child = spawn(process.execPath, [path.resolve("node_modules/next/dist/bin/next"), "build"], {
      env: { ...process.env, NEXT_DIST_DIR: options.distDir, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    if (code !== 0) throw new Error(`next build failed (exit ${code}); see ${options.logFile}`);
  } finally {
    // next build adds its build folder's type paths to tsconfig.json; the bench's private folder does not belong there.
    if (readFileSync("tsconfig.json", "utf8") !== tsconfig) writeFileSync("tsconfig.json", tsconfig);
  }
  return "built";
}

async function waitHealthy(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}); see ${logFile}`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not healthy within 90 s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function track(name: string, baseUrl: string, port: number, child: ChildProcess): RunningServer {
  return {
    name,
    baseUrl,
    port,
    pids: () => (child.pid && child.exitCode === null && child.signalCode === null ? processTree(child.pid) : []),
    residentBytes() {
      return residentBytes(this.pids());
    },
    stop: () =>
      new Promise<void>((resolve) => {
        // Exited on its own (exitCode) or already stopped by a signal (signalCode).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      }),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
}

/** The built app as `npm start` runs it (lib/server/entry/start-server.mjs in front of Next.js) on a loopback port, production mode. */
export async function startNextServer(options: {
  name: string;
  distDir: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
  /** Node flags that NODE_OPTIONS does not allow (e.g. --cpu-prof for profiling). */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const log = createWriteStream(options.logFile);
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      path.resolve("lib/server/entry/start-server.mjs"),
      "-p",
      String(options.port),
      "-H",
      "127.0.0.1",
    ],
    {
      env: {
        ...process.env,
        ...options.env,
        NODE_ENV: "production",
        NEXT_DIST_DIR: options.distDir,
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  await waitHealthy(baseUrl, child, options.logFile);
  return track(options.name, baseUrl, options.port, child);
}

/** The physical floor: a plain node:http server answering the same bytes and headers as the catalog. */
export async function startRawFloorServer(options: { bodyFile: string; logFile: string }): Promise<RunningServer> {
  const port = await freePort();
  const log = createWriteStream(options.logFile);
  const child = spawn(
    process.execPath,
    [path.resolve("lib/bench/raw-floor-server.mjs"), options.bodyFile, String(port)],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitHealthy(baseUrl, child, options.logFile);
  return track("raw node:http", baseUrl, port, child);
}
