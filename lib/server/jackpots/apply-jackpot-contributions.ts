import "server-only";
import { createHash } from "node:crypto";
import { JACKPOT_WIN_ACTION_TYPE } from "@/lib/contract/wallet-api";
import { logger } from "@/lib/server/observability/logger";
import { prisma, TRANSACTION_DEFAULTS, type Db, type Prisma } from "@/lib/server/db/prisma";
import { parseRateUnits, RATE_SCALE } from "@/lib/server/reports/conversion-maths";
import { queueOutOfRoundCredit } from "@/lib/server/wallet/queue-out-of-round-credit";
import { announceJackpotWins } from "./announce-jackpot-wins";
import type { JackpotWinRecord } from "./jackpot-win-record";
import { drawProgressive, drawTrigger, shardLimit } from "./jackpot-trigger";

// Jackpot money: the hot rows, the trigger, the win.
//
// HOT ROWS. Every qualifying paid round of every operator feeding a pool adds to each of its tiers, in the statement
// that settles the round (wallet-ledger-statements.ts, jackpotContributionCtes). A single counter row per tier would
// queue every spin of every instance behind its row lock for the rest of the settling transaction; instead each tier
// has JACKPOT_SHARDS (16) shard rows and a round adds to the one its round id hashes to (jackpotShard), so
// concurrent spins meet on one row only 1/16 of the time, and each holds it for one statement. The tier's amount is
// its own row (what this applier folded in) plus its shards plus its pending contributions: a sum for display
// (jackpot-pool-view.ts), never read on the spin. Every contribution is also a row of jackpot_contributions keyed
// (round, tier): that ledger, not the counters, is what liability is computed from (get-jackpot-liability.ts).
//
// TRIGGER (mystery tiers). At each (re)seed a trigger is drawn uniformly between the cycle's start and the cap with
// the cryptographic RNG and committed by its salted SHA-256 (jackpot-trigger.ts). The contribution that carries the
// tier's amount to its trigger wins it. To decide that on one row without making every spin take it, each shard has
// a limit, floor((trigger - folded amount - 1) / 16): the shards together can never reach the trigger, so a spin
// whose shard can take its contribution is certainly not the winner and never touches the tier row. A contribution
// its shard cannot take (it could be the one) is stored pending in the same statement, and this applier — started
// at once by the settlement (onJackpotContributionsPending, registered at start-up), and every second by the loop
// below for anything a dead process left — takes the tier's row lock (FOR UPDATE: one applier per tier at a time,
// on any instance), folds the shards into the tier row and adds the pending contributions one by one in their
// order (settled at, round id). The one whose addition reaches the trigger wins: exactly one per cycle (jackpot_wins
// is unique on tier and cycle). The tier then reseeds in the same transaction: the next cycle starts from the seed
// plus the reserve kept aside, a new trigger is drawn, and the shards' limits are reset from the new gap. Near the
// trigger the limits shrink to 0 and every contribution goes through here, serialised on the tier row — but those
// are few, inserts only on the spin's side, and the spin never waits for the decision.
//
// WIN. Paid in the applier's transaction as an out-of-round credit (queueOutOfRoundCredit, action_type
// jackpot_win) with a transaction_id derived from pool, tier and cycle, in the winning round's session, game and
// currency: the tier's amount in the pool currency, converted (network pools) at the rate the winning contribution
// was taken at, rounded down. The wallet worker delivers it, retries it, gives up and leaves it to manual resolution
// like any credit; a second applier, a retry or a restarted instance finds the cycle won and pays nothing. Once the
// transaction has committed, the winning session's pages hear of it and the pool's ticker shows the reseed
// (announce-jackpot-wins.ts).
//
// PROGRESSIVE TIERS. Won by a probability p per qualifying bet (win_probability, exact to 10^-12), drawn here for
// every contribution with the cryptographic RNG (jackpot-trigger.ts, drawProgressive). Their shards' limit is 0, so
// the settle statement stores every contribution pending and the applier decides each one in order under the tier's
// row lock; there is no trigger (the tier's and the win's trigger fields stay null). The contribution is added
// before its draw, so the winner takes the tier's amount including its own contribution; the tier then reseeds as a
// mystery tier does. Each cycle costs the provider one seed S; with contribution rate r (all of it is paid out
// eventually) a tier's RTP share is r + p x S / E[bet] (get-jackpot-rtp.ts, npm run math:report).
//
// ROLLBACKS. A round contributes only when it settles, and only a round that has not settled is ever cancelled
// (cancel-round-and-queue-rollback.ts: debiting/debited rounds), so a cancelled or rolled-back round never
// contributed: nothing is taken back, and nothing needs to be.

/** Pending contributions a tier's transaction applies at most (the rest in the next). */
const APPLY_BATCH = 500;

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** prefix + 26 base62 digits of SHA-256 over the parts: the same win always has the same ids. */
function derivedId(prefix: string, ...parts: string[]): string {
  let value = BigInt(`0x${createHash("sha256").update(parts.join("\u0000")).digest("hex")}`);
  let text = "";
  for (let index = 0; index < 26; index++) {
    text += BASE62[Number(value % 62n)];
    value /= 62n;
  }
  return `${prefix}_${text}`;
}

/** The credit's transaction_id of a tier's cycle: "jpw_" + SHA-256 of pool, tier and cycle. */
export function jackpotWinTransactionId(poolId: string, tierId: string, cycle: number): string {
  return derivedId("jpw", poolId, tierId, String(cycle));
}

interface TierRow {
  id: string;
  pool_id: string;
  seed_minor: string;
  cap_minor: string | null;
  kind: "mystery" | "progressive";
  win_probability: string | null;
  cycle: number;
  amount_minor: string;
  reserve_minor: string;
  seeds_minor: string;
  trigger_minor: string | null;
  trigger_nonce: string | null;
  trigger_hash: string | null;
  pool_exponent: number;
}

interface PendingRow {
  round_id: string;
  amount_minor: string;
  reserve_minor: string;
  exchange_rate: string | null;
}

/**
 * Applies the pending contributions of `tierIds` (default: every tier with some), each tier in transactions of its
 * own under its row lock; returns the wins. `db` is the client to use (a second pool in tests: another instance).
 */
export async function applyJackpotContributions(
  options: { tierIds?: string[]; db?: Db; now?: Date } = {},
): Promise<JackpotWinRecord[]> {
  const db = options.db ?? prisma;
  const tierIds =
    options.tierIds ??
    (await db.$queryRaw<{ tier_id: string }[]>`SELECT DISTINCT tier_id FROM jackpot_pending_contributions`).map(
      (row) => row.tier_id,
    );
  const wins: JackpotWinRecord[] = [];
  for (const tierId of [...new Set(tierIds)].sort()) {
    for (;;) {
      const pass = await db.$transaction(
        (tx) => applyTier(tx, tierId, options.now ?? new Date()),
        TRANSACTION_DEFAULTS,
      );
      wins.push(...pass.wins);
      // Committed: the winner's pages celebrate and the tickers show the reseed (never throws).
      await announceJackpotWins(pass.wins, { db });
      if (!pass.more) break;
    }
  }
  return wins;
}

async function applyTier(
  tx: Prisma.TransactionClient,
  tierId: string,
  now: Date,
): Promise<{ wins: JackpotWinRecord[]; more: boolean }> {
  const [tier] = await tx.$queryRaw<TierRow[]>`
    SELECT t.id, t.pool_id, t.seed_minor::text, t.cap_minor::text, t.kind::text, t.win_probability::text, t.cycle, t.amount_minor::text, t.reserve_minor::text,
      t.seeds_minor::text, t.trigger_minor::text, t.trigger_nonce, t.trigger_hash, p.exponent AS pool_exponent
    FROM jackpot_tiers t JOIN jackpot_pools p ON p.id = t.pool_id
    WHERE t.id = ${tierId}
    FOR UPDATE OF t`;
  if (!tier) return { wins: [], more: false };
  const shards = await tx.$queryRaw<{ pool_minor: string; reserve_minor: string }[]>`
    SELECT pool_minor::text, reserve_minor::text FROM jackpot_tier_shards WHERE tier_id = ${tierId} ORDER BY shard FOR UPDATE`;
  const pending = await tx.$queryRaw<PendingRow[]>`
    SELECT p.round_id, c.amount_minor::text, c.reserve_minor::text, c.exchange_rate::text
    FROM jackpot_pending_contributions p
    JOIN jackpot_contributions c ON c.round_id = p.round_id AND c.tier_id = p.tier_id
    WHERE p.tier_id = ${tierId}
    ORDER BY p.created_at, p.round_id
    LIMIT ${APPLY_BATCH}`;

  let cycle = Number(tier.cycle);
  let amount = BigInt(tier.amount_minor);
  let reserve = BigInt(tier.reserve_minor);
  let seeds = BigInt(tier.seeds_minor);
  let trigger = tier.trigger_minor === null ? null : BigInt(tier.trigger_minor);
  let triggerNonce = tier.trigger_nonce;
  let triggerHashText = tier.trigger_hash;
  let reseeded = false;
  for (const shard of shards) {
    amount += BigInt(shard.pool_minor);
    reserve += BigInt(shard.reserve_minor);
  }
  const seed = BigInt(tier.seed_minor);
  const probabilityUnits =
    tier.kind === "progressive" && tier.win_probability !== null ? parseRateUnits(tier.win_probability) : null;
  const wins: JackpotWinRecord[] = [];
  for (const contribution of pending) {
    const reservePart = BigInt(contribution.reserve_minor);
    amount += BigInt(contribution.amount_minor) - reservePart;
    reserve += reservePart;
    const won =
      probabilityUnits === null ? trigger !== null && amount >= trigger : drawProgressive(probabilityUnits).won;
    if (!won) continue;
    wins.push(
      await payWin(tx, {
        tier,
        cycle,
        amountMinor: amount,
        roundId: contribution.round_id,
        exchangeRate: contribution.exchange_rate,
        trigger: { triggerMinor: trigger, triggerNonce, triggerHash: triggerHashText },
        now,
      }),
    );
    // Reseed: the next cycle starts from the seed (the provider's money) plus the reserve kept aside.
    cycle += 1;
    seeds += seed;
    amount = seed + reserve;
    reserve = 0n;
    reseeded = true;
    if (tier.cap_minor === null) continue;
    const next = drawTrigger({ tierId, cycle, startMinor: amount, capMinor: BigInt(tier.cap_minor) });
    trigger = next.triggerMinor;
    triggerNonce = next.triggerNonce;
    triggerHashText = next.triggerHash;
  }

  if (pending.length > 0)
    await tx.$executeRaw`DELETE FROM jackpot_pending_contributions
      WHERE tier_id = ${tierId} AND round_id = ANY (${pending.map((row) => row.round_id)})`;
  const limit = shardLimit({ kind: tier.kind, amountMinor: amount, triggerMinor: trigger });
  await tx.$executeRaw`UPDATE jackpot_tier_shards SET pool_minor = 0, reserve_minor = 0,
    limit_minor = ${limit === null ? null : limit.toString()}::bigint WHERE tier_id = ${tierId}`;
  await tx.jackpotTier.update({
    where: { id: tierId },
    data: {
      cycle,
      amountMinor: amount,
      reserveMinor: reserve,
      seedsMinor: seeds,
      triggerMinor: trigger,
      triggerNonce,
      triggerHash: triggerHashText,
      ...(reseeded ? { seededAt: now } : {}),
    },
  });
  return { wins, more: pending.length === APPLY_BATCH };
}

async function payWin(
  tx: Prisma.TransactionClient,
  options: {
    tier: TierRow;
    cycle: number;
    amountMinor: bigint;
    roundId: string;
    exchangeRate: string | null;
    /** Mystery: the cycle's trigger, revealed on the win; progressive: all null. */
    trigger: { triggerMinor: bigint | null; triggerNonce: string | null; triggerHash: string | null };
    now: Date;
  },
): Promise<JackpotWinRecord> {
  const { tier, cycle, amountMinor, roundId, now } = options;
  const round = await tx.walletRound.findUniqueOrThrow({ where: { id: roundId } });
  const currency = round.currency.trim();
  // Pool currency → the round's: the winning contribution's rate (pool per unit of the round's currency), down.
  const paidMinor =
    options.exchangeRate === null
      ? amountMinor
      : (amountMinor * 10n ** BigInt(round.exponent + RATE_SCALE)) /
        (parseRateUnits(options.exchangeRate) * 10n ** BigInt(tier.pool_exponent));
  const transactionId = jackpotWinTransactionId(tier.pool_id, tier.id, cycle);
  const win: JackpotWinRecord = {
    winId: derivedId("jwn", tier.pool_id, tier.id, String(cycle)),
    poolId: tier.pool_id,
    tierId: tier.id,
    cycle,
    roundId,
    operatorId: round.operatorId,
    playerId: round.playerId,
    sessionId: round.sessionId,
    amountMinor,
    paidMinor,
    paidCurrency: currency,
    transactionId,
  };
  await tx.jackpotWin.create({
    data: {
      id: win.winId,
      tierId: tier.id,
      poolId: tier.pool_id,
      cycle,
      roundId,
      operatorId: round.operatorId,
      playerId: round.playerId,
      sessionId: round.sessionId,
      gameSymbol: round.gameSymbol,
      amountMinor,
      paidMinor,
      paidCurrency: currency,
      exchangeRate: options.exchangeRate,
      transactionId,
      triggerMinor: options.trigger.triggerMinor,
      triggerNonce: options.trigger.triggerNonce,
      triggerHash: options.trigger.triggerHash,
      wonAt: now,
    },
  });
  await queueOutOfRoundCredit(tx, {
    transactionId,
    operatorId: round.operatorId,
    playerId: round.playerId,
    sessionId: round.sessionId,
    gameSymbol: round.gameSymbol,
    currency,
    amountMinor: paidMinor,
    actionType: JACKPOT_WIN_ACTION_TYPE,
    now,
  });
  logger.info(
    {
      where: "jackpots",
      pool_id: tier.pool_id,
      tier_id: tier.id,
      cycle,
      round_id: roundId,
      transaction_id: transactionId,
    },
    "jackpot tier won",
  );
  return win;
}
