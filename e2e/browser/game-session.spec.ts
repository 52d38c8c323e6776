import { expect, test } from "@playwright/test";
import { e2eEnvironment, launchGame } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";

// The session's edges as the player sees them, in English and Turkish: a launch URL opened twice, a game URL
// without this browser's session cookie, plain words for insufficient funds, and a fully Turkish page.

const LOBBY = "https://lobby.demo-casino.example/";

test("a launch URL that was already used shows the localized session-expired page", async ({ page, browser }) => {
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, {
    symbol: "vs20aurora",
    external_player_id: "player-2",
    return_url: LOBBY,
  });
  await page.goto(launch.launch_url);
  await waitForGameReady(page);

  // The same launch URL again, in another browser: the token was single-use.
  const other = await browser.newContext();
  const reused = await other.newPage();
  const response = await reused.goto(launch.launch_url);
  // A clear page with a 4xx status, never an error page.
  expect([401, 410]).toContain(response?.status());
  await expect(reused.getByRole("heading", { name: "Session expired" })).toBeVisible();
  await expect(
    reused.getByText("This game session is no longer valid. Start the game again from the lobby."),
  ).toBeVisible();

  // The clean game URL is worth nothing without the session cookie.
  await reused.goto(`${environment.appUrl}/game/${launch.session_id}`);
  await expect(reused.getByTestId("session-unavailable")).toHaveAttribute("data-reason", "missing");
  await expect(reused.getByRole("heading", { name: "Game session not found" })).toBeVisible();
  await other.close();

  // In Turkish for a Turkish player.
  const turkish = await launchGame(environment, {
    symbol: "vs20aurora",
    external_player_id: "player-2",
    lang: "tr",
    return_url: LOBBY,
  });
  await page.goto(turkish.launch_url);
  await waitForGameReady(page);
  const turkishBrowser = await browser.newContext({ locale: "tr-TR" });
  const reusedTurkish = await turkishBrowser.newPage();
  await reusedTurkish.goto(turkish.launch_url);
  await expect(reusedTurkish.getByRole("heading", { name: "Oturumun süresi doldu" })).toBeVisible();
  await expect(
    reusedTurkish.getByText("Bu oyun oturumu artık geçerli değil. Oyunu lobiden yeniden başlatın."),
  ).toBeVisible();
  await reusedTurkish.goto(`${environment.appUrl}/game/${turkish.session_id}`);
  await expect(reusedTurkish.getByRole("heading", { name: "Oyun oturumu bulunamadı" })).toBeVisible();
  await turkishBrowser.close();
});

test("the session-expired page of a reused launch URL leads back to the lobby", async ({ page, browser }) => {
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, {
    symbol: "vs5jokerjewels",
    external_player_id: "player-2",
    return_url: LOBBY,
  });
  await page.goto(launch.launch_url);
  await waitForGameReady(page);
  const other = await browser.newContext();
  const reused = await other.newPage();
  await reused.goto(launch.launch_url);
  await expect(reused.getByRole("heading", { name: "Session expired" })).toBeVisible();
  await expect(reused.getByRole("link", { name: "Return to lobby" })).toHaveAttribute("href", LOBBY);
  await other.close();
});

test("insufficient funds are shown plainly and nothing is played", async ({ page }) => {
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, { symbol: "vs10fruitblaze", external_player_id: "player-broke" });
  await page.goto(launch.launch_url);
  await waitForGameReady(page);
  await expect(page.getByTestId("balance")).toHaveText("€0.00");

  const answer = page.waitForResponse((response) => response.url().endsWith("/spin"));
  await page.getByTestId("spin").click();
  expect((await answer).status()).toBe(402);
  await waitForIdle(page);
  await expect(page.getByTestId("error")).toHaveText(/Insufficient funds: your balance does not cover this bet/);
  await expect(page.getByTestId("error")).toHaveAttribute("data-code", "insufficient_funds");
  await expect(page.getByTestId("balance")).toHaveText("€0.00");
  await expect(page.getByTestId("win")).toHaveText("€0.00");
  await expect(page.getByTestId("history-round")).toHaveCount(0);
});

test("wallet problems are shown plainly: a player the casino wallet does not know", async ({ page }) => {
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, { symbol: "vs20aurora", external_player_id: `unknown-${Date.now()}` });
  await page.goto(launch.launch_url);
  await expect(page.getByTestId("game")).toBeVisible();
  // The balance callback is refused: the game still draws, says why, and shows no made-up balance.
  await expect(page.getByTestId("error")).toHaveText(/Your balance could not be loaded from the casino wallet/);
  await expect(page.getByTestId("balance")).toHaveText("—");

  await page.getByTestId("spin").click();
  await waitForIdle(page);
  await expect(page.getByTestId("error")).toHaveText(/The casino wallet refused the bet\. No money was taken\./);
  await expect(page.getByTestId("history-round")).toHaveCount(0);
});

test("lang=tr gives a Turkish game page, with Turkish number formats and problems", async ({ page }) => {
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, {
    symbol: "vs10fruitblaze",
    external_player_id: "player-broke",
    lang: "tr",
    return_url: LOBBY,
  });
  await page.goto(launch.launch_url);
  await waitForGameReady(page);

  await expect(page.getByTestId("game")).toHaveAttribute("lang", "tr");
  await expect(page.getByTestId("spin")).toHaveText(/Çevir/);
  await expect(page.getByText("Bakiye", { exact: true })).toBeVisible();
  await expect(page.getByText("Toplam bahis", { exact: true })).toBeVisible();
  await expect(page.getByText("Bahis seviyesi", { exact: true })).toBeVisible();
  await expect(page.getByText("Jeton değeri", { exact: true })).toBeVisible();
  await expect(page.getByText("Kazanç", { exact: true })).toBeVisible();
  await expect(page.getByText("Geçmiş", { exact: true })).toBeVisible();
  await expect(page.getByTestId("return-to-lobby")).toHaveText("Lobiye dön");
  await expect(page.getByTestId("balance")).toHaveText("0,00 €");
  await expect(page.getByTestId("bet")).toHaveText("0,10 €");

  // No English text of the page's own is left anywhere in what the player sees.
  const visibleText = await page.getByTestId("game").innerText();
  for (const english of [
    "Balance",
    "Total bet",
    "Bet level",
    "Coin value",
    "Spin",
    "History",
    "Return to lobby",
    "Paytable",
    "No rounds yet",
  ]) {
    expect(visibleText).not.toContain(english);
  }

  await page.getByTestId("spin").click();
  await expect(page.getByTestId("error")).toHaveText(/Yetersiz bakiye: bakiyeniz bu bahsi karşılamıyor/);

  await page.getByTestId("paytable-button").click();
  await expect(page.getByRole("dialog", { name: "Ödeme tablosu" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
