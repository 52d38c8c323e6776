import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/server/staff/password-hash";
import { decryptSecret } from "@/lib/server/crypto/secret-box";
import { prisma } from "@/lib/server/db/prisma";
import { createOperator } from "@/lib/server/operators/create-operator";
import { createOperatorUser } from "@/lib/server/operator-users/create-operator-user";
import { getActiveOperatorUser } from "@/lib/server/operator-users/get-active-operator-user";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

// Back-office users (issue 30's foundation) as staff manage them: `npm run gp -- operator-users create | list |
// deactivate | activate` (runGp in this process, as tests/integration/cli does) and the services behind them,
// against a real database.

describe("operator users from the CLI", { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let dataDir: string;
  let runGp: typeof import("@/lib/cli/run-gp").runGp;
  const savedEnv = { ...process.env };

  async function gp(...args: string[]) {
    let stdout = "";
    let stderr = "";
    const code = await runGp({
      argv: args,
      output: { out: (text) => (stdout += `${text}\n`), err: (text) => (stderr += `${text}\n`) },
    });
    return { code, stdout, stderr };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    database.useInThisProcess();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "gp-operator-users-"));
    Object.assign(process.env, { DATA_DIR: dataDir, GP_ACTOR: "qa", APP_ENV: "development" });
    ({ runGp } = await import("@/lib/cli/run-gp"));
    for (const id of ["acme", "globex"]) await createOperator({ id, name: id, actor: "test:setup" });
  });
  afterAll(async () => {
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.env = savedEnv;
  });

  it("creates a user from the CLI with --json: a password shown once, stored only as its argon2id hash, audited", async () => {
    const result = await gp(
      "operator-users",
      "create",
      "--operator",
      "acme",
      "--email",
      " Ann@Acme.TEST ",
      "--role",
      "operator_admin",
      "--json",
    );
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const created = JSON.parse(result.stdout) as {
      user: Record<string, unknown>;
      initialPassword: string;
      totp: null;
    };
    expect(created.user).toMatchObject({
      operatorId: "acme",
      email: "ann@acme.test",
      role: "operator_admin",
      active: true,
      hasTotp: false,
      createdBy: "cli:qa",
    });
    expect(created.user).not.toHaveProperty("passwordHash");
    expect(created.initialPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(created.totp).toBeNull();

    const stored = await prisma.operatorUser.findUniqueOrThrow({ where: { email: "ann@acme.test" } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored.passwordHash, created.initialPassword)).toBe(true);
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { action: "operator_user.create", targetId: stored.id },
    });
    expect(audit).toMatchObject({ actor: "cli:qa", targetType: "operator_user" });
    expect(JSON.stringify(audit.after)).not.toContain(created.initialPassword);
  });

  it("prints the password once in the human output, and a TOTP secret with --totp", async () => {
    const result = await gp(
      "operator-users",
      "create",
      "--operator",
      "acme",
      "--email",
      "sam@acme.test",
      "--role",
      "operator_support",
      "--totp",
    );
    expect(result.code).toBe(0);
    const password = /Password:\s+(\S+) \(shown once/.exec(result.stdout)?.[1];
    const secret = /TOTP secret:\s+([A-Z2-7]+) \(shown once/.exec(result.stdout)?.[1];
    expect(password).toBeDefined();
    expect(secret).toHaveLength(32);
    expect(result.stdout).toContain(`otpauth://totp/Back%20office%3Asam%40acme.test?secret=${secret}`);
    const stored = await prisma.operatorUser.findUniqueOrThrow({ where: { email: "sam@acme.test" } });
    expect(stored.totpSecretCiphertext).not.toContain(secret!);
    expect(decryptSecret(stored.totpSecretCiphertext!)).toBe(secret);
  });

  it.each([
    [["--operator", "acme", "--email", "x@acme.test"], "--operator, --email and --role are required"],
    [["--operator", "acme", "--email", "x@acme.test", "--role", "admin"], "--role is operator_admin"],
  ])("usage error %j exits 2 and explains", async (args, message) => {
    const result = await gp("operator-users", "create", ...args, "--json");
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toMatchObject({ success: false, error: "invalid_request" });
    expect(result.stdout).toContain(message);
  });

  it("refuses an unknown operator, a taken email (of any operator) and a malformed email, creating nothing", async () => {
    const before = await prisma.operatorUser.count();
    const unknown = await gp(
      "operator-users",
      "create",
      "--operator",
      "nobody",
      "--email",
      "z@nobody.test",
      "--role",
      "operator_finance",
      "--json",
    );
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stdout)).toMatchObject({ success: false, error: "operator_not_found" });
    await expect(
      createOperatorUser({ operatorId: "globex", email: "ANN@acme.test", role: "operator_finance", actor: "test:qa" }),
    ).rejects.toMatchObject({ code: "conflict", status: 409 });
    await expect(
      createOperatorUser({ operatorId: "globex", email: "not-an-email", role: "operator_finance", actor: "test:qa" }),
    ).rejects.toMatchObject({ code: "invalid_request", status: 400 });
    expect(await prisma.operatorUser.count()).toBe(before);
  });

  it("lists one operator's users, and deactivates and reactivates a user, audited", async () => {
    await createOperatorUser({
      operatorId: "globex",
      email: "gus@globex.test",
      role: "operator_finance",
      actor: "test:qa",
    });
    const listed = JSON.parse((await gp("operator-users", "list", "--operator", "acme", "--json")).stdout) as {
      email: string;
    }[];
    expect(listed.map((user) => user.email)).toEqual(["ann@acme.test", "sam@acme.test"]);
    const table = await gp("operator-users", "list", "--operator", "globex");
    expect(table.stdout).toMatch(/gus@globex\.test\s+operator_finance\s+yes\s+no/);
    expect(table.stdout).not.toContain("acme.test");
    const unknown = await gp("operator-users", "list", "--operator", "nobody", "--json");
    expect(JSON.parse(unknown.stdout)).toMatchObject({ error: "operator_not_found" });

    const ann = await prisma.operatorUser.findUniqueOrThrow({ where: { email: "ann@acme.test" } });
    const deactivated = await gp("operator-users", "deactivate", "ANN@acme.test", "--json");
    expect(deactivated.code).toBe(0);
    expect(JSON.parse(deactivated.stdout)).toMatchObject({ email: "ann@acme.test", active: false });
    // A session re-reads its user on every request: this is what ends it.
    expect(await getActiveOperatorUser({ id: ann.id })).toBeNull();
    // Deactivating again changes nothing and writes no second audit row.
    expect((await gp("operator-users", "deactivate", "ann@acme.test")).stdout).toContain("deactivated");
    expect(await prisma.auditLog.count({ where: { action: "operator_user.deactivate", targetId: ann.id } })).toBe(1);
    expect(
      await prisma.auditLog.findFirstOrThrow({ where: { action: "operator_user.deactivate", targetId: ann.id } }),
    ).toMatchObject({ actor: "cli:qa", before: expect.objectContaining({ active: true }) });

    expect((await gp("operator-users", "activate", "ann@acme.test")).stdout).toContain("ann@acme.test (acme): active");
    expect(await getActiveOperatorUser({ id: ann.id })).toMatchObject({ id: ann.id, active: true });
    const missing = await gp("operator-users", "deactivate", "nobody@acme.test", "--json");
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stdout)).toMatchObject({ error: "not_found" });
  });
  it("changes a user's role with set-role (--json), audited; a bad role is a usage error", async () => {
    const sam = await prisma.operatorUser.findUniqueOrThrow({ where: { email: "sam@acme.test" } });
    const changed = await gp("operator-users", "set-role", "sam@acme.test", "--role", "operator_finance", "--json");
    expect(changed.code).toBe(0);
    expect(JSON.parse(changed.stdout)).toMatchObject({ id: sam.id, role: "operator_finance" });
    expect(await getActiveOperatorUser({ id: sam.id })).toMatchObject({ role: "operator_finance" });
    expect(
      await prisma.auditLog.findFirstOrThrow({ where: { action: "operator_user.set_role", targetId: sam.id } }),
    ).toMatchObject({ actor: "cli:qa", before: { role: sam.role }, after: { role: "operator_finance" } });
    expect((await gp("operator-users", "set-role", "sam@acme.test", "--role", "root")).code).toBe(2);
    expect((await gp("operator-users", "set-role", "sam@acme.test")).code).toBe(2);
  });
});
