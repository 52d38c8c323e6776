import "server-only";
import { z } from "zod";
import { FREE_ROUNDS_MAX_ROUNDS } from "@/lib/contract/free-rounds-api";
import {
  currencySchema,
  DECIMAL_TEXT_PATTERN,
  gameIdentifierSchema,
  PLATFORM_ID_PATTERN,
} from "@/lib/contract/provider-api";
import { AppError } from "@/lib/base/errors";
import type { FreeRoundTemplate, Prisma } from "@/lib/server/db/generated/client";

// A free-round template's input rules, its view, and the operator-scoped lookup the archive and grant share.

export const FREE_ROUND_TEMPLATE_MAX_VALIDITY_DAYS = 90;

export const freeRoundTemplateInputSchema = z.object({
  name: z.string().trim().min(1, "name is required").max(100),
  /** A symbol or a slug of a game in the operator's catalog. */
  game: gameIdentifierSchema,
  rounds: z
    .int("must be a whole number")
    .min(1, `must be between 1 and ${FREE_ROUNDS_MAX_ROUNDS}`)
    .max(FREE_ROUNDS_MAX_ROUNDS, `must be between 1 and ${FREE_ROUNDS_MAX_ROUNDS}`),
  betLevel: z.int("must be a whole number").min(1, "must be at least 1"),
  /** One coin per currency the template may be granted in. */
  coins: z
    .array(
      z.object({
        currency: currencySchema,
        coinValue: z.string().trim().regex(DECIMAL_TEXT_PATTERN, "must be decimal text, e.g. 0.10"),
      }),
    )
    .min(1, "name at least one currency and its coin")
    .max(20)
    .refine(
      (coins) => new Set(coins.map((coin) => coin.currency.toUpperCase())).size === coins.length,
      "each currency once",
    ),
  validityDays: z
    .int("must be a whole number")
    .min(1, `must be between 1 and ${FREE_ROUND_TEMPLATE_MAX_VALIDITY_DAYS}`)
    .max(FREE_ROUND_TEMPLATE_MAX_VALIDITY_DAYS, `must be between 1 and ${FREE_ROUND_TEMPLATE_MAX_VALIDITY_DAYS}`),
});

export type FreeRoundTemplateInput = z.input<typeof freeRoundTemplateInputSchema>;

export interface FreeRoundTemplateView {
  id: string;
  name: string;
  gameSymbol: string;
  rounds: number;
  betLevel: number;
  coins: { currency: string; coinValue: string }[];
  validityDays: number;
  createdBy: string;
  createdAt: Date;
  archivedAt: Date | null;
}

/** The stored coins (currency → decimal text) as a list, currencies in alphabetical order. */
export function templateCoins(template: Pick<FreeRoundTemplate, "coinValues">): FreeRoundTemplateView["coins"] {
  const coins = template.coinValues as Record<string, string>;
  return Object.keys(coins)
    .sort()
    .map((currency) => ({ currency, coinValue: coins[currency]! }));
}

export function toFreeRoundTemplateView(template: FreeRoundTemplate): FreeRoundTemplateView {
  return {
    id: template.id,
    name: template.name,
    gameSymbol: template.gameSymbol,
    rounds: template.rounds,
    betLevel: template.betLevel,
    coins: templateCoins(template),
    validityDays: template.validityDays,
    createdBy: template.createdBy,
    createdAt: template.createdAt,
    archivedAt: template.archivedAt,
  };
}

/** The operator's template, or free_round_template_not_found (another operator's template is not found either). */
export async function requireFreeRoundTemplate(
  db: Prisma.TransactionClient,
  options: { operatorId: string; templateId: string },
): Promise<FreeRoundTemplate> {
  // An id we could not have minted (a NUL byte PostgreSQL would refuse included) names no template.
  const template = PLATFORM_ID_PATTERN.test(options.templateId)
    ? await db.freeRoundTemplate.findFirst({
        where: { id: options.templateId, operatorId: options.operatorId },
      })
    : null;
  if (!template)
    throw new AppError("free_round_template_not_found", `Free-round template "${options.templateId}" not found`);
  return template;
}
