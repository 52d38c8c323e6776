import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { consoleScreenshot, signIn } from "./support/console-staff";
import { DEMO_CURRENCY, e2eEnvironment, launchGame } from "./support/e2e-environment";
import { waitForGameReady, waitForIdle } from "./support/game-page";

// Support's view of a round: a round played in the game page is found in the console by its debit's transaction
// id, with the operator API's details (money, wallet transactions, reels); then the day's statement is downloaded
// as CSV and its totals checked against the page, its content hash and the operator API's own CSV.

test.use({ viewport: { width: 1440, height: 900 } });

/** The transactions feed (and so the statement) serves rows older than RECONCILIATION_FEED_LAG_MS (5 s by default). */
const FEED_LAG_MS = 5_000;

test("staff look up a played round by its transaction id and download the day's statement", async ({
  page,
  context,
  request,
}) => {
  const environment = e2eEnvironment();
  const launch = await launchGame(environment, { symbol: "vs20aurora", external_player_id: "player-2" });
  const game = await context.newPage();
  await game.goto(launch.launch_url);
  await waitForGameReady(game);
  const answer = game.waitForResponse(
    (response) => response.url().endsWith("/spin") && response.request().method() === "POST",
  );
  await game.getByTestId("spin").click();
  const spun = (await (await answer).json()) as {
    round: { id: string; bet: string; win: string; outcome: { spins: { stops: number[] }[] } };
  };
  const playedAt = Date.now();
  await waitForIdle(game);
  await game.close();

  // The operator's view of the same round names its wallet transactions.
  const restRound = await request.get(`${environment.appUrl}/api/provider/v1/rounds/${spun.round.id}`, {
    headers: { "x-provider-api-key": environment.operatorKey },
  });
  expect(restRound.status()).toBe(200);
  const details = (
    (await restRound.json()) as { data: { transactions: { transaction_id: string; transaction_type: string }[] } }
  ).data;
  const debitId = details.transactions.find((transaction) => transaction.transaction_type === "debit")!.transaction_id;

  await signIn(page, environment.appUrl, environment.staff.viewer);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Round lookup" }).click();
  await page.getByTestId("round-lookup-search").fill(debitId);
  await page.getByTestId("round-lookup-submit").click();
  await expect(page.getByTestId("round-lookup-matched")).toContainText("Transaction id");
  await expect(page).toHaveURL(new RegExp(`/console/rounds\\?q=${debitId}`));
  await expect(page.getByTestId("round-row")).toHaveCount(1);

  const round = page.getByTestId("round-details");
  await expect(round).toContainText(spun.round.id);
  await expect(round.getByTestId("round-bet")).toContainText(`${spun.round.bet} ${DEMO_CURRENCY}`);
  await expect(round.getByTestId("round-win")).toContainText(`${spun.round.win} ${DEMO_CURRENCY}`);
  await expect(round.getByTestId("round-outcome")).toContainText(spun.round.outcome.spins[0]!.stops.join(" · "));
  const transactionRows = round.getByTestId("round-transaction-row");
  await expect(transactionRows).toHaveCount(details.transactions.length);
  await expect(transactionRows.filter({ hasText: debitId })).toContainText("succeeded");
  // The round's replay (its signed link) is embedded, read-only.
  const replay = page.frameLocator('[data-testid="round-replay-frame"]');
  await expect(replay.getByTestId("replay-banner")).toContainText(spun.round.id);
  await expect(replay.getByTestId("spin")).toHaveCount(0);
  await consoleScreenshot(page, "rounds");

  // The round's own page, as the wallet deliveries link to it.
  await page.getByTestId("round-row").getByRole("link", { name: spun.round.id }).click();
  await expect(page).toHaveURL(new RegExp(`/console/rounds/${spun.round.id}$`));
  await expect(page.getByTestId("round-details")).toContainText(debitId);

  // The wallet deliveries by round: the round's transactions together, linked to the round.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Deliveries" }).click();
  await page.getByTestId("tab-rounds").click();
  const group = page.getByTestId("round-row").filter({ hasText: spun.round.id });
  await expect(group.getByTestId("round-row-transaction")).toHaveCount(details.transactions.length);
  await expect(group.getByRole("link", { name: spun.round.id })).toHaveAttribute(
    "href",
    `/console/rounds/${spun.round.id}`,
  );

  // The statement counts the round once the feed's lag has passed.
  await page.waitForTimeout(Math.max(0, playedAt + FEED_LAG_MS + 500 - Date.now()));
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Daily statements" }).click();
  await page.getByTestId("statement-operator").selectOption(environment.operatorId);
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByTestId("statement-date")).toHaveValue(today);
  const lines = page.getByTestId("statement-line");
  await expect(lines.first()).toBeVisible();
  const hash = (await page.getByTestId("statement-hash").textContent())!.trim();

  const downloading = page.waitForEvent("download");
  await page.getByTestId("statement-download").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`statement-${environment.operatorId}-${today}.csv`);
  const csv = await readFile((await download.path())!, "utf8");
  expect(createHash("sha256").update(csv, "utf8").digest("hex")).toBe(hash);

  // Every CSV line is a row of the page's table, and the debits include the round just played.
  const [header, ...rows] = csv.trimEnd().split("\n");
  expect(header).toBe("operator_id,date,currency,transaction_type,state,count,amount,promotion_id");
  await expect(lines).toHaveCount(rows.length);
  for (const [index, row] of rows.entries()) {
    const [operatorId, date, currency, type, state, count, amount, promotionId] = row.split(",");
    expect([operatorId, date]).toEqual([environment.operatorId, today]);
    const cells = (await lines.nth(index).locator("td").allTextContents()).map((cell) => cell.trim());
    // A promotion's prize credits are a line of their own, named under the type (other specs pay prizes today).
    const typeCell = promotionId ? `${type}prize of ${promotionId}` : type;
    expect([cells[0], cells[1], cells[3], cells[4]]).toEqual([currency, typeCell, count, `${amount} ${currency}`]);
    expect(cells[2]!.replaceAll(" ", "_")).toBe(state);
  }
  const debits = rows
    .map((row) => row.split(","))
    .find(([, , currency, type, state]) => currency === DEMO_CURRENCY && type === "debit" && state === "succeeded");
  expect(Number(debits?.[5])).toBeGreaterThanOrEqual(1);

  // The same bytes and hash as the operator API's CSV.
  const restCsv = await request.get(`${environment.appUrl}/api/provider/v1/statements/${today}`, {
    headers: { "x-provider-api-key": environment.operatorKey, accept: "text/csv" },
  });
  expect(restCsv.headers()["content-hash"]).toBe(hash);
  expect(await restCsv.text()).toBe(csv);
});
