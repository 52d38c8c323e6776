import "server-only";
import type { Prisma, WalletCallbackType, WalletTransaction } from "@/lib/server/db/generated/client";
import { directQuery, utcTimeColumn, type DirectStatement } from "@/lib/server/db/direct-sql";
import { AWARD_OFFER_COLUMNS, type AwardOfferRow } from "@/lib/server/free-rounds/free-rounds-offer";
import {
  randomRollupShard,
  rollupPlayersCtes,
  rollupUpsertCtes,
  ROLLUP_SOURCE_COLUMNS,
} from "@/lib/server/reports/rollup-statements";
import type { WalletAttemptAnswer } from "./wallet-attempt-log";

// The ledger writes of every round (docs/decisions.md "Wallet callbacks"), each ONE statement on the durable direct pool
// (data-modifying CTEs) instead of an interactive Prisma transaction: a statement is atomic on its own, so the
// guarantees stay (the round and its debit stored together; an attempt logged with the lease-checked state change;
// the round settled with its credit) at a fraction of the round trips and CPU. Rare paths (refusals, rollbacks,
// alerts) keep their Prisma transactions in settle-round.ts and wallet-ledger.ts.
//
// Values are sent as text with explicit casts and read back as text (money, times), so the pg pool and the PGlite
// fallback (Prisma raw) return the same shapes; timestamps are UTC like Prisma's (the columns have no time zone).

/** wallet_transactions as the WalletTransaction model, every value in a driver-independent form. */
const TRANSACTION_COLUMNS = [
  "id",
  `round_id AS "roundId"`,
  `operator_id AS "operatorId"`,
  `player_id AS "playerId"`,
  `session_id AS "sessionId"`,
  `game_symbol AS "gameSymbol"`,
  "currency::text AS currency",
  "exponent",
  "type::text AS type",
  `action_type AS "actionType"`,
  `amount_minor::text AS "amountMinor"`,
  `original_transaction_id AS "originalTransactionId"`,
  `campaign_id AS "campaignId"`,
  "state::text AS state",
  "attempts",
  utcTimeColumn("next_attempt_at", "nextAttemptAt"),
  `lease_owner AS "leaseOwner"`,
  utcTimeColumn("lease_until", "leaseUntil"),
  utcTimeColumn("give_up_at", "giveUpAt"),
  utcTimeColumn("first_attempt_at", "firstAttemptAt"),
  utcTimeColumn("last_attempt_at", "lastAttemptAt"),
  utcTimeColumn("completed_at", "completedAt"),
  `balance_after AS "balanceAfter"`,
  `error_code AS "errorCode"`,
  `error_message AS "errorMessage"`,
  utcTimeColumn("created_at", "createdAt"),
  utcTimeColumn("updated_at", "updatedAt"),
].join(", ");

type TimeField =
  | "nextAttemptAt"
  | "leaseUntil"
  | "giveUpAt"
  | "firstAttemptAt"
  | "lastAttemptAt"
  | "completedAt"
  | "createdAt"
  | "updatedAt";
type TransactionRow = Omit<WalletTransaction, "amountMinor" | "exponent" | "attempts" | TimeField> & {
  amountMinor: string;
  exponent: number | string;
  attempts: number | string;
} & Record<TimeField, string | null>;

const date = (text: string | null) => (text === null ? null : new Date(text));

function walletTransactionFromRow(row: TransactionRow): WalletTransaction {
  return {
    ...row,
    amountMinor: BigInt(row.amountMinor),
    exponent: Number(row.exponent),
    attempts: Number(row.attempts),
    nextAttemptAt: date(row.nextAttemptAt)!,
    leaseUntil: date(row.leaseUntil),
    giveUpAt: date(row.giveUpAt),
    firstAttemptAt: date(row.firstAttemptAt),
    lastAttemptAt: date(row.lastAttemptAt),
    completedAt: date(row.completedAt),
    createdAt: date(row.createdAt)!,
    updatedAt: date(row.updatedAt)!,
  };
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

async function transactionQuery(statement: DirectStatement, values: unknown[]): Promise<WalletTransaction | null> {
  const [row] = await directQuery<TransactionRow>(statement, values, "durable");
  return row ? walletTransactionFromRow(row) : null;
}

export interface LedgerRoundFacts {
  operatorId: string;
  playerId: string;
  sessionId: string;
  gameSymbol: string;
  currency: string;
  exponent: number;
}

/** The columns a new ledger row sets, in the order of NEW_TRANSACTION_ROW. */
const NEW_TRANSACTION_COLUMNS = `id, round_id, operator_id, player_id, session_id, game_symbol, currency, exponent, type, action_type,
  amount_minor, state, attempts, next_attempt_at, lease_owner, lease_until, give_up_at, created_at, updated_at`;

function newTransactionValues(
  facts: LedgerRoundFacts,
  row: {
    id: string;
    roundId: string;
    type: WalletCallbackType;
    actionType: string;
    amountMinor: bigint;
    leaseOwner: string;
    leaseUntil: Date;
    giveUpAt: Date | null;
    now: Date;
  },
): unknown[] {
  return [
    row.id,
    row.roundId,
    facts.operatorId,
    facts.playerId,
    facts.sessionId,
    facts.gameSymbol,
    facts.currency,
    facts.exponent,
    row.type,
    row.actionType,
    row.amountMinor.toString(),
    row.leaseOwner,
    iso(row.leaseUntil),
    iso(row.giveUpAt),
    iso(row.now),
  ];
}

/** $1 … $15 of newTransactionValues as a row of NEW_TRANSACTION_COLUMNS. */
const NEW_TRANSACTION_ROW = `$1, $2, $3, $4, $5, $6, $7::bpchar, $8::int, $9::"WalletCallbackType", $10, $11::bigint, 'pending', 0,
  $15::timestamp(3), $12, $13::timestamp(3), $14::timestamp(3), $15::timestamp(3), $15::timestamp(3)`;

/**
 * Whether the round's player is marked as a test account now (lib/server/players/mark-test-account.ts): read by the
 * statement that creates the round (a primary-key probe, no round trip of its own), and kept on the round.
 */
const IS_TEST_ACCOUNT = (operatorId: string, playerId: string) =>
  `EXISTS (SELECT 1 FROM test_accounts WHERE operator_id = ${operatorId} AND external_player_id = ${playerId})`;

const INSERT_ROUND_AND_DEBIT = {
  name: "gp_wallet_round_debit_v3",
  // The round and its debit in one statement: foreign keys are checked at its end, when both rows exist. The
  // unique indexes on (session, idempotency key) and on the session's unsettled round refuse a replay or an
  // overlapping round here, whichever instance stores it.
  text: `WITH round AS (
      INSERT INTO wallet_rounds (id, operator_id, player_id, session_id, game_symbol, currency, exponent, bet_minor, state,
        debit_transaction_id, lease_until, idempotency_key, request_digest, test, created_at, updated_at)
      VALUES ($2, $3, $4, $5, $6, $7::bpchar, $8::int, $11::bigint, 'debiting', $1, $13::timestamp(3), $16, $17,
        ${IS_TEST_ACCOUNT("$3", "$4")}, $15::timestamp(3), $15::timestamp(3))
      RETURNING id
    )
    INSERT INTO wallet_transactions (${NEW_TRANSACTION_COLUMNS})
    SELECT ${NEW_TRANSACTION_ROW} FROM round
    RETURNING ${TRANSACTION_COLUMNS}`,
};

/** Stores a new round (state debiting, leased until leaseUntil) with its pending debit; returns the debit. */
export async function insertRoundWithDebit(
  facts: LedgerRoundFacts,
  debit: {
    roundId: string;
    id: string;
    actionType: string;
    betMinor: bigint;
    leaseOwner: string;
    leaseUntil: Date;
    now: Date;
  },
  idempotency: { key: string; requestDigest: string } | null,
): Promise<WalletTransaction> {
  const row = await transactionQuery(INSERT_ROUND_AND_DEBIT, [
    ...newTransactionValues(facts, { ...debit, type: "debit", amountMinor: debit.betMinor, giveUpAt: null }),
    idempotency?.key ?? null,
    idempotency?.requestDigest ?? null,
  ]);
  if (!row) throw new Error(`round ${debit.roundId} and its debit were not stored`);
  return row;
}

const MARK_ROUND_DEBITED = {
  name: "gp_wallet_round_debited_v1",
  text: `UPDATE wallet_rounds SET state = 'debited', lease_until = $2::timestamp(3), updated_at = $3::timestamp(3)
    WHERE id = $1 AND state = 'debiting' RETURNING id`,
};

/** debiting → debited (compare-and-set); false when the round was taken over meanwhile. */
export async function markRoundDebited(options: { roundId: string; leaseUntil: Date; now: Date }): Promise<boolean> {
  const rows = await directQuery(
    MARK_ROUND_DEBITED,
    [options.roundId, iso(options.leaseUntil), iso(options.now)],
    "durable",
  );
  return rows.length > 0;
}

// A settlement adds the round to its hour's, day's and month's rollups and player sets in the same statement
// (docs/reports.md).
const SETTLE_ROUND_WITH_CREDIT = {
  name: "gp_wallet_round_settle_credit_v4",
  text: `WITH settled AS (
      UPDATE wallet_rounds SET state = 'settled', win_minor = $11::bigint, credit_transaction_id = $1, lease_until = NULL,
        updated_at = $15::timestamp(3)
      WHERE id = $2 AND state = 'debited'
      RETURNING id, ${ROLLUP_SOURCE_COLUMNS}
    ),
    ${rollupUpsertCtes({ source: "settled", kind: "paid", shard: "$16::smallint", now: "$15::timestamp(3)" })},
    ${rollupPlayersCtes({ source: "settled", shard: "$16::smallint" })}
    INSERT INTO wallet_transactions (${NEW_TRANSACTION_COLUMNS})
    SELECT ${NEW_TRANSACTION_ROW} FROM settled
    RETURNING ${TRANSACTION_COLUMNS}`,
};

const SETTLE_ROUND_WITHOUT_CREDIT = {
  name: "gp_wallet_round_settle_v4",
  text: `WITH settled AS (
      UPDATE wallet_rounds SET state = 'settled', win_minor = $2::bigint, credit_transaction_id = NULL, lease_until = NULL,
        updated_at = $3::timestamp(3)
      WHERE id = $1 AND state = 'debited' RETURNING id, ${ROLLUP_SOURCE_COLUMNS}
    ),
    ${rollupUpsertCtes({ source: "settled", kind: "paid", shard: "$4::smallint", now: "$3::timestamp(3)" })},
    ${rollupPlayersCtes({ source: "settled", shard: "$4::smallint" })}
    SELECT id FROM settled`,
};

// A paid round of a game that feeds a jackpot pool settles with these variants: the same statement also takes the
// round's contribution to every tier of every pool its operator and game feed (lib/server/jackpots/, the design at
// the top of apply-jackpot-contributions.ts). Per tier: floor(bet x staff rate x tier rate) in minor units of the
// pool currency (the rate of the settlement's month, pool currency per unit of the round's, for a round in another
// currency; a currency without one that month does not contribute), its reserve share floor(amount x reserve rate);
// the contribution row keyed (round, tier) so it is taken once; the amount added to the tier's shard of this round
// unless that would take the shard past its limit (the tier could reach its trigger), when the contribution is left
// pending for the applier, which decides the trigger on the tier's row. Free rounds (their own statement), demo
// rounds (no ledger) and test accounts' rounds (test money funds no real player's jackpot) never contribute; a round
// contributes only here, when it settles, and a settled round is never cancelled or rolled back, so no contribution
// is ever taken back.
function jackpotContributionCtes(options: { roundId: string; now: string; shard: string }): string {
  const { roundId, now, shard } = options;
  return `jp_tier AS (
      SELECT t.id AS tier_id, t.pool_id, s.operator_id, s.player_id, s.game_symbol, s.currency, s.bet_minor, x.rate AS exchange_rate,
        floor(s.bet_minor * COALESCE(x.rate, 1) * t.rate * power(10::numeric, p.exponent - s.exponent))::bigint AS amount_minor,
        t.reserve_rate
      FROM settled s
      JOIN jackpot_pool_operators o ON o.operator_id = s.operator_id
      JOIN jackpot_pools p ON p.id = o.pool_id AND s.game_symbol = ANY (p.game_symbols)
      JOIN jackpot_tiers t ON t.pool_id = p.id
      LEFT JOIN LATERAL (
        SELECT e.rate FROM exchange_rates e
        WHERE p.base_currency <> s.currency AND e.month = date_trunc('month', ${now})::date AND e.currency = s.currency
          AND e.reporting_currency = p.base_currency
        ORDER BY e.id DESC LIMIT 1
      ) x ON true
      WHERE NOT s.test AND (p.base_currency = s.currency OR x.rate IS NOT NULL)
    ), jp_contrib AS (
      INSERT INTO jackpot_contributions (round_id, tier_id, pool_id, operator_id, player_id, game_symbol, currency, bet_minor,
        exchange_rate, amount_minor, reserve_minor, created_at)
      SELECT ${roundId}, tier_id, pool_id, operator_id, player_id, game_symbol, currency, bet_minor, exchange_rate, amount_minor,
        floor(amount_minor * reserve_rate)::bigint, ${now}
      FROM jp_tier WHERE amount_minor > 0
      ON CONFLICT DO NOTHING
      RETURNING tier_id, amount_minor - reserve_minor AS pool_minor, reserve_minor
    ), jp_shard AS (
      UPDATE jackpot_tier_shards sh SET pool_minor = sh.pool_minor + c.pool_minor, reserve_minor = sh.reserve_minor + c.reserve_minor
      FROM jp_contrib c
      WHERE sh.tier_id = c.tier_id AND sh.shard = ${shard}
        AND (sh.limit_minor IS NULL OR sh.pool_minor + c.pool_minor <= sh.limit_minor)
      RETURNING sh.tier_id
    ), jp_pending AS (
      INSERT INTO jackpot_pending_contributions (tier_id, round_id, created_at)
      SELECT c.tier_id, ${roundId}, ${now} FROM jp_contrib c WHERE NOT EXISTS (SELECT 1 FROM jp_shard s WHERE s.tier_id = c.tier_id)
      RETURNING tier_id
    )`;
}

const SETTLE_ROUND_WITH_CREDIT_AND_JACKPOT = {
  name: "gp_wallet_round_settle_credit_jackpot_v2",
  text: `WITH settled AS (
      UPDATE wallet_rounds SET state = 'settled', win_minor = $11::bigint, credit_transaction_id = $1, lease_until = NULL,
        updated_at = $15::timestamp(3)
      WHERE id = $2 AND state = 'debited'
      RETURNING id, exponent, ${ROLLUP_SOURCE_COLUMNS}
    ),
    ${rollupUpsertCtes({ source: "settled", kind: "paid", shard: "$16::smallint", now: "$15::timestamp(3)" })},
    ${rollupPlayersCtes({ source: "settled", shard: "$16::smallint" })},
    ${jackpotContributionCtes({ roundId: "$2", now: "$15::timestamp(3)", shard: "$17::smallint" })},
    credit AS (
      INSERT INTO wallet_transactions (${NEW_TRANSACTION_COLUMNS})
      SELECT ${NEW_TRANSACTION_ROW} FROM settled
      RETURNING *
    )
    SELECT ${TRANSACTION_COLUMNS}, (SELECT string_agg(tier_id, ' ') FROM jp_pending) AS "jackpotPending" FROM credit`,
};

const SETTLE_ROUND_WITHOUT_CREDIT_AND_JACKPOT = {
  name: "gp_wallet_round_settle_jackpot_v2",
  text: `WITH settled AS (
      UPDATE wallet_rounds SET state = 'settled', win_minor = $2::bigint, credit_transaction_id = NULL, lease_until = NULL,
        updated_at = $3::timestamp(3)
      WHERE id = $1 AND state = 'debited' RETURNING id, exponent, ${ROLLUP_SOURCE_COLUMNS}
    ),
    ${rollupUpsertCtes({ source: "settled", kind: "paid", shard: "$4::smallint", now: "$3::timestamp(3)" })},
    ${rollupPlayersCtes({ source: "settled", shard: "$4::smallint" })},
    ${jackpotContributionCtes({ roundId: "$1", now: "$3::timestamp(3)", shard: "$5::smallint" })}
    SELECT id, (SELECT string_agg(tier_id, ' ') FROM jp_pending) AS "jackpotPending" FROM settled`,
};

/**
 * debited → settled with the win (compare-and-set) and, atomically with it, the credit row when there is one.
 * Returns false when the round was taken over meanwhile (nothing written), else the credit (or null).
 */
export async function settleRoundWithCredit(
  facts: LedgerRoundFacts,
  options: {
    roundId: string;
    winMinor: bigint;
    credit: { id: string; actionType: string; leaseOwner: string; leaseUntil: Date; giveUpAt: Date } | null;
    now: Date;
    /** The round's operator and game feed a jackpot pool (jackpot-feeds.ts): take its contributions too. */
    jackpot?: { shard: number };
  },
): Promise<{ credit: WalletTransaction | null; jackpotPendingTiers: string[] } | false> {
  if (!options.jackpot) return settleOnce(facts, options);
  // Two rounds whose ids pick the same shard of two tiers may lock the shard rows in opposite orders; PostgreSQL then
  // aborts one statement (deadlock_detected) and nothing of it was written, so it is sent again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await settleOnce(facts, options);
    } catch (error) {
      if ((error as { code?: unknown }).code !== "40P01" || attempt >= 3) throw error;
    }
  }
}

async function settleOnce(
  facts: LedgerRoundFacts,
  options: Parameters<typeof settleRoundWithCredit>[1],
): Promise<{ credit: WalletTransaction | null; jackpotPendingTiers: string[] } | false> {
  const { credit, jackpot } = options;
  const pendingTiers = (text: string | null | undefined) => (text ? text.split(" ") : []);
  if (!credit) {
    const rows = await directQuery<{ id: string; jackpotPending?: string | null }>(
      jackpot ? SETTLE_ROUND_WITHOUT_CREDIT_AND_JACKPOT : SETTLE_ROUND_WITHOUT_CREDIT,
      [
        options.roundId,
        options.winMinor.toString(),
        iso(options.now),
        randomRollupShard(),
        ...(jackpot ? [jackpot.shard] : []),
      ],
      "durable",
    );
    return rows.length > 0 ? { credit: null, jackpotPendingTiers: pendingTiers(rows[0]!.jackpotPending) } : false;
  }
  const [row] = await directQuery<TransactionRow & { jackpotPending?: string | null }>(
    jackpot ? SETTLE_ROUND_WITH_CREDIT_AND_JACKPOT : SETTLE_ROUND_WITH_CREDIT,
    [
      ...newTransactionValues(facts, {
        ...credit,
        roundId: options.roundId,
        type: "credit",
        amountMinor: options.winMinor,
        now: options.now,
      }),
      randomRollupShard(),
      ...(jackpot ? [jackpot.shard] : []),
    ],
    "durable",
  );
  if (!row) return false;
  const { jackpotPending, ...transaction } = row;
  return { credit: walletTransactionFromRow(transaction), jackpotPendingTiers: pendingTiers(jackpotPending) };
}

// Free rounds: the award pays the stake, so a free round has no debit. Its start takes one of the award's rounds
// and stores the round in one statement; its settlement stores the (capped) win on the round, the award and the
// credit in one statement, so the award's rounds and win always match the ledger.

/** An award that can start a round now: active, rounds left, its campaign active and in its window. */
const START_FREE_ROUND = {
  name: "gp_wallet_free_round_start_v2",
  // The conditional increment holds the award's row lock: concurrent starts on any instance queue on it and
  // re-check rounds_played, so no more rounds start than were awarded. The unique indexes on (session, idempotency
  // key) and on the session's unsettled round refuse a replay or an overlapping round, undoing the increment.
  text: `WITH award AS (
      UPDATE free_rounds_awards a SET rounds_played = a.rounds_played + 1, updated_at = $13::timestamp(3)
      FROM free_rounds_campaigns c
      WHERE a.id = $2 AND c.id = a.campaign_ref AND a.operator_id = $3 AND a.external_player_id = $4
        AND a.state = 'active' AND a.rounds_played < a.rounds_total
        AND c.state = 'active' AND c.valid_from <= $13::timestamp(3) AND c.expires_at > $13::timestamp(3)
        AND c.currency = $7::bpchar AND $6 = ANY (c.game_symbols)
      RETURNING a.id
    )
    INSERT INTO wallet_rounds (id, operator_id, player_id, session_id, game_symbol, currency, exponent, bet_minor, state,
      debit_transaction_id, free_rounds_award_id, lease_until, idempotency_key, request_digest, test, created_at, updated_at)
    SELECT $1, $3, $4, $5, $6, $7::bpchar, $8::int, $9::bigint, 'debited', NULL, award.id, $10::timestamp(3), $11, $12,
      ${IS_TEST_ACCOUNT("$3", "$4")}, $13::timestamp(3), $13::timestamp(3)
    FROM award
    RETURNING id`,
};

/**
 * Takes one round of the award and stores the free round (state debited, no debit, bet_minor = the stake the award
 * pays, leased until leaseUntil). False when the award cannot start a round (nothing written).
 */
export async function startFreeRound(
  facts: LedgerRoundFacts,
  round: { roundId: string; awardId: string; betMinor: bigint; leaseUntil: Date; now: Date },
  idempotency: { key: string; requestDigest: string } | null,
): Promise<boolean> {
  const rows = await directQuery(
    START_FREE_ROUND,
    [
      round.roundId,
      round.awardId,
      facts.operatorId,
      facts.playerId,
      facts.sessionId,
      facts.gameSymbol,
      facts.currency,
      facts.exponent,
      round.betMinor.toString(),
      iso(round.leaseUntil),
      idempotency?.key ?? null,
      idempotency?.requestDigest ?? null,
      iso(round.now),
    ],
    "durable",
  );
  return rows.length > 0;
}

/** An active award is completed once every round was started and none is still unsettled (this one excepted). */
const AWARD_COMPLETES = `a.state = 'active' AND a.rounds_played >= a.rounds_total AND NOT EXISTS (
    SELECT 1 FROM wallet_rounds o WHERE o.free_rounds_award_id = a.id AND o.id <> $2 AND o.state IN ('debiting', 'debited'))`;

const SETTLE_FREE_ROUND = {
  name: "gp_wallet_free_round_settle_v5",
  // The award's row is locked first (FOR UPDATE returns its latest version), so the cap sees every win credited
  // before; the round's win is what is paid: min(win, max_win - award win so far). A cut win is written to the
  // game round too (the paid win, and the engine's as win_before_cap_minor), so whatever shows it shows what was paid.
  text: `WITH award_now AS (
      SELECT a.id, a.win_minor, c.max_win_minor, c.campaign_id
      FROM free_rounds_awards a JOIN free_rounds_campaigns c ON c.id = a.campaign_ref
      WHERE a.id = (SELECT free_rounds_award_id FROM wallet_rounds WHERE id = $2)
      FOR UPDATE OF a
    ), paid AS (
      SELECT id AS award_id, campaign_id,
        CASE WHEN max_win_minor IS NULL THEN $11::bigint ELSE LEAST($11::bigint, GREATEST(max_win_minor - win_minor, 0)) END AS amount
      FROM award_now
    ), settled AS (
      UPDATE wallet_rounds r SET state = 'settled', win_minor = paid.amount,
        credit_transaction_id = CASE WHEN paid.amount > 0 OR $16::boolean THEN $1 END, lease_until = NULL, updated_at = $15::timestamp(3)
      FROM paid
      WHERE r.id = $2 AND r.state = 'debited' AND r.free_rounds_award_id = paid.award_id
      RETURNING r.win_minor, r.credit_transaction_id, r.created_at, r.operator_id, r.game_symbol, r.currency, r.player_id, r.bet_minor,
        r.test
    ),
    ${rollupUpsertCtes({ source: "settled", kind: "free", shard: "$17::smallint", now: "$15::timestamp(3)" })},
    ${rollupPlayersCtes({ source: "settled", shard: "$17::smallint" })},
    award AS (
      UPDATE free_rounds_awards a SET win_minor = a.win_minor + settled.win_minor,
        state = CASE WHEN ${AWARD_COMPLETES} THEN 'completed' ELSE a.state END,
        completed_at = CASE WHEN ${AWARD_COMPLETES} THEN $15::timestamp(3) ELSE a.completed_at END,
        updated_at = $15::timestamp(3)
      FROM settled, paid, free_rounds_campaigns c
      WHERE a.id = paid.award_id AND c.id = a.campaign_ref
      RETURNING ${AWARD_OFFER_COLUMNS}
    ), capped_game_round AS (
      UPDATE game_rounds g SET win_before_cap_minor = g.win_minor, win_minor = settled.win_minor
      FROM settled
      WHERE g.id = $2 AND settled.win_minor < g.win_minor
    ), credit AS (
      INSERT INTO wallet_transactions (${NEW_TRANSACTION_COLUMNS}, campaign_id)
      SELECT $1, $2, $3, $4, $5, $6, $7::bpchar, $8::int, $9::"WalletCallbackType", $10, settled.win_minor, 'pending', 0,
        $15::timestamp(3), $12, $13::timestamp(3), $14::timestamp(3), $15::timestamp(3), $15::timestamp(3), paid.campaign_id
      FROM settled, paid
      WHERE settled.credit_transaction_id IS NOT NULL
    )
    SELECT award.*, settled.win_minor::text AS "paidMinor" FROM award, settled`,
};

const COMPLETE_AWARD = {
  name: "gp_wallet_free_round_award_complete_v1",
  text: `UPDATE free_rounds_awards a SET state = 'completed', completed_at = $3::timestamp(3), updated_at = $3::timestamp(3)
    FROM free_rounds_campaigns c
    WHERE a.id = $1 AND c.id = a.campaign_ref AND ${AWARD_COMPLETES}
    RETURNING ${AWARD_OFFER_COLUMNS}`,
};

/**
 * debited → settled for a free round (compare-and-set): the win paid (capped by the campaign's max_win against
 * the award's win so far) on the round and added to the award, the award completed when this was its last round,
 * and the credit of the paid win (with the campaign id) unless it is zero and zero wins are not credited — all in
 * one statement. Returns false when the round was taken over meanwhile (nothing written).
 */
export async function settleFreeRoundWithCredit(
  facts: LedgerRoundFacts,
  options: {
    roundId: string;
    winMinor: bigint;
    credit: { id: string; actionType: string; leaseOwner: string; leaseUntil: Date; giveUpAt: Date };
    creditZeroWins: boolean;
    now: Date;
  },
): Promise<{ paidMinor: bigint; creditTransactionId: string | null; award: AwardOfferRow } | false> {
  const [row] = await directQuery<AwardOfferRow & { paidMinor: string }>(
    SETTLE_FREE_ROUND,
    [
      ...newTransactionValues(facts, {
        ...options.credit,
        roundId: options.roundId,
        type: "credit",
        amountMinor: options.winMinor,
        now: options.now,
      }),
      options.creditZeroWins,
      randomRollupShard(),
    ],
    "durable",
  );
  if (!row) return false;
  const { paidMinor, ...settledAward } = row;
  let award: AwardOfferRow = settledAward;
  // Two sessions settling the award's last rounds at once each still see the other's round unsettled in their
  // statement's snapshot: the later one checks again, now that both are committed.
  if (award.state === "active" && Number(award.roundsPlayed) >= Number(award.roundsTotal)) {
    const [completed] = await directQuery<AwardOfferRow>(
      COMPLETE_AWARD,
      [award.awardId, options.roundId, iso(options.now)],
      "durable",
    );
    award = completed ?? award;
  }
  const paid = BigInt(paidMinor);
  return {
    paidMinor: paid,
    creditTransactionId: paid > 0n || options.creditZeroWins ? options.credit.id : null,
    award,
  };
}

const AWARD_OFFER = {
  name: "gp_wallet_free_round_award_v1",
  text: `SELECT ${AWARD_OFFER_COLUMNS} FROM free_rounds_awards a JOIN free_rounds_campaigns c ON c.id = a.campaign_ref WHERE a.id = $1`,
};

/** The award as it is now (a replayed free round answers with it). */
export async function readAwardOffer(awardId: string): Promise<AwardOfferRow | null> {
  const [row] = await directQuery<AwardOfferRow>(AWARD_OFFER, [awardId], "durable");
  return row ?? null;
}

/** Columns an attempt may change (stateAfterAttempt's fields), with their SQL casts. */
const ATTEMPT_UPDATE_COLUMNS: Record<string, [column: string, cast: string]> = {
  state: ["state", `"WalletTransactionState"`],
  attempts: ["attempts", "int"],
  firstAttemptAt: ["first_attempt_at", "timestamp(3)"],
  lastAttemptAt: ["last_attempt_at", "timestamp(3)"],
  completedAt: ["completed_at", "timestamp(3)"],
  nextAttemptAt: ["next_attempt_at", "timestamp(3)"],
  leaseOwner: ["lease_owner", "text"],
  leaseUntil: ["lease_until", "timestamp(3)"],
  balanceAfter: ["balance_after", "text"],
  errorCode: ["error_code", "text"],
  errorMessage: ["error_message", "text"],
};
const ATTEMPT_FIELDS = Object.keys(ATTEMPT_UPDATE_COLUMNS);

// One prepared statement per set of changed fields (a handful: one per outcome), built once.
const attemptStatements = new Map<string, DirectStatement>();

function attemptStatement(fields: string[]): DirectStatement {
  const key = fields.join(",");
  let statement = attemptStatements.get(key);
  if (!statement) {
    const assignments = fields.map((field, index) => {
      const [column, cast] = ATTEMPT_UPDATE_COLUMNS[field]!;
      return `${column} = $${index + 10}::${cast}`;
    });
    statement = {
      name: `gp_wallet_attempt_v2_${fields.map((field) => ATTEMPT_FIELDS.indexOf(field).toString(36)).join("")}`,
      text: `WITH attempt AS (
          UPDATE wallet_callback_attempts SET response_status = $3::int, response_body = $4, outcome = $5::"WalletAttemptOutcome",
            error = $6, latency_ms = $7::int
          WHERE id = $8::bigint
        )
        UPDATE wallet_transactions SET ${[...assignments, "updated_at = $9::timestamp(3)"].join(", ")}
        WHERE id = $1 AND lease_owner = $2
        RETURNING ${TRANSACTION_COLUMNS}`,
    };
    attemptStatements.set(key, statement);
  }
  return statement;
}

/**
 * Completes the attempt row stored before the call left with its answer, and applies the ledger row's state change
 * if `leaseOwner` still holds it, in one statement. Returns the row after the change, or null when the lease was
 * lost (the attempt is completed anyway).
 */
export async function recordAttemptAndUpdate(options: {
  leaseOwner: string;
  transactionId: string;
  attemptId: bigint;
  answer: WalletAttemptAnswer;
  data: Prisma.WalletTransactionUpdateManyMutationInput;
  now: Date;
}): Promise<WalletTransaction | null> {
  const { answer, data } = options;
  const fields = Object.keys(data).sort((a, b) => ATTEMPT_FIELDS.indexOf(a) - ATTEMPT_FIELDS.indexOf(b));
  const unknown = fields.find((field) => !ATTEMPT_FIELDS.includes(field));
  if (unknown) throw new Error(`attempt update of ${unknown} has no statement`);
  const changes = fields.map((field) => {
    const value = (data as Record<string, unknown>)[field];
    return value instanceof Date ? value.toISOString() : (value ?? null);
  });
  return transactionQuery(attemptStatement(fields), [
    options.transactionId,
    options.leaseOwner,
    answer.responseStatus,
    answer.responseBody,
    answer.outcome,
    answer.error,
    answer.latencyMs,
    options.attemptId.toString(),
    iso(options.now),
    ...changes,
  ]);
}
