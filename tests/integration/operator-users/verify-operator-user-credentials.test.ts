import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { base32Decode, totpCodeForStep, totpStep } from "@/lib/server/crypto/totp";
import { prisma } from "@/lib/server/db/prisma";
import { createOperator } from "@/lib/server/operators/create-operator";
import { createOperatorUser } from "@/lib/server/operator-users/create-operator-user";
import { getActiveOperatorUser } from "@/lib/server/operator-users/get-active-operator-user";
import { setOperatorStatus } from "@/lib/server/operators/set-operator-status";
import { verifyOperatorUserCredentials } from "@/lib/server/operator-users/verify-operator-user-credentials";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

// Back-office sign-in as the service decides it: the password as staff passwords are checked, the TOTP step (a
// code works once), inactive users, and the throttle shared with staff sign-in but keyed apart from it.

describe("operator users: sign-in credentials", { timeout: 120_000 }, () => {
  let database: TestDatabase;
  const savedEnv = { ...process.env };
  let ipCounter = 0;
  const ip = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    Object.assign(process.env, { SIGN_IN_MAX_FAILURES_PER_EMAIL: "4", SIGN_IN_MAX_FAILURES_PER_IP: "50" });
    database = await createTestDatabase();
    database.useInThisProcess();
    await createOperator({ id: "acme", name: "Acme", actor: "test:setup" });
  });
  afterAll(async () => {
    await database?.drop();
    process.env = savedEnv;
  });

  const create = (email: string, withTotp = false) =>
    createOperatorUser({ operatorId: "acme", email, role: "operator_support", withTotp, actor: "test:setup" });

  it("signs in with the right password only, whatever the email's case, and records the sign-in", async () => {
    const { user, initialPassword } = await create("plain@acme.test");
    const signedIn = await verifyOperatorUserCredentials({
      email: " Plain@ACME.test",
      password: initialPassword,
      ip: ip(),
    });
    expect(signedIn).toMatchObject({ outcome: "signed_in", user: { id: user.id, operatorId: "acme" } });
    expect((await prisma.operatorUser.findUniqueOrThrow({ where: { id: user.id } })).lastSignInAt).not.toBeNull();
    for (const [email, password] of [
      ["plain@acme.test", `${initialPassword}x`],
      ["nobody@acme.test", initialPassword],
      ["plain@acme.test", ""],
    ])
      expect(await verifyOperatorUserCredentials({ email, password, ip: ip() })).toEqual({ outcome: "refused" });
  });

  it("refuses an inactive user with the right password", async () => {
    const { user, initialPassword } = await create("gone@acme.test");
    await prisma.operatorUser.update({ where: { id: user.id }, data: { active: false } });
    expect(
      await verifyOperatorUserCredentials({ email: "gone@acme.test", password: initialPassword, ip: ip() }),
    ).toEqual({ outcome: "refused" });
  });

  it("refuses a suspended operator's users at sign-in and ends their sessions, until the operator is active again", async () => {
    await createOperator({ id: "paused", name: "Paused", actor: "test:setup" });
    const { user, initialPassword } = await createOperatorUser({
      operatorId: "paused",
      email: "user@paused.test",
      role: "operator_admin",
      actor: "test:setup",
    });
    const signIn = () =>
      verifyOperatorUserCredentials({ email: "user@paused.test", password: initialPassword, ip: ip() });
    expect((await signIn()).outcome).toBe("signed_in");
    await setOperatorStatus({ operatorId: "paused", status: "inactive", actor: "test:setup" });
    expect(await signIn()).toEqual({ outcome: "refused" });
    expect(await getActiveOperatorUser({ id: user.id })).toBeNull();
    await setOperatorStatus({ operatorId: "paused", status: "active", actor: "test:setup" });
    expect(await getActiveOperatorUser({ id: user.id })).toMatchObject({ id: user.id, operatorId: "paused" });
    expect((await signIn()).outcome).toBe("signed_in");
  });

  it("asks for the TOTP code after the right password, accepts a valid one once, and refuses a replay", async () => {
    const { initialPassword, totp } = await create("two@acme.test", true);
    const key = base32Decode(totp!.secret);
    const now = new Date("2026-11-28T07:00:00Z");
    const step = totpStep(now);
    const attempt = (code: string | undefined, at = now) =>
      verifyOperatorUserCredentials({
        email: "two@acme.test",
        password: initialPassword,
        totp: code,
        ip: ip(),
        totpClock: at,
      });

    expect(await attempt(undefined)).toEqual({ outcome: "totp_required" });
    expect(await attempt(totpCodeForStep(key, step - 5))).toEqual({ outcome: "totp_required" });
    // A wrong password with a valid code says nothing about the second factor.
    expect(
      await verifyOperatorUserCredentials({
        email: "two@acme.test",
        password: "wrong-password",
        totp: totpCodeForStep(key, step),
        ip: ip(),
        totpClock: now,
      }),
    ).toEqual({ outcome: "refused" });
    expect(await attempt(totpCodeForStep(key, step))).toMatchObject({ outcome: "signed_in" });
    expect(await attempt(totpCodeForStep(key, step))).toEqual({ outcome: "totp_required" });
    expect(await attempt(totpCodeForStep(key, step - 1))).toEqual({ outcome: "totp_required" });
    const later = new Date(now.getTime() + 30_000);
    expect(await attempt(totpCodeForStep(key, step + 1), later)).toMatchObject({ outcome: "signed_in" });
  });

  it("rate-limits failures per email with the staff throttle, under a key of its own", async () => {
    const { initialPassword } = await create("target@acme.test");
    for (let failure = 0; failure < 4; failure++)
      expect(
        await verifyOperatorUserCredentials({ email: "target@acme.test", password: "wrong-password", ip: ip() }),
      ).toEqual({ outcome: "refused" });
    await expect(
      verifyOperatorUserCredentials({ email: "target@acme.test", password: initialPassword, ip: ip() }),
    ).rejects.toMatchObject({ code: "rate_limited", status: 429 });
    const keys = await prisma.signInAttempt.findMany({ where: { email: { contains: "target@acme.test" } } });
    expect(new Set(keys.map((row) => row.email))).toEqual(new Set(["backoffice:target@acme.test"]));
  });
});
