import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { KeptRepresentation, preferredCoding } from "./kept-representation";

describe("preferredCoding", () => {
  it("prefers br, then gzip, honours q=0 and *, else identity", () => {
    expect(preferredCoding(null)).toBeNull();
    expect(preferredCoding("gzip, deflate, br")).toBe("br");
    expect(preferredCoding("gzip")).toBe("gzip");
    expect(preferredCoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredCoding("identity")).toBeNull();
    expect(preferredCoding("*")).toBe("br");
    expect(preferredCoding("*;q=0")).toBeNull();
  });
});

describe("KeptRepresentation", () => {
  const value = { success: true, data: { items: Array.from({ length: 100 }, (_, index) => ({ symbol: `game${index}`, title: "Ü ☃" })) } };
  const kept = KeptRepresentation.ofJson(value);

  it("keeps JSON.stringify's bytes and answers them with content-length and a strong ETag", async () => {
    const response = await kept.respond(new Headers());
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.toString("utf8")).toBe(JSON.stringify(value));
    expect(response.headers.get("content-length")).toBe(String(body.length));
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers.get("content-encoding")).toBeNull();
  });

  it("compresses to bytes that decompress to exactly the body", async () => {
    const br = await kept.respond(new Headers({ "accept-encoding": "br" }));
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).equals(kept.body)).toBe(true);
    const gzip = await kept.respond(new Headers({ "accept-encoding": "gzip" }));
    expect(gzip.headers.get("etag")).toBe(kept.etag.replace(/"$/, '-gzip"'));
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).equals(kept.body)).toBe(true);
  });

  it("answers 304 to any of its ETags and 200 to others", async () => {
    for (const tag of [kept.etag, kept.etag.replace(/"$/, '-br"'), `"x", W/${kept.etag}`, "*"]) {
      const response = await kept.respond(new Headers({ "if-none-match": tag }));
      expect(response.status).toBe(304);
      expect(await response.text()).toBe("");
    }
    expect((await kept.respond(new Headers({ "if-none-match": '"other"' }))).status).toBe(200);
  });
});
