import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashApiKey } from "@/lib/server/api-keys/api-key-format";
import { revokeApiKey } from "@/lib/server/api-keys/revoke-api-key";
import { prisma } from "@/lib/server/db/prisma";
import { decryptSecret } from "@/lib/server/crypto/secret-box";
import { AppError } from "@/lib/base/errors";
import { resolveWalletBaseUrl } from "@/lib/server/operators/demo-wallet-address";
import { seedDemoData } from "@/lib/server/seed/seed-demo-data";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

// The demo seed against a real database: what it plants, and that running it again changes nothing.

const tableCounts = async () => ({
  providers: await prisma.provider.count(),
  games: await prisma.game.count(),
  operators: await prisma.operator.count(),
  catalogEntries: await prisma.catalogEntry.count(),
  apiKeys: await prisma.apiKey.count(),
  auditLog: await prisma.auditLog.count(),
  demoWallets: await prisma.demoWallet.count(),
  demoWalletAccounts: await prisma.demoWalletAccount.count(),
});

describe("demo seed", () => {
  let database: TestDatabase;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    database = await createTestDatabase();
    database.useInThisProcess();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "gp-seed-"));
    env = { ...process.env, APP_ENV: "development", DATA_DIR: dataDir, PUBLIC_BASE_URL: "http://127.0.0.1:4555/" };
  });
  afterAll(async () => {
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("plants both providers, the fourteen games, three operators with their catalogs, and demo keys", async () => {
    const result = await seedDemoData({ env });
    expect(result.createdGames).toHaveLength(14);
    expect(result.createdOperators).toEqual(["demo-casino", "nova-bet", "closed-casino"]);

    expect(await prisma.provider.findMany({ orderBy: { id: "asc" } })).toMatchObject([
      { id: "provider_a", name: "Aurora Gaming", tagline: "Northern lights, bright wins" },
      { id: "provider_b", name: "Borealis Studios", tagline: "Crafted for every screen" },
    ]);

    const games = await prisma.game.findMany({ include: { catalogEntries: true } });
    expect(games).toHaveLength(14);
    const bySymbol = new Map(games.map((game) => [game.symbol, game]));
    expect(bySymbol.get("vs25pharaoh")).toMatchObject({
      slug: "pharaohs-fortune",
      title: "Pharaoh's Fortune",
      lines: 25,
      launchPath: "/play/vs25pharaoh",
      featureFreeSpins: true,
      featureBuyFeature: true,
    });
    expect(bySymbol.get("bs10retroreels")).toMatchObject({ launchStatus: "maintenance", liveCatalogEnabled: false });
    expect(
      games
        .filter((game) => game.specialBetProfile)
        .map((game) => game.symbol)
        .sort(),
    ).toEqual(["bs20samurai", "vs20dragonpearl", "vs40wildwest"]);
    expect(games.filter((game) => game.specialBetProfile).every((game) => game.featureSpecialBet)).toBe(true);
    expect(bySymbol.get("vs20dragonpearl")!.specialBetProfile).toMatchObject({
      buttons: 2,
      bls: [20, 25],
      default_bl: 20,
    });
    expect(
      games
        .filter((game) => game.catalogEntries.length === 0)
        .map((game) => game.symbol)
        .sort(),
    ).toEqual(["bs30gemvault", "vs9luckysevens"]);
    expect(new Set(games.map((game) => game.family)).size).toBeGreaterThan(5);
    // Every demo game carries its maths and the exact RTP computed from it, as 2-decimal text.
    for (const game of games) {
      expect(game.mathConfig, game.symbol).not.toBeNull();
      expect(game.rtp, game.symbol).toMatch(/^9[4-7]\.\d{2}$/);
    }
    expect(new Set(games.map((game) => game.assetSource))).toEqual(new Set(["local", "cdn", "remote"]));

    const operators = await prisma.operator.findMany({
      orderBy: { id: "asc" },
      include: { catalogEntries: { include: { game: true } }, apiKeys: true },
    });
    expect(operators.map((o) => [o.id, o.status, o.defaultCurrency])).toEqual([
      ["closed-casino", "inactive", "USD"],
      ["demo-casino", "active", "EUR"],
      ["nova-bet", "active", "TRY"],
    ]);
    const [closed, demo, nova] = operators;
    // Relative: each instance calls the demo wallet at its own address (not PUBLIC_BASE_URL as it was at seed time).
    expect(demo!.walletBaseUrl).toBe("/api/demo-wallet/demo-casino");
    const providersOf = (operator: typeof demo) => operator!.catalogEntries.map((entry) => entry.game.providerId);
    expect(providersOf(demo).filter((id) => id === "provider_a").length).toBeGreaterThan(providersOf(demo).length / 2);
    expect(providersOf(nova).filter((id) => id === "provider_b").length).toBeGreaterThan(providersOf(nova).length / 2);
    expect(closed!.catalogEntries.length).toBeGreaterThan(0);
    expect(closed!.apiKeys).toHaveLength(1);
    expect(operators.every((operator) => operator.walletSecretCiphertext)).toBe(true);

    // The in-app demo wallet knows each demo operator's current secret and opens its players' accounts.
    for (const operator of [demo!, nova!]) {
      const wallet = await prisma.demoWallet.findUniqueOrThrow({ where: { id: operator.id } });
      expect(decryptSecret(wallet.secretCiphertext)).toBe(decryptSecret(operator.walletSecretCiphertext!));
    }
    const accounts = await prisma.demoWalletAccount.findMany({ orderBy: [{ walletId: "asc" }, { playerId: "asc" }] });
    expect(
      accounts.map((account) => [account.walletId, account.playerId, account.currency, account.balanceMinor]),
    ).toEqual([
      ["demo-casino", "player-1", "EUR", 100000n],
      ["demo-casino", "player-2", "EUR", 25050n],
      ["demo-casino", "player-broke", "EUR", 0n],
      ["nova-bet", "nova-player-1", "TRY", 2500000n],
      ["nova-bet", "nova-player-2", "TRY", 78025n],
    ]);

    const credentials = JSON.parse(readFileSync(result.credentialsFile, "utf8"));
    expect(credentials).toEqual(result.credentials);
    expect(result.credentialsFile).toBe(path.join(dataDir, "demo-credentials.json"));
    expect(statSync(result.credentialsFile).mode & 0o077).toBe(0);
    const operatorKey = await prisma.apiKey.findUnique({ where: { hash: hashApiKey(credentials.operatorKey) } });
    const masterKey = await prisma.apiKey.findUnique({ where: { hash: hashApiKey(credentials.masterKey) } });
    expect(operatorKey).toMatchObject({ kind: "operator", operatorId: "demo-casino", revokedAt: null });
    expect(masterKey).toMatchObject({ kind: "master", operatorId: null, revokedAt: null });
  });

  it("is idempotent: a second run writes nothing and prints the same keys", async () => {
    const before = await tableCounts();
    const first = JSON.parse(readFileSync(path.join(dataDir, "demo-credentials.json"), "utf8"));
    const again = await seedDemoData({ env });
    expect(again.createdGames).toEqual([]);
    expect(again.createdOperators).toEqual([]);
    expect(again.credentials).toEqual(first);
    expect(await tableCounts()).toEqual(before);
  });

  it("replaces a remembered key that no longer works, keeping the one that does", async () => {
    const first = JSON.parse(readFileSync(path.join(dataDir, "demo-credentials.json"), "utf8"));
    await revokeApiKey({ prefix: first.operatorKey.slice(0, 10), actor: "test:seed" });
    const result = await seedDemoData({ env });
    expect(result.credentials.operatorKey).not.toBe(first.operatorKey);
    expect(result.credentials.masterKey).toBe(first.masterKey);
    expect(
      await prisma.apiKey.findUnique({ where: { hash: hashApiKey(result.credentials.operatorKey) } }),
    ).toMatchObject({ revokedAt: null, operatorId: "demo-casino" });
  });

  it("turns a demo wallet address saved with a host and port into the relative one, and leaves staff-made catalogs alone", async () => {
    await prisma.catalogEntry.deleteMany({ where: { operatorId: "nova-bet" } });
    // What an older seed stored: the port of the instance that seeded.
    await prisma.operator.update({
      where: { id: "nova-bet" },
      data: { walletBaseUrl: "http://localhost:3000/api/demo-wallet/nova-bet" },
    });
    await seedDemoData({ env: { ...env, PUBLIC_BASE_URL: "https://demo.example.com" } });
    const nova = await prisma.operator.findUniqueOrThrow({
      where: { id: "nova-bet" },
      include: { catalogEntries: true },
    });
    expect(nova.walletBaseUrl).toBe("/api/demo-wallet/nova-bet");
    expect(resolveWalletBaseUrl(nova.walletBaseUrl!, { ...env, PUBLIC_BASE_URL: "https://demo.example.com/" })).toBe(
      "https://demo.example.com/api/demo-wallet/nova-bet",
    );
    expect(resolveWalletBaseUrl(nova.walletBaseUrl!, { ...env, PUBLIC_BASE_URL: "", PORT: "3100" })).toBe(
      "http://localhost:3100/api/demo-wallet/nova-bet",
    );
    expect(nova.catalogEntries).toHaveLength(0);
    expect((await prisma.operator.findUniqueOrThrow({ where: { id: "closed-casino" } })).walletBaseUrl).toBe(
      "https://wallet.closed-casino.example/api/wallet",
    );
    const audit = await prisma.auditLog.findFirst({
      where: { targetId: "nova-bet", action: "operator.update" },
      orderBy: { id: "desc" },
    });
    expect(audit).toMatchObject({ actor: "system:seed", after: { walletBaseUrl: "/api/demo-wallet/nova-bet" } });
  });

  it.each(["production", "staging"])("refuses to seed when APP_ENV is %s", async (appEnv) => {
    const before = await tableCounts();
    const error = await seedDemoData({ env: { ...env, APP_ENV: appEnv } }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("configuration_error");
    expect(await tableCounts()).toEqual(before);
  });
});
