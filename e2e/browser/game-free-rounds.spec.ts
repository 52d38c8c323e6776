import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { signIn } from "./support/console-staff";
import { e2eEnvironment, type E2eEnvironment } from "./support/e2e-environment";
import { shownBalance, waitForGameReady, waitForIdle } from "./support/game-page";
import { startReferenceWallet, type ReferenceWallet } from "./support/reference-wallet";

// Free-rounds campaigns from the operator's REST call to the player's browser and the operator's wallet: an
// operator whose wallet is a strict reference wallet on loopback (it checks every signature and records every
// callback) creates a campaign, the player is offered the rounds on launch, plays each one at the award's locked
// bet, and the wallet sees no debit and one signed free_round_win credit per round, adding up to the campaign's
// win. Then the ways a campaign ends early: "Later" and a cancel by REST mid-play, and an expiry; and a win cut by
// the campaign's max_win, shown as what was paid in the game, its history, the replay link and the console. English
// and Turkish, desktop and phone, with screenshots (e2e/screenshots/game-free-rounds-*.png).

const GAME = "vs25pharaoh";
// 25 lines × bet level 2 × €0.02: €1.00 a round, not the game's default bet, so the lock is visible.
const BET = { bet_level: 2, coin_value: "0.02", total: "1.00" };
const OPENING_BALANCE = "100.00";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

type Box = { x: number; y: number; width: number; height: number };

interface CampaignView {
  campaign_id: string;
  state: string;
  rounds_played: number;
  win: string;
  players: { external_player_id: string; rounds_played: number; rounds_left: number; win: string; state: string }[];
}

interface SpinAnswer {
  round: { id: string; bet: string; win: string; winBeforeCap: string | null; freeRoundsAwardId: string | null };
  balance: string;
  freeRounds?: { awardId: string; roundsLeft: number; win: string; state: string };
}

let wallet: ReferenceWallet;
let operatorId: string;

/** A REST call of the operator's back office, with the provider master key acting for the test operator. */
async function operatorApi<T>(
  environment: E2eEnvironment,
  method: "GET" | "POST",
  path: string,
  body?: object,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${environment.appUrl}/api/provider/v1${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-provider-api-key": environment.masterKey,
      "x-operator-id": operatorId,
    },
    body: body ? JSON.stringify({ ...body, operator_id: operatorId }) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function createCampaign(
  environment: E2eEnvironment,
  campaign: { rounds: number; players: string[]; expiresInMs?: number; maxWin?: string },
): Promise<string> {
  const campaignId = `e2e-${randomUUID()}`;
  const created = await operatorApi<{ success: boolean; data: CampaignView }>(environment, "POST", "/free-rounds", {
    campaign_id: campaignId,
    games: [GAME],
    rounds: campaign.rounds,
    bet_level: BET.bet_level,
    coin_value: BET.coin_value,
    currency: "EUR",
    expires_at: new Date(Date.now() + (campaign.expiresInMs ?? 86_400_000)).toISOString(),
    players: campaign.players,
    ...(campaign.maxWin ? { max_win: campaign.maxWin } : {}),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return campaignId;
}

async function readCampaign(environment: E2eEnvironment, campaignId: string): Promise<CampaignView> {
  const read = await operatorApi<{ success: boolean; data: CampaignView }>(
    environment,
    "GET",
    `/free-rounds/${encodeURIComponent(campaignId)}`,
  );
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  return read.body.data;
}

async function launch(
  page: Page,
  environment: E2eEnvironment,
  request: { playerId: string; lang: "en" | "tr"; device: "desktop" | "mobile" },
): Promise<string> {
  const answer = await operatorApi<{ session_id: string; launch_url: string }>(environment, "POST", "/launch-url", {
    symbol: GAME,
    external_player_id: request.playerId,
    lang: request.lang,
    device: request.device,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await page.goto(answer.body.launch_url);
  await waitForGameReady(page);
  return answer.body.session_id;
}

/** One spin through the page: its request (body and Idempotency-Key) and the server's answer, played back. */
async function spin(
  page: Page,
): Promise<{ request: Record<string, unknown>; idempotencyKey: string | null; status: number; answer: SpinAnswer }> {
  const responded = page.waitForResponse(
    (response) => response.url().endsWith("/spin") && response.request().method() === "POST",
  );
  await page.getByTestId("spin").click();
  const response = await responded;
  const request = response.request();
  const answer = (await response.json()) as SpinAnswer;
  await waitForIdle(page);
  return {
    request: request.postDataJSON() as Record<string, unknown>,
    idempotencyKey: await request.headerValue("idempotency-key"),
    status: response.status(),
    answer,
  };
}

async function boxOf(page: Page, testId: string): Promise<Box> {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box, testId).not.toBeNull();
  return box!;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The banner and the game's meters and spin button fit the screen, apart from each other, with no scrolling. */
async function expectBannerLaidOut(page: Page, viewport: { width: number; height: number }): Promise<void> {
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({
    scrollHeight: document.scrollingElement!.scrollHeight,
    innerHeight: window.innerHeight,
  }));
  expect(scrollHeight, "the page scrolls vertically").toBeLessThanOrEqual(innerHeight);
  const boxes = Object.fromEntries(
    await Promise.all(
      ["free-rounds-banner", "reels", "balance", "bet", "win", "spin"].map(
        async (id) => [id, await boxOf(page, id)] as const,
      ),
    ),
  );
  for (const [id, box] of Object.entries(boxes)) {
    expect(box.x, id).toBeGreaterThanOrEqual(0);
    expect(box.y, id).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, id).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height, id).toBeLessThanOrEqual(viewport.height);
    if (id !== "free-rounds-banner")
      expect(intersects(boxes["free-rounds-banner"]!, box), `banner over ${id}`).toBe(false);
  }
}

const cents = (text: string) => parseMinorUnits(text, 2);

test.beforeAll(async ({ browser }) => {
  const environment = e2eEnvironment();
  wallet = await startReferenceWallet();
  operatorId = `fr-e2e-${Date.now().toString(36)}`;
  // The provider's staff onboard the operator in the console: its wallet, and the game in its catalog.
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
      input: { id: operatorId, name: "Free Rounds Casino", defaultCurrency: "EUR", walletBaseUrl: wallet.url },
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

// Every round is played back on the reels (and free spins inside one take a while): more than the default minute.
test.describe.configure({ timeout: 240_000 });

test.describe("desktop (en)", () => {
  test.use({ viewport: DESKTOP });

  test("the player plays every free round; the wallet gets no debit and one signed free_round_win credit a round; the campaign completes with their sum", async ({
    page,
  }) => {
    const environment = e2eEnvironment();
    const consoleErrors: string[] = [];
    page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    const playerId = `fr-${randomUUID()}`;
    wallet.setBalance(playerId, OPENING_BALANCE);
    const rounds = 3;
    const campaignId = await createCampaign(environment, { rounds, players: [playerId] });

    const sessionId = await launch(page, environment, { playerId, lang: "en", device: "desktop" });
    const offer = page.getByTestId("free-rounds-offer");
    await expect(offer).toBeVisible();
    await expect(page.getByTestId("free-rounds-offer-text")).toHaveText("You have 3 free rounds at €1.00.");
    await page.screenshot({ path: "e2e/screenshots/game-free-rounds-offer-en.png", animations: "disabled" });
    await page.getByTestId("free-rounds-play").click();
    await expect(offer).toBeHidden();

    // Free-rounds mode: the award's bet, locked; no buying; a banner with the rounds left.
    const banner = page.getByTestId("free-rounds-banner");
    await expect(page.getByTestId("game")).toHaveAttribute("data-free-rounds", "playing");
    await expect(page.getByTestId("bet")).toHaveAttribute("data-value", BET.total);
    await expect(page.getByTestId("bet-level").getByRole("button", { name: "Raise bet level" })).toBeDisabled();
    await expect(page.getByTestId("max-bet")).toBeDisabled();
    await expect(page.getByTestId("buy-feature")).toHaveCount(0);
    await expect(page.getByTestId("free-rounds-left")).toHaveText("Free rounds: 3 left");
    await expectBannerLaidOut(page, DESKTOP);

    let balance = await shownBalance(page);
    expect(balance).toBe(OPENING_BALANCE);
    const roundIds: string[] = [];
    let won = 0n;
    for (let played = 1; played <= rounds; played++) {
      const { request, idempotencyKey, status, answer } = await spin(page);
      expect(status).toBe(200);
      expect(request).toMatchObject({
        betLevel: BET.bet_level,
        coinValue: BET.coin_value,
        freeRoundsAwardId: answer.freeRounds!.awardId,
      });
      expect(request.buyFeature).toBeUndefined();
      expect(idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
      expect(answer.round.freeRoundsAwardId).toBe(answer.freeRounds!.awardId);
      expect(answer.round.bet).toBe(BET.total);
      // Nothing was staked from the balance: it only grows by the round's win.
      expect(cents(answer.balance)).toBe(cents(balance) + cents(answer.round.win));
      expect(await shownBalance(page)).toBe(answer.balance);
      balance = answer.balance;
      won += cents(answer.round.win);
      roundIds.push(answer.round.id);
      expect(answer.freeRounds).toMatchObject({ roundsLeft: rounds - played });
      if (played < rounds) {
        await expect(page.getByTestId("free-rounds-left")).toHaveText(`Free rounds: ${rounds - played} left`);
        await expect(banner).toHaveAttribute("data-win", answer.freeRounds!.win);
        if (played === 1)
          await page.screenshot({ path: "e2e/screenshots/game-free-rounds-playing-en.png", animations: "disabled" });
      }
    }

    // The summary, then normal play at the player's own bet again.
    const summary = page.getByTestId("free-rounds-summary");
    await expect(summary).toBeVisible();
    const summaryWin = await page.getByTestId("free-rounds-summary-text").getAttribute("data-win");
    expect(cents(summaryWin!)).toBe(won);
    await expect(page.getByTestId("free-rounds-summary-text")).toContainText("Free rounds complete: you won €");
    await page.screenshot({ path: "e2e/screenshots/game-free-rounds-summary-en.png", animations: "disabled" });
    await page.getByTestId("free-rounds-continue").click();
    await expect(summary).toBeHidden();
    await expect(banner).toHaveCount(0);
    await expect(page.getByTestId("game")).toHaveAttribute("data-free-rounds", "none");
    await expect(page.getByTestId("bet")).toHaveAttribute("data-value", "0.25");
    await expect(page.getByTestId("buy-feature")).toBeEnabled();
    await expect(page.locator('[data-testid="history-round"]')).toHaveCount(rounds);

    // The wallet: no debit at all, one credit per round, each a free_round_win, each signed with the secret.
    const movements = wallet.received.filter((call) => call.body?.player_id === playerId && call.action !== "balance");
    expect(movements.filter((call) => call.action === "debit")).toEqual([]);
    expect(movements.every((call) => call.signatureValid)).toBe(true);
    const credits = movements.filter((call) => call.action === "credit");
    const creditIds = new Set(credits.map((call) => call.body!.transaction_id));
    expect(creditIds.size).toBe(rounds);
    for (const call of credits) {
      expect(call.body).toMatchObject({
        transaction_type: "credit",
        action_type: "free_round_win",
        session_id: sessionId,
        game_symbol: GAME,
        currency: "EUR",
      });
    }
    const credited = [...creditIds]
      .map((id) => cents(credits.find((call) => call.body!.transaction_id === id)!.body!.amount))
      .reduce((sum, amount) => sum + amount, 0n);
    expect(credited).toBe(won);
    expect(wallet.balance(playerId)).toBe(balance);

    // The campaign as the operator reads it: completed, with exactly the credited win.
    const campaign = await readCampaign(environment, campaignId);
    expect(campaign.players).toEqual([
      { external_player_id: playerId, rounds_played: rounds, rounds_left: 0, win: campaign.win, state: "completed" },
    ]);
    expect(cents(campaign.win)).toBe(credited);
    expect(campaign.rounds_played).toBe(rounds);
    expect(consoleErrors).toEqual([]);
  });

  test("a win cut by max_win shows what was paid: spin answer, win and balance meters, history, replay link (a free round, not a paid spin) and console", async ({
    page,
    browser,
  }) => {
    const environment = e2eEnvironment();
    const playerId = `fr-${randomUUID()}`;
    wallet.setBalance(playerId, OPENING_BALANCE);
    // A cap of one cent: the first win is cut to €0.01 (every line win at this bet is more).
    await createCampaign(environment, { rounds: 40, players: [playerId], maxWin: "0.01" });
    await launch(page, environment, { playerId, lang: "en", device: "desktop" });
    await page.getByTestId("free-rounds-play").click();
    // Every balance the meter shows, as it shows it.
    await page.evaluate(() => {
      const state = window as unknown as { __gpBalances: string[] };
      state.__gpBalances = [];
      new MutationObserver(() => {
        const value = document.querySelector('[data-testid="balance"]')?.getAttribute("data-value");
        if (value && state.__gpBalances.at(-1) !== value) state.__gpBalances.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-value"] });
    });

    let capped: SpinAnswer | null = null;
    let before = OPENING_BALANCE;
    for (let played = 0; played < 40 && !capped; played++) {
      before = await shownBalance(page);
      await page.evaluate(() => ((window as unknown as { __gpBalances: string[] }).__gpBalances = []));
      const { status, answer } = await spin(page);
      expect(status).toBe(200);
      if (answer.round.winBeforeCap !== null) capped = answer;
    }
    expect(capped, "no round won in 40 free rounds").not.toBeNull();
    const { round } = capped!;
    const wonBeforeCap = round.winBeforeCap!;
    expect(round.win).toBe("0.01");
    expect(cents(wonBeforeCap)).toBeGreaterThan(1n);
    expect(capped!.balance).toBe(wallet.balance(playerId));
    expect(cents(capped!.balance)).toBe(cents(before) + 1n);
    // The balance meter went from the balance before the round to the one after it, never through a lower figure.
    const shown = await page.evaluate(() => (window as unknown as { __gpBalances: string[] }).__gpBalances);
    expect(
      shown.every((value) => cents(value) >= cents(before)),
      `balances shown: ${shown.join(", ")}`,
    ).toBe(true);
    expect(await shownBalance(page)).toBe(capped!.balance);
    await expect(page.getByTestId("win")).toHaveAttribute("data-value", "0.01");
    await expect(page.getByTestId("max-win-reached")).toHaveText("Max win reached");
    await expect(page.getByTestId("win-announcement")).toHaveText(
      `Max win reached: you won €${wonBeforeCap}, €0.01 is paid`,
    );
    await expect(page.getByTestId("free-rounds-banner")).toHaveAttribute("data-win", "0.01");
    await page.screenshot({ path: "e2e/screenshots/game-free-rounds-max-win-en.png", animations: "disabled" });

    // The history lists the paid win with the cap named, and shows the round again with both figures.
    const row = page.locator(`[data-testid="history-round"][data-round-id="${round.id}"]`);
    await expect(row).toContainText("€0.01");
    await expect(row.getByTestId("history-max-win")).toHaveText("Max win reached");
    await row.click();
    await expect(page.getByTestId("replay")).toContainText("Win €0.01");
    await expect(page.getByTestId("replay-max-win")).toHaveText(`Max win reached: €${wonBeforeCap} won, €0.01 paid`);
    await page.getByTestId("replay-back").click();

    // Round details, then its replay link: a free round at the award's bet, the paid win and the cap, in both languages.
    const details = await operatorApi<{
      data: { win: string; win_before_cap: string; capped: boolean; replay_url: string };
    }>(environment, "GET", `/rounds/${round.id}`);
    expect(details.body.data).toMatchObject({ win: "0.01", win_before_cap: wonBeforeCap, capped: true });
    const expected = {
      en: {
        spin: "Free round",
        bet: "Free round bet",
        win: "€0.01",
        note: `Max win reached: €${wonBeforeCap} won, €0.01 paid`,
      },
      tr: {
        spin: "Bedava tur",
        bet: "Bedava tur bahsi",
        win: "0,01 €",
        note: `Maksimum kazanca ulaşıldı: ${wonBeforeCap.replace(".", ",")} € kazanıldı, 0,01 € ödendi`,
      },
    };
    for (const lang of ["en", "tr"] as const) {
      const context = await browser.newContext({ locale: lang === "tr" ? "tr-TR" : "en-GB", viewport: DESKTOP });
      const viewer = await context.newPage();
      await viewer.goto(lang === "en" ? details.body.data.replay_url : `${details.body.data.replay_url}&lang=tr`);
      await expect(viewer.getByTestId("round-replay")).toHaveAttribute("data-free-round", "true");
      await expect(viewer.getByTestId("spin-name")).toHaveText(expected[lang].spin);
      await expect(viewer.getByTestId("replay-bet-label")).toHaveText(expected[lang].bet);
      await expect(viewer.getByTestId("replay-bet")).toHaveAttribute("data-value", BET.total);
      await expect(viewer.getByTestId("replay-win")).toHaveAttribute("data-value", "0.01");
      await expect(viewer.getByTestId("replay-win")).toHaveText(expected[lang].win);
      await expect(viewer.getByTestId("replay-max-win")).toHaveText(expected[lang].note);
      await expect(viewer.getByTestId("round-replay")).not.toContainText(lang === "en" ? "Paid spin" : "Ücretli");
      await expect(viewer.getByTestId("round-replay")).toHaveAttribute("data-landed", "true", { timeout: 30_000 });
      await viewer.screenshot({ path: `e2e/screenshots/round-replay-free-round-${lang}.png` });
      await context.close();
    }

    // The console's round details and its embedded replay agree.
    const staff = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(staff, environment.appUrl, environment.staff.viewer, `/console/rounds/${round.id}`);
    await expect(staff.getByTestId("round-win")).toContainText("0.01 EUR");
    await expect(staff.getByTestId("round-max-win")).toContainText(`max win reached (${wonBeforeCap} EUR won)`);
    const embedded = staff.frameLocator('[data-testid="round-replay-frame"]');
    await expect(embedded.getByTestId("replay-win")).toHaveAttribute("data-value", "0.01");
    await expect(embedded.getByTestId("replay-max-win")).toBeVisible();
    await staff.close();
  });

  test("a campaign that expires before the player plays: the spin is refused with a clear message and the offer is gone", async ({
    page,
  }) => {
    const environment = e2eEnvironment();
    const playerId = `fr-${randomUUID()}`;
    wallet.setBalance(playerId, OPENING_BALANCE);
    const expiresInMs = 20_000;
    const campaignId = await createCampaign(environment, { rounds: 5, players: [playerId], expiresInMs });
    const createdAt = Date.now();

    await launch(page, environment, { playerId, lang: "en", device: "desktop" });
    await expect(page.getByTestId("free-rounds-offer-text")).toHaveText("You have 5 free rounds at €1.00.");
    await page.waitForTimeout(Math.max(0, createdAt + expiresInMs + 500 - Date.now()));
    await page.getByTestId("free-rounds-play").click();
    const { status, answer } = await spin(page);
    expect(status).toBe(409);
    expect(answer).toMatchObject({ success: false, error: "free_rounds_unavailable" });
    await expect(page.getByTestId("error")).toHaveAttribute("data-code", "free_rounds_unavailable");
    await expect(page.getByTestId("error")).toContainText("no longer available");
    await expect(page.getByTestId("free-rounds-banner")).toHaveCount(0);
    await expect(page.getByTestId("game")).toHaveAttribute("data-free-rounds", "none");
    await expect(page.getByTestId("bet")).toHaveAttribute("data-value", "0.25");
    await page.screenshot({ path: "e2e/screenshots/game-free-rounds-expired-en.png", animations: "disabled" });

    // Opened again, the game offers nothing; no money moved.
    await page.reload();
    await waitForGameReady(page);
    await expect(page.getByTestId("game")).toHaveAttribute("data-free-rounds", "none");
    await expect(page.getByTestId("free-rounds-offer")).toHaveCount(0);
    expect(wallet.received.filter((call) => call.body?.player_id === playerId && call.action !== "balance")).toEqual(
      [],
    );
    const campaign = await readCampaign(environment, campaignId);
    expect(campaign.state).toBe("expired");
    expect(campaign.players[0]).toMatchObject({ rounds_played: 0, state: "expired" });
  });
});

test.describe("phone (tr)", () => {
  test.use({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test("Later keeps the rounds behind a button; a cancel by REST mid-play ends them with a Turkish message and voids the rest", async ({
    page,
  }) => {
    const environment = e2eEnvironment();
    const playerId = `fr-${randomUUID()}`;
    wallet.setBalance(playerId, OPENING_BALANCE);
    const campaignId = await createCampaign(environment, { rounds: 4, players: [playerId] });

    await launch(page, environment, { playerId, lang: "tr", device: "mobile" });
    await expect(page.getByTestId("free-rounds-offer-text")).toHaveText("1,00 € bahisle 4 bedava turunuz var.");
    await page.screenshot({ path: "e2e/screenshots/game-free-rounds-offer-tr-mobile.png", animations: "disabled" });
    await page.getByTestId("free-rounds-later").tap();
    await expect(page.getByTestId("free-rounds-offer")).toBeHidden();
    // Normal play meanwhile, with the rounds one tap away.
    const resume = page.getByTestId("free-rounds-resume");
    await expect(resume).toBeVisible();
    await expect(resume).toHaveAccessibleName("4 bedava turunuzu oynayın");
    await expect(page.getByTestId("bet")).toHaveAttribute("data-value", "0.25");
    await page.screenshot({ path: "e2e/screenshots/game-free-rounds-later-tr-mobile.png", animations: "disabled" });

    await resume.tap();
    await expect(page.getByTestId("free-rounds-left")).toHaveText("Bedava turlar: 4 kaldı");
    await expect(page.getByTestId("bet")).toHaveAttribute("data-value", BET.total);
    await expectBannerLaidOut(page, PHONE);
    const first = await spin(page);
    expect(first.status).toBe(200);
    await expect(page.getByTestId("free-rounds-left")).toHaveText("Bedava turlar: 3 kaldı");
    await page.screenshot({ path: "e2e/screenshots/game-free-rounds-playing-tr-mobile.png", animations: "disabled" });

    const cancelled = await operatorApi<{ data: { state: string } }>(
      environment,
      "POST",
      `/free-rounds/${encodeURIComponent(campaignId)}/cancel`,
      {},
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.state).toBe("cancelled");

    const refused = await spin(page);
    expect(refused.status).toBe(409);
    await expect(page.getByTestId("error")).toHaveAttribute("data-code", "free_rounds_unavailable");
    await expect(page.getByTestId("error")).toContainText("artık kullanılamıyor");
    await expect(page.getByTestId("free-rounds-banner")).toHaveCount(0);
    await expect(page.getByTestId("bet")).toHaveAttribute("data-value", "0.25");
    await page.screenshot({ path: "e2e/screenshots/game-free-rounds-cancelled-tr-mobile.png", animations: "disabled" });

    // The round played before the cancel was credited; the other three are void.
    const credits = wallet.received.filter((call) => call.body?.player_id === playerId && call.action === "credit");
    expect(new Set(credits.map((call) => call.body!.transaction_id)).size).toBe(1);
    expect(credits.every((call) => call.signatureValid && call.body!.action_type === "free_round_win")).toBe(true);
    expect(wallet.received.filter((call) => call.body?.player_id === playerId && call.action === "debit")).toEqual([]);
    const campaign = await readCampaign(environment, campaignId);
    expect(campaign.state).toBe("cancelled");
    expect(campaign.players[0]).toMatchObject({
      rounds_played: 1,
      rounds_left: 0,
      win: first.answer.freeRounds!.win,
      state: "cancelled",
    });
  });
});
