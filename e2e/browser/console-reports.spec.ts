import { readFile } from "node:fs/promises";
import { expect, test, type Locator } from "@playwright/test";
import { expectLastColumnReachable, expectNoSidewaysScroll, expectTicksInsideChart } from "./support/console-layout";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { DEMO_CURRENCY, e2eEnvironment, launchGame } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";

// The money view: rounds played in the game page reach the hourly rollups as they settle; staff pick a date range
// in /console/reports, the chart's data table and the figures table agree on the totals, and the exported CSV is
// exactly the table (totals included). An admin then enters this month's EUR → USD rate and picks USD as the
// reporting currency: the converted total is the EUR total × the rate, half-up to the cent, labelled as converted.
// The page at 1440, 1280 and phone width: wide tables scroll inside their cards, the RTP chart's game names are not
// cut, and the filters live in the address (a shared link opens the same view, charted day by day with zeros).

test.use({ viewport: { width: 1440, height: 900 } });

const SPINS = 3;
/** One more round in each: the RTP chart then names three games, the first with the longest name. */
const OTHER_GAMES = ["bs20oceanic", "vs25pharaoh"];

async function cellTexts(row: Locator): Promise<string[]> {
  return (await row.locator("td").allTextContents()).map((cell) => cell.trim());
}

const RATE = "1.0875";

/** Decimal text of 2 places × RATE, half-up (away from zero) to the cent, as the server converts. */
function convertedAtRate(text: string): string {
  const minor = BigInt(text.replace(".", ""));
  const exact = minor * 10_875n;
  const magnitude = ((exact < 0n ? -exact : exact) + 5_000n) / 10_000n;
  const cents = (magnitude % 100n).toString().padStart(2, "0");
  return `${exact < 0n && magnitude !== 0n ? "-" : ""}${magnitude / 100n}.${cents}`;
}

test("staff pick a date range, see the charts and tables agree, export the CSV, and convert to a reporting currency", async ({
  page,
  context,
  browser,
}) => {
  // Five rounds, any of which may start twenty free spins that play out at the game's pace.
  test.setTimeout(300_000);
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, { symbol: "vs20aurora", external_player_id: "player-1" });
  const game = await context.newPage();
  await game.goto(launch.launch_url);
  await waitForGameReady(game);
  const spin = async () => {
    const answer = game.waitForResponse(
      (response) => response.url().endsWith("/spin") && response.request().method() === "POST",
    );
    await game.getByTestId("spin").click();
    expect((await answer).status()).toBe(200);
    await waitForIdle(game, 120_000);
  };
  for (let round = 0; round < SPINS; round++) await spin();
  for (const symbol of OTHER_GAMES) {
    await game.goto((await launchGame(environment, { symbol, external_player_id: "player-1" })).launch_url);
    await waitForGameReady(game);
    await spin();
  }
  await game.close();

  await signIn(page, environment.appUrl, environment.staff.viewer);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Reports" }).click();
  await expect(page).toHaveURL(/\/console\/reports$/);
  await page.getByTestId("report-range").selectOption("today");
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByTestId("report-window")).toContainText(`${today} 00:00`);
  await expect(page).toHaveURL(/\/console\/reports\?range=today$/);

  // The totals of the demo currency count at least the rounds just played.
  const kpi = page.getByTestId(`report-kpi-${DEMO_CURRENCY}`);
  await expect(kpi).toBeVisible();
  const table = page.getByTestId("report-series-table");
  const totalRow = table.getByTestId("report-total-row").filter({ hasText: DEMO_CURRENCY });
  await expect(totalRow).toHaveCount(1);
  const totals = await cellTexts(totalRow);
  // Period, Currency, Rounds, Bets, Wins, GGR, Free rounds, Free-rounds cost, Rolled back rounds, Rolled back,
  // Promotion cost, Jackpot contributions, Jackpot wins, Players
  expect(totals[0]).toBe("Total");
  expect(Number(totals[2])).toBeGreaterThanOrEqual(SPINS);
  await expect(kpi.getByTestId("kpi-ggr")).toHaveText(totals[5]!);

  // The chart's own data table (the accessible view of the chart) has the same totals as the figures table.
  await page.getByTestId("report-chart-currency").selectOption(DEMO_CURRENCY);
  const chart = page.getByTestId("report-money-chart");
  await expect(chart.locator("svg").first()).toBeVisible();
  await chart.getByText("Show the data as a table").click();
  const chartTotals = await cellTexts(chart.getByTestId("chart-total-row"));
  expect(chartTotals.slice(1)).toEqual([totals[3], totals[4], totals[5]]);
  // GGR = bets − wins − jackpot contributions, exactly.
  const minor = (text: string) => BigInt(text.replace(".", ""));
  expect(minor(totals[3]!) - minor(totals[4]!) - minor(totals[11]!)).toBe(minor(totals[5]!));

  // The CSV is exactly the table's rows, the totals row included.
  const downloading = page.waitForEvent("download");
  await page.getByTestId("report-series-table-csv").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("revenue-series.csv");
  const csv = await readFile((await download.path())!, "utf8");
  const [header, ...lines] = csv.trimEnd().split("\r\n");
  expect(header).toBe(
    "Period,Currency,Rounds,Bets,Wins,GGR,Free rounds,Free-rounds cost,Rolled back rounds,Rolled back,Promotion cost,Jackpot contributions,Jackpot wins,Players",
  );
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(lines.length);
  const csvTotal = lines
    .map((line) => line.split(","))
    .find((cells) => cells[0] === "Total" && cells[1] === DEMO_CURRENCY);
  expect(csvTotal).toEqual(totals);

  // Top games and the RTP table list the game played.
  await expect(page.getByTestId("report-top-games-table")).toContainText(DEMO_CURRENCY);
  await expect(page.getByTestId("report-rtp-table").locator("tbody tr").first()).toBeVisible();
  await expect(page.getByTestId("report-rtp-chart-summary")).not.toBeEmpty();
  // One export per table: the report's own (the shared table's second button is gone).
  await expect(page.getByTestId("report-series-table").getByRole("button", { name: "Export CSV" })).toHaveCount(1);
  await expect(page.getByTestId("report-rtp-table").getByRole("button", { name: "Export CSV" })).toHaveCount(1);
  // Viewers see the rates but cannot enter one.
  await expect(page.getByTestId("exchange-rate-save")).toBeDisabled();

  // At each size: the wide tables scroll inside their cards to their last column, the game names under the RTP
  // chart are whole, and the page never scrolls sideways.
  for (const [size, viewport] of [
    ["1440", { width: 1440, height: 900 }],
    ["1280", { width: 1280, height: 800 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectTicksInsideChart(page.getByTestId("report-rtp-chart"), `RTP chart at ${size}`);
    for (const testId of [
      "report-series-table",
      "report-top-games-table",
      "report-top-operators-table",
      "report-rtp-table",
    ]) {
      await expectLastColumnReachable(page, page.getByTestId(testId).locator("table"), `${testId} at ${size}`);
    }
    if (size !== "1440") await consoleScreenshot(page, `reports-${size}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // An admin enters this month's EUR → USD rate.
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-GB" });
  const admin = await adminContext.newPage();
  await signIn(admin, environment.appUrl, environment.staff.admin, "/console/reports");
  await admin.getByTestId("report-range").selectOption("today");
  await admin.getByTestId("report-currency").fill(DEMO_CURRENCY);
  const form = admin.getByTestId("exchange-rate-form");
  await expect(form.getByTestId("exchange-rate-month")).toHaveValue(today.slice(0, 7));
  await form.getByLabel("From currency").fill(DEMO_CURRENCY);
  await form.getByLabel("To currency").fill("USD");
  await form.getByLabel("Rate").fill(RATE);
  await form.getByTestId("exchange-rate-save").click();
  await expect(admin.getByText("Exchange rate set")).toBeVisible();
  const rateRow = admin.getByTestId("exchange-rate-row").filter({ hasText: `${DEMO_CURRENCY} → USD` });
  await expect(rateRow).toHaveCount(1);
  await expect(rateRow).toContainText(RATE);
  await expect(rateRow).toContainText("in use");

  // Picking USD shows the converted figures beside the native ones, labelled as converted.
  await admin.getByLabel("Reporting currency").selectOption("USD");
  const convertedTotal = admin.getByTestId("report-converted-total");
  await expect(convertedTotal.getByTestId("converted-label")).toContainText(
    "converted to USD at staff-entered monthly rates",
  );
  const adminTable = admin.getByTestId("report-series-table");
  const nativeTotal = await cellTexts(adminTable.getByTestId("report-total-row").filter({ hasText: DEMO_CURRENCY }));
  const expectedGgr = convertedAtRate(nativeTotal[5]!);
  await expect(convertedTotal.getByTestId("converted-ggr")).toHaveText(`${expectedGgr} USD`);
  await expect(admin.getByTestId("report-missing-rates")).toHaveCount(0);
  // Native figures unchanged; the converted columns follow them (bets, wins, GGR in USD).
  expect(nativeTotal.slice(0, 14)).toEqual(totals);
  expect(nativeTotal.slice(14)).toEqual([
    convertedAtRate(nativeTotal[3]!),
    convertedAtRate(nativeTotal[4]!),
    expectedGgr,
  ]);
  const allCurrencies = await cellTexts(adminTable.getByTestId("report-converted-total-row"));
  expect(allCurrencies.slice(0, 3)).toEqual([
    "All currencies",
    "USD",
    "converted to USD at staff-entered monthly rates",
  ]);
  expect(allCurrencies.slice(-1)).toEqual([expectedGgr]);

  // The CSV carries the converted columns and the converted total.
  const convertedDownload = admin.waitForEvent("download");
  await admin.getByTestId("report-series-table-csv").click();
  const convertedCsv = await readFile((await (await convertedDownload).path())!, "utf8");
  const [convertedHeader, ...convertedLines] = convertedCsv.trimEnd().split("\r\n");
  expect(convertedHeader).toBe(`${header},Bets in USD (converted),Wins in USD (converted),GGR in USD (converted)`);
  expect(convertedLines.at(-1)).toMatch(
    new RegExp(
      `^All currencies,USD,converted to USD at staff-entered monthly rates,.*,${expectedGgr.replace(".", "\\.")}$`,
    ),
  );

  await consoleScreenshot(admin, "reports");
  await adminContext.close();
});

test("a report's address holds its filters: the shared link opens the same view, charted with every day", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const environment = e2eEnvironment();
  const game = await context.newPage();
  await game.goto((await launchGame(environment, { symbol: "vs20aurora", external_player_id: "player-1" })).launch_url);
  await waitForGameReady(game);
  await game.getByTestId("spin").click();
  await waitForIdle(game, 120_000);
  await game.close();

  // A week that has rounds today only.
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const view = `/console/reports?range=custom&from=${day(6)}&to=${day(0)}&operator=${environment.operatorId}`;
  await signIn(page, environment.appUrl, environment.staff.viewer, view);
  await expect(page.getByTestId("report-range")).toHaveValue("custom");
  await expect(page.getByTestId("report-from")).toHaveValue(day(6));
  await expect(page.getByTestId("report-to")).toHaveValue(day(0));
  await expect(page.getByTestId("report-operator")).toHaveValue(environment.operatorId);
  await expect(page.getByTestId("report-window")).toContainText(`${day(6)} 00:00 – ${day(-1)} 00:00 UTC`);

  // Every day of the week is a point: the six days without rounds are zeros (no lone dot on the chart).
  const chart = page.getByTestId("report-money-chart");
  await chart.getByText("Show the data as a table").click();
  const days = chart.getByTestId("report-money-chart-data").locator("tbody tr");
  await expect(days).toHaveCount(7 + 1);
  for (let index = 0; index < 6; index++) await expect(days.nth(index).locator("td").nth(1)).toHaveText("0.00");
  await expect(days.nth(6).locator("td").nth(1)).not.toHaveText("0.00");
  await expect(chart.locator(".recharts-line-curve").first()).toHaveAttribute("d", /L/);

  // A change of filter is written to the address; the address opened anew shows the same view.
  await page.getByTestId("report-game").selectOption("vs20aurora");
  await expect(page).toHaveURL(
    new RegExp(`\\?range=custom&from=${day(6)}&to=${day(0)}&operator=${environment.operatorId}&game=vs20aurora$`),
  );
  const shared = new URL(page.url());
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-GB" });
  const colleague = await other.newPage();
  await signIn(colleague, environment.appUrl, environment.staff.viewer, shared.pathname + shared.search);
  await expect(colleague).toHaveURL(shared.href);
  await expect(colleague.getByTestId("report-game")).toHaveValue("vs20aurora");
  await expect(colleague.getByTestId("report-operator")).toHaveValue(environment.operatorId);
  await expect(colleague.getByTestId("report-from")).toHaveValue(day(6));
  await expect(colleague.getByTestId(`report-kpi-${DEMO_CURRENCY}`)).toBeVisible();
  await expectNoSidewaysScroll(colleague);
  await other.close();
});
