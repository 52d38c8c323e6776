import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import {
  DEMO_CURRENCY,
  DEMO_WALLET_ID,
  e2eEnvironment,
  launchGame,
  minorToDecimal,
  queryDatabase,
  setDemoWalletBalance,
  type E2eEnvironment,
} from "./support/e2e-environment";
import { shownBalance, waitForGameReady, waitForIdle } from "./support/game-page";

// The operator's path into the game and one real round: launch through REST, open launch_url in the browser, land
// on the clean game URL, see the demo wallet's balance, spin, and check that the page, the ledger and the demo
// wallet tell the same story. On PostgreSQL the player is a fresh demo wallet account with exactly 1000.00; on the
// embedded database it is the seeded player-1, whose balance other specs may already have moved. The reels move in
// full here (most specs ask for reduced motion, which lands a round at once).

test.use({ reducedMotion: "no-preference" });

interface SpinAnswer {
  round: { id: string; bet: string; win: string; outcome: { spins: { window: string[][]; stops: number[] }[] } };
  balance: string;
  winConfirmed: boolean;
}

interface RoundAnswer {
  round: {
    id: string;
    bet: string;
    win: string;
    transactions: { id: string; type: string; amount: string; state: string; balanceAfter: string | null }[];
  };
}

async function spinOnce(page: Page, trigger: () => Promise<void>): Promise<SpinAnswer> {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith("/spin") && response.request().method() === "POST",
  );
  await trigger();
  const response = await answer;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as SpinAnswer;
  await waitForIdle(page);
  return body;
}

/** The demo wallet's own record of the player's balance (PostgreSQL only). */
async function walletBalance(environment: E2eEnvironment, playerId: string): Promise<string> {
  const [account] = await queryDatabase<{ balance_minor: string; exponent: number }>(
    environment,
    "SELECT balance_minor, exponent FROM demo_wallet_accounts WHERE wallet_id = $1 AND player_id = $2 AND currency = $3",
    [DEMO_WALLET_ID, playerId, DEMO_CURRENCY],
  );
  return minorToDecimal(account!.balance_minor, account!.exponent);
}

/** EUR decimal text ("12.30") to cents. */
function cents(text: string): bigint {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`${text} is not an EUR amount`);
  const value = BigInt(match[2]! + match[3]!);
  return match[1] ? -value : value;
}

test("launch through REST, play a round, and the page, the ledger and the demo wallet agree", async ({ page }) => {
  const environment = e2eEnvironment();
  const consoleErrors: string[] = [];
  page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  const postgres = environment.databaseKind === "postgres";
  const playerId = postgres ? `play-${randomUUID()}` : "player-1";
  if (postgres) await setDemoWalletBalance(environment, { playerId, balance: "1000.00" });
  const launch = await launchGame(environment, {
    symbol: "vs25pharaoh",
    external_player_id: playerId,
    return_url: "https://lobby.demo-casino.example/slots",
  });
  expect(launch.launch_url).toContain("token=");

  await page.goto(launch.launch_url);
  // The token is exchanged for a cookie and the browser lands on a clean URL.
  await expect(page).toHaveURL(`${new URL(launch.launch_url).origin}/game/${launch.session_id}`);
  expect(page.url()).not.toContain("token");
  await waitForGameReady(page);
  await expect(page.getByTestId("game")).toHaveAttribute("data-motion", "full");

  await expect(page.getByRole("heading", { name: "Pharaoh's Fortune" })).toBeVisible();
  await expect(page.getByTestId("return-to-lobby")).toHaveAttribute("href", "https://lobby.demo-casino.example/slots");
  // The demo wallet's balance, through the signed balance callback.
  const opening = await shownBalance(page);
  if (postgres) {
    expect(opening).toBe("1000.00");
    await expect(page.getByTestId("balance")).toHaveText("€1,000.00");
  } else {
    const answer = await page.request.get(`${environment.appUrl}/api/runtime/sessions/${launch.session_id}/balance`);
    expect(((await answer.json()) as { balance: string }).balance).toBe(opening);
  }
  await expect(page.getByTestId("bet")).toHaveText("€0.25");

  const first = await spinOnce(page, () => page.getByTestId("spin").click());
  const lastSpin = first.round.outcome.spins.at(-1)!;
  // The reels stopped on the server's window.
  for (const [reel, column] of lastSpin.window.entries()) {
    for (const [row, symbol] of column.entries()) {
      await expect(page.getByTestId(`cell-${reel}-${row}`)).toHaveAttribute("data-symbol", symbol);
    }
  }
  await expect(page.getByTestId("reels")).toHaveAttribute("data-stops", lastSpin.stops.join(","));
  expect(await shownBalance(page)).toBe(first.balance);
  expect(cents(first.balance)).toBe(cents(opening) - cents(first.round.bet) + cents(first.round.win));
  await expect(page.getByTestId("win")).toHaveAttribute("data-value", first.round.win);

  // Space spins too; the history lists both rounds on top, newest first. On PGlite the player is the seeded
  // player-1, whose session for this game (a relaunch continues it) may hold rounds another spec file played.
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  const second = await spinOnce(page, () => page.keyboard.press("Space"));
  const history = page.getByTestId("history-round");
  await expect(history.nth(0)).toHaveAttribute("data-round-id", second.round.id);
  await expect(history.nth(1)).toHaveAttribute("data-round-id", first.round.id);
  if (postgres) await expect(history).toHaveCount(2);
  expect(await shownBalance(page)).toBe(second.balance);

  // The round as the runtime recorded it: debit of the bet, credit of the win, and the wallet's balance after.
  const recorded = (await (
    await page.request.get(`${environment.appUrl}/api/runtime/sessions/${launch.session_id}/rounds/${second.round.id}`)
  ).json()) as RoundAnswer;
  const debit = recorded.round.transactions.find((transaction) => transaction.type === "debit");
  const credit = recorded.round.transactions.find((transaction) => transaction.type === "credit");
  expect(debit).toMatchObject({ amount: second.round.bet, state: "succeeded" });
  if (second.round.win !== "0.00") expect(credit).toMatchObject({ amount: second.round.win, state: "succeeded" });
  // The wallet's acknowledgements add up: the balance after the first round, less the bet, plus the win.
  expect(cents(debit!.balanceAfter!)).toBe(cents(first.balance) - cents(second.round.bet));
  expect(cents((credit ?? debit!).balanceAfter!)).toBe(
    cents(first.balance) - cents(second.round.bet) + cents(second.round.win),
  );
  expect((credit ?? debit!).balanceAfter).toBe(second.balance);

  if (postgres) {
    expect(await walletBalance(environment, playerId)).toBe(await shownBalance(page));
    const ledger = await queryDatabase<{
      id: string;
      type: string;
      state: string;
      amount_minor: string;
      exponent: number;
    }>(
      environment,
      "SELECT id, type, state, amount_minor, exponent FROM wallet_transactions WHERE round_id = ANY($1) ORDER BY created_at",
      [[first.round.id, second.round.id]],
    );
    const walletSide = await queryDatabase<{ transaction_id: string; kind: string; amount_minor: string }>(
      environment,
      "SELECT transaction_id, kind, amount_minor FROM demo_wallet_transactions WHERE wallet_id = $1 AND transaction_id = ANY($2)",
      [DEMO_WALLET_ID, ledger.map((row) => row.id)],
    );
    // Every ledger movement was applied once by the wallet, with the same kind and amount.
    expect(walletSide).toHaveLength(ledger.length);
    for (const row of ledger) {
      expect(row.state).toBe("succeeded");
      expect(walletSide.find((entry) => entry.transaction_id === row.id)).toMatchObject({
        kind: row.type,
        amount_minor: row.amount_minor,
      });
    }
    const bets = ledger.filter((row) => row.type === "debit").reduce((sum, row) => sum + BigInt(row.amount_minor), 0n);
    const wins = ledger.filter((row) => row.type === "credit").reduce((sum, row) => sum + BigInt(row.amount_minor), 0n);
    expect(cents(await walletBalance(environment, playerId))).toBe(cents(opening) - bets + wins);
  }

  // No hydration mismatch, failed request or script error on the way.
  expect(consoleErrors).toEqual([]);
  await page.screenshot({ path: "e2e/screenshots/game-desktop.png" });
});
