import "server-only";
import { z } from "zod";
import type { ApiKey } from "@/lib/server/db/generated/client";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { operatorSlugSchema } from "@/lib/server/operators/operator-fields";
import { requireOperator } from "@/lib/server/operators/require-operator";
import { parseInput } from "@/lib/base/parse-input";
import { displayPrefix, generateApiKey, hashApiKey } from "./api-key-format";

/** A key record as services return it: never the hash. */
export type ApiKeyView = Omit<ApiKey, "hash">;

export function toApiKeyView(apiKey: ApiKey): ApiKeyView {
  const { hash: _hash, ...view } = apiKey;
  return view;
}

const createApiKeySchema = z
  .object({
    kind: z.enum(["operator", "master"]),
    operatorId: operatorSlugSchema.optional(),
    name: z.string().trim().min(1, "name is required").max(100),
    expiresAt: z.date({ error: "expiresAt must be a date and time" }).optional(),
    actor: actorSchema,
  })
  .superRefine((value, context) => {
    if (value.kind === "operator" && !value.operatorId) {
      context.addIssue({ code: "custom", path: ["operatorId"], message: "an operator key needs an operatorId" });
    }
    if (value.kind === "master" && value.operatorId) {
      context.addIssue({ code: "custom", path: ["operatorId"], message: "a master key belongs to no operator" });
    }
    if (value.expiresAt && value.expiresAt.getTime() <= Date.now()) {
      context.addIssue({ code: "custom", path: ["expiresAt"], message: "expiresAt must be in the future" });
    }
  });

/**
 * Creates an operator key (scoped to one operator) or a provider master key, optionally expiring. The full key
 * text is returned here once; only its SHA-256 hash and a short display prefix are stored.
 */
export async function createApiKey(options: {
  kind: "operator" | "master";
  operatorId?: string;
  name: string;
  /** Optional end of validity: from then on the key is refused like a revoked one. */
  expiresAt?: Date;
  actor: string;
}): Promise<{ apiKey: ApiKeyView; key: string }> {
  const input = parseInput(createApiKeySchema, options);
  const key = generateApiKey(input.kind);
  const apiKey = await prisma.$transaction(async (tx) => {
    if (input.operatorId) await requireOperator(tx, input.operatorId);
    const created = toApiKeyView(
      await tx.apiKey.create({
        data: {
          kind: input.kind,
          operatorId: input.operatorId ?? null,
          name: input.name,
          prefix: displayPrefix(key),
          hash: hashApiKey(key),
          expiresAt: input.expiresAt ?? null,
          createdBy: input.actor,
        },
      }),
    );
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "api_key.create",
      target: { type: "api_key", id: created.id },
      after: created,
    });
    return created;
  });
  return { apiKey, key };
}
