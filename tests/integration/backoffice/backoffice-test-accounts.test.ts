import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDirectSql } from "@/lib/server/db/direct-sql";
import { prisma } from "@/lib/server/db/prisma";
import { createLaunchSession } from "@/lib/server/launch/create-launch-session";
import type { OperatorUserRoleValue } from "@/lib/server/operator-users/operator-user-fields";
import { BackofficeClient, createOperatorUserWithOwnPassword } from "@/tests/integration/support/backoffice-fixtures";
import { errorCodes } from "@/tests/integration/support/graphql-fixtures";
import {
  canQueryDatabase,
  GAMES,
  startProviderTest,
  type ProviderTestContext,
} from "@/tests/integration/support/provider-fixtures";

// The back office's test-account mark over real HTTP against the built app: support and admins mark and unmark
// (Player.testAccount follows), finance reads the mark but may not change it (forbidden), another operator's player
// is player_not_found as an id nobody has, and each change is audited with the operator user as the actor. What a
// mark does to rounds, reports and feeds: tests/integration/reports/test-account-rounds.test.ts. The operator API's
// OpenAPI document describes the rounds' `test`.

const MARK = `mutation Mark($id: ID!) { markTestAccount(externalPlayerId: $id) { externalPlayerId markedBy markedAt } }`;
const UNMARK = `mutation Unmark($id: ID!) { unmarkTestAccount(externalPlayerId: $id) }`;
const PLAYER = `query Player($id: ID!) { player(externalPlayerId: $id) { testAccount { markedBy } } }`;

type Mark = { externalPlayerId: string; markedBy: string; markedAt: string };
type PlayerData = { player: { testAccount: { markedBy: string } | null } };

const ROLES: OperatorUserRoleValue[] = ["operator_admin", "operator_support", "operator_finance"];

let t: ProviderTestContext;
const users = new Map<string, { id: string; email: string; password: string }>();
const clients = new Map<string, BackofficeClient>();
let ipCounter = 0;

async function signedIn(key: string): Promise<BackofficeClient> {
  const existing = clients.get(key);
  if (existing) return existing;
  const user = users.get(key)!;
  const client = new BackofficeClient(t.app.baseUrl, `198.51.100.${++ipCounter}`);
  const result = await client.signInToBackoffice(user.email, user.password);
  expect(result.signedIn, JSON.stringify(result)).toBe(true);
  clients.set(key, client);
  return client;
}

const actorOf = (key: string) => `operator:${users.get(key)!.id}`;

beforeAll(async () => {
  t = await startProviderTest({
    env: { TRUSTED_PROXY_HOPS: "1" },
    seed: async () => {
      const create = async (key: string, operatorId: string, role: OperatorUserRoleValue) => {
        const created = await createOperatorUserWithOwnPassword({
          operatorId,
          email: `${key}@test.example`,
          role,
          actor: "test",
        });
        users.set(key, { id: created.user.id, email: created.user.email, password: created.password });
      };
      for (const role of ROLES) await create(`alpha-${role}`, "alpha-casino", role);
      await create("beta-support", "beta-bet", "operator_support");
      for (const [operatorId, player] of [
        ["alpha-casino", "tester-1"],
        ["beta-bet", "beta-tester"],
      ] as const) {
        await createLaunchSession({
          operatorId,
          request: { symbol: GAMES.oceanic.symbol, external_player_id: player },
          fallbackBaseUrl: "http://games.test.example",
        });
      }
    },
  });
});

afterAll(async () => {
  // The seed's launches opened this process's direct pool: closed before the database goes.
  await closeDirectSql();
  await t?.stop();
});

describe("back-office test accounts", () => {
  it("support marks a player (every role reads the mark), a second mark changes nothing, admin unmarks", async () => {
    const support = await signedIn("alpha-operator_support");
    const finance = await signedIn("alpha-operator_finance");
    expect((await finance.data<PlayerData>(PLAYER, { id: "tester-1" })).player.testAccount).toBeNull();

    const { markTestAccount } = await support.data<{ markTestAccount: Mark }>(MARK, { id: "tester-1" });
    expect(markTestAccount).toMatchObject({
      externalPlayerId: "tester-1",
      markedBy: actorOf("alpha-operator_support"),
    });
    expect((await finance.data<PlayerData>(PLAYER, { id: "tester-1" })).player.testAccount).toEqual({
      markedBy: actorOf("alpha-operator_support"),
    });

    const admin = await signedIn("alpha-operator_admin");
    const again = await admin.data<{ markTestAccount: Mark }>(MARK, { id: "tester-1" });
    expect(again.markTestAccount).toEqual(markTestAccount);

    expect((await admin.data<{ unmarkTestAccount: boolean }>(UNMARK, { id: "tester-1" })).unmarkTestAccount).toBe(true);
    expect((await admin.data<{ unmarkTestAccount: boolean }>(UNMARK, { id: "tester-1" })).unmarkTestAccount).toBe(
      false,
    );
    expect((await support.data<PlayerData>(PLAYER, { id: "tester-1" })).player.testAccount).toBeNull();
  });

  it("refuses marking and unmarking to finance with forbidden, and changes nothing", async () => {
    const finance = await signedIn("alpha-operator_finance");
    expect(errorCodes(await finance.graphql(MARK, { id: "tester-1" }))).toEqual(["forbidden"]);
    expect(errorCodes(await finance.graphql(UNMARK, { id: "tester-1" }))).toEqual(["forbidden"]);
    expect((await finance.data<PlayerData>(PLAYER, { id: "tester-1" })).player.testAccount).toBeNull();
  });

  it("answers player_not_found for another operator's player, as for an id nobody has, and refuses bad input", async () => {
    const beta = await signedIn("beta-support");
    await beta.data(MARK, { id: "beta-tester" });
    const alpha = await signedIn("alpha-operator_admin");
    for (const id of ["beta-tester", "nobody-404"]) {
      expect(errorCodes(await alpha.graphql(MARK, { id }))).toEqual(["player_not_found"]);
      expect(errorCodes(await alpha.graphql(UNMARK, { id }))).toEqual(["player_not_found"]);
    }
    expect(errorCodes(await alpha.graphql(MARK, { id: "x".repeat(129) }))).toEqual(["invalid_request"]);
    // Beta's mark stands; beta cannot reach alpha's player either.
    expect((await beta.data<PlayerData>(PLAYER, { id: "beta-tester" })).player.testAccount).not.toBeNull();
    expect(errorCodes(await beta.graphql(MARK, { id: "tester-1" }))).toEqual(["player_not_found"]);
  });

  it("describes each round's test flag in the operator API's OpenAPI document", async () => {
    const response = await fetch(`${t.app.baseUrl}/api/provider/v1/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      components: { schemas: Record<string, { properties: Record<string, { type?: string }>; required?: string[] }> };
    };
    for (const name of ["RoundDetails", "PlayerRound", "OpenRound"]) {
      const schema = document.components.schemas[name]!;
      expect(schema.properties.test, name).toMatchObject({ type: "boolean" });
      expect(schema.required, name).toContain("test");
    }
  });

  it.runIf(canQueryDatabase)("audits each mark and unmark with the operator user as the actor", async () => {
    const rows = await prisma.auditLog.findMany({
      where: { action: { in: ["player.mark_test_account", "player.unmark_test_account"] } },
      orderBy: { id: "asc" },
      select: { actor: true, action: true, targetId: true },
    });
    expect(rows).toEqual([
      { actor: actorOf("alpha-operator_support"), action: "player.mark_test_account", targetId: "tester-1" },
      { actor: actorOf("alpha-operator_admin"), action: "player.unmark_test_account", targetId: "tester-1" },
      { actor: actorOf("beta-support"), action: "player.mark_test_account", targetId: "beta-tester" },
    ]);
  });
});
