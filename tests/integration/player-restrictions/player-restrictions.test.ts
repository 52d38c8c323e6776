import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/base/errors";
import { closeDirectSql } from "@/lib/server/db/direct-sql";
import { disconnectPrisma, prisma } from "@/lib/server/db/prisma";
import { createLaunchSession } from "@/lib/server/launch/create-launch-session";
import { liftPlayerRestriction } from "@/lib/server/player-restrictions/lift-player-restriction";
import { listPlayerRestrictions } from "@/lib/server/player-restrictions/list-player-restrictions";
import { restrictPlayer } from "@/lib/server/player-restrictions/restrict-player";
import { endPlayerSessions } from "@/lib/server/sessions/end-player-sessions";
import { createProviderWorld, GAMES } from "@/tests/integration/support/provider-fixtures";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

// The back office's player services (issue 30) against a real database: restrict and lift (the launch refuses a
// restricted player with player_restricted), kick (end a player's open sessions), each scoped to one operator (a
// player or restriction of another operator is "not found") and audited with the actor.

const ACTOR = "operator:user-1";
const OTHER_ACTOR = "console:staff@example.com";
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await disconnectPrisma();
  database.useInThisProcess();
  await createProviderWorld();
});
afterAll(async () => {
  // The launches in this process opened its direct pool: closed before the database goes.
  await closeDirectSql();
  await database?.drop();
});

function launch(operatorId: string, externalPlayerId: string, symbol: string = GAMES.oceanic.symbol) {
  return createLaunchSession({
    operatorId,
    request: { symbol, external_player_id: externalPlayerId },
    fallbackBaseUrl: "http://games.test.example",
  });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("restricting a player", () => {
  it("refuses the player's launches with 403 player_restricted until lifted, audited both ways", async () => {
    await launch("alpha-casino", "restricted-1");
    const restriction = await restrictPlayer({
      operatorId: "alpha-casino",
      externalPlayerId: "restricted-1",
      reason: "self-exclusion request",
      actor: ACTOR,
    });
    expect(restriction).toMatchObject({
      endsAt: null,
      createdBy: ACTOR,
      liftedAt: null,
      reason: "self-exclusion request",
    });

    const refused = await refusal(launch("alpha-casino", "restricted-1"));
    expect([refused.code, refused.status]).toEqual(["player_restricted", 403]);
    // Every game of the operator, not only the one launched before.
    expect((await refusal(launch("alpha-casino", "restricted-1", GAMES.aurora.symbol))).code).toBe("player_restricted");
    expect(await listPlayerRestrictions({ operatorId: "alpha-casino", externalPlayerId: "restricted-1" })).toEqual([
      restriction,
    ]);

    const lifted = await liftPlayerRestriction({
      operatorId: "alpha-casino",
      restrictionId: restriction.id,
      actor: OTHER_ACTOR,
    });
    expect(lifted.liftedBy).toBe(OTHER_ACTOR);
    expect(lifted.liftedAt).not.toBeNull();
    await expect(launch("alpha-casino", "restricted-1")).resolves.toMatchObject({ operator_id: "alpha-casino" });
    expect(await listPlayerRestrictions({ operatorId: "alpha-casino", externalPlayerId: "restricted-1" })).toEqual([]);

    const audit = await prisma.auditLog.findMany({
      where: { targetType: "player_restriction", targetId: restriction.id },
      orderBy: { id: "asc" },
    });
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ["player.restrict", ACTOR],
      ["player.lift_restriction", OTHER_ACTOR],
    ]);
    expect(audit[0]?.after).toMatchObject({ operatorId: "alpha-casino", externalPlayerId: "restricted-1" });
    expect(audit[1]?.after).toMatchObject({ liftedBy: OTHER_ACTOR });

    // Lifting again changes nothing and writes no second row.
    await liftPlayerRestriction({ operatorId: "alpha-casino", restrictionId: restriction.id, actor: ACTOR });
    expect(await prisma.auditLog.count({ where: { targetId: restriction.id } })).toBe(2);
  });

  it("refuses while ends_at is ahead, and lets the player launch once it has passed", async () => {
    await launch("alpha-casino", "timed-1");
    await launch("alpha-casino", "ended-1");
    await restrictPlayer({
      operatorId: "alpha-casino",
      externalPlayerId: "timed-1",
      reason: "cooling off",
      endsAt: new Date(Date.now() + 3_600_000),
      actor: ACTOR,
    });
    expect((await refusal(launch("alpha-casino", "timed-1"))).code).toBe("player_restricted");

    // A restriction whose end has passed (the service refuses a past end, so the row is written as time left it).
    await prisma.playerRestriction.create({
      data: {
        operatorId: "alpha-casino",
        externalPlayerId: "ended-1",
        reason: "cooling off",
        endsAt: new Date(Date.now() - 60_000),
        createdBy: ACTOR,
      },
    });
    await expect(launch("alpha-casino", "ended-1")).resolves.toMatchObject({ operator_id: "alpha-casino" });
    expect(await listPlayerRestrictions({ operatorId: "alpha-casino", externalPlayerId: "ended-1" })).toEqual([]);

    const pastEnd = await refusal(
      restrictPlayer({
        operatorId: "alpha-casino",
        externalPlayerId: "timed-1",
        reason: "x",
        endsAt: new Date(Date.now() - 1000),
        actor: ACTOR,
      }),
    );
    expect([pastEnd.code, pastEnd.fields]).toEqual(["invalid_request", { endsAt: "must be in the future" }]);
    expect(
      (
        await refusal(
          restrictPlayer({ operatorId: "alpha-casino", externalPlayerId: "timed-1", reason: " ", actor: ACTOR }),
        )
      ).code,
    ).toBe("invalid_request");
  });

  it("keeps to one operator: the same player id elsewhere launches, and another operator's player is not found", async () => {
    await launch("alpha-casino", "shared-1");
    await launch("beta-bet", "shared-1");
    await launch("alpha-casino", "alpha-only");
    const restriction = await restrictPlayer({
      operatorId: "alpha-casino",
      externalPlayerId: "shared-1",
      reason: "chargeback",
      actor: ACTOR,
    });
    expect((await refusal(launch("alpha-casino", "shared-1"))).code).toBe("player_restricted");
    await expect(launch("beta-bet", "shared-1")).resolves.toMatchObject({ operator_id: "beta-bet" });

    const unknownPlayer = await refusal(
      restrictPlayer({ operatorId: "beta-bet", externalPlayerId: "alpha-only", reason: "x", actor: ACTOR }),
    );
    expect([unknownPlayer.code, unknownPlayer.status]).toEqual(["not_found", 404]);
    const otherRestriction = await refusal(
      liftPlayerRestriction({ operatorId: "beta-bet", restrictionId: restriction.id, actor: ACTOR }),
    );
    expect([otherRestriction.code, otherRestriction.status]).toEqual(["not_found", 404]);
    expect(await listPlayerRestrictions({ operatorId: "beta-bet", externalPlayerId: "shared-1" })).toEqual([]);
    // Nothing was written for the refused calls.
    expect(await prisma.playerRestriction.count({ where: { operatorId: "beta-bet" } })).toBe(0);
    expect((await refusal(launch("alpha-casino", "shared-1"))).code).toBe("player_restricted");
  });
});

describe("kicking a player", () => {
  it("ends the player's open sessions at this operator only, each audited, and says which it ended", async () => {
    const first = await launch("alpha-casino", "kick-1", GAMES.aurora.symbol);
    const second = await launch("alpha-casino", "kick-1", GAMES.oceanic.symbol);
    const otherOperator = await launch("beta-bet", "kick-1");
    const otherPlayer = await launch("alpha-casino", "kick-2");

    const ended = await endPlayerSessions({ operatorId: "alpha-casino", externalPlayerId: "kick-1", actor: ACTOR });
    expect([...ended.sessionIds].sort()).toEqual([first.session_id, second.session_id].sort());

    const sessions = await prisma.launchSession.findMany({
      where: { id: { in: [first, second, otherOperator, otherPlayer].map((result) => result.session_id) } },
      select: { id: true, terminatedAt: true },
    });
    const terminated = new Map(sessions.map((session) => [session.id, session.terminatedAt !== null]));
    expect(terminated.get(first.session_id)).toBe(true);
    expect(terminated.get(second.session_id)).toBe(true);
    expect(terminated.get(otherOperator.session_id)).toBe(false);
    expect(terminated.get(otherPlayer.session_id)).toBe(false);

    const audit = await prisma.auditLog.findMany({
      where: { action: "launch_session.terminate", targetId: { in: [first.session_id, second.session_id] } },
    });
    expect(audit.map((row) => row.actor)).toEqual([ACTOR, ACTOR]);

    // Nothing left open: a second kick ends nothing and writes nothing.
    expect(await endPlayerSessions({ operatorId: "alpha-casino", externalPlayerId: "kick-1", actor: ACTOR })).toEqual({
      sessionIds: [],
    });
    expect(await prisma.auditLog.count({ where: { action: "launch_session.terminate" } })).toBe(2);
  });

  it("answers not found for a player the operator never launched, even one of another operator", async () => {
    await launch("beta-bet", "beta-only");
    const refused = await refusal(
      endPlayerSessions({ operatorId: "alpha-casino", externalPlayerId: "beta-only", actor: ACTOR }),
    );
    expect([refused.code, refused.status]).toEqual(["not_found", 404]);
    expect(
      await prisma.launchSession.count({ where: { externalPlayerId: "beta-only", terminatedAt: { not: null } } }),
    ).toBe(0);
  });
});
