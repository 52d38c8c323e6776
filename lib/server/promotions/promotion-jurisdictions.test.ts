import { describe, expect, it } from "vitest";
import { jurisdictionProfile, sessionProfile } from "@/lib/contract/jurisdiction-profiles";
import { promotionTakesPart } from "./promotion-jurisdictions";

const session = (operatorJurisdiction: string | null, launchJurisdiction: string | null) =>
  sessionProfile({ operatorJurisdiction, launchJurisdiction, launchRealityCheckMinutes: null });

describe("promotionTakesPart", () => {
  it("takes every jurisdiction whose profile allows promotions when the list is empty", () => {
    expect(promotionTakesPart({ jurisdictions: [], profile: jurisdictionProfile(null) })).toBe(true);
    expect(promotionTakesPart({ jurisdictions: [], profile: jurisdictionProfile("MT") })).toBe(true);
    expect(promotionTakesPart({ jurisdictions: [], profile: jurisdictionProfile("DE") })).toBe(false);
    expect(promotionTakesPart({ jurisdictions: [], profile: jurisdictionProfile("SE") })).toBe(false);
  });

  it("takes only the listed jurisdictions, by the session's effective code", () => {
    expect(promotionTakesPart({ jurisdictions: ["MT"], profile: session("MT", null) })).toBe(true);
    expect(promotionTakesPart({ jurisdictions: ["MT"], profile: session(null, null) })).toBe(false);
    // A launch naming UK under an MT operator plays as UK.
    expect(promotionTakesPart({ jurisdictions: ["MT"], profile: session("MT", "UK") })).toBe(false);
    expect(promotionTakesPart({ jurisdictions: ["UK"], profile: session("MT", "UK") })).toBe(true);
  });

  it("excludes a session when either profile excludes promotions", () => {
    expect(promotionTakesPart({ jurisdictions: [], profile: session("DE", "UK") })).toBe(false);
    expect(promotionTakesPart({ jurisdictions: ["UK"], profile: session("UK", "DE") })).toBe(false);
  });
});
