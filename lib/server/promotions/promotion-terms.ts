import "server-only";
import { PROMOTION_MAX_WINDOW_DAYS, type CreatePromotionInput } from "@/lib/contract/promotions-api";
import { AppError } from "@/lib/base/errors";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { parseMinorUnits } from "@/lib/base/money/decimal-amount";
import type { Prisma } from "@/lib/server/db/prisma";
import type { StoredMinBets, StoredPrizes } from "./promotion-view";

// A promotion's terms as staff enter them (create, or edit before it starts), checked and turned into what is
// stored, before anything is written:
// - the window: ends_at in the future, after starts_at, at most PROMOTION_MAX_WINDOW_DAYS long (starts_at may have
//   passed: the promotion then runs from its creation);
// - every operator exists, and every game exists and is live in every taking-part operator's catalog (a player of
//   each can play it);
// - amounts are decimal text the currency can hold, more than 0; prize-drop tiers are kept largest first.

export interface PromotionTerms {
  kind: CreatePromotionInput["kind"];
  title: string;
  terms: string;
  gameSymbols: string[];
  startsAt: Date;
  endsAt: Date;
  baseCurrency: string;
  scoring: NonNullable<CreatePromotionInput["scoring"]> | null;
  minBets: StoredMinBets;
  prizes: StoredPrizes;
  optIn: boolean;
  reviewMinutes: number;
  jurisdictions: string[];
}

const DAY_MS = 86_400_000;

function amountMinor(field: string, text: string, currency: string): bigint {
  const exponent = currencyExponent(currency);
  let minor: bigint;
  try {
    minor = parseMinorUnits(text, exponent);
  } catch {
    throw new AppError(
      "invalid_amount",
      `${field} "${text}" is finer than ${currency} allows (${exponent} decimal place(s))`,
    );
  }
  if (minor <= 0n) throw new AppError("invalid_amount", `${field} must be more than 0`);
  return minor;
}

export async function checkPromotionTerms(options: {
  db: Prisma.TransactionClient;
  input: CreatePromotionInput;
  now: Date;
}): Promise<PromotionTerms> {
  const { db: tx, input, now } = options;
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  if (endsAt <= now) throw new AppError("invalid_promotion_window", "ends_at must be in the future");
  if (startsAt >= endsAt) throw new AppError("invalid_promotion_window", "starts_at must be before ends_at");
  if (endsAt.getTime() - startsAt.getTime() > PROMOTION_MAX_WINDOW_DAYS * DAY_MS)
    throw new AppError("invalid_promotion_window", `a promotion runs at most ${PROMOTION_MAX_WINDOW_DAYS} days`);

  const baseCurrency = input.base_currency.toUpperCase();
  const minBets: StoredMinBets = {};
  for (const bet of input.min_bets) {
    const currency = bet.currency.toUpperCase();
    minBets[currency] = amountMinor(`min_bets ${currency}`, bet.amount, currency).toString();
  }
  const prizes: StoredPrizes =
    input.kind === "tournament"
      ? {
          kind: "tournament",
          ranks: (input.tournament_prizes ?? []).map((line) => ({
            fromRank: line.from_rank,
            toRank: line.to_rank,
            amountMinor: amountMinor(
              `prize of ranks ${line.from_rank}-${line.to_rank}`,
              line.amount,
              baseCurrency,
            ).toString(),
          })),
        }
      : {
          kind: "prize_drop",
          tiers: (input.drop_prizes ?? [])
            .map((tier) => ({ count: tier.count, minor: amountMinor("drop prize", tier.amount, baseCurrency) }))
            .sort((a, b) => (a.minor === b.minor ? 0 : a.minor > b.minor ? -1 : 1))
            .map((tier) => ({ count: tier.count, amountMinor: tier.minor.toString() })),
        };

  const operators = await tx.operator.findMany({ where: { id: { in: input.operators } }, select: { id: true } });
  const missing = input.operators.find((id) => !operators.some((operator) => operator.id === id));
  if (missing) throw new AppError("operator_not_found", `Operator "${missing}" not found`);
  const games = await tx.game.findMany({
    where: { OR: [{ symbol: { in: input.games } }, { slug: { in: input.games } }] },
    select: {
      symbol: true,
      slug: true,
      liveCatalogEnabled: true,
      catalogEntries: { where: { operatorId: { in: input.operators } }, select: { operatorId: true } },
    },
  });
  const gameSymbols: string[] = [];
  for (const identifier of input.games) {
    // A symbol match wins over another game's equal slug (as findGameBySymbolOrSlug).
    const game = games.find((row) => row.symbol === identifier) ?? games.find((row) => row.slug === identifier);
    if (!game) throw new AppError("unknown_game", `games: "${identifier}" is not a game symbol or slug`);
    const without = input.operators.find(
      (operatorId) => !game.catalogEntries.some((entry) => entry.operatorId === operatorId),
    );
    if (!game.liveCatalogEnabled || without)
      throw new AppError(
        "game_not_in_catalog",
        `games: ${game.symbol} is not in the catalog of operator ${without ?? input.operators[0]}`,
      );
    if (!gameSymbols.includes(game.symbol)) gameSymbols.push(game.symbol);
  }
  return {
    kind: input.kind,
    title: input.title,
    terms: input.terms,
    gameSymbols,
    startsAt,
    endsAt,
    baseCurrency,
    scoring: input.kind === "tournament" ? (input.scoring ?? null) : null,
    minBets,
    prizes,
    optIn: input.opt_in,
    reviewMinutes: input.kind === "tournament" ? (input.review_minutes ?? 0) : 0,
    jurisdictions: input.jurisdictions ?? [],
  };
}
