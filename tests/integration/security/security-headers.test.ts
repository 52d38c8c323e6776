import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { assignCatalogGames } from "@/lib/server/catalog/assign-catalog-games";
import { createOperator } from "@/lib/server/operators/create-operator";
import { updateOperator } from "@/lib/server/operators/update-operator";
import {
  GAME,
  launch,
  OPERATOR,
  openLaunchUrl,
  startRuntimeTest,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// Security headers of the built app: the static set on every response (next.config.mjs), the nonce-based CSP of
// every page (proxy.ts), HSTS behind https, and frame-ancestors per operator on the game's pages.

const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const DEMO_ANCESTORS = ["https://lobby.demo-casino.example", "https://*.demo-casino.example"];
const PLAIN_OPERATOR = "plain-casino";

let t: RuntimeTestContext;
let plainKey: string;

beforeAll(async () => {
  t = await startRuntimeTest({
    // Short sessions, so a launch URL opened too late shows the "session expired" page; the test plays the TLS
    // proxy in front of the app (X-Forwarded-Proto), so the app trusts one proxy hop.
    env: { LAUNCH_SESSION_TTL_SECONDS: "3", TRUSTED_PROXY_HOPS: "1" },
    seed: async () => {
      await updateOperator({ operatorId: OPERATOR, frameAncestors: DEMO_ANCESTORS, actor: "test:security-headers" });
      await createOperator({
        id: PLAIN_OPERATOR,
        name: "Plain Casino",
        defaultCurrency: "EUR",
        actor: "test:security-headers",
      });
      await assignCatalogGames({ operatorId: PLAIN_OPERATOR, symbols: [GAME], actor: "test:security-headers" });
      plainKey = (
        await createApiKey({
          kind: "operator",
          operatorId: PLAIN_OPERATOR,
          name: "plain",
          actor: "test:security-headers",
        })
      ).key;
    },
  });
});

afterAll(async () => {
  await t?.stop();
});

function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(" ")] as [string, string];
      }),
  );
}

function expectCommonHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  expect(response.headers.get("permissions-policy")).toContain("geolocation=()");
}

describe("API routes and probes", () => {
  it("carry nosniff, a no-content policy, no framing and no HSTS over plain http", async () => {
    for (const [path, key] of [
      ["/api/provider/v1/games", t.operatorKey],
      ["/api/provider/v1/games", null],
      ["/api/provider/v1/no-such-route", t.operatorKey],
      ["/api/runtime/sessions/ses_unknown0000/state", null],
      ["/health", null],
      ["/ready", null],
      ["/metrics", null],
    ] as const) {
      const response = await fetch(`${t.app.baseUrl}${path}`, { headers: key ? { "x-provider-api-key": key } : {} });
      await response.arrayBuffer();
      expectCommonHeaders(response);
      expect(response.headers.get("content-security-policy"), path).toBe(API_POLICY);
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("add HSTS when the request came over https through the proxy", async () => {
    const response = await fetch(`${t.app.baseUrl}/api/provider/v1/games`, {
      headers: { "x-provider-api-key": t.operatorKey, "x-forwarded-proto": "https" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });

  it("leave the artwork route its own SVG policy", async () => {
    const response = await fetch(`${t.app.baseUrl}/api/provider/v1/game-art/${GAME}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
    );
    expectCommonHeaders(response);
  });
});

async function pageWithPolicy(path: string, init: RequestInit = {}) {
  const response = await fetch(`${t.app.baseUrl}${path}`, init);
  const html = await response.text();
  const policy = directives(response.headers.get("content-security-policy"));
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy.get("script-src") ?? "")?.[1];
  return { response, html, policy, nonce };
}

function expectNonceOnEveryScript(html: string, nonce: string | undefined) {
  expect(nonce).toBeTruthy();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
}

describe("pages", () => {
  it("have a nonce-based script policy that Next's own scripts carry, and refuse every frame", async () => {
    for (const path of ["/", "/console/sign-in", "/docs/api"]) {
      const first = await pageWithPolicy(path);
      expect(first.response.status, path).toBe(200);
      expectCommonHeaders(first.response);
      expect(first.policy.get("default-src"), path).toBe("'self'");
      expect(first.policy.get("script-src"), path).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'$/);
      expect(first.policy.get("object-src"), path).toBe("'none'");
      expect(first.policy.get("frame-ancestors"), path).toBe("'none'");
      expect(first.policy.has("upgrade-insecure-requests"), path).toBe(false);
      expect(first.response.headers.get("x-frame-options"), path).toBe("DENY");
      expectNonceOnEveryScript(first.html, first.nonce);
      // A fresh nonce per response.
      const second = await pageWithPolicy(path);
      expect(second.nonce).not.toBe(first.nonce);
    }
  });

  it("upgrade insecure requests when served over https", async () => {
    const { policy } = await pageWithPolicy("/console/sign-in", { headers: { "x-forwarded-proto": "https" } });
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });
});

describe("the game's pages", () => {
  it("may be framed by the session operator's lobbies only", async () => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-1" });
    const browser = await openLaunchUrl(launched.launch_url);
    const page = await pageWithPolicy(`/game/${browser.sessionId}`, { headers: { cookie: browser.cookie } });
    expect(page.response.status).toBe(200);
    expect(page.policy.get("frame-ancestors")).toBe(DEMO_ANCESTORS.join(" "));
    expect(page.response.headers.get("x-frame-options")).toBeNull();
    expect(page.response.headers.get("referrer-policy")).toBe("no-referrer");
    expectNonceOnEveryScript(page.html, page.nonce);
    // The ancestors follow the session, not the cookie: the same page without it still names them.
    expect((await pageWithPolicy(`/game/${browser.sessionId}`)).policy.get("frame-ancestors")).toBe(
      DEMO_ANCESTORS.join(" "),
    );
  });

  it("refuse every frame for an operator without allowed origins, and for an unknown session", async () => {
    const launched = await launch(t.app.baseUrl, plainKey, { external_player_id: "player-9" });
    const browser = await openLaunchUrl(launched.launch_url);
    const page = await pageWithPolicy(`/game/${browser.sessionId}`, { headers: { cookie: browser.cookie } });
    expect(page.response.status).toBe(200);
    expect(page.policy.get("frame-ancestors")).toBe("'none'");
    expect((await pageWithPolicy("/game/ses_doesNotExist1234")).policy.get("frame-ancestors")).toBe("'none'");
  });

  it("let the operator's lobby frame the launch exchange's 'session expired' page, and nobody frame an unknown token's", async () => {
    const launched = await launch(t.app.baseUrl, t.operatorKey, { external_player_id: "player-2" });
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const expired = await fetch(launched.launch_url, { redirect: "manual" });
    expect(expired.status).toBe(410);
    expect(directives(expired.headers.get("content-security-policy")).get("frame-ancestors")).toBe(
      DEMO_ANCESTORS.join(" "),
    );
    expect(expired.headers.get("referrer-policy")).toBe("no-referrer");
    expect(expired.headers.get("x-frame-options")).toBeNull();

    const unknown = await fetch(`${t.app.baseUrl}/play/${GAME}?token=${"A".repeat(43)}`, { redirect: "manual" });
    expect(unknown.status).toBe(401);
    expect(directives(unknown.headers.get("content-security-policy")).get("frame-ancestors")).toBe("'none'");
  });
});
