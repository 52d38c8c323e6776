import { z } from "zod";
import type { Prisma } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import {
  dateCursorPart,
  decodeCursor,
  optionalDateSchema,
  pageRequestSchema,
  toPage,
  type Page,
} from "@/lib/base/paging";
import { attemptLogInclude, toWalletTransactionView, type WalletTransactionView } from "./wallet-delivery-view";

const TYPES = ["balance", "debit", "credit", "rollback"] as const;
const STATES = ["pending", "succeeded", "rejected", "unknown", "rolled_back", "gave_up"] as const;

const listWalletTransactionsSchema = pageRequestSchema.extend({
  operatorId: z.string().trim().max(64).nullish(),
  playerId: z.string().trim().max(128).nullish(),
  sessionId: z.string().trim().max(64).nullish(),
  transactionId: z.string().trim().max(100).nullish(),
  types: z.array(z.enum(TYPES)).max(TYPES.length).nullish(),
  states: z.array(z.enum(STATES)).max(STATES.length).nullish(),
  since: optionalDateSchema,
  until: optionalDateSchema,
});

export type ListWalletTransactionsOptions = z.input<typeof listWalletTransactionsSchema>;

/** Ledger transactions newest first, each with its attempts; transactionId also finds the rollbacks of a debit. */
export async function listWalletTransactions(
  options: ListWalletTransactionsOptions = {},
): Promise<Page<WalletTransactionView>> {
  const input = parseInput(listWalletTransactionsSchema, options);
  const cursor = input.after ? decodeCursor(input.after, 2) : null;
  const conditions: Prisma.WalletTransactionWhereInput[] = [
    {
      ...(input.operatorId ? { operatorId: input.operatorId } : {}),
      ...(input.playerId ? { playerId: input.playerId } : {}),
      ...(input.sessionId ? { sessionId: input.sessionId } : {}),
      ...(input.types?.length ? { type: { in: input.types } } : {}),
      ...(input.states?.length ? { state: { in: input.states } } : {}),
      ...(input.since || input.until
        ? { createdAt: { ...(input.since ? { gte: input.since } : {}), ...(input.until ? { lt: input.until } : {}) } }
        : {}),
    },
  ];
  if (input.transactionId) {
    conditions.push({ OR: [{ id: input.transactionId }, { originalTransactionId: input.transactionId }] });
  }
  if (cursor) {
    const createdAt = dateCursorPart(cursor[0]!);
    conditions.push({ OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: cursor[1]! } }] });
  }
  const rows = await prisma.walletTransaction.findMany({
    where: { AND: conditions },
    include: attemptLogInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.first + 1,
  });
  return toPage(rows.map(toWalletTransactionView), input.first, (row) => [row.createdAt.toISOString(), row.id]);
}
