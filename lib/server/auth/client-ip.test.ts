import { afterEach, describe, expect, it } from "vitest";
import { clientIpFromHeaders } from "./client-ip";

describe("client address for sign-in throttling", () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS;
  });

  it("takes the entry the nearest proxy appended, not one the client wrote", () => {
    expect(clientIpFromHeaders({ "x-forwarded-for": "10.9.9.9, 203.0.113.7" })).toBe("203.0.113.7");
    expect(clientIpFromHeaders(new Headers({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("counts back TRUSTED_PROXY_HOPS appending proxies", () => {
    process.env.TRUSTED_PROXY_HOPS = "2";
    expect(clientIpFromHeaders({ "x-forwarded-for": "spoofed, 198.51.100.4, 10.0.0.2" })).toBe("198.51.100.4");
    expect(clientIpFromHeaders({ "x-forwarded-for": "198.51.100.4" })).toBe("198.51.100.4");
  });

  it("refuses a malformed TRUSTED_PROXY_HOPS instead of guessing", () => {
    process.env.TRUSTED_PROXY_HOPS = "two";
    expect(() => clientIpFromHeaders({ "x-forwarded-for": "198.51.100.4" })).toThrow(/TRUSTED_PROXY_HOPS must be a positive integer/);
  });

  it("falls back to X-Real-IP, else unknown", () => {
    expect(clientIpFromHeaders({ "x-real-ip": " 192.0.2.1 " })).toBe("192.0.2.1");
    expect(clientIpFromHeaders({})).toBeNull();
    expect(clientIpFromHeaders({ "x-forwarded-for": " , " })).toBeNull();
  });
});
