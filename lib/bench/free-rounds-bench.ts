import { findPlayableAwards } from "@/lib/server/free-rounds/find-playable-awards";
import { prisma } from "@/lib/server/db/prisma";
import type { RunningServer } from "./bench-app";
import { summarize, type LatencySummary } from "./stats";

// Issue 15's scale figures: creating a campaign for 100,000 players over HTTP (one create and nine add-players
// calls of 10,000, as an operator's CRM sends them), then the award lookup of every game start (findPlayableAwards,
// the one indexed read behind the runtime state's freeRounds) with all those awards stored, timed in this process
// on the app's own direct pool path.

export interface FreeRoundsFigures {
  players: number;
  calls: number;
  createTotalMs: number;
  slowestCallMs: number;
  awardsStored: number;
  lookup: LatencySummary;
  lookupOffers: number;
}

const CALL_SIZE = 10_000;

async function post(app: RunningServer, key: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${app.baseUrl}/api/provider/v1/free-rounds${path}`, {
    method: "POST",
    headers: { "x-provider-api-key": key, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200 && response.status !== 201)
    throw new Error(`free-rounds ${path || "create"} answered ${response.status}: ${text.slice(0, 300)}`);
}

export async function measureFreeRounds(options: {
  app: RunningServer;
  operatorKey: string;
  operatorId: string;
  gameSymbol: string;
  /** The game's paylines (the offers' stake). */
  lines: number;
  /** Players in the campaign: ten calls of 10,000 by default. */
  players: number;
  lookups: number;
}): Promise<FreeRoundsFigures> {
  const { app, operatorKey, operatorId, gameSymbol, lines } = options;
  const campaignId = `bench-campaign-${Date.now().toString(36)}`;
  const player = (index: number) => `bench-fr-player-${String(index).padStart(6, "0")}`;
  const batches: string[][] = [];
  for (let start = 0; start < options.players; start += CALL_SIZE) {
    batches.push(
      Array.from({ length: Math.min(CALL_SIZE, options.players - start) }, (_, offset) => player(start + offset)),
    );
  }

  console.log(
    `Free rounds: a campaign for ${options.players} players in ${batches.length} calls of up to ${CALL_SIZE}`,
  );
  const callMs: number[] = [];
  const started = performance.now();
  for (const [index, players] of batches.entries()) {
    const callStarted = performance.now();
    if (index === 0) {
      await post(app, operatorKey, "", {
        campaign_id: campaignId,
        games: [gameSymbol],
        rounds: 10,
        bet_level: 1,
        coin_value: "0.10",
        currency: "EUR",
        expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        players,
      });
    } else {
      await post(app, operatorKey, `/${campaignId}/players`, { players });
    }
    callMs.push(performance.now() - callStarted);
  }
  const createTotalMs = performance.now() - started;
  const awardsStored = await prisma.freeRoundsAward.count({ where: { operatorId } });
  console.log(
    `  ${batches.length} calls: ${createTotalMs.toFixed(0)} ms in total, slowest ${Math.max(...callMs).toFixed(0)} ms; ${awardsStored} awards stored`,
  );

  // Warm the prepared statement and the pool, then time lookups of players spread over the campaign.
  await findPlayableAwards({ operatorId, externalPlayerId: player(0), gameSymbol, currency: "EUR", lines });
  const samples: number[] = [];
  let lookupOffers = 0;
  for (let index = 0; index < options.lookups; index++) {
    const externalPlayerId = player((index * 7919) % options.players);
    const lookupStarted = performance.now();
    const offers = await findPlayableAwards({ operatorId, externalPlayerId, gameSymbol, currency: "EUR", lines });
    samples.push(performance.now() - lookupStarted);
    lookupOffers += offers.length;
  }
  const lookup = summarize(samples);
  console.log(
    `  award lookup (findPlayableAwards) × ${lookup.count}: p50 ${lookup.p50.toFixed(3)} ms, p99 ${lookup.p99.toFixed(3)} ms`,
  );
  if (lookupOffers !== options.lookups)
    throw new Error(`award lookup found ${lookupOffers} offers for ${options.lookups} awarded players`);
  return {
    players: options.players,
    calls: batches.length,
    createTotalMs,
    slowestCallMs: Math.max(...callMs),
    awardsStored,
    lookup,
    lookupOffers,
  };
}
