import { z } from "zod";
import { providerIdSchema, type CatalogData } from "@/lib/contract/provider-api";
import { resolveOperatorScope } from "@/lib/server/api-keys/resolve-operator-scope";
import { listCatalogGames } from "@/lib/server/catalog/list-catalog-games";
import { prisma } from "@/lib/server/db/prisma";
import { AppError, isAppError, restErrorBody } from "@/lib/base/errors";
import { operatorSlugSchema } from "@/lib/server/operators/operator-fields";
import { parseInput } from "@/lib/base/parse-input";

export interface CatalogPreview {
  operatorId: string;
  providerId: string | null;
  /** The status GET /api/provider/v1/games answers the operator's key. */
  httpStatus: number;
  data: CatalogData | null;
  /** The exact JSON body of that answer. */
  body: unknown;
}

/**
 * What the operator's REST catalog returns right now, computed by the same services as the REST route (the same
 * scope check for an operator key, the same catalog query), so the console cannot disagree with the API.
 */
export async function previewOperatorCatalog(options: {
  operatorId: string;
  providerId?: string | null;
  baseUrl: string;
}): Promise<CatalogPreview> {
  const { operatorId } = parseInput(z.object({ operatorId: operatorSlugSchema }), { operatorId: options.operatorId });
  // The same filter values, and the same error code, as the REST endpoint's provider_id.
  const { providerId } = parseInput(
    z.object({ providerId: providerIdSchema.nullish() }),
    { providerId: options.providerId },
    "invalid_provider_id",
  );
  const operator = await prisma.operator.findUnique({ where: { id: operatorId }, select: { id: true, status: true } });
  if (!operator) throw new AppError("operator_not_found", `Operator "${operatorId}" not found`);
  try {
    await resolveOperatorScope({
      principal: {
        keyId: "console-preview",
        kind: "operator",
        operatorId: operator.id,
        operatorStatus: operator.status,
      },
      requestedOperatorIds: [],
      required: true,
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return {
      operatorId: operator.id,
      providerId: providerId ?? null,
      httpStatus: error.status,
      data: null,
      body: restErrorBody(error),
    };
  }
  const data = await listCatalogGames({
    operatorId: operator.id,
    providerId: providerId ?? null,
    baseUrl: options.baseUrl,
  });
  return {
    operatorId: operator.id,
    providerId: providerId ?? null,
    httpStatus: 200,
    data,
    body: { success: true, data },
  };
}
