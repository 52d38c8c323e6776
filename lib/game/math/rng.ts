import { randomInt } from "node:crypto";

// One interface for reel-stop randomness: the cryptographic source plays real rounds, the seeded one makes
// simulations and tests repeatable. Both return every value in [0, maxExclusive) with exactly equal probability.

export interface RandomSource {
  /** A uniform integer in [0, maxExclusive); maxExclusive is an integer from 1 to 2^32. */
  nextInt(maxExclusive: number): number;
}

const TWO_POW_32 = 0x1_0000_0000;

function assertRange(maxExclusive: number): void {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
    throw new RangeError(`maxExclusive must be an integer from 1 to 2^32, got ${maxExclusive}`);
  }
}

/** Production randomness: node:crypto's randomInt, which rejects out-of-range draws, so it has no modulo bias. */
export function createCryptoRandomSource(): RandomSource {
  return {
    nextInt(maxExclusive) {
      assertRange(maxExclusive);
      return randomInt(maxExclusive);
    },
  };
}

/**
 * xoshiro128** (Blackman & Vigna), its 128-bit state seeded from SplitMix64 of the seed as the authors advise.
 * Not for real money: its output is predictable from a few values.
 */
export function createSeededRandomSource(seed: number): RandomSource {
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new RangeError(`seed must be a non-negative safe integer, got ${seed}`);
  }
  const mask64 = (1n << 64n) - 1n;
  let splitMixState = BigInt(seed);
  const splitMix64 = () => {
    splitMixState = (splitMixState + 0x9e3779b97f4a7c15n) & mask64;
    let z = splitMixState;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask64;
    return z ^ (z >> 31n);
  };
  const first = splitMix64();
  const second = splitMix64();
  let s0 = Number(first & 0xffffffffn) | 0;
  let s1 = Number(first >> 32n) | 0;
  let s2 = Number(second & 0xffffffffn) | 0;
  let s3 = Number(second >> 32n) | 0;

  const nextUint32 = () => {
    const product = Math.imul(s1, 5);
    const result = Math.imul((product << 7) | (product >>> 25), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    return result;
  };

  return {
    nextInt(maxExclusive) {
      assertRange(maxExclusive);
      // Reject the top sliver of 2^32 that does not divide evenly by maxExclusive, so no value is favoured.
      const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
      let value = nextUint32();
      while (value >= limit) value = nextUint32();
      return value % maxExclusive;
    },
  };
}
