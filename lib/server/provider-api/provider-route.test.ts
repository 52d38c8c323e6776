import { describe, expect, it } from "vitest";
import { apiKeyFromHeaders, methodNotAllowed } from "./provider-route";

describe("apiKeyFromHeaders", () => {
  it("accepts the three forms of the contract", () => {
    expect(apiKeyFromHeaders(new Headers({ "x-provider-api-key": "k1" }))).toBe("k1");
    expect(apiKeyFromHeaders(new Headers({ "x-api-key": "k2" }))).toBe("k2");
    expect(apiKeyFromHeaders(new Headers({ authorization: "Bearer k3" }))).toBe("k3");
    expect(apiKeyFromHeaders(new Headers({ authorization: "bearer   k4 " }))).toBe("k4");
  });

  it("prefers x-provider-api-key, then x-api-key, then Bearer", () => {
    const all = new Headers({ "x-provider-api-key": "a", "x-api-key": "b", authorization: "Bearer c" });
    expect(apiKeyFromHeaders(all)).toBe("a");
    expect(apiKeyFromHeaders(new Headers({ "x-api-key": "b", authorization: "Bearer c" }))).toBe("b");
  });

  it("finds no key in other authorization schemes or empty headers", () => {
    expect(apiKeyFromHeaders(new Headers({ authorization: "Basic dXNlcjpwYXNz" }))).toBeNull();
    expect(apiKeyFromHeaders(new Headers({ authorization: "Bearer" }))).toBeNull();
    expect(apiKeyFromHeaders(new Headers({ "x-provider-api-key": "  " }))).toBeNull();
    expect(apiKeyFromHeaders(new Headers())).toBeNull();
  });
});

describe("methodNotAllowed", () => {
  it("answers JSON 405 with an Allow header", async () => {
    const response = methodNotAllowed("GET")();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect(await response.json()).toEqual({
      success: false,
      error: "method_not_allowed",
      detail: "Method not allowed; this route accepts GET",
    });
  });
});
