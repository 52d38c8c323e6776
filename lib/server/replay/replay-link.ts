import "server-only";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { derivedKey } from "@/lib/server/crypto/secret-box";
import { checkReplaySignature, replaySignature, type ReplayLinkCheck } from "./replay-signature";

// A round's replay link: /replay/<round_id>?expires=<unix seconds>&signature=<HMAC>, valid for REPLAY_LINK_TTL_DAYS
// (365) from when it is handed out. The signing key is derived from APP_ENCRYPTION_KEY, so rotating that key
// invalidates every link handed out before. Revocation (per round, by staff) is checked by load-round-replay.ts.

const DAY_MS = 86_400_000;

function replayKey(): Buffer {
  return derivedKey("replay-links");
}

/** The replay link of a round, handed out at `now`. */
export function roundReplayUrl(options: { baseUrl: string; roundId: string; now: Date }): string {
  const expires = Math.floor(
    (options.now.getTime() + positiveIntegerSetting("REPLAY_LINK_TTL_DAYS", 365) * DAY_MS) / 1000,
  );
  const signature = replaySignature({ roundId: options.roundId, expires }, replayKey());
  return `${options.baseUrl}/replay/${encodeURIComponent(options.roundId)}?expires=${expires}&signature=${signature}`;
}

/** Whether a replay link's signature is genuine and not yet expired (revocation aside). */
export function checkReplayLink(
  link: { roundId: string; expires: string | undefined; signature: string | undefined },
  now: Date,
): ReplayLinkCheck {
  return checkReplaySignature(link, replayKey(), now);
}
