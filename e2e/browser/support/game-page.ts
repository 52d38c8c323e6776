import { expect, type Page } from "@playwright/test";

// Reading the game page the way QA does: through its data-testid selectors.

/** The balance as decimal text (the page keeps the server's exact figure in data-value). */
export async function shownBalance(page: Page): Promise<string> {
  return (await page.getByTestId("balance").getAttribute("data-value")) ?? "";
}

/** Waits until the opening state (with the wallet balance) has arrived and the live channel is open. */
export async function waitForGameReady(page: Page): Promise<void> {
  await expect(page.getByTestId("game")).toBeVisible();
  await expect(page.getByTestId("balance")).not.toHaveAttribute("data-value", "");
  await expect(page.getByTestId("game")).toHaveAttribute("data-live", "true");
}

/** Waits for a round's playback (paid spin and any free spins) to finish. */
export async function waitForIdle(page: Page, timeout = 60_000): Promise<void> {
  await expect(page.getByTestId("game")).toHaveAttribute("data-phase", "idle", { timeout });
}

/**
 * Milliseconds from just before `refresh()` is sent until the page shows `expected` as its balance, stamped by a
 * MutationObserver inside the page (browser and test share the machine's clock). The balance element is
 * re-created when it flashes, so the whole body is observed.
 */
export async function timeUntilBalanceShown(
  page: Page,
  expected: string,
  refresh: () => Promise<unknown>,
): Promise<number> {
  await page.evaluate((value) => {
    const state = window as unknown as { __gpBalanceShownAt?: number };
    delete state.__gpBalanceShownAt;
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="balance"]')?.getAttribute("data-value") !== value) return;
      state.__gpBalanceShownAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-value"],
    });
  }, expected);
  const sentAt = Date.now();
  await refresh();
  const shownAt = await page.waitForFunction(
    () => (window as unknown as { __gpBalanceShownAt?: number }).__gpBalanceShownAt,
  );
  return Number(await shownAt.jsonValue()) - sentAt;
}
