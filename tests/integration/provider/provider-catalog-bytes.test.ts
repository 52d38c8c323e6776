import { request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogResponseSchema, providerErrorSchema } from "@/lib/contract/provider-api";
import {
  canQueryDatabase,
  startProviderTest,
  type ProviderTestContext,
} from "@/tests/integration/support/provider-fixtures";
import { prisma } from "@/lib/server/db/prisma";
import { untilCacheFollows } from "@/tests/support/cache-staleness";

// GET /api/provider/v1/games served from kept bytes through the server entry point: strong ETags and 304, gzip for
// clients that accept it (framed by the entry point: content-encoding, content-length, vary), and the paging
// extension (limit/cursor) beside the unpaged default. Raw node:http requests, so nothing decompresses or adds
// Accept-Encoding on the way.

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

function raw(path: string, headers: Record<string, string>, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${t.app.baseUrl}${path}`, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

const CATALOG = "/api/provider/v1/games";

const varyOf = (response: RawResponse) =>
  String(response.headers.vary ?? "")
    .split(",")
    .map((member) => member.trim().toLowerCase());

describe("GET /api/provider/v1/games as kept bytes", () => {
  it("answers the contract's bytes with a strong ETag and their content-length when no Accept-Encoding is sent", async () => {
    const response = await raw(CATALOG, { "x-provider-api-key": t.world.alphaKey });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-length"]).toBe(String(response.body.length));
    expect(response.headers["transfer-encoding"]).toBeUndefined();
    // Next.js adds its own Vary members; ours is appended.
    expect(varyOf(response)).toContain("accept-encoding");
    expect(response.headers["content-type"]).toBe("application/json");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const parsed = catalogResponseSchema.parse(JSON.parse(response.body.toString("utf8")));
    expect(parsed.data.total).toBe(3);
    // The contract's response, as JSON.stringify writes it: no paging field in the unpaged default.
    expect(response.body.toString("utf8")).toBe(JSON.stringify({ success: true, data: parsed.data }));
    expect(response.body.toString("utf8")).not.toContain("next_cursor");

    for (const acceptEncoding of ["gzip;q=0", "identity", "br", "*;q=0"]) {
      const identity = await raw(CATALOG, {
        "x-provider-api-key": t.world.alphaKey,
        "accept-encoding": acceptEncoding,
      });
      expect(identity.headers["content-encoding"], acceptEncoding).toBeUndefined();
      expect(identity.body.equals(response.body), acceptEncoding).toBe(true);
      expect(identity.headers["content-length"]).toBe(String(identity.body.length));
      expect(identity.headers.etag).toBe(response.headers.etag);
    }
  });

  it("answers gzip to a client that accepts it: the identity bytes exactly, framed, with their own ETag", async () => {
    const identity = await raw(CATALOG, { "x-provider-api-key": t.world.alphaKey });
    for (const acceptEncoding of ["gzip, deflate, br", "gzip", "*"]) {
      const gzipped = await raw(CATALOG, { "x-provider-api-key": t.world.alphaKey, "accept-encoding": acceptEncoding });
      expect(gzipped.status).toBe(200);
      expect(gzipped.headers["content-encoding"], acceptEncoding).toBe("gzip");
      expect(gzipped.headers["content-length"]).toBe(String(gzipped.body.length));
      expect(gzipped.headers["transfer-encoding"]).toBeUndefined();
      expect(varyOf(gzipped)).toContain("accept-encoding");
      expect(gzipped.headers["x-gp-content-encoding"]).toBeUndefined();
      expect(gzipped.headers["x-gp-content-length"]).toBeUndefined();
      expect(gunzipSync(gzipped.body).equals(identity.body)).toBe(true);
      expect(gzipped.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect(gzipped.headers.etag).not.toBe(identity.headers.etag);
    }
  });

  it("answers HEAD with the headers GET would send and no body", async () => {
    for (const headers of [{}, { "accept-encoding": "gzip" }] as Record<string, string>[]) {
      const get = await raw(CATALOG, { "x-provider-api-key": t.world.alphaKey, ...headers });
      const head = await raw(CATALOG, { "x-provider-api-key": t.world.alphaKey, ...headers }, "HEAD");
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers["content-length"]).toBe(String(get.body.length));
      expect(head.headers["content-encoding"]).toBe(get.headers["content-encoding"]);
      expect(head.headers.etag).toBe(get.headers.etag);
    }
  });

  it("answers 304 with no body to If-None-Match naming either representation's ETag, and only with a valid key", async () => {
    const identity = await raw(CATALOG, { "x-provider-api-key": t.world.alphaKey });
    const gzipped = await raw(CATALOG, { "x-provider-api-key": t.world.alphaKey, "accept-encoding": "gzip" });
    for (const [etag, acceptEncoding] of [
      [String(identity.headers.etag), "gzip"],
      [`W/${String(identity.headers.etag)}`, null],
      [String(gzipped.headers.etag), "gzip"],
      [`"x", ${String(gzipped.headers.etag)}`, null],
    ] as const) {
      const headers: Record<string, string> = { "x-provider-api-key": t.world.alphaKey, "if-none-match": etag };
      if (acceptEncoding) headers["accept-encoding"] = acceptEncoding;
      const notModified = await raw(CATALOG, headers);
      expect(notModified.status, String(etag)).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect([identity.headers.etag, gzipped.headers.etag]).toContain(notModified.headers.etag);
      expect(String(etag)).toContain(String(notModified.headers.etag));
    }
    const other = await raw(CATALOG, {
      "x-provider-api-key": t.world.alphaKey,
      "if-none-match": `"${"0".repeat(64)}"`,
    });
    expect(other.status).toBe(200);
    // Another operator's catalog is another representation.
    const beta = await raw(CATALOG, {
      "x-provider-api-key": t.world.betaKey,
      "if-none-match": String(identity.headers.etag),
    });
    expect(beta.status).toBe(200);
    const unauthenticated = await raw(CATALOG, { "if-none-match": String(identity.headers.etag) });
    expect(unauthenticated.status).toBe(401);
  });

  it.runIf(canQueryDatabase)("gets a new ETag when the catalog changes", async () => {
    const before = await raw(CATALOG, { "x-provider-api-key": t.world.alphaKey });
    const game = await prisma.game.findFirstOrThrow({
      where: { catalogEntries: { some: { operatorId: "alpha-casino" } } },
      orderBy: { symbol: "asc" },
    });
    await prisma.game.update({ where: { id: game.id }, data: { title: `${game.title} renamed` } });
    // The instance learns the new cache version within its bound (at once in practice).
    const after = await untilCacheFollows(
      () => raw(CATALOG, { "x-provider-api-key": t.world.alphaKey, "if-none-match": String(before.headers.etag) }),
      (response) => response.status !== 304,
    );
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.toString("utf8")).toContain(`${game.title} renamed`);
  });
});

describe("paging extension (limit, cursor)", () => {
  async function page(query: string, key = t.world.masterKey) {
    const response = await raw(`${CATALOG}?${query}`, { "x-provider-api-key": key });
    expect(response.status).toBe(200);
    const body = JSON.parse(response.body.toString("utf8")) as {
      data: { items: Array<{ symbol: string }>; total: number; next_cursor: string | null };
    };
    return body.data;
  }

  it.each([1, 2, 3])("walks the whole catalog in pages of %i with no gaps or repeats", async (limit) => {
    const unpaged = JSON.parse(
      (await raw(CATALOG, { "x-provider-api-key": t.world.masterKey })).body.toString("utf8"),
    ) as {
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

  it("answers pages gzip too (each page kept with its own ETags), and 304 to a page's ETag", async () => {
    const identity = await raw(`${CATALOG}?limit=2`, { "x-provider-api-key": t.world.masterKey });
    const gzipped = await raw(`${CATALOG}?limit=2`, {
      "x-provider-api-key": t.world.masterKey,
      "accept-encoding": "gzip",
    });
    expect(identity.headers["content-length"]).toBe(String(identity.body.length));
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-length"]).toBe(String(gzipped.body.length));
    expect(gunzipSync(gzipped.body).equals(identity.body)).toBe(true);
    const { next_cursor: cursor } = (JSON.parse(identity.body.toString("utf8")) as { data: { next_cursor: string } })
      .data;
    const second = await raw(`${CATALOG}?limit=2&cursor=${cursor}`, {
      "x-provider-api-key": t.world.masterKey,
      "accept-encoding": "gzip",
    });
    expect(gunzipSync(second.body).equals(identity.body)).toBe(false);
    for (const etag of [identity.headers.etag, gzipped.headers.etag]) {
      const notModified = await raw(`${CATALOG}?limit=2`, {
        "x-provider-api-key": t.world.masterKey,
        "accept-encoding": "gzip",
        "if-none-match": String(etag),
      });
      expect(notModified.status).toBe(304);
    }
  });

  it("refuses a bad limit or cursor with the contract's 400", async () => {
    for (const query of [
      "limit=0",
      "limit=-1",
      "limit=abc",
      "limit=501",
      "limit=1.5",
      "cursor=abc",
      "limit=2&cursor=not-a-cursor",
      "limit=2&cursor=e30",
      "limit=2&cursor=%2F%2F",
    ]) {
      const response = await raw(`${CATALOG}?${query}`, { "x-provider-api-key": t.world.alphaKey });
      expect(response.status, query).toBe(400);
      const error = providerErrorSchema.parse(JSON.parse(response.body.toString("utf8")));
      expect(error.success).toBe(false);
      expect(error.error).toBe("invalid_request");
    }
  });
});
