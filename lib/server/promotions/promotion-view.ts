import "server-only";
import type { PromotionState, PromotionView } from "@/lib/contract/promotions-api";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import type { Prisma } from "@/lib/server/db/prisma";
import { dropChance } from "./drop-chance";

// A promotion as the operator API and the console show it. Its state is read from its window and its
// cancelled_at / settled_at at the moment of the read (nothing flips it at starts_at or ends_at).

export const PROMOTION_INCLUDE = {
  operators: { select: { operatorId: true }, orderBy: { operatorId: "asc" } },
} satisfies Prisma.PromotionInclude;
export type PromotionRow = Prisma.PromotionGetPayload<{ include: typeof PROMOTION_INCLUDE }>;

/** The promotion, and for staff the operators taking part (never shown to an operator). */
export interface PromotionRecord {
  promotion: PromotionView;
  operatorIds: string[];
  /** Tournaments: minutes the frozen results are held for staff review before the prizes are queued. */
  reviewMinutes: number;
}

/** One line of a promotion's prizes: a tournament's rank range or a prize drop's tier. */
export type PromotionPrizeView = PromotionView["prizes"][number];

/** As stored in promotions.prizes: minor units of the base currency as decimal strings (bigint-safe JSON). */
export type StoredPrizes =
  | { kind: "tournament"; ranks: { fromRank: number; toRank: number; amountMinor: string }[] }
  | { kind: "prize_drop"; tiers: { count: number; amountMinor: string }[] };
/** As stored in promotions.min_bets: currency → minor units as a decimal string. */
export type StoredMinBets = Record<string, string>;

type StateFields = Pick<PromotionRow, "startsAt" | "endsAt" | "cancelledAt" | "settledAt">;

export function promotionState(row: StateFields, now: Date): PromotionState {
  if (row.cancelledAt) return "cancelled";
  if (row.settledAt) return "settled";
  if (now < row.startsAt) return "scheduled";
  return now < row.endsAt ? "running" : "ended";
}

/** The rows promotionState gives `state` at `now`. */
export function promotionStateWhere(state: PromotionState, now: Date): Prisma.PromotionWhereInput {
  const live = { cancelledAt: null, settledAt: null };
  switch (state) {
    case "cancelled":
      return { cancelledAt: { not: null } };
    case "settled":
      return { cancelledAt: null, settledAt: { not: null } };
    case "scheduled":
      return { ...live, startsAt: { gt: now } };
    case "running":
      return { ...live, startsAt: { lte: now }, endsAt: { gt: now } };
    case "ended":
      return { ...live, endsAt: { lte: now } };
  }
}

/** Every prize together, in minor units of the base currency. */
export function prizePoolMinor(prizes: StoredPrizes): bigint {
  if (prizes.kind === "tournament")
    return prizes.ranks.reduce(
      (sum, line) => sum + BigInt(line.toRank - line.fromRank + 1) * BigInt(line.amountMinor),
      0n,
    );
  return prizes.tiers.reduce((sum, tier) => sum + BigInt(tier.count) * BigInt(tier.amountMinor), 0n);
}

/** The prize a tournament's rank would be paid, in its base currency; null outside the prize table. */
export function rankPrize(
  prizes: StoredPrizes,
  baseCurrency: string,
  rank: number,
): { amount: string; currency: string } | null {
  if (prizes.kind !== "tournament") return null;
  const line = prizes.ranks.find((range) => range.fromRank <= rank && rank <= range.toRank);
  return line
    ? { amount: formatMinorUnits(BigInt(line.amountMinor), currencyExponent(baseCurrency)), currency: baseCurrency }
    : null;
}

/** A prize drop's progress: prizes dropped so far and qualifying rounds counted (what its chance is made of). */
export interface DropProgress {
  dropped: number;
  rounds: number;
}

/** The records of `rows`, each prize drop's progress read with one grouped count per table. */
export async function promotionRecords(
  db: Prisma.TransactionClient,
  rows: PromotionRow[],
  now: Date,
): Promise<PromotionRecord[]> {
  const drops = rows.filter((row) => row.kind === "prize_drop").map((row) => row.id);
  const [dropped, rounds] = drops.length
    ? await Promise.all([
        db.promotionPayout.groupBy({
          by: ["promotionId"],
          where: { promotionId: { in: drops } },
          _count: { _all: true },
        }),
        db.promotionRoundScore.groupBy({
          by: ["promotionId"],
          where: { promotionId: { in: drops } },
          _count: { _all: true },
        }),
      ])
    : [[], []];
  const countOf = (groups: { promotionId: string; _count: { _all: number } }[], id: string) =>
    groups.find((group) => group.promotionId === id)?._count._all ?? 0;
  return rows.map((row) =>
    toPromotionRecord(
      row,
      now,
      row.kind === "prize_drop" ? { dropped: countOf(dropped, row.id), rounds: countOf(rounds, row.id) } : null,
    ),
  );
}

function toPromotionRecord(row: PromotionRow, now: Date, progress: DropProgress | null): PromotionRecord {
  const currency = row.baseCurrency;
  const exponent = currencyExponent(currency);
  const money = (minor: bigint | string) => formatMinorUnits(BigInt(minor), exponent);
  const prizes = row.prizes as unknown as StoredPrizes;
  const minBets = row.minBets as unknown as StoredMinBets;
  const operatorIds = row.operators.map((operator) => operator.operatorId);
  const state = promotionState(row, now);
  const prizesLeft =
    progress && prizes.kind === "prize_drop"
      ? prizes.tiers.reduce((sum, tier) => sum + tier.count, 0) - progress.dropped
      : null;
  const promotion: PromotionView = {
    promotion_id: row.id,
    kind: row.kind,
    title: row.title,
    state,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    games: row.gameSymbols,
    network: operatorIds.length > 1,
    opt_in: row.optIn,
    jurisdictions: row.jurisdictions,
    scoring: row.scoring,
    min_bets: Object.entries(minBets).map(([betCurrency, minor]) => ({
      currency: betCurrency,
      amount: formatMinorUnits(BigInt(minor), currencyExponent(betCurrency)),
    })),
    prizes:
      prizes.kind === "tournament"
        ? prizes.ranks.map((line) => ({
            from_rank: line.fromRank,
            to_rank: line.toRank,
            amount: money(line.amountMinor),
            currency,
          }))
        : prizes.tiers.map((tier, index) => ({
            tier: index + 1,
            count: tier.count,
            amount: money(tier.amountMinor),
            currency,
          })),
    prize_pool: { amount: money(prizePoolMinor(prizes)), currency },
    prizes_left: prizesLeft,
    drop_chance:
      progress && state === "running"
        ? dropChance({
            prizesLeft: prizesLeft!,
            roundsSoFar: progress.rounds,
            msSinceStart: now.getTime() - Math.max(row.startsAt.getTime(), row.createdAt.getTime()),
            msLeft: row.endsAt.getTime() - now.getTime(),
          }).toFixed(6)
        : null,
    terms: row.terms,
    created_at: row.createdAt.toISOString(),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    payouts_release_at: row.payoutsReleaseAt?.toISOString() ?? null,
    payouts_released_at: row.payoutsReleasedAt?.toISOString() ?? null,
  };
  return { promotion, operatorIds, reviewMinutes: row.reviewMinutes };
}
