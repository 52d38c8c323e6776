import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { toApiKeyView, type ApiKeyView } from "./create-api-key";

const revokeApiKeySchema = z
  .object({
    keyId: z.string().trim().min(1).optional(),
    prefix: z
      .string()
      .trim()
      .regex(/^gp[km]_[0-9A-Za-z]{6}$/, "prefix looks like gpk_XXXXXX or gpm_XXXXXX (as key lists show it)")
      .optional(),
    operatorId: z.string().trim().min(1).optional(),
    actor: actorSchema,
  })
  .refine((value) => Boolean(value.keyId) !== Boolean(value.prefix), "give exactly one of keyId or prefix");

/**
 * Revokes a key by id or by its display prefix; authentication refuses it from the next request on.
 * Revoking an already revoked key changes nothing and returns it as it is. With operatorId (the back office), a key
 * of any other operator is api_key_not_found, as an unknown one is.
 */
export async function revokeApiKey(options: {
  keyId?: string;
  prefix?: string;
  operatorId?: string;
  actor: string;
}): Promise<ApiKeyView> {
  const input = parseInput(revokeApiKeySchema, options);
  return prisma.$transaction(async (tx) => {
    const matches = await tx.apiKey.findMany({
      where: {
        ...(input.keyId ? { id: input.keyId } : { prefix: input.prefix }),
        ...(input.operatorId ? { operatorId: input.operatorId } : {}),
      },
      orderBy: { createdAt: "asc" },
    });
    const label = input.keyId ? `id ${input.keyId}` : `prefix ${input.prefix}`;
    const [apiKey] = matches;
    if (!apiKey) throw new AppError("api_key_not_found", `No API key with ${label}`);
    if (matches.length > 1) {
      throw new AppError(
        "conflict",
        `${matches.length} keys share ${label}; revoke by id: ${matches.map((m) => m.id).join(", ")}`,
      );
    }
    if (apiKey.revokedAt) return toApiKeyView(apiKey);
    const revoked = await tx.apiKey.update({ where: { id: apiKey.id }, data: { revokedAt: new Date() } });
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "api_key.revoke",
      target: { type: "api_key", id: apiKey.id },
      before: { revokedAt: null },
      after: { revokedAt: revoked.revokedAt },
    });
    return toApiKeyView(revoked);
  });
}
