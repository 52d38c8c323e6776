import {
  DEFAULT_RTP_VARIANT,
  jurisdictionProfile,
  rtpVariantSchema,
  type RtpVariant,
} from "@/lib/contract/jurisdiction-profiles";

// The RTP variant an operator's players get: the operator's own setting, else its jurisdiction profile's, else the
// default. The catalog reports it as `rtp` and a launch fixes it on the session.

export function sessionRtpVariant(
  operator: { jurisdiction: string | null; rtpVariant: string | null } | null,
): RtpVariant {
  if (!operator) return DEFAULT_RTP_VARIANT;
  const own = rtpVariantSchema.safeParse(operator.rtpVariant);
  if (own.success) return own.data;
  return jurisdictionProfile(operator.jurisdiction).rtpVariant ?? DEFAULT_RTP_VARIANT;
}
