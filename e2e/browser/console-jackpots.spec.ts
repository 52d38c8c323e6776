import { expect, test, type Page } from "@playwright/test";
import { expectLastColumnReachable, expectNoSidewaysScroll } from "./support/console-layout";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { e2eEnvironment } from "./support/e2e-environment";

// Staff read the jackpots page and admins create pools on it: a viewer sees the page (empty at first) without the
// means to create one, and the API refuses it too; an admin creates a network pool for the seeded operators (a
// refusal lands on its field), finds it with its tier's trigger hash and its amount at the seed, and the liability
// card owes the seed. The tier's contribution rate is so small that no bet of this worker's later specs moves it
// (floor(bet × rate) is 0 minor units), so the pool never drops a win into another spec's wallet.

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
