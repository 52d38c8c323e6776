import { expect, test, type Page } from "@playwright/test";
import { e2eEnvironment, launchGame } from "./support/e2e-environment";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { waitForGameReady, waitForIdle } from "./support/game-page";

// Jurisdiction profiles on the game page (the global setup makes a reality-check minute last 30 s):
// under UK no autoplay or turbo, spins at least 2.5 s apart (and a faster one sent directly is refused), a reality
// check with the net position since the launch; under DE no stake above 1 EUR and no feature buy; the permissive
// default offers autoplay and turbo, and autoplay plays the spins asked for.

interface SpinAnswer {
  round: { id: string; bet: string; win: string; freeSpins: number };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** Posts a spin from inside the page (its cookie, its origin), as a script would, bypassing the page's own rules. */
async function spinDirectly(
  page: Page,
  sessionId: string,
  body: Record<string, unknown>,
): Promise<{ status: number; error: string; retryAfter: string | null }> {
  return page.evaluate(
    async ({ sessionId, body }) => {
      const response = await fetch(`/api/runtime/sessions/${sessionId}/spin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { error?: string };
      return { status: response.status, error: answer.error ?? "", retryAfter: response.headers.get("retry-after") };
    },
    { sessionId, body },
  );
}

test("UK: no autoplay or turbo, spins 2.5 s apart, a faster spin refused, then the reality check with the net position", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, {
    symbol: "vs20aurora",
    external_player_id: "player-1",
    jurisdiction: "UK",
    reality_check_minutes: 1,
    return_url: "https://lobby.example/",
  });
  const spinTimes: number[] = [];
  const rounds: SpinAnswer["round"][] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/spin")) spinTimes.push(Date.now());
  });
  page.on("response", async (response) => {
    if (response.request().method() === "POST" && response.url().endsWith("/spin") && response.status() === 200) {
      rounds.push(((await response.json()) as SpinAnswer).round);
    }
  });
  await page.goto(launch.launch_url);
  await waitForGameReady(page);
  await expect(page.getByTestId("game")).toHaveAttribute("data-jurisdiction", "UK");
  await expect(page.getByTestId("autoplay")).toHaveCount(0);
  await expect(page.getByTestId("turbo")).toHaveCount(0);
  await expect(page.getByTestId("net-position")).toHaveAttribute("data-value", /^-?\d+\.\d{2}$/);
  await expect(page.getByTestId("session-time")).toBeVisible();
  await page.screenshot({ path: "e2e/screenshots/game-uk-profile.png" });

  // Two spins as fast as the page allows: after the first the spin button waits out the interval (a countdown
  // while the reels are at rest), then a spin sent straight to the server is refused, whatever the page does.
  await page.getByTestId("spin").click();
  await waitForIdle(page);
  if (await page.getByTestId("spin-wait").isVisible()) {
    await expect(page.getByTestId("spin")).toBeDisabled();
    await page.screenshot({ path: "e2e/screenshots/game-uk-profile.png" });
  }
  await expect(page.getByTestId("spin")).toBeEnabled({ timeout: 10_000 });
  // The direct spin goes once the page's own has been answered, so the server has started the interval from it.
  const pageSpin = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/spin"),
  );
  await page.getByTestId("spin").click();
  await pageSpin;
  const direct = await spinDirectly(page, launch.session_id, { betLevel: 1, coinValue: "0.01" });
  expect(direct).toMatchObject({ status: 429, error: "spin_too_fast" });
  expect(Number(direct.retryAfter)).toBeGreaterThanOrEqual(1);
  await waitForIdle(page);

  // Request stamps: the page's two spins, then the direct one.
  expect(spinTimes).toHaveLength(3);
  expect(spinTimes[1]! - spinTimes[0]!).toBeGreaterThanOrEqual(2_500);
  await expect.poll(() => rounds.length).toBe(2);

  // Reality check after one (30 s) minute: time played, the net position of both rounds; play pauses until Continue.
  const dialog = page.getByTestId("reality-check");
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  const net = rounds.reduce((sum, round) => sum + cents(round.win) - cents(round.bet), 0);
  await expect(page.getByTestId("reality-check-net")).toHaveAttribute("data-value", (net / 100).toFixed(2));
  await expect(page.getByTestId("reality-check-time")).toContainText(/You have been playing for \d+:\d\d\./);
  await expect(page.getByTestId("spin")).toBeDisabled();
  await page.screenshot({ path: "e2e/screenshots/game-reality-check-en.png" });
  await expect(page.getByTestId("reality-check-leave")).toHaveAttribute("href", "https://lobby.example/");
  await page.getByTestId("reality-check-continue").click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("spin")).toBeEnabled();
});

test("the reality check in Turkish; leaving without a lobby ends play", async ({ page }) => {
  test.setTimeout(120_000);
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, {
    symbol: "vs10fruitblaze",
    external_player_id: "player-1",
    lang: "tr",
    jurisdiction: "UK",
    reality_check_minutes: 1,
  });
  await page.goto(launch.launch_url);
  await waitForGameReady(page);
  const dialog = page.getByTestId("reality-check");
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toContainText("Gerçeklik kontrolü");
  await expect(page.getByTestId("reality-check-net")).toContainText("Başladığınızdan beri net durumunuz");
  await page.screenshot({ path: "e2e/screenshots/game-reality-check-tr.png" });
  await page.getByTestId("reality-check-leave").click();
  await expect(page.getByTestId("play-ended")).toContainText("Oyundan çıktınız");
  await expect(page.getByTestId("spin")).toBeDisabled();
});

test("DE: no feature buy, no bet above 1 EUR offered, and a larger stake sent directly is refused", async ({
  page,
}) => {
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, {
    symbol: "vs25pharaoh",
    external_player_id: "player-1",
    jurisdiction: "DE",
  });
  await page.goto(launch.launch_url);
  await waitForGameReady(page);
  await expect(page.getByTestId("game")).toHaveAttribute("data-jurisdiction", "DE");
  await expect(page.getByTestId("buy-feature")).toHaveCount(0);
  await expect(page.getByTestId("autoplay")).toHaveCount(0);
  // Max bet is the largest total stake within 1.00 EUR (25 lines).
  await page.getByTestId("max-bet").click();
  const maxBet = await page.getByTestId("bet").getAttribute("data-value");
  expect(cents(maxBet!)).toBeLessThanOrEqual(100);
  await expect(page.getByRole("button", { name: "Raise coin value" })).toBeDisabled();

  const tooHigh = await spinDirectly(page, launch.session_id, { betLevel: 1, coinValue: "0.10" });
  expect(tooHigh).toMatchObject({ status: 403, error: "stake_above_limit" });
  const bought = await spinDirectly(page, launch.session_id, { betLevel: 1, coinValue: "0.01", buyFeature: true });
  expect(bought).toMatchObject({ status: 403, error: "feature_buy_not_allowed" });
});

test("the permissive default offers autoplay and turbo, and autoplay plays the spins asked for", async ({ page }) => {
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, { symbol: "vs10fruitblaze", external_player_id: "player-2" });
  const rounds: SpinAnswer["round"][] = [];
  page.on("response", async (response) => {
    if (response.request().method() === "POST" && response.url().endsWith("/spin") && response.status() === 200) {
      rounds.push(((await response.json()) as SpinAnswer).round);
    }
  });
  await page.goto(launch.launch_url);
  await waitForGameReady(page);
  await expect(page.getByTestId("game")).toHaveAttribute("data-jurisdiction", "DEFAULT");
  await expect(page.getByTestId("net-position")).toHaveCount(0);
  await page.getByTestId("turbo").click();
  await expect(page.getByTestId("turbo")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("autoplay").click();
  await page.getByTestId("autoplay-spins").selectOption("5");
  await page.getByTestId("autoplay-start").click();
  await expect(page.getByTestId("autoplay-stop")).toBeVisible();
  await expect(page.getByTestId("autoplay-stop")).toHaveCount(0, { timeout: 60_000 });
  await waitForIdle(page);
  // Five rounds, unless a feature (free spins) stopped the run early, as it should.
  const featureAt = rounds.findIndex((round) => round.freeSpins > 0);
  expect(rounds).toHaveLength(featureAt === -1 ? 5 : featureAt + 1);
});

test("console: the jurisdiction profiles table", async ({ page }) => {
  const environment = e2eEnvironment();
  await signIn(page, environment.appUrl, environment.staff.viewer, "/console/jurisdictions");
  const table = page.getByTestId("jurisdiction-profiles");
  await expect(table).toBeVisible();
  for (const code of ["DEFAULT", "UK", "DE", "SE", "ES", "MT"])
    await expect(page.getByTestId(`jurisdiction-${code}`)).toBeVisible();
  await expect(page.getByTestId("jurisdiction-DE")).toContainText("1.00 EUR");
  await expect(page.getByTestId("jurisdiction-UK")).toContainText("2.5 s");
  // Promotions: Germany and Sweden exclude them, with the rule's source.
  await expect(page.getByTestId("jurisdiction-DE-promotions")).toContainText("excluded");
  await expect(page.getByTestId("jurisdiction-DE-promotions")).toContainText("GlüStV 2021");
  await expect(page.getByTestId("jurisdiction-SE-promotions")).toContainText("excluded");
  await expect(page.getByTestId("jurisdiction-MT-promotions")).toContainText("allowed");
  // Jackpots: Germany excludes them (GlüStV 2021 § 22a (6)); the others allow them, each with its reason.
  await expect(page.getByTestId("jurisdiction-DE-jackpots")).toContainText("excluded");
  await expect(page.getByTestId("jurisdiction-DE-jackpots")).toContainText("§ 22a (6)");
  await expect(page.getByTestId("jurisdiction-SE-jackpots")).toContainText("allowed");
  await consoleScreenshot(page, "jurisdictions");
});
