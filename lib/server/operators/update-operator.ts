import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import {
  normalizedCurrencySchema,
  frameAncestorsSchema,
  operatorSlugSchema,
  operatorNameSchema,
  operatorJurisdictionSchema,
  operatorRtpVariantSchema,
  toOperatorView,
  walletBaseUrlSchema,
  walletRoundFieldsSchema,
  walletTimeoutMsSchema,
  type OperatorView,
} from "./operator-fields";
import { requireOperator } from "./require-operator";

const updateOperatorSchema = z.object({
  operatorId: operatorSlugSchema,
  name: operatorNameSchema.optional(),
  defaultCurrency: normalizedCurrencySchema.nullable().optional(),
  walletBaseUrl: walletBaseUrlSchema.nullable().optional(),
  walletTimeoutMs: walletTimeoutMsSchema.optional(),
  frameAncestors: frameAncestorsSchema.optional(),
  walletRoundFields: walletRoundFieldsSchema.optional(),
  jurisdiction: operatorJurisdictionSchema.nullable().optional(),
  rtpVariant: operatorRtpVariantSchema.nullable().optional(),
  backofficeTotpRequired: z.boolean().optional(),
  actor: actorSchema,
});

export interface UpdateOperatorOptions {
  operatorId: string;
  name?: string;
  /** null clears the default (launches then fall back to USD). */
  defaultCurrency?: string | null;
  /** null clears the wallet address. */
  walletBaseUrl?: string | null;
  walletTimeoutMs?: number;
  frameAncestors?: string[];
  /** Debits, credits and rollbacks carry round_id, free-round credits campaign_id (decided when each is sent). */
  walletRoundFields?: boolean;
  /** Jurisdiction profile code (e.g. "UK"); null = the permissive default. */
  jurisdiction?: string | null;
  /** RTP variant override ("96" | "94" | "92"); null = the profile's variant. */
  rtpVariant?: string | null;
  /** Every back-office user of the operator must have a TOTP second factor (one without it enrolls first). */
  backofficeTotpRequired?: boolean;
  actor: string;
}

const editableFields = [
  "name",
  "defaultCurrency",
  "walletBaseUrl",
  "walletTimeoutMs",
  "frameAncestors",
  "walletRoundFields",
  "jurisdiction",
  "rtpVariant",
  "backofficeTotpRequired",
] as const;
type EditableField = (typeof editableFields)[number];

/** Changes an operator's settings; fields left undefined keep their value. A no-op writes nothing. */
export async function updateOperator(options: UpdateOperatorOptions): Promise<OperatorView> {
  const input = parseInput(updateOperatorSchema, options);
  if (editableFields.every((field) => input[field] === undefined)) {
    throw new AppError("invalid_request", "Nothing to update: give at least one of " + editableFields.join(", "));
  }
  return prisma.$transaction(async (tx) => {
    const current = await requireOperator(tx, input.operatorId);
    const changes: Partial<Pick<typeof input, EditableField>> = {};
    for (const field of editableFields) {
      const next = input[field];
      if (next !== undefined && JSON.stringify(next) !== JSON.stringify(current[field])) {
        Object.assign(changes, { [field]: next });
      }
    }
    const before = toOperatorView(current);
    if (Object.keys(changes).length === 0) return before;
    const updated = toOperatorView(await tx.operator.update({ where: { id: current.id }, data: changes }));
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "operator.update",
      target: { type: "operator", id: current.id },
      before: Object.fromEntries(Object.keys(changes).map((field) => [field, before[field as EditableField]])),
      after: changes,
    });
    return updated;
  });
}
