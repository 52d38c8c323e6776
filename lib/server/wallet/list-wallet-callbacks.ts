import { z } from "zod";
import type { Prisma } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import {
  bigintCursorPart,
  decodeCursor,
  optionalDateSchema,
  pageRequestSchema,
  toPage,
  type Page,
} from "@/lib/base/paging";
import { toWalletAttemptView, type WalletAttemptView } from "./wallet-delivery-view";

const TYPES = ["balance", "debit", "credit", "rollback"] as const;
const OUTCOMES = ["succeeded", "rejected", "invalid_signature", "failed", "unknown"] as const;

const listWalletCallbacksSchema = pageRequestSchema.extend({
  operatorId: z.string().trim().max(64).nullish(),
  playerId: z.string().trim().max(128).nullish(),
  transactionId: z.string().trim().max(100).nullish(),
  types: z.array(z.enum(TYPES)).max(TYPES.length).nullish(),
  outcomes: z.array(z.enum(OUTCOMES)).max(OUTCOMES.length).nullish(),
  since: optionalDateSchema,
  until: optionalDateSchema,
});

export type ListWalletCallbacksOptions = z.input<typeof listWalletCallbacksSchema>;

/** Every signed HTTP call to operator wallets (balance calls included), newest first. */
export async function listWalletCallbacks(options: ListWalletCallbacksOptions = {}): Promise<Page<WalletAttemptView>> {
  const input = parseInput(listWalletCallbacksSchema, options);
  const where: Prisma.WalletCallbackAttemptWhereInput = {
    ...(input.operatorId ? { operatorId: input.operatorId } : {}),
    ...(input.playerId ? { playerId: input.playerId } : {}),
    ...(input.transactionId ? { transactionId: input.transactionId } : {}),
    ...(input.types?.length ? { type: { in: input.types } } : {}),
    ...(input.outcomes?.length ? { outcome: { in: input.outcomes } } : {}),
    ...(input.since || input.until
      ? { startedAt: { ...(input.since ? { gte: input.since } : {}), ...(input.until ? { lt: input.until } : {}) } }
      : {}),
    ...(input.after ? { id: { lt: bigintCursorPart(decodeCursor(input.after, 1)[0]!) } } : {}),
  };
  const rows = await prisma.walletCallbackAttempt.findMany({ where, orderBy: { id: "desc" }, take: input.first + 1 });
  return toPage(rows.map(toWalletAttemptView), input.first, (row) => [row.id.toString()]);
}
