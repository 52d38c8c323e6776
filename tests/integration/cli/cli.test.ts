import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { createOperator } from "@/lib/server/operators/create-operator";
import { runGpProcess, type GpProcessResult } from "@/tests/support/gp-process";
import { createTestDatabase, testDbKind, type TestDatabase } from "@/tests/support/test-database";

// The ops CLI as ops and QA run it, against a real database with JSON parsed from its output. A few commands run
// as `npm run gp` starts them (a child process: exit code, stdout and stderr); the rest call the same entry,
// runGp, in this process, which spares each a Node.js start and the loading of every module it uses.

describe("gp CLI", { timeout: 180_000 }, () => {
  let database: TestDatabase;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let runGp: typeof import("@/lib/cli/run-gp").runGp;
  const savedEnv = { ...process.env };

  const gpProcess = (...args: string[]) => runGpProcess(args, env);

  /** The same command line run in this process; each write is a line, as console.log and console.error end it. */
  async function gp(...args: string[]): Promise<GpProcessResult> {
    let stdout = "";
    let stderr = "";
    const code = await runGp({
      argv: args,
      output: { out: (text) => (stdout += `${text}\n`), err: (text) => (stderr += `${text}\n`) },
    });
    return { code, stdout, stderr };
  }

  async function gpJson<T = Record<string, unknown>>(...args: string[]): Promise<T> {
    const result = await gp(...args, "--json");
    expect(result.stderr, result.stdout).toBe("");
    expect(result.code).toBe(0);
    return JSON.parse(result.stdout) as T;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.release();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "gp-cli-"));
    const settings = { DATA_DIR: dataDir, GP_ACTOR: "qa", APP_ENV: "development" };
    env = { ...process.env, DATABASE_URL: "", ...database.env, ...settings };
    database.useInThisProcess();
    Object.assign(process.env, settings);
    // Imported once the environment is set: the CLI reads GP_ACTOR when it loads.
    ({ runGp } = await import("@/lib/cli/run-gp"));
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.env = savedEnv;
  });

  it("runs as a process: help exits 0, a usage error 2 on stderr, a command's JSON on stdout", async () => {
    const help = await gpProcess("help");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("operators create");
    const usage = await gpProcess("operators", "create", "acme");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("--name is required");
    expect(usage.stdout).toBe("");
    const listed = await gpProcess("operators", "list", "--json");
    expect(listed.stderr).toBe("");
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([]);
  });

  it("prints help and exits 0", async () => {
    const result = await gp("help");
    expect(result.code).toBe(0);
    for (const command of ["operators create", "catalog assign", "keys revoke", "games list", "db migrate", "seed"]) {
      expect(result.stdout).toContain(command);
    }
  });

  it.each([
    [[], "no command"],
    [["bogus"], "unknown command"],
    [["operators", "create", "acme"], "--name is required"],
    [["operators", "create"], "wrong number of arguments"],
    [["keys", "create"], "exactly one of --operator"],
    [["keys", "create", "--operator", "acme", "--master"], "exactly one of --operator"],
    [["operators", "list", "--bogus"], "Unknown option"],
    [["operators", "create", "acme", "--name", "Acme", "--wallet-timeout-ms", "soon"], "whole number"],
    [["games", "set", "vs20aurora", "--live", "maybe"], "yes or no"],
  ])("usage error %j exits 2 and explains", async (args, message) => {
    const human = await gp(...args);
    expect(human.code).toBe(2);
    expect(human.stderr).toContain(message);
  });

  it("reports usage errors as JSON with --json", async () => {
    const json = await gp("keys", "create", "--json");
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toMatchObject({
      success: false,
      error: "invalid_request",
      detail: "give exactly one of --operator <operator> or --master",
    });
  });

  it("migrates (a no-op on a migrated database) and seeds the demo data", async () => {
    const migrated = await gpJson<{ applied: string[] }>("db", "migrate");
    expect(migrated.applied).toEqual([]);
    const seeded = await gpJson<{ createdGames: string[]; credentials: { operatorKey: string; masterKey: string } }>(
      "seed",
    );
    expect(seeded.createdGames).toHaveLength(14);
    expect(seeded.credentials.operatorKey).toMatch(/^gpk_/);
    const again = await gpJson<{ createdGames: string[]; credentials: unknown }>("seed");
    expect(again.createdGames).toEqual([]);
    expect(again.credentials).toEqual(seeded.credentials);
  });

  it("creates an operator once, printing its wallet secret; a duplicate fails with exit 1", async () => {
    const created = await gpJson<{ operator: Record<string, unknown>; walletSecret: string }>(
      "operators",
      "create",
      "acme",
      "--name",
      "Acme Casino",
      "--currency",
      "eur",
      "--wallet-url",
      "https://wallet.acme.example/",
      "--frame-ancestor",
      "https://acme.example",
      "--frame-ancestor",
      "https://*.acme.example",
    );
    expect(created.walletSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(created.operator).toMatchObject({
      id: "acme",
      defaultCurrency: "EUR",
      status: "active",
      walletBaseUrl: "https://wallet.acme.example",
      frameAncestors: ["https://acme.example", "https://*.acme.example"],
    });
    expect(JSON.stringify(created.operator)).not.toContain(created.walletSecret);

    const duplicate = await gp("operators", "create", "acme", "--name", "Again", "--json");
    expect(duplicate.code).toBe(1);
    expect(JSON.parse(duplicate.stdout)).toMatchObject({ success: false, error: "operator_exists" });

    const invalid = await gp("operators", "create", "Bad Id", "--name", "x");
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain("lowercase slug");

    const human = await gp("operators", "list");
    expect(human.code).toBe(0);
    expect(human.stdout.split("\n")[0]).toMatch(/^ID\s+NAME\s+STATUS\s+CURRENCY\s+GAMES\s+KEYS\s+WALLET$/);
    expect(human.stdout).toMatch(/^acme\s+Acme Casino\s+active\s+EUR\s+0\s+0\s+https:\/\/wallet\.acme\.example$/m);
  });

  it("turns the wallet round fields on, and refuses a wallet URL with a user name or password", async () => {
    const updated = await gpJson<Record<string, unknown>>(
      "operators",
      "update",
      "acme",
      "--wallet-round-fields",
      "yes",
    );
    expect(updated).toMatchObject({
      id: "acme",
      walletRoundFields: true,
      walletBaseUrl: "https://wallet.acme.example",
    });
    const userinfo = await gp(
      "operators",
      "update",
      "acme",
      "--wallet-url",
      "https://ops:s3cret@wallet.acme.example",
      "--json",
    );
    expect(userinfo.code).toBe(1);
    expect(JSON.parse(userinfo.stdout)).toMatchObject({
      success: false,
      error: "invalid_request",
      detail: expect.stringContaining("must not contain a user name or password"),
    });
  });

  it("assigns and unassigns catalog games all-or-nothing", async () => {
    const assigned = await gpJson<{ changed: string[]; catalog: string[] }>(
      "catalog",
      "assign",
      "acme",
      "vs20aurora",
      "candy-rush",
    );
    expect(assigned.changed).toEqual(["bs25candyrush", "vs20aurora"]);

    const refused = await gp("catalog", "assign", "acme", "vs40wildwest", "no-such-game", "--json");
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toMatchObject({
      success: false,
      error: "game_not_found",
      detail: "Unknown game(s): no-such-game",
    });
    const catalog = await gpJson<{ symbol: string }[]>("catalog", "list", "acme");
    expect(catalog.map((game) => game.symbol)).toEqual(["bs25candyrush", "vs20aurora"]);

    const removed = await gpJson<{ changed: string[]; catalog: string[] }>(
      "catalog",
      "unassign",
      "acme",
      "aurora-riches",
    );
    expect(removed).toMatchObject({ changed: ["vs20aurora"], catalog: ["bs25candyrush"] });
    const unknownOperator = await gp("catalog", "list", "nobody");
    expect(unknownOperator.code).toBe(1);
    expect(unknownOperator.stderr).toContain('Operator "nobody" not found');
  });

  it("creates keys shown once, lists them without secrets, and revokes by prefix", async () => {
    const { apiKey, key } = await gpJson<{ apiKey: Record<string, unknown>; key: string }>(
      "keys",
      "create",
      "--operator",
      "acme",
      "--name",
      "Integration",
    );
    expect(key).toMatch(/^gpk_[0-9A-Za-z]{43}$/);
    expect(apiKey).not.toHaveProperty("hash");
    const master = await gpJson<{ key: string }>("keys", "create", "--master");
    expect(master.key).toMatch(/^gpm_/);

    const listed = await gp("keys", "list", "--operator", "acme", "--json");
    expect(listed.stdout).not.toContain(key.slice(10));
    expect(listed.stdout).not.toContain('"hash"');
    expect(JSON.parse(listed.stdout).map((k: { prefix: string }) => k.prefix)).toEqual([key.slice(0, 10)]);

    const revoked = await gpJson<{ revokedAt: string | null }>("keys", "revoke", key.slice(0, 10));
    expect(revoked.revokedAt).not.toBeNull();
    expect(await gpJson<unknown[]>("keys", "list", "--operator", "acme")).toEqual([]);
    expect(await gpJson<unknown[]>("keys", "list", "--operator", "acme", "--all")).toHaveLength(1);

    const missing = await gp("keys", "revoke", "gpk_000000", "--json");
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stdout)).toMatchObject({ error: "api_key_not_found" });
  });

  it("deactivates and activates operators", async () => {
    expect(await gpJson("operators", "deactivate", "acme")).toMatchObject({ id: "acme", status: "inactive" });
    const inactive = await gpJson<{ id: string }[]>("operators", "list", "--status", "inactive");
    expect(inactive.map((operator) => operator.id)).toEqual(["acme", "closed-casino"]);
    expect(await gpJson("operators", "activate", "acme")).toMatchObject({ status: "active" });
    const shown = await gpJson<{ status: string; catalog: unknown[]; apiKeys: unknown[] }>("operators", "show", "acme");
    expect(shown).toMatchObject({ status: "active" });
    expect(shown.catalog).toHaveLength(1);
    expect(shown.apiKeys).toHaveLength(1);
  });

  it("lists games by provider and switches a game's availability", async () => {
    const games = await gpJson<{ symbol: string; providerId: string }[]>("games", "list", "--provider", "provider_b");
    expect(games).toHaveLength(7);
    expect(games.every((game) => game.providerId === "provider_b")).toBe(true);
    expect(await gpJson("games", "set", "gem-vault", "--status", "disabled", "--live", "no")).toMatchObject({
      symbol: "bs30gemvault",
      launchStatus: "disabled",
      liveCatalogEnabled: false,
    });
    const human = await gp("games", "list", "--search", "gem");
    expect(human.stdout).toMatch(
      /^bs30gemvault\s+Gem Vault\s+provider_b\s+30\s+\S+\s+disabled\s+no\s+0\s+free_spins$/m,
    );
  });

  // The embedded database has one connection: a command's transaction queues behind whatever holds it (in a fresh
  // CLI process, the database's own opening, seconds on a busy machine). Prisma's default is to give up after 2 s
  // ("Unable to start a transaction in the given time"); the services' own calls, in this process, must wait.
  it.skipIf(testDbKind === "postgres")(
    "waits for the one connection of the embedded database instead of failing after 2 s",
    async () => {
      database.useInThisProcess();
      try {
        let release!: () => void;
        let holding!: () => void;
        const held = new Promise<void>((resolve) => (holding = resolve));
        const holder = prisma.$transaction(async () => {
          holding();
          await new Promise<void>((resolve) => (release = resolve));
        });
        await held;
        const queued = createOperator({ id: "queued-casino", name: "Queued Casino", actor: "cli:qa" }).catch(
          (error: unknown) => error,
        );
        setTimeout(() => release(), 2_500);
        await holder;
        expect(await queued).toMatchObject({ operator: { id: "queued-casino" } });
      } finally {
        await database.release();
      }
    },
  );
});
