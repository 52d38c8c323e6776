import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchResponseSchema, providerErrorSchema } from "@/lib/contract/provider-api";
import { closeDirectSql } from "@/lib/server/db/direct-sql";
import { prisma } from "@/lib/server/db/prisma";
import { createLaunchSession } from "@/lib/server/launch/create-launch-session";
import { liftPlayerRestriction } from "@/lib/server/player-restrictions/lift-player-restriction";
import { restrictPlayer } from "@/lib/server/player-restrictions/restrict-player";
import {
  canQueryDatabase,
  GAMES,
  startProviderTest,
  type ProviderTestContext,
} from "@/tests/integration/support/provider-fixtures";

// The launch of a restricted player over real HTTP against the built app: 403 with the contract's error body and
// error "player_restricted"; an ended or lifted restriction, and the same player id at another operator, launch.
// Restrictions are written before the app starts (both backends); on PostgreSQL also while it runs.

const LAUNCH = "/api/provider/v1/launch-url";
const ACTOR = "operator:user-1";

let t: ProviderTestContext;

beforeAll(async () => {
  t = await startProviderTest({
    seed: async () => {
      for (const [operatorId, player] of [
        ["alpha-casino", "restricted-1"],
        ["beta-bet", "restricted-1"],
        ["alpha-casino", "ended-1"],
        ["alpha-casino", "lifted-1"],
      ] as const) {
        await createLaunchSession({
          operatorId,
          request: { symbol: GAMES.oceanic.symbol, external_player_id: player },
          fallbackBaseUrl: "http://games.test.example",
        });
      }
      await restrictPlayer({
        operatorId: "alpha-casino",
        externalPlayerId: "restricted-1",
        reason: "fraud",
        actor: ACTOR,
      });
      await prisma.playerRestriction.create({
        data: {
          operatorId: "alpha-casino",
          externalPlayerId: "ended-1",
          reason: "cooling off",
          endsAt: new Date(Date.now() - 60_000),
          createdBy: ACTOR,
        },
      });
      const lifted = await restrictPlayer({
        operatorId: "alpha-casino",
        externalPlayerId: "lifted-1",
        reason: "mistake",
        endsAt: new Date(Date.now() + 3_600_000),
        actor: ACTOR,
      });
      await liftPlayerRestriction({ operatorId: "alpha-casino", restrictionId: lifted.id, actor: ACTOR });
    },
  });
});
afterAll(async () => {
  // The launches of the seed opened this process's direct pool: closed before the database goes.
  await closeDirectSql();
  await t?.stop();
});

function launch(player: string, key = t.world.alphaKey) {
  return t.post(LAUNCH, { symbol: GAMES.oceanic.symbol, external_player_id: player }, { key });
}

async function expectRestricted(response: Response) {
  expect(response.status).toBe(403);
  const body = providerErrorSchema.parse(await response.json());
  expect(body).toMatchObject({ success: false, error: "player_restricted" });
  expect(body.detail).toBe("The player is restricted from launching games");
}

async function expectLaunched(response: Response, operatorId: string) {
  expect(response.status).toBe(200);
  expect(launchResponseSchema.parse(await response.json()).data.operator_id).toBe(operatorId);
}

describe("launching a restricted player", () => {
  it("answers 403 player_restricted in the contract's error body", async () => {
    await expectRestricted(await launch("restricted-1"));
  });

  it("launches the same player id at another operator", async () => {
    await expectLaunched(await launch("restricted-1", t.world.betaKey), "beta-bet");
  });

  it("launches once the restriction's end has passed, and once it was lifted", async () => {
    await expectLaunched(await launch("ended-1"), "alpha-casino");
    await expectLaunched(await launch("lifted-1"), "alpha-casino");
  });

  it.runIf(canQueryDatabase)("takes a restriction and its lift at once on the running app", async () => {
    await expectLaunched(await launch("live-1"), "alpha-casino");
    const restriction = await restrictPlayer({
      operatorId: "alpha-casino",
      externalPlayerId: "live-1",
      reason: "support ticket 42",
      actor: ACTOR,
    });
    await expectRestricted(await launch("live-1"));
    await liftPlayerRestriction({ operatorId: "alpha-casino", restrictionId: restriction.id, actor: ACTOR });
    await expectLaunched(await launch("live-1"), "alpha-casino");
  });
});
