import dns from "node:dns";
import type { LookupAddress } from "node:dns";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guardedWalletLookup, walletUrlPolicy, walletUrlProblem, type WalletUrlPolicy } from "./wallet-url-guard";

const strict: WalletUrlPolicy = { requireHttps: true, allowPrivate: "none" };
const development: WalletUrlPolicy = { requireHttps: false, allowPrivate: "loopback" };
const permissive: WalletUrlPolicy = { requireHttps: false, allowPrivate: "all" };

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("walletUrlPolicy", () => {
  it("defaults to https and public addresses only in production and staging, to http and loopback elsewhere", () => {
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "");
    for (const appEnv of ["production", "staging"]) {
      vi.stubEnv("APP_ENV", appEnv);
      expect(walletUrlPolicy()).toEqual(strict);
    }
    for (const appEnv of ["development", "test", ""]) {
      vi.stubEnv("APP_ENV", appEnv);
      expect(walletUrlPolicy()).toEqual(development);
    }
  });

  it("reads WALLET_ALLOW_PRIVATE_ADDRESSES and refuses a value it does not know", () => {
    vi.stubEnv("APP_ENV", "production");
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "true");
    expect(walletUrlPolicy().allowPrivate).toBe("all");
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "loopback");
    expect(walletUrlPolicy().allowPrivate).toBe("loopback");
    vi.stubEnv("APP_ENV", "development");
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "false");
    expect(walletUrlPolicy().allowPrivate).toBe("none");
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "sometimes");
    expect(() => walletUrlPolicy()).toThrow(/WALLET_ALLOW_PRIVATE_ADDRESSES must be true, false or loopback/);
  });
});

describe("walletUrlProblem (save time)", () => {
  it("accepts public https wallets under every policy", () => {
    for (const policy of [strict, development, permissive]) {
      expect(walletUrlProblem("https://wallet.casino.example/api", policy)).toBeNull();
      expect(walletUrlProblem("https://8.8.8.8/wallet", policy)).toBeNull();
    }
  });

  it("requires https under the strict policy", () => {
    expect(walletUrlProblem("http://wallet.casino.example", strict)).toMatch(/must use https/);
    expect(walletUrlProblem("http://wallet.casino.example", development)).toBeNull();
  });

  it.each([
    "https://127.0.0.1/wallet",
    "https://0x7f.1/wallet",
    "https://2130706433/wallet",
    "https://[::1]/wallet",
    "https://[::ffff:127.0.0.1]/wallet",
    "https://localhost/wallet",
    "https://api.localhost./wallet",
  ])("refuses the loopback %s unless loopback is allowed", (url) => {
    expect(walletUrlProblem(url, strict)).toMatch(/loopback|this machine/);
    expect(walletUrlProblem(url, development)).toBeNull();
  });

  it.each([
    "https://10.0.0.5",
    "https://192.168.1.20:8443",
    "https://100.64.1.1",
    "https://[fd00::1]",
    "https://169.254.10.10",
    "https://224.0.0.1",
  ])("refuses the internal address %s unless private addresses are allowed", (url) => {
    expect(walletUrlProblem(url, strict)).toMatch(/WALLET_ALLOW_PRIVATE_ADDRESSES/);
    expect(walletUrlProblem(url, development)).toMatch(/WALLET_ALLOW_PRIVATE_ADDRESSES/);
    expect(walletUrlProblem(url, permissive)).toBeNull();
  });

  it.each([
    "http://169.254.169.254/latest",
    "http://0xa9fea9fe/",
    "http://[::ffff:169.254.169.254]/",
    "http://metadata.google.internal/",
    "http://[fd00:ec2::254]/",
  ])("never allows the metadata service %s", (url) => {
    expect(walletUrlProblem(url, permissive)).toMatch(/metadata/);
  });

  it.each([
    "https://user:secret@wallet.casino.example/api",
    "https://user@wallet.casino.example",
    "http://:secret@127.0.0.1:3000/wallet",
  ])("refuses the user name or password in %s under every policy", (url) => {
    for (const policy of [strict, development, permissive])
      expect(walletUrlProblem(url, policy)).toMatch(/must not contain a user name or password/);
  });

  it("refuses what is not an http(s) URL", () => {
    expect(walletUrlProblem("ftp://wallet.casino.example", permissive)).toMatch(/http\(s\)/);
    expect(walletUrlProblem("not a url", permissive)).toMatch(/not a valid URL/);
  });
});

describe("guardedWalletLookup (connection time)", () => {
  function resolveTo(addresses: LookupAddress[]) {
    return vi
      .spyOn(dns, "lookup")
      .mockImplementation(((_host: string, _options: unknown, callback: (e: null, a: LookupAddress[]) => void) =>
        callback(null, addresses)) as never);
  }

  function lookup(
    hostname: string,
    all: boolean,
  ): Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }> {
    return new Promise((resolve) =>
      guardedWalletLookup(hostname, { all }, (error, address, family) => resolve({ error, address, family })),
    );
  }

  it("passes public answers through in both callback forms", async () => {
    resolveTo([
      { address: "93.184.216.34", family: 4 },
      { address: "2606:2800:220:1:248:1893:25c8:1946", family: 6 },
    ]);
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "false");
    expect(await lookup("wallet.casino.example", true)).toMatchObject({
      error: null,
      address: [{ address: "93.184.216.34" }, { family: 6 }],
    });
    expect(await lookup("wallet.casino.example", false)).toMatchObject({
      error: null,
      address: "93.184.216.34",
      family: 4,
    });
  });

  it("refuses a name that resolves to loopback when private addresses are not allowed (DNS rebinding)", async () => {
    resolveTo([{ address: "127.0.0.1", family: 4 }]);
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "false");
    const { error } = await lookup("rebound.casino.example", true);
    expect(error?.code).toBe("ERR_WALLET_ADDRESS_REFUSED");
    expect(error?.message).toContain(
      "wallet host rebound.casino.example resolved to an address that is not allowed: 127.0.0.1 is a loopback address",
    );
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "loopback");
    expect((await lookup("rebound.casino.example", true)).error).toBeNull();
  });

  it("refuses a name whose answers mix public and internal addresses", async () => {
    resolveTo([
      { address: "93.184.216.34", family: 4 },
      { address: "::ffff:10.0.0.7", family: 6 },
    ]);
    vi.stubEnv("WALLET_ALLOW_PRIVATE_ADDRESSES", "loopback");
    expect((await lookup("mixed.casino.example", false)).error?.message).toContain(
      "::ffff:10.0.0.7 (10.0.0.7) is a private network address",
    );
  });
});
