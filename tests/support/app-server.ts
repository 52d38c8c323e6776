import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

// Starts the built app as `npm start` does (the server entry point, lib/server/entry/start-server.mjs, in front of
// Next.js) on a free loopback port, as a real HTTP server for tests.
// The build comes from `npm run build` (NEXT_DIST_DIR chooses the folder, default .next).

export interface AppServer {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

// Ports for test servers come from a block of this worker's own (vitest's VITEST_POOL_ID, Playwright's
// TEST_PARALLEL_INDEX), below the kernel's ephemeral range (32768+, where port 0 and outgoing connections land):
// a port chosen here is not chosen by another file running at the same time, even before its server listens.
const PORT_BLOCK = 500;
const workerIndex = Number(process.env.VITEST_POOL_ID ?? process.env.TEST_PARALLEL_INDEX ?? 0) || 0;
const blockStart = 20_000 + (workerIndex % 24) * PORT_BLOCK;
let nextOffset = Math.floor(Math.random() * PORT_BLOCK);

export async function freePort(): Promise<number> {
  for (let tried = 0; tried < PORT_BLOCK; tried++) {
    const port = blockStart + (nextOffset++ % PORT_BLOCK);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${blockStart}-${blockStart + PORT_BLOCK - 1}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * `waitFor` "ready" (default) returns once /ready answers 200 (migrated, database answering); "health" once the
 * server answers at all, for tests of start-up itself. `asNpmStart` starts it as `npm start` does: on every
 * interface and with no configured address (PUBLIC_BASE_URL, GAME_BASE_URL), so the app knows itself only as
 * localhost and learns any other address from the request; otherwise it is told it lives at 127.0.0.1.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  // The free port is only free when asked: another file's server may take it before this one listens (Next.js
  // loads the build first). Then this one fails to listen, and starts again on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options, options.port ?? (await freePort()));
    } catch (error) {
      if (!(error instanceof PortTakenError) || options.port !== undefined || attempt === 5) throw error;
    }
  }
}

interface AppServerOptions {
  env: Record<string, string>;
  port?: number;
  waitFor?: "ready" | "health";
  asNpmStart?: boolean;
}

class PortTakenError extends Error {}

// start-server.mjs prints this once ITS server listens: only then is an answer on the port this server's.
const LISTENING = / ✓ Ready in \d+ms/;
const PORT_TAKEN = /could not listen on port \d+: .*EADDRINUSE/;

async function startOnce(options: AppServerOptions, port: number): Promise<AppServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const entryPoint = path.resolve("lib/server/entry/start-server.mjs");
  const { PUBLIC_BASE_URL: _public, GAME_BASE_URL: _game, ...inherited } = process.env;
  const address = options.asNpmStart ? {} : { GAME_BASE_URL: baseUrl, PUBLIC_BASE_URL: baseUrl };
  const child = spawn(
    process.execPath,
    [entryPoint, "-p", String(port), ...(options.asNpmStart ? [] : ["-H", "127.0.0.1"])],
    {
      env: {
        ...inherited,
        NODE_ENV: "production",
        ...address,
        // Every test sends all its requests from 127.0.0.1, often with bad keys on purpose: the rate limits stay on
        // (the same code path) but out of reach, except where a test sets its own (security-rate-limits.test.ts).
        RATE_LIMIT_PER_KEY_BURST: "1000000",
        RATE_LIMIT_PER_KEY_PER_SECOND: "1000000",
        RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: "1000000",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const message = `the app server exited with ${child.exitCode ?? child.signalCode}:\n${log}`;
      throw PORT_TAKEN.test(log) ? new PortTakenError(message) : new Error(message);
    }
    if (!LISTENING.test(log)) {
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`the app server did not listen within 180 s:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      const response = await fetch(`${baseUrl}/${options.waitFor ?? "ready"}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the app server did not answer 200 at /${options.waitFor ?? "ready"} within 180 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    baseUrl,
    port,
    process: child,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
      }),
  };
}
