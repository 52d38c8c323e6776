import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { errorCodes, startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";

// Monthly billing statements from seeded hourly revenue rollups (2 currencies, several shards and games, free
// rounds, rollbacks, rows just outside the month and of another operator), with a revenue share that changes
// mid-year and is corrected, both free-rounds cost treatments and both promotion cost treatments (seeded prize
// credits), a half-up rounding edge and a negative GGR (no jackpot here: jackpot-money-view.test.ts bills one); and
// the refusals of bad input with their codes. Expected figures are worked out by hand in the comments.

const OPERATOR = "demo-casino";

type Row = {
  hour: string;
  operatorId?: string;
  game?: string;
  currency: string;
  shard?: number;
  rounds: number;
  bet: number;
  win: number;
  freeRounds?: number;
  freeWin?: number;
  rolledBackRounds?: number;
  rolledBack?: number;
};

// EUR each month: rounds 18, bets 1230.01, wins 700.00, GGR 530.01, free rounds 6 paying 62.45, rolled back 3 / 30.00.
const eurRows = (month: string, lastDay: number): Row[] => [
  {
    hour: `${month}-01T00:00:00Z`,
    currency: "EUR",
    shard: 0,
    rounds: 10,
    bet: 100_000,
    win: 60_000,
    freeRounds: 4,
    freeWin: 5_000,
    rolledBackRounds: 1,
    rolledBack: 1_000,
  },
  { hour: `${month}-15T13:00:00Z`, currency: "EUR", shard: 1, rounds: 5, bet: 20_001, win: 10_000 },
  {
    hour: `${month}-${lastDay}T23:00:00Z`,
    game: "vs10b",
    currency: "EUR",
    shard: 0,
    rounds: 3,
    bet: 3_000,
    win: 0,
    freeRounds: 2,
    freeWin: 1_245,
    rolledBackRounds: 2,
    rolledBack: 2_000,
  },
];

const ROWS: Row[] = [
  // March 2026: EUR as above; JPY GGR 4001 (bets 8001 − wins 4000), free rounds 1 paying 500, rolled back 1 / 300.
  ...eurRows("2026-03", 31),
  {
    hour: "2026-03-10T08:00:00Z",
    currency: "JPY",
    shard: 0,
    rounds: 7,
    bet: 7_000,
    win: 4_000,
    freeRounds: 1,
    freeWin: 500,
  },
  {
    hour: "2026-03-10T08:00:00Z",
    currency: "JPY",
    shard: 2,
    rounds: 2,
    bet: 1_001,
    win: 0,
    rolledBackRounds: 1,
    rolledBack: 300,
  },
  // Just outside March, and another operator inside it: never counted in demo-casino's March.
  { hour: "2026-02-28T23:00:00Z", currency: "EUR", rounds: 99, bet: 990_000, win: 0 },
  { hour: "2026-04-01T00:00:00Z", currency: "EUR", rounds: 99, bet: 990_000, win: 0 },
  { hour: "2026-03-05T00:00:00Z", operatorId: "nova-bet", currency: "EUR", rounds: 99, bet: 990_000, win: 0 },
  // July 2026: EUR as above; JPY GGR −1000 (bets 8000 − wins 9000), free rounds paying 500.
  ...eurRows("2026-07", 31),
  {
    hour: "2026-07-10T08:00:00Z",
    currency: "JPY",
    shard: 0,
    rounds: 7,
    bet: 7_000,
    win: 9_000,
    freeRounds: 1,
    freeWin: 500,
  },
  {
    hour: "2026-07-10T08:00:00Z",
    currency: "JPY",
    shard: 2,
    rounds: 2,
    bet: 1_000,
    win: 0,
    rolledBackRounds: 1,
    rolledBack: 300,
  },
  // September 2026: EUR as above (the promotion cost under one treatment, then the other).
  ...eurRows("2026-09", 30),
  // December 2025: before any share.
  { hour: "2025-12-20T10:00:00Z", currency: "EUR", rounds: 1, bet: 500, win: 100 },
];

// Promotion prize credits (the promotion cost: succeeded out-of-round credits with a promotion_id, by completed_at).
// March: EUR 12.34 + 5.00 = 17.34, JPY 250; July: EUR 20.00, JPY 250; September: EUR 20.00. Not counted in March:
// one refused by the wallet (rejected, final) and one paid at the first instant of April.
type Prize = { id: string; completedAt: string; currency: string; amount: number; state?: "succeeded" | "rejected" };
const PRIZES: Prize[] = [
  { id: "prize-mar-eur-1", completedAt: "2026-03-20T10:00:00Z", currency: "EUR", amount: 1_234 },
  { id: "prize-mar-eur-2", completedAt: "2026-03-31T23:59:59Z", currency: "EUR", amount: 500 },
  { id: "prize-mar-jpy", completedAt: "2026-03-02T00:00:00Z", currency: "JPY", amount: 250 },
  { id: "prize-mar-refused", completedAt: "2026-03-21T00:00:00Z", currency: "EUR", amount: 9_999, state: "rejected" },
  { id: "prize-apr-eur", completedAt: "2026-04-01T00:00:00Z", currency: "EUR", amount: 7_777 },
  { id: "prize-jul-eur", completedAt: "2026-07-15T12:00:00Z", currency: "EUR", amount: 2_000 },
  { id: "prize-jul-jpy", completedAt: "2026-07-20T12:00:00Z", currency: "JPY", amount: 250 },
  { id: "prize-sep-eur", completedAt: "2026-09-10T12:00:00Z", currency: "EUR", amount: 2_000 },
];

async function seedPrizes(): Promise<void> {
  await prisma.walletTransaction.createMany({
    data: PRIZES.map((prize) => ({
      id: prize.id,
      operatorId: OPERATOR,
      playerId: "player-1",
      sessionId: "session-1",
      gameSymbol: "vs20a",
      currency: prize.currency,
      exponent: prize.currency === "JPY" ? 0 : 2,
      type: "credit" as const,
      actionType: "tournament_prize",
      amountMinor: BigInt(prize.amount),
      promotionId: "prm_billing",
      state: prize.state ?? "succeeded",
      completedAt: new Date(prize.completedAt),
    })),
  });
}

async function seedRollups(): Promise<void> {
  await prisma.revenueHourlyRollup.createMany({
    data: ROWS.map((row) => ({
      hour: new Date(row.hour),
      operatorId: row.operatorId ?? OPERATOR,
      gameSymbol: row.game ?? "vs20a",
      currency: row.currency,
      shard: row.shard ?? 0,
      rounds: BigInt(row.rounds),
      betMinor: BigInt(row.bet),
      winMinor: BigInt(row.win),
      freeRounds: BigInt(row.freeRounds ?? 0),
      freeRoundsWinMinor: BigInt(row.freeWin ?? 0),
      rolledBackRounds: BigInt(row.rolledBackRounds ?? 0),
      rolledBackMinor: BigInt(row.rolledBack ?? 0),
    })),
  });
}

const SHARE_FIELDS = "id operatorId effectiveFrom percent freeRoundsCostTreatment promotionCostTreatment createdBy";
const STATEMENT = `query Statement($operatorId: ID!, $month: String!) {
  monthlyStatement(operatorId: $operatorId, month: $month) {
    operatorId operatorName month from to contentHash csvPath printPath
    revenueShare { effectiveFrom percent freeRoundsCostTreatment promotionCostTreatment }
    lines { currency exponent rounds bets wins ggr freeRounds freeRoundsCost rolledBackRounds rolledBack promotionCost billableGgr amountDue amountDueBasis }
  }
}`;
const SET_SHARE = `mutation Set($input: SetRevenueShareInput!) { setRevenueShare(input: $input) { ${SHARE_FIELDS} } }`;

describe("billing: revenue shares and monthly statements", () => {
  let ctx: ConsoleTestContext;

  beforeAll(async () => {
    ctx = await startConsoleTest({
      prepare: async () => {
        await seedRollups();
        await seedPrizes();
      },
    });
  }, 400_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  const setShare = (input: Record<string, unknown>) =>
    ctx.admin.graphql(SET_SHARE, { input: { operatorId: OPERATOR, ...input } });
  const statement = async (month: string) =>
    (await ctx.admin.data(STATEMENT, { operatorId: OPERATOR, month })).monthlyStatement;

  it("keeps the share history: a mid-year change, and a correction of the same month that wins over the first", async () => {
    for (const input of [
      {
        effectiveFrom: "2026-01",
        percent: "15",
        freeRoundsCostTreatment: "not_deducted",
        promotionCostTreatment: "not_deducted",
      },
      {
        effectiveFrom: "2026-06",
        percent: "20",
        freeRoundsCostTreatment: "not_deducted",
        promotionCostTreatment: "not_deducted",
      },
      {
        effectiveFrom: "2026-06",
        percent: "12.5",
        freeRoundsCostTreatment: "deducted",
        promotionCostTreatment: "deducted",
      },
    ]) {
      const result = await setShare(input);
      expect(result.errors).toBeUndefined();
      // The mutation answers with the share as stored, both treatments as sent.
      expect(result.data?.setRevenueShare).toMatchObject({
        freeRoundsCostTreatment: input.freeRoundsCostTreatment,
        promotionCostTreatment: input.promotionCostTreatment,
      });
    }
    const history = await ctx.viewer.data(
      `{ revenueShares(operatorId: "${OPERATOR}") { effectiveFrom percent freeRoundsCostTreatment promotionCostTreatment createdBy } }`,
    );
    expect(history.revenueShares).toEqual([
      {
        effectiveFrom: "2026-06",
        percent: "12.50",
        freeRoundsCostTreatment: "deducted",
        promotionCostTreatment: "deducted",
        createdBy: "console:admin@demo.local",
      },
      {
        effectiveFrom: "2026-06",
        percent: "20.00",
        freeRoundsCostTreatment: "not_deducted",
        promotionCostTreatment: "not_deducted",
        createdBy: "console:admin@demo.local",
      },
      {
        effectiveFrom: "2026-01",
        percent: "15.00",
        freeRoundsCostTreatment: "not_deducted",
        promotionCostTreatment: "not_deducted",
        createdBy: "console:admin@demo.local",
      },
    ]);

    const audit = await ctx.admin.data(
      `{ auditLog(filter: { targetType: "operator", targetId: "${OPERATOR}", action: "operator.set_revenue_share" }, first: 10) { items { actor before after } } }`,
    );
    expect(audit.auditLog.items).toEqual([
      {
        actor: "console:admin@demo.local",
        before: {
          effectiveFrom: "2026-06",
          percent: "20.00",
          freeRoundsCostTreatment: "not_deducted",
          promotionCostTreatment: "not_deducted",
        },
        after: {
          effectiveFrom: "2026-06",
          percent: "12.50",
          freeRoundsCostTreatment: "deducted",
          promotionCostTreatment: "deducted",
        },
      },
      {
        actor: "console:admin@demo.local",
        before: {
          effectiveFrom: "2026-01",
          percent: "15.00",
          freeRoundsCostTreatment: "not_deducted",
          promotionCostTreatment: "not_deducted",
        },
        after: {
          effectiveFrom: "2026-06",
          percent: "20.00",
          freeRoundsCostTreatment: "not_deducted",
          promotionCostTreatment: "not_deducted",
        },
      },
      {
        actor: "console:admin@demo.local",
        before: null,
        after: {
          effectiveFrom: "2026-01",
          percent: "15.00",
          freeRoundsCostTreatment: "not_deducted",
          promotionCostTreatment: "not_deducted",
        },
      },
    ]);
  });

  it("bills March at 15 % with neither cost deducted, per currency, summed over shards and games: the promotion cost is shown and ignored", async () => {
    const march = await statement("2026-03");
    expect(march).toMatchObject({
      operatorId: OPERATOR,
      operatorName: "Demo Casino",
      month: "2026-03",
      from: "2026-03-01T00:00:00.000Z",
      to: "2026-04-01T00:00:00.000Z",
      revenueShare: {
        effectiveFrom: "2026-01",
        percent: "15.00",
        freeRoundsCostTreatment: "not_deducted",
        promotionCostTreatment: "not_deducted",
      },
      csvPath: `/console/billing/statement.csv?operator=${OPERATOR}&month=2026-03`,
      printPath: `/console/billing/print?operator=${OPERATOR}&month=2026-03`,
    });
    expect(march.lines).toEqual([
      {
        currency: "EUR",
        exponent: 2,
        rounds: "18",
        bets: "1230.01",
        wins: "700.00",
        ggr: "530.01",
        freeRounds: "6",
        freeRoundsCost: "62.45",
        rolledBackRounds: "3",
        rolledBack: "30.00",
        // 12.34 + 5.00 paid in March (the refused prize and April's are not March's cost)
        promotionCost: "17.34",
        // Neither the free-rounds cost nor the promotion cost is deducted: GGR as is.
        billableGgr: "530.01",
        // 530.01 × 15 % = 79.5015 → 79.50 (deducting the promotion cost would give 512.67 × 15 % = 76.90)
        amountDue: "79.50",
        amountDueBasis: "share_of_billable_ggr",
      },
      {
        currency: "JPY",
        exponent: 0,
        rounds: "9",
        bets: "8001",
        wins: "4000",
        ggr: "4001",
        freeRounds: "1",
        freeRoundsCost: "500",
        rolledBackRounds: "1",
        rolledBack: "300",
        promotionCost: "250",
        billableGgr: "4001",
        // 4001 × 15 % = 600.15 → 600
        amountDue: "600",
        amountDueBasis: "share_of_billable_ggr",
      },
    ]);
  });

  it("bills July at the corrected 12.5 % with both costs deducted: half-up at .5, and a negative GGR owes 0", async () => {
    const july = await statement("2026-07");
    expect(july.revenueShare).toEqual({
      effectiveFrom: "2026-06",
      percent: "12.50",
      freeRoundsCostTreatment: "deducted",
      promotionCostTreatment: "deducted",
    });
    expect(july.lines).toEqual([
      expect.objectContaining({
        currency: "EUR",
        ggr: "530.01",
        freeRoundsCost: "62.45",
        promotionCost: "20.00",
        // 530.01 − 62.45 − 20.00 = 447.56; × 12.5 % = 55.945 → 55.95 (half-up; half-even or truncation would give 55.94)
        billableGgr: "447.56",
        amountDue: "55.95",
        amountDueBasis: "share_of_billable_ggr",
      }),
      expect.objectContaining({
        currency: "JPY",
        bets: "8000",
        wins: "9000",
        ggr: "-1000",
        freeRoundsCost: "500",
        promotionCost: "250",
        // −1000 − 500 − 250
        billableGgr: "-1750",
        amountDue: "0",
        amountDueBasis: "negative_ggr_not_billed",
      }),
    ]);
  });

  it("bills September's promotion cost under each treatment of a share: ignored when not deducted, taken off GGR when deducted, to the cent", async () => {
    // EUR: GGR 530.01, free-rounds cost 62.45 (deducted both times), promotion cost 20.00; 10 %.
    const first = await setShare({
      effectiveFrom: "2026-09",
      percent: "10",
      freeRoundsCostTreatment: "deducted",
      promotionCostTreatment: "not_deducted",
    });
    expect(first.errors).toBeUndefined();
    const notDeducted = await statement("2026-09");
    expect(notDeducted.revenueShare).toEqual({
      effectiveFrom: "2026-09",
      percent: "10.00",
      freeRoundsCostTreatment: "deducted",
      promotionCostTreatment: "not_deducted",
    });
    expect(notDeducted.lines).toEqual([
      expect.objectContaining({
        currency: "EUR",
        ggr: "530.01",
        freeRoundsCost: "62.45",
        promotionCost: "20.00",
        // 530.01 − 62.45 = 467.56 (the prizes are the operator's alone); × 10 % = 46.756 → 46.76
        billableGgr: "467.56",
        amountDue: "46.76",
        amountDueBasis: "share_of_billable_ggr",
      }),
    ]);
    const notDeductedCsv = await (await ctx.admin.request(notDeducted.csvPath)).text();
    expect(notDeductedCsv.split("\n")[1]).toBe(
      "demo-casino,2026-09,EUR,18,1230.01,700.00,530.01,6,62.45,3,30.00,20.00,0.00,0.00,deducted,not_deducted,467.56,10.00,46.76,share_of_billable_ggr",
    );
    const print = await (await ctx.admin.request(notDeducted.printPath)).text();
    expect(print).toContain("10.00 % of GGR less the free-rounds cost (promotion cost not deducted)");

    // The same month corrected to deduct the promotion cost: the amount due falls by exactly 10 % of the 20.00.
    const second = await setShare({
      effectiveFrom: "2026-09",
      percent: "10",
      freeRoundsCostTreatment: "deducted",
      promotionCostTreatment: "deducted",
    });
    expect(second.errors).toBeUndefined();
    const deducted = await statement("2026-09");
    expect(deducted.revenueShare).toMatchObject({ promotionCostTreatment: "deducted" });
    expect(deducted.lines).toEqual([
      expect.objectContaining({
        currency: "EUR",
        promotionCost: "20.00",
        // 530.01 − 62.45 − 20.00 = 447.56; × 10 % = 44.756 → 44.76 (46.76 − 2.00)
        billableGgr: "447.56",
        amountDue: "44.76",
        amountDueBasis: "share_of_billable_ggr",
      }),
    ]);
    const deductedCsv = await (await ctx.admin.request(deducted.csvPath)).text();
    expect(deductedCsv.split("\n")[1]).toBe(
      "demo-casino,2026-09,EUR,18,1230.01,700.00,530.01,6,62.45,3,30.00,20.00,0.00,0.00,deducted,deducted,447.56,10.00,44.76,share_of_billable_ggr",
    );
    expect(deducted.contentHash).not.toBe(notDeducted.contentHash);

    // The correction is audited with the treatment it replaced.
    const audit = await ctx.admin.data(
      `{ auditLog(filter: { targetType: "operator", targetId: "${OPERATOR}", action: "operator.set_revenue_share" }, first: 1) { items { before after } } }`,
    );
    expect(audit.auditLog.items).toEqual([
      {
        before: {
          effectiveFrom: "2026-09",
          percent: "10.00",
          freeRoundsCostTreatment: "deducted",
          promotionCostTreatment: "not_deducted",
        },
        after: {
          effectiveFrom: "2026-09",
          percent: "10.00",
          freeRoundsCostTreatment: "deducted",
          promotionCostTreatment: "deducted",
        },
      },
    ]);
  });

  it("shows GGR but no amount due for a month before any share, and an empty month as no lines", async () => {
    const december = await statement("2025-12");
    expect(december.revenueShare).toBeNull();
    expect(december.lines).toEqual([
      expect.objectContaining({
        currency: "EUR",
        ggr: "4.00",
        billableGgr: null,
        amountDue: null,
        amountDueBasis: "no_revenue_share",
      }),
    ]);
    const empty = await statement("2026-05");
    expect(empty.lines).toEqual([]);
    expect(empty.revenueShare).toMatchObject({ percent: "15.00" });
  });

  it("downloads the CSV with the staff session: the statement's figures, its Content-Hash the SHA-256 of the body", async () => {
    const july = await statement("2026-07");
    const response = await ctx.admin.request(july.csvPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="billing-${OPERATOR}-2026-07.csv"`);
    const body = await response.text();
    expect(body).toBe(
      "operator_id,month,currency,rounds,bets,wins,ggr,free_rounds,free_rounds_cost,rolled_back_rounds,rolled_back,promotion_cost,jackpot_contributions,jackpot_wins,free_rounds_cost_treatment,promotion_cost_treatment,billable_ggr,share_percent,amount_due,amount_due_basis\n" +
        "demo-casino,2026-07,EUR,18,1230.01,700.00,530.01,6,62.45,3,30.00,20.00,0.00,0.00,deducted,deducted,447.56,12.50,55.95,share_of_billable_ggr\n" +
        "demo-casino,2026-07,JPY,9,8000,9000,-1000,1,500,1,300,250,0,0,deducted,deducted,-1750,12.50,0,negative_ggr_not_billed\n",
    );
    const hash = createHash("sha256").update(body, "utf8").digest("hex");
    expect(response.headers.get("content-hash")).toBe(hash);
    expect(july.contentHash).toBe(hash);

    const viewer = await ctx.viewer.request(july.csvPath);
    expect(viewer.status).toBe(200);
    expect(await viewer.text()).toBe(body);

    // March's share deducts neither cost: the CSV says so on every line, and bills GGR as is.
    const march = await (await ctx.admin.request((await statement("2026-03")).csvPath)).text();
    expect(march.split("\n").slice(1, 3)).toEqual([
      "demo-casino,2026-03,EUR,18,1230.01,700.00,530.01,6,62.45,3,30.00,17.34,0.00,0.00,not_deducted,not_deducted,530.01,15.00,79.50,share_of_billable_ggr",
      "demo-casino,2026-03,JPY,9,8001,4000,4001,1,500,1,300,250,0,0,not_deducted,not_deducted,4001,15.00,600,share_of_billable_ggr",
    ]);
  });

  it("renders the printable page for staff, and sends others to sign in", async () => {
    const page = await ctx.admin.request(`/console/billing/print?operator=${OPERATOR}&month=2026-07`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of [
      "Demo Casino",
      "2026-07",
      "447.56",
      "55.95",
      "-1750",
      "negative GGR not billed",
      "12.50 % of GGR less the free-rounds and promotion costs",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain("c-sidebar");
    const anonymous = await ctx.anonymous.request(`/console/billing/print?operator=${OPERATOR}&month=2026-07`);
    expect(anonymous.status).toBeGreaterThanOrEqual(300);
    expect(anonymous.status).toBeLessThan(400);
    expect(anonymous.headers.get("location")).toContain("/console/sign-in");
  });

  it("refuses bad input with clear codes and stores nothing", async () => {
    const statementErrors = async (operatorId: string, month: string) =>
      errorCodes(await ctx.admin.graphql(STATEMENT, { operatorId, month }));
    expect(await statementErrors("no-such-casino", "2026-03")).toEqual(["operator_not_found"]);
    for (const month of ["2026-13", "2026-3", "March", "", "2026-03-01", "1999-12"])
      expect(await statementErrors(OPERATOR, month)).toEqual(["invalid_month"]);
    expect(await statementErrors(OPERATOR, "2999-01")).toEqual(["invalid_month"]);

    const before = await ctx.admin.data(`{ revenueShares(operatorId: "${OPERATOR}") { id } }`);
    const treatments = { freeRoundsCostTreatment: "deducted", promotionCostTreatment: "deducted" };
    for (const percent of ["100.01", "-1", "12.345", "abc", "", "1e2", "101"]) {
      const result = await setShare({ effectiveFrom: "2026-08", percent, ...treatments });
      expect(errorCodes(result), percent).toEqual(["invalid_percent"]);
    }
    expect(errorCodes(await setShare({ effectiveFrom: "2026-8", percent: "10", ...treatments }))).toEqual([
      "invalid_month",
    ]);
    expect(
      errorCodes(
        await setShare({
          effectiveFrom: "2026-08",
          percent: "10",
          ...treatments,
          freeRoundsCostTreatment: "sometimes",
        }),
      ),
    ).toEqual(["invalid_request"]);
    // A promotion cost treatment that is not one of the two, or none at all: a 400 naming the field and its values.
    const badPromotion = await setShare({
      effectiveFrom: "2026-08",
      percent: "10",
      ...treatments,
      promotionCostTreatment: "reimbursed",
    });
    expect(badPromotion.status).toBe(400);
    expect(errorCodes(badPromotion)).toEqual(["invalid_request"]);
    expect(badPromotion.errors?.[0]?.message).toMatch(/promotionCostTreatment/);
    expect(badPromotion.errors?.[0]?.message).toMatch(/"reimbursed"/);
    const noPromotion = await setShare({
      effectiveFrom: "2026-08",
      percent: "10",
      freeRoundsCostTreatment: "deducted",
    });
    expect(noPromotion.status).toBe(400);
    expect(errorCodes(noPromotion)).toEqual(["invalid_request"]);
    expect(noPromotion.errors?.[0]?.message).toMatch(/promotionCostTreatment/);
    const inlineBad = await ctx.admin.graphql(
      `mutation { setRevenueShare(input: { operatorId: "${OPERATOR}", effectiveFrom: "2026-08", percent: "10", freeRoundsCostTreatment: deducted, promotionCostTreatment: sometimes }) { id } }`,
    );
    expect(inlineBad.status).toBe(400);
    expect(errorCodes(inlineBad)).toEqual(["invalid_request"]);
    expect(
      errorCodes(
        await ctx.admin.graphql(SET_SHARE, {
          input: { operatorId: "no-such-casino", effectiveFrom: "2026-08", percent: "10", ...treatments },
        }),
      ),
    ).toEqual(["operator_not_found"]);
    expect(errorCodes(await ctx.admin.graphql(`{ revenueShares(operatorId: "no-such-casino") { id } }`))).toEqual([
      "operator_not_found",
    ]);
    const viewerAttempt = await ctx.viewer.graphql(SET_SHARE, {
      input: { operatorId: OPERATOR, effectiveFrom: "2026-08", percent: "10", ...treatments },
    });
    expect(errorCodes(viewerAttempt)).toEqual(["forbidden"]);
    const after = await ctx.admin.data(`{ revenueShares(operatorId: "${OPERATOR}") { id } }`);
    expect(after.revenueShares).toEqual(before.revenueShares);

    // The edges of the range are fine.
    for (const percent of ["0", "100", "100.00", "0.01"])
      expect((await setShare({ effectiveFrom: "2027-01", percent, ...treatments })).errors).toBeUndefined();

    const csv = await ctx.admin.request(`/console/billing/statement.csv?operator=${OPERATOR}&month=2026-13`);
    expect(csv.status).toBe(400);
    expect(await csv.json()).toMatchObject({ success: false, error: "invalid_month" });
    const missing = await ctx.admin.request(`/console/billing/statement.csv?month=2026-03`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ success: false, error: "invalid_request" });
    const anonymous = await ctx.anonymous.request(`/console/billing/statement.csv?operator=${OPERATOR}&month=2026-03`);
    expect(anonymous.status).toBe(401);
  });
});
