import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roundDetailsResponseSchema, type RoundDetails } from "@/lib/contract/reconciliation-api";
import { spinResponseSchema, type SpinResponse } from "@/lib/contract/runtime-api";
import { derivedKey } from "@/lib/server/crypto/secret-box";
import { replaySignature } from "@/lib/server/replay/replay-signature";
import { startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";
import { launch, openLaunchUrl, type GameBrowser } from "@/tests/integration/support/runtime-fixtures";

// The replay link of a round on the built app: a round played for real through the runtime, its replay_url from
// the round details, and the page that link opens (no cookie, no key) — then every way a link stops working:
// altered, expired (signed here with the app's key, as a link handed out long ago would be), of an unknown round,
// or revoked by an admin in the console.

const REVOKE = `mutation Revoke($roundId: ID!) { revokeRoundReplay(roundId: $roundId) { roundId revokedBy revokedAt } }`;

let t: ConsoleTestContext;
let operatorKey: string;
let player: GameBrowser;

beforeAll(async () => {
  t = await startConsoleTest({ env: { REPLAY_LINK_TTL_DAYS: "30" } });
  operatorKey = t.seed.credentials.operatorKey;
  player = await openLaunchUrl(
    (await launch(t.app.baseUrl, operatorKey, { external_player_id: "player-1", lang: "tr" })).launch_url,
  );
}, 180_000);
afterAll(async () => {
  await t?.stop();
});

async function spin(): Promise<SpinResponse> {
  const response = await player.post(
    "/spin",
    { betLevel: 1, coinValue: "0.01" },
    { headers: { "idempotency-key": randomUUID() } },
  );
  const json: unknown = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(200);
  return spinResponseSchema.parse(json);
}

async function roundDetails(roundId: string): Promise<RoundDetails> {
  const response = await fetch(`${t.app.baseUrl}/api/provider/v1/rounds/${roundId}`, {
    headers: { "x-provider-api-key": operatorKey },
  });
  expect(response.status).toBe(200);
  return roundDetailsResponseSchema.parse(await response.json()).data;
}

/** A browser with nothing: no cookie, no key. */
async function open(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; html: string; response: Response }> {
  const response = await fetch(url, { headers: { accept: "text/html", ...headers }, redirect: "manual" });
  return { status: response.status, html: await response.text(), response };
}

function withQuery(url: string, change: (query: URLSearchParams) => void): string {
  const parsed = new URL(url);
  change(parsed.searchParams);
  return parsed.toString();
}

async function expectRefused(url: string) {
  const { status, html, response } = await open(url, { "accept-language": "en" });
  expect(status).toBe(404);
  // Next answers a page's notFound() with its error shell; the explanation (not-found.tsx) is in its payload and the
  // browser shows it (e2e/browser/round-replay.spec.ts).
  expect(html).toContain("This replay link is not valid");
  expect(html).toContain("replay-invalid");
  expect(html).not.toContain('data-testid="round-replay"');
  expect(html).not.toMatch(/ at .*\.(?:js|ts):\d+/);
  expect(response.headers.getSetCookie()).toEqual([]);
}

describe("replay link", () => {
  let round: SpinResponse["round"];
  let replayUrl: string;

  it("is in the round details: a signed link of this app, valid for REPLAY_LINK_TTL_DAYS", async () => {
    const before = Date.now();
    round = (await spin()).round;
    const details = await roundDetails(round.id);
    replayUrl = details.replay_url;
    const url = new URL(replayUrl);
    expect(url.origin).toBe(t.app.baseUrl);
    expect(url.pathname).toBe(`/replay/${round.id}`);
    const expires = Number(url.searchParams.get("expires")) * 1000;
    expect(expires).toBeGreaterThan(before + 30 * 86_400_000 - 5_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000);
    expect(url.searchParams.get("signature")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("opens without any session or key: the round, its stops and its win, in the player's language, read-only", async () => {
    const { status, html, response } = await open(replayUrl);
    expect(status).toBe(200);
    expect(html).toContain(round.id);
    expect(html).toContain('data-testid="round-replay"');
    // The player launched in Turkish: the banner is Turkish by default.
    expect(html).toContain(`${round.id} numaralı turun tekrarı`);
    expect(html).toContain(`data-value="${round.win}"`);
    // Nothing to play with, and no cookie of the runtime.
    expect(html).not.toContain('data-testid="spin"');
    expect(html).not.toContain('data-testid="bet-controls"');
    expect(html).not.toContain("/api/runtime");
    expect(response.headers.getSetCookie()).toEqual([]);
    // The page's own security headers: framed by this origin only (the console embeds it), no referrer.
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("takes the language from the lang query", async () => {
    const { status, html } = await open(withQuery(replayUrl, (query) => query.set("lang", "en")));
    expect(status).toBe(200);
    expect(html).toContain(`Replay of round ${round.id} at`);
  });

  it("refuses an altered link, an expired link and a link to an unknown round", async () => {
    const signature = new URL(replayUrl).searchParams.get("signature")!;
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    await expectRefused(withQuery(replayUrl, (query) => query.set("signature", flipped)));
    await expectRefused(
      withQuery(replayUrl, (query) => query.set("expires", String(Number(query.get("expires")) + 86_400))),
    );
    await expectRefused(withQuery(replayUrl, (query) => query.delete("signature")));
    await expectRefused(replayUrl.replace(round.id, `${round.id.slice(0, -1)}${round.id.endsWith("A") ? "B" : "A"}`));

    // A genuine signature (the app's key: APP_ENCRYPTION_KEY, or the development key both sides use here).
    const key = derivedKey("replay-links");
    const expired = Math.floor(Date.now() / 1000) - 60;
    await expectRefused(
      `${t.app.baseUrl}/replay/${round.id}?expires=${expired}&signature=${replaySignature({ roundId: round.id, expires: expired }, key)}`,
    );
    const later = Math.floor(Date.now() / 1000) + 3_600;
    const unknown = "rnd_000000000000000000000000";
    await expectRefused(
      `${t.app.baseUrl}/replay/${unknown}?expires=${later}&signature=${replaySignature({ roundId: unknown, expires: later }, key)}`,
    );
    // The same genuine recipe for the played round opens it: the refusals above were about the link, not the key.
    const fresh = `${t.app.baseUrl}/replay/${round.id}?expires=${later}&signature=${replaySignature({ roundId: round.id, expires: later }, key)}`;
    expect((await open(fresh)).status).toBe(200);
  });

  it("stops working for every link of the round once an admin revokes it; a viewer cannot", async () => {
    const denied = await t.viewer.graphql(REVOKE, { roundId: round.id });
    expect(denied.errors?.[0]?.extensions?.code).toBe("forbidden");
    expect((await open(replayUrl)).status).toBe(200);

    const unknown = await t.admin.graphql(REVOKE, { roundId: "rnd_000000000000000000000000" });
    expect(unknown.errors?.[0]?.extensions?.code).toBe("round_not_found");

    const revoked = await t.admin.graphql<{
      revokeRoundReplay: { roundId: string; revokedBy: string; revokedAt: string };
    }>(REVOKE, { roundId: round.id });
    expect(revoked.errors).toBeUndefined();
    expect(revoked.data?.revokeRoundReplay).toMatchObject({
      roundId: round.id,
      revokedBy: expect.stringContaining("admin"),
    });
    await expectRefused(replayUrl);
    // A link handed out after the revocation is refused too.
    await expectRefused((await roundDetails(round.id)).replay_url);
    // Revoking again keeps the first revocation.
    const again = await t.admin.graphql<{ revokeRoundReplay: { revokedAt: string } }>(REVOKE, { roundId: round.id });
    expect(again.data?.revokeRoundReplay.revokedAt).toBe(revoked.data?.revokeRoundReplay.revokedAt);

    const audit = await t.admin.graphql(`{ auditLog(first: 5) { items { action targetId } } }`);
    expect(audit.errors).toBeUndefined();
    const entries = (audit.data?.auditLog?.items ?? []) as { action: string; targetId: string }[];
    expect(
      entries.filter((entry) => entry.action === "round.replay_revoke" && entry.targetId === round.id),
    ).toHaveLength(1);
  });
});
