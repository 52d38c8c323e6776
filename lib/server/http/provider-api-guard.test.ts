import { describe, expect, it } from "vitest";
import { guardProviderApiRequest } from "./provider-api-guard";

const base = "http://127.0.0.1:3000/api/provider/v1";

describe("guardProviderApiRequest", () => {
  it("lets ordinary requests through to the routes", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]) {
      expect(guardProviderApiRequest({ method, url: `${base}/games/tst%C3%A9?x=%` })).toBeNull();
    }
  });

  it("answers a method no route handler can serve with the contract's 405", async () => {
    const response = guardProviderApiRequest({ method: "PROPFIND", url: `${base}/games` });
    expect(response?.status).toBe(405);
    expect(response?.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
    expect(await response?.json()).toEqual({
      success: false,
      error: "method_not_allowed",
      detail: "Method not allowed; provider API routes accept GET or POST",
    });
  });

  it("answers a path that does not decode with the contract's 400", async () => {
    for (const path of ["/games/%", "/games/%E0%A4%A", "/%ED%A0%80", "/game-art/%ZZ"]) {
      const response = guardProviderApiRequest({ method: "GET", url: `${base}${path}` });
      expect(response?.status, path).toBe(400);
      expect(await response?.json()).toMatchObject({ success: false, error: "invalid_request" });
    }
  });
});
