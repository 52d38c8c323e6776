import { expect, test } from "@playwright/test";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { e2eEnvironment, launchGame } from "./support/e2e-environment";
import { waitForGameReady } from "./support/game-page";

// Staff end a player's session from the console; the player's open game page reacts at once.

test.use({ viewport: { width: 1440, height: 900 } });

test("terminating a session in the console shows 'session ended' on the open game page", async ({ page, context }) => {
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, { symbol: "vs25pharaoh", external_player_id: "player-2" });
  const game = await context.newPage();
  await game.goto(launch.launch_url);
  await waitForGameReady(game);

  await signIn(page, environment.appUrl, environment.staff.admin);
  await page.goto(`${environment.appUrl}/console/sessions?player=player-2`);
  const row = page.getByTestId(`session-row-${launch.session_id}`);
  await expect(row).toContainText("Pharaoh's Fortune");
  await expect(row).toContainText("active");
  await consoleScreenshot(page, "sessions");

  await row.getByTestId("terminate-session").click();
  const confirm = page.getByTestId("confirm-dialog");
  await expect(confirm).toContainText("player-2");
  await confirm.getByRole("button", { name: "End session" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Session ended" })).toBeVisible();
  await expect(row).toHaveCount(0);

  await expect(game.getByTestId("session-unavailable")).toHaveAttribute("data-reason", "ended");
  await expect(game.getByRole("heading", { name: "Session ended" })).toBeVisible();

  // It is listed with the ended sessions now.
  await page.getByLabel("State").selectOption("ended");
  await expect(page.getByTestId(`session-row-${launch.session_id}`)).toContainText("ended");
});
