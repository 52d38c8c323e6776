import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn } from "./support/console-staff";
import { e2eEnvironment, launchGame, setDemoWalletBalance, type E2eEnvironment } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";

// The game's promotions panel (issue 28) in a real browser: staff create a running tournament (rounds played, no
// opt-in), an opt-in one and a prize drop for the worker's operator in the console's GraphQL; a rival plays three
// rounds; the player opens the game and sees the panel (time left, no rank yet, the top 10, the prizes, the opt-in
// button), plays, and without reloading sees their rank appear and move to the top as the scorer's passes come in
// over the event stream, and the prize drop announced the moment it drops. Then English and Turkish, desktop and
// phone, in screenshots (e2e/screenshots/game-promotions-*.png). The promotions are cancelled afterwards, so the
// worker's later specs see no panel; the game is one no other spec plays.

const GAME = "vs20dragonpearl";
const HOUR = 3_600_000;
const PHONE = { width: 390, height: 844 };
const promotionIds: string[] = [];

async function staffGraphql(browser: Browser, environment: E2eEnvironment, query: string, variables: object) {
  const page = await browser.newPage();
  try {
    await signIn(page, environment.appUrl, environment.staff.admin);
    const response = await page.request.post(`${environment.appUrl}/api/graphql`, { data: { query, variables } });
    const body = (await response.json()) as { data?: Record<string, { promotionId: string }>; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  } finally {
    await page.close();
  }
}

async function createPromotion(browser: Browser, environment: E2eEnvironment, input: Record<string, unknown>) {
  const data = await staffGraphql(
    browser,
    environment,
    "mutation($input: CreatePromotionInput!) { createPromotion(input: $input) { promotionId } }",
    {
      input: {
        terms: "Every qualifying round of Dragon Pearl counts. Prizes are paid to your balance.",
        games: [GAME],
        operatorIds: [environment.operatorId],
        startsAt: new Date(Date.now() - HOUR).toISOString(),
        endsAt: new Date(Date.now() + 26 * HOUR).toISOString(),
        baseCurrency: "EUR",
        minBets: [{ currency: "EUR", amount: "0.01" }],
        ...input,
      },
    },
  );
  promotionIds.push(data.createPromotion!.promotionId);
  return data.createPromotion!.promotionId;
}

async function player(environment: E2eEnvironment, name: string): Promise<string> {
  if (environment.databaseKind !== "postgres") return name === "rival" ? "player-1" : "player-2";
  const playerId = `promo-${name}-${randomUUID()}`;
  await setDemoWalletBalance(environment, { playerId, balance: "500.00" });
  return playerId;
}

async function openGame(
  page: Page,
  environment: E2eEnvironment,
  request: { playerId: string; lang: "en" | "tr"; device: "desktop" | "mobile" },
): Promise<string> {
  const launched = await launchGame(environment, {
    symbol: GAME,
    external_player_id: request.playerId,
    lang: request.lang,
    device: request.device,
  });
  await page.goto(launched.launch_url);
  await waitForGameReady(page);
  return launched.session_id;
}

async function spin(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith("/spin"));
  await page.getByTestId("spin").click();
  expect((await answered).status()).toBe(200);
  await waitForIdle(page);
}

let ids: { race: string; club: string; rain: string };
let players: { me: string; rival: string };

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async ({ browser }) => {
  const environment = e2eEnvironment();
  ids = {
    race: await createPromotion(browser, environment, {
      kind: "tournament",
      title: "Dragon Pearl Race",
      scoring: "rounds_played",
      tournamentPrizes: [
        { fromRank: 1, toRank: 1, amount: "500.00" },
        { fromRank: 2, toRank: 3, amount: "100.00" },
        { fromRank: 4, toRank: 10, amount: "20.00" },
      ],
    }),
    club: await createPromotion(browser, environment, {
      kind: "tournament",
      title: "High Rollers Club",
      scoring: "win_multiplier",
      optIn: true,
      endsAt: new Date(Date.now() + 3 * 24 * HOUR).toISOString(),
      tournamentPrizes: [{ fromRank: 1, toRank: 1, amount: "1000.00" }],
    }),
    // Far more prizes than rounds expected: a qualifying round draws one.
    rain: await createPromotion(browser, environment, {
      kind: "prize_drop",
      title: "Pearl Rain",
      endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      dropPrizes: [{ count: 5000, amount: "2.50" }],
    }),
  };
  players = { me: await player(environment, "me"), rival: await player(environment, "rival") };
});

test.afterAll(async ({ browser }) => {
  const environment = e2eEnvironment();
  for (const promotionId of promotionIds)
    await staffGraphql(
      browser,
      environment,
      "mutation($id: ID!) { cancelPromotion(promotionId: $id) { promotionId } }",
      {
        id: promotionId,
      },
    );
});

test("the panel's rank moves and a prize drop appears as the player plays, without reloading", async ({ browser }) => {
  const environment = e2eEnvironment();
  // The rival's three rounds, straight through the runtime API of their own session.
  const rival = await browser.newPage();
  const rivalSession = await openGame(rival, environment, { playerId: players.rival, lang: "en", device: "desktop" });
  for (let round = 0; round < 3; round++) {
    const answer = await rival.request.post(`${environment.appUrl}/api/runtime/sessions/${rivalSession}/spin`, {
      data: { betLevel: 1, coinValue: "0.05" },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  await rival.close();

  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await openGame(page, environment, { playerId: players.me, lang: "en", device: "desktop" });
  const panel = page.getByTestId("promotions");
  await expect(panel.getByRole("heading", { name: "Promotions" })).toBeVisible();
  const race = panel.locator(`[data-promotion-id="${ids.race}"]`);
  await expect(race.getByRole("heading", { name: "Dragon Pearl Race" })).toBeVisible();
  await expect(race.getByTestId("promotion-time")).toHaveText(/^Ends in 1d \d\d:\d\d:\d\d$/);
  await expect(race.getByTestId("promotion-rank")).toHaveText("—");
  await expect(race.getByTestId("promotion-top").locator("li")).toHaveCount(1, { timeout: 10_000 });
  await expect(panel.locator(`[data-promotion-id="${ids.club}"]`).getByTestId("promotion-opt-in")).toBeVisible();

  let reloads = 0;
  page.on("framenavigated", (frame) => frame === page.mainFrame() && reloads++);
  // First round: in the board behind the rival, and the drop falls to it.
  await spin(page);
  await expect(race.getByTestId("promotion-rank")).toHaveText(/^#2 of 2$/, { timeout: 15_000 });
  await expect(page.getByTestId("promotion-drop-win")).toContainText("Prize drop! You won €2.50.", {
    timeout: 15_000,
  });
  await expect(page.getByTestId("promotion-drop-announcement")).toHaveText("Prize drop! You won €2.50.");
  await page.screenshot({ path: "e2e/screenshots/game-promotions-drop-1280x720-en.png", animations: "disabled" });
  // Three more: past the rival to the top, the panel's own entry highlighted in the top 10.
  for (let round = 0; round < 3; round++) await spin(page);
  await expect(race.getByTestId("promotion-rank")).toHaveText(/^#1 of 2$/, { timeout: 15_000 });
  await expect(race.locator('li[data-you="true"]')).toContainText("You");
  await expect(race.locator('li[data-you="true"] .gp-promotion-place')).toHaveText("1");
  expect(reloads).toBe(0);

  // Opting in to the club: one button, and it stays joined.
  const club = panel.locator(`[data-promotion-id="${ids.club}"]`);
  await club.getByTestId("promotion-opt-in").click();
  await expect(club.getByTestId("promotion-opted-in")).toBeVisible();
  await page
    .getByTestId("promotion-drop-win")
    .getByRole("button")
    .click()
    .catch(() => undefined);
  await page.screenshot({ path: "e2e/screenshots/game-promotions-1280x720-en.png", animations: "disabled" });
  expect(errors).toEqual([]);
  await page.close();
});

for (const lang of ["en", "tr"] as const) {
  test(`the panel in ${lang}: desktop at 1440×900 and 1280×720, and the phone's strip and sheet`, async ({
    browser,
  }) => {
    const environment = e2eEnvironment();
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 1280, height: 720 },
    ]) {
      const page = await browser.newPage({ viewport });
      await openGame(page, environment, { playerId: players.me, lang, device: "desktop" });
      const race = page.locator(`[data-promotion-id="${ids.race}"]`);
      await expect(race.getByTestId("promotion-rank")).toHaveText(lang === "en" ? /^#1 of 2$/ : /^#1 \/ 2$/);
      await expect(page.getByRole("heading", { name: lang === "en" ? "Promotions" : "Promosyonlar" })).toBeVisible();
      await page.screenshot({
        path: `e2e/screenshots/game-promotions-${viewport.width}x${viewport.height}-${lang}.png`,
        animations: "disabled",
      });
      await page.close();
    }
    const phone = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await openGame(phone, environment, { playerId: players.me, lang, device: "mobile" });
    const toggle = phone.getByTestId("promotions-toggle");
    await expect(toggle).toBeVisible();
    await expect(phone.getByTestId("promotions-strip-rank")).toHaveText("#1");
    await phone.screenshot({ path: `e2e/screenshots/game-promotions-phone-${lang}.png`, animations: "disabled" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(phone.getByTestId("promotions").locator(`[data-promotion-id="${ids.race}"]`)).toBeVisible();
    await phone.screenshot({ path: `e2e/screenshots/game-promotions-phone-open-${lang}.png`, animations: "disabled" });
    await phone.close();
  });
}
