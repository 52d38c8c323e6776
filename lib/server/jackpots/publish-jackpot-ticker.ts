import "server-only";
import { prisma, type Db } from "@/lib/server/db/prisma";
import { publishBusEvents } from "@/lib/server/event-bus/event-bus";
import { BROADCAST_TOPIC, encodeBroadcast } from "@/lib/server/realtime/broadcast-message";
import type { OutgoingBusEvent } from "@/lib/server/event-bus/bus-messages";
import { jackpotPoolRecords, type JackpotPoolRecord } from "./jackpot-pool-view";
import { jackpotTickerChannel, jackpotTickerUpdate } from "./jackpot-ticker";

// The jackpot tickers of the game pages: each pool whose amounts (or cycles: a win reseeds) changed since this
// instance last published it goes out as a broadcast on its channel (jackpotTickerChannel), one per operator and game
// of the pool (audience: only their pages), in one bus publish. The applier loop (jackpot-applier.ts) calls it after
// every pass, so about once a second; every instance does, and each publishes only what moved since its own last
// publish — with N instances a moving pool is published up to N times a second, and each instance's hub still hands
// a page at most one update of a channel a second (the latest). Nothing is read on the spin's path: the amounts are
// the display sums of jackpot-pool-view.ts.

const holder = globalThis as { __gpJackpotTickerPublished?: Map<string, string> };
const published = (holder.__gpJackpotTickerPublished ??= new Map());

/**
 * Publishes the tickers of `poolIds` (default: every pool) that changed since this instance's last publish of
 * them, or all of them with `force`. Returns the pools published. Throws event_bus_unavailable (503) while NATS
 * cannot be reached (those pools go out with the next call).
 */
export async function publishJackpotTicker(
  options: { poolIds?: string[]; force?: boolean; db?: Db } = {},
): Promise<string[]> {
  const db = options.db ?? prisma;
  const poolIds =
    options.poolIds ??
    (await db.jackpotPool.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((pool) => pool.id);
  if (poolIds.length === 0) return [];
  const records = await jackpotPoolRecords(db, poolIds);
  const changed: { record: JackpotPoolRecord; text: string }[] = [];
  for (const record of records) {
    const text = JSON.stringify(jackpotTickerUpdate(record).tiers);
    if (options.force || published.get(record.poolId) !== text) changed.push({ record, text });
  }
  if (changed.length === 0) return [];
  const events: OutgoingBusEvent[] = [];
  for (const { record } of changed) {
    const channel = jackpotTickerChannel(record.poolId);
    const payload = jackpotTickerUpdate(record);
    for (const operatorId of record.operatorIds)
      for (const gameSymbol of record.games)
        events.push(encodeBroadcast({ channel, audience: { operatorId, gameSymbol }, payload }));
  }
  await publishBusEvents(BROADCAST_TOPIC, events);
  for (const { record, text } of changed) published.set(record.poolId, text);
  return changed.map(({ record }) => record.poolId);
}
