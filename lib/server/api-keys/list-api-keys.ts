import { z } from "zod";
import { prisma } from "@/lib/server/db/prisma";
import { operatorSlugSchema } from "@/lib/server/operators/operator-fields";
import { requireOperator } from "@/lib/server/operators/require-operator";
import { parseInput } from "@/lib/base/parse-input";
import { toApiKeyView, type ApiKeyView } from "./create-api-key";

const listApiKeysSchema = z.object({
  operatorId: operatorSlugSchema.optional(),
  kind: z.enum(["operator", "master"]).optional(),
  includeRevoked: z.boolean().optional(),
});

/** Keys (without hashes), oldest first; live keys only unless includeRevoked. Unknown operator → operator_not_found. */
export async function listApiKeys(
  options: { operatorId?: string; kind?: "operator" | "master"; includeRevoked?: boolean } = {},
): Promise<ApiKeyView[]> {
  const input = parseInput(listApiKeysSchema, options);
  if (input.operatorId) await requireOperator(prisma, input.operatorId);
  const keys = await prisma.apiKey.findMany({
    where: {
      operatorId: input.operatorId,
      kind: input.kind,
      ...(input.includeRevoked ? {} : { revokedAt: null }),
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return keys.map(toApiKeyView);
}
