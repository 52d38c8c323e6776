import "server-only";
import { AppError } from "@/lib/base/errors";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { prisma, TRANSACTION_DEFAULTS } from "@/lib/server/db/prisma";
import { promotionState } from "./promotion-view";

// Opts an operator's players in to an opt-in promotion (the operator API, and the game's button through it): from
// then on their qualifying rounds count. Idempotent: players already in are skipped and named. Only while the
// promotion is scheduled or running; a promotion without opt-in (every qualifying round counts) is
// promotion_not_opt_in, so an integration that opts players in by mistake learns it at once.

export interface OptInResult {
  added: string[];
  alreadyOptedIn: string[];
}

export async function optInPlayers(options: {
  promotionId: string;
  operatorId: string;
  players: string[];
  actor: string;
}): Promise<OptInResult> {
  const { promotionId, operatorId, players, actor } = options;
  return prisma.$transaction(async (tx) => {
    const promotion = await tx.promotion.findFirst({
      where: { id: promotionId, operators: { some: { operatorId } } },
      select: { id: true, optIn: true, startsAt: true, endsAt: true, cancelledAt: true, settledAt: true },
    });
    if (!promotion) throw new AppError("promotion_not_found", `Promotion "${promotionId}" not found`);
    if (!promotion.optIn)
      throw new AppError(
        "promotion_not_opt_in",
        `Promotion "${promotionId}" needs no opt-in: every qualifying round of every player counts`,
      );
    const state = promotionState(promotion, new Date());
    if (state !== "scheduled" && state !== "running")
      throw new AppError(
        "promotion_not_active",
        `Promotion "${promotionId}" is ${state}: players can no longer opt in`,
      );
    const inserted = await tx.promotionPlayer.createManyAndReturn({
      data: players.map((externalPlayerId) => ({ promotionId, operatorId, externalPlayerId })),
      skipDuplicates: true,
      select: { externalPlayerId: true },
    });
    const added = new Set(inserted.map((row) => row.externalPlayerId));
    const result = {
      added: players.filter((player) => added.has(player)),
      alreadyOptedIn: players.filter((player) => !added.has(player)),
    };
    if (result.added.length > 0)
      await recordAudit({
        db: tx,
        actor,
        action: "promotions.players.opt_in",
        target: { type: "promotion", id: promotionId },
        after: { operator_id: operatorId, players: result.added },
      });
    return result;
  }, TRANSACTION_DEFAULTS);
}
