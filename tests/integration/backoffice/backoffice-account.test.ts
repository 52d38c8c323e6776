import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOperator } from "@/lib/server/operators/create-operator";
import { createOperatorUser, type CreatedOperatorUser } from "@/lib/server/operator-users/create-operator-user";
import { BackofficeClient, createOperatorUserWithOwnPassword } from "@/tests/integration/support/backoffice-fixtures";
import { errorCodes, startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";
import { freshTotpStep, totpCode } from "@/tests/support/totp-codes";

// /backoffice/account and its GraphQL over real HTTP against the built app: a user given a one-time password can
// do nothing but change it (pages redirect, every other operation answers password_change_required); TOTP
// enrollment is confirmed with a code before it counts, asked at sign-in afterwards, and removed with a code; an
// operator requiring TOTP (set by its admin, or by staff in the console) sends a user without it to enroll first
// and forbids removing it; every action is the session's own user's, throttled where it checks a password, and
// audited with the operator user as actor.

const MY_ACCOUNT = `query { myAccount { id email hasTotp accountSetupStep operatorTotpRequired } }`;
const PLAYERS = `query { players(prefix: "p") { externalPlayerId } }`;
const CHANGE = `mutation Change($current: String!, $next: String!) {
  changeMyPassword(currentPassword: $current, newPassword: $next) { accountSetupStep }
}`;
const BEGIN = `mutation { beginMyTotpEnrollment { secret uri } }`;
const CONFIRM = `mutation Confirm($code: String!) { confirmMyTotpEnrollment(code: $code) { hasTotp accountSetupStep } }`;
const REMOVE = `mutation Remove($code: String!) { removeMyTotp(code: $code) { hasTotp } }`;
const REQUIRE = `mutation Require($required: Boolean!) { setOperatorTotpRequired(required: $required) { operatorTotpRequired } }`;
const AUDIT = `query Audit($action: String!) { auditLog(filter: { action: $action }) { items { actor action targetType targetId after } } }`;

type Account = {
  id: string;
  email: string;
  hasTotp: boolean;
  accountSetupStep: string | null;
  operatorTotpRequired: boolean;
};
type User = CreatedOperatorUser & { password: string };

describe("back-office account security", () => {
  let ctx: ConsoleTestContext;
  const users: Record<string, User> = {};
  let ipCounter = 0;
  const client = () => new BackofficeClient(ctx.app.baseUrl, `198.51.100.${++ipCounter}`);

  async function signedIn(user: { user: { email: string } }, password: string, totp = "") {
    const operator = client();
    const result = await operator.signInToBackoffice(user.user.email, password, totp);
    expect(result, JSON.stringify(result)).toMatchObject({ signedIn: true });
    return operator;
  }

  async function audited(action: string) {
    const { auditLog } = await ctx.admin.data<{
      auditLog: { items: { actor: string; targetId: string | null; after: unknown }[] };
    }>(AUDIT, { action });
    return auditLog.items;
  }

  beforeAll(async () => {
    ctx = await startConsoleTest({
      env: { SIGN_IN_MAX_FAILURES_PER_EMAIL: "3", SIGN_IN_MAX_FAILURES_PER_IP: "50" },
      prepare: async () => {
        await createOperator({ id: "acme", name: "Acme Casino", actor: "test:setup" });
        await createOperator({ id: "rival", name: "Rival Casino", actor: "test:setup" });
        const fresh = async (key: string, role: "operator_support" | "operator_admin") => {
          const created = await createOperatorUser({
            operatorId: "acme",
            email: `${key}@acme.test`,
            role,
            actor: "test",
          });
          users[key] = { ...created, password: created.initialPassword };
        };
        const own = async (key: string, operatorId: string, role: User["user"]["role"]) => {
          users[key] = await createOperatorUserWithOwnPassword({
            operatorId,
            email: `${key}@${operatorId}.test`,
            role,
            actor: "test",
          });
        };
        await fresh("newbie", "operator_support");
        await fresh("guesser", "operator_support");
        await own("admin", "acme", "operator_admin");
        await own("finance", "acme", "operator_finance");
        await own("rival-admin", "rival", "operator_admin");
        await own("returning", "acme", "operator_support");
        await own("changer", "acme", "operator_support");
      },
    });
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  it("forces a user with a one-time password to change it before any page or operation", async () => {
    const newbie = users.newbie!;
    const operator = await signedIn(newbie, newbie.initialPassword);
    for (const path of ["/backoffice", "/backoffice/players"]) {
      const page = await operator.request(path);
      expect(page.status, path).toBe(307);
      expect(page.headers.get("location"), path).toMatch(/\/backoffice\/account$/);
    }
    expect((await operator.request("/backoffice/account")).status).toBe(200);
    expect(errorCodes(await operator.graphql(PLAYERS))).toEqual(["password_change_required"]);
    const { myAccount } = await operator.data<{ myAccount: Account }>(MY_ACCOUNT);
    expect(myAccount).toMatchObject({ email: "newbie@acme.test", accountSetupStep: "change_password", hasTotp: false });

    // Wrong current password, too short a new one, the same one again: refused, nothing changed.
    const next = "a-passphrase-of-my-own";
    expect(errorCodes(await operator.graphql(CHANGE, { current: "not-the-password", next }))).toEqual([
      "wrong_password",
    ]);
    expect(errorCodes(await operator.graphql(CHANGE, { current: newbie.initialPassword, next: "short" }))).toEqual([
      "invalid_request",
    ]);
    expect(
      errorCodes(await operator.graphql(CHANGE, { current: newbie.initialPassword, next: newbie.initialPassword })),
    ).toEqual(["invalid_request"]);
    expect(errorCodes(await operator.graphql(PLAYERS))).toEqual(["password_change_required"]);

    const changed = await operator.data<{ changeMyPassword: { accountSetupStep: string | null } }>(CHANGE, {
      current: newbie.initialPassword,
      next,
    });
    expect(changed.changeMyPassword.accountSetupStep).toBeNull();
    expect((await operator.request("/backoffice")).status).toBe(200);
    expect((await operator.graphql(PLAYERS)).errors).toBeUndefined();

    // The one-time password works no more; the new one does.
    expect((await client().signInToBackoffice(newbie.user.email, newbie.initialPassword)).error).toBe(
      "CredentialsSignin",
    );
    await signedIn(newbie, next);
    expect(await audited("operator_user.change_password")).toContainEqual(
      expect.objectContaining({ actor: `operator:${newbie.user.id}`, targetId: newbie.user.id }),
    );
  });

  it("throttles wrong current passwords as failed sign-ins", async () => {
    const guesser = users.guesser!;
    const operator = await signedIn(guesser, guesser.initialPassword);
    for (let attempt = 0; attempt < 3; attempt++)
      expect(
        errorCodes(await operator.graphql(CHANGE, { current: `guess-${attempt}`, next: "a-long-new-pass" })),
      ).toEqual(["wrong_password"]);
    // Over the limit, even the right password is refused for now: guessing it here is no faster than at sign-in.
    expect(
      errorCodes(await operator.graphql(CHANGE, { current: guesser.initialPassword, next: "a-long-new-pass" })),
    ).toEqual(["rate_limited"]);
    expect((await client().signInToBackoffice(guesser.user.email, guesser.initialPassword)).error).toBe("rate_limited");
  });

  it("enrolls TOTP only once a code confirms it, asks for it at sign-in, and removes it with a code", async () => {
    const admin = users.admin!;
    const operator = await signedIn(admin, admin.password);
    expect(errorCodes(await operator.graphql(CONFIRM, { code: "123456" }))).toEqual(["conflict"]);
    const { beginMyTotpEnrollment: enrollment } = await operator.data<{
      beginMyTotpEnrollment: { secret: string; uri: string };
    }>(BEGIN);
    expect(enrollment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrollment.uri).toBe(
      `otpauth://totp/Back%20office%3Aadmin%40acme.test?secret=${enrollment.secret}&issuer=Back+office&algorithm=SHA1&digits=6`,
    );
    // Not saved yet: sign-in still needs no code.
    await signedIn(admin, admin.password);

    const step = await freshTotpStep();
    expect(errorCodes(await operator.graphql(CONFIRM, { code: totpCode(enrollment.secret, step - 10) }))).toEqual([
      "invalid_totp_code",
    ]);
    const confirmed = await operator.data<{ confirmMyTotpEnrollment: { hasTotp: boolean } }>(CONFIRM, {
      code: totpCode(enrollment.secret, step - 1),
    });
    expect(confirmed.confirmMyTotpEnrollment.hasTotp).toBe(true);
    expect(errorCodes(await operator.graphql(BEGIN))).toEqual(["conflict"]);

    // Sign-in asks for the code; the code that confirmed the enrollment is used up.
    expect(await client().signInToBackoffice(admin.user.email, admin.password)).toMatchObject({
      signedIn: false,
      error: "totp_required",
    });
    expect(
      (await client().signInToBackoffice(admin.user.email, admin.password, totpCode(enrollment.secret, step - 1)))
        .error,
    ).toBe("totp_required");
    const other = await signedIn(admin, admin.password, totpCode(enrollment.secret, step));

    expect(errorCodes(await operator.graphql(REMOVE, { code: "000000" }))).toEqual(["invalid_totp_code"]);
    const removed = await operator.data<{ removeMyTotp: { hasTotp: boolean } }>(REMOVE, {
      code: totpCode(enrollment.secret, step + 1),
    });
    expect(removed.removeMyTotp.hasTotp).toBe(false);
    // Removing the second factor ends the user's other sessions; the removing one goes on.
    expect(errorCodes(await other.graphql(MY_ACCOUNT))).toEqual(["unauthenticated"]);
    expect((await operator.graphql(MY_ACCOUNT)).errors).toBeUndefined();
    await signedIn(admin, admin.password);

    const actor = `operator:${admin.user.id}`;
    for (const action of [
      "operator_user.totp_enrollment_begin",
      "operator_user.totp_enroll",
      "operator_user.totp_remove",
    ])
      expect(await audited(action), action).toContainEqual(expect.objectContaining({ actor, targetId: admin.user.id }));
  });

  it("lets an admin require TOTP of the operator's users: one without it enrolls before anything else", async () => {
    const admin = users.admin!;
    const finance = users.finance!;
    const operator = await signedIn(admin, admin.password);
    const financeClient = await signedIn(finance, finance.password);

    // Finance may not; an admin without a second factor of their own may not either.
    expect(errorCodes(await financeClient.graphql(REQUIRE, { required: true }))).toEqual(["forbidden"]);
    expect(errorCodes(await operator.graphql(REQUIRE, { required: true }))).toEqual(["totp_enrollment_required"]);

    const { beginMyTotpEnrollment: enrollment } = await operator.data<{ beginMyTotpEnrollment: { secret: string } }>(
      BEGIN,
    );
    const step = await freshTotpStep();
    await operator.data(CONFIRM, { code: totpCode(enrollment.secret, step) });
    const required = await operator.data<{ setOperatorTotpRequired: { operatorTotpRequired: boolean } }>(REQUIRE, {
      required: true,
    });
    expect(required.setOperatorTotpRequired.operatorTotpRequired).toBe(true);
    expect(errorCodes(await operator.graphql(REMOVE, { code: totpCode(enrollment.secret, step + 1) }))).toEqual([
      "totp_required_by_policy",
    ]);

    // Finance, already signed in without TOTP, is held at the account page until enrolled.
    expect(errorCodes(await financeClient.graphql(PLAYERS))).toEqual(["totp_enrollment_required"]);
    const home = await financeClient.request("/backoffice");
    expect(home.status).toBe(307);
    expect(home.headers.get("location")).toMatch(/\/backoffice\/account$/);
    expect((await financeClient.data<{ myAccount: Account }>(MY_ACCOUNT)).myAccount).toMatchObject({
      accountSetupStep: "enroll_totp",
      operatorTotpRequired: true,
    });
    const { beginMyTotpEnrollment: own } = await financeClient.data<{ beginMyTotpEnrollment: { secret: string } }>(
      BEGIN,
    );
    const confirmed = await financeClient.data<{ confirmMyTotpEnrollment: { accountSetupStep: string | null } }>(
      CONFIRM,
      { code: totpCode(own.secret, step) },
    );
    expect(confirmed.confirmMyTotpEnrollment.accountSetupStep).toBeNull();
    expect((await financeClient.graphql(PLAYERS)).errors).toBeUndefined();
    expect((await financeClient.request("/backoffice")).status).toBe(200);

    // Another operator's admin changes only their own operator.
    const rival = await signedIn(users["rival-admin"]!, users["rival-admin"]!.password);
    expect((await rival.data<{ myAccount: Account }>(MY_ACCOUNT)).myAccount.operatorTotpRequired).toBe(false);
    expect(errorCodes(await rival.graphql(REQUIRE, { required: true }))).toEqual(["totp_enrollment_required"]);

    expect(await audited("operator.update")).toContainEqual(
      expect.objectContaining({
        actor: `operator:${admin.user.id}`,
        targetId: "acme",
        after: { backofficeTotpRequired: true },
      }),
    );

    // Staff turn it off from the console (audited as theirs); a viewer may not.
    const update = `mutation { updateOperator(id: "acme", input: { backofficeTotpRequired: false }) { backofficeTotpRequired } }`;
    expect(errorCodes(await ctx.viewer.graphql(update))).toEqual(["forbidden"]);
    expect(await ctx.admin.data(update)).toEqual({ updateOperator: { backofficeTotpRequired: false } });
    expect(await audited("operator.update")).toContainEqual(
      expect.objectContaining({ actor: expect.stringMatching(/^console:/), after: { backofficeTotpRequired: false } }),
    );
    expect((await operator.data<{ myAccount: Account }>(MY_ACCOUNT)).myAccount.operatorTotpRequired).toBe(false);
  });

  it("never revives a session signed in before a deactivation, even once the user is active again", async () => {
    const returning = users.returning!;
    const old = await signedIn(returning, returning.password);
    expect((await old.graphql(MY_ACCOUNT)).errors).toBeUndefined();
    const setActive = `mutation Set($id: ID!, $active: Boolean!) { setOperatorUserActive(id: $id, active: $active) { active } }`;
    await ctx.admin.data(setActive, { id: returning.user.id, active: false });
    expect(errorCodes(await old.graphql(MY_ACCOUNT))).toEqual(["unauthenticated"]);
    await ctx.admin.data(setActive, { id: returning.user.id, active: true });

    // next-auth re-issues the old token when its session is read (a fresh iat): still the old sign-in, still refused.
    expect((await old.request("/backoffice/api/auth/session")).status).toBe(200);
    expect(errorCodes(await old.graphql(MY_ACCOUNT))).toEqual(["unauthenticated"]);
    const page = await old.request("/backoffice/players");
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toMatch(/\/backoffice\/sign-in\?/);
    // Signing in again works.
    const fresh = await signedIn(returning, returning.password);
    expect((await fresh.data<{ myAccount: Account }>(MY_ACCOUNT)).myAccount.email).toBe("returning@acme.test");
  });

  it("ends a user's other sessions when they change their password; the changing session goes on", async () => {
    const changer = users.changer!;
    const changing = await signedIn(changer, changer.password);
    const elsewhere = await signedIn(changer, changer.password);
    const next = "a-brand-new-passphrase";
    await changing.data(CHANGE, { current: changer.password, next });

    expect(errorCodes(await elsewhere.graphql(MY_ACCOUNT))).toEqual(["unauthenticated"]);
    expect((await elsewhere.request("/backoffice/api/auth/session")).status).toBe(200);
    expect(errorCodes(await elsewhere.graphql(MY_ACCOUNT))).toEqual(["unauthenticated"]);
    // The changing session was re-issued with the change: it goes on, its session endpoint refresh included.
    expect((await changing.data<{ myAccount: Account }>(MY_ACCOUNT)).myAccount.email).toBe("changer@acme.test");
    expect((await changing.request("/backoffice/api/auth/session")).status).toBe(200);
    expect((await changing.request("/backoffice/players")).status).toBe(200);
    expect((await changing.graphql(PLAYERS)).errors).toBeUndefined();
    // A sign-in after the change is a session like any other.
    const after = await signedIn(changer, next);
    expect((await after.graphql(MY_ACCOUNT)).errors).toBeUndefined();
  });

  it("acts on the session's own user only: no operation takes a user", async () => {
    // The newbie of the first test, with the password they chose there.
    const operator = await signedIn(users.newbie!, "a-passphrase-of-my-own");
    for (const mutation of [
      `mutation { changeMyPassword(userId: "x", currentPassword: "a", newPassword: "b") { id } }`,
      `mutation { removeMyTotp(userId: "x", code: "123456") { id } }`,
    ])
      expect(errorCodes(await operator.graphql(mutation))).toEqual(["invalid_request"]);
    expect(errorCodes(await client().graphql(MY_ACCOUNT))).toEqual(["unauthenticated"]);
  });
});
