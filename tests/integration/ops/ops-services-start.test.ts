import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, openLaunchUrl } from "@/tests/integration/support/runtime-fixtures";
import { runGpProcess } from "@/tests/support/gp-process";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import { createTestDatabase, testDbKind, type TestDatabase } from "@/tests/support/test-database";

// Start-up of the built app (`next start`, instrumentation.ts): migrations, the demo seed, the banner, and the
// embedded database's one-process rule as the CLI meets it.

const BANNER_TITLE = "Game Provider Platform is ready";

async function waitForBanner(app: AppServer): Promise<string> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (app.output().includes(BANNER_TITLE)) return app.output();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no start-up banner:\n${app.output()}`);
}

const gp = (env: NodeJS.ProcessEnv, ...args: string[]) => runGpProcess(args, env);

describe("app start-up with DEMO_SEED=1", { timeout: 90_000 }, () => {
  let database: TestDatabase | undefined;
  let scratch: string;
  let env: Record<string, string>;
  let app: AppServer | undefined;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(os.tmpdir(), "gp-start-"));
    if (testDbKind === "pglite") {
      // A brand-new folder: start-up itself must create the schema.
      env = { DATABASE_URL: "", PGLITE_DATA_DIR: path.join(scratch, "pglite") };
    } else {
      database = await createTestDatabase();
      await database.release();
      env = { ...database.env };
    }
    Object.assign(env, { DATA_DIR: scratch, DEMO_SEED: "1", APP_ENV: "development" });
    app = await startAppServer({ env });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it("migrates, seeds and prints the URLs, the database and ready-to-use demo keys", async () => {
    const output = await waitForBanner(app!);
    const credentials = JSON.parse(readFileSync(path.join(scratch, "demo-credentials.json"), "utf8"));
    expect(output).toContain(`App:           ${app!.baseUrl}`);
    expect(output).toContain(`Console:       ${app!.baseUrl}/console`);
    expect(output).toMatch(
      testDbKind === "pglite"
        ? /Database: +embedded PGlite at .*\(applied \d+_init/
        : /Database: +PostgreSQL 127\.0\.0\.1:5432\/gp_test_\w+ \(schema up to date\)/,
    );
    expect(output).toContain(`Operator key:  ${credentials.operatorKey}`);
    expect(output).toContain(`Master key:    ${credentials.masterKey}`);
    expect(output).toContain(
      `curl -H "x-provider-api-key: ${credentials.operatorKey}" ${app!.baseUrl}/api/provider/v1/games`,
    );
  });

  it("serves the demo operator's live catalog to the printed key", async () => {
    const { operatorKey } = JSON.parse(readFileSync(path.join(scratch, "demo-credentials.json"), "utf8"));
    const response = await fetch(`${app!.baseUrl}/api/provider/v1/games`, {
      headers: { "x-provider-api-key": operatorKey },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.operator_id).toBe("demo-casino");
    // demo-casino's allowlist minus bs10retroreels, which is in maintenance and not in live catalogs.
    expect(body.data.items.map((game: { symbol: string }) => game.symbol).sort()).toEqual([
      "bs20oceanic",
      "bs25candyrush",
      "vs10fruitblaze",
      "vs20aurora",
      "vs20dragonpearl",
      "vs25pharaoh",
      "vs40wildwest",
      "vs5jokerjewels",
    ]);
  });

  it("keeps the CLI off an embedded database the app holds (PostgreSQL is shared freely)", async () => {
    const result = await gp({ ...process.env, ...env }, "keys", "list", "--json");
    if (testDbKind === "pglite") {
      expect(result.code).toBe(1);
      expect(JSON.parse(result.stdout).detail).toMatch(
        /in use by the app server \(pid \d+.*stop that process first, or run both against PostgreSQL/,
      );
    } else {
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout).map((key: { name: string }) => key.name)).toEqual(
        expect.arrayContaining(["Demo operator key", "Demo master key"]),
      );
    }
  });

  it("prints the same keys again on the next start, without seeding twice", async () => {
    const credentials = readFileSync(path.join(scratch, "demo-credentials.json"), "utf8");
    await app!.stop();
    app = await startAppServer({ env });
    const output = await waitForBanner(app);
    expect(output).toContain(`Operator key:  ${JSON.parse(credentials).operatorKey}`);
    expect(output).toContain("schema up to date");
    expect(readFileSync(path.join(scratch, "demo-credentials.json"), "utf8")).toBe(credentials);
    await app.stop();
    app = undefined;
    // With the app stopped the CLI may open the embedded folder; the seed created nothing the second time.
    const games = await gp({ ...process.env, ...env }, "games", "list", "--json");
    expect(games.code).toBe(0);
    expect(JSON.parse(games.stdout)).toHaveLength(14);
  });

  it("after the demo, `npm start` on another port and a CLI seed without PORT: the banner names the sign-ins, a spin reaches the demo wallet", async () => {
    const { PORT: _port, ...withoutPort } = process.env;
    const { DEMO_SEED: _seed, ...withoutSeed } = env;
    // `npm run gp -- seed` with no PORT (the app is stopped: PGlite serves one process).
    const seeded = await gp({ ...withoutPort, ...withoutSeed }, "seed", "--json");
    expect(seeded.code, seeded.stdout + seeded.stderr).toBe(0);
    const credentials = JSON.parse(readFileSync(path.join(scratch, "demo-credentials.json"), "utf8"));

    // `PORT=<another> npm start`: no DEMO_SEED, no configured address.
    app = await startAppServer({ env: withoutSeed, asNpmStart: true });
    const output = await waitForBanner(app);
    const shown = `http://localhost:${app.port}`;
    expect(output).toContain(
      `Demo data:     seeded earlier (keys and staff sign-in kept in ${path.join(scratch, "demo-credentials.json")}, development only)`,
    );
    expect(output).toContain(`Staff sign-in: admin@demo.local, password in that file (admin, at ${shown}/console)`);
    expect(output).toContain("Demo keys:     operator demo-casino and master key in that file, still valid");
    expect(output).not.toContain("not seeded");
    // A start that does not seed is an ordinary start: its output is a log, and never holds a secret.
    for (const secret of [credentials.operatorKey, credentials.masterKey, credentials.adminPassword])
      expect(output).not.toContain(secret);

    const launched = await launch(app.baseUrl, credentials.operatorKey, {
      external_player_id: "player-2",
      currency: "EUR",
    });
    const browser = await openLaunchUrl(launched.launch_url, app.baseUrl);
    const balance = await browser.api("/balance");
    expect(await balance.json()).toEqual({ success: true, balance: "250.50", currency: "EUR" });
    const spin = await browser.post("/spin", { betLevel: 1, coinValue: "0.10" });
    expect(spin.status, await spin.clone().text()).toBe(200);
    expect(await spin.json()).toMatchObject({ success: true, round: { bet: "2.00" } });
    await app.stop();
    app = undefined;
  });

  it("refuses to start with demo seeding in production", async () => {
    const production = {
      APP_ENV: "production",
      APP_ENCRYPTION_KEY: "ab".repeat(32),
      NEXTAUTH_SECRET: "a-production-secret-for-this-test-0123456789",
    };
    const failure = await startAppServer({ env: { ...env, ...production } }).then(
      (server) => server.stop().then(() => null),
      (error: Error) => error,
    );
    expect(failure?.message).toContain("Start-up failed: Demo data is never seeded when APP_ENV is production");
  });
});
