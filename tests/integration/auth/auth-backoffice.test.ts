import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base32Decode, totpCodeForStep, totpStep } from "@/lib/server/crypto/totp";
import { createOperator } from "@/lib/server/operators/create-operator";
import { setOperatorUserActive } from "@/lib/server/operator-users/set-operator-user-active";
import {
  BackofficeClient,
  BACKOFFICE_SESSION_COOKIE as SESSION_COOKIE,
  createOperatorUserWithOwnPassword,
} from "@/tests/integration/support/backoffice-fixtures";
import {
  canQueryDatabase,
  errorCodes,
  startConsoleTest,
  StaffClient,
  type ConsoleTestContext,
} from "@/tests/integration/support/graphql-fixtures";

// The operators' back office sign-in through its own next-auth route, over real HTTP against the built app: its
// own cookie (path /backoffice) and key, the TOTP step, throttling shared with staff sign-in, and the separation
// both ways — a staff session does not open /backoffice, a back-office session never opens /console.

const STAFF_COOKIE = "next-auth.session-token";

/** The value of one cookie among a response's Set-Cookie lines. */
function cookieValue(setCookies: string[], name: string): string {
  const line = setCookies.find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(setCookies)}`);
  return line.slice(name.length + 1).split(";")[0]!;
}

describe("back-office sign-in", () => {
  let ctx: ConsoleTestContext;
  // Each has already replaced the one-time password (the forced change is tested in backoffice-account.test.ts).
  type User = Awaited<ReturnType<typeof createOperatorUserWithOwnPassword>>;
  let admin: User;
  let withTotp: User;
  let locked: User;
  let leaving: User;
  let ipCounter = 0;
  const client = (ip = `198.51.100.${++ipCounter}`) => new BackofficeClient(ctx.app.baseUrl, ip);
  const get = (pathname: string, cookie?: string) =>
    fetch(`${ctx.app.baseUrl}${pathname}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    ctx = await startConsoleTest({
      env: { SIGN_IN_MAX_FAILURES_PER_EMAIL: "3", SIGN_IN_MAX_FAILURES_PER_IP: "50" },
      prepare: async () => {
        await createOperator({ id: "acme", name: "Acme Casino", actor: "test:setup" });
        const create = (email: string, totp = false) =>
          createOperatorUserWithOwnPassword({
            operatorId: "acme",
            email,
            role: "operator_admin",
            withTotp: totp,
            actor: "test:setup",
          });
        admin = await create("ann@acme.test");
        withTotp = await create("tom@acme.test", true);
        locked = await create("lee@acme.test");
        leaving = await create("liz@acme.test");
      },
    });
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  it("signs in at /backoffice/api/auth: its own HttpOnly cookie scoped to /backoffice, and the home page", async () => {
    const operator = client();
    const result = await operator.signInToBackoffice("ann@acme.test", admin.password);
    expect(result).toMatchObject({ signedIn: true, error: null, status: 200 });
    const cookie = result.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\/backoffice(;|$)/i);
    expect(result.setCookies.some((line) => line.startsWith(`${STAFF_COOKIE}=`))).toBe(false);

    const home = await operator.request("/backoffice");
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("Acme Casino");
    expect(html).toContain("ann@acme.test");
  });

  it("sends a visitor without a session to the back office's sign-in page", async () => {
    const response = await get("/backoffice");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toContain("/backoffice/sign-in?callbackUrl=%2Fbackoffice");
    expect((await get("/backoffice/sign-in")).status).toBe(200);
  });

  it("refuses a wrong password and an unknown email alike, without a session", async () => {
    for (const [email, password] of [
      ["ann@acme.test", "wrong-password-1"],
      ["nobody@acme.test", admin.password],
    ] as const) {
      const result = await client().signInToBackoffice(email, password);
      expect(result).toMatchObject({ signedIn: false, error: "CredentialsSignin", status: 401 });
    }
  });

  it("asks a user with a second factor for the TOTP code, then signs in with it", async () => {
    const operator = client();
    const first = await operator.signInToBackoffice("tom@acme.test", withTotp.password);
    expect(first).toMatchObject({ signedIn: false, error: "totp_required" });
    const code = totpCodeForStep(base32Decode(withTotp.totp!.secret), totpStep(new Date()));
    const second = await operator.signInToBackoffice("tom@acme.test", withTotp.password, code);
    expect(second).toMatchObject({ signedIn: true, error: null });
    expect(await (await operator.request("/backoffice")).text()).toContain("Authenticator app (TOTP)");
  });

  it("rate-limits failures as staff sign-in does", async () => {
    for (let failure = 0; failure < 3; failure++)
      expect((await client().signInToBackoffice("lee@acme.test", "wrong-password")).error).toBe("CredentialsSignin");
    expect(await client().signInToBackoffice("lee@acme.test", locked.password)).toMatchObject({
      signedIn: false,
      error: "rate_limited",
    });
  });

  it("does not open /backoffice with a staff session, in its own cookie or under the back office's name", async () => {
    // ctx.admin is a signed-in staff admin of the console.
    expect((await ctx.admin.request("/console")).status).toBe(200);
    const redirected = await ctx.admin.request("/backoffice");
    expect(redirected.status).toBe(307);
    expect(redirected.headers.get("location")).toContain("/backoffice/sign-in");

    const staff = new StaffClient(ctx.app.baseUrl, "203.0.113.50");
    const staffToken = cookieValue(
      (await staff.signIn(ctx.seed.credentials.adminEmail!, ctx.seed.credentials.adminPassword!)).setCookies,
      STAFF_COOKIE,
    );
    const forged = await get("/backoffice", `${SESSION_COOKIE}=${staffToken}`);
    expect(forged.status).toBe(307);
    expect(forged.headers.get("location")).toContain("/backoffice/sign-in");
  });

  it("never opens /console or the console's API with a back-office session, whatever the cookie's name", async () => {
    const operator = client();
    const { setCookies } = await operator.signInToBackoffice("ann@acme.test", admin.password);
    const token = cookieValue(setCookies, SESSION_COOKIE);
    expect((await get("/backoffice", `${SESSION_COOKIE}=${token}`)).status).toBe(200);

    for (const cookie of [`${SESSION_COOKIE}=${token}`, `${STAFF_COOKIE}=${token}`]) {
      const page = await get("/console", cookie);
      expect(page.status).toBe(307);
      expect(page.headers.get("location")).toContain("/console/sign-in");
      const api = await fetch(`${ctx.app.baseUrl}/api/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ query: "{ me { id } }" }),
      });
      expect(errorCodes({ status: api.status, ...(await api.json()) })).toEqual(["unauthenticated"]);
    }
  });

  it.skipIf(!canQueryDatabase)("ends a deactivated user's open session at once and refuses its sign-in", async () => {
    const operator = client();
    expect((await operator.signInToBackoffice("liz@acme.test", leaving.password)).signedIn).toBe(true);
    expect((await operator.request("/backoffice")).status).toBe(200);
    await setOperatorUserActive({ email: "liz@acme.test", active: false, actor: "test:staff" });
    const response = await operator.request("/backoffice");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toContain("/backoffice/sign-in");
    expect((await client().signInToBackoffice("liz@acme.test", leaving.password)).error).toBe("CredentialsSignin");
  });
});
