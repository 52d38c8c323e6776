import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDirectSql } from "@/lib/server/db/direct-sql";
import { createLaunchSession } from "@/lib/server/launch/create-launch-session";
import { liftPlayerRestriction } from "@/lib/server/player-restrictions/lift-player-restriction";
import { restrictPlayer } from "@/lib/server/player-restrictions/restrict-player";
import { errorCodes, startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";

// The staff console reads a player's active launch restrictions (set by operators in their back office) through the
// console API: every operator's, or one operator's; lifted ones are gone; staff sign-in required.

const QUERY = `query ($externalPlayerId: String!, $operatorId: ID) {
  playerRestrictions(externalPlayerId: $externalPlayerId, operatorId: $operatorId) {
    operatorId externalPlayerId reason endsAt createdBy createdAt
  }
}`;

describe("console GraphQL: player restrictions", () => {
  let ctx: ConsoleTestContext;
  const endsAt = new Date(Date.now() + 86_400_000);

  beforeAll(async () => {
    ctx = await startConsoleTest({
      prepare: async () => {
        for (const operatorId of ["demo-casino", "nova-bet"]) {
          await createLaunchSession({
            operatorId,
            request: { symbol: "vs20aurora", external_player_id: "player-7" },
            fallbackBaseUrl: "http://games.test.example",
          });
        }
        await restrictPlayer({
          operatorId: "demo-casino",
          externalPlayerId: "player-7",
          reason: "self-exclusion",
          actor: "operator:user-1",
        });
        await restrictPlayer({
          operatorId: "nova-bet",
          externalPlayerId: "player-7",
          reason: "chargeback",
          endsAt,
          actor: "operator:user-2",
        });
        const lifted = await restrictPlayer({
          operatorId: "nova-bet",
          externalPlayerId: "player-7",
          reason: "lifted later",
          actor: "operator:user-2",
        });
        await liftPlayerRestriction({ operatorId: "nova-bet", restrictionId: lifted.id, actor: "operator:user-2" });
        await closeDirectSql();
      },
    });
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  it("lists the player's active restrictions of every operator, or of one, to any staff role", async () => {
    const every = await ctx.viewer.data<{ playerRestrictions: Record<string, unknown>[] }>(QUERY, {
      externalPlayerId: "player-7",
    });
    expect(
      every.playerRestrictions.map(({ operatorId, reason, endsAt: end, createdBy }) => [
        operatorId,
        reason,
        end,
        createdBy,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["demo-casino", "self-exclusion", null, "operator:user-1"],
        ["nova-bet", "chargeback", endsAt.toISOString(), "operator:user-2"],
      ]),
    );
    expect(every.playerRestrictions).toHaveLength(2);

    const one = await ctx.admin.data<{ playerRestrictions: { operatorId: string; reason: string }[] }>(QUERY, {
      externalPlayerId: "player-7",
      operatorId: "nova-bet",
    });
    expect(one.playerRestrictions.map((row) => [row.operatorId, row.reason])).toEqual([["nova-bet", "chargeback"]]);
    expect(
      (await ctx.admin.data<{ playerRestrictions: unknown[] }>(QUERY, { externalPlayerId: "player-8" }))
        .playerRestrictions,
    ).toEqual([]);
  });

  it("refuses a client without a staff session", async () => {
    const result = await ctx.anonymous.graphql(QUERY, { externalPlayerId: "player-7" });
    expect(result.status).toBe(401);
    expect(errorCodes(result)).toEqual(["unauthenticated"]);
  });
});
