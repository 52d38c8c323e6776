import { describe, expect, it } from "vitest";
import {
  JURISDICTION_PROFILES,
  jurisdictionProfileSchema,
  sessionProfile,
  strictestProfile,
} from "./jurisdiction-profiles";

describe("jurisdiction profiles", () => {
  it("are all valid wire profiles", () => {
    for (const profile of Object.values(JURISDICTION_PROFILES))
      expect(jurisdictionProfileSchema.parse(profile)).toEqual(profile);
  });

  it("combine rule by rule, the stricter winning, and the launch's name shown unless it is DEFAULT", () => {
    const combined = strictestProfile(JURISDICTION_PROFILES.DE, JURISDICTION_PROFILES.UK);
    expect(combined).toMatchObject({
      code: "UK",
      minSpinIntervalMs: 5000,
      featureBuyAllowed: false,
      maxStake: { EUR: "1.00" },
      autoplay: { allowed: false },
      // Germany excludes promotions: so does any session under a German operator, whatever the launch names.
      promotionsAllowed: false,
    });
    expect(strictestProfile(JURISDICTION_PROFILES.UK, JURISDICTION_PROFILES.MT).promotionsAllowed).toBe(true);
    expect(strictestProfile(JURISDICTION_PROFILES.UK, JURISDICTION_PROFILES.SE).promotionsAllowed).toBe(false);
    // Germany excludes jackpots too (GlüStV 2021 § 22a (6)), with its reason, whichever profile is the operator's.
    expect(combined).toMatchObject({ jackpotsAllowed: false, jackpotsNote: JURISDICTION_PROFILES.DE.jackpotsNote });
    expect(strictestProfile(JURISDICTION_PROFILES.UK, JURISDICTION_PROFILES.DE)).toMatchObject({
      jackpotsAllowed: false,
      jackpotsNote: JURISDICTION_PROFILES.DE.jackpotsNote,
    });
    expect(strictestProfile(JURISDICTION_PROFILES.UK, JURISDICTION_PROFILES.SE).jackpotsAllowed).toBe(true);
    expect(
      Object.values(JURISDICTION_PROFILES)
        .filter((profile) => !profile.jackpotsAllowed)
        .map((profile) => profile.code),
    ).toEqual(["DE"]);
    const se = strictestProfile(JURISDICTION_PROFILES.MT, JURISDICTION_PROFILES.SE);
    expect(se).toMatchObject({
      code: "SE",
      minSpinIntervalMs: 3000,
      turboAllowed: false,
      autoplay: { allowed: true, maxSpins: 100, requiresLossLimit: true },
    });
    expect(strictestProfile(JURISDICTION_PROFILES.DE, JURISDICTION_PROFILES.DEFAULT)).toMatchObject({
      code: "DE",
      minSpinIntervalMs: 5000,
    });
  });

  it("take the launch's reality-check interval only when it is shorter", () => {
    expect(
      sessionProfile({ operatorJurisdiction: null, launchJurisdiction: "UK", launchRealityCheckMinutes: 5 })
        .realityCheckMinutes,
    ).toBe(5);
    expect(
      sessionProfile({ operatorJurisdiction: null, launchJurisdiction: "UK", launchRealityCheckMinutes: 90 })
        .realityCheckMinutes,
    ).toBe(60);
    expect(
      sessionProfile({ operatorJurisdiction: null, launchJurisdiction: null, launchRealityCheckMinutes: 30 })
        .realityCheckMinutes,
    ).toBe(30);
    expect(
      sessionProfile({ operatorJurisdiction: "mt", launchJurisdiction: null, launchRealityCheckMinutes: null }),
    ).toEqual(JURISDICTION_PROFILES.MT);
  });
});
