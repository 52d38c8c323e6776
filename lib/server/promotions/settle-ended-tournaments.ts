import "server-only";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { isAppError } from "@/lib/base/errors";
import { prisma } from "@/lib/server/db/prisma";
import { logger } from "@/lib/server/observability/logger";
import { scorePromotionRounds, SCORING_LAG_MS } from "./score-promotion-rounds";
import { announcePromotionUpdates, publishPromotionUpdates } from "./publish-promotion-updates";
import { settleTournament } from "./settle-tournament";

// Pays ended tournaments without anyone pressing a button (the promotion scorer calls this after each pass). A
// tournament settles once PROMOTION_SETTLE_DELAY_SECONDS (default 120) have passed since it ended, no round it could
// count is still being played or settled too recently for a pass to have read it (a round started before ends_at
// settles after it), and a scoring pass has just read every settled round; then settleTournament freezes the
// standings and queues the prizes. A tournament that cannot settle yet (a missing exchange rate) is tried again at
// most every ten minutes, logged each time.

const RETRY_AFTER_FAILURE_MS = 600_000;
const holder = globalThis as { __gpTournamentSettleFailures?: Map<string, number> };
const failedAt = (holder.__gpTournamentSettleFailures ??= new Map());

export function promotionSettleDelayMs(): number {
  return positiveIntegerSetting("PROMOTION_SETTLE_DELAY_SECONDS", 120) * 1000;
}

export async function settleEndedTournaments(options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const due = await prisma.promotion.findMany({
    where: {
      kind: "tournament",
      settledAt: null,
      cancelledAt: null,
      endsAt: { lte: new Date(now.getTime() - promotionSettleDelayMs()) },
    },
    select: { id: true, endsAt: true, gameSymbols: true, operators: { select: { operatorId: true } } },
    orderBy: { endsAt: "asc" },
    take: 10,
  });
  let settled = 0;
  for (const promotion of due) {
    if ((failedAt.get(promotion.id) ?? 0) > now.getTime() - RETRY_AFTER_FAILURE_MS) continue;
    // A round still being played, or one settled too recently for a scoring pass to have read it yet.
    const inFlight = await prisma.walletRound.findFirst({
      where: {
        OR: [
          { state: { in: ["debiting", "debited"] } },
          { state: "settled", updatedAt: { gt: new Date(now.getTime() - SCORING_LAG_MS - 1_000) } },
        ],
        freeRoundsAwardId: null,
        operatorId: { in: promotion.operators.map((operator) => operator.operatorId) },
        gameSymbol: { in: promotion.gameSymbols },
        createdAt: { lt: promotion.endsAt },
      },
      select: { id: true },
    });
    if (inFlight) continue;
    // Every round settled until a moment ago is counted before the standings freeze.
    const pass = await scorePromotionRounds({ now });
    if (!pass.ran) return settled;
    await announcePromotionUpdates(() => publishPromotionUpdates(pass.news));
    try {
      const result = await settleTournament({ promotionId: promotion.id, actor: "system:promotions", now });
      if (result.settledNow) settled++;
      failedAt.delete(promotion.id);
    } catch (error) {
      failedAt.set(promotion.id, now.getTime());
      const level = isAppError(error) ? "warn" : "error";
      logger[level]({ where: "promotions", promotion_id: promotion.id, err: error }, "tournament not settled yet");
    }
  }
  return settled;
}
