import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { createStaffUser } from "@/lib/server/staff/create-staff-user";
import { startAppServer, type AppServer } from "@/tests/support/app-server";
import {
  canQueryDatabase,
  errorCodes,
  startConsoleTest,
  StaffClient,
  type ConsoleTestContext,
} from "@/tests/integration/support/graphql-fixtures";

// Staff sign-in through next-auth's real HTTP flow: the credentials callback, the session cookie and what it
// grants, sign-out, and throttling of failed attempts per email and per client address, shared by every instance
// through the database.

const PASSWORD = "correct-horse-battery";
const ACCOUNTS = ["locked", "reset", "ip-target", "demoted", "disabled", "shared"].map((name) => ({
  email: `${name}@console.test`,
  name: `Staff ${name}`,
}));

describe("staff sign-in", () => {
  let ctx: ConsoleTestContext;
  let ipCounter = 0;
  const client = (ip = `198.51.100.${++ipCounter}`) => new StaffClient(ctx.app.baseUrl, ip);

  beforeAll(async () => {
    ctx = await startConsoleTest({
      env: {
        SIGN_IN_MAX_FAILURES_PER_EMAIL: "3",
        SIGN_IN_MAX_FAILURES_PER_IP: "6",
        OIDC_ISSUER: "https://sso.console.test/realms/staff",
        OIDC_CLIENT_ID: "console",
        OIDC_CLIENT_SECRET: "oidc-client-secret",
        OIDC_NAME: "Corp SSO",
      },
      prepare: async () => {
        for (const account of ACCOUNTS)
          await createStaffUser({ ...account, role: "admin", password: PASSWORD, actor: "test:auth" });
      },
    });
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  it("signs in with email and password: an HttpOnly, SameSite session cookie carrying id, email and role", async () => {
    const staff = client();
    const result = await staff.signIn("  Shared@Console.TEST ", PASSWORD);
    expect(result).toMatchObject({ signedIn: true, error: null, status: 200, url: `${ctx.app.baseUrl}/console` });
    const cookie = result.setCookies.find((line) => line.startsWith("next-auth.session-token="))!;
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);

    const session = (await (await staff.request("/api/auth/session")).json()) as { user: Record<string, unknown> };
    expect(session.user).toEqual({
      id: expect.any(String),
      email: "shared@console.test",
      name: "Staff shared",
      role: "admin",
    });
    expect((await staff.data(`{ me { id email } }`)).me).toEqual({ id: session.user.id, email: "shared@console.test" });
  });

  it("answers a wrong password and an unknown email alike, without a session", async () => {
    for (const [email, password] of [
      ["shared@console.test", "wrong-password-1"],
      ["nobody@console.test", PASSWORD],
    ] as const) {
      const staff = client();
      const result = await staff.signIn(email, password);
      expect(result).toMatchObject({ signedIn: false, error: "CredentialsSignin", status: 401 });
      expect(errorCodes(await staff.graphql(`{ me { id } }`))).toEqual(["unauthenticated"]);
    }
  });

  it("ignores a sign-in without next-auth's CSRF token", async () => {
    const staff = client();
    const response = await staff.request("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "shared@console.test", password: PASSWORD }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("csrf=true");
    expect(staff.hasSession).toBe(false);
  });

  it("refuses an email after too many failures, even with the right password and from fresh addresses", async () => {
    for (let failure = 0; failure < 3; failure += 1) {
      expect((await client().signIn("locked@console.test", "wrong-password")).error).toBe("CredentialsSignin");
    }
    const refused = await client().signIn("locked@console.test", PASSWORD);
    expect(refused).toMatchObject({ signedIn: false, error: "rate_limited" });
    // Other accounts are not affected.
    expect((await client().signIn("shared@console.test", PASSWORD)).signedIn).toBe(true);
  });

  it("counts an email's failures only since its last successful sign-in", async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await client().signIn("reset@console.test", "wrong-password")).error).toBe("CredentialsSignin");
      expect((await client().signIn("reset@console.test", "wrong-password")).error).toBe("CredentialsSignin");
      expect((await client().signIn("reset@console.test", PASSWORD)).signedIn).toBe(true);
    }
  });

  it("refuses an address after too many failures across emails, while other addresses still sign in", async () => {
    const ip = "192.0.2.77";
    for (let failure = 0; failure < 6; failure += 1) {
      expect((await client(ip).signIn(`guess-${failure}@console.test`, "wrong-password")).error).toBe(
        "CredentialsSignin",
      );
    }
    expect(await client(ip).signIn("ip-target@console.test", PASSWORD)).toMatchObject({
      signedIn: false,
      error: "rate_limited",
    });
    expect((await client("192.0.2.78").signIn("ip-target@console.test", PASSWORD)).signedIn).toBe(true);
  });

  it("signs out: the cookie no longer opens the API", async () => {
    const staff = client();
    expect((await staff.signIn("shared@console.test", PASSWORD)).signedIn).toBe(true);
    await staff.signOut();
    expect(staff.hasSession).toBe(false);
    expect(errorCodes(await staff.graphql(`{ me { id } }`))).toEqual(["unauthenticated"]);
  });

  it("lists the OIDC provider next to email and password when it is configured", async () => {
    const providers = (await (await client().request("/api/auth/providers")).json()) as Record<
      string,
      { id: string; name: string; type: string }
    >;
    expect(Object.values(providers).map(({ id, name, type }) => ({ id, name, type }))).toEqual([
      { id: "credentials", name: "Email and password", type: "credentials" },
      { id: "oidc", name: "Corp SSO", type: "oauth" },
    ]);
  });

  it.skipIf(!canQueryDatabase)("applies a demotion or a disabled account to existing sessions at once", async () => {
    const demoted = client();
    const disabled = client();
    expect((await demoted.signIn("demoted@console.test", PASSWORD)).signedIn).toBe(true);
    expect((await disabled.signIn("disabled@console.test", PASSWORD)).signedIn).toBe(true);
    // Another admin (or ops, by hand) changes the accounts while their sessions are open.
    ctx.database.useInThisProcess();
    await prisma.staffUser.update({ where: { email: "demoted@console.test" }, data: { role: "viewer" } });
    await prisma.staffUser.update({ where: { email: "disabled@console.test" }, data: { disabledAt: new Date() } });
    const mutation = `mutation { setOperatorStatus(id: "nova-bet", status: active) { id } }`;
    expect(errorCodes(await demoted.graphql(mutation))).toEqual(["forbidden"]);
    expect((await demoted.data(`{ me { role } }`)).me.role).toBe("viewer");
    expect(errorCodes(await disabled.graphql(`{ me { id } }`))).toEqual(["unauthenticated"]);
    expect((await client().signIn("disabled@console.test", PASSWORD)).error).toBe("CredentialsSignin");
  });

  it.skipIf(!canQueryDatabase)("shares failure counts between app instances on one database", async () => {
    ctx.database.useInThisProcess();
    const victim = "shared-limit@console.test";
    await createStaffUser({
      email: victim,
      name: "Shared limit",
      role: "viewer",
      password: PASSWORD,
      actor: "test:auth",
    });
    const second: AppServer = await startAppServer({
      env: {
        ...ctx.database.env,
        DATA_DIR: ctx.dataDir,
        SIGN_IN_MAX_FAILURES_PER_EMAIL: "3",
        SIGN_IN_MAX_FAILURES_PER_IP: "6",
        TRUSTED_PROXY_HOPS: "1",
      },
    });
    try {
      const onFirst = () => new StaffClient(ctx.app.baseUrl, `198.18.0.${++ipCounter}`);
      const onSecond = () => new StaffClient(second.baseUrl, `198.18.1.${++ipCounter}`);
      expect((await onFirst().signIn(victim, "wrong")).error).toBe("CredentialsSignin");
      expect((await onSecond().signIn(victim, "wrong")).error).toBe("CredentialsSignin");
      expect((await onFirst().signIn(victim, "wrong")).error).toBe("CredentialsSignin");
      expect((await onSecond().signIn(victim, PASSWORD)).error).toBe("rate_limited");
      const attempts = await prisma.signInAttempt.findMany({ where: { email: victim }, orderBy: { id: "asc" } });
      expect(attempts.map((attempt) => attempt.succeeded)).toEqual([false, false, false, false]);
      expect(new Set(attempts.map((attempt) => attempt.ip)).size).toBe(4);
    } finally {
      await second.stop();
    }
  });
});
