import "server-only";
import { directQuery } from "@/lib/server/db/direct-sql";
import { logger } from "@/lib/server/observability/logger";

// What the settle statement needs to know about jackpots before it runs (the pools themselves are the jackpots
// module's, lib/server/jackpots/): whether a round's operator and game feed any pool, so a game that feeds none
// settles with the statement it always had (no jackpot work on its spin), and which of a tier's shard rows a round
// adds to. The set of feeding (operator, game) pairs is read at most once per JACKPOT_FEEDS_TTL_MS per instance;
// which tiers a round pays into is decided inside the settle statement from the pools as they are then.

/** Shard rows per tier: enough that 1,000 contributions/s spread to ~60/s per row. */
export const JACKPOT_SHARDS = 16;

const JACKPOT_FEEDS_TTL_MS = 2_000;

const READ_FEEDS = {
  name: "gp_jackpot_feeds_v1",
  text: `SELECT DISTINCT o.operator_id || ' ' || g.symbol AS feed
    FROM jackpot_pool_operators o JOIN jackpot_pools p ON p.id = o.pool_id, unnest(p.game_symbols) AS g(symbol)`,
};

const holder = globalThis as { __gpJackpotFeeds?: { feeds: Set<string>; readAt: number } };

async function readFeeds(): Promise<Set<string>> {
  const rows = await directQuery<{ feed: string }>(READ_FEEDS, [], "durable");
  return new Set(rows.map((row) => row.feed));
}

/** Whether a paid round of this operator and game may contribute to a jackpot pool (cached per instance). */
export async function feedsJackpot(operatorId: string, gameSymbol: string): Promise<boolean> {
  const now = Date.now();
  let cache = holder.__gpJackpotFeeds;
  if (!cache || now - cache.readAt > JACKPOT_FEEDS_TTL_MS) {
    try {
      cache = holder.__gpJackpotFeeds = { feeds: await readFeeds(), readAt: now };
    } catch (error) {
      if (!cache) throw error;
      cache.readAt = now;
      logger.error({ where: "jackpots", err: error }, "jackpot feeds not re-read; the last set is used");
    }
  }
  return cache.feeds.has(`${operatorId} ${gameSymbol}`);
}

/** Drops this instance's cached set (a pool was created here): the next round reads it again. */
export function forgetJackpotFeeds(): void {
  holder.__gpJackpotFeeds = undefined;
}

/** The shard a round adds to: FNV-1a of its id, so a round always picks the same one. */
export function jackpotShard(roundId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < roundId.length; index++) {
    hash ^= roundId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % JACKPOT_SHARDS;
}

type PendingListener = (tierIds: string[]) => void;
const listeners = globalThis as { __gpJackpotPendingListener?: PendingListener };

/**
 * Start-up registers the jackpots module's applier here (the wallet cannot import it: it sits above the wallet);
 * the settlement calls it, without waiting, when a contribution was left pending for its tier's trigger.
 */
export function onJackpotContributionsPending(listener: PendingListener | undefined): void {
  listeners.__gpJackpotPendingListener = listener;
}

export function announcePendingContributions(tierIds: string[]): void {
  if (tierIds.length > 0) listeners.__gpJackpotPendingListener?.(tierIds);
}
