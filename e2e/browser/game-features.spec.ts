import { expect, test } from "@playwright/test";
import { e2eEnvironment, launchGame } from "./support/e2e-environment";
import { shownBalance, waitForGameReady, waitForIdle } from "./support/game-page";

// The bet selector offers only what the runtime accepts, and buying the feature plays its free spins with the
// counter and multiplier on screen; the round can be shown again from the history. With the reels in full motion:
// the spin button skips a playback that moves.

test.use({ reducedMotion: "no-preference" });

interface SpinAnswer {
  round: { id: string; bet: string; win: string; boughtFeature: boolean; freeSpins: number };
  balance: string;
}

test("bet selector, bought free spins, and a round shown again from the history", async ({ page }) => {
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, { symbol: "vs25pharaoh", external_player_id: "player-2", coin: "0.05" });
  await page.goto(launch.launch_url);
  await waitForGameReady(page);

  // The launch's coin is the default coin value: 25 lines × level 1 × €0.05.
  await expect(page.getByTestId("bet")).toHaveText("€1.25");
  await page.getByRole("button", { name: "Raise bet level" }).click();
  await expect(page.getByTestId("bet")).toHaveText("€2.50");
  await page.getByRole("button", { name: "Lower coin value" }).click();
  await expect(page.getByTestId("bet")).toHaveText("€1.00");
  await page.getByRole("button", { name: "Lower coin value" }).click();
  await page.getByRole("button", { name: "Lower bet level" }).click();
  await expect(page.getByTestId("bet")).toHaveText("€0.25");

  // Buying: 25 × the total bet for 8 free spins at ×3, after a confirmation.
  await expect(page.getByTestId("buy-feature")).toContainText("€6.25");
  await page.getByTestId("buy-feature").click();
  const dialog = page.getByTestId("buy-feature-dialog");
  await expect(dialog).toContainText("8 free spins with all wins ×3 cost €6.25 (25 × your total bet).");
  const before = await shownBalance(page);
  const answer = page.waitForResponse((response) => response.url().endsWith("/spin"));
  await page.getByTestId("buy-feature-confirm").click();
  const spin = (await (await answer).json()) as SpinAnswer;
  expect(spin.round).toMatchObject({ bet: "6.25", boughtFeature: true });
  expect(spin.round.freeSpins).toBeGreaterThanOrEqual(8);

  await expect(page.getByTestId("free-spins")).toContainText(/Free spin \d+ of \d+/);
  await expect(page.getByTestId("free-spins")).toContainText("All wins ×3");
  // The spin button skips the rest of the playback to the round's result.
  await expect(page.getByTestId("spin")).toHaveText(/Skip/);
  await page.getByTestId("spin").click();
  await waitForIdle(page);
  await expect(page.getByTestId("free-spins")).toHaveCount(0);
  expect(await shownBalance(page)).toBe(spin.balance);
  expect(spin.balance).not.toBe(before);
  await expect(page.getByTestId("win")).toHaveAttribute("data-value", spin.round.win);

  const latest = page.getByTestId("history-round").first();
  await expect(latest).toHaveAttribute("data-round-id", spin.round.id);
  await expect(latest).toContainText("Bought");
  await latest.click();
  await expect(page.getByTestId("replay")).toContainText("€6.25");
  await page.getByTestId("replay-back").click();
  await expect(page.getByTestId("replay")).toHaveCount(0);
});

test("the special bet offers the profile's levels and plays at them", async ({ page }) => {
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, { symbol: "vs40wildwest", external_player_id: "player-1" });
  await page.goto(launch.launch_url);
  await waitForGameReady(page);

  const special = page.getByTestId("special-bet");
  await expect(special.getByRole("button")).toHaveText(["40", "50", "60"]);
  await special.getByRole("button", { name: /50/ }).click();
  await expect(special.getByRole("button", { name: /50/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("bet-level")).toContainText("50");
  await expect(page.getByTestId("bet")).toHaveText("€20.00"); // 40 lines × level 50 × €0.01

  const answer = page.waitForResponse((response) => response.url().endsWith("/spin"));
  await page.getByTestId("spin").click();
  const spin = (await (await answer).json()) as SpinAnswer;
  expect(spin.round.bet).toBe("20.00");
  await waitForIdle(page);
});
