import "server-only";
import type { LaunchRequest, LaunchResult } from "@/lib/contract/provider-api";
import { randomBase62 } from "@/lib/base/random-id";
import { versionedCache } from "@/lib/server/cache/versioned-cache";
import { directQuery } from "@/lib/server/db/direct-sql";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { assertPlayerNotRestricted } from "@/lib/server/player-restrictions/assert-player-not-restricted";
import { createLaunchToken } from "./launch-token";
import { demoModeStartBalanceMinor, gameBaseUrl, launchSessionTtlSeconds } from "./launch-settings";
import { sessionRtpVariant } from "./session-rtp-variant";

// Creates or refreshes a player's game session and returns its launch URL. One session exists per operator,
// player, game, currency and mode: launching again keeps its session_id and issues a new token and expiry (the old
// token stops working). The game must be in the operator's live catalog — the same allowlist as the catalog.
// The session's RTP variant is fixed when it starts (sessionRtpVariant); a relaunch of a session still running keeps
// it, so a running session never changes maths. A demo session (mode "demo") starts with a virtual balance.

export type LaunchSessionRequest = Omit<LaunchRequest, "operator_id">;

export async function createLaunchSession(options: {
  operatorId: string;
  request: LaunchSessionRequest;
  /** Used for launch_url when GAME_BASE_URL is unset outside production and staging. */
  fallbackBaseUrl: string;
}): Promise<LaunchResult> {
  const { operatorId, request } = options;
  // Configuration is checked first: a misconfigured server refuses before anything is written.
  const baseUrl = gameBaseUrl(options.fallbackBaseUrl);
  const ttlSeconds = launchSessionTtlSeconds();

  const operator = await launchOperators.readThrough(
    operatorId,
    () =>
      prisma.operator.findUnique({
        where: { id: operatorId },
        select: { status: true, defaultCurrency: true, jurisdiction: true, rtpVariant: true },
      }),
    (found) => found !== null,
  );
  if (!operator) throw new AppError("operator_not_found", "The operator does not exist");
  if (operator.status !== "active") throw new AppError("operator_inactive", "The operator is inactive");

  const game = await findGame(operatorId, request);
  if (!game.liveCatalogEnabled || game.catalogEntries.length === 0) {
    throw new AppError("game_not_enabled", "This game is not enabled for the operator");
  }
  await assertPlayerNotRestricted({ operatorId, externalPlayerId: request.external_player_id });

  const currency = (request.currency ?? (operator.defaultCurrency?.trim() || "USD")).toUpperCase();
  const lang = (request.lang ?? "en").toLowerCase();
  const device = request.device === "tablet" ? "mobile" : (request.device ?? "desktop");
  const mode = request.mode ?? "real";
  const demoBalanceMinor = mode === "demo" ? demoModeStartBalanceMinor(currency) : null;
  const { token, tokenHash } = createLaunchToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  // One statement (the unique key's conflict makes it an update), so two first launches at the same moment end
  // in one session. The old cookie stays valid; the old launch token does not. It runs on every launch, so it is a
  // prepared statement on the durable direct pool. Times go as UTC text (the columns have no time zone).
  const [session] = await directQuery<{ id: string }>(
    UPSERT_SESSION,
    [
      `ses_${randomBase62(24)}`,
      operatorId,
      request.external_player_id,
      game.id,
      currency,
      lang,
      request.coin ?? null,
      device,
      request.return_url ?? null,
      tokenHash,
      expiresAt.toISOString(),
      now.toISOString(),
      request.jurisdiction ?? null,
      request.reality_check_minutes ?? null,
      mode,
      sessionRtpVariant(operator),
      demoBalanceMinor === null ? null : demoBalanceMinor.toString(),
    ],
    "durable",
  );
  if (!session) throw new AppError("internal_error", "The launch session was not stored");

  return {
    symbol: game.symbol,
    slug: game.slug,
    operator_id: operatorId,
    currency,
    lang,
    session_id: session.id,
    launch_url: `${baseUrl}${game.launchPath}${game.launchPath.includes("?") ? "&" : "?"}token=${token}`,
    expires_at: expiresAt.toISOString(),
  };
}

// A relaunch takes the new launch's jurisdiction and reality-check interval (absent = none): each launch says its own.
const UPSERT_SESSION = {
  name: "gp_launch_session_upsert_v3",
  // A session still running (not terminated, not expired) keeps its RTP variant and virtual balance.
  text: `INSERT INTO launch_sessions (id, operator_id, external_player_id, game_id, currency, lang, coin, device, return_url,
      launch_token_hash, expires_at, last_activity_at, terminated_at, created_at, updated_at, jurisdiction, reality_check_minutes,
      mode, rtp_variant, demo_balance_minor)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8::"Device", $9, $10, $11::timestamp(3), $12::timestamp(3), NULL, $12::timestamp(3), $12::timestamp(3),
      $13::text, $14::int, $15::"SessionMode", $16::text, $17::bigint)
    ON CONFLICT (operator_id, external_player_id, game_id, currency, mode) DO UPDATE SET
      lang = EXCLUDED.lang, coin = EXCLUDED.coin, device = EXCLUDED.device, return_url = EXCLUDED.return_url,
      jurisdiction = EXCLUDED.jurisdiction, reality_check_minutes = EXCLUDED.reality_check_minutes,
      launch_token_hash = EXCLUDED.launch_token_hash, launch_token_exchanged_at = NULL, expires_at = EXCLUDED.expires_at,
      last_activity_at = EXCLUDED.last_activity_at, terminated_at = NULL, updated_at = EXCLUDED.updated_at,
      rtp_variant = CASE WHEN launch_sessions.terminated_at IS NULL AND launch_sessions.expires_at > EXCLUDED.last_activity_at
        THEN launch_sessions.rtp_variant ELSE EXCLUDED.rtp_variant END,
      demo_balance_minor = COALESCE(launch_sessions.demo_balance_minor, EXCLUDED.demo_balance_minor)
    RETURNING id`,
};

// The operator and game facts a launch checks, kept in-process under the provider API cache version (any change
// to operators, games or catalogs moves it on every instance). Only found rows are kept: identifiers come from
// requests.
const launchOperators = versionedCache<{
  status: "active" | "inactive";
  defaultCurrency: string | null;
  jurisdiction: string | null;
  rtpVariant: string | null;
} | null>("launch-operators", 1024);
const launchGames = versionedCache<LaunchGame | null>("launch-games", 4096);

type LaunchGame = NonNullable<Awaited<ReturnType<typeof findGameRow>>>;

function findGameRow(operatorId: string, request: LaunchSessionRequest) {
  const select = {
    id: true,
    symbol: true,
    slug: true,
    launchPath: true,
    liveCatalogEnabled: true,
    catalogEntries: { where: { operatorId }, select: { operatorId: true } },
  } as const;
  return request.symbol
    ? prisma.game.findUnique({ where: { symbol: request.symbol }, select })
    : prisma.game.findUnique({ where: { slug: request.slug ?? "" }, select });
}

async function findGame(operatorId: string, request: LaunchSessionRequest): Promise<LaunchGame> {
  const key = JSON.stringify([operatorId, request.symbol ? "symbol" : "slug", request.symbol ?? request.slug ?? ""]);
  const game = await launchGames.readThrough(
    key,
    () => findGameRow(operatorId, request),
    (found) => found !== null,
  );
  if (!game) throw new AppError("game_not_found", "Game not found");
  if (request.symbol && request.slug && game.slug !== request.slug) {
    throw new AppError("invalid_request", "symbol and slug name different games; send one of them");
  }
  return game;
}
