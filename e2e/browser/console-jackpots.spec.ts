import { expect, test, type Page } from "@playwright/test";
import { expectLastColumnReachable, expectNoSidewaysScroll } from "./support/console-layout";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { e2eEnvironment } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";

// Staff read the jackpots page and admins create pools on it: a viewer sees the page (empty at first) without the
// means to create one, and the API refuses it too; an admin creates a network pool for the seeded operators (a
// refusal lands on its field), finds it with its tier's trigger hash and its amount at the seed, and the liability
// card owes the seed. The tier's contribution rate is so small that no bet of this worker's later specs moves it
// (floor(bet × rate) is 0 minor units), so the pool never drops a win into another spec's wallet. A second pool,
// local to Nova Bet (TRY) on a game no other spec plays (bs15cosmic), has a mystery tier whose trigger lies within a cent of its
// seed: one spin in the game drops it, and its page shows the tier reseeded and the win, paid once, with the trigger
// and nonce that hash to the value published before the spin.

test.use({ viewport: { width: 1440, height: 900 } });
// A dialog filled twice and three screen sizes twice on a shared 2-core machine.
test.setTimeout(120_000);

const SIZES = [
  ["1440", { width: 1440, height: 900 }],
  ["1280", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const;

async function atEachSize(page: Page, name: string, check?: (size: string) => Promise<void>): Promise<void> {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await expectNoSidewaysScroll(page);
    await check?.(size);
    await consoleScreenshot(page, size === "1440" ? name : `${name}-${size}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a viewer reads the jackpots page but cannot create a pool, in the page or through the API", async ({ page }) => {
  const environment = e2eEnvironment();
  await signIn(page, environment.appUrl, environment.staff.viewer);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Jackpots" }).click();
  await expect(page.getByRole("heading", { name: "Jackpots", level: 1 })).toBeVisible();
  await expect(page.getByTestId("create-jackpot-pool")).toBeDisabled();
  await expect(page.getByTestId("create-jackpot-pool")).toHaveAttribute("title", "Viewers have read-only access");
  // This worker's database has no pool until the admin's test creates one (no other spec creates pools).
  await expect(page.getByTestId("jackpot-pools").or(page.getByTestId("empty")).first()).toBeVisible();
  if ((await page.getByTestId("jackpot-pool").count()) === 0) {
    await expect(page.getByTestId("empty")).toContainText("No jackpot pools");
    await atEachSize(page, "jackpots-empty");
  }

  const mutation = await page.request.post(`${environment.appUrl}/api/graphql`, {
    data: {
      query: `mutation { createJackpotPool(input: { title: "Viewer pool", scope: local, games: ["vs20aurora"],
        operatorIds: ["demo-casino"], baseCurrency: "EUR",
        tiers: [{ name: "mini", kind: mystery, seed: "10.00", cap: "20.00", contributionRate: "0.01" }] }) { poolId } }`,
    },
  });
  const answer = (await mutation.json()) as { errors: { extensions: { code: string } }[] };
  expect(answer.errors[0]?.extensions.code).toBe("forbidden");
});

test("an admin creates a network pool with a mystery and a progressive tier: listed with the trigger hash, probability and seed amounts, owed in the liability card", async ({
  page,
}) => {
  const environment = e2eEnvironment();
  const title = `Aurora mystery ${Date.now().toString(36)}`;
  await signIn(page, environment.appUrl, environment.staff.admin, "/console/jackpots");
  await expect(page.getByRole("heading", { name: "Jackpots", level: 1 })).toBeVisible();

  await page.getByTestId("create-jackpot-pool").click();
  const dialog = page.getByTestId("jackpot-dialog");
  await expect(dialog.getByRole("heading", { name: "New jackpot pool" })).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  const operators = dialog.getByTestId("jackpot-operators");
  await operators.getByText("demo-casino").click();
  await operators.getByText("nova-bet").click();
  // Only games in both operators' catalogs are offered.
  const games = dialog.getByTestId("jackpot-games");
  await expect(games.getByText("vs25pharaoh")).toHaveCount(0);
  await games.getByText("vs20aurora").click();
  await expect(dialog).toContainText("Mystery (must-drop-by)");
  const tier = dialog.getByTestId("jackpot-tier-line").first();
  await tier.getByLabel("Name").fill("mega");
  await tier.getByLabel("Seed").fill("250.00");
  await tier.getByLabel("Cap").fill("100.00");
  await tier.getByLabel("Contribution rate").fill("0.000001");
  // A second tier, progressive: a win probability instead of a cap.
  await dialog.getByRole("button", { name: "Add tier" }).click();
  const progressive = dialog.getByTestId("jackpot-tier-line").nth(1);
  await progressive.getByLabel("Name").fill("grand");
  await progressive.getByLabel("Kind").selectOption("progressive");
  await expect(progressive.getByLabel("Cap")).toHaveCount(0);
  await progressive.getByLabel("Seed").fill("50.00");
  await progressive.getByLabel("Win probability").fill("0");
  await progressive.getByLabel("Contribution rate").fill("0.002");

  // A probability of 0: refused on that tier's probability; the message goes as soon as the value changes.
  await dialog.getByTestId("jackpot-submit").click();
  await expect(progressive.locator(".c-field-error")).toHaveText("Must be more than 0");
  await progressive.getByLabel("Win probability").fill("0.00001");
  await expect(progressive.locator(".c-field-error")).toHaveCount(0);

  // Two operators in a local pool: refused on the operators.
  await dialog.getByTestId("jackpot-submit").click();
  await expect(operators.locator("xpath=..").locator(".c-field-error")).toHaveText(
    "A local pool has exactly one operator",
  );
  // A cap under the seed: refused on that tier's cap.
  await dialog.getByLabel("Scope").selectOption("network");
  await dialog.getByTestId("jackpot-submit").click();
  await expect(tier.locator(".c-field-error")).toHaveText("The cap must be above the seed");
  await tier.getByLabel("Cap").fill("1000000.00");
  await expect(tier.locator(".c-field-error")).toHaveCount(0);
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await dialog.evaluate((element) => element.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/screenshots/console-jackpot-create${size === "1440" ? "" : `-${size}`}.png` });
  }
  // On a phone the tier lines wrap two fields a row: looked at scrolled to them.
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByTestId("jackpot-tiers").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "e2e/screenshots/console-jackpot-create-tiers-phone.png" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByTestId("jackpot-submit").click();
  await expect(page.getByTestId("toast-success").filter({ hasText: "Jackpot pool created" })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Listed: network, both operators, its tier at the seed with the current cycle's trigger hash.
  const pool = page.getByTestId("jackpot-pool").filter({ hasText: title });
  await expect(pool).toContainText("network");
  await expect(pool).toContainText("demo-casino, nova-bet");
  await expect(pool).toContainText("vs20aurora");
  const row = pool.getByTestId("jackpot-tier").filter({ hasText: "mega" });
  await expect(row.getByTestId("jackpot-tier-amount")).toHaveText("250.00 EUR");
  await expect(row).toContainText("1000000.00");
  await expect(row).toContainText("0.0001 %");
  await expect(row.getByTestId("jackpot-tier-wins")).toHaveText("0");
  const hash = row.getByTestId("jackpot-trigger-hash");
  await expect(hash).toHaveAttribute("title", /^[0-9a-f]{64}$/);
  await expect(hash).toHaveText(/^[0-9a-f]{8}…[0-9a-f]{4}$/);
  await expect(row).toContainText("cycle 1");
  // The progressive tier: its probability shown, no trigger (no hash), at its seed.
  const grand = pool.getByTestId("jackpot-tier").filter({ hasText: "grand" });
  await expect(grand).toContainText("progressive, p = 0.00001 a bet");
  await expect(grand.getByTestId("jackpot-tier-amount")).toHaveText("50.00 EUR");
  await expect(grand.getByTestId("jackpot-trigger-hash")).toHaveCount(0);

  // The liability card owes the seed for it (nothing contributed or won yet).
  const poolId = (await pool.getAttribute("data-pool"))!;
  const owed = page.getByTestId("jackpot-liability-row").and(page.locator(`[data-pool="${poolId}"]`));
  await expect(owed.and(page.locator('[data-tier="mega"]'))).toContainText("250.00 EUR");
  await expect(owed.and(page.locator('[data-tier="grand"]'))).toContainText("50.00 EUR");
  const total = page.getByTestId("jackpot-liability-total").and(page.locator('[data-currency="EUR"]'));
  // The only pool of this worker's database unless another spec made one: then the total is the two seeds.
  if ((await page.getByTestId("jackpot-pool").count()) === 1) await expect(total).toContainText("300.00 EUR");
  else await expect(total).toBeVisible();

  await atEachSize(page, "jackpots", async (size) => {
    await expectLastColumnReachable(page, page.getByTestId("jackpot-pools-table"), `jackpot pools at ${size}`);
    await expectLastColumnReachable(page, page.getByTestId("jackpot-liability-table"), `jackpot liability at ${size}`);
  });
});

test("a pool's page: its tiers now and a win dropped by a spin, paid once, with its revealed trigger", async ({
  page,
  context,
}) => {
  // One spin, which may start free spins that play out at the game's pace.
  test.setTimeout(240_000);
  const environment = e2eEnvironment();
  const title = `Retro drop ${Date.now().toString(36)}`;
  await signIn(page, environment.appUrl, environment.staff.admin, "/console/jackpots");
  // Seed 1.00, cap 1.01: the trigger is 1.00 or 1.01, so the first contribution (a tenth of the bet) reaches it.
  const created = await page.request.post(`${environment.appUrl}/api/graphql`, {
    data: {
      query: `mutation ($input: CreateJackpotPoolInput!) { createJackpotPool(input: $input) { poolId } }`,
      variables: {
        input: {
          title,
          scope: "local",
          games: ["bs15cosmic"],
          operatorIds: ["nova-bet"],
          baseCurrency: "TRY",
          tiers: [{ name: "mini", kind: "mystery", seed: "1.00", cap: "1.01", contributionRate: "0.1" }],
        },
      },
    },
  });
  const poolId = ((await created.json()) as { data: { createJackpotPool: { poolId: string } } }).data.createJackpotPool
    .poolId;

  // From the list to the pool's page: the tier at its seed, cycle 1, with the hash the drop must reveal.
  await page.reload();
  await page.getByTestId("jackpot-pool").filter({ hasText: title }).getByTestId("jackpot-pool-link").click();
  await expect(page).toHaveURL(new RegExp(`/console/jackpots/${poolId}$`));
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  const tier = page.getByTestId("jackpot-detail-tier").filter({ hasText: "mini" });
  await expect(tier.getByTestId("jackpot-detail-amount")).toHaveText("1.00 TRY");
  await expect(tier.getByTestId("jackpot-detail-cycle")).toHaveText("1");
  await expect(tier).toContainText("10 %");
  const publishedHash = (await tier.getByTestId("jackpot-detail-hash").getAttribute("title"))!;
  expect(publishedHash).toMatch(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId("jackpot-wins")).toContainText("No wins yet");

  // One real-money spin of the pool's game, by a Nova Bet player (launched with the provider's master key).
  const launched = await fetch(`${environment.appUrl}/api/provider/v1/launch-url`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-provider-api-key": environment.masterKey },
    body: JSON.stringify({ operator_id: "nova-bet", symbol: "bs15cosmic", external_player_id: "nova-player-1" }),
  });
  expect(launched.status).toBe(200);
  const game = await context.newPage();
  await game.goto(((await launched.json()) as { launch_url: string }).launch_url);
  await waitForGameReady(game);
  const answer = game.waitForResponse(
    (response) => response.url().endsWith("/spin") && response.request().method() === "POST",
  );
  await game.getByTestId("spin").click();
  expect((await answer).status()).toBe(200);
  await waitForIdle(game, 180_000);
  await game.close();

  // The win: one, to nova-player-1 in its round, its credit acknowledged by the demo wallet, its trigger revealed with
  // the hash published before the spin; the tier reseeded into cycle 2 with a new hash.
  const win = page.getByTestId("jackpot-win");
  await expect(async () => {
    await page.reload();
    await expect(win).toHaveCount(1);
    await expect(win.getByTestId("jackpot-win-state")).toHaveText("succeeded");
  }).toPass({ timeout: 60_000 });
  await expect(win).toHaveAttribute("data-tier", "mini");
  await expect(win.getByTestId("jackpot-win-player")).toHaveText("nova-player-1");
  await expect(win.getByTestId("jackpot-win-trigger")).toHaveText(/^1\.0[01]$/);
  // The whole tier was won: the seed plus the spin's contribution, which reached the trigger.
  const cents = (text: string) => Number(text.replace(/[^0-9]/g, ""));
  const paid = (await win.getByTestId("jackpot-win-amount").textContent())!.trim();
  expect(paid).toMatch(/^\d+\.\d{2} TRY$/);
  expect(cents(paid)).toBeGreaterThanOrEqual(cents((await win.getByTestId("jackpot-win-trigger").textContent())!));
  await expect(win.getByTestId("jackpot-win-hash")).toHaveAttribute("title", publishedHash);
  await expect(win.getByTestId("jackpot-win-nonce")).toHaveAttribute("title", /^[0-9a-f]{64}$/);
  await expect(tier.getByTestId("jackpot-detail-cycle")).toHaveText("2");
  await expect(tier.getByTestId("jackpot-detail-hash")).not.toHaveAttribute("title", publishedHash);
  await expect(page.getByTestId("jackpot-stat-wins-value")).toHaveText("1");

  await atEachSize(page, "jackpot-pool", async (size) => {
    await expectLastColumnReachable(page, page.getByTestId("jackpot-tiers-table"), `pool tiers at ${size}`);
    await expectLastColumnReachable(page, page.getByTestId("jackpot-wins-table"), `pool wins at ${size}`);
  });

  // The win's round opens the round's page.
  const roundId = (await win.getByTestId("jackpot-win-round").textContent())!.trim();
  await win.getByTestId("jackpot-win-round").click();
  await expect(page).toHaveURL(new RegExp(`/console/rounds/${roundId}$`));
});
