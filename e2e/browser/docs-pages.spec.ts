import { expect, test } from "@playwright/test";
import { e2eEnvironment } from "./support/e2e-environment";

// What a new visitor opens first: the landing page, the integration guide at /docs and the API reference with its
// wallet callbacks, at the console's desktop sizes and on a phone, each screenshot written for review.

const SIZES = [
  { name: "1440", width: 1440, height: 900 },
  { name: "1280", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

for (const size of SIZES) {
  test(`landing page, guide and API reference at ${size.width}×${size.height}`, async ({ browser }) => {
    const { appUrl } = e2eEnvironment();
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    const noHorizontalScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

    await page.goto(`${appUrl}/`);
    for (const name of ["Console", "API reference", "Integration guide"])
      await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    expect(await noHorizontalScroll()).toBe(true);
    await page.screenshot({ path: `e2e/screenshots/home-${size.name}.png` });

    await page.getByRole("link", { name: /Integration guide/ }).click();
    await expect(page).toHaveURL(`${appUrl}/docs`);
    await expect(page.getByRole("heading", { level: 1, name: "Operator integration guide" })).toBeVisible();
    expect(await noHorizontalScroll()).toBe(true);
    await page.screenshot({ path: `e2e/screenshots/docs-guide-${size.name}.png` });

    await page.goto(`${appUrl}/docs/api#tag-wallet-callbacks`);
    await expect(page.getByRole("heading", { level: 2, name: "Wallet callbacks" })).toBeVisible();
    await expect(page.locator("#op-walletDebit")).toContainText("{wallet_base_url}/debit");
    expect(await noHorizontalScroll()).toBe(true);
    await page.screenshot({ path: `e2e/screenshots/docs-api-wallet-callbacks-${size.name}.png` });
    await page.goto(`${appUrl}/docs/api`);
    await page.screenshot({ path: `e2e/screenshots/docs-api-${size.name}.png` });
    await context.close();
  });
}
