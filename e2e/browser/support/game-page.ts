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
