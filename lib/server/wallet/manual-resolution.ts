import type { Prisma } from "@/lib/server/db/generated/client";

/** errorCode of a credit or rollback staff settled by hand (resolve-wallet-transaction.ts): it is never sent again. */
export const RESOLVED_MANUALLY = "resolved_manually";

/** Rows not settled by hand (a NULL errorCode counts as not resolved; SQL's `<>` alone would skip it). */
export const NOT_RESOLVED_MANUALLY = {
  OR: [{ errorCode: null }, { errorCode: { not: RESOLVED_MANUALLY } }],
} satisfies Prisma.WalletTransactionWhereInput;
