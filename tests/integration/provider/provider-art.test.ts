import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerErrorSchema } from "@/lib/contract/provider-api";
import { uploadGameArt } from "@/lib/server/art/upload-game-art";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";
import {
  createProviderWorld,
  GAMES,
  startProviderTest,
  type ProviderTestContext,
} from "@/tests/integration/support/provider-fixtures";

// Artwork: uploads decided by their bytes and sanitised, served with the right type and caching headers, and the
// generated SVG card for games without an upload.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// A complete 1×1 PNG.
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const HOSTILE_SVG = new TextEncoder().encode(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">` +
    `<script>alert(2)</script><image href="https://evil.example/track.png"/><rect width="10" height="10" fill="#0a0"/></svg>`,
);

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function failure(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("uploadGameArt", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    database.useInThisProcess();
    await createProviderWorld();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("stores PNG, JPEG and WebP bytes as they are, typed by their content, with an audit row", async () => {
    const webp = Uint8Array.from([...Buffer.from("RIFF"), 4, 0, 0, 0, ...Buffer.from("WEBPVP8 ")]);
    for (const [bytes, type] of [
      [PNG, "image/png"],
      [JPEG, "image/jpeg"],
      [webp, "image/webp"],
    ] as const) {
      const stored = await uploadGameArt({ symbol: GAMES.aurora.symbol, bytes, actor: "test:art" });
      expect(stored).toEqual({
        symbol: GAMES.aurora.symbol,
        contentType: type,
        size: bytes.byteLength,
        sha256: sha256(bytes),
      });
      const row = await prisma.gameArt.findFirstOrThrow({ where: { game: { symbol: GAMES.aurora.symbol } } });
      expect(Buffer.from(row.bytes).equals(Buffer.from(bytes))).toBe(true);
      expect(row.contentType).toBe(type);
    }
    const audits = await prisma.auditLog.findMany({
      where: { action: "game_art.upload", targetId: GAMES.aurora.symbol },
    });
    expect(audits).toHaveLength(3);
    expect(audits.every((audit) => audit.actor === "test:art")).toBe(true);
  });

  it("finds the game by slug too", async () => {
    const stored = await uploadGameArt({ symbol: GAMES.hidden.slug, bytes: PNG, actor: "test:art" });
    expect(stored.symbol).toBe(GAMES.hidden.symbol);
  });

  it("stores SVG only after sanitising it", async () => {
    const stored = await uploadGameArt({ symbol: GAMES.dragon.symbol, bytes: HOSTILE_SVG, actor: "test:art" });
    expect(stored.contentType).toBe("image/svg+xml");
    const row = await prisma.gameArt.findFirstOrThrow({ where: { game: { symbol: GAMES.dragon.symbol } } });
    const text = Buffer.from(row.bytes).toString("utf8");
    expect(text).toContain('<rect width="10" height="10" fill="#0a0"/>');
    expect(text).not.toMatch(/script|onload|evil\.example/);
    expect(row.sha256).toBe(sha256(row.bytes));
  });

  it("refuses what it cannot store, and writes nothing", async () => {
    const before = await prisma.gameArt.count();
    const auditsBefore = await prisma.auditLog.count();
    const gif = new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000");
    expect((await failure(() => uploadGameArt({ symbol: GAMES.oceanic.symbol, bytes: gif, actor: "t" }))).code).toBe(
      "unsupported_media_type",
    );
    const oversize = new Uint8Array(2 * 1024 * 1024 + 1);
    oversize.set(PNG_SIGNATURE);
    expect(
      (await failure(() => uploadGameArt({ symbol: GAMES.oceanic.symbol, bytes: oversize, actor: "t" }))).code,
    ).toBe("payload_too_large");
    expect(
      (await failure(() => uploadGameArt({ symbol: GAMES.oceanic.symbol, bytes: new Uint8Array(), actor: "t" }))).code,
    ).toBe("invalid_request");
    const broken = new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg"><g></svg>`);
    expect((await failure(() => uploadGameArt({ symbol: GAMES.oceanic.symbol, bytes: broken, actor: "t" }))).code).toBe(
      "invalid_request",
    );
    expect((await failure(() => uploadGameArt({ symbol: "nosuchgame", bytes: PNG, actor: "t" }))).code).toBe(
      "game_not_found",
    );
    expect(await prisma.gameArt.count()).toBe(before);
    expect(await prisma.auditLog.count()).toBe(auditsBefore);
  });
});

describe("GET /api/provider/v1/game-art/{symbol}", () => {
  let t: ProviderTestContext;

  beforeAll(async () => {
    t = await startProviderTest({
      seed: async () => {
        await uploadGameArt({ symbol: GAMES.aurora.symbol, bytes: PNG, actor: "test:art" });
        await uploadGameArt({ symbol: GAMES.dragon.symbol, bytes: HOSTILE_SVG, actor: "test:art" });
      },
    });
  });
  afterAll(async () => {
    await t?.stop();
  });

  const art = (path: string, headers?: Record<string, string>) =>
    fetch(`${t.app.baseUrl}/api/provider/v1/game-art/${path}`, { headers });

  it("serves uploaded bytes without a key, with type, ETag, caching and nosniff headers", async () => {
    const response = await art(GAMES.aurora.symbol);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("etag")).toBe(`"${sha256(PNG)}"`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(PNG))).toBe(true);
  });

  it("answers a matching If-None-Match with 304 and no body", async () => {
    const etag = `"${sha256(PNG)}"`;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const response = await art(GAMES.aurora.symbol, { "if-none-match": ifNoneMatch });
      expect(response.status).toBe(304);
      expect(response.headers.get("etag")).toBe(etag);
      expect(await response.text()).toBe("");
    }
    expect((await art(GAMES.aurora.symbol, { "if-none-match": '"stale"' })).status).toBe(200);
  });

  it("serves the sanitised SVG upload under a restrictive Content-Security-Policy", async () => {
    const response = await art(GAMES.dragon.symbol);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'.*sandbox/);
    const text = await response.text();
    expect(text).toContain("<rect");
    expect(text).not.toMatch(/script|onload|evil\.example/);
  });

  it("draws a card for a game without an upload, escaping the title from the query", async () => {
    const plain = await art(GAMES.oceanic.symbol);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toBe("image/svg+xml");
    expect(plain.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await plain.text()).toContain("Test Oceanic");

    const hostileTitle = `<script>alert("x")</script>`;
    const response = await art(`${GAMES.oceanic.symbol}?title=${encodeURIComponent(hostileTitle)}&slug=test-oceanic`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain("<script");
    expect(text).toContain("&lt;script&gt;");
  });

  it("keeps the card's ETag stable and honours If-None-Match for it", async () => {
    const first = await art(GAMES.oceanic.symbol);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(etag).toBe(`"${sha256(new Uint8Array(await first.arrayBuffer()))}"`);
    expect((await art(GAMES.oceanic.symbol)).headers.get("etag")).toBe(etag);
    expect((await art(GAMES.oceanic.symbol, { "if-none-match": etag })).status).toBe(304);
    // Another title is another picture.
    expect((await art(`${GAMES.oceanic.symbol}?title=Other`)).headers.get("etag")).not.toBe(etag);
  });

  it("gives an unknown symbol a card too, titled by the query or the symbol", async () => {
    const bySymbol = await art("vs99unknown");
    expect(bySymbol.status).toBe(200);
    expect(await bySymbol.text()).toContain("vs99unknown");
    const byTitle = await art("vs99unknown?title=Mystery%20Game");
    expect(await byTitle.text()).toContain("Mystery Game");
  });

  it("answers a malformed symbol or title with 400 JSON", async () => {
    for (const path of [
      encodeURIComponent("bad symbol"),
      encodeURIComponent("<svg>"),
      `${GAMES.oceanic.symbol}?title=${"x".repeat(201)}`,
    ]) {
      const response = await art(path);
      expect(response.status).toBe(400);
      expect(providerErrorSchema.parse(await response.json()).error).toBe("invalid_request");
    }
  });
});
