import {
  JURISDICTION_CODES,
  JURISDICTION_PROFILES,
  type JurisdictionProfile,
} from "@/lib/contract/jurisdiction-profiles";

// The built-in jurisdiction profiles, in their declared order (DEFAULT first), for the console.

export function listJurisdictionProfiles(): JurisdictionProfile[] {
  return JURISDICTION_CODES.map((code) => JURISDICTION_PROFILES[code]);
}
