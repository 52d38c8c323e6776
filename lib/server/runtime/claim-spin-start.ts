import "server-only";
import type { JurisdictionProfile } from "@/lib/contract/jurisdiction-profiles";
import { AppError } from "@/lib/base/errors";
import { directQuery, utcTimeColumn } from "@/lib/server/db/direct-sql";

// A jurisdiction profile's minimum time between spins, enforced by the server across instances: the session row
// holds its latest spin's start, and a spin starting sooner than minSpinIntervalMs after it is refused before
// anything is debited or stored.

// One statement claims the spin's start: it succeeds only when the previous start is far enough back, so two
// instances (or two tabs) racing cannot both start a spin inside the interval.
const CLAIM_SPIN_START = {
  name: "gp_session_claim_spin_start_v1",
  text: `UPDATE launch_sessions SET last_spin_started_at = $2::timestamp(3)
    WHERE id = $1 AND (last_spin_started_at IS NULL OR last_spin_started_at <= $2::timestamp(3) - make_interval(secs => $3::int / 1000.0))
    RETURNING id`,
};

const LAST_SPIN_START = {
  name: "gp_session_last_spin_start_v1",
  text: `SELECT ${utcTimeColumn("last_spin_started_at", "lastSpinStartedAt")} FROM launch_sessions WHERE id = $1`,
};

// A retried spin (same Idempotency-Key, its first answer lost on the way) is a replay, not a new spin.
const KNOWN_SPIN_KEY = {
  name: "gp_session_known_spin_key_v1",
  text: `SELECT 1 AS known FROM wallet_rounds WHERE session_id = $1 AND idempotency_key = $2`,
};

/** Records the spin's start, or refuses it (429 spin_too_fast, Retry-After) when it comes too soon after the previous one. */
export async function claimSpinStart(options: {
  sessionId: string;
  profile: JurisdictionProfile;
  idempotencyKey: string | null;
  now?: Date;
}): Promise<void> {
  const { sessionId, profile } = options;
  const interval = profile.minSpinIntervalMs;
  if (interval <= 0) return;
  const now = options.now ?? new Date();
  const claimed = await directQuery(CLAIM_SPIN_START, [sessionId, now.toISOString(), interval], "durable");
  if (claimed.length > 0) return;
  if (options.idempotencyKey) {
    const known = await directQuery(KNOWN_SPIN_KEY, [sessionId, options.idempotencyKey], "fast");
    if (known.length > 0) return;
  }
  const [row] = await directQuery<{ lastSpinStartedAt: string | null }>(LAST_SPIN_START, [sessionId], "fast");
  const previous = row?.lastSpinStartedAt ? new Date(row.lastSpinStartedAt).getTime() : now.getTime();
  const waitMs = Math.max(1, previous + interval - now.getTime());
  throw new AppError(
    "spin_too_fast",
    `Under the ${profile.code} jurisdiction profile a spin may start ${interval} ms after the previous one at the earliest; wait ${waitMs} ms`,
    { headers: { "Retry-After": String(Math.ceil(waitMs / 1000)) } },
  );
}
