import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCodes, startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";

// Launch sessions in the console API: created through the REST facade, opened like a player's browser does (the
// launch URL's token becomes a cookie, the game page subscribes to its event stream), then listed and ended by
// staff — and the open page is told at once.

interface OpenPage {
  sessionId: string;
  /** The browser's session cookie, "gp_rt_<id>=<token>". */
  cookie: string;
  /** Resolves with the event names the stream delivered until it closed. */
  closed: Promise<string[]>;
  close(): void;
}

describe("console GraphQL: launch sessions", () => {
  let ctx: ConsoleTestContext;

  beforeAll(async () => {
    ctx = await startConsoleTest();
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  async function launch(player: string, symbol = "vs20aurora") {
    const response = await fetch(`${ctx.app.baseUrl}/api/provider/v1/launch-url`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-provider-api-key": ctx.seed.credentials.operatorKey },
      body: JSON.stringify({ symbol, external_player_id: player, currency: "EUR" }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { session_id: string; launch_url: string };
  }

  /** Opens launch_url like a browser (token → cookie) and subscribes to the page's event stream. */
  async function openGamePage(launchUrl: string): Promise<OpenPage> {
    const opened = await fetch(launchUrl, { redirect: "manual" });
    expect(opened.status).toBe(303);
    const cookie = opened.headers
      .getSetCookie()
      .find((line) => line.startsWith("gp_rt_"))!
      .split(";")[0]!;
    const sessionId = cookie.slice("gp_rt_".length, cookie.indexOf("="));
    const controller = new AbortController();
    const stream = await fetch(`${ctx.app.baseUrl}/api/runtime/sessions/${sessionId}/events`, {
      headers: { cookie, accept: "text/event-stream" },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    // The stream's first bytes arrive once it is registered as a subscriber.
    await reader.read();
    const closed = (async () => {
      const events: string[] = [];
      let text = "";
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          text += new TextDecoder().decode(value);
          for (const match of text.matchAll(/^event: (\S+)$/gm)) events.push(match[1]!);
          text = text.slice(text.lastIndexOf("\n") + 1);
        }
      } catch {
        // aborted by the test
      }
      return events;
    })();
    return { sessionId, cookie, closed, close: () => controller.abort() };
  }

  const SESSION_FIELDS =
    "id operatorId externalPlayerId gameSymbol gameTitle currency lang device state subscribers expiresAt terminatedAt";

  it("lists active sessions per operator and player with their open game pages", async () => {
    const first = await launch("console-player-1");
    const second = await launch("console-player-2", "vs25pharaoh");
    const page = await openGamePage(first.launch_url);
    try {
      const byPlayer = await ctx.admin.data(
        `{ sessions(filter: { operatorId: "demo-casino", externalPlayerId: "console-player-1" }) { items { ${SESSION_FIELDS} } nextCursor } }`,
      );
      expect(byPlayer.sessions).toEqual({
        items: [
          {
            id: first.session_id,
            operatorId: "demo-casino",
            externalPlayerId: "console-player-1",
            gameSymbol: "vs20aurora",
            gameTitle: "Aurora Riches",
            currency: "EUR",
            lang: "en",
            device: "desktop",
            state: "active",
            subscribers: 1,
            expiresAt: expect.any(String),
            terminatedAt: null,
          },
        ],
        nextCursor: null,
      });
      const all = await ctx.admin.data(
        `{ sessions(filter: { operatorId: "demo-casino" }) { items { id subscribers } } }`,
      );
      expect(all.sessions.items.map((item: { id: string }) => item.id)).toEqual([second.session_id, first.session_id]);
      const bySlug = await ctx.admin.data(`{ sessions(filter: { gameSymbol: "pharaohs-fortune" }) { items { id } } }`);
      expect(bySlug.sessions.items).toEqual([{ id: second.session_id }]);

      const dashboard = await ctx.admin.data(`{ dashboard { liveSessions sseSubscribers } }`);
      expect(dashboard.dashboard).toEqual({ liveSessions: 2, sseSubscribers: 1 });
    } finally {
      page.close();
      await page.closed;
    }
  });

  it("terminates a session: the open page gets a session event and its cookie stops working, audited", async () => {
    const launched = await launch("console-player-3");
    const page = await openGamePage(launched.launch_url);

    const viewer = await ctx.viewer.graphql(`mutation { terminateSession(id: "${launched.session_id}") { id } }`);
    expect(errorCodes(viewer)).toEqual(["forbidden"]);

    const ended = await ctx.admin.data(
      `mutation { terminateSession(id: "${launched.session_id}") { id state subscribers terminatedAt } }`,
    );
    expect(ended.terminateSession).toEqual({
      id: launched.session_id,
      state: "ended",
      subscribers: 0,
      terminatedAt: expect.any(String),
    });
    expect(await page.closed).toContain("session");
    const state = await fetch(`${ctx.app.baseUrl}/api/runtime/sessions/${launched.session_id}/state`, {
      headers: { cookie: page.cookie },
    });
    expect(state.status).toBeGreaterThanOrEqual(400);
    expect(state.status).toBeLessThan(500);

    const active = await ctx.admin.data(
      `{ sessions(filter: { externalPlayerId: "console-player-3" }) { items { id } } }`,
    );
    expect(active.sessions.items).toEqual([]);
    const endedList = await ctx.admin.data(
      `{ sessions(filter: { externalPlayerId: "console-player-3", state: ended }) { items { id state } } }`,
    );
    expect(endedList.sessions.items).toEqual([{ id: launched.session_id, state: "ended" }]);

    const audit = await ctx.admin.data(
      `{ auditLog(filter: { targetType: "launch_session", targetId: "${launched.session_id}" }) { items { action actor } } }`,
    );
    expect(audit.auditLog.items).toEqual([{ action: "launch_session.terminate", actor: "console:admin@demo.local" }]);

    // Ending it again changes nothing; unknown sessions are not_found.
    const again = await ctx.admin.data(`mutation { terminateSession(id: "${launched.session_id}") { terminatedAt } }`);
    expect(again.terminateSession.terminatedAt).toBe(ended.terminateSession.terminatedAt);
    expect(errorCodes(await ctx.admin.graphql(`mutation { terminateSession(id: "ses_missing") { id } }`))).toEqual([
      "not_found",
    ]);
    expect(errorCodes(await ctx.admin.graphql(`{ session(id: "ses_missing") { id } }`))).toEqual(["not_found"]);
  });

  it("pages sessions newest first", async () => {
    const launched = [await launch("pager-1"), await launch("pager-2"), await launch("pager-3")];
    const first = await ctx.admin.data(`{ sessions(first: 2) { items { id } nextCursor } }`);
    const rest = await ctx.admin.data(
      `query Next($after: String) { sessions(first: 50, after: $after) { items { id } nextCursor } }`,
      { after: first.sessions.nextCursor },
    );
    const ids = [...first.sessions.items, ...rest.sessions.items].map((item: { id: string }) => item.id);
    expect(ids.slice(0, 3)).toEqual(launched.map((entry) => entry.session_id).reverse());
    expect(new Set(ids).size).toBe(ids.length);
    expect(rest.sessions.nextCursor).toBeNull();
  });
});
