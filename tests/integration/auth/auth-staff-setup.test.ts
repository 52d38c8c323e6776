import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runGpProcess, type GpProcessResult } from "@/tests/support/gp-process";
import { startAppServer } from "@/tests/support/app-server";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import { StaffClient } from "@/tests/integration/support/graphql-fixtures";

// How the first staff accounts come to exist: the ops CLI's `staff create`, and the demo seed's admin whose
// password the start banner prints; and the one setting production cannot start without.

describe("staff accounts from the CLI and the demo seed", { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let dataDir: string;

  function gp(args: string[], env: Record<string, string> = {}): Promise<GpProcessResult> {
    return runGpProcess(args, {
      ...process.env,
      DATABASE_URL: "",
      ...database.env,
      DATA_DIR: dataDir,
      GP_ACTOR: "qa",
      APP_ENV: "development",
      ...env,
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.release();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "gp-staff-"));
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates staff with `gp staff create`, refusing bad input with the usual exit codes", async () => {
    const created = await gp([
      "staff",
      "create",
      "--email",
      " Ops@Example.COM ",
      "--name",
      "Olga Ops",
      "--role",
      "viewer",
      "--password",
      "a-long-viewer-password",
      "--json",
    ]);
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    const user = JSON.parse(created.stdout) as Record<string, unknown>;
    expect(user).toMatchObject({
      email: "ops@example.com",
      name: "Olga Ops",
      role: "viewer",
      hasPassword: true,
      disabledAt: null,
    });
    expect(created.stdout).not.toMatch(/argon2|passwordHash/);

    const fromEnv = await gp(
      ["staff", "create", "--email", "admin2@example.com", "--name", "Second Admin", "--role", "admin", "--json"],
      {
        GP_STAFF_PASSWORD: "an-admin-password-from-env",
      },
    );
    expect(JSON.parse(fromEnv.stdout)).toMatchObject({ role: "admin", hasPassword: true });

    const badRole = await gp(["staff", "create", "--email", "x@example.com", "--name", "X", "--role", "owner"]);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain("--role is admin or viewer");
    const duplicate = await gp([
      "staff",
      "create",
      "--email",
      "OPS@example.com",
      "--name",
      "Again",
      "--role",
      "viewer",
      "--password",
      "another-long-password",
      "--json",
    ]);
    expect(duplicate.code).toBe(1);
    expect(JSON.parse(duplicate.stdout)).toMatchObject({ success: false, error: "conflict" });
    const shortPassword = await gp([
      "staff",
      "create",
      "--email",
      "y@example.com",
      "--name",
      "Y",
      "--role",
      "viewer",
      "--password",
      "short",
      "--json",
    ]);
    expect(shortPassword.code).toBe(1);
    expect(JSON.parse(shortPassword.stdout)).toMatchObject({
      error: "invalid_request",
      detail: "password: password must be at least 12 characters",
    });
  });

  it("seeds a demo admin whose sign-in the start banner prints, the same on every start", async () => {
    const env = { ...database.env, DATA_DIR: dataDir, DEMO_SEED: "1" };
    const first = await startAppServer({ env });
    let password: string;
    try {
      const banner = /Staff sign-in: (admin@demo\.local) \/ (\S+) \(admin, at (\S+)\/console\)/.exec(first.output());
      expect(banner, first.output()).not.toBeNull();
      password = banner![2]!;
      expect(banner![3]).toBe(first.baseUrl);
      const credentials = JSON.parse(readFileSync(path.join(dataDir, "demo-credentials.json"), "utf8")) as Record<
        string,
        string
      >;
      expect(credentials).toMatchObject({ adminEmail: "admin@demo.local", adminPassword: password });

      const admin = new StaffClient(first.baseUrl);
      expect((await admin.signIn("admin@demo.local", password)).signedIn).toBe(true);
      expect((await admin.data(`{ me { role name } }`)).me).toEqual({ role: "admin", name: "Demo Admin" });
      const viewer = new StaffClient(first.baseUrl);
      expect((await viewer.signIn("ops@example.com", "a-long-viewer-password")).signedIn).toBe(true);
      expect((await viewer.data(`{ me { role } }`)).me.role).toBe("viewer");
    } finally {
      await first.stop();
    }

    const second = await startAppServer({ env });
    try {
      expect(second.output()).toContain(`Staff sign-in: admin@demo.local / ${password} `);
    } finally {
      await second.stop();
    }
  });

  it("refuses to start in production without NEXTAUTH_SECRET", async () => {
    const error = await startAppServer({
      env: {
        ...database.env,
        DATA_DIR: dataDir,
        APP_ENV: "production",
        APP_ENCRYPTION_KEY: "22".repeat(32),
        NEXTAUTH_SECRET: "",
      },
    }).catch((reason: unknown) => reason as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain("NEXTAUTH_SECRET is required when APP_ENV is production");
  });
});
