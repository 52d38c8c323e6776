import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectLastColumnReachable, expectNoSidewaysScroll } from "./support/console-layout";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { e2eEnvironment, queryDatabase, type E2eEnvironment } from "./support/e2e-environment";

// Staff run a network tournament for the seeded operators in the console: create it (a refusal lands on its field),
// edit it before it starts, find it in the list, open its page (terms, prize table, review period, live
// leaderboard), then cancel it after reading what happens to its prizes; the audit log names them for each change.
// On PostgreSQL, staff also review a settled tournament's frozen results and release its payouts early.

test.use({ viewport: { width: 1440, height: 900 } });
// A dialog filled twice, four pages and a confirmation on a shared 2-core machine.
test.setTimeout(150_000);

const SIZES = [
  ["1440", { width: 1440, height: 900 }],
  ["1280", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const;

/** A datetime-local value `hours` from now (the browser and the test share the time zone). */
function localInput(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setSeconds(0, 0);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

async function atEachSize(page: Page, name: string, check?: (size: string) => Promise<void>): Promise<void> {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page);
    await check?.(size);
    await consoleScreenshot(page, size === "1440" ? name : `${name}-${size}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("staff create a network tournament, edit it before it starts, see it listed and cancel it", async ({ page }) => {
  const environment = e2eEnvironment();
  const title = `Aurora race ${Date.now().toString(36)}`;
  await signIn(page, environment.appUrl, environment.staff.admin);

  await page.getByRole("link", { name: "Promotions" }).click();
  await expect(page.getByRole("heading", { name: "Promotions", level: 1 })).toBeVisible();

  const dialog = page.getByTestId("promotion-dialog");
  await openDialog(page.getByTestId("create-promotion"), dialog);
  await expect(dialog.getByRole("heading", { name: "Create promotion" })).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  const operators = dialog.getByTestId("promotion-operators");
  await operators.getByText("demo-casino").click();
  await operators.getByText("nova-bet").click();
  // Only games in both operators' catalogs are offered.
  const games = dialog.getByTestId("promotion-games");
  await games.getByText("vs20aurora").click();
  await dialog.getByLabel("Scoring").selectOption("total_win");
  // A TRY minimum for nova-bet's players beside the EUR one.
  await dialog.getByRole("button", { name: "Add currency" }).click();
  const minBets = dialog.getByTestId("promotion-min-bets");
  await minBets.getByLabel("Currency").nth(1).fill("TRY");
  await minBets.getByLabel("Least bet").nth(1).fill("5.00");
  await dialog.getByLabel("Review period (minutes)").fill("120");
  await expect(dialog).toContainText("2 h");
  await dialog.getByLabel("Terms").fill("Real-money rounds of at least 0.20 EUR or 5.00 TRY count.");
  await dialog.getByLabel("Starts at").fill(localInput(24));
  await dialog.getByLabel("Ends at").fill(localInput(24 * 8));
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await dialog.evaluate((element) => element.scrollTo(0, 0));
    await page.screenshot({
      path: `e2e/screenshots/console-promotion-create${size === "1440" ? "" : `-${size}`}.png`,
    });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  // An end in the past is refused on the field it is about.
  await dialog.getByLabel("Ends at").fill(localInput(-24));
  await dialog.getByTestId("promotion-submit").click();
  await expect(dialog.locator(".c-field-error")).toHaveText("Must be in the future");
  await dialog.getByLabel("Ends at").fill(localInput(24 * 8));
  await dialog.getByTestId("promotion-submit").click();

  // Created: the console opens it, scheduled, with its terms and prizes.
  await expect(page.getByTestId("toast-success").filter({ hasText: "Promotion created" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("scheduled");
  await expect(page.getByTestId("stat-pool-value")).toHaveText("950.00 EUR");
  await expect(page.getByTestId("stat-review-value")).toHaveText("2 h");
  await expect(page.getByTestId("prize-table")).toContainText("Ranks 2–10");
  await expect(page.getByTestId("promotion-terms")).toContainText("0.20 EUR · 5.00 TRY");
  await expect(page.getByTestId("promotion-leaderboard")).toContainText("No standings yet");

  // Edited before it starts: a new first prize.
  await page.getByTestId("edit-promotion").click();
  const edit = page.getByTestId("promotion-dialog");
  await expect(edit.getByRole("heading", { name: "Edit promotion" })).toBeVisible();
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await expect(edit.getByLabel("Kind")).toBeDisabled();
  await edit.getByTestId("promotion-ranks").getByLabel("Prize each").first().fill("700.00");
  await edit.getByTestId("promotion-submit").click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Promotion saved" })).toBeVisible();
  await expect(page.getByTestId("stat-pool-value")).toHaveText("1150.00 EUR");
  await expect(page.getByTestId("prize-table")).toContainText("700.00 EUR");
  await atEachSize(page, "promotion");

  // In the list, among the scheduled ones, as a network promotion.
  await page.getByRole("link", { name: "Promotions" }).first().click();
  await page.getByLabel("State").selectOption("scheduled");
  const row = page.getByTestId("promotion-row").filter({ hasText: title });
  await expect(row).toContainText("scheduled");
  await expect(row).toContainText("demo-casino, nova-bet");
  await expect(row).toContainText("network");
  await expect(row).toContainText("1150.00 EUR");
  await page.getByLabel("State").selectOption("running");
  await expect(row).toHaveCount(0);
  await page.getByLabel("State").selectOption("");
  await expect(row).toBeVisible();
  await atEachSize(page, "promotions", async (size) => {
    await expectLastColumnReachable(page, page.getByTestId("promotions-table"), `promotions at ${size}`);
  });

  // Cancelled after confirming: the dialog says what happens to its prizes.
  await row.getByRole("link", { name: title }).click();
  await page.getByTestId("cancel-promotion").click();
  const confirm = page.getByTestId("confirm-dialog");
  await expect(confirm).toContainText(title);
  await expect(confirm).toContainText("It never starts: no round counts and no prize is paid.");
  await confirm.getByRole("button", { name: "Cancel promotion" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Promotion cancelled" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("cancelled");
  await expect(page.getByTestId("cancel-promotion")).toHaveCount(0);
  await expect(page.getByTestId("edit-promotion")).toHaveCount(0);

  // The audit log names the staff member for each change.
  const promotionId = decodeURIComponent(new URL(page.url()).pathname.split("/").at(-1)!);
  await page.goto(`${environment.appUrl}/console/audit`);
  await page.getByLabel("Target type").selectOption("promotion");
  const audited = page.getByTestId("audit-row").filter({ hasText: promotionId });
  await expect(audited).toHaveCount(3);
  await expect(audited.first()).toHaveAttribute("data-action", "promotions.promotion.cancel");
  await expect(audited.first()).toContainText(environment.staff.admin.email);
});

test("staff create a running prize drop with two tiers and cancel it: the prizes left are never paid", async ({
  page,
}) => {
  const environment = e2eEnvironment();
  const title = `Penny drops ${Date.now().toString(36)}`;
  await signIn(page, environment.appUrl, environment.staff.admin, "/console/promotions");
  const dialog = page.getByTestId("promotion-dialog");
  await openDialog(page.getByTestId("create-promotion"), dialog);
  await dialog.getByLabel("Kind").selectOption("prize_drop");
  // A prize drop has no scoring rule and no review period: it pays as it drops.
  await expect(dialog.getByLabel("Scoring")).toHaveCount(0);
  await expect(dialog.getByLabel("Review period (minutes)")).toHaveCount(0);
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByTestId("promotion-operators").getByText(environment.operatorId).click();
  await dialog.getByTestId("promotion-games").getByText("vs20aurora").click();
  await dialog.getByLabel("Starts at").fill(localInput(-1));
  await dialog.getByLabel("Ends at").fill(localInput(2));
  const tiers = dialog.getByTestId("promotion-tiers");
  await dialog.getByRole("button", { name: "Add tier" }).click();
  await tiers.getByLabel("Prizes").nth(1).fill("2");
  await tiers.getByLabel("Each").nth(1).fill("50.00");
  await dialog.getByLabel("Terms").fill("Every qualifying round may drop a prize.");
  await dialog.getByTestId("promotion-submit").click();

  await expect(page.getByTestId("toast-success").filter({ hasText: "Promotion created" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("running");
  await expect(page.getByTestId("stat-pool-value")).toHaveText("200.00 EUR");
  await expect(page.getByTestId("stat-prizes-left-value")).toHaveText("12");
  // Tiers are kept largest first.
  await expect(page.getByTestId("prize-table").locator("tbody tr").first()).toContainText("50.00 EUR");
  await expect(page.getByTestId("promotion-payouts")).toContainText("No prizes dropped yet");
  await expect(page.getByTestId("edit-promotion")).toHaveCount(0);

  await page.getByTestId("cancel-promotion").click();
  const confirm = page.getByTestId("confirm-dialog");
  await expect(confirm).toContainText("Prizes already dropped stay paid; the prizes left are never paid.");
  await confirm.getByRole("button", { name: "Cancel promotion" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("cancelled");
  await expect(page.getByTestId("stat-prizes-left")).toContainText("Unclaimed");
});

/**
 * On PostgreSQL: a network tournament that ended an hour ago and settled, its results held for a day of review, as
 * settle-tournament.ts writes them (held payouts with the session and game their credits will name, no credit yet).
 */
async function settledUnderReview(environment: E2eEnvironment, promotionId: string, title: string): Promise<void> {
  await queryDatabase(
    environment,
    `INSERT INTO promotions (id, kind, title, terms, game_symbols, starts_at, ends_at, base_currency, scoring, min_bets,
                             prizes, participants, settled_at, review_minutes, payouts_release_at, created_by, updated_at)
     VALUES ($1, 'tournament', $2, 'Most rounds wins.', ARRAY['vs20aurora'],
             (now() AT TIME ZONE 'UTC') - interval '1 day', (now() AT TIME ZONE 'UTC') - interval '1 hour', 'EUR',
             'rounds_played', '{"EUR": "20", "TRY": "500"}',
             '{"kind": "tournament", "ranks": [{"fromRank": 1, "toRank": 1, "amountMinor": "2500"},
                                               {"fromRank": 2, "toRank": 3, "amountMinor": "1000"}]}',
             3, (now() AT TIME ZONE 'UTC') - interval '55 minutes', 1440,
             (now() AT TIME ZONE 'UTC') + interval '1385 minutes', 'staff:e2e', now() AT TIME ZONE 'UTC')`,
    [promotionId, title],
  );
  await queryDatabase(
    environment,
    `INSERT INTO promotion_operators (promotion_id, operator_id) VALUES ($1, $2), ($1, 'nova-bet')`,
    [promotionId, environment.operatorId],
  );
  for (const [rank, operator, player, base, amount, currency, rate] of [
    [1, "nova-bet", "nova-player-1", 2500, 100000, "TRY", "0.025"],
    [2, environment.operatorId, "player-1", 1000, 1000, "EUR", null],
    [3, environment.operatorId, "player-2", 1000, 1000, "EUR", null],
  ] as const) {
    await queryDatabase(
      environment,
      `INSERT INTO promotion_payouts (transaction_id, promotion_id, operator_id, external_player_id, rank, base_amount_minor,
                                      base_currency, amount_minor, currency, rate, held_session_id, held_game_symbol, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'EUR', $7, $8, $9, 'ses_e2e_promotion', 'vs20aurora',
               (now() AT TIME ZONE 'UTC') - interval '55 minutes')`,
      [`prz_e2e_${promotionId}_${rank}`, promotionId, operator, player, rank, base, amount, currency, rate],
    );
  }
}

test("staff review a settled tournament's frozen results and release its payouts now", async ({ page }) => {
  const environment = e2eEnvironment();
  test.skip(!environment.databaseUrl, "writes a settled tournament into PostgreSQL");
  const promotionId = `prm_e2e${Date.now().toString(36)}`;
  const title = "November sprint";
  await settledUnderReview(environment, promotionId, title);
  await signIn(page, environment.appUrl, environment.staff.admin, `/console/promotions/${promotionId}`);

  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("in review");
  await expect(page.getByRole("status").filter({ hasText: "Final results under review" })).toBeVisible();
  const rows = page.getByTestId("payouts-table").getByTestId("payout-row");
  await expect(rows).toHaveCount(3);
  // The frozen results: rank, player, prize as set, paid amount in the player's currency at its rate, held.
  await expect(rows.first()).toContainText("nova-player-1");
  await expect(rows.first()).toContainText("25.00 EUR");
  await expect(rows.first()).toContainText("1000.00 TRY");
  await expect(rows.first()).toContainText("0.025");
  await expect(rows.filter({ hasText: "held" })).toHaveCount(3);
  await atEachSize(page, "promotion-review");

  await page.getByTestId("release-payouts").click();
  const confirm = page.getByTestId("confirm-dialog");
  await expect(confirm).toContainText("Each player is paid once.");
  await confirm.getByRole("button", { name: "Release payouts" }).click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Payouts released" })).toBeVisible();
  await expect(page.getByTestId("release-payouts")).toHaveCount(0);
  await expect(page.getByTestId("cancel-promotion")).toHaveCount(0);
  await expect(rows.filter({ hasText: "held" })).toHaveCount(0);
  // Each credit is in the ledger, linked to the wallet deliveries page.
  await expect(rows.first().getByRole("link", { name: `prz_e2e_${promotionId}_1` })).toHaveAttribute(
    "href",
    `/console/wallet?transaction=prz_e2e_${promotionId}_1`,
  );
});

/** Clicks until the dialog shows: a page that has just navigated may not have hydrated its button yet. */
async function openDialog(button: Locator, dialog: Locator): Promise<void> {
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click();
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
