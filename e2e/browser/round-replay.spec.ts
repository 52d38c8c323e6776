import { expect, test, type Page } from "@playwright/test";
import { e2eEnvironment, launchGame } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";

// A round's replay link (replay_url of GET /api/provider/v1/rounds/{id}) opened in a fresh browser: no cookie, no
// key. The reels land on the stored stops and window of every spin (free spins stepped through), the win is the
// round's, in English and Turkish, and nothing on the page can play: no spin, no bet, no call to the runtime.

interface StoredSpin {
  phase: "base" | "free";
  stops: number[];
  window: string[][];
  winCoins: number;
}

interface RoundDetailsAnswer {
  data: { round_id: string; win: string; replay_url: string; outcome: { spins: StoredSpin[] } };
}

/** The landed reels as the page shows them: their stops and every visible cell's symbol, window[reel][row]. */
async function shownReels(
  page: Page,
  rows: number,
): Promise<{ step: string | null; stops: string | null; window: string[][] }> {
  return page.evaluate((rowCount) => {
    const root = document.querySelector('[data-testid="round-replay"]');
    const landed = root?.getAttribute("data-landed") === "true";
    const reels = [...document.querySelectorAll('[data-testid^="reel-"]')];
    return {
      step: landed ? (root?.getAttribute("data-step") ?? null) : null,
      stops: document.querySelector('[data-testid="reels"]')?.getAttribute("data-stops") ?? null,
      window: reels.map((_, reel) =>
        Array.from(
          { length: rowCount },
          (_, row) => document.querySelector(`[data-testid="cell-${reel}-${row}"]`)?.getAttribute("data-symbol") ?? "",
        ),
      ),
    };
  }, rows);
}

async function expectSpinShown(page: Page, spin: StoredSpin, step: number) {
  await expect
    .poll(() => shownReels(page, spin.window[0]!.length), { timeout: 30_000 })
    .toEqual({ step: String(step), stops: spin.stops.join(","), window: spin.window });
}

test("a replay link shows the round's exact reels and win in English and Turkish, and offers no way to play", async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  const environment = e2eEnvironment();

  // The player buys the feature: a round with free spins to step through, and almost surely a win.
  const launch = await launchGame(environment, { symbol: "vs25pharaoh", external_player_id: "player-2", lang: "en" });
  await page.goto(launch.launch_url);
  await waitForGameReady(page);
  await page.getByTestId("buy-feature").click();
  const answer = page.waitForResponse((response) => response.url().endsWith("/spin"));
  await page.getByTestId("buy-feature-confirm").click();
  const roundId = ((await (await answer).json()) as { round: { id: string } }).round.id;
  await page.getByTestId("spin").click();
  await waitForIdle(page);

  const detailsResponse = await fetch(`${environment.appUrl}/api/provider/v1/rounds/${roundId}`, {
    headers: { "x-provider-api-key": environment.operatorKey },
  });
  expect(detailsResponse.status).toBe(200);
  const details = ((await detailsResponse.json()) as RoundDetailsAnswer).data;
  const spins = details.outcome.spins;
  expect(spins.length).toBeGreaterThan(1);
  const winningStep = Math.max(
    0,
    spins.findIndex((spin) => spin.winCoins > 0),
  );

  for (const lang of ["en", "tr"] as const) {
    const context = await browser.newContext({
      locale: lang === "tr" ? "tr-TR" : "en-GB",
      viewport: { width: 1280, height: 800 },
    });
    const viewer = await context.newPage();
    const runtimeRequests: string[] = [];
    viewer.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) runtimeRequests.push(request.url());
    });
    // The player launched in English; `lang` chooses Turkish.
    const url = lang === "en" ? details.replay_url : `${details.replay_url}&lang=tr`;
    const response = await viewer.goto(url);
    expect(response?.status()).toBe(200);

    const banner = viewer.getByTestId("replay-banner");
    await expect(banner).toContainText(
      lang === "en" ? `Replay of round ${roundId} at` : `${roundId} numaralı turun tekrarı`,
    );
    await expect(banner).toContainText("UTC");
    await expect(viewer.getByTestId("replay-win")).toHaveAttribute("data-value", details.win);
    await expect(viewer.getByTestId("replay-win")).toContainText(
      lang === "en" ? `€${details.win}` : details.win.replace(".", ","),
    );

    // Every spin of the round, in order, lands on what was stored.
    await expectSpinShown(viewer, spins[0]!, 0);
    const last = lang === "en" ? spins.length - 1 : winningStep;
    for (let step = 1; step <= last; step++) {
      await viewer.getByTestId("replay-next").click();
      await expectSpinShown(viewer, spins[step]!, step);
      if (spins[step]!.phase === "free")
        await expect(viewer.getByTestId("free-spins")).toContainText(lang === "en" ? "Free spin" : "Bedava");
    }
    if (lang === "en") {
      await expect(viewer.getByTestId("replay-next")).toBeDisabled();
      for (let step = last; step > winningStep; step--) await viewer.getByTestId("replay-previous").click();
      await expectSpinShown(viewer, spins[winningStep]!, winningStep);
    }
    if (spins[winningStep]!.winCoins > 0) await expect(viewer.locator(".gp-cell-win").first()).toBeVisible();

    // Nothing to play with.
    for (const testId of ["spin", "buy-feature", "bet-controls", "bet", "balance", "history-toggle"]) {
      await expect(viewer.getByTestId(testId)).toHaveCount(0);
    }
    expect(runtimeRequests).toEqual([]);
    expect(await context.cookies()).toEqual([]);

    await viewer.screenshot({ path: `e2e/screenshots/round-replay-${lang}.png` });
    await context.close();
  }
});

test("an altered replay link shows why it cannot be replayed", async ({ browser }) => {
  const environment = e2eEnvironment();
  const context = await browser.newContext({ locale: "tr-TR" });
  const viewer = await context.newPage();
  const response = await viewer.goto(
    `${environment.appUrl}/replay/rnd_000000000000000000000000?expires=9999999999&signature=${"A".repeat(43)}`,
  );
  expect(response?.status()).toBe(404);
  await expect(viewer.getByTestId("replay-invalid")).toContainText("Bu tekrar bağlantısı geçerli değil");
  await context.close();
});
