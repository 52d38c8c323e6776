import "server-only";
import { AppError } from "@/lib/base/errors";
import { prisma } from "@/lib/server/db/prisma";
import { recordAudit } from "@/lib/server/audit/record-audit";

// Staff revoke a round's replay links (every link of the round, whenever handed out), e.g. when one was shared
// beyond the dispute it was made for. Revoking twice is harmless: the first revocation stands. Audited.

export interface ReplayRevocationView {
  roundId: string;
  revokedBy: string;
  revokedAt: Date;
}

export async function revokeRoundReplay(options: { roundId: string; actor: string }): Promise<ReplayRevocationView> {
  const { roundId, actor } = options;
  return prisma.$transaction(async (db) => {
    const round = await db.walletRound.findUnique({ where: { id: roundId }, select: { id: true } });
    if (!round) throw new AppError("round_not_found", `Round "${roundId}" not found`);
    // skipDuplicates: two staff revoking at once both succeed, and only the one that revoked is audited.
    const { count } = await db.replayRevocation.createMany({
      data: [{ roundId, revokedBy: actor }],
      skipDuplicates: true,
    });
    const revocation = await db.replayRevocation.findUniqueOrThrow({ where: { roundId } });
    if (count === 1)
      await recordAudit({
        db,
        actor,
        action: "round.replay_revoke",
        target: { type: "round", id: roundId },
        after: revocation,
      });
    return revocation;
  });
}
