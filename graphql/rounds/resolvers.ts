import type { RoundDetails, Statement } from "@/lib/contract/reconciliation-api";
import { findRounds } from "@/lib/server/reconciliation/find-rounds";
import { getDailyStatement } from "@/lib/server/reconciliation/get-daily-statement";
import { getRoundDetails } from "@/lib/server/reconciliation/get-round-details";
import { roundJackpotWins } from "@/lib/server/runtime/round-jackpot-wins";
import type { DailyStatement, Resolvers, RoundDetails as RoundDetailsType } from "@/graphql/generated/resolvers-types";
import { orUndefined } from "@/graphql/input";

// Round lookup and daily statements for staff: the operator API's services (lib/server/reconciliation), across
// every operator unless one is named. Their snake_case views become the console's camelCase types here; a round's
// jackpot wins (paid out of the round) come from the runtime's read of them, as the game's round details show them.

export const roundResolvers: Resolvers = {
  Query: {
    rounds: (_parent, { search, operatorId, first, after }) =>
      findRounds({ search, operatorId, first: first ?? undefined, after }),
    round: async (_parent, { id, operatorId }, { baseUrl }) => {
      const round = await getRoundDetails({ roundId: id, operatorId: orUndefined(operatorId), replayBaseUrl: baseUrl });
      return { ...toRoundDetails(round), jackpotWins: await roundJackpotWinsOf(round.round_id) };
    },
    dailyStatement: async (_parent, { operatorId, date }) =>
      toDailyStatement((await getDailyStatement({ operatorId, date })).statement),
  },
};

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

async function roundJackpotWinsOf(roundId: string): Promise<RoundDetailsType["jackpotWins"]> {
  return (await roundJackpotWins(roundId)).map((win) => ({
    ...win,
    state: win.state as RoundDetailsType["jackpotWins"][number]["state"],
  }));
}

function toRoundDetails(round: RoundDetails): Omit<RoundDetailsType, "jackpotWins"> {
  return {
    roundId: round.round_id,
    operatorId: round.operator_id,
    gameSymbol: round.game_symbol,
    externalPlayerId: round.external_player_id,
    sessionId: round.session_id,
    currency: round.currency,
    bet: round.bet,
    win: round.win,
    winBeforeCap: round.win_before_cap,
    capped: round.capped,
    roundState: round.round_state,
    test: round.test,
    open: round.open && {
      reasonCode: round.open.reason_code,
      reason: round.open.reason,
      nextStep: round.open.next_step,
    },
    betLevel: round.bet_level,
    coinValue: round.coin_value,
    boughtFeature: round.bought_feature,
    freeSpins: round.free_spins,
    outcome: round.outcome,
    freeRounds: round.free_rounds && {
      awardId: round.free_rounds.award_id,
      campaignId: round.free_rounds.campaign_id,
      roundsTotal: round.free_rounds.rounds_total,
      roundsPlayed: round.free_rounds.rounds_played,
    },
    transactions: round.transactions.map((transaction) => ({
      transactionId: transaction.transaction_id,
      transactionType: transaction.transaction_type,
      actionType: transaction.action_type,
      state: transaction.state,
      amount: transaction.amount,
      originalTransactionId: transaction.original_transaction_id,
      balanceAfter: transaction.balance_after,
      createdAt: new Date(transaction.created_at),
      completedAt: dateOrNull(transaction.completed_at),
      giveUpAt: dateOrNull(transaction.give_up_at),
      attempts: {
        count: transaction.attempts.count,
        firstAttemptAt: dateOrNull(transaction.attempts.first_attempt_at),
        lastAttemptAt: dateOrNull(transaction.attempts.last_attempt_at),
        lastOutcome: transaction.attempts.last_outcome,
        lastHttpStatus: transaction.attempts.last_http_status,
        lastLatencyMs: transaction.attempts.last_latency_ms,
        lastError: transaction.attempts.last_error,
      },
    })),
    createdAt: new Date(round.created_at),
    playedAt: dateOrNull(round.played_at),
    updatedAt: new Date(round.updated_at),
    retainedUntil: new Date(round.retained_until),
    replayUrl: round.replay_url,
  };
}

function toDailyStatement(statement: Statement): DailyStatement {
  return {
    operatorId: statement.operator_id,
    date: statement.date,
    from: new Date(statement.from),
    to: new Date(statement.to),
    currencies: statement.currencies.map(({ currency, lines }) => ({
      currency,
      lines: lines.map((line) => ({
        transactionType: line.transaction_type,
        state: line.state,
        count: line.count,
        amount: line.amount,
        promotionId: line.promotion_id,
      })),
    })),
    contentHash: statement.content_hash,
    csvPath: `/api/console/statements/${encodeURIComponent(statement.operator_id)}/${statement.date}`,
  };
}
