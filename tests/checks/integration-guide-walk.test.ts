import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "@/tests/support/app-server";

// Walks docs/integration-guide.md as a new operator does: every shell block of sections 1, 3, 4, 5 and 6, verbatim,
// in one bash session (terminal B), with the platform (terminal A) started and stopped where the guide says. The
// platform listens on a free port, never 3000: the guide must reach it through $GP_BASE_URL alone. Needs the built
// app (npm run build). The embedded database only: the guide's walkthrough runs on it.

const GUIDE = readFileSync("docs/integration-guide.md", "utf8");
const END = "__GUIDE_BLOCK_END__";

interface Block {
  section: string;
  code: string;
}

/** The ```sh blocks of the guide with the "## N." section each belongs to. */
function shellBlocks(): Block[] {
  const blocks: Block[] = [];
  let section = "";
  for (const part of GUIDE.split(/^(## .*|```sh\n[\s\S]*?```)$/m)) {
    if (part.startsWith("## ")) section = part.slice(3, 5);
    else if (part.startsWith("```sh")) blocks.push({ section, code: part.slice(6, -3).trimEnd() });
  }
  return blocks;
}

/** Terminal B: one bash process keeping its variables and background jobs from block to block. */
class Terminal {
  private readonly shell: ChildProcess;
  private output = "";
  private readonly waiters: Array<() => void> = [];

  constructor(env: NodeJS.ProcessEnv) {
    // Its own process group: the wallet and curl jobs it starts in the background end with it.
    this.shell = spawn("bash", [], { env, detached: true, stdio: ["pipe", "pipe", "pipe"] });
    const collect = (chunk: Buffer) => {
      this.output += chunk.toString();
      for (const wake of this.waiters.splice(0)) wake();
    };
    this.shell.stdout!.on("data", collect);
    this.shell.stderr!.on("data", collect);
  }

  async run(code: string): Promise<string> {
    const start = this.output.length;
    this.shell.stdin!.write(`${code}\necho "${END}"\n`);
    for (;;) {
      const end = this.output.indexOf(END, start);
      if (end >= 0) return this.output.slice(start, end);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Ends the shell and whatever it still runs (a block that hangs, background jobs). */
  async close(): Promise<void> {
    if (this.shell.exitCode !== null || this.shell.signalCode !== null) return;
    const exited = new Promise((resolve) => this.shell.once("exit", resolve));
    process.kill(-this.shell.pid!, "SIGKILL");
    await exited;
  }
}

/** Terminal A: `npm start` (after the build, as `npm run demo` runs it), stopped with Ctrl-C. */
class Platform {
  private readonly child: ChildProcess;
  output = "";

  constructor(env: NodeJS.ProcessEnv) {
    this.child = spawn("npm", ["start"], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    this.child.stdout!.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
    this.child.stderr!.on("data", (chunk: Buffer) => (this.output += chunk.toString()));
  }

  async ready(baseUrl: string): Promise<void> {
    const deadline = Date.now() + 90_000;
    while (
      !(await fetch(`${baseUrl}/ready`).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (this.child.exitCode !== null || Date.now() > deadline)
        throw new Error(`the platform did not get ready:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    process.kill(-this.child.pid!, "SIGINT");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    try {
      // Whatever of the group still runs (a server that missed Ctrl-C while starting) must not outlive the test.
      process.kill(-this.child.pid!, "SIGKILL");
    } catch {
      // The group has ended.
    }
    await exited;
  }
}

describe("the integration guide, step by step on a port other than 3000", { timeout: 300_000 }, () => {
  let dataDir: string;
  let port: number;
  let walletPort: number;
  let env: NodeJS.ProcessEnv;
  let terminal: Terminal;
  let platform: Platform | undefined;
  const transcript: Array<{ code: string; output: string }> = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "gp-guide-walk-"));
    port = await freePort();
    walletPort = await freePort();
    // PORT and WALLET_PORT are what a reader exports before the guide's first block; DATA_DIR keeps the walk's
    // embedded database out of the repository's own .data.
    env = {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(port),
      WALLET_PORT: String(walletPort),
      APP_ENV: "development",
    };
    terminal = new Terminal(env);
  });
  afterAll(async () => {
    await platform?.stop();
    // The guide's own clean-up ("When you are done"), unless a block still hangs.
    await Promise.race([
      terminal?.run("kill $WALLET_PID 2> /dev/null; rm -f wallet.log cookies.txt state.json events.txt"),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
    await terminal?.close();
    for (const file of ["wallet.log", "cookies.txt", "state.json", "events.txt"]) rmSync(file, { force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs every shell block of sections 1, 3, 4, 5 and 6 as written", async () => {
    expect(port).not.toBe(3000);
    const baseUrl = `http://localhost:${port}`;
    const blocks = shellBlocks().filter((block) => ["1.", "3.", "4.", "5.", "6."].includes(block.section));
    expect(blocks.length).toBeGreaterThan(10);
    for (const { code } of blocks) {
      if (code === "npm ci && npm run demo") {
        // The build is the test run's; then `npm run demo` is `npm start` with the demo data.
        platform = new Platform({ ...env, DEMO_SEED: "1" });
        await platform.ready(baseUrl);
        const tryIt = /^ +(curl -H "x-provider-api-key: gpk_\S+" \S+)$/m.exec(platform.output)?.[1];
        expect(tryIt, platform.output).toContain(`${baseUrl}/api/provider/v1/games`);
        transcript.push({ code: tryIt!, output: await terminal.run(`${tryIt}; echo`) });
        // A reader who skips the stop: the CLI cannot open the database the platform holds, and the block must stop
        // there, leaving no empty secret behind for the later steps (a separate shell: terminal B stays clean).
        const hasty = new Terminal(env);
        try {
          const cliBlock = blocks.find((block) => block.code.includes("operators create my-casino"))!.code;
          const output = await hasty.run(
            `${cliBlock}\necho "status=$? exported=$(printenv WALLET_SIGNING_SECRET > /dev/null && echo yes || echo no)"`,
          );
          expect(output).toContain("is in use by the app server");
          expect(output).toMatch(/^status=[1-9]\d* exported=no$/m);
        } finally {
          await hasty.close();
        }
        // "Now stop the platform with Ctrl-C in terminal A."
        await platform.stop();
        continue;
      }
      if (code === "npm start") {
        platform = new Platform(env);
        continue;
      }
      expect(code, "every other block belongs to terminal B").not.toMatch(/^npm (start|run demo)/m);
      transcript.push({ code, output: await terminal.run(code) });
    }

    const after = (fragment: string) => {
      const entry = transcript.find((step) => step.code.includes(fragment));
      expect(entry, fragment).toBeDefined();
      return entry!.output;
    };
    expect(after("x-provider-api-key: gpk_")).toContain('{"success":true,"data":{"items":[{"symbol":"vs20aurora"');
    expect(after("operators create my-casino")).toMatch(/^[0-9a-f]{64}$/m);
    expect(after("--data-binary")).toContain(
      '{"success":true,"balance":"100.00","currency":"EUR","transaction_id":"bal_manual"}',
    );
    expect(after("--data-binary")).toContain('"error":"invalid_signature"');
    expect(after("operators update my-casino")).toContain(`Wallet base URL:    http://127.0.0.1:${walletPort}`);
    expect(after("operators update my-casino")).toMatch(/^gpk_\S+$/m);
    expect(after("until curl")).toContain('"total":2,"operator_id":"my-casino"');
    // The guide's sample of the catalog shows what the API answers: every field it prints of the first game.
    const sample = /^\{"success":true,"data":\{"items":\[(\{"symbol":"vs20aurora",[^…]*)…/m.exec(GUIDE)?.[1];
    const sampleFields = [...(sample ?? "").matchAll(/"\w+":(?:"[^"]*"|[\d.]+|true|false|null)/g)].map(
      (match) => match[0],
    );
    expect(sampleFields.some((field) => field.startsWith('"rtp":'))).toBe(true);
    for (const field of sampleFields) expect(after("until curl"), field).toContain(field);
    expect(after('"symbol":"vs20aurora","external_player_id":"player-1","currency":"EUR"')).toContain(
      `"launch_url":"${baseUrl}/play/vs20aurora?token=`,
    );
    expect(after("LAUNCH=$(")).toMatch(new RegExp(`^303 ${baseUrl}/game/ses_\\w+$`, "m"));
    expect(after("> state.json")).toContain('["0.01","0.02","0.05","0.10","0.20","0.50","1.00"]');
    expect(after("SPIN=$(")).toContain('{"success":true,"round":{"id":"rnd_');
    expect(after("SPIN=$(")).toMatch(/verified debit +player-1 2\.50 EUR/);
    expect(after("field round.transactions")).toContain('"type":"credit"');
    expect(after("/balance; echo")).toMatch(/\{"success":true,"balance":"[\d.]+","currency":"EUR"\}/);
    expect(after("player-balance-refresh")).toContain('"sessions_notified":1');
    expect(after("player-balance-refresh")).toContain("event: balance");
    expect(after("kill $WALLET_PID")).toContain('"error":"wallet_unavailable"');
    expect(after("kill $WALLET_PID")).toMatch(/verified rollback player-1 2\.50 EUR/);
    expect(after("npm run wallet:certify")).toContain("CERTIFIED: the wallet passed every case.");
    const troubleshooting = after('-d \'{"betLevel":10,"coinValue":"1.00"}\'');
    for (const code of ["missing_api_key", "game_not_enabled", "insufficient_funds"])
      expect(troubleshooting).toContain(`"error":"${code}"`);
    // Section 6, free rounds.
    expect(after("CAMPAIGN='")).toContain('"games":["vs20aurora","bs25candyrush"]');
    expect(after("CAMPAIGN='")).toContain('"created":true,"players_added":2}}');
    expect(after('\\"rounds\\":20')).toMatch(/^200$/m);
    expect(after('\\"rounds\\":20')).toContain('"error":"campaign_exists"');
    expect(after('"players":["player-2","player-3"]')).toContain('"players_added":1,"already_awarded":["player-2"]');
    expect(after('"players":["player-2","player-3"]')).toContain('"players_next_cursor":"');
    expect(after("free-rounds?external_player_id=player-1")).toContain(
      '"campaign_id":"welcome-1","external_player_id":"player-1","state":"active"',
    );
    expect(after("BAD=")).toContain('"error":"bet_not_offered"');
    expect(after("BAD=")).toContain('"error":"duplicate_players"');
    expect(after("welcome-1/cancel")).toContain('"state":"cancelled"');
    // Nothing went to the default port.
    expect(transcript.map((step) => step.output).join("\n")).not.toContain("localhost:3000");
  });
});
