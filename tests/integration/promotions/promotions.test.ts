import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promotionResponseSchema, promotionsListResponseSchema } from "@/lib/contract/promotions-api";
import { providerErrorSchema } from "@/lib/contract/provider-api";
import { createApiKey } from "@/lib/server/api-keys/create-api-key";
import { errorCodes, startConsoleTest, type ConsoleTestContext } from "@/tests/integration/support/graphql-fixtures";

// Promotions (issue 28) against the built app on the demo world: staff create tournaments and prize drops in the
// console (GraphQL), operators read the ones they take part in through the operator API. demo-casino (EUR) and
// nova-bet (TRY) both have vs20aurora and vs10fruitblaze in their catalogs; bs15cosmic is only nova-bet's.
// Covered: the input rules and their codes (nothing stored by a refused create), viewers cannot create, the audit
// row, states read from the window, cancel, the list's filter and paging, unknown parameters, and scoping (another
// operator's promotion is 404; a network promotion names no operator to the others).

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

const FIELDS =
  "promotionId kind title state games operatorIds network optIn scoring minBets { currency amount } prizes { fromRank toRank tier count amount currency } prizePool prizesLeft dropChance baseCurrency terms cancelledAt";
const CREATE = `mutation ($input: CreatePromotionInput!) { createPromotion(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($promotionId: ID!, $input: CreatePromotionInput!) {
  updatePromotion(promotionId: $promotionId, input: $input) { ${FIELDS} }
}`;
const CANCEL = `mutation ($promotionId: ID!) { cancelPromotion(promotionId: $promotionId) { ${FIELDS} } }`;
const LIST = `query ($filter: PromotionFilter, $first: Int, $after: String) {
  promotions(filter: $filter, first: $first, after: $after) { items { promotionId state } nextCursor }
}`;

function tournament(overrides: Record<string, unknown> = {}) {
  return {
    kind: "tournament",
    title: "Aurora race",
    terms: "Real-money rounds of at least 0.20 EUR (5 TRY) count. Ties go to whoever reached the score first.",
    games: ["vs20aurora", "fruit-blaze"],
    operatorIds: ["demo-casino", "nova-bet"],
    startsAt: at(-HOUR),
    endsAt: at(24 * HOUR),
    baseCurrency: "EUR",
    scoring: "win_multiplier",
    minBets: [
      { currency: "EUR", amount: "0.2" },
      { currency: "try", amount: "5" },
    ],
    tournamentPrizes: [
      { fromRank: 1, toRank: 1, amount: "500" },
      { fromRank: 2, toRank: 10, amount: "50.00" },
    ],
    ...overrides,
  };
}

function prizeDrop(overrides: Record<string, unknown> = {}) {
  return {
    kind: "prize_drop",
    title: "Fruit drops",
    terms: "Each qualifying round may win one of the prizes left.",
    games: ["vs10fruitblaze"],
    operatorIds: ["demo-casino"],
    startsAt: at(2 * HOUR),
    endsAt: at(26 * HOUR),
    baseCurrency: "EUR",
    minBets: [{ currency: "EUR", amount: "0.10" }],
    dropPrizes: [
      { count: 100, amount: "5.00" },
      { count: 2, amount: "250.00" },
    ],
    optIn: true,
    ...overrides,
  };
}

describe("promotions: the console creates them, operators read them", () => {
  let ctx: ConsoleTestContext;
  let novaKey = "";

  beforeAll(async () => {
    ctx = await startConsoleTest({
      prepare: async () => {
        novaKey = (
          await createApiKey({ kind: "operator", operatorId: "nova-bet", name: "nova", actor: "test:promotions" })
        ).key;
      },
    });
  }, 180_000);
  afterAll(async () => {
    await ctx?.stop();
  });

  const api = async (path: string, key: string | null = ctx.seed.credentials.operatorKey) => {
    const response = await fetch(`${ctx.app.baseUrl}/api/provider/v1/promotions${path}`, {
      headers: key ? { "x-provider-api-key": key } : {},
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const create = async (input: Record<string, unknown>) =>
    (await ctx.admin.data(CREATE, { input })).createPromotion as Record<string, unknown> & { promotionId: string };

  it("creates a network tournament: amounts normalised, ranks and pool, running from its window, audited", async () => {
    const created = await create(tournament());
    expect(created).toMatchObject({
      kind: "tournament",
      state: "running",
      games: ["vs20aurora", "vs10fruitblaze"],
      operatorIds: ["demo-casino", "nova-bet"],
      network: true,
      optIn: false,
      scoring: "win_multiplier",
      minBets: [
        { currency: "EUR", amount: "0.20" },
        { currency: "TRY", amount: "5.00" },
      ],
      prizes: [
        { fromRank: 1, toRank: 1, tier: null, count: null, amount: "500.00", currency: "EUR" },
        { fromRank: 2, toRank: 10, tier: null, count: null, amount: "50.00", currency: "EUR" },
      ],
      prizePool: "950.00",
      prizesLeft: null,
      dropChance: null,
      baseCurrency: "EUR",
      cancelledAt: null,
    });
    expect(created.promotionId).toMatch(/^prm_[A-Za-z0-9]{16}$/);
    const audit = await ctx.admin.data(
      `query ($filter: AuditLogFilter) { auditLog(filter: $filter) { items { action actor targetId } } }`,
      { filter: { targetType: "promotion" } },
    );
    expect(audit.auditLog.items).toContainEqual({
      action: "promotions.promotion.create",
      actor: expect.stringMatching(/^console:/),
      targetId: created.promotionId,
    });
  });

  it("creates an operator's own prize drop with tiers largest first, scheduled until it starts", async () => {
    const created = await create(prizeDrop());
    expect(created).toMatchObject({
      kind: "prize_drop",
      state: "scheduled",
      operatorIds: ["demo-casino"],
      network: false,
      optIn: true,
      scoring: null,
      prizes: [
        { tier: 1, count: 2, amount: "250.00", fromRank: null },
        { tier: 2, count: 100, amount: "5.00", fromRank: null },
      ],
      prizePool: "1000.00",
      // Not started yet: every prize left, no chance published.
      prizesLeft: 102,
      dropChance: null,
    });
  });

  it("refuses input that breaks the rules, with the codes of the error table, and stores nothing", async () => {
    const before = (await ctx.admin.data(LIST, { first: 200 })).promotions.items.length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [tournament({ scoring: null }), "invalid_request"],
      [tournament({ dropPrizes: [{ count: 1, amount: "1" }] }), "invalid_request"],
      [prizeDrop({ scoring: "total_win" }), "invalid_request"],
      [tournament({ tournamentPrizes: [{ fromRank: 2, toRank: 3, amount: "1" }] }), "invalid_request"],
      [tournament({ tournamentPrizes: [{ fromRank: 1, toRank: 1, amount: "0" }] }), "invalid_amount"],
      [tournament({ minBets: [{ currency: "EUR", amount: "0.001" }] }), "invalid_amount"],
      [tournament({ baseCurrency: "EURO" }), "invalid_currency"],
      [tournament({ endsAt: at(-60_000) }), "invalid_promotion_window"],
      [tournament({ startsAt: at(2 * HOUR), endsAt: at(HOUR) }), "invalid_promotion_window"],
      [tournament({ endsAt: at(91 * 24 * HOUR) }), "invalid_promotion_window"],
      [tournament({ games: ["no-such-game"] }), "unknown_game"],
      // bs15cosmic is in nova-bet's catalog, not demo-casino's.
      [tournament({ games: ["bs15cosmic"] }), "game_not_in_catalog"],
      [tournament({ operatorIds: ["demo-casino", "nobody"] }), "operator_not_found"],
      [tournament({ operatorIds: ["demo-casino", "demo-casino"] }), "invalid_request"],
    ];
    for (const [input, code] of cases) {
      const result = await ctx.admin.graphql(CREATE, { input });
      expect(errorCodes(result), JSON.stringify(input)).toEqual([code]);
    }
    const viewer = await ctx.viewer.graphql(CREATE, { input: tournament() });
    expect(errorCodes(viewer)).toEqual(["forbidden"]);
    expect((await ctx.admin.data(LIST, { first: 200 })).promotions.items).toHaveLength(before);
  });

  it("lists an operator's promotions over the operator API, by state and in pages, latest start first", async () => {
    const ended = await create(tournament({ title: "Short race", startsAt: at(-2 * HOUR), endsAt: at(1_500) }));
    const theirs = await create(tournament({ title: "Nova only", operatorIds: ["nova-bet"], games: ["bs15cosmic"] }));
    await new Promise((resolve) => setTimeout(resolve, 1_600));

    const all = await api("");
    expect(all.status).toBe(200);
    const page = promotionsListResponseSchema.parse(all.json).data;
    const ids = page.items.map((item) => item.promotion_id);
    expect(ids).not.toContain(theirs.promotionId);
    expect(page.items.map((item) => item.starts_at)).toEqual(
      [...page.items.map((item) => item.starts_at)].sort().reverse(),
    );
    expect(page.items.find((item) => item.promotion_id === ended.promotionId)?.state).toBe("ended");

    const endedOnly = promotionsListResponseSchema.parse((await api("?state=ended")).json).data.items;
    expect(endedOnly.map((item) => item.promotion_id)).toEqual([ended.promotionId]);

    // Pages of one, walked to the end, give the same promotions.
    const walked: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const next: { items: { promotion_id: string }[]; next_cursor: string | null } =
        promotionsListResponseSchema.parse(
          (await api(`?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`)).json,
        ).data;
      walked.push(...next.items.map((item) => item.promotion_id));
      cursor = next.next_cursor;
    }
    expect(walked).toEqual(ids);

    for (const [query, detail] of [
      ["?state=live", /state/],
      ["?limit=0", /limit/],
      ["?cursor=nope", /cursor/],
      ["?sort=asc", /sort/],
    ] as const) {
      const refused = await api(query);
      expect(refused.status, query).toBe(400);
      expect(providerErrorSchema.parse(refused.json).detail).toMatch(detail);
    }
    expect((await api("", null)).status).toBe(401);
  });

  it("reads one promotion with its terms; another operator's is 404, and a network one names no operator", async () => {
    const network = await create(tournament({ title: "Network race" }));
    const own = await create(prizeDrop({ title: "Demo drops" }));

    const read = await api(`/${network.promotionId}`);
    expect(read.status).toBe(200);
    const promotion = promotionResponseSchema.parse(read.json).data;
    expect(promotion).toMatchObject({
      promotion_id: network.promotionId,
      kind: "tournament",
      network: true,
      prize_pool: { amount: "950.00", currency: "EUR" },
    });
    expect(JSON.stringify(read.json)).not.toContain("nova-bet");
    const asNova = await api(`/${network.promotionId}`, novaKey);
    expect(asNova.status).toBe(200);

    const hidden = await api(`/${own.promotionId}`, novaKey);
    expect(hidden.status).toBe(404);
    expect(providerErrorSchema.parse(hidden.json).error).toBe("promotion_not_found");
    expect((await api("/prm_unknown")).status).toBe(404);
    expect((await api("/not%20an%20id")).status).toBe(400);
  });

  it("edits a promotion before it starts, never after; a refused edit changes nothing", async () => {
    const created = await create(prizeDrop({ title: "Before" }));
    const edited = (
      await ctx.admin.data(UPDATE, {
        promotionId: created.promotionId,
        input: prizeDrop({
          title: "After",
          operatorIds: ["demo-casino", "nova-bet"],
          dropPrizes: [{ count: 10, amount: "2.50" }],
        }),
      })
    ).updatePromotion;
    expect(edited).toMatchObject({
      promotionId: created.promotionId,
      title: "After",
      state: "scheduled",
      operatorIds: ["demo-casino", "nova-bet"],
      network: true,
      prizePool: "25.00",
      prizesLeft: 10,
    });
    // nova-bet now takes part: its key finds the promotion.
    expect((await api(`/${created.promotionId}`, novaKey)).status).toBe(200);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [tournament(), "invalid_request"], // its kind stays
      [prizeDrop({ startsAt: at(-HOUR) }), "invalid_promotion_window"], // it would have started
      [prizeDrop({ games: ["no-such-game"] }), "unknown_game"],
    ];
    for (const [input, code] of refusals)
      expect(errorCodes(await ctx.admin.graphql(UPDATE, { promotionId: created.promotionId, input }))).toEqual([code]);
    expect(
      errorCodes(await ctx.viewer.graphql(UPDATE, { promotionId: created.promotionId, input: prizeDrop() })),
    ).toEqual(["forbidden"]);
    const unchanged = await ctx.admin.data(`query ($id: ID!) { promotion(promotionId: $id) { ${FIELDS} } }`, {
      id: created.promotionId,
    });
    expect(unchanged.promotion).toEqual(edited);

    const running = await create(tournament({ title: "Already running" }));
    expect(
      errorCodes(await ctx.admin.graphql(UPDATE, { promotionId: running.promotionId, input: tournament() })),
    ).toEqual(["promotion_not_editable"]);
    const audit = await ctx.admin.data(
      `query ($filter: AuditLogFilter) { auditLog(filter: $filter) { items { action targetId } } }`,
      { filter: { action: "promotions.promotion.update" } },
    );
    expect(audit.auditLog.items).toEqual([{ action: "promotions.promotion.update", targetId: created.promotionId }]);
  });

  it("cancels a promotion: cancelled for operators too; cancelling again answers it", async () => {
    const created = await create(tournament({ title: "To cancel" }));
    const cancelled = (await ctx.admin.data(CANCEL, { promotionId: created.promotionId })).cancelPromotion;
    expect(cancelled).toMatchObject({ state: "cancelled", cancelledAt: expect.any(String) });
    const again = (await ctx.admin.data(CANCEL, { promotionId: created.promotionId })).cancelPromotion;
    expect(again.cancelledAt).toBe(cancelled.cancelledAt);
    const read = promotionResponseSchema.parse((await api(`/${created.promotionId}`)).json).data;
    expect(read.state).toBe("cancelled");
    expect(errorCodes(await ctx.admin.graphql(CANCEL, { promotionId: "prm_unknown" }))).toEqual([
      "promotion_not_found",
    ]);
    const list = await ctx.admin.data(LIST, { filter: { state: "cancelled" } });
    expect(list.promotions.items.map((item: { promotionId: string }) => item.promotionId)).toEqual([
      created.promotionId,
    ]);
  });
});
