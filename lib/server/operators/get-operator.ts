import { z } from "zod";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { operatorSlugSchema, toOperatorView, type OperatorView } from "./operator-fields";

export interface OperatorCatalogGame {
  symbol: string;
  slug: string;
  title: string;
  providerId: string;
  launchStatus: string;
  liveCatalogEnabled: boolean;
  assignedAt: Date;
}

export type OperatorDetail = OperatorView & { catalog: OperatorCatalogGame[]; activeKeyCount: number };

/** One operator with its whole allowlist (including games not live right now) and its live key count. */
export async function getOperator(options: { operatorId: string }): Promise<OperatorDetail> {
  const { operatorId } = parseInput(z.object({ operatorId: operatorSlugSchema }), options);
  const operator = await prisma.operator.findUnique({
    where: { id: operatorId },
    include: {
      catalogEntries: { include: { game: true }, orderBy: { game: { symbol: "asc" } } },
      _count: { select: { apiKeys: { where: { revokedAt: null } } } },
    },
  });
  if (!operator) throw new AppError("operator_not_found", `Operator "${operatorId}" not found`);
  const { catalogEntries, _count, ...row } = operator;
  return {
    ...toOperatorView(row),
    activeKeyCount: _count.apiKeys,
    catalog: catalogEntries.map(({ game, createdAt }) => ({
      symbol: game.symbol,
      slug: game.slug,
      title: game.title,
      providerId: game.providerId,
      launchStatus: game.launchStatus,
      liveCatalogEnabled: game.liveCatalogEnabled,
      assignedAt: createdAt,
    })),
  };
}
