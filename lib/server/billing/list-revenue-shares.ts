import { z } from "zod";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import { requireOperator } from "@/lib/server/operators/require-operator";
import { toRevenueShareView, type RevenueShareView } from "./revenue-share-fields";

const listRevenueSharesSchema = z.object({ operatorId: z.string().trim().min(1).max(200) });

/** An operator's revenue-share history, latest effective month first (of one month, the one set last first). */
export async function listRevenueShares(options: { operatorId: string }): Promise<RevenueShareView[]> {
  const input = parseInput(listRevenueSharesSchema, options);
  await requireOperator(prisma, input.operatorId);
  const rows = await prisma.operatorRevenueShare.findMany({
    where: { operatorId: input.operatorId },
    orderBy: [{ effectiveFrom: "desc" }, { id: "desc" }],
  });
  return rows.map(toRevenueShareView);
}
