import "server-only";
import { z } from "zod";
import { idText, operatorIdSchema } from "@/lib/contract/provider-api";
import type { Prisma } from "@/lib/server/db/prisma";

// What the restriction services share: the input rules of a player of an operator, the rule of an active
// restriction (one place, used by the launch check and the lists alike), and the view the services return.

export const restrictionScopeSchema = z.object({
  operatorId: operatorIdSchema,
  externalPlayerId: idText({ max: 128 }),
});

/** Active at `now`: not lifted, and open-ended or ending after now. */
export function activeRestrictionWhere(now: Date): Prisma.PlayerRestrictionWhereInput {
  return { liftedAt: null, OR: [{ endsAt: null }, { endsAt: { gt: now } }] };
}

export interface PlayerRestrictionView {
  id: string;
  operatorId: string;
  externalPlayerId: string;
  reason: string;
  endsAt: string | null;
  createdBy: string;
  createdAt: string;
  liftedAt: string | null;
  liftedBy: string | null;
}

export function toPlayerRestrictionView(row: {
  id: string;
  operatorId: string;
  externalPlayerId: string;
  reason: string;
  endsAt: Date | null;
  createdBy: string;
  createdAt: Date;
  liftedAt: Date | null;
  liftedBy: string | null;
}): PlayerRestrictionView {
  return {
    id: row.id,
    operatorId: row.operatorId,
    externalPlayerId: row.externalPlayerId,
    reason: row.reason,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    liftedAt: row.liftedAt?.toISOString() ?? null,
    liftedBy: row.liftedBy,
  };
}
