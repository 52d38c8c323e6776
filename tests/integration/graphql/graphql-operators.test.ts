import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogResponseSchema } from "@/lib/contract/provider-api";
import { CurrentStaffDocument } from "@/graphql/staff/documents";
import {
  errorCodes,
  startConsoleTest,
  StaffClient,
  type ConsoleTestContext,
} from "@/tests/integration/support/graphql-fixtures";
import { untilCacheFollows } from "@/tests/support/cache-staleness";

// The console API's operators, API keys, catalogs and audit log, driven over HTTP by signed-in staff against the
// built app, and checked against what the REST provider API then does.

const ADMIN_ACTOR = "console:admin@demo.local";

describe("console GraphQL: operators, keys, catalog, audit", () => {
  let ctx: ConsoleTestContext;

  beforeAll(async () => {
    ctx = await startConsoleTest();
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  const rest = (path: string, key?: string, headers: Record<string, string> = {}) =>
    fetch(`${ctx.app.baseUrl}${path}`, { headers: { ...(key ? { "x-provider-api-key": key } : {}), ...headers } });

  async function auditOf(targetType: string, targetId: string) {
    const data = await ctx.admin.data(
      `query Audit($filter: AuditLogFilter) { auditLog(filter: $filter, first: 50) { items { action actor targetType targetId before after } } }`,
      { filter: { targetType, targetId } },
    );
    return data.auditLog.items as { action: string; actor: string; before: unknown; after: unknown }[];
  }

  describe("sessions and roles", () => {
    it("refuses every operation without a staff session: HTTP 401, code unauthenticated, no data", async () => {
      for (const query of [
        "{ me { id } }",
        "{ operators { id } }",
        'mutation { setOperatorStatus(id: "demo-casino", status: inactive) { id } }',
      ]) {
        const result = await ctx.anonymous.graphql(query);
        expect(result.status).toBe(401);
        expect(result.data ?? null).toBeNull();
        expect(errorCodes(result)).toEqual(["unauthenticated"]);
      }
      const forged = new StaffClient(ctx.app.baseUrl);
      const response = await fetch(`${ctx.app.baseUrl}/api/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: "next-auth.session-token=forged.token.value" },
        body: JSON.stringify({ query: "{ me { id } }" }),
      });
      expect(response.status).toBe(401);
      expect(forged.hasSession).toBe(false);
    });

    it("answers me with the signed-in account, through the shared typed document", async () => {
      const admin = await ctx.admin.data(CurrentStaffDocument);
      expect(admin.me).toMatchObject({ email: "admin@demo.local", role: "admin", name: "Demo Admin" });
      const viewer = await ctx.viewer.data(CurrentStaffDocument);
      expect(viewer.me).toMatchObject({ email: "viewer@console.test", role: "viewer" });
    });

    it("lets viewers read but refuses their mutations with HTTP 403 forbidden, changing nothing", async () => {
      const list = await ctx.viewer.data("{ operators { id } }");
      expect(list.operators.map((operator: { id: string }) => operator.id)).toEqual([
        "closed-casino",
        "demo-casino",
        "nova-bet",
      ]);

      const attempt = await ctx.viewer.graphql(
        `mutation { createOperator(input: { id: "viewer-made", name: "Nope" }) { walletSecret } }`,
      );
      expect(attempt.status).toBe(403);
      expect(errorCodes(attempt)).toEqual(["forbidden"]);
      const lookup = await ctx.admin.graphql(`{ operator(id: "viewer-made") { id } }`);
      expect(errorCodes(lookup)).toEqual(["operator_not_found"]);
    });
  });

  describe("operators", () => {
    it("creates an operator and shows its wallet secret once; later reads never include it", async () => {
      const created = await ctx.admin.data(`
        mutation {
          createOperator(input: { id: "gql-casino", name: "GQL Casino", defaultCurrency: "gbp", walletBaseUrl: "https://wallet.gql.example/api/", frameAncestors: ["https://lobby.gql.example"] }) {
            walletSecret
            operator { id name status defaultCurrency walletBaseUrl walletTimeoutMs hasWalletSecret catalogSize activeKeyCount frameAncestors catalog { symbol } }
          }
        }`);
      expect(created.createOperator.walletSecret).toMatch(/^[0-9a-f]{64}$/);
      expect(created.createOperator.operator).toEqual({
        id: "gql-casino",
        name: "GQL Casino",
        status: "active",
        defaultCurrency: "GBP",
        walletBaseUrl: "https://wallet.gql.example/api",
        walletTimeoutMs: 5000,
        hasWalletSecret: true,
        catalogSize: 0,
        activeKeyCount: 0,
        frameAncestors: ["https://lobby.gql.example"],
        catalog: [],
      });

      const audit = await auditOf("operator", "gql-casino");
      expect(audit).toEqual([expect.objectContaining({ action: "operator.create", actor: ADMIN_ACTOR })]);
      expect(JSON.stringify(audit)).not.toContain(created.createOperator.walletSecret);
    });

    it("edits, deactivates and rotates, each change audited with before and after", async () => {
      const updated = await ctx.admin.data(`
        mutation { updateOperator(id: "gql-casino", input: { name: "GQL Casino Ltd", walletBaseUrl: null, walletTimeoutMs: 2500, walletRoundFields: true }) { name walletBaseUrl walletTimeoutMs defaultCurrency walletRoundFields } }`);
      expect(updated.updateOperator).toEqual({
        name: "GQL Casino Ltd",
        walletBaseUrl: null,
        walletTimeoutMs: 2500,
        defaultCurrency: "GBP",
        walletRoundFields: true,
      });

      const deactivated = await ctx.admin.data(
        `mutation { setOperatorStatus(id: "gql-casino", status: inactive) { status } }`,
      );
      expect(deactivated.setOperatorStatus.status).toBe("inactive");

      const before = await ctx.admin.data(`{ operator(id: "gql-casino") { walletSecretRotatedAt } }`);
      const rotated = await ctx.admin.data(
        `mutation { rotateWalletSecret(id: "gql-casino") { walletSecret operator { id walletSecretRotatedAt } } }`,
      );
      expect(rotated.rotateWalletSecret.walletSecret).toMatch(/^[0-9a-f]{64}$/);
      expect(rotated.rotateWalletSecret.operator.walletSecretRotatedAt > before.operator.walletSecretRotatedAt).toBe(
        true,
      );

      const audit = await auditOf("operator", "gql-casino");
      expect(audit.map((entry) => entry.action)).toEqual([
        "operator.rotate_wallet_secret",
        "operator.deactivate",
        "operator.update",
        "operator.create",
      ]);
      expect(audit[2]).toMatchObject({
        before: { name: "GQL Casino", walletBaseUrl: "https://wallet.gql.example/api", walletTimeoutMs: 5000 },
        after: { name: "GQL Casino Ltd", walletBaseUrl: null, walletTimeoutMs: 2500 },
      });
      expect(audit[1]).toMatchObject({ before: { status: "active" }, after: { status: "inactive" } });
      expect(JSON.stringify(audit)).not.toContain(rotated.rotateWalletSecret.walletSecret);
    });

    it("answers bad input and unknown operators with the shared error codes, writing nothing", async () => {
      const duplicate = await ctx.admin.graphql(
        `mutation { createOperator(input: { id: "gql-casino", name: "Again" }) { walletSecret } }`,
      );
      expect(errorCodes(duplicate)).toEqual(["operator_exists"]);
      expect(duplicate.errors?.[0]?.path).toEqual(["createOperator"]);

      const badId = await ctx.admin.graphql(
        `mutation { createOperator(input: { id: "Bad Id!", name: "X", defaultCurrency: "EURO" }) { walletSecret } }`,
      );
      expect(errorCodes(badId)).toEqual(["invalid_request"]);
      expect(badId.errors?.[0]?.message).toMatch(/operator id must be a lowercase slug/);
      expect(badId.errors?.[0]?.message).toMatch(/defaultCurrency: must be exactly 3 letters/);
      const noCurrency = await ctx.admin.graphql(
        `mutation { createOperator(input: { id: "xxx-casino", name: "X", defaultCurrency: "XXX" }) { walletSecret } }`,
      );
      expect(errorCodes(noCurrency)).toEqual(["invalid_request"]);
      expect(noCurrency.errors?.[0]?.message).toMatch(/defaultCurrency: must be an ISO 4217 currency code/);

      expect(errorCodes(await ctx.admin.graphql(`{ operator(id: "no-such-casino") { id } }`))).toEqual([
        "operator_not_found",
      ]);
      expect(
        errorCodes(await ctx.admin.graphql(`mutation { updateOperator(id: "gql-casino", input: {}) { id } }`)),
      ).toEqual(["invalid_request"]);
      // A wallet URL carrying a user name or password, on create and on update.
      const userinfoCreate = await ctx.admin.graphql(
        `mutation { createOperator(input: { id: "userinfo-casino", name: "X", walletBaseUrl: "https://ops:s3cret@wallet.gql.example" }) { walletSecret } }`,
      );
      const userinfoUpdate = await ctx.admin.graphql(
        `mutation { updateOperator(id: "gql-casino", input: { walletBaseUrl: "https://ops@wallet.gql.example" }) { id } }`,
      );
      for (const refused of [userinfoCreate, userinfoUpdate]) {
        expect(errorCodes(refused)).toEqual(["invalid_request"]);
        expect(refused.errors?.[0]?.message).toMatch(/walletBaseUrl must not contain a user name or password/);
      }
      // A GraphQL-level mistake (wrong enum value) is invalid_request too, with HTTP 400.
      const badEnum = await ctx.admin.graphql(
        `mutation { setOperatorStatus(id: "gql-casino", status: paused) { id } }`,
      );
      expect(badEnum.status).toBe(400);
      expect(errorCodes(badEnum)).toEqual(["invalid_request"]);

      const audit = await auditOf("operator", "gql-casino");
      expect(audit).toHaveLength(4);
    });

    it("lists operators with their counts, filtered by status or text", async () => {
      const data = await ctx.admin.data(`{
        active: operators(status: active) { id catalogSize activeKeyCount }
        inactive: operators(status: inactive) { id }
        search: operators(search: "NOVA") { id name }
      }`);
      expect(data.active).toEqual([
        { id: "demo-casino", catalogSize: 9, activeKeyCount: 1 },
        { id: "nova-bet", catalogSize: 7, activeKeyCount: 0 },
      ]);
      expect(data.inactive.map((operator: { id: string }) => operator.id)).toEqual(["closed-casino", "gql-casino"]);
      expect(data.search).toEqual([{ id: "nova-bet", name: expect.any(String) }]);
    });
  });

  describe("API keys", () => {
    it("issues an operator key that works against the REST catalog at once, and is refused after revoke (within the cache version's bound)", async () => {
      const issued = await ctx.admin.data(`
        mutation { createApiKey(input: { kind: operator, operatorId: "demo-casino", name: "GraphQL key" }) { key apiKey { id kind operatorId name prefix createdBy lastUsedAt revokedAt } } }`);
      const { key, apiKey } = issued.createApiKey;
      expect(key).toMatch(/^gpk_[0-9A-Za-z]{43}$/);
      expect(apiKey).toMatchObject({
        kind: "operator",
        operatorId: "demo-casino",
        prefix: key.slice(0, 10),
        createdBy: ADMIN_ACTOR,
        lastUsedAt: null,
        revokedAt: null,
      });

      const catalog = await rest("/api/provider/v1/games", key);
      expect(catalog.status).toBe(200);
      const body = catalogResponseSchema.parse(await catalog.json());
      expect(body.data.operator_id).toBe("demo-casino");
      // The REST catalog is the allowlist's live games, as the console shows the allowlist.
      const allowlist = await ctx.admin.data(
        `{ operator(id: "demo-casino") { catalog { symbol liveCatalogEnabled } } }`,
      );
      const liveGames = allowlist.operator.catalog.filter(
        (game: { liveCatalogEnabled: boolean }) => game.liveCatalogEnabled,
      );
      expect(body.data.items.map((game) => game.symbol).sort()).toEqual(
        liveGames.map((game: { symbol: string }) => game.symbol).sort(),
      );

      // last_used_at is written after the response, at most once a minute: wait for the first write.
      let lastUsedAt: string | null = null;
      for (let attempt = 0; attempt < 50 && !lastUsedAt; attempt += 1) {
        const keys = await ctx.admin.data(`{ operator(id: "demo-casino") { apiKeys { id lastUsedAt } } }`);
        lastUsedAt = keys.operator.apiKeys.find((entry: { id: string }) => entry.id === apiKey.id)?.lastUsedAt ?? null;
        if (!lastUsedAt) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(lastUsedAt).not.toBeNull();

      const revoked = await ctx.admin.data(`mutation Revoke($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`, {
        id: apiKey.id,
      });
      expect(revoked.revokeApiKey.revokedAt).not.toBeNull();
      const refused = await untilCacheFollows(
        () => rest("/api/provider/v1/games", key),
        (response) => response.status !== 200,
      );
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ success: false, error: "invalid_api_key" });

      const live = await ctx.admin.data(
        `{ apiKeys(operatorId: "demo-casino") { id } all: apiKeys(operatorId: "demo-casino", includeRevoked: true) { id revokedAt } }`,
      );
      expect(live.apiKeys.map((entry: { id: string }) => entry.id)).not.toContain(apiKey.id);
      expect(live.all.map((entry: { id: string }) => entry.id)).toContain(apiKey.id);
      expect((await auditOf("api_key", apiKey.id)).map((entry) => entry.action)).toEqual([
        "api_key.revoke",
        "api_key.create",
      ]);
    });

    it("issues a master key that may name an operator, and refuses malformed key requests", async () => {
      const issued = await ctx.admin.data(
        `mutation { createApiKey(input: { kind: master, name: "Ops master" }) { key apiKey { kind operatorId } } }`,
      );
      expect(issued.createApiKey.key).toMatch(/^gpm_/);
      expect(issued.createApiKey.apiKey).toEqual({ kind: "master", operatorId: null });
      const scoped = await rest("/api/provider/v1/games", issued.createApiKey.key, { "x-operator-id": "nova-bet" });
      expect(((await scoped.json()) as { data: { total: number } }).data.total).toBe(7);

      const masterWithOperator = await ctx.admin.graphql(
        `mutation { createApiKey(input: { kind: master, operatorId: "nova-bet", name: "x" }) { key } }`,
      );
      expect(errorCodes(masterWithOperator)).toEqual(["invalid_request"]);
      const unknownOperator = await ctx.admin.graphql(
        `mutation { createApiKey(input: { kind: operator, operatorId: "ghost-casino", name: "x" }) { key } }`,
      );
      expect(errorCodes(unknownOperator)).toEqual(["operator_not_found"]);
      expect(errorCodes(await ctx.admin.graphql(`mutation { revokeApiKey(id: "no-such-key") { id } }`))).toEqual([
        "api_key_not_found",
      ]);
    });
  });

  describe("catalog", () => {
    it("shows every game with its membership and assigns and unassigns in bulk, all or nothing", async () => {
      const before = await ctx.admin.data(
        `{ catalogGames(operatorId: "nova-bet") { assigned game { symbol providerId } } }`,
      );
      const assigned = before.catalogGames
        .filter((row: { assigned: boolean }) => row.assigned)
        .map((row: { game: { symbol: string } }) => row.game.symbol);
      expect(assigned.sort()).toEqual([
        "bs10vikingsaga",
        "bs15cosmic",
        "bs20oceanic",
        "bs20samurai",
        "bs25candyrush",
        "vs10fruitblaze",
        "vs20aurora",
      ]);

      const refused = await ctx.admin.graphql(
        `mutation { assignCatalogGames(operatorId: "nova-bet", symbols: ["bs30gemvault", "no-such-game"]) { changed } }`,
      );
      expect(errorCodes(refused)).toEqual(["game_not_found"]);

      const added = await ctx.admin.data(
        `mutation { assignCatalogGames(operatorId: "nova-bet", symbols: ["bs30gemvault", "vs9luckysevens", "vs20aurora"]) { changed unchanged catalog } }`,
      );
      expect(added.assignCatalogGames.changed).toEqual(["bs30gemvault", "vs9luckysevens"]);
      expect(added.assignCatalogGames.unchanged).toEqual(["vs20aurora"]);
      expect(added.assignCatalogGames.catalog).toHaveLength(9);

      const removed = await ctx.admin.data(
        `mutation { unassignCatalogGames(operatorId: "nova-bet", symbols: ["vs9luckysevens"]) { changed catalog } }`,
      );
      expect(removed.unassignCatalogGames.changed).toEqual(["vs9luckysevens"]);
      expect(removed.unassignCatalogGames.catalog).toHaveLength(8);

      const filtered = await ctx.admin.data(
        `{ catalogGames(operatorId: "nova-bet", providerId: "provider_a", search: "gem") { assigned assignedAt game { symbol providerId } } }`,
      );
      expect(filtered.catalogGames).toEqual([]);
      const gem = await ctx.admin.data(
        `{ catalogGames(operatorId: "nova-bet", search: "gem") { assigned assignedAt game { symbol } } }`,
      );
      expect(gem.catalogGames).toEqual([
        { assigned: true, assignedAt: expect.any(String), game: { symbol: "bs30gemvault" } },
      ]);

      expect((await auditOf("operator", "nova-bet")).slice(0, 2).map((entry) => entry.action)).toEqual([
        "catalog.unassign",
        "catalog.assign",
      ]);
    });

    it("previews exactly what the operator's key gets from GET /api/provider/v1/games", async () => {
      const { operatorKey } = ctx.seed.credentials;
      for (const providerId of [null, "provider_b"]) {
        const preview = await ctx.admin.data(
          `query Preview($providerId: String) { catalogPreview(operatorId: "demo-casino", providerId: $providerId) { httpStatus total providerId items { symbol thumbnailUrl } body } }`,
          { providerId },
        );
        const response = await rest(
          `/api/provider/v1/games${providerId ? `?provider_id=${providerId}` : ""}`,
          operatorKey,
        );
        expect(preview.catalogPreview.httpStatus).toBe(response.status);
        expect(preview.catalogPreview.body).toEqual(await response.json());
        expect(preview.catalogPreview.total).toBe(preview.catalogPreview.body.data.total);
        expect(preview.catalogPreview.items.map((item: { symbol: string }) => item.symbol)).toEqual(
          preview.catalogPreview.body.data.items.map((item: { symbol: string }) => item.symbol),
        );
      }

      const closed = await ctx.admin.data(`{ catalogPreview(operatorId: "closed-casino") { httpStatus total body } }`);
      expect(closed.catalogPreview).toEqual({
        httpStatus: 403,
        total: 0,
        body: { success: false, detail: "The operator is inactive", error: "operator_inactive" },
      });
      const badProvider = await ctx.admin.graphql(
        `{ catalogPreview(operatorId: "demo-casino", providerId: "provider_z") { total } }`,
      );
      expect(errorCodes(badProvider)).toEqual(["invalid_provider_id"]);
    });
  });

  describe("audit log", () => {
    it("pages newest first with a cursor and filters by actor and action prefix", async () => {
      const first = await ctx.admin.data(
        `{ auditLog(first: 2, filter: { actor: "console:admin" }) { items { id action actor at } nextCursor } }`,
      );
      expect(first.auditLog.items).toHaveLength(2);
      expect(first.auditLog.nextCursor).toEqual(expect.any(String));
      const second = await ctx.admin.data(
        `query Next($after: String) { auditLog(first: 2, after: $after, filter: { actor: "console:admin" }) { items { id } nextCursor } }`,
        {
          after: first.auditLog.nextCursor,
        },
      );
      const ids = [...first.auditLog.items, ...second.auditLog.items].map((entry: { id: string }) => Number(entry.id));
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(new Set(ids).size).toBe(4);

      const operatorActions = await ctx.admin.data(
        `{ auditLog(first: 200, filter: { action: "operator." }) { items { action } nextCursor } }`,
      );
      expect(operatorActions.auditLog.nextCursor).toBeNull();
      expect(
        operatorActions.auditLog.items.every((entry: { action: string }) => entry.action.startsWith("operator.")),
      ).toBe(true);
      // The seed's own actions are there too, under their own actor.
      const seeded = await ctx.admin.data(
        `{ auditLog(first: 5, filter: { actor: "system:seed", action: "staff_user.create" }) { items { targetType } } }`,
      );
      expect(seeded.auditLog.items).toEqual([{ targetType: "staff_user" }]);

      const badCursor = await ctx.admin.graphql(`{ auditLog(after: "not-a-cursor") { items { id } } }`);
      expect(errorCodes(badCursor)).toEqual(["invalid_request"]);
      const tooMany = await ctx.admin.graphql(`{ auditLog(first: 5000) { items { id } } }`);
      expect(errorCodes(tooMany)).toEqual(["invalid_request"]);
    });
  });
});
