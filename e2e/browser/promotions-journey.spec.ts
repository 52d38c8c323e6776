import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn } from "./support/console-staff";
import { e2eEnvironment, type E2eEnvironment } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";
import { startReferenceWallet, type ReferenceWallet } from "./support/reference-wallet";

// A network tournament from the console to two operators' wallets (issue 28's journey). Two operators, one playing
// in EUR and one in TRY, each with a strict reference wallet on loopback (it checks every signature and records
// every callback). Staff enter the month's TRY → EUR rate and create the tournament for both operators in the
// console; a player of each plays in the browser (on PostgreSQL each on its own app instance) and both pages see the
// ranks move live; a prize drop over the same game drops during play and each drop is credited once. The tournament
// ends, settles by itself, and each wallet receives exactly the prize of its player's rank, signed, in the player's
// currency: 50.00 EUR to the EUR winner, 20.00 EUR as 800.00 TRY to the runner-up.

const GAME = "vs20aurora";
const TRY_PER_EUR_RATE = "0.025"; // EUR per TRY
const OPENING_BALANCE = "1000.00";
const RUN = randomUUID().slice(0, 8);
const OPERATORS = { eur: `pj-eur-${RUN}`, try: `pj-try-${RUN}` } as const;
const PLAYERS = { eur: `eur-player-${RUN}`, try: `try-player-${RUN}` } as const;

let wallets: { eur: ReferenceWallet; try: ReferenceWallet };
let dropId = "";

test.describe.configure({ mode: "serial", timeout: 300_000 });

async function staffPage(browser: Browser, environment: E2eEnvironment): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, environment.appUrl, environment.staff.admin);
  return page;
}

async function graphql(page: Page, environment: E2eEnvironment, query: string, variables: object) {
  const response = await page.request.post(`${environment.appUrl}/api/graphql`, { data: { query, variables } });
  const body = (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** A datetime-local value `ms` from now, to the second (the browser and the test share the time zone). */
function localInput(ms: number): string {
  const at = new Date(Date.now() + ms);
  at.setMilliseconds(0);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
}

async function openGame(
  page: Page,
  environment: E2eEnvironment,
  operatorId: string,
  playerId: string,
  baseUrl: string,
) {
  const response = await fetch(`${baseUrl}/api/provider/v1/launch-url`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-provider-api-key": environment.masterKey,
      "x-operator-id": operatorId,
    },
    body: JSON.stringify({ operator_id: operatorId, symbol: GAME, external_player_id: playerId, lang: "en" }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  await page.goto((JSON.parse(text) as { launch_url: string }).launch_url);
  await waitForGameReady(page);
}

async function spin(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith("/spin"));
  await page.getByTestId("spin").click();
  expect((await answered).status()).toBe(200);
  await waitForIdle(page);
}

const prizeCredits = (wallet: ReferenceWallet, actionType: string) =>
  wallet.received.filter((callback) => callback.action === "credit" && callback.body?.action_type === actionType);

test.beforeAll(async ({ browser }) => {
  const environment = e2eEnvironment();
  wallets = { eur: await startReferenceWallet(), try: await startReferenceWallet() };
  const page = await staffPage(browser, environment);
  for (const [key, currency] of [
    ["eur", "EUR"],
    ["try", "TRY"],
  ] as const) {
    const created = await graphql(
      page,
      environment,
      "mutation($input: CreateOperatorInput!) { createOperator(input: $input) { walletSecret } }",
      {
        input: {
          id: OPERATORS[key],
          name: `Journey ${currency} Casino`,
          defaultCurrency: currency,
          walletBaseUrl: wallets[key].url,
        },
      },
    );
    wallets[key].setSecret(created.createOperator!.walletSecret as string);
    wallets[key].setBalance(PLAYERS[key], OPENING_BALANCE);
    await graphql(
      page,
      environment,
      "mutation($operatorId: ID!, $symbols: [String!]!) { assignCatalogGames(operatorId: $operatorId, symbols: $symbols) { __typename } }",
      { operatorId: OPERATORS[key], symbols: [GAME] },
    );
  }
  await graphql(
    page,
    environment,
    "mutation($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id } }",
    {
      input: {
        month: new Date().toISOString().slice(0, 7),
        currency: "TRY",
        reportingCurrency: "EUR",
        rate: TRY_PER_EUR_RATE,
      },
    },
  );
  // A prize drop of far more prizes than rounds to come: each qualifying round draws one.
  const drop = await graphql(
    page,
    environment,
    "mutation($input: CreatePromotionInput!) { createPromotion(input: $input) { promotionId } }",
    {
      input: {
        kind: "prize_drop",
        title: `Journey drops ${RUN}`,
        terms: "Every qualifying round may drop a prize.",
        games: [GAME],
        operatorIds: [OPERATORS.eur, OPERATORS.try],
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        baseCurrency: "EUR",
        minBets: [
          { currency: "EUR", amount: "0.01" },
          { currency: "TRY", amount: "0.01" },
        ],
        dropPrizes: [{ count: 5000, amount: "1.00" }],
      },
    },
  );
  dropId = drop.createPromotion!.promotionId as string;
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const environment = e2eEnvironment();
  if (dropId) {
    const page = await staffPage(browser, environment);
    await graphql(page, environment, "mutation($id: ID!) { cancelPromotion(promotionId: $id) { promotionId } }", {
      id: dropId,
    });
    await page.close();
  }
  await wallets?.eur.stop();
  await wallets?.try.stop();
});

test("a network tournament: created in the console, ranked live on both operators' pages, paid once in each player's currency", async ({
  browser,
}) => {
  const environment = e2eEnvironment();
  const title = `Journey race ${RUN}`;

  // Staff create the tournament in the console: both operators, rounds played, 50.00 and 20.00 EUR.
  const staff = await staffPage(browser, environment);
  await staff.goto(`${environment.appUrl}/console/promotions`);
  await staff.getByTestId("create-promotion").click();
  const dialog = staff.getByTestId("promotion-dialog");
  await dialog.getByLabel("Title").fill(title);
  const operators = dialog.getByTestId("promotion-operators");
  await operators.getByText(OPERATORS.eur).click();
  await operators.getByText(OPERATORS.try).click();
  await dialog.getByTestId("promotion-games").getByText(GAME).click();
  await dialog.getByLabel("Scoring").selectOption("rounds_played");
  const minBets = dialog.getByTestId("promotion-min-bets");
  await minBets.getByLabel("Least bet").first().fill("0.01");
  await dialog.getByRole("button", { name: "Add currency" }).click();
  await minBets.getByLabel("Currency").nth(1).fill("TRY");
  await minBets.getByLabel("Least bet").nth(1).fill("0.01");
  const ranks = dialog.getByTestId("promotion-ranks");
  await ranks.getByLabel("Prize each").first().fill("50.00");
  await ranks.getByLabel("From rank").nth(1).fill("2");
  await ranks.getByLabel("To rank").nth(1).fill("2");
  await ranks.getByLabel("Prize each").nth(1).fill("20.00");
  await dialog.getByLabel("Terms").fill("Most qualifying rounds wins.");
  await dialog.getByLabel("Starts at").fill(localInput(-60_000));
  // Long enough for both players to play; short enough to settle within the test.
  await dialog.getByLabel("Ends at").fill(localInput(120_000));
  await dialog.getByTestId("promotion-submit").click();
  await expect(staff.getByTestId("toast-success").filter({ hasText: "Promotion created" })).toBeVisible();
  await expect(staff.getByRole("heading", { level: 1 })).toContainText("running");
  await expect(staff.getByTestId("stat-pool-value")).toHaveText("70.00 EUR");
  const tournamentId = decodeURIComponent(new URL(staff.url()).pathname.split("/").at(-1)!);

  // A player of each operator opens the game (on PostgreSQL, the TRY player on the second instance).
  const eurPage = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const tryPage = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await openGame(eurPage, environment, OPERATORS.eur, PLAYERS.eur, environment.appUrl);
  await openGame(tryPage, environment, OPERATORS.try, PLAYERS.try, environment.secondAppUrl ?? environment.appUrl);
  const board = (page: Page) => page.getByTestId("promotions").locator(`[data-promotion-id="${tournamentId}"]`);
  await expect(board(eurPage).getByRole("heading", { name: title })).toBeVisible();
  await expect(board(tryPage).getByRole("heading", { name: title })).toBeVisible();

  // The TRY player leads with two rounds; the EUR player passes with three; both pages follow without reloading.
  await spin(tryPage);
  await spin(tryPage);
  await expect(board(tryPage).getByTestId("promotion-rank")).toHaveText("#1 of 1", { timeout: 20_000 });
  await spin(eurPage);
  await expect(board(eurPage).getByTestId("promotion-rank")).toHaveText("#2 of 2", { timeout: 20_000 });
  await expect(board(tryPage).getByTestId("promotion-top").locator("li")).toHaveCount(2, { timeout: 20_000 });
  // A prize drop drops during play, shown on the page the moment it drops.
  await expect(eurPage.getByTestId("promotion-drop-win")).toContainText("Prize drop! You won €1.00.", {
    timeout: 20_000,
  });
  await spin(eurPage);
  await spin(eurPage);
  await expect(board(eurPage).getByTestId("promotion-rank")).toHaveText("#1 of 2", { timeout: 20_000 });
  await expect(board(tryPage).locator('li[data-you="true"] .gp-promotion-place')).toHaveText("2", {
    timeout: 20_000,
  });
  await expect(board(tryPage).getByTestId("promotion-rank")).toHaveText("#2 of 2", { timeout: 20_000 });

  // The console's live leaderboard shows both operators' players.
  await staff.reload();
  const leaderboard = staff.getByTestId("promotion-leaderboard");
  await expect(leaderboard).toContainText(PLAYERS.eur, { timeout: 20_000 });
  await expect(leaderboard).toContainText(PLAYERS.try);

  // It ends and settles by itself: each wallet receives exactly its player's prize, signed, in its currency.
  await expect
    .poll(
      () => prizeCredits(wallets.eur, "tournament_prize").length + prizeCredits(wallets.try, "tournament_prize").length,
      {
        timeout: 180_000,
        intervals: [1_000],
      },
    )
    .toBeGreaterThanOrEqual(2);
  await expect(board(eurPage).getByTestId("promotion-rank")).toHaveText("#1 of 2");
  for (const [key, amount, currency] of [
    ["eur", "50.00", "EUR"],
    ["try", "800.00", "TRY"],
  ] as const) {
    const credits = prizeCredits(wallets[key], "tournament_prize");
    expect(credits.every((credit) => credit.signatureValid)).toBe(true);
    expect(new Set(credits.map((credit) => credit.body!.transaction_id)).size).toBe(1);
    expect(credits[0]!.body).toMatchObject({
      player_id: PLAYERS[key],
      amount,
      currency,
      transaction_type: "credit",
      action_type: "tournament_prize",
    });
  }

  // Every drop reached its wallet once, signed, as 1.00 EUR or its TRY value (40.00 at the month's rate).
  for (const [key, amount] of [
    ["eur", "1.00"],
    ["try", "40.00"],
  ] as const) {
    const credits = prizeCredits(wallets[key], "prize_drop");
    expect(credits.length).toBeGreaterThan(0);
    expect(credits.every((credit) => credit.signatureValid && credit.body!.amount === amount)).toBe(true);
    const ids = credits.map((credit) => credit.body!.transaction_id);
    expect(new Set(ids).size).toBe(ids.length);
  }

  // The console shows the tournament settled with both payouts delivered.
  await staff.reload();
  await expect(staff.getByRole("heading", { level: 1 })).toContainText("settled", { timeout: 20_000 });
  await expect(staff.getByTestId("promotion-payouts")).toContainText("800.00 TRY", { timeout: 20_000 });
  await Promise.all([eurPage.close(), tryPage.close(), staff.close()]);
});
