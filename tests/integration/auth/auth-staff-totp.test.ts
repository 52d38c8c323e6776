import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  errorCodes,
  startConsoleTest,
  StaffClient,
  type ConsoleTestContext,
} from "@/tests/integration/support/graphql-fixtures";
import { freshTotpStep, totpCode } from "@/tests/support/totp-codes";

// Staff TOTP over real HTTP against the built app, with STAFF_ADMIN_TOTP_REQUIRED=1: an admin without a second
// factor is held at /console/account (pages redirect, every other operation and route answers
// totp_enrollment_required) until enrolled; sign-in then asks for the code (the back office's flow and codes);
// admins cannot remove it, viewers (not required) enroll and remove their own; each step audited.

const ME = `query { me { email hasTotp totpRequired totpEnrollmentRequired } }`;
const OPERATORS = `query { operators { id } }`;
const BEGIN = `mutation { beginMyTotpEnrollment { secret uri } }`;
const CONFIRM = `mutation Confirm($code: String!) { confirmMyTotpEnrollment(code: $code) { hasTotp totpEnrollmentRequired } }`;
const REMOVE = `mutation Remove($code: String!) { removeMyTotp(code: $code) { hasTotp } }`;
const AUDIT = `query Audit($action: String!) { auditLog(filter: { action: $action }) { items { actor targetType } } }`;

describe("staff TOTP, required of admins", () => {
  let ctx: ConsoleTestContext;

  beforeAll(async () => {
    ctx = await startConsoleTest({ env: { STAFF_ADMIN_TOTP_REQUIRED: "1" } });
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  it("holds an admin without a second factor at the account page until enrolled, then asks for codes", async () => {
    const adminEmail = ctx.seed.credentials.adminEmail!;
    const adminPassword = ctx.seed.credentials.adminPassword!;
    expect((await ctx.admin.data<{ me: unknown }>(ME)).me).toMatchObject({
      hasTotp: false,
      totpRequired: true,
      totpEnrollmentRequired: true,
    });
    const refused = await ctx.admin.graphql(OPERATORS);
    expect(errorCodes(refused)).toEqual(["totp_enrollment_required"]);
    expect(refused.status).toBe(403);
    const page = await ctx.admin.request("/console/operators");
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toMatch(/\/console\/account$/);
    expect((await ctx.admin.request("/console/account")).status).toBe(200);
    // Route handlers refuse too (a daily statement's download).
    const download = await ctx.admin.request("/api/console/statements/nobody/2026-11-01");
    expect(download.status).toBe(403);
    expect(await download.json()).toMatchObject({ error: "totp_enrollment_required" });

    const { beginMyTotpEnrollment: enrollment } = await ctx.admin.data<{
      beginMyTotpEnrollment: { secret: string; uri: string };
    }>(BEGIN);
    expect(enrollment.uri).toContain(`otpauth://totp/Game%20Provider%20console%3A${encodeURIComponent(adminEmail)}`);
    const step = await freshTotpStep();
    expect(errorCodes(await ctx.admin.graphql(CONFIRM, { code: totpCode(enrollment.secret, step - 10) }))).toEqual([
      "invalid_totp_code",
    ]);
    expect(await ctx.admin.data(CONFIRM, { code: totpCode(enrollment.secret, step - 1) })).toEqual({
      confirmMyTotpEnrollment: { hasTotp: true, totpEnrollmentRequired: false },
    });
    expect((await ctx.admin.graphql(OPERATORS)).errors).toBeUndefined();
    expect((await ctx.admin.request("/console/operators")).status).toBe(200);
    expect(errorCodes(await ctx.admin.graphql(REMOVE, { code: totpCode(enrollment.secret, step + 1) }))).toEqual([
      "totp_required_by_policy",
    ]);

    // Sign-in asks for the code, as the back office's does; a used code is refused.
    const fresh = new StaffClient(ctx.app.baseUrl, "203.0.113.60");
    expect(await fresh.signIn(adminEmail, adminPassword)).toMatchObject({ signedIn: false, error: "totp_required" });
    expect((await fresh.signIn(adminEmail, adminPassword, totpCode(enrollment.secret, step - 1))).error).toBe(
      "totp_required",
    );
    expect((await fresh.signIn(adminEmail, adminPassword, totpCode(enrollment.secret, step))).signedIn).toBe(true);
    expect((await fresh.graphql(OPERATORS)).errors).toBeUndefined();

    const { auditLog } = await ctx.admin.data<{ auditLog: { items: { actor: string }[] } }>(AUDIT, {
      action: "staff_user.totp_enroll",
    });
    expect(auditLog.items).toContainEqual({ actor: `console:${adminEmail}`, targetType: "staff_user" });
  });

  it("lets a viewer (not required) enroll and remove their own second factor, and nothing else", async () => {
    expect((await ctx.viewer.data<{ me: unknown }>(ME)).me).toMatchObject({
      totpRequired: false,
      totpEnrollmentRequired: false,
    });
    expect((await ctx.viewer.graphql(OPERATORS)).errors).toBeUndefined();
    const { beginMyTotpEnrollment: enrollment } = await ctx.viewer.data<{ beginMyTotpEnrollment: { secret: string } }>(
      BEGIN,
    );
    const step = await freshTotpStep();
    await ctx.viewer.data(CONFIRM, { code: totpCode(enrollment.secret, step) });
    expect(
      errorCodes(await ctx.viewer.graphql(`mutation { setOperatorStatus(id: "x", status: inactive) { id } }`)),
    ).toEqual(["forbidden"]);
    expect(await ctx.viewer.data(REMOVE, { code: totpCode(enrollment.secret, step + 1) })).toEqual({
      removeMyTotp: { hasTotp: false },
    });
    const { auditLog } = await ctx.admin.data<{ auditLog: { items: { actor: string }[] } }>(AUDIT, {
      action: "staff_user.totp_remove",
    });
    expect(auditLog.items.map((item) => item.actor)).toEqual([expect.stringMatching(/^console:viewer/)]);
  });
});
