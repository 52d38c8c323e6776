import "server-only";
import { parseInput } from "@/lib/base/parse-input";
import { randomBase62 } from "@/lib/base/random-id";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { checkCampaignBet } from "./campaign-bet";
import {
  freeRoundTemplateInputSchema,
  toFreeRoundTemplateView,
  type FreeRoundTemplateInput,
  type FreeRoundTemplateView,
} from "./free-round-template-fields";

// Stores an operator's free-round template (back office, operator admins). Its game and bet are checked as a
// campaign's are (checkCampaignBet: the game in the operator's catalog, the bet level one the game has, each
// currency's coin one the game offers), so every grant from it creates a campaign the runtime plays.

export async function createFreeRoundTemplate(options: {
  operatorId: string;
  input: FreeRoundTemplateInput;
  actor: string;
}): Promise<FreeRoundTemplateView> {
  const input = parseInput(freeRoundTemplateInputSchema, options.input);
  const actor = parseInput(actorSchema, options.actor);
  const coinValues: Record<string, string> = {};
  let gameSymbol = input.game;
  for (const coin of input.coins) {
    const currency = coin.currency.toUpperCase();
    const bet = await checkCampaignBet({
      operatorId: options.operatorId,
      games: [input.game],
      betLevel: input.betLevel,
      coinValue: coin.coinValue,
      currency,
    });
    gameSymbol = bet.gameSymbols[0]!;
    coinValues[currency] = coin.coinValue;
  }
  return prisma.$transaction(async (tx) => {
    const row = await tx.freeRoundTemplate.create({
      data: {
        id: `frt_${randomBase62(20)}`,
        operatorId: options.operatorId,
        name: input.name,
        gameSymbol,
        rounds: input.rounds,
        betLevel: input.betLevel,
        coinValues,
        validityDays: input.validityDays,
        createdBy: actor,
      },
    });
    const view = toFreeRoundTemplateView(row);
    await recordAudit({
      db: tx,
      actor,
      action: "free_rounds.template.create",
      target: { type: "free_round_template", id: row.id },
      after: view,
    });
    return view;
  });
}
