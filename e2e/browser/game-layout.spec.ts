import { expect, test, type Page } from "@playwright/test";
import { JURISDICTION_CODES } from "@/lib/contract/jurisdiction-profiles";
import { e2eEnvironment, launchGame, refreshPlayerBalance } from "./support/e2e-environment";
import { waitForGameReady } from "./support/game-page";

// The game page on the screens players use, in both languages: the whole game on the first screen (no vertical
// scroll, the bet panel inside the viewport), names kept as written whatever the page's language (Turkish
// upper-casing must not turn "Gaming" into "GAMİNG"), no keyboard hint on touch screens, and the "balance
// updated" toast clear of the reels. Wild West Gold has the widest bet panel (special bet and buy feature). Every
// jurisdiction profile's controls (net position and session time, spin countdown, autoplay and turbo, or none)
// keep the spin button in the bottom bar of a 1280×720 screen.

const GAME = { symbol: "vs40wildwest", title: "Wild West Gold", provider: "Aurora Gaming" };
const LANGS = ["en", "tr"] as const;
const LAPTOP = { width: 1280, height: 800 };
const SMALL_LAPTOP = { width: 1280, height: 720 };
const DESKTOP_VIEWPORTS = [SMALL_LAPTOP, LAPTOP, { width: 1366, height: 768 }, { width: 1440, height: 900 }];
const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

async function expectNoVerticalScroll(page: Page): Promise<void> {
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({
    scrollHeight: document.scrollingElement!.scrollHeight,
    innerHeight: window.innerHeight,
  }));
  expect(scrollHeight, "the page scrolls vertically").toBeLessThanOrEqual(innerHeight);
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box!;
}

function expectInside(box: Box, viewport: { width: number; height: number }, what: string): void {
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.y, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, what).toBeLessThanOrEqual(viewport.height);
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Names are shown as written, upper-cased by the rules of no particular language. */
async function expectNamesAsWritten(page: Page): Promise<void> {
  expect(await page.locator(".gp-title h1").innerText()).toBe(GAME.title.toUpperCase());
  expect(await page.getByTestId("provider-name").innerText()).toBe(GAME.provider.toUpperCase());
}

for (const viewport of DESKTOP_VIEWPORTS) {
  for (const lang of LANGS) {
    test.describe(`desktop ${viewport.width}×${viewport.height} (${lang})`, () => {
      test.use({ viewport });

      test("the whole game fits the screen without scrolling, with names as written", async ({ page }) => {
        const environment = e2eEnvironment();
        const launch = await launchGame(environment, {
          symbol: GAME.symbol,
          external_player_id: "player-2",
          lang,
          device: "desktop",
        });
        await page.goto(launch.launch_url);
        await waitForGameReady(page);
        await expect(page.getByTestId("game")).toHaveAttribute("data-layout", "desktop");

        await expectNoVerticalScroll(page);
        expectInside(await boxOf(page, ".gp-bet-controls"), viewport, "bet panel");
        for (const testId of ["reels", "balance", "bet", "win", "spin", "max-bet", "special-bet", "buy-feature"]) {
          expectInside(await boxOf(page, `[data-testid="${testId}"]`), viewport, testId);
        }
        // The bet panel is one row: the max-bet chip sits beside the steppers, not below them.
        const level = await boxOf(page, '[data-testid="bet-level"]');
        const maxBet = await boxOf(page, '[data-testid="max-bet"]');
        expect(maxBet.y, "max bet wrapped onto a second row").toBeLessThan(level.y + level.height);
        await expectNamesAsWritten(page);
        // A mouse and keyboard: the keyboard hint is shown.
        await expect(page.getByTestId("caption")).toContainText(lang === "en" ? "Space" : "Boşluk");

        await page.screenshot({ path: `e2e/screenshots/game-${viewport.width}x${viewport.height}-${lang}.png` });
      });
    });
  }
}

for (const lang of LANGS) {
  test.describe(`touch phone ${PHONE.width}×${PHONE.height} (${lang})`, () => {
    test.use({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

    test("a phone fits without scrolling and is not told to press Space", async ({ page }) => {
      const environment = e2eEnvironment();
      const launch = await launchGame(environment, {
        symbol: GAME.symbol,
        external_player_id: "player-2",
        lang,
        device: "mobile",
      });
      await page.goto(launch.launch_url);
      await waitForGameReady(page);
      await expect(page.getByTestId("game")).toHaveAttribute("data-layout", "mobile");

      await expectNoVerticalScroll(page);
      for (const testId of ["reels", "balance", "bet", "win", "spin"]) {
        expectInside(await boxOf(page, `[data-testid="${testId}"]`), PHONE, testId);
      }
      await expect(page.getByTestId("game")).not.toContainText(lang === "en" ? "Space" : "Boşluk");
      await expectNamesAsWritten(page);

      await page.screenshot({ path: `e2e/screenshots/game-mobile-${lang}.png` });
    });
  });
}

test.describe(`every jurisdiction profile at ${SMALL_LAPTOP.width}×${SMALL_LAPTOP.height}`, () => {
  test.use({ viewport: SMALL_LAPTOP });

  for (const jurisdiction of JURISDICTION_CODES) {
    test(`${jurisdiction}: no page scroll, the spin button in the bottom bar and fully visible`, async ({ page }) => {
      const environment = e2eEnvironment();
      const launch = await launchGame(environment, {
        symbol: GAME.symbol,
        external_player_id: "player-2",
        lang: "en",
        device: "desktop",
        jurisdiction,
      });
      await page.goto(launch.launch_url);
      await waitForGameReady(page);
      await expect(page.getByTestId("game")).toHaveAttribute("data-jurisdiction", jurisdiction);

      await expectNoVerticalScroll(page);
      const bar = await boxOf(page, ".gp-controls");
      const spin = await boxOf(page, '[data-testid="spin"]');
      const balance = await boxOf(page, '[data-testid="balance"]');
      expectInside(spin, SMALL_LAPTOP, "spin button");
      expectInside(bar, SMALL_LAPTOP, "bottom bar");
      // In the bar's one row: level with the balance meter, not wrapped below it.
      expect(spin.y, "spin button above the bar").toBeGreaterThanOrEqual(bar.y);
      expect(spin.y + spin.height, "spin button below the bar").toBeLessThanOrEqual(bar.y + bar.height);
      expect(spin.y, "spin button on a row of its own").toBeLessThan(balance.y + balance.height);
      expect(spin.y + spin.height, "spin button on a row of its own").toBeGreaterThan(balance.y);
      // Nothing covers it: its centre is the button.
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="spin"]') !== null,
        { x: spin.x + spin.width / 2, y: spin.y + spin.height / 2 },
      );
      expect(onTop, "the spin button is covered").toBe(true);
      for (const testId of [
        "reels",
        "balance",
        "bet",
        "win",
        "net-position",
        "session-time",
        "autoplay",
        "turbo",
        "buy-feature",
      ]) {
        const element = page.getByTestId(testId);
        if ((await element.count()) > 0)
          expectInside(await boxOf(page, `[data-testid="${testId}"]`), SMALL_LAPTOP, testId);
      }
      if (jurisdiction === "UK" || jurisdiction === "DE") {
        await page.screenshot({
          path: `e2e/screenshots/game-${SMALL_LAPTOP.width}x${SMALL_LAPTOP.height}-${jurisdiction.toLowerCase()}.png`,
        });
      }
    });
  }
});

test.describe("balance updated toast", () => {
  test.use({ viewport: LAPTOP });

  test("the balance-updated toast does not cover the reels or their paylines", async ({ page }) => {
    const environment = e2eEnvironment();
    const launch = await launchGame(environment, {
      symbol: GAME.symbol,
      external_player_id: "player-2",
      lang: "en",
      device: "desktop",
    });
    await page.goto(launch.launch_url);
    await waitForGameReady(page);

    await refreshPlayerBalance(environment, {
      external_player_id: "player-2",
      session_id: launch.session_id,
      reason: "deposit",
    });
    const toast = page.getByText("Balance updated", { exact: true });
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    const reelsBox = await boxOf(page, '[data-testid="reels"]');
    expect(
      intersects(toastBox, reelsBox),
      `toast ${JSON.stringify(toastBox)} over the reels ${JSON.stringify(reelsBox)}`,
    ).toBe(false);
    expectInside(toastBox, LAPTOP, "toast");
    await page.screenshot({ path: "e2e/screenshots/game-balance-toast.png" });
  });
});
