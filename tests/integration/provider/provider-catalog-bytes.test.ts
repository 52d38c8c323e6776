import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogResponseSchema, providerErrorSchema } from "@/lib/contract/provider-api";
import { canQueryDatabase, startProviderTest, type ProviderTestContext } from "@/tests/integration/support/provider-fixtures";
import { prisma } from "@/lib/server/db/prisma";

// GET /api/provider/v1/games served from kept bytes: strong ETag and 304, and the paging extension (limit/cursor)
// beside the unpaged default. Raw node:http requests, so nothing decompresses or adds Accept-Encoding on the way.

let t: ProviderTestContext;

beforeAll(async () => {
  t = await startProviderTest();
});
afterAll(async () => {
  await t?.stop();
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(path: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${t.app.baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

const CATALOG = "/api/provider/v1/games";

describe("GET /api/provider/v1/games as kept bytes", () => {
  it("answers the contract's bytes with a strong ETag, uncompressed whatever Accept-Encoding says", async () => {
    const response = await raw(CATALOG, { "x-provider-api-key": t.world.alphaKey });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-type"]).toBe("application/json");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const parsed = catalogResponseSchema.parse(JSON.parse(response.body.toString("utf8")));
    expect(parsed.data.total).toBe(3);
    // The contract's response, as JSON.stringify writes it: no paging field in the unpaged default.
    expect(response.body.toString("utf8")).toBe(JSON.stringify({ success: true, data: parsed.data }));
    expect(response.body.toString("utf8")).not.toContain("next_cursor");

    const asked = await raw(CATALOG, { "x-provider-api-key": t.world.alphaKey, "accept-encoding": "gzip, deflate, br" });
    expect(asked.headers["content-encoding"]).toBeUndefined();
    expect(asked.body.equals(response.body)).toBe(true);
    expect(asked.headers.etag).toBe(response.headers.etag);
  });

  it("answers 304 with no body to If-None-Match naming its ETag, and only with a valid key", async () => {
    const identity = await raw(CATALOG, { "x-provider-api-key": t.world.alphaKey });
    for (const etag of [identity.headers.etag, `W/${String(identity.headers.etag)}`]) {
      const notModified = await raw(CATALOG, { "x-provider-api-key": t.world.alphaKey, "if-none-match": String(etag) });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(notModified.headers.etag).toBe(identity.headers.etag);
    }
    const other = await raw(CATALOG, { "x-provider-api-key": t.world.alphaKey, "if-none-match": `"${"0".repeat(64)}"` });
    expect(other.status).toBe(200);
    // Another operator's catalog is another representation.
    const beta = await raw(CATALOG, { "x-provider-api-key": t.world.betaKey, "if-none-match": String(identity.headers.etag) });
    expect(beta.status).toBe(200);
    const unauthenticated = await raw(CATALOG, { "if-none-match": String(identity.headers.etag) });
    expect(unauthenticated.status).toBe(401);
  });

  it.runIf(canQueryDatabase)("gets a new ETag when the catalog changes", async () => {
    const before = await raw(CATALOG, { "x-provider-api-key": t.world.alphaKey });
    const game = await prisma.game.findFirstOrThrow({ where: { catalogEntries: { some: { operatorId: "alpha-casino" } } }, orderBy: { symbol: "asc" } });
    await prisma.game.update({ where: { id: game.id }, data: { title: `${game.title} renamed` } });
    const after = await raw(CATALOG, { "x-provider-api-key": t.world.alphaKey, "if-none-match": String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.toString("utf8")).toContain(`${game.title} renamed`);
  });
});

describe("paging extension (limit, cursor)", () => {
  async function page(query: string, key = t.world.masterKey) {
    const response = await raw(`${CATALOG}?${query}`, { "x-provider-api-key": key });
    expect(response.status).toBe(200);
    const body = JSON.parse(response.body.toString("utf8")) as { data: { items: Array<{ symbol: string }>; total: number; next_cursor: string | null } };
    return body.data;
  }

  it.each([1, 2, 3])("walks the whole catalog in pages of %i with no gaps or repeats", async (limit) => {
    const unpaged = JSON.parse((await raw(CATALOG, { "x-provider-api-key": t.world.masterKey })).body.toString("utf8")) as {
      data: { items: Array<{ symbol: string }>; total: number };
    };
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages += 1) {
      const data = await page(`limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
      expect(data.total).toBe(unpaged.data.total);
      expect(data.items.length).toBeLessThanOrEqual(limit);
      seen.push(...data.items.map((item) => item.symbol));
      cursor = data.next_cursor;
      if (cursor === null) break;
    }
    expect(seen).toEqual(unpaged.data.items.map((item) => item.symbol));
  });

  it("refuses a bad limit or cursor with the contract's 400", async () => {
    for (const query of ["limit=0", "limit=-1", "limit=abc", "limit=501", "limit=1.5", "cursor=abc", "limit=2&cursor=not-a-cursor", "limit=2&cursor=e30", "limit=2&cursor=%2F%2F"]) {
      const response = await raw(`${CATALOG}?${query}`, { "x-provider-api-key": t.world.alphaKey });
      expect(response.status, query).toBe(400);
      const error = providerErrorSchema.parse(JSON.parse(response.body.toString("utf8")));
      expect(error.success).toBe(false);
      expect(error.error).toBe("invalid_request");
    }
  });
});
