import { z } from "zod";
import type { WalletAlert } from "@/lib/server/db/generated/client";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";

/** Operator wallet alerts (e.g. invalid_signature), most recent first; open ones only unless includeAcknowledged. */
export async function listWalletAlerts(
  options: { operatorId?: string | null; includeAcknowledged?: boolean | null } = {},
): Promise<WalletAlert[]> {
  const input = parseInput(
    z.object({ operatorId: z.string().trim().max(64).nullish(), includeAcknowledged: z.boolean().nullish() }),
    options,
  );
  return prisma.walletAlert.findMany({
    where: {
      ...(input.operatorId ? { operatorId: input.operatorId } : {}),
      ...(input.includeAcknowledged ? {} : { acknowledgedAt: null }),
    },
    orderBy: [{ lastSeenAt: "desc" }, { id: "asc" }],
  });
}
