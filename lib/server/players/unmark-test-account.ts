import "server-only";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { restrictionScopeSchema } from "@/lib/server/player-restrictions/player-restriction-fields";
import { RECLASSIFY_TRANSACTION, reclassifyPlayerRounds } from "@/lib/server/reports/reclassify-player-rounds";
import { testAccountAuditView, toTestAccountView } from "./test-account-fields";

// Ends a player's test-account mark (one marked by mistake, or a test account given back to a real player): all the
// player's rounds count as revenue again, those played while marked too, with the rollups corrected in this
// transaction (docs/decisions.md "Test accounts"). A player the operator has never launched (including another
// operator's) is "not found"; unmarking a player who is not marked changes nothing (false).

const unmarkSchema = restrictionScopeSchema.extend({ actor: actorSchema });

/** True when the player was marked (and no longer is). */
export async function unmarkTestAccount(options: {
  operatorId: string;
  externalPlayerId: string;
  actor: string;
}): Promise<boolean> {
  const input = parseInput(unmarkSchema, options);
  return prisma.$transaction(async (tx) => {
    const known = await tx.launchSession.findFirst({
      where: { operatorId: input.operatorId, externalPlayerId: input.externalPlayerId },
      select: { id: true },
    });
    if (!known) throw new AppError("not_found", `Player "${input.externalPlayerId}" not found`);
    const key = { operatorId: input.operatorId, externalPlayerId: input.externalPlayerId };
    const row = await tx.testAccount.findUnique({ where: { operatorId_externalPlayerId: key } });
    if (!row) return false;
    // Two unmarks at once: only the one whose delete took the row records it.
    const { count } = await tx.testAccount.deleteMany({ where: key });
    if (count === 0) return false;
    const rounds = await reclassifyPlayerRounds(tx, { ...key, test: false });
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "player.unmark_test_account",
      target: { type: "player", id: input.externalPlayerId },
      before: testAccountAuditView(toTestAccountView(row)),
      after: { roundsReclassified: rounds },
    });
    return true;
  }, RECLASSIFY_TRANSACTION);
}
