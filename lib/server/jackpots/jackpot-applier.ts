import "server-only";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { logger } from "@/lib/server/observability/logger";
import { onJackpotContributionsPending } from "@/lib/server/wallet/jackpot-feeds";
import { applyJackpotContributions } from "./apply-jackpot-contributions";
import { publishJackpotTicker } from "./publish-jackpot-ticker";

// The instance's jackpot applier (apply-jackpot-contributions.ts): a settlement that left a contribution pending
// starts it at once for that tier (without waiting: the spin has answered), and a pass every
// JACKPOT_APPLY_INTERVAL_MS (default 1000) applies whatever a dead process or a failed pass left. Passes of one
// instance run one at a time, and the requests that arrive while one runs wait together for the next (near a
// trigger every settlement asks: they make one pass, not one each); instances run theirs side by side, serialised
// per tier by the tier's row lock. After each pass the instance publishes the tickers of the pools that moved
// (publish-jackpot-ticker.ts), so the game pages' tickers follow within about a second.

interface ApplierState {
  running: boolean;
  timer: NodeJS.Timeout | null;
  chain: Promise<void>;
  /** The tiers the next pass (queued, not started) applies; "all" for every tier with pending contributions. */
  next: Set<string> | "all" | null;
}

const holder = globalThis as { __gpJackpotApplier?: ApplierState };
const applier: ApplierState = (holder.__gpJackpotApplier ??= {
  running: false,
  timer: null,
  chain: Promise.resolve(),
  next: null,
});

function enqueue(tierIds?: string[]): Promise<void> {
  if (applier.next !== null) {
    if (!tierIds) applier.next = "all";
    else if (applier.next !== "all") for (const tierId of tierIds) applier.next.add(tierId);
    return applier.chain;
  }
  applier.next = tierIds ? new Set(tierIds) : "all";
  applier.chain = applier.chain
    .then(() => {
      const next = applier.next;
      applier.next = null;
      return applyJackpotContributions({ tierIds: next === "all" || next === null ? undefined : [...next] });
    })
    .catch((error: unknown) => logger.error({ where: "jackpots", err: error }, "jackpot contributions not applied yet"))
    // The game pages' tickers: the pools that moved since this instance last published them (any it could not
    // publish go out with the next pass).
    .then(() => publishJackpotTicker())
    .then(() => undefined)
    .catch((error: unknown) => logger.error({ where: "jackpots", err: error }, "jackpot tickers not published"));
  return applier.chain;
}

export function startJackpotApplier(): void {
  if (applier.running) return;
  applier.running = true;
  onJackpotContributionsPending((tierIds) => void enqueue(tierIds));
  const tick = () => {
    if (!applier.running) return;
    applier.timer = setTimeout(
      () => void enqueue().finally(tick),
      positiveIntegerSetting("JACKPOT_APPLY_INTERVAL_MS", 1000),
    );
    applier.timer.unref();
  };
  tick();
}

/** Stops the loop and waits for the pass in progress. */
export async function stopJackpotApplier(): Promise<void> {
  applier.running = false;
  onJackpotContributionsPending(undefined);
  if (applier.timer) clearTimeout(applier.timer);
  applier.timer = null;
  await applier.chain;
}
