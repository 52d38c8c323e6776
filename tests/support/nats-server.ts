import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./app-server";

// A nats-server with JetStream of the test's own (Debian's nats-server package): its own port and store folder, so
// a test can stop it and start it again on the same port with the same store, as a restart of the bus would be.

export interface NatsServer {
  url: string;
  /** Stops the server (SIGTERM: it closes its clients' connections) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port and store. */
  restart(): Promise<void>;
  /** Stops it for good and removes its store. */
  remove(): Promise<void>;
}

const NATS_SERVER = "/usr/sbin/nats-server";

export async function startNatsServer(): Promise<NatsServer> {
  const port = await freePort();
  const storeDir = mkdtempSync(path.join(os.tmpdir(), "gp-nats-"));
  let child = await run(port, storeDir);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  return {
    url: `nats://127.0.0.1:${port}`,
    stop,
    async restart() {
      child = await run(port, storeDir);
    },
    async remove() {
      await stop();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

function run(port: number, storeDir: string): Promise<ChildProcess> {
  const child = spawn(NATS_SERVER, ["-a", "127.0.0.1", "-p", String(port), "-js", "-sd", storeDir], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  return new Promise((resolve, reject) => {
    child.stderr!.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("Server is ready")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`nats-server exited with ${code}:\n${log}`)));
  });
}

/** Polls an app instance's /ready until its event bus check reads `state` (it stays 200 either way). */
export async function waitForEventBus(baseUrl: string, state: "ok" | "unreachable"): Promise<void> {
  for (;;) {
    const response = await fetch(`${baseUrl}/ready`);
    const body = (await response.json()) as { checks: Record<string, string> };
    if (body.checks.event_bus === state) {
      if (response.status !== 200) throw new Error(`/ready answered ${response.status} with the event bus ${state}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
