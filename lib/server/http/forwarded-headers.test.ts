import { afterEach, describe, expect, it } from "vitest";
import {
  clientIpFromHeaders,
  isOwnOrigin,
  requestOriginFromHeaders,
  stripUntrustedForwardedHeaders,
} from "./forwarded-headers";

describe("forwarded headers", () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS;
    delete process.env.PUBLIC_BASE_URL;
  });

  it("trusts no forwarded header by default: the client is the socket's peer, the origin is Host", () => {
    // What Next.js leaves after stripUntrustedForwardedHeaders: X-Forwarded-For holds the socket's peer only.
    expect(clientIpFromHeaders({ "x-forwarded-for": "127.0.0.1" })).toBe("127.0.0.1");
    expect(clientIpFromHeaders({ "x-real-ip": "192.0.2.1" })).toBeNull();
    const headers = new Headers({ host: "127.0.0.1:3000", "x-forwarded-host": "evil.example" });
    expect(requestOriginFromHeaders(headers)).toBe("http://127.0.0.1:3000");
    expect(isOwnOrigin("http://evil.example", headers)).toBe(false);
    expect(isOwnOrigin("http://127.0.0.1:3000", headers)).toBe(true);
  });

  it("removes what a client wrote itself when no proxy is trusted, and keeps it behind a trusted proxy", () => {
    const headers: Record<string, string | undefined> = {
      host: "a",
      "x-forwarded-for": "6.6.6.6",
      "x-forwarded-host": "evil.example",
      "x-real-ip": "6.6.6.6",
    };
    stripUntrustedForwardedHeaders(headers, 1);
    expect(headers["x-forwarded-host"]).toBe("evil.example");
    stripUntrustedForwardedHeaders(headers, 0);
    expect(headers).toEqual({ host: "a" });
  });

  it("takes the entry the nearest proxy appended, not one the client wrote", () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    expect(clientIpFromHeaders({ "x-forwarded-for": "10.9.9.9, 203.0.113.7" })).toBe("203.0.113.7");
    expect(clientIpFromHeaders(new Headers({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
    const headers = new Headers({
      host: "10.0.0.5:3000",
      "x-forwarded-host": "spoofed.example, console.example.com",
      "x-forwarded-proto": "https",
    });
    expect(requestOriginFromHeaders(headers)).toBe("https://console.example.com");
    expect(isOwnOrigin("https://console.example.com", headers)).toBe(true);
    expect(isOwnOrigin("https://spoofed.example", headers)).toBe(false);
  });

  it("counts back TRUSTED_PROXY_HOPS appending proxies", () => {
    process.env.TRUSTED_PROXY_HOPS = "2";
    expect(clientIpFromHeaders({ "x-forwarded-for": "spoofed, 198.51.100.4, 10.0.0.2" })).toBe("198.51.100.4");
    expect(clientIpFromHeaders({ "x-forwarded-for": "198.51.100.4" })).toBe("198.51.100.4");
  });

  it("refuses a malformed TRUSTED_PROXY_HOPS instead of guessing", () => {
    process.env.TRUSTED_PROXY_HOPS = "two";
    expect(() => clientIpFromHeaders({ "x-forwarded-for": "198.51.100.4" })).toThrow(
      /TRUSTED_PROXY_HOPS must be a whole number/,
    );
  });

  it("falls back to X-Real-IP behind a trusted proxy, and to null", () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    expect(clientIpFromHeaders({ "x-real-ip": " 192.0.2.1 " })).toBe("192.0.2.1");
    expect(clientIpFromHeaders({})).toBeNull();
    expect(clientIpFromHeaders({ "x-forwarded-for": " , " })).toBeNull();
  });

  it("accepts the configured public address as an own origin", () => {
    process.env.PUBLIC_BASE_URL = "https://games.example.com/base";
    expect(isOwnOrigin("https://games.example.com", new Headers({ host: "10.0.0.5:3000" }))).toBe(true);
    expect(isOwnOrigin("null", new Headers({ host: "10.0.0.5:3000" }))).toBe(false);
  });
});
