import { expect, test, type Page } from "@playwright/test";
import { runGpProcess } from "@/tests/support/gp-process";
import { e2eEnvironment, launchGame, setDemoWalletBalance } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";

// The back office's players (issue 30): a player plays a round; an operator support user signs in, finds the
// player by the start of their id, opens the player's page (totals, the round with its transactions, the session)
// and opens the round's replay.

test.use({ viewport: { width: 1440, height: 900 } });

const SIZES: [suffix: string, size: { width: number; height: number }][] = [
  ["", { width: 1440, height: 900 }],
  ["-1280", { width: 1280, height: 800 }],
  ["-phone", { width: 390, height: 844 }],
];

async function screenshots(page: Page, name: string): Promise<void> {
  for (const [suffix, size] of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/screenshots/backoffice-${name}${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a support user finds a player, opens the player's page and a round's replay", async ({ page, context }) => {
  test.setTimeout(240_000);
  const environment = e2eEnvironment();
  test.skip(!environment.databaseUrl, "creates the operator user in PostgreSQL while the app runs");
  const suffix = Date.now().toString(36);
  const playerId = `bo-player-${suffix}`;
  const email = `bo-support-${suffix}@operator.test`;

  await setDemoWalletBalance(environment, { playerId, balance: "100.00" });
  const launch = await launchGame(environment, { symbol: "vs25pharaoh", external_player_id: playerId, lang: "en" });
  const game = await context.newPage();
  await game.goto(launch.launch_url);
  await waitForGameReady(game);
  const answer = game.waitForResponse((response) => response.url().endsWith("/spin"));
  await game.getByTestId("spin").click();
  const roundId = ((await (await answer).json()) as { round: { id: string } }).round.id;
  await waitForIdle(game);
  await game.close();

  const gp = await runGpProcess(
    [
      "operator-users",
      "create",
      "--operator",
      environment.operatorId,
      "--email",
      email,
      "--role",
      "operator_support",
      "--json",
    ],
    { ...process.env, DATABASE_URL: environment.databaseUrl! },
  );
  expect(gp.code, gp.stderr).toBe(0);
  const created = JSON.parse(gp.stdout) as { initialPassword: string };

  await page.goto(`${environment.appUrl}/backoffice/players`);
  const form = page.getByTestId("backoffice-sign-in-form");
  await expect(form).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(created.initialPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${environment.appUrl}/backoffice/players`);

  await page.getByTestId("player-search").fill(`bo-player-${suffix.slice(0, 3)}`);
  await page.getByRole("button", { name: "Search" }).click();
  const found = page.getByTestId("players-table").getByRole("link", { name: playerId });
  await expect(found).toBeVisible();
  await screenshots(page, "players");

  await found.click();
  await expect(page.getByTestId("player-id")).toHaveText(playerId);
  const rounds = page.getByTestId("player-rounds");
  await expect(rounds.getByText(roundId)).toBeVisible();
  await expect(page.getByTestId("player-sessions").getByText(launch.session_id)).toBeVisible();
  await expect(page.getByTestId("player-totals").getByRole("cell", { name: launch.currency })).toBeVisible();
  await screenshots(page, "player");

  const replayPage = context.waitForEvent("page");
  await rounds.getByTestId("replay-link").first().click();
  const replay = await replayPage;
  await expect(replay).toHaveURL(new RegExp(`/replay/${roundId}\\?expires=\\d+&signature=`));
  await expect(replay.getByTestId("round-replay")).toHaveAttribute("data-landed", "true", { timeout: 30_000 });
});
