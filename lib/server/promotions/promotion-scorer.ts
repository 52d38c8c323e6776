import "server-only";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { logger } from "@/lib/server/observability/logger";
import { announcePromotionUpdates, publishPromotionUpdates } from "./publish-promotion-updates";
import { scorePromotionRounds } from "./score-promotion-rounds";
import { releaseDuePayouts } from "./release-promotion-payouts";
import { settleEndedTournaments } from "./settle-ended-tournaments";

// The background loop that scores tournaments (score-promotion-rounds.ts): a pass every PROMOTION_SCORING_INTERVAL_MS
// (default 1000) on every instance; one runs at a time across instances and the others skip, so leaderboards move
// once a second whichever instances are alive; after each pass, ended tournaments due for it are settled and their
// prizes queued (settle-ended-tournaments.ts), tournaments whose review period has ended have their held prizes
// queued (release-promotion-payouts.ts), and what a pass changed is pushed to the game pages
// (publish-promotion-updates.ts). All state is in the database: a restarted instance carries on.

interface ScorerState {
  running: boolean;
  timer: NodeJS.Timeout | null;
  currentPass: Promise<void> | null;
}

const holder = globalThis as { __gpPromotionScorer?: ScorerState };
const scorer: ScorerState = (holder.__gpPromotionScorer ??= { running: false, timer: null, currentPass: null });

export function promotionScoringIntervalMs(): number {
  return positiveIntegerSetting("PROMOTION_SCORING_INTERVAL_MS", 1000);
}

export function startPromotionScorer(): void {
  if (scorer.running) return;
  scorer.running = true;
  schedule(0);
}

/** Stops the loop and waits for a pass in progress to finish. */
export async function stopPromotionScorer(): Promise<void> {
  scorer.running = false;
  if (scorer.timer) clearTimeout(scorer.timer);
  scorer.timer = null;
  await scorer.currentPass;
}

function schedule(delayMs: number): void {
  if (!scorer.running) return;
  scorer.timer = setTimeout(() => {
    scorer.currentPass = scorePromotionRounds()
      .then((pass) => announcePromotionUpdates(() => publishPromotionUpdates(pass.news)))
      .then(() => settleEndedTournaments())
      .then(() => releaseDuePayouts())
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ where: "promotion-scorer", err: error }, "scoring pass failed"))
      .finally(() => {
        scorer.currentPass = null;
        schedule(promotionScoringIntervalMs());
      });
  }, delayMs);
  scorer.timer.unref();
}
