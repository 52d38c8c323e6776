import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runtimeErrorResponseSchema, sessionEventSchema } from "@/lib/contract/runtime-api";
import { prisma } from "@/lib/server/db/prisma";
import { endPlayerSessions } from "@/lib/server/sessions/end-player-sessions";
import { testDbKind } from "@/tests/support/test-database";
import {
  launch,
  OPERATOR,
  openEventStream,
  openLaunchUrl,
  startRuntimeTest,
  type EventStreamReader,
  type GameBrowser,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// Kicking a player (back office, issue 30) while the game pages are open on the running app: every open page of
// the player is told at once over its event stream and its session stops working; another player's page plays on.
// The kick runs in this process against the app's database while the app runs: PostgreSQL only.

describe.runIf(testDbKind === "postgres")("kicking a player with open game pages", () => {
  let t: RuntimeTestContext;
  const streams: EventStreamReader[] = [];

  beforeAll(async () => {
    t = await startRuntimeTest();
  });
  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await t?.stop();
  });

  async function openPage(
    playerId: string,
    symbol: string,
  ): Promise<{ browser: GameBrowser; stream: EventStreamReader }> {
    const browser = await openLaunchUrl(
      (await launch(t.app.baseUrl, t.operatorKey, { external_player_id: playerId, symbol })).launch_url,
    );
    const stream = await openEventStream(browser);
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    await stream.waitForComment((comment) => comment === "connected");
    return { browser, stream };
  }

  it("tells each of the player's open pages the session ended, and their sessions answer 410 session_ended", async () => {
    const aurora = await openPage("kicked-1", "vs20aurora");
    const wildWest = await openPage("kicked-1", "vs40wildwest");
    const bystander = await openPage("bystander-1", "vs20aurora");

    const ended = await endPlayerSessions({
      operatorId: OPERATOR,
      externalPlayerId: "kicked-1",
      actor: "operator:support-1",
    });
    expect([...ended.sessionIds].sort()).toEqual([aurora.browser.sessionId, wildWest.browser.sessionId].sort());

    for (const page of [aurora, wildWest]) {
      const event = await page.stream.nextEvent("session");
      expect(sessionEventSchema.parse(JSON.parse(event.data))).toEqual({ state: "ended" });
      const state = await page.browser.api("/state");
      expect(state.status).toBe(410);
      expect(runtimeErrorResponseSchema.parse(await state.json()).error).toBe("session_ended");
    }
    expect((await bystander.browser.api("/state")).status).toBe(200);
    const audit = await prisma.auditLog.findMany({
      where: { action: "launch_session.terminate", targetId: { in: ended.sessionIds } },
    });
    expect(audit.map((row) => row.actor)).toEqual(["operator:support-1", "operator:support-1"]);
  });
});
