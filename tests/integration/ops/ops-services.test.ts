import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { listApiKeys } from "@/lib/server/api-keys/list-api-keys";
import { revokeApiKey } from "@/lib/server/api-keys/revoke-api-key";
import { assignCatalogGames } from "@/lib/server/catalog/assign-catalog-games";
import { unassignCatalogGames } from "@/lib/server/catalog/unassign-catalog-games";
import { decryptSecret } from "@/lib/server/crypto/secret-box";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { listGames } from "@/lib/server/games/list-games";
import { setGameAvailability } from "@/lib/server/games/set-game-availability";
import { upsertGame } from "@/lib/server/games/upsert-game";
import { createOperator } from "@/lib/server/operators/create-operator";
import { getOperator } from "@/lib/server/operators/get-operator";
import { listOperators } from "@/lib/server/operators/list-operators";
import { rotateWalletSecret } from "@/lib/server/operators/rotate-wallet-secret";
import { setOperatorStatus } from "@/lib/server/operators/set-operator-status";
import { updateOperator } from "@/lib/server/operators/update-operator";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

// The management services against a real database (PGlite or PostgreSQL per vitest project).

const actor = "test:ops";

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const auditRows = (targetId?: string) =>
  prisma.auditLog.findMany({ where: targetId ? { targetId } : {}, orderBy: { id: "asc" } });

describe("operations services", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    database.useInThisProcess();
    await prisma.provider.createMany({
      data: [
        { id: "provider_a", name: "Aurora Gaming" },
        { id: "provider_b", name: "Borealis Studios" },
      ],
    });
    for (const [symbol, slug, providerId] of [
      ["vs20alpha", "alpha-game", "provider_a"],
      ["vs20beta", "beta-game", "provider_a"],
      ["bs10gamma", "gamma-game", "provider_b"],
    ] as const) {
      await upsertGame({ input: { symbol, slug, title: slug, providerId, features: { freeSpins: true } }, actor });
    }
  });
  afterAll(async () => {
    await database?.drop();
  });

  describe("operators", () => {
    it("creates an operator with a one-time wallet secret stored only encrypted, and audits it", async () => {
      const { operator, walletSecret } = await createOperator({
        id: "acme-casino",
        name: "Acme Casino",
        defaultCurrency: "eur",
        walletBaseUrl: "https://wallet.acme.example/api/",
        frameAncestors: ["https://ACME.example", "https://acme.example/"],
        actor,
      });
      expect(walletSecret).toMatch(/^[0-9a-f]{64}$/);
      expect(operator).toMatchObject({
        id: "acme-casino",
        defaultCurrency: "EUR",
        walletBaseUrl: "https://wallet.acme.example/api",
        status: "active",
        walletTimeoutMs: 5000,
        frameAncestors: ["https://acme.example"],
        hasWalletSecret: true,
      });
      expect(operator).not.toHaveProperty("walletSecretCiphertext");

      const stored = await prisma.operator.findUniqueOrThrow({ where: { id: "acme-casino" } });
      expect(stored.walletSecretCiphertext).not.toContain(walletSecret);
      expect(decryptSecret(stored.walletSecretCiphertext!)).toBe(walletSecret);

      const [audit, ...more] = await auditRows("acme-casino");
      expect(more).toHaveLength(0);
      expect(audit).toMatchObject({ actor, action: "operator.create", targetType: "operator", before: null });
      expect(audit!.after).toMatchObject({ id: "acme-casino", defaultCurrency: "EUR" });
      expect(JSON.stringify(audit!.after)).not.toContain(walletSecret);
    });

    it("refuses a duplicate id with operator_exists and writes nothing", async () => {
      const auditCount = await prisma.auditLog.count();
      const error = await rejection(createOperator({ id: "acme-casino", name: "Again", actor }));
      expect(error.code).toBe("operator_exists");
      expect(error.status).toBe(409);
      expect(await prisma.auditLog.count()).toBe(auditCount);
    });

    it.each([
      [{ id: "Acme Casino", name: "x" }, "id"],
      [{ id: "ok-id", name: "x", defaultCurrency: "EURO" }, "currency"],
      [{ id: "ok-id", name: "x", walletBaseUrl: "ftp://wallet.example" }, "walletBaseUrl"],
      [{ id: "ok-id", name: "x", walletTimeoutMs: 10 }, "walletTimeoutMs"],
      [{ id: "ok-id", name: "  " }, "name"],
      [{ id: "ok-id", name: "x", frameAncestors: ["javascript:alert(1)"] }, "frame"],
    ])("rejects invalid input %j with a 400 naming the field", async (input, field) => {
      const error = await rejection(createOperator({ ...input, actor }));
      expect(error.code).toBe("invalid_request");
      expect(error.status).toBe(400);
      expect(error.detail.toLowerCase()).toContain(field.toLowerCase());
      expect(await prisma.operator.findUnique({ where: { id: "ok-id" } })).toBeNull();
    });

    it("updates only what changed and audits the difference; a no-op writes nothing", async () => {
      const updated = await updateOperator({
        operatorId: "acme-casino",
        name: "Acme Casino Ltd",
        defaultCurrency: "usd",
        actor,
      });
      expect(updated).toMatchObject({
        name: "Acme Casino Ltd",
        defaultCurrency: "USD",
        walletBaseUrl: "https://wallet.acme.example/api",
      });
      const last = (await auditRows("acme-casino")).at(-1)!;
      expect(last).toMatchObject({
        action: "operator.update",
        before: { name: "Acme Casino", defaultCurrency: "EUR" },
        after: { name: "Acme Casino Ltd", defaultCurrency: "USD" },
      });

      const count = await prisma.auditLog.count();
      await updateOperator({ operatorId: "acme-casino", name: "Acme Casino Ltd", actor });
      expect(await prisma.auditLog.count()).toBe(count);
      expect((await rejection(updateOperator({ operatorId: "acme-casino", actor }))).code).toBe("invalid_request");
      expect((await rejection(updateOperator({ operatorId: "nobody", name: "x", actor }))).code).toBe(
        "operator_not_found",
      );
    });

    it("deactivates and activates with an audit row per change", async () => {
      const inactive = await setOperatorStatus({ operatorId: "acme-casino", status: "inactive", actor });
      expect(inactive.status).toBe("inactive");
      await setOperatorStatus({ operatorId: "acme-casino", status: "inactive", actor });
      await setOperatorStatus({ operatorId: "acme-casino", status: "active", actor });
      const statusRows = (await auditRows("acme-casino")).filter(
        (row) => row.action.startsWith("operator.a") || row.action.startsWith("operator.d"),
      );
      expect(statusRows.map((row) => [row.action, row.before, row.after])).toEqual([
        ["operator.deactivate", { status: "active" }, { status: "inactive" }],
        ["operator.activate", { status: "inactive" }, { status: "active" }],
      ]);
      const error = await rejection(setOperatorStatus({ operatorId: "ghost", status: "active", actor }));
      expect([error.code, error.status]).toEqual(["operator_not_found", 404]);
    });

    it("rotates the wallet secret: a new secret, decryptable, never in the audit log", async () => {
      const before = await prisma.operator.findUniqueOrThrow({ where: { id: "acme-casino" } });
      const { walletSecret } = await rotateWalletSecret({ operatorId: "acme-casino", actor });
      const after = await prisma.operator.findUniqueOrThrow({ where: { id: "acme-casino" } });
      expect(decryptSecret(after.walletSecretCiphertext!)).toBe(walletSecret);
      expect(decryptSecret(before.walletSecretCiphertext!)).not.toBe(walletSecret);
      const last = (await auditRows("acme-casino")).at(-1)!;
      expect(last.action).toBe("operator.rotate_wallet_secret");
      expect(JSON.stringify([last.before, last.after])).not.toContain(walletSecret);
    });

    it("lists and shows operators with catalog and key counts", async () => {
      await createOperator({ id: "bravo-bet", name: "Bravo Bet", status: "inactive", actor });
      const all = await listOperators();
      expect(all.map((operator) => operator.id)).toEqual(["acme-casino", "bravo-bet"]);
      expect((await listOperators({ status: "inactive" })).map((operator) => operator.id)).toEqual(["bravo-bet"]);
      expect((await listOperators({ search: "BRAVO" })).map((operator) => operator.id)).toEqual(["bravo-bet"]);
      const shown = await getOperator({ operatorId: "bravo-bet" });
      expect(shown).toMatchObject({ id: "bravo-bet", status: "inactive", catalog: [], activeKeyCount: 0 });
      expect(shown).not.toHaveProperty("walletSecretCiphertext");
      expect((await rejection(getOperator({ operatorId: "nope" }))).code).toBe("operator_not_found");
    });
  });

  describe("API keys", () => {
    it("shows the key once and stores only its SHA-256 hash and display prefix", async () => {
      const { apiKey, key } = await createApiKey({
        kind: "operator",
        operatorId: "acme-casino",
        name: "Primary",
        actor,
      });
      expect(key).toMatch(/^gpk_[0-9A-Za-z]{43}$/);
      expect(apiKey).not.toHaveProperty("hash");
      expect(apiKey).toMatchObject({
        kind: "operator",
        operatorId: "acme-casino",
        prefix: key.slice(0, 10),
        createdBy: actor,
        revokedAt: null,
      });

      const stored = await prisma.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } });
      expect(stored.hash).toBe(createHash("sha256").update(key).digest("hex"));
      const auditText = (await prisma.auditLog.findMany())
        .map((row) => JSON.stringify([row.before, row.after]))
        .join("");
      // (use_count is a BigInt column: written as text here)
      const everything =
        JSON.stringify(await prisma.apiKey.findMany(), (_key, value: unknown) =>
          typeof value === "bigint" ? value.toString() : value,
        ) + auditText;
      expect(everything).not.toContain(key.slice(10));

      const listed = await listApiKeys({ operatorId: "acme-casino" });
      expect(listed.map((k) => k.id)).toEqual([apiKey.id]);
      expect(listed[0]).not.toHaveProperty("hash");
      expect((await auditRows(apiKey.id)).map((row) => row.action)).toEqual(["api_key.create"]);
    });

    it("creates master keys and validates scope", async () => {
      const { key, apiKey } = await createApiKey({ kind: "master", name: "Ops master", actor });
      expect(key).toMatch(/^gpm_[0-9A-Za-z]{43}$/);
      expect(apiKey.operatorId).toBeNull();
      expect(
        (await rejection(createApiKey({ kind: "master", operatorId: "acme-casino", name: "x", actor }))).code,
      ).toBe("invalid_request");
      expect((await rejection(createApiKey({ kind: "operator", name: "x", actor }))).code).toBe("invalid_request");
      const count = await prisma.apiKey.count();
      expect((await rejection(createApiKey({ kind: "operator", operatorId: "ghost", name: "x", actor }))).code).toBe(
        "operator_not_found",
      );
      expect(await prisma.apiKey.count()).toBe(count);
      expect((await listApiKeys({ kind: "master" })).map((k) => k.id)).toEqual([apiKey.id]);
    });

    it("revokes by prefix or id, idempotently, and hides revoked keys unless asked", async () => {
      const { apiKey, key } = await createApiKey({
        kind: "operator",
        operatorId: "acme-casino",
        name: "Temporary",
        actor,
      });
      const revoked = await revokeApiKey({ prefix: key.slice(0, 10), actor });
      expect(revoked.revokedAt).toBeInstanceOf(Date);
      const again = await revokeApiKey({ keyId: apiKey.id, actor });
      expect(again.revokedAt).toEqual(revoked.revokedAt);
      expect((await auditRows(apiKey.id)).map((row) => row.action)).toEqual(["api_key.create", "api_key.revoke"]);

      expect((await listApiKeys({ operatorId: "acme-casino" })).map((k) => k.id)).not.toContain(apiKey.id);
      expect((await listApiKeys({ operatorId: "acme-casino", includeRevoked: true })).map((k) => k.id)).toContain(
        apiKey.id,
      );

      const missing = await rejection(revokeApiKey({ prefix: "gpk_ZZZZZZ", actor }));
      expect([missing.code, missing.status]).toEqual(["api_key_not_found", 404]);
      expect((await rejection(revokeApiKey({ prefix: "not-a-prefix", actor }))).code).toBe("invalid_request");
      expect((await rejection(revokeApiKey({ actor }))).code).toBe("invalid_request");
    });
  });

  describe("catalog", () => {
    it("assigns by symbol or slug, idempotently, with one audit row per real change", async () => {
      const first = await assignCatalogGames({
        operatorId: "acme-casino",
        symbols: ["vs20alpha", "gamma-game"],
        actor,
      });
      expect(first).toEqual({
        operatorId: "acme-casino",
        changed: ["bs10gamma", "vs20alpha"],
        unchanged: [],
        catalog: ["bs10gamma", "vs20alpha"],
      });
      const second = await assignCatalogGames({
        operatorId: "acme-casino",
        symbols: ["VS20ALPHA", "vs20alpha"],
        actor,
      });
      expect(second).toEqual({
        operatorId: "acme-casino",
        changed: [],
        unchanged: ["vs20alpha"],
        catalog: ["bs10gamma", "vs20alpha"],
      });
      const rows = (await auditRows("acme-casino")).filter((row) => row.action === "catalog.assign");
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        before: { catalog: [] },
        after: { catalog: ["bs10gamma", "vs20alpha"], added: ["bs10gamma", "vs20alpha"] },
      });
    });

    it("is all-or-nothing: one unknown symbol fails the call and writes nothing", async () => {
      const auditCount = await prisma.auditLog.count();
      const error = await rejection(
        assignCatalogGames({ operatorId: "acme-casino", symbols: ["vs20beta", "no-such-game"], actor }),
      );
      expect([error.code, error.status]).toEqual(["game_not_found", 404]);
      expect(error.detail).toContain("no-such-game");
      expect((await getOperator({ operatorId: "acme-casino" })).catalog.map((game) => game.symbol)).toEqual([
        "bs10gamma",
        "vs20alpha",
      ]);
      expect(await prisma.auditLog.count()).toBe(auditCount);

      expect(
        (await rejection(unassignCatalogGames({ operatorId: "acme-casino", symbols: ["vs20alpha", "nope"], actor })))
          .code,
      ).toBe("game_not_found");
      expect(await prisma.catalogEntry.count({ where: { operatorId: "acme-casino" } })).toBe(2);
      expect((await rejection(assignCatalogGames({ operatorId: "ghost", symbols: ["vs20alpha"], actor }))).code).toBe(
        "operator_not_found",
      );
      expect((await rejection(assignCatalogGames({ operatorId: "acme-casino", symbols: [], actor }))).code).toBe(
        "invalid_request",
      );
    });

    it("unassigns idempotently and audits the removal", async () => {
      const result = await unassignCatalogGames({
        operatorId: "acme-casino",
        symbols: ["gamma-game", "vs20beta"],
        actor,
      });
      expect(result).toEqual({
        operatorId: "acme-casino",
        changed: ["bs10gamma"],
        unchanged: ["vs20beta"],
        catalog: ["vs20alpha"],
      });
      const again = await unassignCatalogGames({ operatorId: "acme-casino", symbols: ["bs10gamma"], actor });
      expect(again.changed).toEqual([]);
      const rows = (await auditRows("acme-casino")).filter((row) => row.action === "catalog.unassign");
      expect(rows).toHaveLength(1);
      expect(rows[0]!.after).toEqual({ catalog: ["vs20alpha"], removed: ["bs10gamma"] });
    });
  });

  describe("games", () => {
    it("creates with defaults, updates only given fields, and a repeat is a no-op", async () => {
      const created = await upsertGame({
        input: {
          symbol: "vs25delta",
          slug: "delta-game",
          title: "Delta",
          providerId: "provider_a",
          rtp: "96.50",
          features: { specialBet: true },
          specialBetProfile: { symbol: "vs25delta_sb", buttons: 2, bls: [25, 30], default_bl: 25 },
        },
        actor,
      });
      expect(created.created).toBe(true);
      expect(created.game).toMatchObject({
        launchPath: "/play/vs25delta",
        launchStatus: "live",
        liveCatalogEnabled: true,
        featureSpecialBet: true,
        featureFreeSpins: false,
      });

      const updated = await upsertGame({
        input: { symbol: "vs25delta", title: "Delta Deluxe", specialBetProfile: null },
        actor,
      });
      expect(updated).toMatchObject({ created: false, changed: true });
      expect(updated.game).toMatchObject({
        title: "Delta Deluxe",
        slug: "delta-game",
        rtp: "96.50",
        specialBetProfile: null,
        featureSpecialBet: true,
      });
      const last = (await auditRows("vs25delta")).at(-1)!;
      expect(last).toMatchObject({
        action: "game.update",
        before: { title: "Delta" },
        after: { title: "Delta Deluxe", specialBetProfile: null },
      });

      const count = await prisma.auditLog.count();
      expect((await upsertGame({ input: { symbol: "vs25delta", title: "Delta Deluxe" }, actor })).changed).toBe(false);
      expect(await prisma.auditLog.count()).toBe(count);
    });

    it("rejects unknown providers, clashing identifiers, incomplete new games and float-like rtp", async () => {
      expect(
        (
          await rejection(
            upsertGame({ input: { symbol: "vs1x", slug: "x", title: "X", providerId: "provider_z" }, actor }),
          )
        ).code,
      ).toBe("invalid_provider_id");
      expect(
        (
          await rejection(
            upsertGame({ input: { symbol: "vs1x", slug: "alpha-game", title: "X", providerId: "provider_a" }, actor }),
          )
        ).code,
      ).toBe("conflict");
      expect((await rejection(upsertGame({ input: { symbol: "vs1x", title: "X" }, actor }))).detail).toContain("slug");
      expect(
        (
          await rejection(
            upsertGame({
              input: { symbol: "vs1x", slug: "x", title: "X", providerId: "provider_a", rtp: "96.5e0" },
              actor,
            }),
          )
        ).code,
      ).toBe("invalid_request");
      expect(await prisma.game.findUnique({ where: { symbol: "vs1x" } })).toBeNull();
    });

    it("lists games by provider and search; switches availability by symbol or slug", async () => {
      expect((await listGames({ providerId: "provider_b" })).map((game) => game.symbol)).toEqual(["bs10gamma"]);
      const [alpha] = await listGames({ search: "ALPHA" });
      expect(alpha).toMatchObject({ symbol: "vs20alpha", providerName: "Aurora Gaming", catalogCount: 1 });
      expect(alpha).not.toHaveProperty("mathConfig");

      const game = await setGameAvailability({
        symbol: "beta-game",
        launchStatus: "maintenance",
        liveCatalogEnabled: false,
        actor,
      });
      expect(game).toMatchObject({ symbol: "vs20beta", launchStatus: "maintenance", liveCatalogEnabled: false });
      expect((await auditRows("vs20beta")).at(-1)).toMatchObject({
        action: "game.set_availability",
        before: { launchStatus: "live", liveCatalogEnabled: true },
        after: { launchStatus: "maintenance", liveCatalogEnabled: false },
      });
      expect((await rejection(setGameAvailability({ symbol: "nope", launchStatus: "live", actor }))).code).toBe(
        "game_not_found",
      );
      expect(
        (await rejection(setGameAvailability({ symbol: "vs20beta", launchStatus: "paused" as "live", actor }))).code,
      ).toBe("invalid_request");
    });
  });
});
