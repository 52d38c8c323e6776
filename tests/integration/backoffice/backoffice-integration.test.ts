import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchResponseSchema } from "@/lib/contract/provider-api";
import { signWalletBody, walletHeaderNames } from "@/lib/contract/wallet-signature";
import { closeDirectSql } from "@/lib/server/db/direct-sql";
import { prisma } from "@/lib/server/db/prisma";
import type { OperatorUserRoleValue } from "@/lib/server/operator-users/operator-user-fields";
import { updateOperator } from "@/lib/server/operators/update-operator";
import { getWalletBalance } from "@/lib/server/wallet/get-wallet-balance";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { BackofficeClient, createOperatorUserWithOwnPassword } from "@/tests/integration/support/backoffice-fixtures";
import { errorCodes } from "@/tests/integration/support/graphql-fixtures";
import {
  canQueryDatabase,
  GAMES,
  startProviderTest,
  type ProviderTestContext,
} from "@/tests/integration/support/provider-fixtures";
import { openLaunchUrl } from "@/tests/integration/support/runtime-fixtures";

// The back office's integration API over real HTTP against the built app, for two operators (alpha-casino and
// beta-bet): a key an admin issues authenticates the provider API and stops at its revocation; the wallet URL goes
// through the wallet URL guard; a rotated secret signs the very next callback (checked on the raw request a real
// loopback wallet received); the delivery log shows the operator's own calls with their signed request;
// certification runs start and report; the catalog lists the operator's live games with art. Another operator's
// ids answer not found, roles not allowed answer forbidden, every change is audited with the operator user as actor.

const KEYS = `query Keys($all: Boolean) { apiKeys(includeRevoked: $all) { id name prefix createdBy lastUsedAt revokedAt expiresAt useCount } }`;
const CREATE_KEY = `mutation Create($name: String!, $expiresAt: DateTime) {
  createApiKey(name: $name, expiresAt: $expiresAt) { apiKey { id name prefix expiresAt createdBy } key }
}`;
const REVOKE_KEY = `mutation Revoke($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`;
const SETTINGS = `{ walletSettings { walletUrl hasSecret secretRotatedAt timeoutMs roundFields } }`;
const UPDATE_URL = `mutation Url($url: String!) { updateWalletUrl(url: $url) { walletUrl } }`;
const ROTATE = `mutation { rotateWalletSecret { walletSecret } }`;
const DELIVERIES = `query Deliveries($filter: WalletDeliveryFilter) {
  walletDeliveries(filter: $filter) { items { id type playerId outcome responseStatus } nextCursor }
}`;
const DELIVERY = `query Delivery($id: ID!) {
  walletDelivery(id: $id) {
    id type playerId method url requestHeaders { name value } requestBody responseStatus responseBody outcome
  }
}`;
const RUNS = `{ walletCertificationRuns { id status walletUrl startedBy totalCases } }`;
const RUN = `query Run($id: ID!) { walletCertificationRun(id: $id) { id status startedBy completedCases totalCases cases { id status } } }`;
const START_RUN = `mutation Start($input: StartWalletCertificationInput!) {
  startWalletCertification(input: $input) { id status startedBy walletUrl totalCases }
}`;
const GAMES_QUERY = `{ catalogGames { symbol title provider thumbnailUrl } }`;

type Key = {
  id: string;
  name: string;
  prefix: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  expiresAt: string | null;
  useCount: number;
};
type Delivery = { id: string; type: string; playerId: string; outcome: string; responseStatus: number | null };

/** A real loopback wallet that keeps every request as it arrived and answers every call with a balance. */
interface CaptureWallet {
  url: string;
  received: { path: string; headers: IncomingMessage["headers"]; body: string }[];
  close(): Promise<void>;
}

async function startCaptureWallet(): Promise<CaptureWallet> {
  const received: CaptureWallet["received"] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({ path: request.url ?? "", headers: request.headers, body });
      const parsed = JSON.parse(body || "{}") as { currency?: string; transaction_id?: string };
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          success: true,
          balance: "100.00",
          currency: parsed.currency ?? "EUR",
          transaction_id: parsed.transaction_id,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/wallet`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const ROLES: OperatorUserRoleValue[] = ["operator_admin", "operator_support", "operator_finance"];

let t: ProviderTestContext;
let wallet: CaptureWallet;
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

const actor = (key: string) => `operator:${users.get(key)!.id}`;

async function keys(client: BackofficeClient, all = true): Promise<Key[]> {
  return (await client.data<{ apiKeys: Key[] }>(KEYS, { all })).apiKeys;
}

/** The provider API's catalog with a key: 200 while the key works, 401 once it is revoked. */
async function catalogStatus(key: string): Promise<number> {
  const response = await t.api("/api/provider/v1/games", { key });
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  wallet = await startCaptureWallet();
  t = await startProviderTest({
    env: { TRUSTED_PROXY_HOPS: "1", API_KEY_USAGE_FLUSH_SECONDS: "1" },
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
      await create("beta-admin", "beta-bet", "operator_admin");
      // beta-bet's wallet already took one call (a balance, made by the platform's own wallet service) before the
      // app starts: a delivery of another operator for alpha to ask about.
      await updateOperator({ operatorId: "beta-bet", walletBaseUrl: wallet.url, actor: "test" });
      await getWalletBalance({
        operatorId: "beta-bet",
        playerId: "beta-player",
        sessionId: "seed-session",
        gameSymbol: GAMES.oceanic.symbol,
        currency: "EUR",
      });
      await closeWalletConnections();
      await closeDirectSql();
    },
  });
});

afterAll(async () => {
  await closeDirectSql();
  await t?.stop();
  await wallet?.close();
});

describe("back-office API keys", () => {
  it("issues a key that authenticates the provider API (counted, last use recorded) until it is revoked", async () => {
    const admin = await signedIn("alpha-operator_admin");
    const before = await keys(admin);
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const { createApiKey } = await admin.data<{
      createApiKey: { apiKey: Key; key: string };
    }>(CREATE_KEY, { name: "Production sync", expiresAt });
    expect(createApiKey.key).toMatch(/^gpk_/);
    expect(createApiKey.key.startsWith(createApiKey.apiKey.prefix)).toBe(true);
    expect(createApiKey.apiKey).toMatchObject({
      name: "Production sync",
      expiresAt,
      createdBy: actor("alpha-operator_admin"),
    });

    expect(await catalogStatus(createApiKey.key)).toBe(200);
    expect(await catalogStatus(createApiKey.key)).toBe(200);
    // The usage tally is stored every second (API_KEY_USAGE_FLUSH_SECONDS); finance reads it.
    const finance = await signedIn("alpha-operator_finance");
    let listed: Key | undefined;
    for (let tries = 0; tries < 50; tries++) {
      listed = (await keys(finance)).find((key) => key.id === createApiKey.apiKey.id);
      if (listed && listed.useCount >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(listed).toMatchObject({ useCount: 2, revokedAt: null });
    expect(listed!.lastUsedAt).not.toBeNull();
    // The key text is never listed.
    expect(JSON.stringify(await keys(admin))).not.toContain(createApiKey.key);
    expect((await keys(admin)).length).toBe(before.length + 1);

    const { revokeApiKey } = await admin.data<{ revokeApiKey: Key }>(REVOKE_KEY, { id: createApiKey.apiKey.id });
    expect(revokeApiKey.revokedAt).not.toBeNull();
    expect(await catalogStatus(createApiKey.key)).toBe(401);
    const live = await keys(admin, false);
    expect(live.map((key) => key.id)).not.toContain(createApiKey.apiKey.id);
  });

  it("refuses an expiry in the past, and an empty name, with invalid_request, and stores no key", async () => {
    const admin = await signedIn("alpha-operator_admin");
    const before = await keys(admin);
    const past = await admin.graphql(CREATE_KEY, {
      name: "Too late",
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(errorCodes(past)).toEqual(["invalid_request"]);
    expect(past.errors?.[0]?.message).toMatch(/expiresAt must be in the future/);
    expect(errorCodes(await admin.graphql(CREATE_KEY, { name: "  " }))).toEqual(["invalid_request"]);
    expect(await keys(admin)).toEqual(before);
  });

  it("lists only the operator's own keys; another operator's key id is api_key_not_found and keeps working", async () => {
    const alpha = await signedIn("alpha-operator_admin");
    const beta = await signedIn("beta-admin");
    const betaKeys = await keys(beta);
    expect(betaKeys.length).toBeGreaterThan(0);
    const alphaIds = new Set((await keys(alpha)).map((key) => key.id));
    for (const key of betaKeys) expect(alphaIds.has(key.id)).toBe(false);
    const betaLive = betaKeys.find((key) => !key.revokedAt)!;
    for (const id of [betaLive.id, "no-such-key"]) {
      expect(errorCodes(await alpha.graphql(REVOKE_KEY, { id }))).toEqual(["api_key_not_found"]);
    }
    expect((await keys(beta)).find((key) => key.id === betaLive.id)?.revokedAt).toBeNull();
    expect(await catalogStatus(t.world.betaKey)).toBe(200);
  });

  it("lets finance read keys but not issue or revoke them; support may not even read them", async () => {
    const finance = await signedIn("alpha-operator_finance");
    const support = await signedIn("alpha-operator_support");
    const [first] = await keys(finance);
    expect(errorCodes(await finance.graphql(CREATE_KEY, { name: "finance key" }))).toEqual(["forbidden"]);
    expect(errorCodes(await finance.graphql(REVOKE_KEY, { id: first!.id }))).toEqual(["forbidden"]);
    expect(errorCodes(await support.graphql(KEYS))).toEqual(["forbidden"]);
    expect(errorCodes(await support.graphql(CREATE_KEY, { name: "support key" }))).toEqual(["forbidden"]);
    expect(errorCodes(await support.graphql(REVOKE_KEY, { id: first!.id }))).toEqual(["forbidden"]);
    expect((await keys(finance)).find((key) => key.id === first!.id)?.revokedAt).toBe(first!.revokedAt);
  });
});

describe("back-office wallet settings and deliveries", () => {
  it("refuses wallet URLs the guard refuses with invalid_request, and keeps the stored one", async () => {
    const admin = await signedIn("alpha-operator_admin");
    const { walletSettings: before } = await admin.data<{ walletSettings: { walletUrl: string | null } }>(SETTINGS);
    for (const url of [
      "ftp://wallet.example.com",
      "http://169.254.169.254/latest",
      "not a url",
      "https://w.example.com/?q=1",
    ]) {
      const result = await admin.graphql(UPDATE_URL, { url });
      expect(errorCodes(result), url).toEqual(["invalid_request"]);
      expect(result.errors?.[0]?.message.length).toBeGreaterThan(10);
    }
    expect((await admin.data<{ walletSettings: unknown }>(SETTINGS)).walletSettings).toMatchObject(before);
  });

  it("sets the wallet URL, rotates the secret, and the very next callback is signed with the new secret", async () => {
    const admin = await signedIn("alpha-operator_admin");
    const { updateWalletUrl } = await admin.data<{ updateWalletUrl: { walletUrl: string } }>(UPDATE_URL, {
      url: wallet.url,
    });
    expect(updateWalletUrl.walletUrl).toBe(wallet.url);
    const { rotateWalletSecret } = await admin.data<{ rotateWalletSecret: { walletSecret: string } }>(ROTATE);
    expect(rotateWalletSecret.walletSecret).toMatch(/^[0-9a-f]{64}$/);
    const finance = await signedIn("alpha-operator_finance");
    const { walletSettings } = await finance.data<{
      walletSettings: { walletUrl: string; hasSecret: boolean; secretRotatedAt: string | null };
    }>(SETTINGS);
    expect(walletSettings).toMatchObject({ walletUrl: wallet.url, hasSecret: true });
    expect(Date.now() - Date.parse(walletSettings.secretRotatedAt!)).toBeLessThan(60_000);
    // The settings never carry the secret.
    expect(JSON.stringify(walletSettings)).not.toContain(rotateWalletSecret.walletSecret);

    // A player opens a game: the game page's balance is the platform's next signed call to alpha's wallet.
    const launched = await t.post(
      "/api/provider/v1/launch-url",
      { symbol: GAMES.oceanic.symbol, external_player_id: "alpha-player" },
      { key: t.world.alphaKey },
    );
    expect(launched.status).toBe(200);
    const { launch_url } = launchResponseSchema.parse(await launched.json()).data;
    const browser = await openLaunchUrl(launch_url, t.app.baseUrl);
    const seen = wallet.received.length;
    const balance = await browser.api("/balance");
    expect(balance.status).toBe(200);
    const call = wallet.received.slice(seen).find((request) => request.path === "/wallet/balance");
    expect(call, JSON.stringify(wallet.received.slice(seen).map((request) => request.path))).toBeDefined();
    const names = walletHeaderNames();
    const expected = signWalletBody({
      secret: rotateWalletSecret.walletSecret,
      timestamp: String(call!.headers[names.timestamp]),
      rawBody: call!.body,
    });
    expect(call!.headers[names.signature]).toBe(expected);

    // The delivery log shows that call, its raw signed request and the answer; the signature is shortened.
    const { walletDeliveries } = await finance.data<{ walletDeliveries: { items: Delivery[] } }>(DELIVERIES, {
      filter: { playerId: "alpha-player", types: ["balance"] },
    });
    expect(walletDeliveries.items[0]).toMatchObject({
      type: "balance",
      playerId: "alpha-player",
      outcome: "succeeded",
    });
    const { walletDelivery } = await finance.data<{
      walletDelivery: {
        method: string;
        url: string;
        requestHeaders: { name: string; value: string }[];
        requestBody: string;
        responseStatus: number;
        responseBody: string;
      };
    }>(DELIVERY, { id: walletDeliveries.items[0]!.id });
    expect(walletDelivery).toMatchObject({
      method: "POST",
      url: `${wallet.url}/balance`,
      requestBody: call!.body,
      responseStatus: 200,
    });
    expect(JSON.parse(walletDelivery.responseBody)).toMatchObject({ success: true, balance: "100.00" });
    const signature = walletDelivery.requestHeaders.find((header) => header.name === names.signature)?.value;
    expect(signature).toBe(`${expected.slice(0, 12)}…`);
    const timestamp = walletDelivery.requestHeaders.find((header) => header.name === names.timestamp)?.value;
    expect(timestamp).toBe(String(call!.headers[names.timestamp]));
    expect(JSON.stringify(walletDelivery)).not.toContain(rotateWalletSecret.walletSecret);
  });

  it("lists only the operator's own calls; another operator's call id is not_found", async () => {
    const alpha = await signedIn("alpha-operator_admin");
    const beta = await signedIn("beta-admin");
    const betaCalls = (await beta.data<{ walletDeliveries: { items: Delivery[] } }>(DELIVERIES)).walletDeliveries.items;
    expect(betaCalls.map((call) => call.playerId)).toEqual(["beta-player"]);
    const alphaCalls = (await alpha.data<{ walletDeliveries: { items: Delivery[] } }>(DELIVERIES)).walletDeliveries
      .items;
    expect(alphaCalls.length).toBeGreaterThan(0);
    expect(alphaCalls.every((call) => call.playerId !== "beta-player")).toBe(true);
    for (const id of [betaCalls[0]!.id, "999999999", "not-an-id"]) {
      expect(errorCodes(await alpha.graphql(DELIVERY, { id })), id).toEqual(["not_found"]);
    }
    // beta reads its own.
    expect(
      (await beta.data<{ walletDelivery: Delivery }>(DELIVERY, { id: betaCalls[0]!.id })).walletDelivery.playerId,
    ).toBe("beta-player");
  });

  it("lets finance read settings and deliveries but change nothing; support reads neither", async () => {
    const finance = await signedIn("alpha-operator_finance");
    const support = await signedIn("alpha-operator_support");
    const { walletSettings } = await finance.data<{ walletSettings: unknown }>(SETTINGS);
    expect(errorCodes(await finance.graphql(UPDATE_URL, { url: "https://wallet.example.com/gp" }))).toEqual([
      "forbidden",
    ]);
    expect(errorCodes(await finance.graphql(ROTATE))).toEqual(["forbidden"]);
    expect((await finance.data<{ walletSettings: unknown }>(SETTINGS)).walletSettings).toEqual(walletSettings);
    for (const query of [SETTINGS, DELIVERIES, RUNS]) {
      expect(errorCodes(await support.graphql(query)), query).toEqual(["forbidden"]);
    }
    expect(errorCodes(await support.graphql(DELIVERY, { id: "1" }))).toEqual(["forbidden"]);
    expect(errorCodes(await support.graphql(ROTATE))).toEqual(["forbidden"]);
    expect(errorCodes(await support.graphql(UPDATE_URL, { url: wallet.url }))).toEqual(["forbidden"]);
  });
});

describe("back-office wallet certification", () => {
  it("starts a run against the operator's wallet, lists it and reads its report; another operator's run is not_found", async () => {
    const admin = await signedIn("alpha-operator_admin");
    const { startWalletCertification: run } = await admin.data<{
      startWalletCertification: {
        id: string;
        status: string;
        startedBy: string;
        walletUrl: string;
        totalCases: number;
      };
    }>(START_RUN, { input: { playerId: "certification-player", currency: "EUR" } });
    expect(run).toMatchObject({ status: "running", startedBy: actor("alpha-operator_admin"), walletUrl: wallet.url });
    expect(run.totalCases).toBeGreaterThan(5);

    // The capture wallet answers every call with the same balance, so the run ends failed, case by case.
    const finance = await signedIn("alpha-operator_finance");
    let report: { status: string; completedCases: number; totalCases: number; cases: { status: string }[] } | undefined;
    for (let tries = 0; tries < 100; tries++) {
      report = (await finance.data<{ walletCertificationRun: NonNullable<typeof report> }>(RUN, { id: run.id }))
        .walletCertificationRun;
      if (report.status !== "running") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(report!.status).toBe("failed");
    expect(report!.completedCases).toBe(report!.totalCases);
    expect(report!.cases.some((entry) => entry.status === "failed")).toBe(true);
    const { walletCertificationRuns } = await finance.data<{ walletCertificationRuns: { id: string }[] }>(RUNS);
    expect(walletCertificationRuns.map((entry) => entry.id)).toContain(run.id);

    const beta = await signedIn("beta-admin");
    const { startWalletCertification: betaRun } = await beta.data<{ startWalletCertification: { id: string } }>(
      START_RUN,
      { input: { playerId: "beta-certification", currency: "EUR" } },
    );
    for (const id of [betaRun.id, "no-such-run"]) {
      expect(errorCodes(await admin.graphql(RUN, { id })), id).toEqual(["not_found"]);
    }
    expect(
      (await admin.data<{ walletCertificationRuns: { id: string }[] }>(RUNS)).walletCertificationRuns.map((r) => r.id),
    ).not.toContain(betaRun.id);
  });

  it("refuses to start a run to finance and support, and a run without a player with invalid_request", async () => {
    const finance = await signedIn("alpha-operator_finance");
    const support = await signedIn("alpha-operator_support");
    const input = { playerId: "certification-player" };
    expect(errorCodes(await finance.graphql(START_RUN, { input }))).toEqual(["forbidden"]);
    expect(errorCodes(await support.graphql(START_RUN, { input }))).toEqual(["forbidden"]);
    expect(errorCodes(await support.graphql(RUN, { id: "any" }))).toEqual(["forbidden"]);
    const admin = await signedIn("alpha-operator_admin");
    const runs = (await admin.data<{ walletCertificationRuns: unknown[] }>(RUNS)).walletCertificationRuns.length;
    expect(errorCodes(await admin.graphql(START_RUN, { input: { playerId: " " } }))).toEqual(["invalid_request"]);
    expect(errorCodes(await admin.graphql(START_RUN, { input: { playerId: "p", amount: "-1" } }))).toEqual([
      "invalid_amount",
    ]);
    expect((await admin.data<{ walletCertificationRuns: unknown[] }>(RUNS)).walletCertificationRuns.length).toBe(runs);
  });
});

describe("back-office catalog", () => {
  it("lists the operator's live games with art to every role, and only its own", async () => {
    type Game = { symbol: string; title: string; provider: string; thumbnailUrl: string | null };
    for (const role of ROLES) {
      const client = await signedIn(`alpha-${role}`);
      const { catalogGames } = await client.data<{ catalogGames: Game[] }>(GAMES_QUERY);
      expect(catalogGames.map((game) => game.symbol).sort(), role).toEqual(
        [GAMES.aurora.symbol, GAMES.dragon.symbol, GAMES.oceanic.symbol].sort(),
      );
    }
    const beta = await signedIn("beta-admin");
    const { catalogGames } = await beta.data<{ catalogGames: Game[] }>(GAMES_QUERY);
    expect(catalogGames.map((game) => game.symbol)).toEqual([GAMES.oceanic.symbol]);
    const art = await fetch(catalogGames[0]!.thumbnailUrl!);
    expect(art.status).toBe(200);
    expect(art.headers.get("content-type")).toMatch(/^image\//);
  });
});

describe("back-office integration audit", () => {
  it.runIf(canQueryDatabase)("audits every change with the operator user as the actor", async () => {
    const admin = actor("alpha-operator_admin");
    const rows = await prisma.auditLog.findMany({
      where: {
        action: {
          in: [
            "api_key.create",
            "api_key.revoke",
            "operator.update",
            "operator.rotate_wallet_secret",
            "wallet_certification.start",
          ],
        },
        actor: { startsWith: "operator:" },
      },
      select: { actor: true, action: true, targetId: true },
    });
    for (const action of [
      "api_key.create",
      "api_key.revoke",
      "operator.update",
      "operator.rotate_wallet_secret",
      "wallet_certification.start",
    ]) {
      expect(rows, action).toContainEqual(expect.objectContaining({ actor: admin, action }));
    }
    expect(rows).toContainEqual(
      expect.objectContaining({ actor: actor("beta-admin"), action: "wallet_certification.start" }),
    );
    // Nothing audited for a refused or failed attempt: finance and support never appear.
    const refused = [actor("alpha-operator_finance"), actor("alpha-operator_support")];
    expect(rows.filter((row) => refused.includes(row.actor))).toEqual([]);
  });
});
