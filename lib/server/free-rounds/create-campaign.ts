import "server-only";
import { createHash } from "node:crypto";
import type { CreateCampaignRequest, FreeRoundsCampaignView } from "@/lib/contract/free-rounds-api";
import { AppError } from "@/lib/base/errors";
import { formatMinorUnits } from "@/lib/base/money/decimal-amount";
import { randomBase62 } from "@/lib/base/random-id";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { isUniqueViolation } from "@/lib/server/db/unique-violation";
import { currencyExponent } from "@/lib/base/money/currency-exponent";
import { requireOperator } from "@/lib/server/operators/require-operator";
import { campaignAmountMinor, checkCampaignBet } from "./campaign-bet";
import { readCampaignView } from "./campaign-view";
import { insertAwards } from "./campaign-record";

// Creates a campaign and its players' awards in one transaction (a failing call stores nothing). The operator's
// campaign_id is the idempotency key: a repeat with the same body (by digest) answers the campaign again with
// created: false, another body is campaign_exists. Games count by the game they name, not by how they were
// written: a repeat may send the symbols the answer listed instead of the slugs first sent, in any order.
// Concurrent identical creates meet at the unique (operator_id, campaign_id): one inserts, the others wait for its
// commit and answer its campaign.

export interface CreateCampaignResult {
  created: boolean;
  campaign: FreeRoundsCampaignView;
}

type CampaignRequest = Omit<CreateCampaignRequest, "operator_id">;

export async function createCampaign(options: {
  operatorId: string;
  request: CampaignRequest;
  actor: string;
  /** The audit row's action and extra fields when a caller creates the campaign for its own purpose (a back-office grant). */
  audit?: { action: string; details: Record<string, unknown> };
}): Promise<CreateCampaignResult> {
  const { operatorId, request, actor } = options;
  const currency = request.currency.toUpperCase();
  const exponent = currencyExponent(currency);
  const coinMinor = campaignAmountMinor("coin_value", request.coin_value, currency, exponent);
  const maxWinMinor =
    request.max_win === undefined ? null : campaignAmountMinor("max_win", request.max_win, currency, exponent);
  const validFrom = request.valid_from === undefined ? null : new Date(request.valid_from);
  const expiresAt = new Date(request.expires_at);
  const normalised = {
    ...request,
    currency,
    coin_value: formatMinorUnits(coinMinor, exponent),
    max_win: maxWinMinor === null ? null : formatMinorUnits(maxWinMinor, exponent),
    valid_from: validFrom?.toISOString() ?? null,
    expires_at: expiresAt.toISOString(),
  };
  const digests = {
    canonical: requestDigest({ ...normalised, games: await canonicalGames(request.games) }),
    asSent: requestDigest(normalised),
  };

  // A retry answers before any check that time could change (the expiry may have passed since the first call).
  const repeated = await answerExisting({ operatorId, campaignId: request.campaign_id, digests });
  if (repeated) return repeated;

  const now = new Date();
  if (expiresAt.getTime() <= now.getTime()) throw new AppError("expiry_in_past", "expires_at must be in the future");
  const from = validFrom ?? now;
  if (from.getTime() >= expiresAt.getTime())
    throw new AppError("invalid_campaign_window", "valid_from must be before expires_at");
  if (maxWinMinor !== null && maxWinMinor <= 0n) throw new AppError("invalid_amount", "max_win must be more than 0");
  // REST callers' operator is always known; the console names one, which may not exist.
  await requireOperator(prisma, operatorId);
  const bet = await checkCampaignBet({
    operatorId,
    games: request.games,
    betLevel: request.bet_level,
    coinValue: request.coin_value,
    currency,
  });

  try {
    const campaign = await prisma.$transaction(
      async (tx) => {
        const row = await tx.freeRoundsCampaign.create({
          data: {
            id: `frc_${randomBase62(20)}`,
            operatorId,
            campaignId: request.campaign_id,
            requestDigest: digests.canonical,
            gameSymbols: bet.gameSymbols,
            rounds: request.rounds,
            betLevel: request.bet_level,
            coinValue: formatMinorUnits(coinMinor, exponent),
            currency,
            exponent,
            maxWinMinor,
            validFrom: from,
            expiresAt,
            createdBy: actor,
          },
        });
        await insertAwards(tx, row, request.players, { newCampaign: true });
        const view = await readCampaignView(tx, row);
        await recordAudit({
          db: tx,
          actor,
          action: options.audit?.action ?? "free_rounds.campaign.create",
          target: { type: "free_rounds_campaign", id: row.id },
          after: { ...view, players: request.players, ...options.audit?.details },
        });
        return view;
      },
      { timeout: 60_000, maxWait: 30_000 },
    );
    return { created: true, campaign };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await answerExisting({ operatorId, campaignId: request.campaign_id, digests });
    if (raced) return raced;
    throw error;
  }
}

/**
 * The games as the symbols they name, each once, sorted: the campaign's set of games however it was written. An
 * identifier that names no game stays as sent (such a create fails with unknown_game; a repeat cannot match it).
 */
async function canonicalGames(games: string[]): Promise<string[]> {
  const rows = await prisma.game.findMany({
    where: { OR: [{ symbol: { in: games } }, { slug: { in: games } }] },
    select: { symbol: true, slug: true },
  });
  // A symbol match wins over another game's equal slug (as findGameBySymbolOrSlug).
  const symbolOf = (identifier: string) =>
    (rows.find((row) => row.symbol === identifier) ?? rows.find((row) => row.slug === identifier))?.symbol ??
    identifier;
  return [...new Set(games.map(symbolOf))].sort();
}

/**
 * The campaign already stored under this id, if the body is the same (created: false); campaign_exists if not.
 * Campaigns created before games were compared canonically hold the digest of the games as sent, hence asSent.
 */
async function answerExisting(options: {
  operatorId: string;
  campaignId: string;
  digests: { canonical: string; asSent: string };
}): Promise<CreateCampaignResult | null> {
  const { operatorId, campaignId, digests } = options;
  const existing = await prisma.freeRoundsCampaign.findUnique({
    where: { operatorId_campaignId: { operatorId, campaignId } },
  });
  if (!existing) return null;
  if (existing.requestDigest !== digests.canonical && existing.requestDigest !== digests.asSent) {
    throw new AppError("campaign_exists", `Campaign "${campaignId}" already exists with a different body`);
  }
  return { created: false, campaign: await readCampaignView(prisma, existing) };
}

/** SHA-256 of the body in a canonical form: fields in a fixed order, players as given, amounts and times normalised. */
function requestDigest(
  request: Omit<CampaignRequest, "max_win" | "valid_from"> & { max_win: string | null; valid_from: string | null },
): string {
  const canonical = [
    request.campaign_id,
    request.games,
    request.rounds,
    request.bet_level,
    request.coin_value,
    request.currency,
    request.valid_from,
    request.expires_at,
    request.max_win,
    request.players,
  ];
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex");
}
