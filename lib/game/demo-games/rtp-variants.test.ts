import { describe, expect, it } from "vitest";
import { RTP_VARIANTS } from "@/lib/contract/jurisdiction-profiles";
import { parseSlotMathConfig } from "@/lib/game/math/compiled-math";
import { computeExactRtp } from "@/lib/game/math/exact-rtp";
import { mathForRtpVariant } from "@/lib/game/math/rtp-variants";
import { simulateRounds } from "@/lib/game/math/simulate";
import { demoGameMath } from "./registry";

// Every demo game offers the three RTP variants; each variant's exact RTP (the engine's, not sampled) lies within
// TOLERANCE of its nominal percent. Pays are whole multiples, so scaling them moves the return in steps; the
// tuned scales (each math.ts) land within 0.8 points, most within 0.3.
const TOLERANCE = 0.008;

describe("RTP variants of the demo games", () => {
  it.each(Object.keys(demoGameMath))("%s: each variant's exact RTP is near its nominal, 96 > 94 > 92", (symbol) => {
    const config = demoGameMath[symbol]!;
    const rtps = RTP_VARIANTS.map((variant) => computeExactRtp(mathForRtpVariant(config, variant)).rtp);
    RTP_VARIANTS.forEach((variant, index) => {
      expect(
        Math.abs(rtps[index]! - Number(variant) / 100),
        `${symbol} variant ${variant}: ${rtps[index]}`,
      ).toBeLessThanOrEqual(TOLERANCE);
    });
    expect(rtps[0]).toBeGreaterThan(rtps[1]!);
    expect(rtps[1]).toBeGreaterThan(rtps[2]!);
  });

  it("keeps strips, lines and features; only the pays change", () => {
    const config = demoGameMath.vs25pharaoh!;
    const variant = mathForRtpVariant(config, "92");
    expect(variant.reelStrips).toBe(config.reelStrips);
    expect(variant.paylines).toBe(config.paylines);
    expect(variant.freeSpins).toBe(config.freeSpins);
    expect(variant.paytable).not.toEqual(config.paytable);
    expect(variant.scatter!.symbol).toBe(config.scatter!.symbol);
    for (const [symbol, pays] of Object.entries(variant.paytable)) {
      expect(pays[5], symbol).toBeLessThanOrEqual(config.paytable[symbol]![5]);
    }
    expect(variant.rtpVariants).toBeUndefined();
    // A variant is a valid config on its own, and the same object every time (compiled maths stay cached).
    expect(parseSlotMathConfig(JSON.parse(JSON.stringify(variant)))).toEqual(variant);
    expect(mathForRtpVariant(config, "92")).toBe(variant);
  });

  it("plays the stored config for a variant the game does not list, or none", () => {
    const config = demoGameMath.vs20dragonpearl!; // already near 96: its own pays are the 96 variant
    expect(mathForRtpVariant(config, "96")).toBe(config);
    expect(mathForRtpVariant(config, null)).toBe(config);
    expect(mathForRtpVariant(config, "90")).toBe(config);
  });

  it("refuses a variant whose pays name other symbols than the paytable", () => {
    const stored = JSON.parse(JSON.stringify(demoGameMath.vs20aurora!));
    delete stored.rtpVariants["94"].paytable.a;
    expect(() => parseSlotMathConfig(stored)).toThrow(/a variant pays the same symbols as the paytable/);
  });

  it("a seeded simulation of a variant lands within four standard errors of its exact RTP", () => {
    const config = mathForRtpVariant(demoGameMath.bs25candyrush!, "92");
    const exact = computeExactRtp(config);
    const simulation = simulateRounds({ config, rounds: 200_000, seed: 19 });
    expect(Math.abs(simulation.rtp - exact.rtp)).toBeLessThanOrEqual(4 * simulation.standardError);
  }, 120_000);
});
