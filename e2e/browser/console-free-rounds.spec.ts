import { expect, test } from "@playwright/test";
import { expectLastColumnReachable } from "./support/console-layout";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { e2eEnvironment, queryDatabase, type E2eEnvironment } from "./support/e2e-environment";

// Staff create a free-rounds campaign in the console, find it in the list, open it (players, totals, rounds over
// time) and cancel it after confirming; the audit log shows who did it.

test.use({ viewport: { width: 1440, height: 900 } });
// Two dialogs, three pages and a confirmation on a shared 2-core machine.
test.setTimeout(120_000);

/**
 * On PostgreSQL: two rounds of player-1 played an hour apart (a 1.25 win, then nothing), stored as the runtime
 * stores free rounds (a settled wallet round with its award, its credit in the ledger, the award's counters).
 */
async function playTwoRounds(environment: E2eEnvironment, campaignId: string): Promise<void> {
  const [award] = await queryDatabase<{ id: string }>(
    environment,
    `SELECT a.id FROM free_rounds_awards a JOIN free_rounds_campaigns c ON c.id = a.campaign_ref
      WHERE c.operator_id = $1 AND c.campaign_id = $2 AND a.external_player_id = 'fr-player-1'`,
    [environment.operatorId, campaignId],
  );
  for (const [index, hoursAgo, win] of [
    [1, 2, 125],
    [2, 1, 0],
  ] as const) {
    const round = `rnd_e2e_fr_${campaignId}_${index}`;
    await queryDatabase(
      environment,
      `INSERT INTO wallet_rounds (id, operator_id, player_id, session_id, game_symbol, currency, exponent, bet_minor, win_minor, state,
                                 credit_transaction_id, free_rounds_award_id, created_at, updated_at)
       VALUES ($1, $2, 'fr-player-1', 'ses_e2e_fr', 'vs20aurora', 'EUR', 2, 200, $3, 'settled', $1 || '_c', $4,
               (now() AT TIME ZONE 'UTC') - make_interval(hours => $5::int), now() AT TIME ZONE 'UTC')`,
      [round, environment.operatorId, win, award!.id, hoursAgo],
    );
    await queryDatabase(
      environment,
      `INSERT INTO wallet_transactions (id, round_id, operator_id, player_id, session_id, game_symbol, currency, exponent, type, action_type,
                                        amount_minor, state, created_at, updated_at)
       VALUES ($1 || '_c', $1, $2, 'fr-player-1', 'ses_e2e_fr', 'vs20aurora', 'EUR', 2, 'credit', 'free_round_win', $3, 'succeeded',
               (now() AT TIME ZONE 'UTC') - make_interval(hours => $4::int), now() AT TIME ZONE 'UTC')`,
      [round, environment.operatorId, win, hoursAgo],
    );
  }
  await queryDatabase(environment, `UPDATE free_rounds_awards SET rounds_played = 2, win_minor = 125 WHERE id = $1`, [
    award!.id,
  ]);
}

test("staff create a free-rounds campaign, see its players and rounds over time, and cancel it", async ({ page }) => {
  const environment = e2eEnvironment();
  const campaignId = `console-welcome-${Date.now().toString(36)}`;
  await signIn(page, environment.appUrl, environment.staff.admin);

  await page.getByRole("link", { name: "Free rounds" }).click();
  await expect(page.getByRole("heading", { name: "Free rounds", level: 1 })).toBeVisible();

  await page.getByTestId("create-campaign").click();
  const dialog = page.getByTestId("create-campaign-dialog");
  await dialog.getByLabel("Operator").selectOption(environment.operatorId);
  await dialog.getByLabel("Campaign id").fill(campaignId);
  const games = dialog.getByTestId("campaign-games");
  await games.getByText("vs20aurora").click();
  await games.getByText("vs10fruitblaze").click();
  await dialog.getByLabel("Rounds per player").fill("10");
  await dialog.getByLabel("Bet level").fill("1");
  await dialog.getByLabel("Coin value").fill("0.10");
  await dialog.getByLabel("Currency").fill("EUR");
  await dialog.getByLabel("Max win per player").fill("25");
  await dialog.getByLabel("Players").fill("fr-player-1\nfr-player-2\n\nfr-player-3\n");
  await expect(dialog).toContainText("3 entered.");
  await dialog.getByTestId("create-campaign-submit").click();

  // Created: the console opens the campaign.
  await expect(page.getByTestId("toast-success").filter({ hasText: "Campaign created" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(campaignId);
  await expect(page.getByTestId("stat-players-value")).toHaveText("3");
  await expect(page.getByTestId("stat-awarded-value")).toHaveText("30");
  await expect(page.getByTestId("players-table").getByTestId("player-row")).toHaveCount(3);

  // The header's search finds it by the start of its id and opens it.
  await page.goto(`${environment.appUrl}/console`);
  const search = page.getByTestId("global-search-input");
  await search.fill(campaignId.slice(0, -2));
  await search.press("Enter");
  await expect(page).toHaveURL(`${environment.appUrl}/console/free-rounds/${environment.operatorId}/${campaignId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(campaignId);

  // In the list, found by its id.
  await page.getByRole("link", { name: "Free rounds" }).first().click();
  await page.getByLabel("Search campaign id").fill(campaignId);
  const row = page.locator(`[data-testid="campaign-row"][data-campaign="${campaignId}"]`);
  await expect(row).toContainText("active");
  await expect(row).toContainText("vs20aurora, vs10fruitblaze");
  await expect(page.getByTestId("campaign-row")).toHaveCount(1);
  // One campaign is one, not "1 campaigns".
  await expect(page.getByTestId("campaigns").locator(".c-table-footer > span")).toHaveText("Page 1 · 1 campaign");
  await page.getByLabel("Search campaign id").fill("");
  await expect(row).toBeVisible();
  await consoleScreenshot(page, "free-rounds");
  // At 1280 the list's last column is reached by scrolling inside its card.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectLastColumnReachable(page, page.getByTestId("campaigns-table"), "campaigns at 1280");
  await consoleScreenshot(page, "free-rounds-1280");
  await page.setViewportSize({ width: 1440, height: 900 });

  if (environment.databaseUrl) await playTwoRounds(environment, campaignId);
  await row.getByRole("link", { name: campaignId }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(campaignId);
  const players = page.getByTestId("players-table");
  await expect(players.getByTestId("player-row")).toHaveCount(3);
  if (environment.databaseUrl) {
    await expect(page.getByTestId("stat-played-value")).toHaveText("2");
    await expect(page.getByTestId("stat-cost-value")).toHaveText("1.25 EUR");
    await expect(players.getByTestId("player-row").first()).toContainText("fr-player-1");
    await expect(players.getByTestId("player-row").first()).toContainText("1.25 EUR");
    const chart = page.getByTestId("campaign-chart");
    await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
    await expect(chart.locator(".recharts-bar-rectangle")).not.toHaveCount(0);
    // The same figures as a table, for screen readers and exact numbers.
    await chart.getByText("Show the data as a table").click();
    await expect(chart.getByRole("table")).toContainText("1.25");
    await chart.getByText("Show the data as a table").click();
    await expect(page.getByTestId("campaign-summary")).toHaveText(
      "2 of 30 rounds played; 1.25 EUR credited in wins (at most 25.00 EUR per player).",
    );
  } else {
    await expect(page.getByTestId("campaign-activity")).toContainText("No rounds played yet");
  }
  await consoleScreenshot(page, "free-round");

  // Cancel, after confirming.
  await page.getByTestId("cancel-campaign").click();
  const confirm = page.getByTestId("confirm-dialog");
  await expect(confirm).toContainText(campaignId);
  await confirm.getByRole("button", { name: "Cancel campaign" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Campaign cancelled" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("cancelled");
  await expect(page.getByTestId("cancel-campaign")).toHaveCount(0);
  await expect(players.getByTestId("player-row").first()).toContainText("cancelled");

  // The audit log names the staff member for each change.
  await page.goto(`${environment.appUrl}/console/audit`);
  await page.getByLabel("Target type").selectOption("free_rounds_campaign");
  const audited = page.getByTestId("audit-row").filter({ hasText: campaignId });
  await expect(audited).toHaveCount(2);
  await expect(audited.first()).toHaveAttribute("data-action", "free_rounds.campaign.cancel");
  await expect(audited.first()).toContainText(environment.staff.admin.email);
});
