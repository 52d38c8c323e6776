import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/server/db/prisma";
import { getLeaderboard } from "@/lib/server/promotions/get-leaderboard";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

// The leaderboard read's own rank (get-leaderboard.ts) is exactly the place in the board's ORDER BY, whichever
// side of the pivot it is counted from: a board of 2,500 entries (enough to use the pivot) with many equal scores,
// equal scores reached at the same few times, every sampled rank checked against row_number() over that order.

const OPERATOR = "rank-casino";
const OTHER = "rank-other";
const PROMOTION = "prm_rankTournament00001";
const ENTRIES = 2_500;

describe("leaderboard rank", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    database.useInThisProcess();
    const now = Date.now();
    for (const id of [OPERATOR, OTHER])
      await prisma.operator.create({ data: { id, name: id, defaultCurrency: "EUR" } });
    await prisma.promotion.create({
      data: {
        id: PROMOTION,
        kind: "tournament",
        title: "Rank tournament",
        terms: "Test.",
        gameSymbols: ["vs20aurora"],
        startsAt: new Date(now - 3_600_000),
        endsAt: new Date(now + 3_600_000),
        baseCurrency: "EUR",
        scoring: "win_multiplier",
        minBets: { EUR: "20" },
        prizes: { kind: "tournament", ranks: [{ fromRank: 1, toRank: 3, amountMinor: "100" }] },
        createdBy: "test",
        createdAt: new Date(now - 3_600_000),
        participants: ENTRIES,
        operators: { create: [{ operatorId: OPERATOR }, { operatorId: OTHER }] },
      },
    });
    // Scores 0–6 (with fractions on some), reached at one of three times: most entries tie on score and time, the
    // order then by operator and player.
    await prisma.$executeRawUnsafe(
      `INSERT INTO promotion_entries (promotion_id, operator_id, external_player_id, score, rounds, reached_at,
         last_session_id, last_game_symbol, currency)
       SELECT $1, CASE WHEN i % 3 = 0 THEN $2 ELSE $3 END, 'player-' || i,
         (i % 7) + CASE WHEN i % 11 = 0 THEN 0.5 ELSE 0 END, 1,
         $4::timestamp + (i % 3) * interval '1 second', 'ses', 'vs20aurora', 'EUR'
       FROM generate_series(1, $5::int) AS i`,
      PROMOTION,
      OTHER,
      OPERATOR,
      new Date(now - 60_000),
      ENTRIES,
    );
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
  });

  it("ranks every sampled player where the ORDER BY puts them, before and after the pivot is read", async () => {
    const expected = new Map(
      (
        await prisma.$queryRaw<{ external_player_id: string; rank: number }[]>`
          SELECT external_player_id, rank FROM (
            SELECT operator_id, external_player_id, (row_number() OVER (
              ORDER BY score DESC, reached_at, operator_id, external_player_id))::int AS rank
            FROM promotion_entries WHERE promotion_id = ${PROMOTION}) ranked
          WHERE operator_id = ${OPERATOR}`
      ).map((row) => [row.external_player_id, row.rank]),
    );
    const players = [...expected.keys()].filter((_, index) => index % 17 === 0);
    const rankOf = async (player: string) => {
      const { leaderboard } = await getLeaderboard({
        promotionId: PROMOTION,
        viewerOperatorId: OPERATOR,
        limit: 10,
        externalPlayerId: player,
      });
      expect(leaderboard.participants).toBe(ENTRIES);
      return leaderboard.items.find((item) => item.player === player)?.rank;
    };
    // The first read counts from the top (no pivot yet) and reads the pivot in the background.
    expect(await rankOf(players[0]!)).toBe(expected.get(players[0]!));
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const player of players) expect(await rankOf(player), player).toBe(expected.get(player));
    const worst = [...expected].sort((a, b) => b[1] - a[1])[0]!;
    expect(await rankOf(worst[0])).toBe(worst[1]);
  });

  it("shows the top in order and refuses a promotion the operator does not take part in", async () => {
    const { leaderboard } = await getLeaderboard({ promotionId: PROMOTION, viewerOperatorId: OTHER, limit: 3 });
    expect(leaderboard.items.map((item) => item.rank)).toEqual([1, 2, 3]);
    expect(leaderboard.items.map((item) => item.prize?.amount)).toEqual(["1.00", "1.00", "1.00"]);
    await expect(
      getLeaderboard({ promotionId: PROMOTION, viewerOperatorId: "nobody", limit: 3 }),
    ).rejects.toMatchObject({ code: "promotion_not_found" });
  });
});
