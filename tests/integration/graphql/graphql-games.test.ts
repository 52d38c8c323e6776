import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCodes, startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";

// The console API's games and the art upload route: metadata edits and availability as the REST catalog then
// shows them, and thumbnails uploaded by staff as the public art endpoint then serves them.

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const ART_MAX_BYTES = 4096;

describe("console GraphQL: games and art", () => {
  let ctx: ConsoleTestContext;

  beforeAll(async () => {
    ctx = await startConsoleTest({ env: { ART_MAX_BYTES: String(ART_MAX_BYTES) } });
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  const catalogSymbols = async () => {
    const response = await fetch(`${ctx.app.baseUrl}/api/provider/v1/games`, {
      headers: { "x-provider-api-key": ctx.seed.credentials.operatorKey },
    });
    const body = (await response.json()) as {
      data: { items: { symbol: string; title: string; rtp: number | null }[] };
    };
    return body.data.items;
  };

  const upload = (client: typeof ctx.admin, symbol: string, body: BodyInit, headers: Record<string, string> = {}) =>
    client.request(`/api/console/art/${symbol}`, { method: "POST", body, headers });

  it("lists games with search and provider filters, and finds one by symbol or slug", async () => {
    const all = await ctx.admin.data(
      `{ games { symbol providerId providerName catalogCount launchStatus liveCatalogEnabled features { freeSpins buyFeature } } providers { id name } }`,
    );
    expect(all.games.length).toBeGreaterThan(10);
    expect(all.providers.map((provider: { id: string }) => provider.id)).toEqual(["provider_a", "provider_b"]);
    const aurora = all.games.find((game: { symbol: string }) => game.symbol === "vs20aurora");
    expect(aurora).toMatchObject({
      providerId: "provider_a",
      catalogCount: 3,
      launchStatus: "live",
      liveCatalogEnabled: true,
      features: { freeSpins: true },
    });

    const filtered = await ctx.admin.data(`{ games(providerId: "provider_b", search: "OCEAN") { symbol providerId } }`);
    expect(filtered.games).toEqual([{ symbol: "bs20oceanic", providerId: "provider_b" }]);

    const bySlug = await ctx.admin.data(
      `{ game(symbol: "aurora-riches") { symbol slug title rtp lines art { uploaded url uploadPath } } }`,
    );
    expect(bySlug.game).toMatchObject({
      symbol: "vs20aurora",
      slug: "aurora-riches",
      art: { uploaded: false, uploadPath: "/api/console/art/vs20aurora" },
    });
    expect(bySlug.game.rtp).toMatch(/^\d{2}\.\d+$/);
    expect(bySlug.game.art.url).toBe(
      `${ctx.app.baseUrl}/api/provider/v1/game-art/vs20aurora?title=Aurora+Riches&slug=aurora-riches`,
    );

    expect(errorCodes(await ctx.admin.graphql(`{ game(symbol: "vs99nothing") { symbol } }`))).toEqual([
      "game_not_found",
    ]);
  });

  it("edits metadata of an existing game only, as the REST catalog then shows it, audited", async () => {
    const edited = await ctx.admin.data(`
      mutation {
        updateGame(symbol: "vs20aurora", input: {
          title: "Aurora Riches Deluxe", family: null, certifiedBrowsers: ["chrome", "firefox"],
          features: { buyFeature: false, specialBet: true },
          specialBetProfile: { symbol: "vs20aurora", buttons: 2, bls: [20, 25], defaultBl: 20, serviceVersion: "1.0.0", cver: "1" }
        }) {
          title family certifiedBrowsers features { freeSpins buyFeature specialBet }
          specialBetProfile { symbol buttons bls defaultBl serviceVersion cver }
        }
      }`);
    expect(edited.updateGame).toEqual({
      title: "Aurora Riches Deluxe",
      family: null,
      certifiedBrowsers: ["chrome", "firefox"],
      features: { freeSpins: true, buyFeature: false, specialBet: true },
      specialBetProfile: {
        symbol: "vs20aurora",
        buttons: 2,
        bls: [20, 25],
        defaultBl: 20,
        serviceVersion: "1.0.0",
        cver: "1",
      },
    });
    expect((await catalogSymbols()).find((game) => game.symbol === "vs20aurora")?.title).toBe("Aurora Riches Deluxe");

    const audit = await ctx.admin.data(
      `{ auditLog(filter: { targetType: "game", targetId: "vs20aurora", action: "game.update" }, first: 1) { items { actor before after } } }`,
    );
    expect(audit.auditLog.items[0]).toMatchObject({
      actor: "console:admin@demo.local",
      before: { title: "Aurora Riches" },
      after: { title: "Aurora Riches Deluxe", featureSpecialBet: true },
    });

    const badRtp = await ctx.admin.graphql(
      `mutation { updateGame(symbol: "vs20aurora", input: { rtp: "ninety" }) { rtp } }`,
    );
    expect(errorCodes(badRtp)).toEqual(["invalid_request"]);
    const unknown = await ctx.admin.graphql(
      `mutation { updateGame(symbol: "vs99newgame", input: { title: "New", slug: "new-game", providerId: "provider_a" }) { symbol } }`,
    );
    expect(errorCodes(unknown)).toEqual(["game_not_found"]);
    expect(errorCodes(await ctx.admin.graphql(`{ game(symbol: "vs99newgame") { symbol } }`))).toEqual([
      "game_not_found",
    ]);
    const clash = await ctx.admin.graphql(
      `mutation { updateGame(symbol: "vs20aurora", input: { slug: "pharaohs-fortune" }) { slug } }`,
    );
    expect(errorCodes(clash)).toEqual(["conflict"]);
  });

  it("takes a game out of every live catalog and back", async () => {
    const off = await ctx.admin.data(
      `mutation { setGameAvailability(symbol: "vs25pharaoh", liveCatalogEnabled: false, launchStatus: maintenance) { liveCatalogEnabled launchStatus } }`,
    );
    expect(off.setGameAvailability).toEqual({ liveCatalogEnabled: false, launchStatus: "maintenance" });
    expect((await catalogSymbols()).map((game) => game.symbol)).not.toContain("vs25pharaoh");

    const on = await ctx.admin.data(
      `mutation { setGameAvailability(symbol: "vs25pharaoh", liveCatalogEnabled: true, launchStatus: live) { liveCatalogEnabled launchStatus } }`,
    );
    expect(on.setGameAvailability).toEqual({ liveCatalogEnabled: true, launchStatus: "live" });
    expect((await catalogSymbols()).map((game) => game.symbol)).toContain("vs25pharaoh");

    const viewer = await ctx.viewer.graphql(
      `mutation { setGameAvailability(symbol: "vs25pharaoh", liveCatalogEnabled: false) { symbol } }`,
    );
    expect(errorCodes(viewer)).toEqual(["forbidden"]);
    expect(
      errorCodes(await ctx.admin.graphql(`mutation { setGameAvailability(symbol: "vs25pharaoh") { symbol } }`)),
    ).toEqual(["invalid_request"]);
  });

  it("uploads raw PNG bytes that the public art endpoint then serves, with the art facts in GraphQL", async () => {
    const response = await upload(ctx.admin, "bs20oceanic", PNG_1X1, { "content-type": "image/png" });
    expect(response.status).toBe(200);
    const sha256 = createHash("sha256").update(PNG_1X1).digest("hex");
    expect(await response.json()).toEqual({
      success: true,
      data: {
        symbol: "bs20oceanic",
        contentType: "image/png",
        size: PNG_1X1.length,
        sha256,
        url: `${ctx.app.baseUrl}/api/provider/v1/game-art/bs20oceanic`,
      },
    });

    const served = await fetch(`${ctx.app.baseUrl}/api/provider/v1/game-art/bs20oceanic`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);

    const info = await ctx.admin.data(
      `{ game(symbol: "bs20oceanic") { art { uploaded contentType size sha256 uploadedBy uploadedAt } } games(search: "oceanic") { art { uploaded } } }`,
    );
    expect(info.game.art).toMatchObject({
      uploaded: true,
      contentType: "image/png",
      size: PNG_1X1.length,
      sha256,
      uploadedBy: "console:admin@demo.local",
    });
    expect(info.games).toEqual([{ art: { uploaded: true } }]);
  });

  it("uploads a drag-and-drop multipart file, sanitising SVG before it is stored", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="#123456"/></svg>`;
    const form = new FormData();
    form.set("file", new Blob([svg], { type: "image/png" }), "art.png");
    const response = await upload(ctx.admin, "vs40wildwest", form);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { contentType: string } }).data.contentType).toBe("image/svg+xml");

    const served = await (await fetch(`${ctx.app.baseUrl}/api/provider/v1/game-art/vs40wildwest`)).text();
    expect(served).toContain("#123456");
    expect(served).not.toMatch(/script|onload|alert/i);
  });

  it("refuses uploads that are not an admin's, not an image, too large or for no game — storing nothing", async () => {
    const anonymous = await upload(ctx.anonymous, "vs10fruitblaze", PNG_1X1);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false, error: "unauthenticated" });
    const viewer = await upload(ctx.viewer, "vs10fruitblaze", PNG_1X1);
    expect(viewer.status).toBe(403);
    expect(await viewer.json()).toMatchObject({ error: "forbidden" });

    const text = await upload(ctx.admin, "vs10fruitblaze", "just some text, not an image", {
      "content-type": "image/png",
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: "unsupported_media_type" });
    const huge = await upload(ctx.admin, "vs10fruitblaze", Buffer.concat([PNG_1X1, Buffer.alloc(ART_MAX_BYTES)]));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: "payload_too_large" });
    const empty = await upload(ctx.admin, "vs10fruitblaze", new FormData());
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: "missing_field" });
    const unknown = await upload(ctx.admin, "vs99nothing", PNG_1X1);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: "game_not_found" });
    const crossSite = await upload(ctx.admin, "vs10fruitblaze", PNG_1X1, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);

    const info = await ctx.admin.data(`{ game(symbol: "vs10fruitblaze") { art { uploaded } } }`);
    expect(info.game.art.uploaded).toBe(false);
    const fallback = await fetch(`${ctx.app.baseUrl}/api/provider/v1/game-art/vs10fruitblaze`);
    expect(fallback.headers.get("content-type")).toBe("image/svg+xml");
  });
});
