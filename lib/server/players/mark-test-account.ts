import "server-only";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { restrictionScopeSchema } from "@/lib/server/player-restrictions/player-restriction-fields";
import { RECLASSIFY_TRANSACTION, reclassifyPlayerRounds } from "@/lib/server/reports/reclassify-player-rounds";
import { testAccountAuditView, toTestAccountView, type TestAccountView } from "./test-account-fields";

// Marks a player of one operator as a test account: all the player's rounds, those already played and every one
// started while marked (wallet_rounds.test, set by the statement that creates the round), are test rounds, left out
// of the revenue rollups, reports and billing and marked `test` in the operator API's round feeds. The rounds
// already played are flipped and the rollups corrected in this transaction (reclassifyPlayerRounds), so they stay
// exact (docs/decisions.md "Test accounts"). The player must be one the operator has launched before: any other id,
// including a player of another operator, is "not found". Marking a marked player changes nothing.

const markSchema = restrictionScopeSchema.extend({ actor: actorSchema });

export async function markTestAccount(options: {
  operatorId: string;
  externalPlayerId: string;
  actor: string;
}): Promise<TestAccountView> {
  const input = parseInput(markSchema, options);
  return prisma.$transaction(async (tx) => {
    const known = await tx.launchSession.findFirst({
      where: { operatorId: input.operatorId, externalPlayerId: input.externalPlayerId },
      select: { id: true },
    });
    if (!known) throw new AppError("not_found", `Player "${input.externalPlayerId}" not found`);
    const key = { operatorId: input.operatorId, externalPlayerId: input.externalPlayerId };
    const existing = await tx.testAccount.findUnique({ where: { operatorId_externalPlayerId: key } });
    if (existing) return toTestAccountView(existing);
    // Two marks at once: the second's insert meets the first's row and changes nothing.
    const created = await tx.testAccount.createManyAndReturn({
      data: [{ ...key, markedBy: input.actor }],
      skipDuplicates: true,
    });
    const row = created[0] ?? (await tx.testAccount.findUniqueOrThrow({ where: { operatorId_externalPlayerId: key } }));
    const view = toTestAccountView(row);
    if (created[0]) {
      const rounds = await reclassifyPlayerRounds(tx, { ...key, test: true });
      await recordAudit({
        db: tx,
        actor: input.actor,
        action: "player.mark_test_account",
        target: { type: "player", id: input.externalPlayerId },
        after: { ...testAccountAuditView(view), roundsReclassified: rounds },
      });
    }
    return view;
  }, RECLASSIFY_TRANSACTION);
}
