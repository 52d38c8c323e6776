import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { createOperator } from "@/lib/server/operators/create-operator";
import type { OperatorUserRoleValue } from "@/lib/server/operator-users/operator-user-fields";
import { rebuildRollups } from "@/lib/server/reports/rebuild-rollups";
import { BackofficeClient, createOperatorUserWithOwnPassword } from "@/tests/integration/support/backoffice-fixtures";
import {
  errorCodes,
  startConsoleTest,
  type ConsoleTestContext,
  type LooseData,
} from "@/tests/integration/support/graphql-fixtures";

// The back office's money over real HTTP against the built app: rounds of two operators (two currencies for one,
// paid, free and rolled back, with their wallet transactions) rolled up by the rollup rebuild, then the revenue
// report, the daily statement and the monthly statement an operator's finance user reads equal, field by field, what
// the staff console's GraphQL answers for that operator, and the CSV downloads are the staff's bytes and hash. The
// other operator's user reads only its own; support is forbidden; bad months, days and windows are clear errors.

const HOUR = 3_600_000;
const now = new Date();
const MONTH_START = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const MONTH_END = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const MONTH = MONTH_START.toISOString().slice(0, 7);
const DAY = `${MONTH}-10`;
const at = (day: number, hour: number) => new Date(MONTH_START.getTime() + ((day - 1) * 24 + hour) * HOUR);

const REVENUE_FIELDS = `key label currency rounds bet win ggr freeRounds freeRoundsCost rolledBackRounds rolledBack
  promotionCost jackpotContributions jackpotWins players converted { bet win ggr freeRoundsCost rolledBack promotionCost
  jackpotContributions jackpotWins complete }`;
const REPORT_BODY = `from to granularity currencies series { ${REVENUE_FIELDS} } totals { ${REVENUE_FIELDS} }
  topGames { ${REVENUE_FIELDS} } conversion { reportingCurrency exponent label complete total { bet win ggr complete }
  missingRates { month currency } rates { id month currency reportingCurrency rate } }
  excludedTestRounds { currency rounds bet win }`;
const STAFF_REPORT = `query Report($filter: RevenueReportFilter!) { revenueReport(filter: $filter) { ${REPORT_BODY} } }`;
// The same document: the back office's filter has no operatorId (the session's operator is the only one).
const BACKOFFICE_REPORT = STAFF_REPORT;

const DAILY_BODY = `date from to contentHash currencies { currency lines { transactionType state count amount promotionId } }`;
const STAFF_DAILY = `query Daily($operatorId: ID!, $date: String!) { dailyStatement(operatorId: $operatorId, date: $date) { ${DAILY_BODY} csvPath } }`;
const BACKOFFICE_DAILY = `query Daily($date: String!) { dailyStatement(date: $date) { ${DAILY_BODY} csvPath } }`;

const MONTHLY_BODY = `operatorName month from to contentHash excludedTestRounds { currency rounds bet win }
  revenueShare { id effectiveFrom percent freeRoundsCostTreatment promotionCostTreatment }
  lines { currency exponent rounds bets wins ggr freeRounds freeRoundsCost rolledBackRounds rolledBack promotionCost
    jackpotContributions jackpotWins billableGgr amountDue amountDueBasis }
  conversion { reportingCurrency exponent label ggr amountDue complete missingCurrencies
    lines { currency rate ggr promotionCost billableGgr amountDue } }`;
const STAFF_MONTHLY = `query Monthly($operatorId: ID!, $month: String!, $reportingCurrency: String) {
  monthlyStatement(operatorId: $operatorId, month: $month, reportingCurrency: $reportingCurrency) { ${MONTHLY_BODY} csvPath } }`;
const BACKOFFICE_MONTHLY = `query Monthly($month: String!, $reportingCurrency: String) {
  monthlyStatement(month: $month, reportingCurrency: $reportingCurrency) { ${MONTHLY_BODY} csvPath } }`;

type Kind = "paid" | "free" | "rolledBack";
let roundCounter = 0;

/** A round of the operator with its wallet transactions (debit, credit of the win, or the rollback). */
async function playRound(options: {
  operatorId: string;
  currency: string;
  bet: bigint;
  win: bigint;
  createdAt: Date;
  kind?: Kind;
  gameIndex?: number;
}) {
  const kind = options.kind ?? "paid";
  const game = await prisma.game.findFirstOrThrow({ orderBy: { symbol: "asc" }, skip: options.gameIndex ?? 0 });
  const id = `rnd_boMoney${String(++roundCounter).padStart(10, "0")}`;
  const exponent = options.currency === "JPY" ? 0 : 2;
  const shared = {
    operatorId: options.operatorId,
    playerId: `player-${roundCounter % 3}`,
    sessionId: `ses_boMoney${options.operatorId}`,
    gameSymbol: game.symbol,
    currency: options.currency,
    exponent,
  };
  if (kind === "free") {
    // A free round: no debit, its win credited.
    await prisma.walletRound.create({
      data: {
        ...shared,
        id,
        betMinor: options.bet,
        winMinor: options.win,
        state: "settled",
        createdAt: options.createdAt,
      },
    });
  } else {
    await prisma.walletRound.create({
      data: {
        ...shared,
        id,
        betMinor: options.bet,
        winMinor: kind === "paid" ? options.win : null,
        state: kind === "paid" ? "settled" : "cancelled",
        debitTransactionId: `dbt_${id}`,
        createdAt: options.createdAt,
      },
    });
    await prisma.walletTransaction.create({
      data: {
        ...shared,
        id: `dbt_${id}`,
        roundId: id,
        type: "debit",
        actionType: "bet",
        amountMinor: options.bet,
        state: kind === "paid" ? "succeeded" : "rolled_back",
        createdAt: options.createdAt,
      },
    });
  }
  const closing =
    kind === "rolledBack"
      ? { type: "rollback" as const, amount: options.bet }
      : { type: "credit" as const, amount: options.win };
  await prisma.walletTransaction.create({
    data: {
      ...shared,
      id: `${closing.type === "rollback" ? "rbk" : "crd"}_${id}`,
      roundId: id,
      type: closing.type,
      actionType: closing.type === "rollback" ? "rollback" : "win",
      amountMinor: closing.amount,
      state: "succeeded",
      createdAt: new Date(options.createdAt.getTime() + 1000),
    },
  });
}

describe("back-office money", () => {
  let ctx: ConsoleTestContext;
  const users = new Map<string, { email: string; password: string }>();
  const clients = new Map<string, BackofficeClient>();
  let ipCounter = 0;

  async function signedIn(key: string): Promise<BackofficeClient> {
    const existing = clients.get(key);
    if (existing) return existing;
    const user = users.get(key)!;
    const client = new BackofficeClient(ctx.app.baseUrl, `198.51.100.${++ipCounter}`);
    const result = await client.signInToBackoffice(user.email, user.password);
    expect(result.signedIn, JSON.stringify(result)).toBe(true);
    clients.set(key, client);
    return client;
  }

  beforeAll(async () => {
    ctx = await startConsoleTest({
      prepare: async () => {
        await createOperator({ id: "acme", name: "Acme Casino", actor: "test:setup" });
        await createOperator({ id: "rival", name: "Rival Casino", actor: "test:setup" });
        const create = async (key: string, operatorId: string, role: OperatorUserRoleValue) => {
          const created = await createOperatorUserWithOwnPassword({
            operatorId,
            email: `${key}@test.example`,
            role,
            actor: "test",
          });
          users.set(key, { email: created.user.email, password: created.password });
        };
        await create("acme-admin", "acme", "operator_admin");
        await create("acme-finance", "acme", "operator_finance");
        await create("acme-support", "acme", "operator_support");
        await create("rival-finance", "rival", "operator_finance");
        // Acme: EUR paid, free and rolled-back rounds over two games and two days, and USD rounds on the statement day.
        await playRound({ operatorId: "acme", currency: "EUR", bet: 1000n, win: 250n, createdAt: at(3, 9) });
        await playRound({
          operatorId: "acme",
          currency: "EUR",
          bet: 2000n,
          win: 0n,
          createdAt: at(10, 11),
          gameIndex: 1,
        });
        await playRound({ operatorId: "acme", currency: "EUR", bet: 500n, win: 4000n, createdAt: at(10, 12) });
        await playRound({
          operatorId: "acme",
          currency: "EUR",
          bet: 100n,
          win: 75n,
          createdAt: at(10, 13),
          kind: "free",
        });
        await playRound({
          operatorId: "acme",
          currency: "EUR",
          bet: 300n,
          win: 0n,
          createdAt: at(10, 14),
          kind: "rolledBack",
        });
        await playRound({ operatorId: "acme", currency: "USD", bet: 1234n, win: 1000n, createdAt: at(10, 15) });
        await playRound({
          operatorId: "acme",
          currency: "USD",
          bet: 999n,
          win: 0n,
          createdAt: at(20, 8),
          gameIndex: 1,
        });
        // Rival: other amounts on the same days, so any mix-up of operators shows in the figures.
        await playRound({ operatorId: "rival", currency: "EUR", bet: 7777n, win: 1111n, createdAt: at(10, 11) });
        await playRound({ operatorId: "rival", currency: "EUR", bet: 4242n, win: 0n, createdAt: at(3, 9) });
        await rebuildRollups({ from: MONTH_START, to: MONTH_END });
      },
    });
    // A revenue share for acme, set by staff (rival has none: its statement bills nothing).
    await ctx.admin.data(`mutation Share($input: SetRevenueShareInput!) { setRevenueShare(input: $input) { id } }`, {
      input: {
        operatorId: "acme",
        effectiveFrom: MONTH,
        percent: "12.5",
        freeRoundsCostTreatment: "deducted",
        promotionCostTreatment: "not_deducted",
      },
    });
  }, 600_000);

  afterAll(async () => {
    await ctx?.stop();
  });

  const window = { from: MONTH_START.toISOString(), to: MONTH_END.toISOString() };
  const withoutPath = ({ csvPath: _path, ...rest }: LooseData) => rest;

  it("answers acme's finance user the staff console's revenue report for acme, field by field", async () => {
    const finance = await signedIn("acme-finance");
    for (const filter of [window, { ...window, currency: "EUR" }, { ...window, reportingCurrency: "EUR" }]) {
      const mine = (await finance.data<{ revenueReport: LooseData }>(BACKOFFICE_REPORT, { filter })).revenueReport;
      const staff = (
        await ctx.admin.data<{ revenueReport: LooseData }>(STAFF_REPORT, { filter: { ...filter, operatorId: "acme" } })
      ).revenueReport;
      expect(mine).toEqual(staff);
    }
    const { revenueReport } = await finance.data<{ revenueReport: LooseData }>(BACKOFFICE_REPORT, { filter: window });
    expect(revenueReport.currencies).toEqual(["EUR", "USD"]);
    // EUR paid rounds: bets 10.00 + 20.00 + 5.00, wins 2.50 + 0 + 40.00; the free round and the rollback apart.
    expect(revenueReport.totals.find((row: LooseData) => row.currency === "EUR")).toMatchObject({
      rounds: 3,
      bet: "35.00",
      win: "42.50",
      ggr: "-7.50",
      freeRounds: 1,
      freeRoundsCost: "0.75",
      rolledBackRounds: 1,
      rolledBack: "3.00",
    });
  });

  it("answers acme's daily statement as staff see it, and its CSV is the staff's bytes and hash", async () => {
    const finance = await signedIn("acme-finance");
    const mine = (await finance.data<{ dailyStatement: LooseData }>(BACKOFFICE_DAILY, { date: DAY })).dailyStatement;
    const staff = (await ctx.admin.data<{ dailyStatement: LooseData }>(STAFF_DAILY, { operatorId: "acme", date: DAY }))
      .dailyStatement;
    expect(withoutPath(mine)).toEqual(withoutPath(staff));
    expect(mine.currencies.map((currency: LooseData) => currency.currency)).toEqual(["EUR", "USD"]);
    expect(mine.csvPath).toBe(`/backoffice/money/statements/${DAY}.csv`);
    const download = await finance.request(mine.csvPath);
    const staffDownload = await ctx.admin.request(staff.csvPath);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(download.headers.get("content-disposition")).toContain(`attachment; filename="statement-acme-${DAY}.csv"`);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.equals(Buffer.from(await staffDownload.arrayBuffer()))).toBe(true);
    expect(bytes.length).toBeGreaterThan(0);
    expect(download.headers.get("content-hash")).toBe(staff.contentHash);
  });

  it("answers acme's monthly statement as staff see it, and its CSV is the staff's bytes and hash", async () => {
    for (const key of ["acme-finance", "acme-admin"]) {
      const client = await signedIn(key);
      for (const reportingCurrency of [null, "EUR"]) {
        const mine = (
          await client.data<{ monthlyStatement: LooseData }>(BACKOFFICE_MONTHLY, { month: MONTH, reportingCurrency })
        ).monthlyStatement;
        const staff = (
          await ctx.admin.data<{ monthlyStatement: LooseData }>(STAFF_MONTHLY, {
            operatorId: "acme",
            month: MONTH,
            reportingCurrency,
          })
        ).monthlyStatement;
        expect(withoutPath(mine)).toEqual(withoutPath(staff));
      }
    }
    const finance = await signedIn("acme-finance");
    const { monthlyStatement } = await finance.data<{ monthlyStatement: LooseData }>(BACKOFFICE_MONTHLY, {
      month: MONTH,
    });
    expect(monthlyStatement.revenueShare.percent).toBe("12.50");
    expect(monthlyStatement.lines.map((line: LooseData) => [line.currency, line.bets, line.ggr])).toEqual([
      ["EUR", "35.00", "-7.50"],
      ["USD", "22.33", "12.33"],
    ]);
    expect(monthlyStatement.csvPath).toBe(`/backoffice/money/billing/${MONTH}.csv`);
    const download = await finance.request(monthlyStatement.csvPath);
    const staffDownload = await ctx.admin.request(`/console/billing/statement.csv?operator=acme&month=${MONTH}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain(`filename="billing-acme-${MONTH}.csv"`);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.equals(Buffer.from(await staffDownload.arrayBuffer()))).toBe(true);
    expect(bytes.toString("utf8")).toContain(`acme,${MONTH},EUR,`);
    expect(download.headers.get("content-hash")).toBe(monthlyStatement.contentHash);
  });

  it("answers rival's user rival's money only, equal to the staff's for rival", async () => {
    const rival = await signedIn("rival-finance");
    const { revenueReport } = await rival.data<{ revenueReport: LooseData }>(BACKOFFICE_REPORT, { filter: window });
    const staffReport = (
      await ctx.admin.data<{ revenueReport: LooseData }>(STAFF_REPORT, { filter: { ...window, operatorId: "rival" } })
    ).revenueReport;
    expect(revenueReport).toEqual(staffReport);
    expect(revenueReport.totals.map((row: LooseData) => [row.currency, row.bet])).toEqual([["EUR", "120.19"]]);

    const { monthlyStatement } = await rival.data<{ monthlyStatement: LooseData }>(BACKOFFICE_MONTHLY, {
      month: MONTH,
    });
    const staffStatement = (
      await ctx.admin.data<{ monthlyStatement: LooseData }>(STAFF_MONTHLY, { operatorId: "rival", month: MONTH })
    ).monthlyStatement;
    expect(withoutPath(monthlyStatement)).toEqual(withoutPath(staffStatement));
    expect(monthlyStatement.operatorName).toBe("Rival Casino");
    expect(monthlyStatement.revenueShare).toBeNull();

    const csv = await (await rival.request(monthlyStatement.csvPath)).text();
    expect(csv).toBe(
      await (await ctx.admin.request(`/console/billing/statement.csv?operator=rival&month=${MONTH}`)).text(),
    );
    expect(csv).not.toContain("acme");
    const daily = await (await rival.request(`/backoffice/money/statements/${DAY}.csv`)).text();
    expect(daily).toBe(await (await ctx.admin.request(`/api/console/statements/rival/${DAY}`)).text());
    expect(daily).not.toContain("USD");
  });

  it("forbids support the money queries and downloads; refuses a download without a session", async () => {
    const support = await signedIn("acme-support");
    expect(errorCodes(await support.graphql(BACKOFFICE_REPORT, { filter: window }))).toEqual(["forbidden"]);
    expect(errorCodes(await support.graphql(BACKOFFICE_DAILY, { date: DAY }))).toEqual(["forbidden"]);
    expect(errorCodes(await support.graphql(BACKOFFICE_MONTHLY, { month: MONTH }))).toEqual(["forbidden"]);
    for (const path of [`/backoffice/money/billing/${MONTH}.csv`, `/backoffice/money/statements/${DAY}.csv`]) {
      const refused = await support.request(path);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toBe("forbidden");
      const anonymous = await new BackofficeClient(ctx.app.baseUrl, "198.51.100.250").request(path);
      expect(anonymous.status).toBe(401);
      // A staff session is no back-office session.
      expect((await ctx.admin.request(path)).status).toBe(401);
    }
  });

  it("refuses bad months, days and windows with clear errors, never a 500", async () => {
    const finance = await signedIn("acme-finance");
    const future = new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 1)).toISOString().slice(0, 7);
    for (const month of ["2026-13", "last month", future]) {
      const result = await finance.graphql(BACKOFFICE_MONTHLY, { month });
      expect(errorCodes(result), month).toEqual(["invalid_month"]);
      const download = await finance.request(`/backoffice/money/billing/${encodeURIComponent(month)}.csv`);
      expect(download.status, month).toBe(400);
      expect(((await download.json()) as { error: string }).error).toBe("invalid_month");
    }
    expect(errorCodes(await finance.graphql(BACKOFFICE_MONTHLY, { month: MONTH, reportingCurrency: "XX" }))).toEqual([
      "invalid_currency",
    ]);
    expect(errorCodes(await finance.graphql(BACKOFFICE_DAILY, { date: "2026-02-30" }))).toEqual(["invalid_request"]);
    const badDay = await finance.request(`/backoffice/money/statements/yesterday.csv`);
    expect(badDay.status).toBe(400);
    expect((await finance.request(`/backoffice/money/billing/${MONTH}.pdf`)).status).toBe(404);
    const backwards = await finance.graphql(BACKOFFICE_REPORT, { filter: { from: window.to, to: window.from } });
    expect(errorCodes(backwards)).toEqual(["invalid_request"]);
    expect(backwards.errors?.[0]?.message).toMatch(/to|from/);
  });
});
