import {
  JURISDICTION_CODES,
  JURISDICTION_PROFILES,
  type JurisdictionProfile,
} from "@/lib/contract/jurisdiction-profiles";

// Which sessions take part in a promotion, by jurisdiction (issue 28: "staff choose which operators and which
// jurisdictions take part; a jurisdiction profile may exclude promotions"). A session plays under its effective
// profile, the stricter of its operator's and its launch's (sessionProfile / strictestProfile), whose code is the
// launch's named one unless that is DEFAULT. It takes part when that profile allows promotions (both profiles must)
// and the promotion's list of jurisdictions is empty (every jurisdiction whose profile allows them) or names the
// code. Pure: the scoring pass applies the same rule in SQL (promotionJurisdictionSql), the game's panel with this.

/** True when a session under `profile` takes part in a promotion open to `jurisdictions` (empty: all). */
export function promotionTakesPart(options: {
  jurisdictions: readonly string[];
  profile: Pick<JurisdictionProfile, "code" | "promotionsAllowed">;
}): boolean {
  const { jurisdictions, profile } = options;
  if (!profile.promotionsAllowed) return false;
  return jurisdictions.length === 0 || jurisdictions.includes(profile.code);
}

const codeList = (codes: readonly string[]) => `ARRAY[${codes.map((code) => `'${code}'`).join(", ")}]::text[]`;
const KNOWN = codeList(JURISDICTION_CODES);
const ALLOWING = codeList(JURISDICTION_CODES.filter((code) => JURISDICTION_PROFILES[code].promotionsAllowed));

/**
 * promotionTakesPart as a SQL condition over a promotion (alias `promotion`, its jurisdictions column), the operator's
 * jurisdiction and the launch session's (SQL expressions, null = DEFAULT; an unknown code reads as DEFAULT, as
 * jurisdictionProfile does). The code lists are the built-in profiles', written into the text.
 */
export function promotionJurisdictionSql(options: {
  promotion: string;
  operatorJurisdiction: string;
  launchJurisdiction: string;
}): string {
  const code = (expression: string) =>
    `(CASE WHEN upper(${expression}) = ANY (${KNOWN}) THEN upper(${expression}) ELSE 'DEFAULT' END)`;
  const operator = code(options.operatorJurisdiction);
  const launch = code(options.launchJurisdiction);
  const list = `COALESCE(${options.promotion}.jurisdictions, ARRAY[]::text[])`;
  return `(${operator} = ANY (${ALLOWING}) AND ${launch} = ANY (${ALLOWING})
    AND (cardinality(${list}) = 0 OR (CASE WHEN ${launch} = 'DEFAULT' THEN ${operator} ELSE ${launch} END) = ANY (${list})))`;
}
