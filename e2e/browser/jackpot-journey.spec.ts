import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { signIn } from "./support/console-staff";
import { e2eEnvironment, type E2eEnvironment } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";
import { startReferenceWallet, type ReferenceWallet } from "./support/reference-wallet";

// A mystery jackpot from the console's GraphQL to the player's wallet (issue 29's "In the game"). An operator with a
// strict reference wallet on loopback (it checks every signature and records every callback); staff create a pool
// of the game with a "mini" mystery tier whose hidden trigger lies within a few spins of its seed, and a "major" that
// will not drop. One player plays in the browser on the first instance; another player's page on the second
// instance (PostgreSQL) watches the ticker. Every spin moves both tickers live; the spin that carries the mini to
// its trigger wins it: the winner's page celebrates with the amount, the wallet receives exactly one signed
// `jackpot_win` credit of that amount, the other page's ticker shows the reseed, and the round's details show the
// win. Desktop and phone, English and Turkish, in screenshots (e2e/screenshots/game-jackpot-*.png).

const GAME = "vs20aurora";
const RUN = randomUUID().slice(0, 8);
const OPERATOR = `jj-${RUN}`;
const PLAYERS = { winner: `jj-winner-${RUN}`, watcher: `jj-watcher-${RUN}`, viewer: `jj-viewer-${RUN}` } as const;
const OPENING_BALANCE = "1000.00";
const PHONE = { width: 390, height: 844 };
// Half of every bet goes to the mini until its trigger (somewhere in 5.00 … 5.60): a few spins of any bet.
const MINI = { name: "mini", kind: "mystery", seed: "5.00", cap: "5.60", contributionRate: "0.5" };
const MAJOR = { name: "major", kind: "mystery", seed: "250.00", cap: "1000000.00", contributionRate: "0.01" };

let wallet: ReferenceWallet;
let poolId = "";

test.describe.configure({ mode: "serial", timeout: 240_000 });

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

async function openGame(
  page: Page,
  environment: E2eEnvironment,
  options: { playerId: string; baseUrl: string; lang?: string; device?: "desktop" | "mobile" },
) {
  const response = await fetch(`${options.baseUrl}/api/provider/v1/launch-url`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-provider-api-key": environment.masterKey,
      "x-operator-id": OPERATOR,
    },
    body: JSON.stringify({
      operator_id: OPERATOR,
      symbol: GAME,
      external_player_id: options.playerId,
      lang: options.lang ?? "en",
      device: options.device ?? "desktop",
    }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  await page.goto((JSON.parse(text) as { launch_url: string }).launch_url);
  await waitForGameReady(page);
}

const miniTier = (page: Page): Locator => page.locator('[data-testid="jackpot-tier"][data-tier="mini"]');

/** The mini's cycle and amount as the page shows them now. */
async function miniState(page: Page): Promise<string> {
  const tier = miniTier(page);
  return `${await tier.getAttribute("data-cycle")}/${await tier.getAttribute("data-amount-minor")}`;
}

const jackpotCredits = () =>
  wallet.received.filter((callback) => callback.action === "credit" && callback.body?.action_type === "jackpot_win");

test.beforeAll(async ({ browser }) => {
  const environment = e2eEnvironment();
  wallet = await startReferenceWallet();
  const page = await staffPage(browser, environment);
  const created = await graphql(
    page,
    environment,
    "mutation($input: CreateOperatorInput!) { createOperator(input: $input) { walletSecret } }",
    { input: { id: OPERATOR, name: "Jackpot Journey Casino", defaultCurrency: "EUR", walletBaseUrl: wallet.url } },
  );
  wallet.setSecret(created.createOperator!.walletSecret as string);
  for (const playerId of Object.values(PLAYERS)) wallet.setBalance(playerId, OPENING_BALANCE);
  await graphql(
    page,
    environment,
    "mutation($operatorId: ID!, $symbols: [String!]!) { assignCatalogGames(operatorId: $operatorId, symbols: $symbols) { __typename } }",
    { operatorId: OPERATOR, symbols: [GAME] },
  );
  const pool = await graphql(
    page,
    environment,
    "mutation($input: CreateJackpotPoolInput!) { createJackpotPool(input: $input) { poolId } }",
    {
      input: {
        title: "Aurora Jackpot",
        scope: "local",
        games: [GAME],
        operatorIds: [OPERATOR],
        baseCurrency: "EUR",
        tiers: [MINI, MAJOR],
      },
    },
  );
  poolId = pool.createJackpotPool!.poolId as string;
  await page.close();
});

test.afterAll(async () => {
  await wallet?.stop();
});

test("a mystery tier drops during play: celebrated on the winner's page, paid once signed, reseeded on another instance's ticker", async ({
  browser,
}) => {
  const environment = e2eEnvironment();
  const winner = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const watcher = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await openGame(winner, environment, { playerId: PLAYERS.winner, baseUrl: environment.appUrl });
  await openGame(watcher, environment, {
    playerId: PLAYERS.watcher,
    baseUrl: environment.secondAppUrl ?? environment.appUrl,
  });
  for (const page of [winner, watcher]) {
    await expect(page.getByTestId("jackpot-ticker").locator(`[data-jackpot-id="${poolId}"]`)).toBeVisible();
    await expect(miniTier(page)).toHaveAttribute("data-cycle", "1");
    await expect(miniTier(page).getByTestId("jackpot-amount")).toHaveText("€5.00");
    await expect(page.locator('[data-testid="jackpot-tier"][data-tier="major"]')).toContainText("€250.00");
  }

  // Spin until the mini drops. Each spin's contribution reaches both tickers (the watcher's over the bus, from the
  // other instance) before the next spin.
  const celebration = winner.getByTestId("jackpot-win");
  let spins = 0;
  for (; spins < 20 && !(await celebration.isVisible()); spins++) {
    const before = await miniState(watcher);
    const answered = winner.waitForResponse((response) => response.url().endsWith("/spin"));
    await winner.getByTestId("spin").click();
    expect((await answered).status()).toBe(200);
    await waitForIdle(winner);
    await expect.poll(() => miniState(watcher), { timeout: 20_000 }).not.toBe(before);
    if ((await miniState(watcher)).startsWith("2/")) break;
  }
  expect(spins).toBeLessThan(20);

  // The winner's page celebrates with the amount paid; its wallet receives exactly that, once, signed.
  await expect(celebration).toBeVisible({ timeout: 20_000 });
  const amount = (await celebration.getAttribute("data-amount"))!;
  expect(Number(amount)).toBeGreaterThanOrEqual(5);
  expect(Number(amount)).toBeLessThanOrEqual(5.6);
  await expect(celebration.getByTestId("jackpot-win-amount")).toHaveText(`€${amount}`);
  await expect(celebration).toContainText(`You won the mini jackpot of Aurora Jackpot: €${amount}.`);
  await winner.screenshot({ path: "e2e/screenshots/game-jackpot-win-1280x720-en.png", animations: "disabled" });

  await expect.poll(() => jackpotCredits().length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  const credits = jackpotCredits();
  expect(credits).toHaveLength(1);
  expect(credits[0]!.signatureValid).toBe(true);
  expect(credits[0]!.body).toMatchObject({
    player_id: PLAYERS.winner,
    amount,
    currency: "EUR",
    transaction_type: "credit",
    action_type: "jackpot_win",
  });
  expect(credits[0]!.body!.transaction_id).toMatch(/^jpw_/);

  // The other instance's page shows the reseed: the next cycle, from the seed.
  await expect(miniTier(watcher)).toHaveAttribute("data-cycle", "2", { timeout: 20_000 });
  await expect(miniTier(watcher).getByTestId("jackpot-amount")).toHaveText("€5.00");
  await watcher.screenshot({ path: "e2e/screenshots/game-jackpot-ticker-1280x720-en.png", animations: "disabled" });

  // Collected: the round's details show its jackpot win (paid, or still on its way if the ledger has not recorded
  // the wallet's answer yet).
  const roundId = (await celebration.getAttribute("data-round-id"))!;
  await celebration.getByTestId("jackpot-win-close").click();
  await expect(celebration).toBeHidden();
  const winningRound = winner.locator(`[data-testid="history-round"][data-round-id="${roundId}"]`);
  if (!(await winningRound.isVisible())) await winner.getByTestId("history-toggle").click();
  await winningRound.click();
  await expect(winner.getByTestId("replay-jackpot-win")).toHaveText(
    new RegExp(`^Jackpot mini: €${amount.replace(".", "\\.")} \\((paid|being paid)\\)$`),
    { timeout: 20_000 },
  );
  await winner.screenshot({ path: "e2e/screenshots/game-jackpot-round-1280x720-en.png", animations: "disabled" });
  await Promise.all([winner.close(), watcher.close()]);

  // Staff see the win on the console's round page, and in the round's replay (the signed link's page) inside it.
  const staff = await staffPage(browser, environment);
  await staff.goto(`${environment.appUrl}/console/rounds/${encodeURIComponent(roundId)}`);
  const consoleWin = staff.getByTestId("round-jackpot-win");
  await expect(consoleWin).toContainText(`Aurora Jackpot mini: ${amount} EUR`);
  await expect(consoleWin).toContainText(credits[0]!.body!.transaction_id);
  await expect(staff.frameLocator('[data-testid="round-replay-frame"]').getByTestId("replay-jackpot-win")).toHaveText(
    `Jackpot mini: €${amount} (paid)`,
  );
  await staff.screenshot({ path: "e2e/screenshots/console-round-jackpot-1440x900.png", animations: "disabled" });
  await staff.close();
});

test("the celebration on a phone, in Turkish: the next cycle's mini drops too", async ({ browser }) => {
  const environment = e2eEnvironment();
  const phone = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  await openGame(phone, environment, {
    playerId: PLAYERS.winner,
    baseUrl: environment.appUrl,
    lang: "tr",
    device: "mobile",
  });
  await expect(miniTier(phone)).toHaveAttribute("data-cycle", "2");
  const celebration = phone.getByTestId("jackpot-win");
  let spins = 0;
  for (; spins < 20; spins++) {
    const before = await miniState(phone);
    const answered = phone.waitForResponse((response) => response.url().endsWith("/spin"));
    await phone.getByTestId("spin").tap();
    expect((await answered).status()).toBe(200);
    await waitForIdle(phone);
    await expect.poll(() => miniState(phone), { timeout: 20_000 }).not.toBe(before);
    if ((await miniState(phone)).startsWith("3/")) break;
  }
  expect(spins).toBeLessThan(20);
  await expect(celebration).toBeVisible({ timeout: 20_000 });
  await expect(celebration).toContainText("Aurora Jackpot mini jackpotunu kazandınız");
  await expect(celebration.getByRole("button", { name: "Topla" })).toBeVisible();
  const box = (await celebration.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await phone.screenshot({ path: "e2e/screenshots/game-jackpot-win-phone-tr.png", animations: "disabled" });
  await expect.poll(() => jackpotCredits().length, { timeout: 60_000 }).toBe(2);
  expect(new Set(jackpotCredits().map((credit) => credit.body!.transaction_id)).size).toBe(2);
  await phone.close();
});

for (const lang of ["en", "tr"] as const) {
  test(`the ticker in ${lang}: desktop at 1440×900 and a phone`, async ({ browser }) => {
    const environment = e2eEnvironment();
    const desktop = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openGame(desktop, environment, { playerId: PLAYERS.viewer, baseUrl: environment.appUrl, lang });
    await expect(desktop.getByTestId("jackpot-ticker")).toBeVisible();
    await expect(
      desktop.getByRole("region", {
        name: lang === "en" ? "Aurora Jackpot: jackpot amounts now" : "Aurora Jackpot: güncel jackpot tutarları",
      }),
    ).toBeVisible();
    await desktop.screenshot({ path: `e2e/screenshots/game-jackpot-1440x900-${lang}.png`, animations: "disabled" });
    await desktop.close();

    const phone = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await openGame(phone, environment, {
      playerId: PLAYERS.viewer,
      baseUrl: environment.appUrl,
      lang,
      device: "mobile",
    });
    const ticker = phone.getByTestId("jackpot-ticker");
    await expect(ticker).toBeVisible();
    // The ticker fits the phone's width: nothing of it is cut off at the sides.
    const box = (await ticker.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await phone.screenshot({ path: `e2e/screenshots/game-jackpot-phone-${lang}.png`, animations: "disabled" });
    await phone.close();
  });
}
