import "server-only";
import { prisma, TRANSACTION_DEFAULTS } from "@/lib/server/db/prisma";
import { drawPrizeDrops, type CountedRound, type DroppedPrize } from "./draw-prize-drops";
import { promotionJurisdictionSql } from "./promotion-jurisdictions";

// Promotion scoring, off the spin path: a pass reads the real-money rounds that settled since the last pass and
// counts each qualifying one for every promotion it qualifies for, then rebuilds the tournament standing of each
// player it counted a round of, and lets each round counted for a prize drop draw (draw-prize-drops.ts). Every instance runs passes (promotion-scorer.ts); one at a time runs, the others skip (the
// cursor row is locked with SKIP LOCKED), and everything a pass does commits together with its cursor.
//
// Exactly once: a round is counted by inserting (promotion_id, round_id), the key of promotion_round_scores, so the
// overlap between passes (on purpose, below) and a pass retried after its instance died never count a round twice.
// Nothing is lost to commit order: a pass reads rounds settled up to SCORING_LAG_MS ago, from SCORING_OVERLAP_MS
// before where the last pass stopped, so a settlement that commits a little after the time it carries is still
// read. Settled rounds are final (a bet is only rolled back before its round settles), so a counted round never
// has to be taken back.
//
// Qualifying: a settled real-money round (free rounds have an award; demo rounds are not stored) of one of the
// tournament's games, of an operator taking part, started in the window (and after the tournament was created, and
// before it was cancelled), played in a session whose jurisdiction takes part (promotion-jurisdictions.ts: its
// effective profile allows promotions and is one the promotion names, or it names none), with a bet of at least the tournament's minimum in the round's currency (a currency
// without one does not qualify), by a player who opted in before the round when the tournament asks for opt-in.
// What a round adds: win_multiplier its win ÷ bet (8 decimals), total_win its win in the base currency at the
// staff-entered rate of the month the round settled in (a round in a currency without a rate that month is not counted; nor,
// for a prize drop, whose prizes it could not be paid), rounds_played and a prize drop's round 1. A standing: win_multiplier the best round (reached when that round settled; of equal rounds the
// first), total_win and rounds_played the sum (reached when the latest counted round settled).

export const SCORING_LAG_MS = 2_000;
export const SCORING_OVERLAP_MS = 30_000;
const CURSOR_ID = 1;

export interface ScoringPass {
  /** False when another instance's pass was running (this one did nothing). */
  ran: boolean;
  roundsCounted: number;
  standingsUpdated: number;
  /** Prize-drop prizes drawn by this pass's rounds (and queued as credits). */
  prizesDropped: number;
  /** What the players' pages hear of this pass once it has committed (publish-promotion-updates.ts). */
  news: ScoringNews;
}

export interface ScoringNews {
  /** Tournaments whose standings this pass moved. */
  tournaments: string[];
  /** Players whose tournament standing this pass moved, with the sessions of their counted rounds. */
  standings: { promotionId: string; operatorId: string; playerId: string; sessionIds: string[] }[];
  drops: DroppedPrize[];
}

const NO_NEWS: ScoringNews = { tournaments: [], standings: [], drops: [] };

const COUNT_ROUNDS = `
  INSERT INTO promotion_round_scores (promotion_id, round_id, operator_id, player_id, session_id, game_symbol,
    currency, bet_minor, win_minor, value, settled_at)
  SELECT p.id, r.id, r.operator_id, r.player_id, r.session_id, r.game_symbol, r.currency, r.bet_minor,
    COALESCE(r.win_minor, 0),
    CASE
      WHEN p.kind = 'prize_drop' OR p.scoring = 'rounds_played' THEN 1
      WHEN p.scoring = 'win_multiplier' THEN round(COALESCE(r.win_minor, 0)::numeric / r.bet_minor, 8)
      ELSE round(COALESCE(r.win_minor, 0)::numeric / (10::numeric ^ r.exponent)
        * CASE WHEN r.currency = p.base_currency THEN 1 ELSE rate.rate END, 8)
    END,
    r.updated_at
  FROM wallet_rounds r
  JOIN promotion_operators po ON po.operator_id = r.operator_id
  JOIN promotions p ON p.id = po.promotion_id
  JOIN operators o ON o.id = r.operator_id
  LEFT JOIN launch_sessions ls ON ls.id = r.session_id
  LEFT JOIN LATERAL (
    SELECT x.rate FROM exchange_rates x
    WHERE x.month = date_trunc('month', r.updated_at)::date AND x.currency = r.currency
      AND x.reporting_currency = p.base_currency
    ORDER BY x.id DESC LIMIT 1
  ) rate ON (p.scoring = 'total_win' OR p.kind = 'prize_drop') AND r.currency <> p.base_currency
  WHERE r.state = 'settled' AND r.free_rounds_award_id IS NULL
    AND r.updated_at > $1::timestamp(3) AND r.updated_at <= $2::timestamp(3)
    AND p.settled_at IS NULL
    AND r.created_at >= GREATEST(p.starts_at, p.created_at)
    AND r.created_at < LEAST(p.ends_at, COALESCE(p.cancelled_at, p.ends_at))
    AND r.game_symbol = ANY (p.game_symbols)
    AND ${promotionJurisdictionSql({ promotion: "p", operatorJurisdiction: "o.jurisdiction", launchJurisdiction: "ls.jurisdiction" })}
    AND r.bet_minor > 0 AND r.bet_minor >= (p.min_bets ->> r.currency::text)::bigint
    AND (p.scoring IN ('win_multiplier', 'rounds_played') OR r.currency = p.base_currency OR rate.rate IS NOT NULL)
    AND (NOT p.opt_in OR EXISTS (
      SELECT 1 FROM promotion_players pp
      WHERE pp.promotion_id = p.id AND pp.operator_id = r.operator_id AND pp.external_player_id = r.player_id
        AND pp.opted_in_at <= r.created_at))
  ON CONFLICT DO NOTHING
  RETURNING promotion_id, round_id, operator_id, player_id, session_id, game_symbol, currency::text AS currency,
    settled_at`;

const REBUILD_STANDINGS = `
  INSERT INTO promotion_entries (promotion_id, operator_id, external_player_id, score, rounds, reached_at,
    last_session_id, last_game_symbol, currency, updated_at)
  SELECT s.promotion_id, s.operator_id, s.player_id,
    CASE p.scoring WHEN 'win_multiplier' THEN max(s.value) ELSE sum(s.value) END,
    count(*)::int,
    CASE p.scoring
      WHEN 'win_multiplier' THEN (array_agg(s.settled_at ORDER BY s.value DESC, s.settled_at, s.round_id))[1]
      ELSE max(s.settled_at)
    END,
    (array_agg(s.session_id ORDER BY s.settled_at DESC, s.round_id DESC))[1],
    (array_agg(s.game_symbol ORDER BY s.settled_at DESC, s.round_id DESC))[1],
    (array_agg(s.currency ORDER BY s.settled_at DESC, s.round_id DESC))[1],
    $4::timestamp(3)
  FROM unnest($1::text[], $2::text[], $3::text[]) AS a(promotion_id, operator_id, player_id)
  JOIN promotion_round_scores s
    ON s.promotion_id = a.promotion_id AND s.operator_id = a.operator_id AND s.player_id = a.player_id
  JOIN promotions p ON p.id = s.promotion_id
  GROUP BY s.promotion_id, s.operator_id, s.player_id, p.scoring
  ON CONFLICT (promotion_id, operator_id, external_player_id) DO UPDATE SET
    score = EXCLUDED.score, rounds = EXCLUDED.rounds, reached_at = EXCLUDED.reached_at,
    last_session_id = EXCLUDED.last_session_id, last_game_symbol = EXCLUDED.last_game_symbol,
    currency = EXCLUDED.currency, updated_at = EXCLUDED.updated_at
  RETURNING promotion_id, (xmax = 0) AS inserted`;

export async function scorePromotionRounds(options: { now?: Date } = {}): Promise<ScoringPass> {
  const now = options.now ?? new Date();
  const upTo = new Date(now.getTime() - SCORING_LAG_MS);
  // The first pass ever starts where the earliest promotion still open started.
  await prisma.$executeRaw`
    INSERT INTO promotion_scoring_cursor (id, scored_to)
    SELECT ${CURSOR_ID}, COALESCE(min(GREATEST(starts_at, created_at)), ${upTo}::timestamp(3))
    FROM promotions WHERE settled_at IS NULL AND cancelled_at IS NULL
    ON CONFLICT DO NOTHING`;
  return prisma.$transaction(async (tx) => {
    const cursor = await tx.$queryRaw<{ scored_to: Date }[]>`
      SELECT scored_to FROM promotion_scoring_cursor WHERE id = ${CURSOR_ID} FOR UPDATE SKIP LOCKED`;
    if (cursor.length === 0)
      return { ran: false, roundsCounted: 0, standingsUpdated: 0, prizesDropped: 0, news: NO_NEWS };
    const from = new Date(cursor[0]!.scored_to.getTime() - SCORING_OVERLAP_MS);
    if (from >= upTo) return { ran: true, roundsCounted: 0, standingsUpdated: 0, prizesDropped: 0, news: NO_NEWS };
    // Without a promotion those rounds could count for, a pass only moves the cursor (most of the time: one small
    // read). A round started before a promotion's end may settle well after it (a wallet answering slowly), and the
    // promotion waits for it before it settles (settle-ended-tournaments.ts): ended ones stay in for an hour.
    const open = await tx.$queryRaw<unknown[]>`
      SELECT 1 FROM promotions
      WHERE settled_at IS NULL AND starts_at <= ${upTo}::timestamp(3)
        AND ends_at > ${from}::timestamp(3) - interval '1 hour'
      LIMIT 1`;
    const counted = open.length === 0 ? [] : await tx.$queryRawUnsafe<CountedRound[]>(COUNT_ROUNDS, from, upTo);
    const kinds = counted.length
      ? await tx.promotion.findMany({
          where: { id: { in: [...new Set(counted.map((round) => round.promotion_id))] } },
          select: { id: true, kind: true },
        })
      : [];
    const kindOf = new Map(kinds.map((promotion) => [promotion.id, promotion.kind]));
    const standings = new Map<string, CountedRound>();
    const standingSessions = new Map<string, Set<string>>();
    for (const round of counted)
      if (kindOf.get(round.promotion_id) === "tournament") {
        const key = `${round.promotion_id}\u0000${round.operator_id}\u0000${round.player_id}`;
        standings.set(key, round);
        const sessions = standingSessions.get(key) ?? new Set<string>();
        standingSessions.set(key, sessions.add(round.session_id));
      }
    if (standings.size > 0) {
      const players = [...standings.values()];
      const rebuilt = await tx.$queryRawUnsafe<{ promotion_id: string; inserted: boolean }[]>(
        REBUILD_STANDINGS,
        players.map((row) => row.promotion_id),
        players.map((row) => row.operator_id),
        players.map((row) => row.player_id),
        now,
      );
      // A standing inserted (not updated) is a new participant: the count a leaderboard shows without counting.
      const joined = new Map<string, number>();
      for (const row of rebuilt)
        if (row.inserted) joined.set(row.promotion_id, (joined.get(row.promotion_id) ?? 0) + 1);
      for (const [promotionId, count] of joined)
        await tx.promotion.update({ where: { id: promotionId }, data: { participants: { increment: count } } });
    }
    const drops: DroppedPrize[] = [];
    for (const promotionId of new Set(counted.map((round) => round.promotion_id))) {
      if (kindOf.get(promotionId) !== "prize_drop") continue;
      const rounds = counted.filter((round) => round.promotion_id === promotionId);
      drops.push(...(await drawPrizeDrops({ db: tx, promotionId, rounds, now })));
    }
    await tx.$executeRaw`
      UPDATE promotion_scoring_cursor SET scored_to = GREATEST(scored_to, ${upTo}::timestamp(3)) WHERE id = ${CURSOR_ID}`;
    const news: ScoringNews = {
      tournaments: [...new Set([...standings.values()].map((round) => round.promotion_id))],
      standings: [...standings].map(([key, round]) => ({
        promotionId: round.promotion_id,
        operatorId: round.operator_id,
        playerId: round.player_id,
        sessionIds: [...standingSessions.get(key)!],
      })),
      drops,
    };
    return {
      ran: true,
      roundsCounted: counted.length,
      standingsUpdated: standings.size,
      prizesDropped: drops.length,
      news,
    };
  }, TRANSACTION_DEFAULTS);
}
