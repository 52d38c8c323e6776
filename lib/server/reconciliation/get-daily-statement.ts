import "server-only";
import { createHash } from "node:crypto";
import {
  statementCanonicalText,
  statementDateSchema,
  TRANSACTION_TYPES,
  type Statement,
  type StatementLine,
} from "@/lib/contract/reconciliation-api";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { reconciliationSettings } from "./reconciliation-settings";

// One operator's wallet transactions of one UTC day (by created_at, the feed's key), counted and summed per
// currency, type, state and promotion (a promotion's prize credits on lines of their own): the same rows the transactions feed lists for from=<day>T00:00Z, to=<next day>T00:00Z,
// with the feed's lag (RECONCILIATION_FEED_LAG_MS) applied to today, so both always give the same numbers.
// JSON and CSV carry the same numbers; content_hash is the SHA-256 of the CSV body (statementCanonicalText), so
// either side can rebuild it from the JSON. Lines are sorted by currency, then type, then state, then promotion (none first; code point order).
// States still move (pending → succeeded) until every transaction of the day is final, so today's statement, and
// a day whose credits are still retried, can change: `final` says when they no longer do (the day is over, the lag
// has passed, nothing of it is pending or unknown); `as_of` when the numbers were read. Neither is in the CSV body
// (the hashed canonical text): the CSV answer carries them as headers (statementCsvHeaders).

const DAY_MS = 86_400_000;
/** States the platform itself still moves on (a delivery in progress or retried). */
const SETTLING_STATES = new Set<string>(["pending", "unknown"]);

export async function getDailyStatement(options: {
  operatorId: string;
  date: string;
}): Promise<{ statement: Statement; csv: string }> {
  // The operator API parses the date in its route; the console passes staff input straight through.
  const from = new Date(`${parseInput(statementDateSchema, options.date)}T00:00:00.000Z`);
  const now = Date.now();
  if (from.getTime() > now) throw new AppError("invalid_request", "date must not be in the future");
  const to = new Date(from.getTime() + DAY_MS);
  const lagPassed = now - reconciliationSettings().feedLagMs;
  const cutoff = new Date(Math.min(to.getTime(), lagPassed));
  const groups = await prisma.walletTransaction.groupBy({
    by: ["currency", "exponent", "type", "state", "promotionId"],
    where: {
      operatorId: options.operatorId,
      type: { in: [...TRANSACTION_TYPES] },
      createdAt: { gte: from, lt: cutoff },
    },
    _count: { _all: true },
    _sum: { amountMinor: true },
  });
  const byCurrency = new Map<string, StatementLine[]>();
  for (const group of groups.sort(
    (a, b) =>
      compare(a.currency, b.currency) ||
      compare(a.type, b.type) ||
      compare(a.state, b.state) ||
      compare(a.promotionId ?? "", b.promotionId ?? ""),
  )) {
    const lines = byCurrency.get(group.currency) ?? [];
    lines.push({
      transaction_type: group.type as StatementLine["transaction_type"],
      state: group.state,
      count: group._count._all,
      amount: formatMinorUnits(group._sum.amountMinor ?? 0n, group.exponent),
      promotion_id: group.promotionId,
    });
    byCurrency.set(group.currency, lines);
  }
  const body = {
    operator_id: options.operatorId,
    date: options.date,
    from: from.toISOString(),
    to: to.toISOString(),
    currencies: [...byCurrency].map(([currency, lines]) => ({ currency, lines })),
  };
  const csv = statementCanonicalText(body);
  const settling = groups.some((group) => SETTLING_STATES.has(group.state));
  return {
    statement: {
      ...body,
      final: lagPassed >= to.getTime() && !settling,
      as_of: new Date(now).toISOString(),
      content_hash: createHash("sha256").update(csv, "utf8").digest("hex"),
    },
    csv,
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
