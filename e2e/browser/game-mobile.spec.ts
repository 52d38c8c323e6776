import { expect, test } from "@playwright/test";
import { addDecimal, compareDecimal, subtractDecimal } from "@/lib/base/money/decimal-arithmetic";
import { e2eEnvironment, launchGame } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";

// device=mobile (and tablet, which the launch normalises to mobile) gives the stacked layout that fits a phone.

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

test("the mobile layout fits a 390×844 phone and plays with a large spin button", async ({ page }) => {
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, {
    symbol: "bs25candyrush",
    external_player_id: "player-2",
    device: "mobile",
    return_url: "https://lobby.demo-casino.example/",
  });
  await page.goto(launch.launch_url);
  await waitForGameReady(page);
  await expect(page.getByTestId("game")).toHaveAttribute("data-layout", "mobile");

  // Nothing sticks out sideways, and the whole machine and its controls are on the first screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  for (const testId of ["reels", "balance", "bet", "win", "spin"]) {
    const box = await page.getByTestId(testId).boundingBox();
    expect(box, testId).not.toBeNull();
    expect(box!.x, testId).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, testId).toBeLessThanOrEqual(390);
    expect(box!.y + box!.height, testId).toBeLessThanOrEqual(844);
  }
  const spin = await page.getByTestId("spin").boundingBox();
  expect(spin!.width).toBeGreaterThanOrEqual(96);
  expect(spin!.height).toBeGreaterThanOrEqual(96);

  const before = (await page.getByTestId("balance").getAttribute("data-value"))!;
  const stake = (await page.getByTestId("bet").getAttribute("data-value"))!;
  await page.getByTestId("spin").tap();
  await waitForIdle(page);
  await expect(page.getByTestId("history-round")).toHaveCount(1);
  // The round moved the balance by its own stake and win (a win equal to the stake leaves it where it was).
  const win = (await page.getByTestId("win").getAttribute("data-value"))!;
  const after = (await page.getByTestId("balance").getAttribute("data-value"))!;
  expect(compareDecimal(after, addDecimal(subtractDecimal(before, stake), win))).toBe(0);

  await page.screenshot({ path: "e2e/screenshots/game-mobile.png" });

  // The history opens as a sheet over the game.
  await page.getByTestId("history-toggle").tap();
  await expect(page.getByTestId("history")).toBeVisible();
});

test("a tablet launch gets the mobile layout", async ({ page }) => {
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, {
    symbol: "vs5jokerjewels",
    external_player_id: "player-2",
    device: "tablet",
  });
  await page.goto(launch.launch_url);
  await waitForGameReady(page);
  await expect(page.getByTestId("game")).toHaveAttribute("data-layout", "mobile");
});
