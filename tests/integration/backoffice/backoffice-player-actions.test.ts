import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchResponseSchema, providerErrorSchema } from "@/lib/contract/provider-api";
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

// The back office's restrict, lift and kick over real HTTP against the built app: a restriction set by a support
// user refuses the player's next launch (403 player_restricted) until lifted; a kick ends the player's open
// sessions; finance reads restrictions but may not act (forbidden); another operator's player or restriction is
// player_not_found, as an id nobody has; the audit names the operator user as the actor.

const LAUNCH = "/api/provider/v1/launch-url";
const RESTRICT = `mutation Restrict($id: ID!, $reason: String!, $endsAt: DateTime) {
  restrictPlayer(externalPlayerId: $id, reason: $reason, endsAt: $endsAt) { id externalPlayerId reason endsAt createdBy }
}`;
const LIFT = `mutation Lift($id: ID!) { liftPlayerRestriction(restrictionId: $id) { id liftedAt liftedBy } }`;
const KICK = `mutation Kick($id: ID!) { kickPlayer(externalPlayerId: $id) { externalPlayerId endedSessionIds } }`;
const PLAYER = `query Player($id: ID!) {
  player(externalPlayerId: $id) {
    restrictions { id reason }
    active: sessions(state: "active") { items { id } }
    ended: sessions(state: "ended") { items { id } }
  }
}`;

type Restriction = { id: string; externalPlayerId: string; reason: string; endsAt: string | null; createdBy: string };
type PlayerData = {
  player: {
    restrictions: { id: string; reason: string }[];
    active: { items: { id: string }[] };
    ended: { items: { id: string }[] };
  };
};

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

function launch(player: string, key = t.world.alphaKey) {
  return t.post(LAUNCH, { symbol: GAMES.oceanic.symbol, external_player_id: player }, { key });
}

async function expectLaunched(player: string) {
  const response = await launch(player);
  expect(response.status).toBe(200);
  return launchResponseSchema.parse(await response.json()).data;
}

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
        ["alpha-casino", "player-1"],
        ["alpha-casino", "kicked-1"],
        ["beta-bet", "beta-only"],
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

describe("back-office player actions", () => {
  it("restricts a player (the launch answers 403 player_restricted), lists it, and lifts it (the launch works)", async () => {
    const support = await signedIn("alpha-operator_support");
    await expectLaunched("player-1");
    const { restrictPlayer } = await support.data<{ restrictPlayer: Restriction }>(RESTRICT, {
      id: "player-1",
      reason: "support ticket 7",
    });
    expect(restrictPlayer).toMatchObject({
      externalPlayerId: "player-1",
      reason: "support ticket 7",
      endsAt: null,
      createdBy: `operator:${users.get("alpha-operator_support")!.id}`,
    });

    const refused = await launch("player-1");
    expect(refused.status).toBe(403);
    expect(providerErrorSchema.parse(await refused.json())).toMatchObject({ error: "player_restricted" });

    // Every role reads the restrictions, finance included.
    const finance = await signedIn("alpha-operator_finance");
    const { player } = await finance.data<PlayerData>(PLAYER, { id: "player-1" });
    expect(player.restrictions).toEqual([{ id: restrictPlayer.id, reason: "support ticket 7" }]);

    const admin = await signedIn("alpha-operator_admin");
    const { liftPlayerRestriction } = await admin.data<{
      liftPlayerRestriction: { id: string; liftedAt: string | null; liftedBy: string };
    }>(LIFT, { id: restrictPlayer.id });
    expect(liftPlayerRestriction.liftedAt).not.toBeNull();
    expect(liftPlayerRestriction.liftedBy).toBe(`operator:${users.get("alpha-operator_admin")!.id}`);
    await expectLaunched("player-1");
    const after = await support.data<PlayerData>(PLAYER, { id: "player-1" });
    expect(after.player.restrictions).toEqual([]);
  });

  it("refuses an end in the past with invalid_request", async () => {
    const support = await signedIn("alpha-operator_support");
    const result = await support.graphql(RESTRICT, {
      id: "player-1",
      reason: "too late",
      endsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(errorCodes(result)).toEqual(["invalid_request"]);
  });

  it("kicks a player: every open session ends, and a second kick has none left", async () => {
    const support = await signedIn("alpha-operator_support");
    const launched = await expectLaunched("kicked-1");
    const before = await support.data<PlayerData>(PLAYER, { id: "kicked-1" });
    expect(before.player.active.items.map((session) => session.id)).toContain(launched.session_id);

    const { kickPlayer } = await support.data<{ kickPlayer: { externalPlayerId: string; endedSessionIds: string[] } }>(
      KICK,
      { id: "kicked-1" },
    );
    expect(kickPlayer.externalPlayerId).toBe("kicked-1");
    expect([...kickPlayer.endedSessionIds].sort()).toEqual(before.player.active.items.map((s) => s.id).sort());
    const after = await support.data<PlayerData>(PLAYER, { id: "kicked-1" });
    expect(after.player.active.items).toEqual([]);
    expect(after.player.ended.items.map((session) => session.id)).toContain(launched.session_id);
    const again = await support.data<{ kickPlayer: { endedSessionIds: string[] } }>(KICK, { id: "kicked-1" });
    expect(again.kickPlayer.endedSessionIds).toEqual([]);
  });

  it("refuses every action to finance with forbidden", async () => {
    const finance = await signedIn("alpha-operator_finance");
    const support = await signedIn("alpha-operator_support");
    const { restrictPlayer } = await support.data<{ restrictPlayer: Restriction }>(RESTRICT, {
      id: "player-1",
      reason: "finance may not lift this",
    });
    expect(errorCodes(await finance.graphql(RESTRICT, { id: "player-1", reason: "no" }))).toEqual(["forbidden"]);
    expect(errorCodes(await finance.graphql(LIFT, { id: restrictPlayer.id }))).toEqual(["forbidden"]);
    expect(errorCodes(await finance.graphql(KICK, { id: "player-1" }))).toEqual(["forbidden"]);
    const { player } = await finance.data<PlayerData>(PLAYER, { id: "player-1" });
    expect(player.restrictions.map((restriction) => restriction.id)).toEqual([restrictPlayer.id]);
    await support.data(LIFT, { id: restrictPlayer.id });
  });

  it("answers player_not_found for another operator's player and restriction, as for ids nobody has", async () => {
    const beta = await signedIn("beta-support");
    const { restrictPlayer } = await beta.data<{ restrictPlayer: Restriction }>(RESTRICT, {
      id: "beta-only",
      reason: "beta's own",
    });
    const alpha = await signedIn("alpha-operator_admin");
    for (const id of ["beta-only", "nobody-404"]) {
      expect(errorCodes(await alpha.graphql(RESTRICT, { id, reason: "not mine" }))).toEqual(["player_not_found"]);
      expect(errorCodes(await alpha.graphql(KICK, { id }))).toEqual(["player_not_found"]);
    }
    for (const id of [restrictPlayer.id, "rst_nobody"]) {
      expect(errorCodes(await alpha.graphql(LIFT, { id }))).toEqual(["player_not_found"]);
    }
    // Beta's restriction stands, and alpha's player-1 was never touched by beta.
    const theirs = await beta.data<PlayerData>(PLAYER, { id: "beta-only" });
    expect(theirs.player.restrictions.map((restriction) => restriction.id)).toEqual([restrictPlayer.id]);
    expect(errorCodes(await beta.graphql(KICK, { id: "player-1" }))).toEqual(["player_not_found"]);
  });

  it.runIf(canQueryDatabase)("audits each action with the operator user as the actor", async () => {
    const support = `operator:${users.get("alpha-operator_support")!.id}`;
    const admin = `operator:${users.get("alpha-operator_admin")!.id}`;
    const rows = await prisma.auditLog.findMany({
      where: { action: { in: ["player.restrict", "player.lift_restriction", "launch_session.terminate"] } },
      orderBy: { id: "asc" },
      select: { actor: true, action: true },
    });
    expect(rows).toContainEqual({ actor: support, action: "player.restrict" });
    expect(rows).toContainEqual({ actor: admin, action: "player.lift_restriction" });
    expect(rows).toContainEqual({ actor: support, action: "launch_session.terminate" });
    expect(rows.every((row) => row.actor.startsWith("operator:"))).toBe(true);
  });
});
