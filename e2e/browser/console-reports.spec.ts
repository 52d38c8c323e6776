import { readFile } from "node:fs/promises";
import { expect, test, type Locator } from "@playwright/test";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { DEMO_CURRENCY, e2eEnvironment, launchGame } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";

// The money view: rounds played in the game page reach the hourly rollups as they settle; staff pick a date range
// in /console/reports, the chart's data table and the figures table agree on the totals, and the exported CSV is
// exactly the table (totals included).

test.use({ viewport: { width: 1440, height: 900 } });

const SPINS = 3;

async function cellTexts(row: Locator): Promise<string[]> {
  return (await row.locator("td").allTextContents()).map((cell) => cell.trim());
}

test("staff pick a date range, see the charts and tables agree, and export the CSV", async ({ page, context }) => {
  test.setTimeout(180_000);
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, { symbol: "vs20aurora", external_player_id: "player-1" });
  const game = await context.newPage();
  await game.goto(launch.launch_url);
  await waitForGameReady(game);
  for (let spin = 0; spin < SPINS; spin++) {
    const answer = game.waitForResponse((response) => response.url().endsWith("/spin") && response.request().method() === "POST");
    await game.getByTestId("spin").click();
    expect((await answer).status()).toBe(200);
    await waitForIdle(game);
  }
  await game.close();

  await signIn(page, environment.appUrl, environment.staff.viewer);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Reports" }).click();
  await expect(page).toHaveURL(/\/console\/reports$/);
  await page.getByTestId("report-range").selectOption("today");
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByTestId("report-window")).toContainText(`${today} 00:00`);

  // The totals of the demo currency count at least the rounds just played.
  const kpi = page.getByTestId(`report-kpi-${DEMO_CURRENCY}`);
  await expect(kpi).toBeVisible();
  const table = page.getByTestId("report-series-table");
  const totalRow = table.getByTestId("report-total-row").filter({ hasText: DEMO_CURRENCY });
  await expect(totalRow).toHaveCount(1);
  const totals = await cellTexts(totalRow);
  // Period, Currency, Rounds, Bets, Wins, GGR, Free rounds, Free-rounds cost, Rolled back rounds, Rolled back, Players
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
  // GGR = bets − wins, exactly.
  const minor = (text: string) => BigInt(text.replace(".", ""));
  expect(minor(totals[3]!) - minor(totals[4]!)).toBe(minor(totals[5]!));

  // The CSV is exactly the table's rows, the totals row included.
  const downloading = page.waitForEvent("download");
  await page.getByTestId("report-series-table-csv").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("revenue-series.csv");
  const csv = await readFile((await download.path())!, "utf8");
  const [header, ...lines] = csv.trimEnd().split("\r\n");
  expect(header).toBe("Period,Currency,Rounds,Bets,Wins,GGR,Free rounds,Free-rounds cost,Rolled back rounds,Rolled back,Players");
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(lines.length);
  const csvTotal = lines.map((line) => line.split(",")).find((cells) => cells[0] === "Total" && cells[1] === DEMO_CURRENCY);
  expect(csvTotal).toEqual(totals);

  // Top games and the RTP table list the game played.
  await expect(page.getByTestId("report-top-games-table")).toContainText(DEMO_CURRENCY);
  await expect(page.getByTestId("report-rtp-table").locator("tbody tr").first()).toBeVisible();
  await expect(page.getByTestId("report-rtp-chart-summary")).not.toBeEmpty();

  await consoleScreenshot(page, "reports");
});
