import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOperator } from "@/lib/server/operators/create-operator";
import type { OperatorUserRoleValue } from "@/lib/server/operator-users/operator-user-fields";
import { BackofficeClient, createOperatorUserWithOwnPassword } from "@/tests/integration/support/backoffice-fixtures";
import { errorCodes, startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";

// Back-office users over real HTTP against the built app. In the back office an operator's admins list, invite,
// re-role and deactivate their own operator's users (support and finance: forbidden; another operator's user:
// not_found; oneself and the last active admin: conflict); a deactivation ends the user's session at their next
// request, and a role change applies from it. In the console staff list, invite (an operator's first admin) and
// revoke any operator's users (viewers read only), and read those users' audit trail (auditLog's operatorUsersOf).

const LIST = `query { operatorUsers { id email role active hasTotp createdBy createdAt lastSignInAt } }`;
const CHANGE_PASSWORD = `mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword) { id }
}`;
const INVITE = `mutation Invite($email: String!, $role: OperatorUserRole!) {
  inviteOperatorUser(email: $email, role: $role) { user { id email role active createdBy } initialPassword }
}`;
const SET_ROLE = `mutation SetRole($id: ID!, $role: OperatorUserRole!) { setOperatorUserRole(id: $id, role: $role) { id role } }`;
const SET_ACTIVE = `mutation SetActive($id: ID!, $active: Boolean!) { setOperatorUserActive(id: $id, active: $active) { id active } }`;
const PLAYERS = `query { players(prefix: "nobody", first: 1) { externalPlayerId } }`;

const CONSOLE_LIST = `query List($operatorId: ID!) { operatorUsers(operatorId: $operatorId) { id operatorId email role active } }`;
const CONSOLE_INVITE = `mutation Invite($operatorId: ID!, $email: String!, $role: OperatorUserRole!) {
  inviteOperatorUser(operatorId: $operatorId, email: $email, role: $role) { user { id operatorId email role createdBy } initialPassword }
}`;
const CONSOLE_SET_ACTIVE = `mutation SetActive($id: ID!, $active: Boolean!) { setOperatorUserActive(id: $id, active: $active) { id active } }`;
const AUDIT = `query Audit($filter: AuditLogFilter) {
  auditLog(filter: $filter, first: 100) { items { actor action targetType targetId targetLabel before after } }
}`;

type Listed = { id: string; email: string; role: OperatorUserRoleValue; active: boolean; createdBy: string };
type AuditItem = {
  actor: string;
  action: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string | null;
  before: unknown;
  after: unknown;
};

describe("back-office users", () => {
  let ctx: ConsoleTestContext;
  const users = new Map<string, { id: string; email: string; password: string }>();
  let ipCounter = 0;

  async function signIn(email: string, password: string): Promise<BackofficeClient> {
    const client = new BackofficeClient(ctx.app.baseUrl, `198.51.100.${++ipCounter}`);
    const result = await client.signInToBackoffice(email, password);
    expect(result.signedIn, JSON.stringify(result)).toBe(true);
    return client;
  }
  const as = (key: string) => signIn(users.get(key)!.email, users.get(key)!.password);
  /** A first sign-in with a one-time password: held until the user sets their own, then the back office opens. */
  async function signInFirstTime(email: string, oneTimePassword: string): Promise<BackofficeClient> {
    const client = await signIn(email, oneTimePassword);
    expect(errorCodes(await client.graphql(PLAYERS))).toEqual(["password_change_required"]);
    await client.data(CHANGE_PASSWORD, { currentPassword: oneTimePassword, newPassword: `own-${oneTimePassword}` });
    return client;
  }
  const actorOf = (key: string) => `operator:${users.get(key)!.id}`;
  async function audit(filter: Record<string, unknown>): Promise<AuditItem[]> {
    const { auditLog } = await ctx.admin.data<{ auditLog: { items: AuditItem[] } }>(AUDIT, { filter });
    return auditLog.items;
  }

  beforeAll(async () => {
    ctx = await startConsoleTest({
      prepare: async () => {
        for (const id of ["acme", "globex", "initech"]) {
          await createOperator({ id, name: `${id} casino`, actor: "test:setup" });
        }
        const create = async (key: string, operatorId: string, role: OperatorUserRoleValue) => {
          const created = await createOperatorUserWithOwnPassword({
            operatorId,
            email: `${key}@test.example`,
            role,
            actor: "test",
          });
          users.set(key, { id: created.user.id, email: created.user.email, password: created.password });
        };
        await create("acme-admin", "acme", "operator_admin");
        await create("acme-admin-2", "acme", "operator_admin");
        await create("acme-support", "acme", "operator_support");
        await create("acme-finance", "acme", "operator_finance");
        await create("globex-admin", "globex", "operator_admin");
        await create("globex-support", "globex", "operator_support");
      },
    });
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  it("lists the admin's own operator's users only", async () => {
    const admin = await as("acme-admin");
    const { operatorUsers } = await admin.data<{ operatorUsers: Listed[] }>(LIST);
    expect(operatorUsers.map((user) => user.email)).toEqual([
      "acme-admin-2@test.example",
      "acme-admin@test.example",
      "acme-finance@test.example",
      "acme-support@test.example",
    ]);
    expect(operatorUsers.find((user) => user.id === users.get("acme-admin")!.id)).toMatchObject({
      role: "operator_admin",
      active: true,
      hasTotp: false,
      createdBy: "test",
    });
    // Signing in stamps the last sign-in.
    expect(operatorUsers.find((user) => user.email === "acme-admin@test.example")).toMatchObject({
      lastSignInAt: expect.any(String),
    });
  });

  it("renders /backoffice/users for an admin, and refuses it to support", async () => {
    const admin = await as("acme-admin");
    const page = await admin.request("/backoffice/users");
    const html = await page.text();
    expect(page.status, ctx.app.output().slice(-4000)).toBe(200);
    expect(html).toContain("acme-support@test.example");
    expect(html).not.toContain("globex");
    const support = await as("acme-support");
    const refused = await (await support.request("/backoffice/users")).text();
    expect(refused).toContain("Admins only");
    expect(refused).not.toContain("acme-finance@test.example");
  });

  it("invites a user with a one-time password they sign in with, audited with the admin as actor", async () => {
    const admin = await as("acme-admin");
    const { inviteOperatorUser } = await admin.data<{
      inviteOperatorUser: { user: Listed; initialPassword: string };
    }>(INVITE, { email: " New.Support@Test.Example ", role: "operator_support" });
    expect(inviteOperatorUser.user).toMatchObject({
      email: "new.support@test.example",
      role: "operator_support",
      active: true,
      createdBy: actorOf("acme-admin"),
    });
    expect(inviteOperatorUser.initialPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const invited = await signInFirstTime("new.support@test.example", inviteOperatorUser.initialPassword);
    expect(errorCodes(await invited.graphql(PLAYERS))).toEqual([]);

    const entries = await audit({ action: "operator_user.create", targetId: inviteOperatorUser.user.id });
    expect(entries).toEqual([
      expect.objectContaining({
        actor: actorOf("acme-admin"),
        targetType: "operator_user",
        targetLabel: "new.support@test.example (acme)",
      }),
    ]);
    // A taken email (of any operator) is a conflict; a malformed one is invalid_request; nothing is created.
    expect(
      errorCodes(await admin.graphql(INVITE, { email: "globex-admin@test.example", role: "operator_admin" })),
    ).toEqual(["conflict"]);
    expect(errorCodes(await admin.graphql(INVITE, { email: "not-an-email", role: "operator_admin" }))).toEqual([
      "invalid_request",
    ]);
    const { operatorUsers } = await admin.data<{ operatorUsers: Listed[] }>(LIST);
    expect(operatorUsers).toHaveLength(5);
  });

  it("refuses support and finance every query and mutation with forbidden", async () => {
    const target = users.get("acme-admin-2")!.id;
    for (const key of ["acme-support", "acme-finance"]) {
      const client = await as(key);
      expect(errorCodes(await client.graphql(LIST))).toEqual(["forbidden"]);
      expect(
        errorCodes(await client.graphql(INVITE, { email: `${key}-x@test.example`, role: "operator_admin" })),
      ).toEqual(["forbidden"]);
      expect(errorCodes(await client.graphql(SET_ROLE, { id: target, role: "operator_support" }))).toEqual([
        "forbidden",
      ]);
      expect(errorCodes(await client.graphql(SET_ACTIVE, { id: target, active: false }))).toEqual(["forbidden"]);
    }
    const admin = await as("acme-admin");
    const { operatorUsers } = await admin.data<{ operatorUsers: Listed[] }>(LIST);
    expect(operatorUsers.find((user) => user.id === target)).toMatchObject({ role: "operator_admin", active: true });
    expect(operatorUsers.some((user) => user.email.endsWith("-x@test.example"))).toBe(false);
  });

  it("answers not_found for another operator's user, as for an id nobody has, changing nothing", async () => {
    const admin = await as("acme-admin");
    for (const id of [users.get("globex-support")!.id, users.get("globex-admin")!.id, "nobody-404"]) {
      expect(errorCodes(await admin.graphql(SET_ROLE, { id, role: "operator_finance" }))).toEqual(["not_found"]);
      expect(errorCodes(await admin.graphql(SET_ACTIVE, { id, active: false }))).toEqual(["not_found"]);
    }
    const globex = await as("globex-support");
    expect(errorCodes(await globex.graphql(PLAYERS))).toEqual([]);
    const { operatorUsers } = await ctx.admin.data<{ operatorUsers: Listed[] }>(CONSOLE_LIST, {
      operatorId: "globex",
    });
    expect(operatorUsers.map((user) => [user.email, user.role, user.active])).toEqual([
      ["globex-admin@test.example", "operator_admin", true],
      ["globex-support@test.example", "operator_support", true],
    ]);
  });

  it("applies a role change from the user's next request, audited", async () => {
    const admin = await as("acme-admin");
    const support = await as("acme-support");
    const supportId = users.get("acme-support")!.id;
    expect(errorCodes(await support.graphql(LIST))).toEqual(["forbidden"]);
    const promoted = await admin.data<{ setOperatorUserRole: Listed }>(SET_ROLE, {
      id: supportId,
      role: "operator_admin",
    });
    expect(promoted.setOperatorUserRole).toMatchObject({ id: supportId, role: "operator_admin" });
    // The same session, no new sign-in: the role is read again on every request.
    expect(errorCodes(await support.graphql(LIST))).toEqual([]);
    await admin.data(SET_ROLE, { id: supportId, role: "operator_support" });
    expect(errorCodes(await support.graphql(LIST))).toEqual(["forbidden"]);

    const entries = await audit({ action: "operator_user.set_role", targetId: supportId });
    expect(entries.map((entry) => [entry.actor, entry.before, entry.after])).toEqual([
      [actorOf("acme-admin"), { role: "operator_admin" }, { role: "operator_support" }],
      [actorOf("acme-admin"), { role: "operator_support" }, { role: "operator_admin" }],
    ]);
  });

  it("ends a deactivated user's session at once: their next call is unauthenticated, and they cannot sign in", async () => {
    const admin = await as("acme-admin");
    const finance = await as("acme-finance");
    const financeId = users.get("acme-finance")!.id;
    expect(errorCodes(await finance.graphql(PLAYERS))).toEqual([]);
    const { setOperatorUserActive } = await admin.data<{ setOperatorUserActive: Listed }>(SET_ACTIVE, {
      id: financeId,
      active: false,
    });
    expect(setOperatorUserActive).toEqual({ id: financeId, active: false });
    const refused = await finance.graphql(PLAYERS);
    expect(refused.status).toBe(401);
    expect(errorCodes(refused)).toEqual(["unauthenticated"]);
    const again = new BackofficeClient(ctx.app.baseUrl, `198.51.100.${++ipCounter}`);
    expect(
      (await again.signInToBackoffice("acme-finance@test.example", users.get("acme-finance")!.password)).signedIn,
    ).toBe(false);

    await admin.data(SET_ACTIVE, { id: financeId, active: true });
    const back = await as("acme-finance");
    expect(errorCodes(await back.graphql(PLAYERS))).toEqual([]);
    const entries = await audit({ action: "operator_user.", targetId: financeId });
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ["operator_user.activate", actorOf("acme-admin")],
      ["operator_user.deactivate", actorOf("acme-admin")],
      // The fixture's user set their own password in place of the one-time one.
      ["operator_user.change_password", actorOf("acme-finance")],
      ["operator_user.create", "test"],
    ]);
  });

  it("refuses an admin deactivating or demoting themselves, and leaves an operator one active admin", async () => {
    const admin = await as("acme-admin");
    const self = users.get("acme-admin")!.id;
    const refusedSelf = await admin.graphql(SET_ACTIVE, { id: self, active: false });
    expect(errorCodes(refusedSelf)).toEqual(["conflict"]);
    expect(refusedSelf.errors?.[0]?.message).toContain("yourself");
    expect(errorCodes(await admin.graphql(SET_ROLE, { id: self, role: "operator_support" }))).toEqual(["conflict"]);

    // Two admins removing each other at once: one wins, and the operator keeps one active admin.
    const other = await as("acme-admin-2");
    const [first, second] = await Promise.all([
      admin.graphql(SET_ACTIVE, { id: users.get("acme-admin-2")!.id, active: false }),
      other.graphql(SET_ROLE, { id: self, role: "operator_support" }),
    ]);
    const codes = [...errorCodes(first), ...errorCodes(second)];
    expect(codes).toHaveLength(1);
    // The loser is refused by the lock (conflict), or, reaching the server after the winner, is no longer signed in
    // (deactivated) or no longer an admin (demoted).
    expect(["conflict", "unauthenticated", "forbidden"]).toContain(codes[0]);
    const { operatorUsers } = await ctx.admin.data<{ operatorUsers: Listed[] }>(CONSOLE_LIST, { operatorId: "acme" });
    const activeAdmins = operatorUsers.filter((user) => user.role === "operator_admin" && user.active);
    expect(activeAdmins).toHaveLength(1);

    // Whoever is left restores the other, so the later tests find both admins.
    const survivor = activeAdmins[0]!.id === self ? admin : other;
    const lostId = activeAdmins[0]!.id === self ? users.get("acme-admin-2")!.id : self;
    await survivor.data(SET_ACTIVE, { id: lostId, active: true });
    await survivor.data(SET_ROLE, { id: lostId, role: "operator_admin" });
  });

  it("lets staff invite an operator's first admin, list and revoke its users; viewers only read", async () => {
    const { operatorUsers: none } = await ctx.admin.data<{ operatorUsers: Listed[] }>(CONSOLE_LIST, {
      operatorId: "initech",
    });
    expect(none).toEqual([]);
    const viewerInvite = await ctx.viewer.graphql(CONSOLE_INVITE, {
      operatorId: "initech",
      email: "viewer-made@initech.test",
      role: "operator_admin",
    });
    expect(errorCodes(viewerInvite)).toEqual(["forbidden"]);

    const { inviteOperatorUser } = await ctx.admin.data<{
      inviteOperatorUser: { user: Listed & { operatorId: string }; initialPassword: string };
    }>(CONSOLE_INVITE, { operatorId: "initech", email: "first@initech.test", role: "operator_admin" });
    expect(inviteOperatorUser.user).toMatchObject({
      operatorId: "initech",
      email: "first@initech.test",
      role: "operator_admin",
      createdBy: expect.stringMatching(/^console:/),
    });
    const first = await signInFirstTime("first@initech.test", inviteOperatorUser.initialPassword);
    const { operatorUsers: own } = await first.data<{ operatorUsers: Listed[] }>(LIST);
    expect(own.map((user) => user.email)).toEqual(["first@initech.test"]);
    // The first admin invites the rest.
    await first.data(INVITE, { email: "second@initech.test", role: "operator_finance" });

    const { operatorUsers: listed } = await ctx.viewer.data<{ operatorUsers: Listed[] }>(CONSOLE_LIST, {
      operatorId: "initech",
    });
    expect(listed.map((user) => user.email)).toEqual(["first@initech.test", "second@initech.test"]);
    expect(
      errorCodes(await ctx.viewer.graphql(CONSOLE_SET_ACTIVE, { id: inviteOperatorUser.user.id, active: false })),
    ).toEqual(["forbidden"]);
    expect(errorCodes(await ctx.admin.graphql(CONSOLE_LIST, { operatorId: "nobody" }))).toEqual(["operator_not_found"]);
    expect(errorCodes(await ctx.admin.graphql(CONSOLE_SET_ACTIVE, { id: "nobody-404", active: false }))).toEqual([
      "not_found",
    ]);

    // Staff may revoke even the last admin (they recover an operator's access); the session ends at once.
    const { setOperatorUserActive } = await ctx.admin.data<{ setOperatorUserActive: Listed }>(CONSOLE_SET_ACTIVE, {
      id: inviteOperatorUser.user.id,
      active: false,
    });
    expect(setOperatorUserActive.active).toBe(false);
    expect(errorCodes(await first.graphql(LIST))).toEqual(["unauthenticated"]);
    const [revoked] = await audit({ action: "operator_user.deactivate", targetId: inviteOperatorUser.user.id });
    expect(revoked?.actor).toMatch(/^console:/);
  });

  it("shows staff one operator's users' audit trail (auditLog operatorUsersOf), and no other's", async () => {
    const globex = await as("globex-admin");
    await globex.data(SET_ROLE, { id: users.get("globex-support")!.id, role: "operator_finance" });
    const acmeTrail = await audit({ operatorUsersOf: "acme" });
    expect(acmeTrail.length).toBeGreaterThan(0);
    // acme's admins, and every acme user setting their own password in place of the one-time one.
    const { operatorUsers: acmeUsers } = await ctx.admin.data<{ operatorUsers: Listed[] }>(CONSOLE_LIST, {
      operatorId: "acme",
    });
    const acmeActors = new Set(acmeUsers.map((user) => `operator:${user.id}`));
    for (const entry of acmeTrail) expect(acmeActors.has(entry.actor), entry.actor).toBe(true);
    expect(acmeTrail.map((entry) => entry.action)).toContain("operator_user.create");
    const globexTrail = await audit({ operatorUsersOf: "globex" });
    // Beside the fixture's own-password changes, globex's one action.
    expect(
      globexTrail
        .filter((entry) => entry.action !== "operator_user.change_password")
        .map((entry) => [entry.actor, entry.action]),
    ).toEqual([[actorOf("globex-admin"), "operator_user.set_role"]]);
    for (const entry of globexTrail) expect(entry.actor).toMatch(/^operator:/);
    expect(globexTrail.some((entry) => acmeActors.has(entry.actor))).toBe(false);
    // An operator without users has no trail; the filter combines with the others.
    expect(await audit({ operatorUsersOf: "nobody" })).toEqual([]);
    expect(
      (await audit({ operatorUsersOf: "acme", action: "operator_user.set_role" })).every(
        (entry) => entry.action === "operator_user.set_role",
      ),
    ).toBe(true);
  });
});
