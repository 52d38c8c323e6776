import "server-only";
import type { RoundDetails, RoundTransactionView } from "@/lib/contract/reconciliation-api";
import type { GameRound, WalletRound, WalletTransaction } from "@/lib/server/db/generated/client";
import { directQuery, utcTimeColumn, type DirectStatement } from "@/lib/server/db/direct-sql";
import { AppError } from "@/lib/base/errors";
import { jurisdictionProfile, strictestProfile } from "@/lib/contract/jurisdiction-profiles";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { roundReplayUrl } from "@/lib/server/replay/replay-link";
import { roundView } from "@/lib/server/runtime/round-view";
import { openRoundStatus } from "./open-round-status";
import { addMonths, reconciliationSettings } from "./reconciliation-settings";

// One round of the operator, for support and disputes: its money (wallet_rounds), its outcome as the game showed it
// (game_rounds), every wallet transaction with its attempts, the free-rounds award that paid it, whether it is
// still open, and the session's mode, jurisdiction profile and RTP variant it was played under. Found by its id or
// by any of its transaction ids. Another operator's round is "not found": its existence is not disclosed. Without operatorId (the staff console) any operator's round is found. replayBaseUrl
// starts the round's replay link (PUBLIC_BASE_URL or the request's origin).

export async function getRoundDetails(options: {
  operatorId?: string;
  roundId?: string;
  transactionId?: string;
  replayBaseUrl: string;
}): Promise<RoundDetails> {
  const settings = reconciliationSettings();
  const rows = options.roundId
    ? await directQuery<RoundRow>(ROUND_BY_ID, [options.roundId], "durable")
    : options.transactionId
      ? await directQuery<RoundRow>(
          ROUND_BY_TRANSACTION_ID,
          [options.transactionId, options.operatorId ?? null],
          "durable",
        )
      : [];
  const row = rows[0];
  if (!row || !inScope(row.operatorId, options.operatorId)) {
    throw new AppError(
      "round_not_found",
      options.roundId
        ? `Round "${options.roundId}" not found`
        : `No round has a transaction "${options.transactionId}"`,
    );
  }
  const createdAt = new Date(row.createdAt);
  const transactions: ReadTransaction[] = (
    typeof row.transactions === "string" ? (JSON.parse(row.transactions) as TransactionRow[]) : row.transactions
  ).map((transaction) => ({
    ...transaction,
    createdAt: new Date(transaction.createdAt),
    giveUpAt: transaction.giveUpAt === null ? null : new Date(transaction.giveUpAt),
  }));
  const played = row.gameCreatedAt === null ? null : roundView(gameRoundOf(row));
  const now = new Date();
  const open = openRoundStatus(
    {
      state: row.state,
      leaseUntil: row.leaseUntil === null ? null : new Date(row.leaseUntil),
      freeRoundsAwardId: row.freeRoundsAwardId,
    },
    transactions,
    now,
  );
  return {
    round_id: row.id,
    operator_id: row.operatorId,
    game_symbol: row.gameSymbol,
    external_player_id: row.playerId,
    session_id: row.sessionId,
    mode: row.sessionMode,
    // The launch's profile made stricter by the operator's; the operator's is read as configured now.
    jurisdiction: strictestProfile(
      jurisdictionProfile(row.operatorJurisdiction),
      jurisdictionProfile(row.sessionJurisdiction),
    ).code,
    // What played the round; a round never played would have played the session's variant.
    rtp_variant: row.gameCreatedAt === null ? row.sessionRtpVariant : row.gameRtpVariant,
    currency: row.currency,
    bet: formatMinorUnits(BigInt(row.betMinor), row.exponent),
    win: row.winMinor === null ? null : formatMinorUnits(BigInt(row.winMinor), row.exponent),
    win_before_cap:
      row.winMinor === null ? null : formatMinorUnits(BigInt(row.gameWinBeforeCapMinor ?? row.winMinor), row.exponent),
    capped: row.winMinor !== null && row.gameWinBeforeCapMinor !== null,
    round_state: row.state,
    test: row.test,
    open: open && { reason_code: open.reason_code, reason: open.reason, next_step: open.next_step },
    bet_level: played?.betLevel ?? null,
    coin_value: played?.coinValue ?? null,
    bought_feature: played?.boughtFeature ?? null,
    free_spins: played?.freeSpins ?? null,
    outcome: played?.outcome ?? null,
    free_rounds: row.awardId
      ? {
          award_id: row.awardId,
          campaign_id: row.awardCampaignId!,
          rounds_total: row.awardRoundsTotal!,
          rounds_played: row.awardRoundsPlayed!,
        }
      : null,
    transactions: transactions.filter((transaction) => transaction.type !== "balance").map(roundTransaction),
    created_at: row.createdAt,
    played_at: row.gameCreatedAt,
    updated_at: row.updatedAt,
    retained_until: addMonths(createdAt, settings.roundsRetentionMonths).toISOString(),
    replay_url: roundReplayUrl({ baseUrl: options.replayBaseUrl, roundId: row.id, now }),
  };
}

function inScope(rowOperatorId: string, operatorId: string | undefined): boolean {
  return operatorId === undefined || rowOperatorId === operatorId;
}

// The whole round in one statement on its keys (wallet_rounds and game_rounds by id, the award and its campaign by
// id, the transactions on their round_id index with each one's attempts summarised on the transaction_id index),
// sent as a prepared statement: the ORM's relation loads cost several round trips and milliseconds of CPU each.
// Times come as ISO text (utcTimeColumn); money as text, read as bigint.

interface TransactionRow {
  id: string;
  type: WalletTransaction["type"];
  actionType: string;
  state: WalletTransaction["state"];
  amountMinor: string;
  exponent: number;
  originalTransactionId: string | null;
  balanceAfter: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  createdAt: string;
  completedAt: string | null;
  giveUpAt: string | null;
  firstAttemptAt: string | null;
  lastAttemptAt: string | null;
  attemptCount: number;
  lastOutcome: RoundTransactionView["attempts"]["last_outcome"];
  lastHttpStatus: number | null;
  lastLatencyMs: number | null;
  lastError: string | null;
}

type ReadTransaction = Omit<TransactionRow, "createdAt" | "giveUpAt"> & { createdAt: Date; giveUpAt: Date | null };

interface RoundRow {
  id: string;
  operatorId: string;
  playerId: string;
  sessionId: string;
  gameSymbol: string;
  currency: string;
  exponent: number;
  betMinor: string;
  winMinor: string | null;
  state: WalletRound["state"];
  test: boolean;
  leaseUntil: string | null;
  freeRoundsAwardId: string | null;
  createdAt: string;
  updatedAt: string;
  sessionMode: "real" | "demo";
  sessionJurisdiction: string | null;
  sessionRtpVariant: string | null;
  operatorJurisdiction: string | null;
  awardId: string | null;
  awardCampaignId: string | null;
  awardRoundsTotal: number | null;
  awardRoundsPlayed: number | null;
  gameSessionId: string | null;
  gameOperatorId: string | null;
  gamePlayerId: string | null;
  gameGameSymbol: string | null;
  gameCurrency: string | null;
  gameBetLevel: number | null;
  gameCoinValue: string | null;
  gameBetMinor: string | null;
  gameWinMinor: string | null;
  gameWinBeforeCapMinor: string | null;
  gameOutcome: string | null;
  gameFreeRoundsAwardId: string | null;
  gameRtpVariant: string | null;
  gameCreatedAt: string | null;
  /** JSON text (json_agg), oldest first; [] without transactions. */
  transactions: string | TransactionRow[];
}

const isoText = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ROUND_SELECT = `
  SELECT r.id, r.operator_id AS "operatorId", r.player_id AS "playerId", r.session_id AS "sessionId", r.game_symbol AS "gameSymbol",
    r.currency::text AS currency, r.exponent, r.bet_minor::text AS "betMinor", r.win_minor::text AS "winMinor", r.state::text AS state, r.test,
    ${utcTimeColumn("r.lease_until", "leaseUntil")}, r.free_rounds_award_id AS "freeRoundsAwardId",
    ${utcTimeColumn("r.created_at", "createdAt")}, ${utcTimeColumn("r.updated_at", "updatedAt")},
    coalesce(s.mode::text, 'real') AS "sessionMode", s.jurisdiction AS "sessionJurisdiction", s.rtp_variant AS "sessionRtpVariant",
    o.jurisdiction AS "operatorJurisdiction",
    a.id AS "awardId", c.campaign_id AS "awardCampaignId", a.rounds_total AS "awardRoundsTotal", a.rounds_played AS "awardRoundsPlayed",
    g.session_id AS "gameSessionId", g.operator_id AS "gameOperatorId", g.player_id AS "gamePlayerId", g.game_symbol AS "gameGameSymbol",
    g.currency::text AS "gameCurrency", g.bet_level AS "gameBetLevel", g.coin_value AS "gameCoinValue", g.bet_minor::text AS "gameBetMinor",
    g.win_minor::text AS "gameWinMinor", g.win_before_cap_minor::text AS "gameWinBeforeCapMinor", g.outcome::text AS "gameOutcome", g.free_rounds_award_id AS "gameFreeRoundsAwardId",
    g.rtp_variant AS "gameRtpVariant",
    ${utcTimeColumn("g.created_at", "gameCreatedAt")},
    (SELECT coalesce(json_agg(json_build_object(
        'id', t.id, 'type', t.type, 'actionType', t.action_type, 'state', t.state, 'amountMinor', t.amount_minor::text,
        'exponent', t.exponent, 'originalTransactionId', t.original_transaction_id, 'balanceAfter', t.balance_after,
        'errorCode', t.error_code, 'errorMessage', t.error_message, 'createdAt', ${isoText("t.created_at")},
        'completedAt', ${isoText("t.completed_at")}, 'giveUpAt', ${isoText("t.give_up_at")},
        'firstAttemptAt', ${isoText("t.first_attempt_at")}, 'lastAttemptAt', ${isoText("t.last_attempt_at")},
        'attemptCount', (SELECT count(*) FROM wallet_callback_attempts n WHERE n.transaction_id = t.id),
        'lastOutcome', l.outcome, 'lastHttpStatus', l.response_status, 'lastLatencyMs', l.latency_ms, 'lastError', l.error
      ) ORDER BY t.created_at, t.id), '[]')::text
      FROM wallet_transactions t
      LEFT JOIN LATERAL (
        SELECT outcome, response_status, latency_ms, error FROM wallet_callback_attempts
        WHERE transaction_id = t.id ORDER BY started_at DESC, id DESC LIMIT 1
      ) l ON true
      WHERE t.round_id = r.id) AS transactions
  FROM wallet_rounds r
  LEFT JOIN game_rounds g ON g.id = r.id
  LEFT JOIN launch_sessions s ON s.id = r.session_id
  JOIN operators o ON o.id = r.operator_id
  LEFT JOIN free_rounds_awards a ON a.id = r.free_rounds_award_id
  LEFT JOIN free_rounds_campaigns c ON c.id = a.campaign_ref`;

const ROUND_BY_ID: DirectStatement = { name: "reconciliation_round_by_id", text: `${ROUND_SELECT} WHERE r.id = $1` };

// The transaction must be in scope too ($2, the operator; null for staff): its round is then checked like any other.
const ROUND_BY_TRANSACTION_ID: DirectStatement = {
  name: "reconciliation_round_by_transaction_id",
  text: `${ROUND_SELECT} WHERE r.id = (SELECT round_id FROM wallet_transactions WHERE id = $1 AND ($2::text IS NULL OR operator_id = $2::text))`,
};

function gameRoundOf(row: RoundRow): GameRound {
  return {
    id: row.id,
    sessionId: row.gameSessionId!,
    operatorId: row.gameOperatorId!,
    playerId: row.gamePlayerId!,
    gameSymbol: row.gameGameSymbol!,
    currency: row.gameCurrency!,
    betLevel: row.gameBetLevel!,
    coinValue: row.gameCoinValue!,
    betMinor: BigInt(row.gameBetMinor!),
    winMinor: BigInt(row.gameWinMinor!),
    winBeforeCapMinor: row.gameWinBeforeCapMinor === null ? null : BigInt(row.gameWinBeforeCapMinor),
    outcome: JSON.parse(row.gameOutcome!) as GameRound["outcome"],
    freeRoundsAwardId: row.gameFreeRoundsAwardId,
    rtpVariant: row.gameRtpVariant,
    createdAt: new Date(row.gameCreatedAt!),
  };
}

function roundTransaction(transaction: ReadTransaction): RoundTransactionView {
  return {
    transaction_id: transaction.id,
    transaction_type: transaction.type as RoundTransactionView["transaction_type"],
    action_type: transaction.actionType,
    state: transaction.state,
    amount: formatMinorUnits(BigInt(transaction.amountMinor), transaction.exponent),
    original_transaction_id: transaction.originalTransactionId,
    balance_after: transaction.balanceAfter,
    created_at: transaction.createdAt.toISOString(),
    completed_at: transaction.completedAt,
    give_up_at: transaction.giveUpAt?.toISOString() ?? null,
    attempts: {
      count: Number(transaction.attemptCount),
      first_attempt_at: transaction.firstAttemptAt,
      last_attempt_at: transaction.lastAttemptAt,
      last_outcome: transaction.lastOutcome,
      last_http_status: transaction.lastHttpStatus,
      last_latency_ms: transaction.lastLatencyMs,
      last_error: transaction.errorMessage ?? transaction.errorCode ?? transaction.lastError,
    },
  };
}
