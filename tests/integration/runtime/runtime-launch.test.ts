import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { createLaunchSession } from "@/lib/server/launch/create-launch-session";
import {
  GAME,
  gameBrowser,
  launch,
  OPERATOR,
  startRuntimeTest,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// Opening launch_url (GET /play/<symbol>?token=…) on the built app: the one-time token becomes an HttpOnly
// session cookie and a redirect to the clean game URL; every bad token gets the localized "session expired"
// page, never an error page.

let t: RuntimeTestContext;
let expiredLaunchUrl: string;

beforeAll(async () => {
  t = await startRuntimeTest({
    // The test plays the TLS proxy in front of the app (X-Forwarded-Proto), so the app trusts one proxy hop.
    env: { TRUSTED_PROXY_HOPS: "1" },
    // A session whose token was never used but whose time is up, with a Turkish lobby.
    seed: async ({ baseUrl }) => {
      const launched = await createLaunchSession({
        operatorId: OPERATOR,
        request: {
          symbol: GAME,
          external_player_id: "player-2",
          lang: "tr",
          return_url: "https://lobby.example/tr?from=game",
        },
        fallbackBaseUrl: baseUrl,
      });
      await prisma.launchSession.update({
        where: { id: launched.session_id },
        data: { expiresAt: new Date(Date.now() - 60_000) },
      });
      expiredLaunchUrl = launched.launch_url;
    },
  });
});
afterAll(async () => {
  await t?.stop();
});

const open = (url: string, headers: Record<string, string> = {}) => fetch(url, { redirect: "manual", headers });

async function expectExpiredPage(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  expect(response.headers.get("set-cookie")).toBeNull();
  expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  const html = await response.text();
  expect(html).toContain('data-testid="session-expired"');
  expect(html).not.toMatch(/at .*\.(js|ts):\d+/); // no stack trace
  return html;
}

describe("launch URL exchange", () => {
  it("sets an HttpOnly session cookie and redirects to the clean game URL without the token", async () => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-1" });
    const token = new URL(launched.launch_url).searchParams.get("token")!;
    const response = await open(launched.launch_url);

    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toBe(`/game/${launched.session_id}`);
    expect(location).not.toContain(token);
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("cache-control")).toBe("no-store");

    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    const [pair, ...attributes] = cookies[0]!.split(";").map((part) => part.trim());
    const [name, value] = pair!.split("=");
    expect(name).toBe(`gp_rt_${launched.session_id}`);
    expect(value).toMatch(/^[A-Za-z0-9_-]{43,}$/); // at least 32 random bytes
    expect(value).not.toBe(token);
    expect(attributes).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax"]));
    expect(attributes).not.toContain("Secure");

    const state = await gameBrowser(t.app.baseUrl, launched.session_id, pair!).api("/state");
    expect(state.status).toBe(200);
  });

  it("works once: the same launch URL again shows the expired page, while the issued cookie keeps working", async () => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, {
      external_player_id: "player-1",
      symbol: "vs10fruitblaze",
    });
    const first = await open(launched.launch_url);
    expect(first.status).toBe(303);
    const cookie = first.headers.getSetCookie()[0]!.split(";")[0]!;

    const html = await expectExpiredPage(await open(launched.launch_url), 401);
    expect(html).toContain("Session expired");
    expect(html).toContain('lang="en"');

    // A used link still knows its session, so the session's language wins over the browser's.
    const reused = await expectExpiredPage(
      await open(launched.launch_url, { "accept-language": "tr-TR,tr;q=0.9,en;q=0.5" }),
      401,
    );
    expect(reused).toContain('lang="en"');

    expect((await gameBrowser(t.app.baseUrl, launched.session_id, cookie).api("/state")).status).toBe(200);
  });

  it("refuses tampered, missing and malformed tokens with the expired page", async () => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, {
      external_player_id: "player-1",
      symbol: "vs5jokerjewels",
    });
    const url = new URL(launched.launch_url);
    const token = url.searchParams.get("token")!;
    const tampered = new URL(url);
    tampered.searchParams.set("token", (token[0] === "A" ? "B" : "A") + token.slice(1));
    await expectExpiredPage(await open(tampered.toString()), 401);

    const missing = new URL(url);
    missing.search = "";
    await expectExpiredPage(await open(missing.toString()), 401);

    const hostile = new URL(url);
    hostile.searchParams.set("token", '"><script>alert(1)</script>');
    const html = await expectExpiredPage(await open(hostile.toString()), 401);
    expect(html).not.toContain("<script>");

    // None of that used the real token up, and neither does a HEAD from a link checker.
    expect((await fetch(launched.launch_url, { method: "HEAD", redirect: "manual" })).status).toBe(405);
    expect((await open(launched.launch_url)).status).toBe(303);
  });

  it("refuses a token opened under another game's path without using it up", async () => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, {
      external_player_id: "player-1",
      symbol: "vs25pharaoh",
      lang: "tr",
    });
    const wrongGame = launched.launch_url.replace("/play/vs25pharaoh", "/play/vs20aurora");
    const html = await expectExpiredPage(await open(wrongGame), 401);
    expect(html).toContain('lang="tr"'); // the token named a session, so its language is known
    expect((await open(launched.launch_url)).status).toBe(303);
  });

  it("shows an expired session's page in its language with the way back to its lobby", async () => {
    const html = await expectExpiredPage(await open(expiredLaunchUrl, { "accept-language": "en" }), 410);
    expect(html).toContain("Oturumun süresi doldu");
    expect(html).toContain("Lobiye dön");
    expect(html).toContain('href="https://lobby.example/tr?from=game"');
    expect(html).toContain('target="_top"');
  });

  it("marks the cookie for embedding in the operator's lobby when the game is served over https", async () => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, {
      external_player_id: "player-1",
      symbol: "bs20oceanic",
    });
    const response = await open(launched.launch_url, { "x-forwarded-proto": "https" });
    expect(response.status).toBe(303);
    const attributes = response.headers
      .getSetCookie()[0]!
      .split(";")
      .map((part) => part.trim());
    expect(attributes).toEqual(
      expect.arrayContaining(["Path=/", "HttpOnly", "Secure", "SameSite=None", "Partitioned"]),
    );
  });
});
