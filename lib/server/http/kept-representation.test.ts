import { describe, expect, it } from "vitest";
import { KeptRepresentation } from "./kept-representation";

describe("KeptRepresentation", () => {
  const value = { success: true, data: { items: Array.from({ length: 100 }, (_, index) => ({ symbol: `game${index}`, title: "Ü ☃" })) } };
  const kept = KeptRepresentation.ofJson(value);

  it("keeps JSON.stringify's bytes and answers them with a strong ETag", async () => {
    const response = kept.respond(new Headers());
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.toString("utf8")).toBe(JSON.stringify(value));
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(kept.weight).toBe(body.length);
  });

  it("answers 304 to its ETag (also weak or in a list, or *) and 200 to others", async () => {
    for (const tag of [kept.etag, `"x", W/${kept.etag}`, "*"]) {
      const response = kept.respond(new Headers({ "if-none-match": tag }));
      expect(response.status).toBe(304);
      expect(await response.text()).toBe("");
      expect(response.headers.get("etag")).toBe(kept.etag);
    }
    expect(kept.respond(new Headers({ "if-none-match": '"other"' })).status).toBe(200);
  });
});
