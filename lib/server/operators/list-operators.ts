import { z } from "zod";
import { prisma } from "@/lib/server/db/prisma";
import { parseInput } from "@/lib/base/parse-input";
import { operatorStatusSchema, toOperatorView, type OperatorStatusValue, type OperatorView } from "./operator-fields";

export type OperatorSummary = OperatorView & { catalogSize: number; activeKeyCount: number };

const listOperatorsSchema = z.object({
  status: operatorStatusSchema.optional(),
  search: z.string().trim().max(200).optional(),
});

/** Operators by id, with catalog size and live key count; optionally filtered by status or a text in id/name. */
export async function listOperators(
  options: { status?: OperatorStatusValue; search?: string } = {},
): Promise<OperatorSummary[]> {
  const input = parseInput(listOperatorsSchema, options);
  const operators = await prisma.operator.findMany({
    where: {
      status: input.status,
      ...(input.search
        ? {
            OR: [
              { id: { contains: input.search, mode: "insensitive" } },
              { name: { contains: input.search, mode: "insensitive" } },
            ],
          }
        : {}),
    },
    orderBy: { id: "asc" },
    include: { _count: { select: { catalogEntries: true, apiKeys: { where: { revokedAt: null } } } } },
  });
  return operators.map(({ _count, ...operator }) => ({
    ...toOperatorView(operator),
    catalogSize: _count.catalogEntries,
    activeKeyCount: _count.apiKeys,
  }));
}
