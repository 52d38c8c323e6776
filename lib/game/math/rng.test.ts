import { describe, expect, it } from "vitest";
import { createCryptoRandomSource, createSeededRandomSource, type RandomSource } from "./rng";

const TWO_POW_32 = 2 ** 32;

/** Pearson's chi-square statistic of `draws` values of nextInt(buckets). */
function chiSquare(source: RandomSource, buckets: number, draws: number): number {
  const counts = new Array<number>(buckets).fill(0);
  for (let i = 0; i < draws; i++) counts[source.nextInt(buckets)]!++;
  const expected = draws / buckets;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe("seeded random source", () => {
  it("produces the reference xoshiro128** output seeded by SplitMix64", () => {
    // From the authors' C reference (xoshiro128starstar.c, splitmix64.c), state words = the low then high
    // halves of two SplitMix64 outputs.
    const reference: Record<number, number[]> = {
      0: [3737715805, 2584255861, 2876756834, 3286328325, 1553311962, 1625202774, 3260698944, 2754151956],
      42: [1776835114, 4165204688, 17111135, 2317295270, 2792088233, 2554630222, 2940343271, 2244566231],
      9007199254740991: [1233166643, 1287031142, 661813442, 2960669951, 2601079046, 1036114921, 2300589652, 2591400186],
    };
    for (const [seed, expected] of Object.entries(reference)) {
      const source = createSeededRandomSource(Number(seed));
      expect(expected.map(() => source.nextInt(TWO_POW_32))).toEqual(expected);
    }
  });

  it("repeats for the same seed and differs between seeds", () => {
    const draw = (seed: number) => {
      const source = createSeededRandomSource(seed);
      return Array.from({ length: 20 }, () => source.nextInt(1000));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it("spreads values uniformly over a range that does not divide 2^32", () => {
    // 99.9% critical value of chi-square with 36 degrees of freedom is 67.99.
    expect(chiSquare(createSeededRandomSource(2024), 37, 370_000)).toBeLessThan(67.99);
  });

  it("is unbiased where plain modulo would not be", () => {
    // 3 × 2^30 does not divide 2^32: modulo alone would make the lower third of the range 50% more likely
    // (values below 2^30 would have two preimages). Rejection sampling keeps the thirds equal.
    const source = createSeededRandomSource(99);
    const range = 3 * 2 ** 30;
    let lowerThird = 0;
    const draws = 300_000;
    for (let i = 0; i < draws; i++) if (source.nextInt(range) < 2 ** 30) lowerThird++;
    // Binomial(300000, 1/3): standard deviation ≈ 258; biased modulo would give about 0.5 (150 000).
    expect(Math.abs(lowerThird - draws / 3)).toBeLessThan(5 * 258);
  });

  it("rejects bad seeds and ranges", () => {
    expect(() => createSeededRandomSource(-1)).toThrow(RangeError);
    expect(() => createSeededRandomSource(1.5)).toThrow(RangeError);
    const source = createSeededRandomSource(1);
    for (const bad of [0, -3, 2.5, TWO_POW_32 + 1, Number.NaN]) expect(() => source.nextInt(bad)).toThrow(RangeError);
    expect(source.nextInt(1)).toBe(0);
  });
});

describe("crypto random source", () => {
  it("stays in range and covers it uniformly", () => {
    const source = createCryptoRandomSource();
    const values = Array.from({ length: 1000 }, () => source.nextInt(5));
    expect(values.every((value) => Number.isInteger(value) && value >= 0 && value < 5)).toBe(true);
    // Unseeded, so the bound is the 1 − 10^-7 quantile of chi-square with 9 degrees of freedom (50.17): a
    // false alarm is one run in ten million, while a biased source (a stuck or skewed bucket) lands far above.
    expect(chiSquare(source, 10, 100_000)).toBeLessThan(50.17);
    expect(() => source.nextInt(0)).toThrow(RangeError);
  });
});
