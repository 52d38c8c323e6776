import "server-only";
import type { Db } from "@/lib/server/db/prisma";

// Jackpot money in the money view and billing (docs/reports.md "Jackpots"), read from the jackpot ledgers rather
// than the rollups (a win has no round of its own; the rollups and their verification stay as they are), each amount
// in the currency of the round it came from, so it sits on the same line as that round's bets:
// - a contribution: floor(bet x tier rate) in minor units of the round's currency, dated by when its round settled.
//   That is the share of the player's bet the round gives the pool; the pool itself receives it converted to its own
//   currency (jackpot_contributions.amount_minor = floor(bet x staff rate x tier rate), the rate on the row), and the
//   conversion's rounding stays with the provider, who holds the pool. For a round in the pool's currency the two
//   are the same number.
// - a win: what its credit pays (jackpot_wins.paid_minor, the round's currency), dated by when it was won.
// GGR = bets − wins − jackpot contributions; jackpot wins are paid from the pools, not from GGR.

/** Contributions as rows of (t, operator_id, game_symbol, currency, amount_minor in the round's currency). */
export const JACKPOT_CONTRIBUTION_ROWS = `SELECT c.created_at AS t, c.operator_id, c.game_symbol, c.currency,
    floor(c.bet_minor * tr.rate)::bigint AS amount_minor
  FROM jackpot_contributions c JOIN jackpot_tiers tr ON tr.id = c.tier_id`;

/**
 * Wins as rows of (t, operator_id, game_symbol, currency, amount_minor paid in the round's currency); a test
 * account's round's win is not revenue (its round feeds no pool either: wallet-ledger-statements.ts).
 */
export const JACKPOT_WIN_ROWS = `SELECT w.won_at AS t, w.operator_id, w.game_symbol, w.paid_currency AS currency, w.paid_minor AS amount_minor
  FROM jackpot_wins w WHERE NOT EXISTS (SELECT 1 FROM wallet_rounds r WHERE r.id = w.round_id AND r.test)`;

export interface JackpotMoney {
  /** Minor units of the currency. */
  contributionsMinor: bigint;
  winsMinor: bigint;
}

/** One operator's jackpot contributions and wins of [from, to) per currency (the rounds' currencies). */
export async function operatorJackpotMoney(
  db: Db,
  options: { operatorId: string; from: Date; to: Date },
): Promise<Map<string, JackpotMoney>> {
  const sum = (rows: string) =>
    db.$queryRawUnsafe<{ currency: string; amount_minor: string }[]>(
      `SELECT currency::text AS currency, sum(amount_minor)::text AS amount_minor FROM (${rows}) l
        WHERE operator_id = $1 AND t >= $2::timestamp(3) AND t < $3::timestamp(3) GROUP BY 1`,
      options.operatorId,
      options.from.toISOString(),
      options.to.toISOString(),
    );
  const [contributions, wins] = await Promise.all([sum(JACKPOT_CONTRIBUTION_ROWS), sum(JACKPOT_WIN_ROWS)]);
  const money = new Map<string, JackpotMoney>();
  const entry = (currency: string) => {
    const key = currency.trim();
    let found = money.get(key);
    if (!found) money.set(key, (found = { contributionsMinor: 0n, winsMinor: 0n }));
    return found;
  };
  for (const row of contributions) entry(row.currency).contributionsMinor = BigInt(row.amount_minor);
  for (const row of wins) entry(row.currency).winsMinor = BigInt(row.amount_minor);
  return money;
}
