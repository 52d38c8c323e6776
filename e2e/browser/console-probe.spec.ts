import { test } from "@playwright/test";
import { signIn } from "./support/console-staff";
import { e2eEnvironment, launchGame } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";

test.use({ viewport: { width: 390, height: 844 } });
test("probe", async ({ page, context }) => {
  test.setTimeout(300_000);
  const environment = e2eEnvironment();
  const game = await context.newPage();
  for (const symbol of ["vs20aurora", "bs20oceanic", "vs25pharaoh"]) {
    await game.goto((await launchGame(environment, { symbol, external_player_id: "player-1" })).launch_url);
    await waitForGameReady(game);
    await game.getByTestId("spin").click();
    await waitForIdle(game, 120_000);
  }
  await game.close();
  await signIn(page, environment.appUrl, environment.staff.admin, "/console/reports?range=today");
  await page.getByTestId("report-rtp-chart").locator(".recharts-wrapper").waitFor();
  await page.getByTestId("report-totals").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/probe-phone-totals.png" });
  await page.getByTestId("report-rtp").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/probe-phone-rtp.png" });
  await page.getByTestId("report-series-table").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/probe-phone-series.png" });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "/tmp/probe-phone-top.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId("report-rtp").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/probe-1280-rtp.png" });
});
