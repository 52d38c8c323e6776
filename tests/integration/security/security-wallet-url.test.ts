import dns from "node:dns";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { disconnectPrisma, prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { createOperator } from "@/lib/server/operators/create-operator";
import { updateOperator } from "@/lib/server/operators/update-operator";
import { getWalletBalance } from "@/lib/server/wallet/get-wallet-balance";
import { startWalletCertification } from "@/lib/server/wallet/certification/start-wallet-certification";
import { closeWalletConnections } from "@/lib/server/wallet/wallet-http";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

// The SSRF guard of operator wallet URLs, with the real operator services, the real wallet client and a real
// loopback wallet: refused when saved (scheme, internal addresses, metadata), and refused at call time when a
// harmless-looking host name resolves to an internal address (DNS rebinding) — here a custom DNS answer.

const ACTOR = "test:wallet-url-guard";
let database: TestDatabase;
let wallet: Server;
let walletPort: number;
const received: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await disconnectPrisma();
  database.useInThisProcess();
  // A minimal operator wallet: every balance call answers 12.34 EUR.
  wallet = createServer((request, response) => {
    received.push(request.url ?? "");
    request.resume();
    request.on("end", () => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"success":true,"balance":"12.34","currency":"EUR"}');
    });
  });
  await new Promise<void>((resolve) => wallet.listen(0, "127.0.0.1", () => resolve()));
  walletPort = (wallet.address() as AddressInfo).port;
});

afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await closeWalletConnections();
});

afterAll(async () => {
  await new Promise<void>((resolve) => wallet?.close(() => resolve()));
  await database?.drop();
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("when a wallet URL is saved", () => {
  it("refuses loopback, private and metadata addresses under the strict setting, and stores nothing", async () => {
    vi.stubEnv("APP_ENV", "development");
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "false");
    for (const url of [
      "http://127.0.0.1:9/wallet",
      "http://0x7f.1/wallet",
      "http://[::ffff:127.0.0.1]/wallet",
      "http://localhost:3000/w",
      "http://10.2.3.4/w",
    ]) {
      const error = await refusal(
        createOperator({ id: "ssrf-casino", name: "SSRF", walletBaseUrl: url, actor: ACTOR }),
      );
      expect(error.code, url).toBe("invalid_request");
      expect(error.detail, url).toMatch(/loopback|private|this machine/);
    }
    expect(await prisma.operator.count({ where: { id: "ssrf-casino" } })).toBe(0);
  });

  it("never accepts a metadata address, and requires https in production", async () => {
    await createOperator({
      id: "guarded-casino",
      name: "Guarded",
      walletBaseUrl: "https://wallet.guarded.example/api",
      actor: ACTOR,
    });
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "true");
    const metadata = await refusal(
      updateOperator({ operatorId: "guarded-casino", walletBaseUrl: "http://169.254.169.254/latest", actor: ACTOR }),
    );
    expect(metadata.detail).toMatch(/cloud metadata service/);

    vi.stubEnv("APP_ENV", "production");
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "");
    const plainHttp = await refusal(
      updateOperator({
        operatorId: "guarded-casino",
        walletBaseUrl: "http://wallet.guarded.example/api",
        actor: ACTOR,
      }),
    );
    expect(plainHttp.detail).toMatch(/must use https/);
    const stored = await prisma.operator.findUniqueOrThrow({ where: { id: "guarded-casino" } });
    expect(stored.walletBaseUrl).toBe("https://wallet.guarded.example/api");
  });

  it("refuses a user name or password in the URL, in production too, and stores nothing", async () => {
    await createOperator({
      id: "userinfo-casino",
      name: "Userinfo",
      walletBaseUrl: "https://wallet.userinfo.example/api",
      actor: ACTOR,
    });
    for (const appEnv of ["development", "production"]) {
      vi.stubEnv("APP_ENV", appEnv);
      for (const url of [
        "https://ops:s3cret@wallet.userinfo.example/api",
        "https://ops@wallet.userinfo.example/api",
        "https://:s3cret@wallet.userinfo.example/api",
      ]) {
        const created = await refusal(
          createOperator({ id: "userinfo-new", name: "Userinfo", walletBaseUrl: url, actor: ACTOR }),
        );
        const updated = await refusal(
          updateOperator({ operatorId: "userinfo-casino", walletBaseUrl: url, actor: ACTOR }),
        );
        for (const error of [created, updated]) {
          expect([error.code, error.status, error.fields?.walletBaseUrl], url).toEqual([
            "invalid_request",
            400,
            "walletBaseUrl must not contain a user name or password",
          ]);
          expect(error.detail).not.toContain("s3cret");
        }
      }
    }
    expect(await prisma.operator.count({ where: { id: "userinfo-new" } })).toBe(0);
    expect((await prisma.operator.findUniqueOrThrow({ where: { id: "userinfo-casino" } })).walletBaseUrl).toBe(
      "https://wallet.userinfo.example/api",
    );
  });

  it("accepts the in-app demo wallet's loopback address by default in development", async () => {
    vi.stubEnv("APP_ENV", "development");
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "");
    const { operator } = await createOperator({
      id: "dev-casino",
      name: "Dev",
      walletBaseUrl: `http://127.0.0.1:${walletPort}/dev`,
      actor: ACTOR,
    });
    expect(operator.walletBaseUrl).toBe(`http://127.0.0.1:${walletPort}/dev`);
  });
});

describe("when a wallet is called", () => {
  const balanceOf = (operatorId: string) =>
    getWalletBalance({
      operatorId,
      playerId: "player-1",
      sessionId: "ses_guard",
      gameSymbol: "vs20aurora",
      currency: "EUR",
    });

  it("refuses a host name that resolves to a loopback address (DNS rebinding), without connecting", async () => {
    vi.stubEnv("APP_ENV", "development");
    await createOperator({
      id: "rebind-casino",
      name: "Rebind",
      walletBaseUrl: `http://wallet.rebind.example:${walletPort}/w`,
      actor: ACTOR,
    });
    // The name resolves to this machine only at call time.
    const lookup = vi.spyOn(dns, "lookup").mockImplementation(((
      hostname: string,
      _options: unknown,
      callback: (...args: unknown[]) => void,
    ) => {
      expect(hostname).toBe("wallet.rebind.example");
      callback(null, [{ address: "127.0.0.1", family: 4 }]);
    }) as never);

    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "false");
    const before = received.length;
    const error = await refusal(balanceOf("rebind-casino"));
    expect(error.code).toBe("wallet_unavailable");
    expect(received.length).toBe(before);
    expect(lookup).toHaveBeenCalled();
    const attempts = await prisma.walletCallbackAttempt.findMany({ where: { operatorId: "rebind-casino" } });
    expect(attempts.length).toBeGreaterThan(0);
    for (const attempt of attempts) {
      expect(attempt.outcome).toBe("failed");
      expect(attempt.error).toContain(
        "refused by the wallet URL guard: wallet host wallet.rebind.example resolved to an address that is not allowed: 127.0.0.1 is a loopback address",
      );
    }

    // The same name and wallet, with loopback allowed: the call goes through.
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "loopback");
    expect(await balanceOf("rebind-casino")).toEqual({ balance: "12.34", currency: "EUR" });
    expect(received.slice(before)).toEqual(["/w/balance"]);
  });

  it("never calls a URL with a user name or password stored before the rule", async () => {
    vi.stubEnv("APP_ENV", "development");
    await createOperator({
      id: "stored-userinfo-casino",
      name: "Stored userinfo",
      walletBaseUrl: `http://127.0.0.1:${walletPort}/ui`,
      actor: ACTOR,
    });
    await prisma.operator.update({
      where: { id: "stored-userinfo-casino" },
      data: { walletBaseUrl: `http://ops:s3cret@127.0.0.1:${walletPort}/ui` },
    });
    const before = received.length;
    expect((await refusal(balanceOf("stored-userinfo-casino"))).code).toBe("wallet_unavailable");
    expect(received.length).toBe(before);
    const attempt = await prisma.walletCallbackAttempt.findFirstOrThrow({
      where: { operatorId: "stored-userinfo-casino" },
    });
    expect(attempt.error).toContain("walletBaseUrl must not contain a user name or password");
    expect(attempt.url).not.toContain("s3cret");
    // Nor does the console's certification call it, or record a run for it.
    const certification = await refusal(
      startWalletCertification({ operatorId: "stored-userinfo-casino", playerId: "p", currency: "EUR", actor: ACTOR }),
    );
    expect([certification.code, certification.detail]).toEqual([
      "invalid_request",
      "walletBaseUrl must not contain a user name or password",
    ]);
    expect(await prisma.walletCertificationRun.count({ where: { operatorId: "stored-userinfo-casino" } })).toBe(0);
    expect(received.length).toBe(before);
  });

  it("re-checks a literal address saved under an older, looser setting", async () => {
    vi.stubEnv("APP_ENV", "development");
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "loopback");
    await createOperator({
      id: "literal-casino",
      name: "Literal",
      walletBaseUrl: `http://127.0.0.1:${walletPort}/lit`,
      actor: ACTOR,
    });
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "false");
    const before = received.length;
    expect((await refusal(balanceOf("literal-casino"))).code).toBe("wallet_unavailable");
    expect(received.length).toBe(before);
    const attempt = await prisma.walletCallbackAttempt.findFirstOrThrow({ where: { operatorId: "literal-casino" } });
    expect(attempt.error).toContain("wallet address 127.0.0.1 is a loopback address");
  });
});
