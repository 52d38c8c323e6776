import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { startAppServer } from "@/tests/support/app-server";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { e2eEnvironment } from "./support/e2e-environment";
import { startReverseProxy } from "./support/reverse-proxy";

// Game artwork from the console: the fallback preview, an upload through the drop zone's file input that the
// public art endpoint then serves byte for byte, a file refused by its bytes, and an SVG stored sanitised.

test.use({ viewport: { width: 1440, height: 900 } });

const SYMBOL = "bs10vikingsaga";

/** A real PNG (a diagonal gradient), built here so the test owns its bytes. */
function gradientPng(size: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++)
      rows.set([40 + (x * 150) / size, 60 + (y * 120) / size, 200 - (x * 80) / size], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" onload="alert(1)">
  <script>alert("stolen")</script>
  <defs><linearGradient id="sea" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient></defs>
  <rect width="200" height="200" rx="24" fill="url(#sea)"/>
  <path d="M40 130 L100 60 L160 130 Z" fill="#f8fafc" opacity="0.9"/>
  <circle cx="100" cy="150" r="18" fill="#fbbf24"/>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
</svg>`;

test("an admin uploads game art through the drop zone and the public art endpoint serves it; bad files are refused", async ({
  page,
  request,
}) => {
  const environment = e2eEnvironment();
  const artUrl = `${environment.appUrl}/api/provider/v1/game-art/${SYMBOL}`;
  await signIn(page, environment.appUrl, environment.staff.admin);

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Games" }).click();
  await expect(page.getByTestId(`game-row-${SYMBOL}`)).toBeVisible();
  await consoleScreenshot(page, "games");
  await page.getByTestId(`game-row-${SYMBOL}`).getByRole("link", { name: "Viking Saga" }).click();
  await expect(page).toHaveURL(`${environment.appUrl}/console/games/${SYMBOL}`);

  // Nothing uploaded yet: the preview is the generated fallback the endpoint serves.
  await expect(page.getByTestId("art-caption")).toContainText("fallback");
  const fallback = await request.get(artUrl);
  expect(fallback.headers()["content-type"]).toContain("image/svg+xml");

  // A file whose bytes are no image is refused, whatever its name says; the served art is unchanged.
  await page
    .getByTestId("art-input")
    .setInputFiles({ name: "thumbnail.png", mimeType: "image/png", buffer: Buffer.from("definitely not an image") });
  await page.getByTestId("art-upload").click();
  await expect(page.getByTestId("art-error")).toContainText("Not a supported image");
  // Said once (no second copy in a notification), and the frame shows the served art again, not a blank preview.
  await expect(page.getByText("Not a supported image")).toHaveCount(1);
  await expect(page.getByTestId("art-image")).not.toHaveAttribute("src", /^blob:/);
  await expect
    .poll(() =>
      page.getByTestId("art-image").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
  expect((await request.get(artUrl)).headers()["content-type"]).toContain("image/svg+xml");

  // A PNG: previewed locally first, then uploaded and served byte for byte.
  const png = gradientPng(48);
  await page.getByTestId("art-input").setInputFiles({ name: "viking.png", mimeType: "image/png", buffer: png });
  await expect(page.getByTestId("art-caption")).toContainText("not uploaded yet");
  await page.getByTestId("art-upload").click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Artwork uploaded" })).toBeVisible();
  await expect(page.getByTestId("art-caption")).toContainText("image/png");
  await expect(page.getByTestId("art-caption")).toContainText(environment.staff.admin.email);
  const served = await request.get(artUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);

  // An SVG with a script, an event handler and an external reference is stored sanitised.
  await page
    .getByTestId("art-input")
    .setInputFiles({ name: "viking.svg", mimeType: "image/svg+xml", buffer: Buffer.from(HOSTILE_SVG) });
  await page.getByTestId("art-upload").click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "SVG sanitised" })).toBeVisible();
  await expect(page.getByTestId("art-caption")).toContainText("image/svg+xml");
  const svg = await request.get(artUrl);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  const text = await svg.text();
  expect(text).toContain("linearGradient");
  expect(text).not.toMatch(/<script|onload|tracker\.example/i);
  await expect(page.getByTestId("art-image")).toHaveJSProperty("complete", true);
  await consoleScreenshot(page, "game");
});

test("art uploads from the console reached through a reverse proxy, at an address the app is not told", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A typical deployment: `npm start` (every interface, no PUBLIC_BASE_URL or GAME_BASE_URL) behind one proxy of
  // ours (TRUSTED_PROXY_HOPS=1) that rewrites Host to the app's own 127.0.0.1:<port> and says in X-Forwarded-Host
  // what the browser used. Next.js then calls every request's URL by the app's own address, never the proxy's,
  // while the browser's Origin is the proxy's: the upload must still be taken as the console's own. An instance of
  // its own (embedded database, demo seed), since the shared ones are started with their address configured.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "gp-e2e-behind-proxy-"));
  const app = await startAppServer({
    env: { DATABASE_URL: "", DATA_DIR: dataDir, DEMO_SEED: "1", APP_ENV: "test", TRUSTED_PROXY_HOPS: "1" },
    asNpmStart: true,
    waitFor: "ready",
  });
  const proxy = await startReverseProxy({ host: "127.0.0.1", port: app.port });
  try {
    const credentials = JSON.parse(readFileSync(path.join(dataDir, "demo-credentials.json"), "utf8")) as {
      adminEmail: string;
      adminPassword: string;
    };
    await signIn(page, proxy.baseUrl, { email: credentials.adminEmail, password: credentials.adminPassword });
    await page.goto(`${proxy.baseUrl}/console/games/${SYMBOL}`);
    const png = gradientPng(32);
    await page.getByTestId("art-input").setInputFiles({ name: "viking.png", mimeType: "image/png", buffer: png });
    const upload = page.waitForResponse(
      (response) =>
        response.url() === `${proxy.baseUrl}/api/console/art/${SYMBOL}` && response.request().method() === "POST",
    );
    await page.getByTestId("art-upload").click();
    expect((await upload).status()).toBe(200);
    await expect(page.getByTestId("toast-success").filter({ hasText: "Artwork uploaded" })).toBeVisible();
    await expect(page.getByTestId("art-error")).toHaveCount(0);
    await expect(page.getByTestId("art-caption")).toContainText("image/png");
    // Served byte for byte at the address the browser uses, and shown on the page.
    const artUrl = `${proxy.baseUrl}/api/provider/v1/game-art/${SYMBOL}`;
    const served = await request.get(artUrl);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(Buffer.from(await served.body()).equals(png)).toBe(true);
    await expect
      .poll(async () => (await page.getByTestId("art-image").getAttribute("src"))?.split("?")[0])
      .toBe(artUrl);
    await expect
      .poll(() =>
        page
          .getByTestId("art-image")
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 32),
      )
      .toBe(true);
  } finally {
    await proxy.stop();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("an admin edits a game's metadata and availability, and the operator's REST catalog follows", async ({
  page,
  request,
}) => {
  const environment = e2eEnvironment();
  await signIn(page, environment.appUrl, environment.staff.admin);
  await page.goto(`${environment.appUrl}/console/games/${SYMBOL}`);

  const metadata = page.getByTestId("game-metadata");
  await metadata.getByLabel("Family").fill("norse-legends");
  await metadata.getByLabel("Certified browsers").fill("chrome, firefox");
  await page.getByTestId("save-game").click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Game saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("game-metadata").getByLabel("Family")).toHaveValue("norse-legends");

  // Maintenance asks first (it concerns every operator), then shows on the page.
  await page.getByTestId("launch-status-maintenance").click();
  await page.getByTestId("confirm-dialog").getByRole("button", { name: "Set maintenance" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "launch status maintenance" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("maintenance");

  // Hidden from live catalogs: gone from the operator's REST catalog; shown again: back. Nova Bet has the game;
  // the demo master key reads its catalog.
  const novaCatalog = async () => {
    const response = await request.get(`${environment.appUrl}/api/provider/v1/games?operator_id=nova-bet`, {
      headers: { "x-provider-api-key": environment.masterKey },
    });
    expect(response.status()).toBe(200);
    return (
      (await response.json()) as { data: { items: { symbol: string; family?: string; launch_status?: string }[] } }
    ).data.items;
  };
  expect((await novaCatalog()).find((game) => game.symbol === SYMBOL)).toMatchObject({
    family: "norse-legends",
    launch_status: "maintenance",
  });
  await page.getByTestId("live-catalog-switch").click();
  await page.getByTestId("confirm-dialog").getByRole("button", { name: "Hide game" }).click();
  await expect(page.getByTestId("live-catalog-switch")).not.toBeChecked();
  expect((await novaCatalog()).map((game) => game.symbol)).not.toContain(SYMBOL);

  await page.getByTestId("live-catalog-switch").click();
  await expect(page.getByTestId("live-catalog-switch")).toBeChecked();
  await page.getByTestId("launch-status-live").click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("live");
  expect((await novaCatalog()).find((game) => game.symbol === SYMBOL)).toMatchObject({ launch_status: "live" });
});
