// Jurisdiction profiles: what a regulated market requires of a game session, as data. The server enforces every
// rule (runtime spin) and the game page obeys it; an operator is assigned one profile, a launch may name a stricter
// one (`jurisdiction` in the launch body), and the session plays under the stricter of both (`strictestProfile`).
import { z } from "zod";

/** RTP variants a game may offer (nominal percentages; each game's exact RTP per variant comes from its maths). */
export const RTP_VARIANTS = ["96", "94", "92"] as const;
export type RtpVariant = (typeof RTP_VARIANTS)[number];
export const DEFAULT_RTP_VARIANT: RtpVariant = "96";
export const rtpVariantSchema = z.enum(RTP_VARIANTS, { error: `must be one of ${RTP_VARIANTS.join(", ")}` });

export const JURISDICTION_CODES = ["DEFAULT", "UK", "DE", "SE", "ES", "MT"] as const;
export type JurisdictionCode = (typeof JURISDICTION_CODES)[number];
export const DEFAULT_JURISDICTION: JurisdictionCode = "DEFAULT";

export type JurisdictionProfile = {
  code: JurisdictionCode;
  name: string;
  /** Least time from one spin's start to the next spin's start, ms (0 = none). */
  minSpinIntervalMs: number;
  autoplay: { allowed: false } | { allowed: true; maxSpins: number; requiresLossLimit: boolean };
  /** Quick spin / turbo (shortened reel animation). */
  turboAllowed: boolean;
  /** Stopping the reels early by tapping. */
  slamStopAllowed: boolean;
  featureBuyAllowed: boolean;
  /** Highest stake of one spin per currency, decimal text; a currency not listed has no limit. */
  maxStake: Readonly<Record<string, string>>;
  /** Show the net position (wins − bets) since launch. */
  netPositionShown: boolean;
  /** Show the time played since launch. */
  sessionTimeShown: boolean;
  /** Reality check every N minutes (null = none); a launch may ask for a shorter interval. */
  realityCheckMinutes: number | null;
  /** The RTP variant this market's operators get unless the operator's own setting names another. */
  rtpVariant: RtpVariant;
  /** Whether sessions here may take part in promotions (tournaments, prize drops); a session of a market that
   * excludes them never scores nor draws a prize (lib/server/promotions/promotion-jurisdictions.ts). */
  promotionsAllowed: boolean;
  /** Why, in a line with its source (shown on the console's jurisdictions page). */
  promotionsNote: string;
  /** Whether rounds here may feed and win jackpot pools; a session of a market that excludes them settles its rounds
   * without a contribution (lib/server/wallet/settle-round.ts), so it can never win one either. */
  jackpotsAllowed: boolean;
  /** Why, in a line with its source (shown on the console's jurisdictions page). */
  jackpotsNote: string;
};

const DEFAULT_PROFILE: JurisdictionProfile = {
  code: "DEFAULT",
  name: "Permissive default",
  minSpinIntervalMs: 0,
  autoplay: { allowed: true, maxSpins: 100, requiresLossLimit: false },
  turboAllowed: true,
  slamStopAllowed: true,
  featureBuyAllowed: true,
  maxStake: {},
  netPositionShown: false,
  sessionTimeShown: false,
  realityCheckMinutes: null,
  rtpVariant: "96",
  promotionsAllowed: true,
  promotionsNote: "No market rule: promotions take part.",
  jackpotsAllowed: true,
  jackpotsNote: "No market rule: rounds feed and win jackpots.",
};

/** Built-in profiles. Sources: UKGC RTS 13/14 (2021), GlüStV 2021 (DE), Spelinspektionen (SE), RD 958/2020 (ES), MGA. */
export const JURISDICTION_PROFILES: Readonly<Record<JurisdictionCode, JurisdictionProfile>> = {
  DEFAULT: DEFAULT_PROFILE,
  UK: {
    code: "UK",
    name: "United Kingdom (UKGC RTS 13, 14)",
    minSpinIntervalMs: 2500,
    autoplay: { allowed: false },
    turboAllowed: false,
    slamStopAllowed: false,
    featureBuyAllowed: true,
    maxStake: {},
    netPositionShown: true,
    sessionTimeShown: true,
    realityCheckMinutes: 60,
    rtpVariant: "96",
    promotionsAllowed: true,
    promotionsNote:
      "Allowed with clear, fair terms (UKGC LCCP SR code 5.1.6); the operator's own promotion rules apply.",
    jackpotsAllowed: true,
    jackpotsNote:
      "Allowed: the game's rules must say how its jackpot is won and what feeds it (UKGC RTS 7, game information).",
  },
  DE: {
    code: "DE",
    name: "Germany (GlüStV 2021)",
    minSpinIntervalMs: 5000,
    autoplay: { allowed: false },
    turboAllowed: false,
    slamStopAllowed: false,
    featureBuyAllowed: false,
    maxStake: { EUR: "1.00" },
    netPositionShown: true,
    sessionTimeShown: true,
    realityCheckMinutes: 60,
    rtpVariant: "96",
    promotionsAllowed: false,
    promotionsNote:
      "Excluded: GlüStV 2021 § 22a (6) bans jackpots in virtual slot games; prizes beyond a game's own result are treated alike.",
    jackpotsAllowed: false,
    jackpotsNote:
      "Excluded: GlüStV 2021 § 22a (6) bans jackpots in virtual slot games; rounds here neither feed nor win a pool.",
  },
  SE: {
    code: "SE",
    name: "Sweden (Spelinspektionen)",
    minSpinIntervalMs: 3000,
    autoplay: { allowed: true, maxSpins: 100, requiresLossLimit: true },
    turboAllowed: false,
    slamStopAllowed: true,
    featureBuyAllowed: true,
    maxStake: {},
    netPositionShown: true,
    sessionTimeShown: true,
    realityCheckMinutes: 60,
    rtpVariant: "96",
    promotionsAllowed: false,
    promotionsNote:
      "Excluded: the Gambling Act (Spellag 2018:1138) ch. 14 § 9 allows a bonus only at a player's first game occasion.",
    jackpotsAllowed: true,
    jackpotsNote:
      "Allowed: the Gambling Act (Spellag 2018:1138) has no jackpot rule; its bonus rule (ch. 14 § 9) is about operators' offers.",
  },
  ES: {
    code: "ES",
    name: "Spain (DGOJ, RD 958/2020)",
    minSpinIntervalMs: 3000,
    autoplay: { allowed: true, maxSpins: 100, requiresLossLimit: true },
    turboAllowed: false,
    slamStopAllowed: true,
    featureBuyAllowed: true,
    maxStake: {},
    netPositionShown: true,
    sessionTimeShown: true,
    realityCheckMinutes: 60,
    rtpVariant: "96",
    promotionsAllowed: true,
    promotionsNote:
      "Allowed: RD 958/2020 art. 13's bonus conditions (verified accounts) are the operator's to apply to its players.",
    jackpotsAllowed: true,
    jackpotsNote:
      "Allowed: the slots order (Orden HAP/1370/2014) admits jackpots whose rules are published with the game.",
  },
  MT: {
    code: "MT",
    name: "Malta (MGA)",
    minSpinIntervalMs: 0,
    autoplay: { allowed: true, maxSpins: 100, requiresLossLimit: false },
    turboAllowed: true,
    slamStopAllowed: true,
    featureBuyAllowed: true,
    maxStake: {},
    netPositionShown: false,
    sessionTimeShown: true,
    realityCheckMinutes: 60,
    rtpVariant: "96",
    promotionsAllowed: true,
    promotionsNote: "Allowed with clear terms (MGA Player Protection Directive, Directive 2 of 2018).",
    jackpotsAllowed: true,
    jackpotsNote: "Allowed with clear game rules (MGA Player Protection Directive, Directive 2 of 2018).",
  },
};

export const jurisdictionCodeSchema = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(JURISDICTION_CODES, { error: `must be one of ${JURISDICTION_CODES.join(", ")}` }));

export function jurisdictionProfile(code: string | null | undefined): JurisdictionProfile {
  if (!code) return DEFAULT_PROFILE;
  return JURISDICTION_PROFILES[code.toUpperCase() as JurisdictionCode] ?? DEFAULT_PROFILE;
}

function stricterLimit(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Number(a) <= Number(b) ? a : b;
}

function stricterMinutes(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/** Rule by rule, the stricter of two profiles (a launch's named profile never loosens the operator's). */
export function strictestProfile(operator: JurisdictionProfile, launch: JurisdictionProfile): JurisdictionProfile {
  if (operator.code === launch.code) return operator;
  const currencies = new Set([...Object.keys(operator.maxStake), ...Object.keys(launch.maxStake)]);
  const maxStake: Record<string, string> = {};
  for (const currency of currencies) {
    const limit = stricterLimit(operator.maxStake[currency], launch.maxStake[currency]);
    if (limit !== undefined) maxStake[currency] = limit;
  }
  const autoplay =
    !operator.autoplay.allowed || !launch.autoplay.allowed
      ? ({ allowed: false } as const)
      : {
          allowed: true as const,
          maxSpins: Math.min(operator.autoplay.maxSpins, launch.autoplay.maxSpins),
          requiresLossLimit: operator.autoplay.requiresLossLimit || launch.autoplay.requiresLossLimit,
        };
  return {
    code: launch.code === DEFAULT_JURISDICTION ? operator.code : launch.code,
    name: launch.code === DEFAULT_JURISDICTION ? operator.name : launch.name,
    minSpinIntervalMs: Math.max(operator.minSpinIntervalMs, launch.minSpinIntervalMs),
    autoplay,
    turboAllowed: operator.turboAllowed && launch.turboAllowed,
    slamStopAllowed: operator.slamStopAllowed && launch.slamStopAllowed,
    featureBuyAllowed: operator.featureBuyAllowed && launch.featureBuyAllowed,
    maxStake,
    netPositionShown: operator.netPositionShown || launch.netPositionShown,
    sessionTimeShown: operator.sessionTimeShown || launch.sessionTimeShown,
    realityCheckMinutes: stricterMinutes(operator.realityCheckMinutes, launch.realityCheckMinutes),
    // RTP is the operator's commercial choice, not a stricter/looser rule: the operator's profile keeps it.
    rtpVariant: operator.rtpVariant,
    // A market that excludes promotions excludes them whichever of the two is the session's named profile.
    promotionsAllowed: operator.promotionsAllowed && launch.promotionsAllowed,
    promotionsNote: !operator.promotionsAllowed
      ? operator.promotionsNote
      : !launch.promotionsAllowed || launch.code !== DEFAULT_JURISDICTION
        ? launch.promotionsNote
        : operator.promotionsNote,
    // Jackpots likewise: excluded if either profile excludes them, the excluding (else the named) profile's reason.
    jackpotsAllowed: operator.jackpotsAllowed && launch.jackpotsAllowed,
    jackpotsNote: !operator.jackpotsAllowed
      ? operator.jackpotsNote
      : !launch.jackpotsAllowed || launch.code !== DEFAULT_JURISDICTION
        ? launch.jackpotsNote
        : operator.jackpotsNote,
  };
}

/** A profile on the wire (the runtime's session view, the console): the same fields as JurisdictionProfile. */
export const jurisdictionProfileSchema = z.object({
  code: z.enum(JURISDICTION_CODES),
  name: z.string(),
  minSpinIntervalMs: z.int(),
  autoplay: z.union([
    z.object({ allowed: z.literal(false) }),
    z.object({ allowed: z.literal(true), maxSpins: z.int(), requiresLossLimit: z.boolean() }),
  ]),
  turboAllowed: z.boolean(),
  slamStopAllowed: z.boolean(),
  featureBuyAllowed: z.boolean(),
  maxStake: z.record(z.string(), z.string()),
  netPositionShown: z.boolean(),
  sessionTimeShown: z.boolean(),
  realityCheckMinutes: z.int().nullable(),
  rtpVariant: z.enum(RTP_VARIANTS),
  promotionsAllowed: z.boolean(),
  promotionsNote: z.string(),
  jackpotsAllowed: z.boolean(),
  jackpotsNote: z.string(),
});

/**
 * The profile a session plays under: the stricter of the operator's and the launch's, and the launch's own
 * reality-check interval when it is shorter than the profile's (a launch never lengthens or removes one).
 */
export function sessionProfile(options: {
  operatorJurisdiction: string | null;
  launchJurisdiction: string | null;
  launchRealityCheckMinutes: number | null;
}): JurisdictionProfile {
  const profile = strictestProfile(
    jurisdictionProfile(options.operatorJurisdiction),
    jurisdictionProfile(options.launchJurisdiction),
  );
  const realityCheckMinutes = stricterMinutes(profile.realityCheckMinutes, options.launchRealityCheckMinutes);
  return realityCheckMinutes === profile.realityCheckMinutes ? profile : { ...profile, realityCheckMinutes };
}
