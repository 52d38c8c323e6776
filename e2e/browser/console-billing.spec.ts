import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Locator } from "@playwright/test";
import { BILLING_MONTH, BILLING_OPERATOR } from "./support/billing-month";
import { expectLastColumnReachable } from "./support/console-layout";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { e2eEnvironment } from "./support/e2e-environment";

// Billing: staff set nova-bet's revenue share from September 2025 and read that month's statement (seeded hourly
// rollups, support/billing-month.ts) to the cent, per currency; the CSV download carries the same figures and the
// page's content hash; the printable page shows the same statement without the console around it.

test.use({ viewport: { width: 1440, height: 900 } });

// Worked out by hand from the seeded rows. EUR: bets 2500.00 + 999.99 + 0.01, wins 1800.00 + 500.00, free rounds
// paid 123.40, deducted: 1200.00 − 123.40 = 1076.60; × 7.5 % = 80.745 → 80.75 (half-up). GBP: bets 400.00 + 50.00,
// wins 520.00: GGR −70.00, less 10.00 free-rounds cost = −80.00: nothing due.
const EXPECTED: Record<string, Record<string, string>> = {
  EUR: {
    rounds: "205",
    bets: "3500.00",
    wins: "2300.00",
    ggr: "1200.00",
    freeRoundsCost: "123.40 (10)",
    rolledBack: "15.00 (2)",
    promotionCost: "0.00",
    billableGgr: "1076.60",
    share: "7.50 %",
    amountDue: "80.75",
  },
  GBP: {
    rounds: "50",
    bets: "450.00",
    wins: "520.00",
    ggr: "-70.00",
    freeRoundsCost: "10.00 (3)",
    rolledBack: "5.00 (1)",
    promotionCost: "0.00",
    billableGgr: "-80.00",
    share: "7.50 %",
    amountDue: "0.00 (negative GGR not billed)",
  },
};

async function expectStatement(table: Locator, rowPrefix: string): Promise<void> {
  for (const [currency, figures] of Object.entries(EXPECTED)) {
    for (const [figure, text] of Object.entries(figures)) {
      await expect(
        table.getByTestId(`${rowPrefix}-${figure}`).locator(`td[data-currency="${currency}"]`),
        `${currency} ${figure}`,
      ).toHaveText(text);
    }
  }
}

test("staff set a revenue share and get the seeded month's statement to the cent, as CSV and printable", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const environment = e2eEnvironment();
  await signIn(page, environment.appUrl, environment.staff.admin);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Billing" }).click();
  await expect(page).toHaveURL(/\/console\/billing$/);
  await page.getByTestId("billing-operator").selectOption(BILLING_OPERATOR);
  await page.getByTestId("billing-month").fill(BILLING_MONTH);
  const statement = page.getByTestId("billing-statement");
  await expect(statement.getByTestId("billing-share")).toContainText("No revenue share in effect");
  await expect(statement.getByTestId("billing-row-amountDue").locator('td[data-currency="EUR"]')).toHaveText(
    "no share set",
  );

  // A share from the month on, with the free-rounds cost and the promotion cost deducted (each its own select).
  const form = page.getByTestId("revenue-share-form");
  await expect(form.getByTestId("revenue-share-from")).toHaveValue(BILLING_MONTH);
  await form.getByTestId("revenue-share-percent").fill("7.5");
  await form.getByTestId("revenue-share-treatment").selectOption("deducted");
  const promotionTreatment = form.getByTestId("revenue-share-promotion-treatment");
  await expect(promotionTreatment).toHaveValue("deducted");
  await expect(promotionTreatment.locator("option")).toHaveText([
    "Deducted from GGR (prizes shared with the provider)",
    "Not deducted (operator pays the prizes)",
  ]);
  await promotionTreatment.selectOption("deducted");
  await form.getByTestId("revenue-share-save").click();
  await expect(page.getByText("Revenue share set")).toBeVisible();
  await expect(statement.getByTestId("billing-share")).toHaveText(
    `7.50 % of GGR less the free-rounds and promotion costs, effective from ${BILLING_MONTH}`,
  );
  const history = page.getByTestId("revenue-share-row");
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText(`${BILLING_MONTH} this month`);
  await expect(history.first()).toContainText("7.50 %");
  await expect(history.first()).toContainText("Deducted from GGR (prizes shared with the provider)");
  await expect(history.first()).toContainText("console:admin@demo.local");

  const table = statement.getByTestId("billing-table");
  await expect(table.locator("thead th")).toHaveText(["Figure", "EUR", "GBP"]);
  await expectStatement(table, "billing-row");
  const hash = (await statement.getByTestId("billing-hash").textContent())!.trim();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await consoleScreenshot(page, "billing");
  // The share history's last column (who set it, when) is reached inside its card at 1440 and 1280.
  await expectLastColumnReachable(page, page.getByTestId("revenue-share-table"), "share history at 1440");
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectLastColumnReachable(page, page.getByTestId("revenue-share-table"), "share history at 1280");
  await expectLastColumnReachable(page, statement.getByTestId("billing-table"), "statement at 1280");
  await consoleScreenshot(page, "billing-1280");
  await page.setViewportSize({ width: 1440, height: 900 });

  // The CSV: the same figures, per currency, and the page's content hash.
  const downloading = page.waitForEvent("download");
  await statement.getByTestId("billing-download").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`billing-${BILLING_OPERATOR}-${BILLING_MONTH}.csv`);
  const csv = await readFile((await download.path())!, "utf8");
  expect(createHash("sha256").update(csv, "utf8").digest("hex")).toBe(hash);
  const [header, ...lines] = csv
    .trimEnd()
    .split("\n")
    .map((line) => line.split(","));
  const rows = lines.map((line) => Object.fromEntries(header!.map((column, index) => [column, line[index]])));
  expect(
    rows.map((row) => [
      row.currency,
      row.bets,
      row.wins,
      row.ggr,
      row.free_rounds_cost,
      row.promotion_cost,
      row.billable_ggr,
      row.share_percent,
      row.amount_due,
    ]),
  ).toEqual([
    ["EUR", "3500.00", "2300.00", "1200.00", "123.40", "0.00", "1076.60", "7.50", "80.75"],
    ["GBP", "450.00", "520.00", "-70.00", "10.00", "0.00", "-80.00", "7.50", "0.00"],
  ]);
  expect(rows.map((row) => row.amount_due_basis)).toEqual(["share_of_billable_ggr", "negative_ggr_not_billed"]);

  // The printable page: the same statement, no console navigation, the Print button hidden on paper.
  const printLink = statement.getByTestId("billing-print");
  await expect(printLink).toHaveAttribute("target", "_blank");
  const print = await context.newPage();
  await print.goto(`${environment.appUrl}${await printLink.getAttribute("href")}`);
  await expect(print).toHaveURL(
    new RegExp(`/console/billing/print\\?operator=${BILLING_OPERATOR}&month=${BILLING_MONTH}$`),
  );
  const printed = print.getByTestId("print-table");
  await expectStatement(printed, "print-row");
  await expect(print.getByTestId("print-share")).toHaveText(
    `7.50 % of GGR less the free-rounds and promotion costs, effective from ${BILLING_MONTH}`,
  );
  await expect(print.getByText(hash)).toBeVisible();
  await expect(print.getByRole("navigation", { name: "Console" })).toHaveCount(0);
  await print.setViewportSize({ width: 1000, height: 800 });
  await print.emulateMedia({ media: "print" });
  await expect(print.getByRole("button", { name: "Print" })).toBeHidden();
  await print.screenshot({ path: "e2e/screenshots/console-billing-print.png", fullPage: true });

  // Converted to EUR: EUR at 1; no GBP rate was entered for the month, so the total is EUR's alone, marked incomplete.
  await page.getByTestId("billing-reporting-currency").fill("EUR");
  const conversion = statement.getByTestId("billing-conversion");
  await expect(conversion).toContainText("converted to EUR at staff-entered monthly rates");
  await expect(conversion).toContainText("No rate to EUR for GBP in this month");
  await expect(conversion.getByTestId("billing-conversion-total").locator("td")).toHaveText([
    "All currencies (incomplete)",
    "",
    "1200.00",
    "80.75",
  ]);
  await expect(table.locator("thead th")).toHaveText(["Figure", "EUR", "GBP"]);
});
