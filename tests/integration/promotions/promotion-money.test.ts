import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statementResponseSchema } from "@/lib/contract/reconciliation-api";
import { formatMinorUnits, parseMinorUnits } from "@/lib/base/money/decimal-amount";
import { prisma } from "@/lib/server/db/prisma";
import { StaffClient } from "@/tests/integration/support/graphql-fixtures";
import {
  launch,
  openLaunchUrl,
  startRuntimeTest,
  type GameBrowser,
  type RuntimeTestContext,
} from "@/tests/integration/support/runtime-fixtures";

// Promotions in the money view and by jurisdiction (issue 28), against the built app on the demo world (demo-casino,
// EUR, its in-app reference wallet):
// - a round of a session whose jurisdiction is excluded (a launch naming DE, whose profile excludes promotions; or
//   one the promotion does not list) never scores nor draws a prize; a round of an included one does;
// - a prize drop (every round draws: far more prizes than rounds expected) and a tournament (ends in seconds, settles
//   by itself) pay prizes; what the wallet acknowledged is the promotion cost, to the cent, in the revenue report
//   (series, totals, per game and operator, converted at the month's rate) and the billing statement (its line, its
//   CSV, and the billable GGR less the cost); the rollups still verify exact; the daily statement counts the prize
//   credits on lines of their own with the promotion's id.

const ENV = {
  PROMOTION_SCORING_INTERVAL_MS: "200",
  PROMOTION_SETTLE_DELAY_SECONDS: "1",
  TRUSTED_PROXY_HOPS: "1",
  RECONCILIATION_FEED_LAG_MS: "0",
};
const MINUTE = 60_000;
let t: RuntimeTestContext;
let staff: StaffClient;

const PLAYERS = ["de-player", "plain-player", "mt-player", "leader", "runner-up", "german"];

beforeAll(async () => {
  t = await startRuntimeTest({
    env: ENV,
    // demo-casino's in-app wallet knows its seeded players only: open EUR accounts for this test's.
    seed: async () => {
      const { walletId } = await prisma.demoWalletAccount.findFirstOrThrow({ where: { playerId: "player-1" } });
      await prisma.demoWalletAccount.createMany({
        data: PLAYERS.map((playerId) => ({ walletId, playerId, currency: "EUR", exponent: 2, balanceMinor: 100_000n })),
      });
    },
  });
  staff = new StaffClient(t.app.baseUrl, "203.0.113.50");
  expect((await staff.signIn(t.admin.email, t.admin.password)).signedIn).toBe(true);
}, 180_000);
afterAll(async () => {
  await t?.stop();
});

async function play(playerId: string, jurisdiction?: string): Promise<GameBrowser> {
  const launched = await launch(t.app.baseUrl, t.operatorKey, {
    external_player_id: playerId,
    symbol: "vs20aurora",
    ...(jurisdiction ? { jurisdiction } : {}),
  });
  return openLaunchUrl(launched.launch_url);
}

/** One round of 0.20 EUR (20 lines × 0.01): within Germany's 1.00 EUR stake limit. */
async function spin(browser: GameBrowser): Promise<void> {
  const response = await browser.post("/spin", { betLevel: 1, coinValue: "0.01" });
  expect(response.status, await response.clone().text()).toBe(200);
}

const CREATE = `mutation ($input: CreatePromotionInput!) { createPromotion(input: $input) { promotionId state jurisdictions } }`;

function promotionInput(overrides: Record<string, unknown>) {
  return {
    kind: "tournament",
    title: "Test",
    terms: "Test terms.",
    games: ["vs20aurora"],
    operatorIds: ["demo-casino"],
    startsAt: new Date(Date.now() - MINUTE).toISOString(),
    endsAt: new Date(Date.now() + 60 * MINUTE).toISOString(),
    baseCurrency: "EUR",
    scoring: "rounds_played",
    minBets: [{ currency: "EUR", amount: "0.20" }],
    tournamentPrizes: [{ fromRank: 1, toRank: 1, amount: "10.00" }],
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown>): Promise<string> {
  const data = await staff.data(CREATE, { input: promotionInput(overrides) });
  return data.createPromotion.promotionId as string;
}

/** player → rounds counted, from the console's leaderboard. */
async function standings(promotionId: string): Promise<Record<string, number>> {
  const data = await staff.data(
    `query ($id: ID!) { promotion(promotionId: $id) { leaderboard(first: 50) { entries { externalPlayerId rounds } } } }`,
    { id: promotionId },
  );
  return Object.fromEntries(
    (data.promotion.leaderboard.entries as { externalPlayerId: string; rounds: number }[]).map((entry) => [
      entry.externalPlayerId,
      entry.rounds,
    ]),
  );
}

interface Payout {
  externalPlayerId: string;
  rank: number | null;
  amount: string;
  currency: string;
  state: string;
}

async function payouts(promotionId: string): Promise<Payout[]> {
  const data = await staff.data(
    `query ($id: ID!) { promotion(promotionId: $id) { payouts(first: 100) { items { externalPlayerId rank amount currency state } } } }`,
    { id: promotionId },
  );
  return data.promotion.payouts.items as Payout[];
}

const cents = (text: string) => parseMinorUnits(text, 2, { allowNegative: true });
const euros = (minor: bigint) => formatMinorUnits(minor, 2);

describe("jurisdictions taking part in a promotion", () => {
  it("refuses a jurisdiction whose profile excludes promotions, and keeps the codes named", async () => {
    const refused = await staff.graphql(CREATE, { input: promotionInput({ jurisdictions: ["de"] }) });
    expect(refused.errors?.[0]?.message).toMatch(/DE's profile excludes promotions/);
    const unknown = await staff.graphql(CREATE, { input: promotionInput({ jurisdictions: ["XX"] }) });
    expect(unknown.errors?.[0]?.message).toMatch(/jurisdictions/);

    const data = await staff.data(CREATE, { input: promotionInput({ title: "Malta", jurisdictions: ["mt"] }) });
    expect(data.createPromotion).toMatchObject({ state: "running", jurisdictions: ["MT"] });
    const open = await staff.data(CREATE, { input: promotionInput({ title: "Open" }) });
    expect(open.createPromotion.jurisdictions).toEqual([]);
  });

  it("scores a round of an included jurisdiction and never one of an excluded one", async () => {
    const everywhere = await create({ title: "Everywhere" });
    const maltaOnly = await create({ title: "Malta only", jurisdictions: ["MT"] });
    // The excluded rounds are played first: once the later rounds show, the pass has read them too.
    const german = await play("de-player", "DE");
    const maltese = await play("mt-player", "MT");
    await spin(german);
    await spin(await play("plain-player"));
    await spin(maltese);

    await expect
      .poll(() => standings(everywhere), { timeout: 20_000, interval: 250 })
      .toEqual({ "plain-player": 1, "mt-player": 1 });
    await expect.poll(() => standings(maltaOnly), { timeout: 20_000, interval: 250 }).toEqual({ "mt-player": 1 });
    // A few passes later, still nothing of the German session.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await standings(everywhere)).toEqual({ "plain-player": 1, "mt-player": 1 });
    expect(await standings(maltaOnly)).toEqual({ "mt-player": 1 });

    // The game's panel follows the same rule: the German session is shown neither, the Maltese one both.
    const panel = async (browser: typeof german) => {
      const response = await browser.api("/promotions");
      expect(response.status).toBe(200);
      const body = (await response.json()) as { promotions: { id: string }[] };
      return body.promotions.map((promotion) => promotion.id).sort();
    };
    expect(await panel(german)).toEqual([]);
    expect(await panel(maltese)).toEqual(expect.arrayContaining([everywhere, maltaOnly]));
  });
});

describe("promotion cost in the money view", () => {
  it("counts the prizes paid, to the cent, in the revenue report, the billing statement and the daily statement", async () => {
    const month = new Date().toISOString().slice(0, 7);
    const today = new Date().toISOString().slice(0, 10);
    await staff.data(`mutation ($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id } }`, {
      input: { month, currency: "EUR", reportingCurrency: "USD", rate: "1.1" },
    });
    await staff.data(`mutation ($input: SetRevenueShareInput!) { setRevenueShare(input: $input) { id } }`, {
      input: {
        operatorId: "demo-casino",
        effectiveFrom: month,
        percent: "10",
        freeRoundsCostTreatment: "deducted",
        promotionCostTreatment: "deducted",
      },
    });

    // A drop of many prizes over ten minutes: every qualifying round draws one (1.37 EUR each).
    const drop = await create({
      kind: "prize_drop",
      title: "Drop",
      scoring: undefined,
      tournamentPrizes: undefined,
      endsAt: new Date(Date.now() + 10 * MINUTE).toISOString(),
      dropPrizes: [{ count: 1000, amount: "1.37" }],
    });
    // A tournament ending in seconds: rank 1 50.05 EUR, rank 2 5.03 EUR.
    const tournament = await create({
      title: "Sprint",
      endsAt: new Date(Date.now() + 12_000).toISOString(),
      tournamentPrizes: [
        { fromRank: 1, toRank: 1, amount: "50.05" },
        { fromRank: 2, toRank: 2, amount: "5.03" },
      ],
    });
    const leader = await play("leader");
    await spin(leader);
    await spin(leader);
    await spin(await play("runner-up"));
    // Germany's session plays too: it neither scores nor draws.
    await spin(await play("german", "DE"));

    const succeeded = async (promotionId: string) =>
      (await payouts(promotionId))
        .map((payout) => `${payout.externalPlayerId} ${payout.amount} ${payout.state}`)
        .sort();
    await expect
      .poll(() => succeeded(drop), { timeout: 30_000, interval: 500 })
      .toEqual(["leader 1.37 succeeded", "leader 1.37 succeeded", "runner-up 1.37 succeeded"]);
    await expect
      .poll(() => succeeded(tournament), { timeout: 60_000, interval: 500 })
      .toEqual(["leader 50.05 succeeded", "runner-up 5.03 succeeded"]);
    // 3 × 1.37 + 50.05 + 5.03.
    const cost = "59.19";

    // The revenue report: the whole day's cost in the total, the series, the game's and the operator's rows.
    const from = `${today}T00:00:00.000Z`;
    const to = new Date(Date.parse(from) + 86_400_000).toISOString();
    const report = await staff.data(
      `query ($filter: RevenueReportFilter!) { revenueReport(filter: $filter) {
        series { key currency promotionCost converted { promotionCost } }
        totals { currency ggr promotionCost converted { promotionCost complete } }
        topGames { key currency promotionCost }
        topOperators { key currency promotionCost }
        conversion { total { promotionCost } }
      } }`,
      { filter: { from, to, operatorId: "demo-casino", reportingCurrency: "USD" } },
    );
    const eur = <Row extends { currency: string }>(rows: Row[]) => rows.filter((row) => row.currency === "EUR");
    expect(eur(report.revenueReport.totals)).toMatchObject([
      { currency: "EUR", promotionCost: cost, converted: { promotionCost: "65.11", complete: true } },
    ]);
    const series = eur(report.revenueReport.series as { currency: string; promotionCost: string }[]);
    expect(euros(series.reduce((sum, row) => sum + cents(row.promotionCost), 0n))).toBe(cost);
    expect(eur(report.revenueReport.topGames)).toMatchObject([{ key: "vs20aurora", promotionCost: cost }]);
    expect(eur(report.revenueReport.topOperators)).toMatchObject([{ key: "demo-casino", promotionCost: cost }]);
    // 59.19 × 1.1 = 65.109 → 65.11.
    expect(report.revenueReport.conversion.total.promotionCost).toBe("65.11");
    // Another operator paid nothing.
    const other = await staff.data(
      `query ($filter: RevenueReportFilter!) { revenueReport(filter: $filter) { totals { currency promotionCost } } }`,
      { filter: { from, to, operatorId: "nova-bet" } },
    );
    for (const row of other.revenueReport.totals) expect(cents(row.promotionCost)).toBe(0n);

    // Prizes are not rounds: the rollups still verify exact.
    const verified = await staff.data(
      `query ($from: DateTime!, $to: DateTime!) { verifyRevenueRollups(from: $from, to: $to) { groupsChecked mismatches { table } } }`,
      { from, to },
    );
    expect(verified.verifyRevenueRollups.mismatches).toEqual([]);
    expect(verified.verifyRevenueRollups.groupsChecked).toBeGreaterThan(0);

    // The billing statement: the line, billable GGR = GGR − free-rounds cost − promotion cost, 10 % of it due.
    const statement = await staff.data(
      `query ($operatorId: ID!, $month: String!) { monthlyStatement(operatorId: $operatorId, month: $month, reportingCurrency: "USD") {
        csvPath
        lines { currency ggr freeRoundsCost promotionCost billableGgr amountDue }
        conversion { lines { currency promotionCost } }
      } }`,
      { operatorId: "demo-casino", month },
    );
    const line = statement.monthlyStatement.lines.find((row: { currency: string }) => row.currency === "EUR");
    expect(line.promotionCost).toBe(cost);
    const billable = cents(line.ggr) - cents(line.freeRoundsCost) - cents(cost);
    expect(line.billableGgr).toBe(euros(billable));
    expect(line.amountDue).toBe(euros(billable > 0n ? (billable * 1_000n + 5_000n) / 10_000n : 0n));
    expect(statement.monthlyStatement.conversion.lines).toContainEqual({ currency: "EUR", promotionCost: "65.11" });
    const csv = await (await staff.request(statement.monthlyStatement.csvPath)).text();
    const [header, ...rows] = csv
      .trimEnd()
      .split("\n")
      .map((row) => row.split(","));
    const eurRow = Object.fromEntries(
      header!.map((column, index) => [column, rows.find((row) => row[2] === "EUR")![index]]),
    );
    expect(eurRow).toMatchObject({
      promotion_cost: cost,
      promotion_cost_treatment: "deducted",
      billable_ggr: euros(billable),
    });

    // The daily statement: each promotion's prize credits on a line of their own, naming it.
    const daily = statementResponseSchema.parse(
      await (
        await fetch(`${t.app.baseUrl}/api/provider/v1/statements/${today}`, {
          headers: { "x-provider-api-key": t.operatorKey },
        })
      ).json(),
    ).data;
    const eurLines = daily.currencies.find((currency) => currency.currency === "EUR")!.lines;
    const prizeLines = eurLines
      .filter((row) => row.promotion_id !== null)
      .map(({ transaction_type, state, count, amount, promotion_id }) => ({
        transaction_type,
        state,
        count,
        amount,
        promotion_id,
      }));
    expect(prizeLines).toEqual(
      [
        { transaction_type: "credit", state: "succeeded", count: 3, amount: "4.11", promotion_id: drop },
        { transaction_type: "credit", state: "succeeded", count: 2, amount: "55.08", promotion_id: tournament },
      ].sort((a, b) => (a.promotion_id < b.promotion_id ? -1 : 1)),
    );
    // Round credits (if any round won) stay on the line without a promotion, before the prize lines.
    const credits = eurLines.filter((row) => row.transaction_type === "credit" && row.state === "succeeded");
    expect(credits.map((row) => row.promotion_id)).toEqual([
      ...(credits.some((row) => row.promotion_id === null) ? [null] : []),
      ...[drop, tournament].sort(),
    ]);
    const dailyCsv = await (
      await fetch(`${t.app.baseUrl}/api/provider/v1/statements/${today}`, {
        headers: { "x-provider-api-key": t.operatorKey, accept: "text/csv" },
      })
    ).text();
    expect(dailyCsv).toContain(`,EUR,credit,succeeded,3,4.11,${drop}\n`);
    expect(dailyCsv).toContain(`,EUR,credit,succeeded,2,55.08,${tournament}\n`);
  });
});
