import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { createCryptoRandomSource } from "@/lib/game/math/rng";
import { RATE_ONE } from "@/lib/server/reports/conversion-maths";
import { JACKPOT_SHARDS } from "@/lib/server/wallet/jackpot-feeds";

// A mystery tier's hidden trigger: drawn with the server's cryptographic RNG (the reels' source) when the tier is
// (re)seeded, uniformly over the whole minor units from just above the cycle's start to the cap, and committed by
// its SHA-256 with a 256-bit nonce (a small range could otherwise be searched from the hash). The hash is shown while
// the cycle runs; the win reveals trigger and nonce, so anyone can check that the trigger was fixed before play.
//
// A progressive tier's draw: for each contribution, a uniform integer in [0, 10^12) from the same source; the
// contribution wins when it is below p x 10^12 (p has at most 12 decimals), which happens with probability p exactly.

const random = createCryptoRandomSource();
const TWO_POW_32 = 0x1_0000_0000n;

/** A uniform bigint in [0, range): two 32-bit draws, rejecting the top remainder so there is no modulo bias. */
function uniformBelow(range: bigint): bigint {
  if (range <= 0n || range > TWO_POW_32 * TWO_POW_32) throw new RangeError(`range out of bounds: ${range}`);
  const space = TWO_POW_32 * TWO_POW_32;
  const limit = space - (space % range);
  for (;;) {
    const value = BigInt(random.nextInt(0x1_0000_0000)) * TWO_POW_32 + BigInt(random.nextInt(0x1_0000_0000));
    if (value < limit) return value % range;
  }
}

/** The draw's range: a progressive tier's probability is exact in units of 10^-12 (parseRateUnits). */
export const PROGRESSIVE_DRAW_RANGE = RATE_ONE;

/** Whether `draw` (uniform in [0, PROGRESSIVE_DRAW_RANGE)) wins a tier of probability `probabilityUnits` x 10^-12. */
export function progressiveDrawWins(options: { draw: bigint; probabilityUnits: bigint }): boolean {
  return options.draw < options.probabilityUnits;
}

/** One contribution's draw of a progressive tier: the integer drawn (evidence) and whether it wins. */
export function drawProgressive(probabilityUnits: bigint): { draw: bigint; won: boolean } {
  const draw = uniformBelow(PROGRESSIVE_DRAW_RANGE);
  return { draw, won: progressiveDrawWins({ draw, probabilityUnits }) };
}

export function triggerHash(options: { tierId: string; cycle: number; triggerMinor: bigint; nonce: string }): string {
  const { tierId, cycle, triggerMinor, nonce } = options;
  return createHash("sha256").update(`${tierId}:${cycle}:${triggerMinor}:${nonce}`).digest("hex");
}

/**
 * The cycle's trigger, uniform in [start + 1, cap] (minor units; start = seed + reserve carried): a contribution is
 * always needed to reach it. A start at or above the cap leaves start + 1, so the next contribution drops the tier.
 */
export function drawTrigger(options: { tierId: string; cycle: number; startMinor: bigint; capMinor: bigint }): {
  triggerMinor: bigint;
  triggerNonce: string;
  triggerHash: string;
} {
  const low = options.startMinor + 1n;
  const high = options.capMinor > low ? options.capMinor : low;
  const triggerMinor = low + uniformBelow(high - low + 1n);
  const triggerNonce = randomBytes(32).toString("hex");
  return {
    triggerMinor,
    triggerNonce,
    triggerHash: triggerHash({ tierId: options.tierId, cycle: options.cycle, triggerMinor, nonce: triggerNonce }),
  };
}

/**
 * Each shard's limit for a tier whose folded amount is `amountMinor`, gap = trigger - amount: the shards together hold at most
 * JACKPOT_SHARDS x limit < gap, so no contribution a shard takes can reach the trigger. A progressive tier's is 0:
 * every contribution may win, so none is taken by a shard (each goes pending to the applier's draw).
 */
export function shardLimit(options: {
  kind: "mystery" | "progressive";
  amountMinor: bigint;
  triggerMinor: bigint | null;
}): bigint | null {
  if (options.kind === "progressive") return 0n;
  if (options.triggerMinor === null) return null;
  const gap = options.triggerMinor - options.amountMinor;
  return gap <= 0n ? 0n : (gap - 1n) / BigInt(JACKPOT_SHARDS);
}
