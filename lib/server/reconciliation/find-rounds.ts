import "server-only";
import { z } from "zod";
import type { Prisma } from "@/lib/server/db/generated/client";
import { AppError } from "@/lib/base/errors";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import { dateCursorPart, decodeCursor, pageRequestSchema, toPage, type Page } from "@/lib/base/paging";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import {
  attemptLogInclude,
  toWalletTransactionView,
  type WalletTransactionView,
} from "@/lib/server/wallet/wallet-delivery-view";

// The staff console's round lookup: one search text that is a round id, a transaction id, a session id or (with an
// operator) an external player id, tried in that order, each a keyed read (primary keys, the (session_id, …) unique
// index, the (operator_id, player_id, created_at) index). Without a search it lists every round, newest first, with
// its debit, credit and rollbacks together (the wallet deliveries view by round). Without operatorId the lookup spans
// every operator: staff support all of them. Rounds come newest first, keyset-paged.

export type RoundMatch = "round" | "transaction" | "session" | "player";

export interface RoundSummaryView {
  id: string;
  operatorId: string;
  gameSymbol: string;
  playerId: string;
  sessionId: string;
  currency: string;
  bet: string;
  win: string | null;
  state: string;
  /** A test account's round: in no revenue report or bill. */
  test: boolean;
  freeRoundsAwardId: string | null;
  createdAt: Date;
  transactions: WalletTransactionView[];
}

export interface RoundSearchResult extends Page<RoundSummaryView> {
  /** What the search text turned out to be; null without a search, or when it matched nothing. */
  matchedBy: RoundMatch | null;
}

const findRoundsSchema = pageRequestSchema.extend({
  operatorId: z.string().trim().max(64).nullish(),
  search: z.string().trim().max(256).nullish(),
  /** One player's rounds only (never matched as a round, transaction or session id); needs operatorId. */
  externalPlayerId: z.string().trim().min(1).max(128).nullish(),
});

const include = {
  transactions: {
    where: { type: { in: ["debit", "credit", "rollback"] } },
    include: attemptLogInclude,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  },
} satisfies Prisma.WalletRoundInclude;

export async function findRounds(options: z.input<typeof findRoundsSchema> = {}): Promise<RoundSearchResult> {
  const input = parseInput(findRoundsSchema, options);
  const scope = input.operatorId ? { operatorId: input.operatorId } : {};
  if (input.externalPlayerId) {
    if (!input.operatorId) throw new AppError("invalid_request", "A player's rounds need the player's operator");
    const where = { playerId: input.externalPlayerId, ...scope };
    return { matchedBy: "player", ...(await roundsPage(where, input.first, input.after)) };
  }
  const search = input.search || null;
  if (!search) return { matchedBy: null, ...(await roundsPage(scope, input.first, input.after)) };

  const byId = await prisma.walletRound.findFirst({ where: { id: search, ...scope }, include });
  if (byId) return { matchedBy: "round", items: [toRoundSummary(byId)], nextCursor: null };
  const transaction = await prisma.walletTransaction.findFirst({
    where: { id: search, ...scope },
    select: { roundId: true },
  });
  const ofTransaction = transaction?.roundId
    ? await prisma.walletRound.findUnique({ where: { id: transaction.roundId }, include })
    : null;
  if (ofTransaction) return { matchedBy: "transaction", items: [toRoundSummary(ofTransaction)], nextCursor: null };
  if (await prisma.walletRound.findFirst({ where: { sessionId: search, ...scope }, select: { id: true } })) {
    return { matchedBy: "session", ...(await roundsPage({ sessionId: search, ...scope }, input.first, input.after)) };
  }
  // External player ids are the operator's own: they name a player only together with the operator.
  if (input.operatorId)
    return { matchedBy: "player", ...(await roundsPage({ playerId: search, ...scope }, input.first, input.after)) };
  return { matchedBy: null, items: [], nextCursor: null };
}

async function roundsPage(
  where: Prisma.WalletRoundWhereInput,
  first: number,
  after: string | null | undefined,
): Promise<Page<RoundSummaryView>> {
  const cursor = after ? decodeCursor(after, 2) : null;
  const createdAt = cursor ? dateCursorPart(cursor[0]!) : null;
  const rows = await prisma.walletRound.findMany({
    where: {
      ...where,
      ...(createdAt ? { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: cursor![1]! } }] } : {}),
    },
    include,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: first + 1,
  });
  return toPage(rows.map(toRoundSummary), first, (round) => [round.createdAt.toISOString(), round.id]);
}

function toRoundSummary(round: Prisma.WalletRoundGetPayload<{ include: typeof include }>): RoundSummaryView {
  return {
    id: round.id,
    operatorId: round.operatorId,
    gameSymbol: round.gameSymbol,
    playerId: round.playerId,
    sessionId: round.sessionId,
    currency: round.currency,
    bet: formatMinorUnits(round.betMinor, round.exponent),
    win: round.winMinor === null ? null : formatMinorUnits(round.winMinor, round.exponent),
    state: round.state,
    test: round.test,
    freeRoundsAwardId: round.freeRoundsAwardId,
    createdAt: round.createdAt,
    transactions: round.transactions.map(toWalletTransactionView),
  };
}
