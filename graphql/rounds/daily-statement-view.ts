import type { Statement } from "@/lib/contract/reconciliation-api";

/** A daily statement (the operator API's snake_case view) as both GraphQL schemas' DailyStatement type reads it. */
export function toDailyStatement(statement: Statement) {
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
  };
}
