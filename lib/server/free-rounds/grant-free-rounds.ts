import "server-only";
import { z } from "zod";
import type { FreeRoundsCampaignView } from "@/lib/contract/free-rounds-api";
import { currencySchema, idText } from "@/lib/contract/provider-api";
import { AppError, isAppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { actorSchema } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { readCampaignView } from "./campaign-view";
import { createCampaign } from "./create-campaign";
import { requireFreeRoundTemplate, templateCoins } from "./free-round-template-fields";

// Grants one player of an operator the free rounds of one of its templates (back office, a goodwill gesture). Each
// grant is a campaign of its own with that one player, created by createCampaign: the game page offers it, its
// rounds settle and report exactly as any campaign's, and the operator's list of campaigns shows its progress. The
// client's idempotency key names the campaign ("goodwill-<key>"), so a double click answers the first grant
// (created: false); the same key for another player is idempotency_key_reused. The audit row (free_rounds.grant)
// names the operator user, the template and the reason.

const DAY_MS = 86_400_000;

const grantSchema = z.object({
  operatorId: z.string().min(1),
  externalPlayerId: idText({ max: 256 }),
  templateId: z.string(),
  /** Absent: the template's only currency, or the player's latest session's when the template offers it. */
  currency: currencySchema.nullish(),
  reason: z.string().trim().min(1, "reason is required").max(500),
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "must be 8–64 letters, digits, _ or - (e.g. a UUID the form made once)"),
  actor: actorSchema,
});

export type GrantFreeRoundsOptions = z.input<typeof grantSchema>;

export interface GrantFreeRoundsResult {
  /** false: this idempotency key's grant was already made; it is answered again. */
  created: boolean;
  campaign: FreeRoundsCampaignView;
}

export async function grantFreeRounds(options: GrantFreeRoundsOptions): Promise<GrantFreeRoundsResult> {
  const input = parseInput(grantSchema, options);
  const { operatorId, externalPlayerId } = input;
  const campaignId = `goodwill-${input.idempotencyKey}`;

  const repeated = await answerRepeat({ operatorId, campaignId, externalPlayerId });
  if (repeated) return repeated;

  const template = await requireFreeRoundTemplate(prisma, { operatorId, templateId: input.templateId });
  if (template.archivedAt) {
    throw new AppError("conflict", `Free-round template "${template.name}" is archived; it can no longer be granted`);
  }
  const latestSession = await prisma.launchSession.findFirst({
    where: { operatorId, externalPlayerId },
    orderBy: { createdAt: "desc" },
    select: { currency: true },
  });
  if (!latestSession) throw new AppError("player_not_found", `Player "${externalPlayerId}" not found`);
  const coins = templateCoins(template);
  const currency = grantCurrency(input.currency?.toUpperCase() ?? null, coins, latestSession.currency);
  const coin = coins.find((entry) => entry.currency === currency)!;

  try {
    const { created, campaign } = await createCampaign({
      operatorId,
      request: {
        campaign_id: campaignId,
        games: [template.gameSymbol],
        rounds: template.rounds,
        bet_level: template.betLevel,
        coin_value: coin.coinValue,
        currency,
        expires_at: new Date(Date.now() + template.validityDays * DAY_MS).toISOString(),
        players: [externalPlayerId],
      },
      actor: input.actor,
      audit: {
        action: "free_rounds.grant",
        details: {
          grant: { template_id: template.id, template_name: template.name, external_player_id: externalPlayerId },
          reason: input.reason,
        },
      },
    });
    return { created, campaign };
  } catch (error) {
    // A concurrent grant of the same key stored its campaign first (its expiry differs by milliseconds).
    if (!isAppError(error) || error.code !== "campaign_exists") throw error;
    const raced = await answerRepeat({ operatorId, campaignId, externalPlayerId });
    if (raced) return raced;
    throw error;
  }
}

function grantCurrency(asked: string | null, coins: { currency: string }[], sessionCurrency: string): string {
  const offered = coins.map((coin) => coin.currency);
  if (asked) {
    if (!offered.includes(asked)) {
      throw new AppError("currency_mismatch", `The template offers ${offered.join(", ")}, not ${asked}`);
    }
    return asked;
  }
  if (offered.length === 1) return offered[0]!;
  if (offered.includes(sessionCurrency)) return sessionCurrency;
  throw new AppError("invalid_request", `Choose the currency: the template offers ${offered.join(", ")}`, {
    fields: { currency: "required for this template" },
  });
}

/** The grant already made under this key: answered again for the same player, idempotency_key_reused for another. */
async function answerRepeat(options: {
  operatorId: string;
  campaignId: string;
  externalPlayerId: string;
}): Promise<GrantFreeRoundsResult | null> {
  const campaign = await prisma.freeRoundsCampaign.findUnique({
    where: { operatorId_campaignId: { operatorId: options.operatorId, campaignId: options.campaignId } },
    include: { awards: { select: { externalPlayerId: true }, take: 2 } },
  });
  if (!campaign) return null;
  const { awards, ...row } = campaign;
  if (awards.length !== 1 || awards[0]!.externalPlayerId !== options.externalPlayerId) {
    throw new AppError("idempotency_key_reused", "This grant's idempotency key was already used for another grant");
  }
  return { created: false, campaign: await readCampaignView(prisma, row) };
}
