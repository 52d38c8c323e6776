import { expect, test, type Page } from "@playwright/test";
import { parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { signIn } from "./support/console-staff";
import { e2eEnvironment, type E2eEnvironment } from "./support/e2e-environment";
import { shownBalance, waitForGameReady, waitForIdle } from "./support/game-page";
import { startReferenceWallet, type ReferenceWallet } from "./support/reference-wallet";

// Demo mode from the operator's REST launch to the player's browser (issue 19): an operator whose wallet is a strict
// reference wallet on loopback (it records every callback) launches a player with mode "demo"; the page says
// "Demo" (English and Turkish), starts from the virtual balance and plays real rounds on it, and not one callback
// reaches the wallet. The same player's real launch afterwards is a separate session on the wallet's balance. And a
// page whose first balance read fails because the wallet is down asks again by itself until the wallet answers.
// Screenshot: e2e/screenshots/game-demo-en.png.

const GAME = "vs20aurora";
const DEMO_START = "1000.00";
const DESKTOP = { width: 1280, height: 800 };

let wallet: ReferenceWallet;
let operatorId: string;

async function launchUrl(
  environment: E2eEnvironment,
  body: Record<string, unknown>,
): Promise<{ session_id: string; launch_url: string }> {
  const response = await fetch(`${environment.appUrl}/api/provider/v1/launch-url`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-provider-api-key": environment.masterKey,
      "x-operator-id": operatorId,
    },
    body: JSON.stringify({ symbol: GAME, operator_id: operatorId, ...body }),
  });
  const json = (await response.json()) as { session_id: string; launch_url: string };
  expect(response.status, JSON.stringify(json)).toBe(200);
  return json;
}

async function spin(page: Page): Promise<{ bet: string; win: string; balance: string }> {
  const responded = page.waitForResponse(
    (response) => response.url().endsWith("/spin") && response.request().method() === "POST",
  );
  await page.getByTestId("spin").click();
  const response = await responded;
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as { round: { bet: string; win: string }; balance: string };
  await waitForIdle(page);
  return { bet: answer.round.bet, win: answer.round.win, balance: answer.balance };
}

test.beforeAll(async ({ browser }) => {
  const environment = e2eEnvironment();
  wallet = await startReferenceWallet();
  operatorId = `demo-e2e-${Date.now().toString(36)}`;
  const page = await browser.newPage();
  await signIn(page, environment.appUrl, environment.staff.admin);
  const graphql = async (query: string, variables: object) => {
    const response = await page.request.post(`${environment.appUrl}/api/graphql`, { data: { query, variables } });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
  const created = await graphql(
    "mutation($input: CreateOperatorInput!) { createOperator(input: $input) { walletSecret } }",
    {
      input: { id: operatorId, name: "Demo Mode Casino", defaultCurrency: "EUR", walletBaseUrl: wallet.url },
    },
  );
  wallet.setSecret((created.createOperator as { walletSecret: string }).walletSecret);
  await graphql(
    "mutation($operatorId: ID!, $symbols: [String!]!) { assignCatalogGames(operatorId: $operatorId, symbols: $symbols) { __typename } }",
    { operatorId, symbols: [GAME] },
  );
  await page.close();
});

test.afterAll(async () => {
  await wallet?.stop();
});

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: DESKTOP });

test("demo mode plays on a virtual balance, says Demo, and no callback reaches the operator's wallet", async ({
  page,
}) => {
  const environment = e2eEnvironment();
  const playerId = `demo-${Date.now().toString(36)}`;
  wallet.setBalance(playerId, "20.00");

  const demo = await launchUrl(environment, { external_player_id: playerId, mode: "demo", lang: "en" });
  await page.goto(demo.launch_url);
  await waitForGameReady(page);
  await expect(page.getByTestId("demo-badge")).toHaveText(/demo/i);
  // The browser asks for reduced motion (playwright.config.ts): the round lands at once.
  await expect(page.getByTestId("game")).toHaveAttribute("data-motion", "reduced");
  await expect(page.getByTestId("demo-badge")).toHaveAttribute(
    "aria-label",
    "Demo mode: virtual balance, no real money",
  );
  expect(await shownBalance(page)).toBe(DEMO_START);

  let expected = parseMinorUnits(DEMO_START, 2);
  for (let round = 0; round < 4; round++) {
    const played = await spin(page);
    expected += parseMinorUnits(played.win, 2) - parseMinorUnits(played.bet, 2);
    expect(parseMinorUnits(played.balance, 2)).toBe(expected);
    await expect.poll(() => shownBalance(page)).toBe(played.balance);
  }
  await page.screenshot({ path: "e2e/screenshots/game-demo-en.png", animations: "disabled" });
  expect(wallet.received, JSON.stringify(wallet.received.map((callback) => callback.action))).toEqual([]);
  expect(wallet.balance(playerId)).toBe("20.00");

  // Turkish: the badge in the page's language.
  const turkish = await launchUrl(environment, { external_player_id: playerId, mode: "demo", lang: "tr" });
  expect(turkish.session_id).toBe(demo.session_id);
  await page.goto(turkish.launch_url);
  await waitForGameReady(page);
  await expect(page.getByTestId("demo-badge")).toHaveAttribute(
    "aria-label",
    "Demo modu: sanal bakiye, gerçek para yok",
  );
  expect(wallet.received).toEqual([]);

  // The same player's real launch is another session, on the wallet's money, and has no badge.
  const real = await launchUrl(environment, { external_player_id: playerId, lang: "en" });
  expect(real.session_id).not.toBe(demo.session_id);
  await page.goto(real.launch_url);
  await waitForGameReady(page);
  await expect(page.getByTestId("demo-badge")).toHaveCount(0);
  expect(await shownBalance(page)).toBe("20.00");
  expect(wallet.received.map((callback) => callback.action)).toContain("balance");
});

test("a balance the wallet could not give at first is asked again, and shown once the wallet answers", async ({
  page,
}) => {
  const environment = e2eEnvironment();
  const playerId = `late-${Date.now().toString(36)}`;
  wallet.setBalance(playerId, "35.50");
  wallet.failBalanceCalls(true);
  let failedCalls = 0;
  try {
    const launch = await launchUrl(environment, { external_player_id: playerId, lang: "en" });
    await page.goto(launch.launch_url);
    await expect(page.getByTestId("error")).toHaveText(/Your balance could not be loaded from the casino wallet/);
    await expect(page.getByTestId("balance")).toHaveText("—");
    failedCalls = wallet.received.filter((call) => call.body?.player_id === playerId).length;
  } finally {
    wallet.failBalanceCalls(false);
  }
  // The page asks again by itself (1, 2, 4, 8 … s after each failure): no reload, no round.
  await expect(page.getByTestId("balance")).toHaveText("€35.50", { timeout: 30_000 });
  await expect(page.getByTestId("error")).toHaveCount(0);
  const calls = wallet.received.filter((call) => call.body?.player_id === playerId);
  expect(failedCalls).toBeGreaterThan(0);
  expect(calls.length).toBeGreaterThan(failedCalls);
  expect(calls.every((call) => call.action === "balance")).toBe(true);
});
