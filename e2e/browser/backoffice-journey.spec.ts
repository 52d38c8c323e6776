import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import {
  changeOneTimePassword,
  createOperatorUserWithCli,
  createOperatorWithCli,
  totpCode,
} from "./support/backoffice-account";
import { fillBackofficeSignIn, signInFirstTime, waitForBackofficeHydrated } from "./support/backoffice-session";
import { signIn as signInToConsole } from "./support/console-staff";
import { e2eEnvironment, launchGame, setDemoWalletBalance } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";

// The operator back office end to end (issue 30's "done when"): a player plays a round; the operator's admin, made
// by staff with the ops CLI, signs in with password and TOTP code, replaces the one-time password, invites a support
// and a finance user and creates a free-round template. Support finds the player, opens the round's replay, kicks
// the player (the open game shows the session ended), restricts them (a launch is refused with player_restricted),
// lifts it and grants free rounds, which the next launch offers. Finance downloads the monthly statement, the same
// bytes and figures as the staff console's. An admin of another operator sees none of it.
// Screenshots: e2e/screenshots/backoffice-journey-*.png at 1440×900 and 1280×800.

test.use({ viewport: { width: 1440, height: 900 } });

const SIZES: [suffix: string, size: { width: number; height: number }][] = [
  ["", { width: 1440, height: 900 }],
  ["-1280", { width: 1280, height: 800 }],
];
const GAME = "vs25pharaoh";

async function screenshots(page: Page, name: string): Promise<void> {
  for (const [suffix, size] of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/screenshots/backoffice-journey-${name}${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** In the admin's users page: invites a user with a role; returns the one-time password shown once. */
async function inviteUser(page: Page, email: string, role: string): Promise<string> {
  await page.getByTestId("invite-user").click();
  const dialog = page.getByTestId("invite-user-dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Role").selectOption(role);
  await dialog.getByTestId("invite-submit").click();
  const invited = page.getByTestId("user-invited-dialog");
  const password = (await invited.getByTestId("invited-password-value").textContent())!;
  expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  await invited.getByRole("button", { name: "Done" }).click();
  await expect(invited).toBeHidden();
  await expect(page.getByTestId(`user-row-${email}`).getByTestId("user-role")).toHaveValue(role);
  return password;
}

test("an operator's admin, support and finance users run the back office; another operator sees none of it", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const environment = e2eEnvironment();
  test.skip(!environment.databaseUrl, "creates operators and their users in PostgreSQL while the app runs");
  const suffix = Date.now().toString(36);
  const playerId = `bo-journey-${suffix}`;
  const adminEmail = `bo-journey-admin-${suffix}@operator.test`;
  const supportEmail = `bo-journey-support-${suffix}@operator.test`;
  const financeEmail = `bo-journey-finance-${suffix}@operator.test`;
  const templateName = `Journey apology ${suffix}`;
  const month = new Date().toISOString().slice(0, 7);
  const open = (target: Page, path: string) => target.goto(`${environment.appUrl}${path}`);
  /** Opens a back-office page and waits until its forms work. */
  const openHydrated = async (target: Page, path: string) => {
    await open(target, path);
    await waitForBackofficeHydrated(target);
  };

  // The player plays a round.
  await setDemoWalletBalance(environment, { playerId, balance: "100.00" });
  const firstLaunch = await launchGame(environment, { symbol: GAME, external_player_id: playerId, lang: "en" });
  const firstGame = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await firstGame.goto(firstLaunch.launch_url);
  await waitForGameReady(firstGame);
  const spun = firstGame.waitForResponse((response) => response.url().endsWith("/spin"));
  await firstGame.getByTestId("spin").click();
  const roundId = ((await (await spun).json()) as { round: { id: string } }).round.id;
  await waitForIdle(firstGame);
  await firstGame.close();

  let supportPassword: string;
  let financePassword: string;
  await test.step("the admin signs in with a TOTP code, invites support and finance, creates a template", async () => {
    const admin = await createOperatorUserWithCli(environment, {
      email: adminEmail,
      role: "operator_admin",
      totp: true,
    });
    await open(page, "/backoffice/users");
    await fillBackofficeSignIn(page, { email: adminEmail, password: admin.initialPassword });
    await page.getByLabel("Authenticator code").fill(totpCode(admin.totp!.secret));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await changeOneTimePassword(page, admin.initialPassword, `own-${admin.initialPassword}`);
    await openHydrated(page, "/backoffice/users");
    await expect(page.getByTestId(`user-row-${adminEmail}`)).toContainText("you");

    supportPassword = await inviteUser(page, supportEmail, "operator_support");
    financePassword = await inviteUser(page, financeEmail, "operator_finance");
    await screenshots(page, "users");

    // 3 rounds of 25 lines × bet level 2 × €0.02 = €1.00 a round.
    await openHydrated(page, "/backoffice/free-rounds");
    const form = page.getByTestId("create-template-form");
    await expect(form).toBeVisible();
    await form.getByLabel("Name").fill(templateName);
    await form.getByLabel("Game").selectOption(GAME);
    await form.getByLabel("Rounds").fill("3");
    await form.getByLabel("Bet level").fill("2");
    await form.getByLabel("Coin value").fill("0.02");
    await form.getByRole("button", { name: "Create template" }).click();
    await expect(page.getByTestId("templates-notice")).toBeVisible();
    await expect(page.getByTestId("template-row").filter({ hasText: templateName })).toBeVisible();
    await screenshots(page, "free-round-template");
  });

  const supportContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const support = await supportContext.newPage();
  let campaignId = "";
  await test.step("support finds the player and opens the round's replay", async () => {
    await signInFirstTime(support, environment.appUrl, {
      email: supportEmail,
      password: supportPassword,
      returnTo: "/backoffice/players",
    });
    await support.getByTestId("player-search").fill(`bo-journey-${suffix.slice(0, 3)}`);
    await support.getByRole("button", { name: "Search" }).click();
    const found = support.getByTestId("players-table").getByRole("link", { name: playerId });
    await expect(found).toBeVisible();
    await screenshots(support, "players");

    await found.click();
    await expect(support.getByTestId("player-id")).toHaveText(playerId);
    const rounds = support.getByTestId("player-rounds");
    await expect(rounds.getByText(roundId)).toBeVisible();
    await screenshots(support, "player");
    const replayOpened = supportContext.waitForEvent("page");
    await rounds
      .getByRole("row", { name: new RegExp(roundId) })
      .getByTestId("replay-link")
      .click();
    const replay = await replayOpened;
    await expect(replay).toHaveURL(new RegExp(`/replay/${roundId}\\?expires=\\d+&signature=`));
    await expect(replay.getByTestId("round-replay")).toHaveAttribute("data-landed", "true", { timeout: 30_000 });
    await screenshots(replay, "replay");
    await replay.close();
  });

  const card = support.getByTestId("player-restrictions");
  await test.step("support kicks the player: the open game shows the session ended", async () => {
    const launch = await launchGame(environment, { symbol: GAME, external_player_id: playerId, lang: "en" });
    const game = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await game.goto(launch.launch_url);
    await waitForGameReady(game);
    await card.getByTestId("kick-player").click();
    await expect(card.getByTestId("restrictions-notice")).toContainText(/Ended \d+ open session/);
    await expect(game.getByTestId("session-unavailable")).toHaveAttribute("data-reason", "ended");
    await expect(game.getByRole("heading", { name: "Session ended" })).toBeVisible();
    await screenshots(game, "game-kicked");
    await game.close();
    await expect(
      support.getByTestId("player-sessions").getByRole("row", { name: new RegExp(launch.session_id) }),
    ).toContainText("ended");
  });

  await test.step("support restricts the player: a launch is refused; lifts it", async () => {
    await expect(card.getByText("No active restriction")).toBeVisible();
    await card.getByLabel("Reason").fill("Cooling-off request, ticket 5120");
    await card.getByLabel("Ends (optional, UTC day)").fill("2099-12-31");
    await card.getByRole("button", { name: "Restrict" }).click();
    const row = card.getByTestId("restriction-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Cooling-off request, ticket 5120");
    await expect(launchGame(environment, { symbol: GAME, external_player_id: playerId, lang: "en" })).rejects.toThrow(
      /answered 403: .*player_restricted/,
    );
    await screenshots(support, "player-restricted");
    await row.getByRole("button", { name: "Lift" }).click();
    await expect(card.getByText("No active restriction")).toBeVisible();
  });

  await test.step("support grants free rounds, and the next launch offers them", async () => {
    const grantCard = support.getByTestId("grant-free-rounds");
    const template = grantCard.getByLabel("Template");
    const templateId = (await template.locator("option", { hasText: templateName }).getAttribute("value"))!;
    await template.selectOption(templateId);
    await grantCard.getByLabel("Reason").fill("Ticket 5121: goodwill");
    await grantCard.getByRole("button", { name: "Grant" }).click();
    const notice = support.getByTestId("grant-notice");
    await expect(notice).toContainText("Granted 3 free rounds of vs25pharaoh");
    campaignId = /campaign (goodwill-[\w-]+)/.exec((await notice.textContent()) ?? "")![1]!;
    await expect(support.getByTestId("player-awards").getByText(campaignId)).toBeVisible();
    await screenshots(support, "player-granted");

    const launch = await launchGame(environment, { symbol: GAME, external_player_id: playerId, lang: "en" });
    const game = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await game.goto(launch.launch_url);
    await waitForGameReady(game);
    await expect(game.getByTestId("free-rounds-offer")).toBeVisible();
    await expect(game.getByTestId("free-rounds-offer-text")).toHaveText("You have 3 free rounds at €1.00.");
    await screenshots(game, "game-free-rounds");
    await game.close();
  });
  await supportContext.close();

  await test.step("finance downloads the monthly statement: the staff console's bytes and figures", async () => {
    const financeContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const finance = await financeContext.newPage();
    await signInFirstTime(finance, environment.appUrl, {
      email: financeEmail,
      password: financePassword,
      returnTo: `/backoffice/money/billing?month=${month}`,
    });
    const table = finance.getByTestId("billing-table");
    await expect(table.locator("thead th").filter({ hasText: firstLaunch.currency })).toBeVisible();
    await screenshots(finance, "billing");
    const downloading = finance.waitForEvent("download");
    await finance.getByTestId("billing-download").click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`billing-${environment.operatorId}-${month}.csv`);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.split("\n")[0]).toContain("operator_id,month,currency,rounds,bets,wins,ggr");
    const hash = (await finance.getByTestId("billing-hash").textContent())!.replace("content_hash", "").trim();

    const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const staff = await staffContext.newPage();
    await signInToConsole(staff, environment.appUrl, environment.staff.admin);
    const query = new URLSearchParams({ operator: environment.operatorId, month });
    const staffCsv = await staff.request.get(`${environment.appUrl}/console/billing/statement.csv?${query}`);
    expect(staffCsv.status()).toBe(200);
    expect(await staffCsv.text()).toBe(csv);
    await staff.goto(`${environment.appUrl}/console/billing?${query}`);
    await expect(staff.getByTestId("billing-hash")).toHaveText(hash);
    const staffCells = staff.getByTestId("billing-table").locator("tbody tr");
    const cells = (rows: typeof staffCells) =>
      rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => c.textContent?.trim())));
    expect(await cells(table.locator("tbody tr"))).toEqual(await cells(staffCells));
    await screenshots(staff, "console-billing");
    await staffContext.close();
    await financeContext.close();
  });

  await test.step("an admin of another operator sees none of it", async () => {
    const otherOperatorId = `bo-other-${suffix}`;
    const otherEmail = `bo-other-admin-${suffix}@other.test`;
    await createOperatorWithCli(environment, { id: otherOperatorId, name: `Other Casino ${suffix}` });
    const other = await createOperatorUserWithCli(environment, {
      email: otherEmail,
      role: "operator_admin",
      operatorId: otherOperatorId,
    });
    const otherContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const outsider = await otherContext.newPage();
    await signInFirstTime(outsider, environment.appUrl, {
      email: otherEmail,
      password: other.initialPassword,
      returnTo: "/backoffice",
    });
    await expect(outsider.getByTestId("backoffice-operator")).toHaveText(otherOperatorId);
    await open(outsider, "/backoffice/players");

    // The player: not found by search, nor by address.
    await outsider.getByTestId("player-search").fill(playerId);
    await outsider.getByRole("button", { name: "Search" }).click();
    await expect(outsider.getByText("No player found")).toBeVisible();
    await expect(outsider.getByTestId("players-table")).toHaveCount(0);
    await screenshots(outsider, "other-players");
    const byAddress = await open(outsider, `/backoffice/players/${encodeURIComponent(playerId)}`);
    expect(byAddress!.status()).toBe(404);
    await expect(outsider.getByTestId("player-id")).toHaveCount(0);
    await expect(outsider.getByTestId("backoffice-not-found")).toContainText(
      "None of your operator's records has this id.",
    );
    await screenshots(outsider, "other-player-not-found");

    // Free rounds: neither the template nor the goodwill campaign.
    await open(outsider, "/backoffice/free-rounds");
    await expect(outsider.getByTestId("free-round-templates").getByText("No templates yet")).toBeVisible();
    await expect(outsider.getByTestId("free-round-campaigns").getByText("No campaigns yet")).toBeVisible();
    await expect(outsider.getByText(templateName)).toHaveCount(0);
    await expect(outsider.getByText(campaignId)).toHaveCount(0);
    await screenshots(outsider, "other-free-rounds");

    // Money: no rounds, no transactions, no statement lines; the CSV is the other operator's, without figures.
    await open(outsider, "/backoffice/money/revenue?range=today");
    await expect(outsider.getByTestId("revenue-empty")).toBeVisible();
    await open(outsider, "/backoffice/money/statements");
    await expect(outsider.getByText("No transactions")).toBeVisible();
    await open(outsider, `/backoffice/money/billing?month=${month}`);
    await expect(outsider.getByText("No rounds this month")).toBeVisible();
    await expect(outsider.getByTestId("billing-table")).toHaveCount(0);
    await screenshots(outsider, "other-billing");
    const otherCsv = await outsider.request.get(
      `${environment.appUrl}${await outsider.getByTestId("billing-download").getAttribute("href")}`,
    );
    expect(otherCsv.status()).toBe(200);
    const otherLines = (await otherCsv.text()).trim().split("\n");
    expect(otherLines.length).toBeGreaterThan(0);
    expect(otherLines.join("\n")).not.toContain(environment.operatorId);

    // Users: only their own.
    await open(outsider, "/backoffice/users");
    await expect(outsider.getByTestId(`user-row-${otherEmail}`)).toContainText("you");
    for (const email of [adminEmail, supportEmail, financeEmail])
      await expect(outsider.getByTestId(`user-row-${email}`)).toHaveCount(0);
    await expect(outsider.getByTestId("operator-users-table").locator("tbody tr")).toHaveCount(1);
    await screenshots(outsider, "other-users");
    await otherContext.close();
  });
});
