import "server-only";
import { z } from "zod";
import { actorSchema, recordAudit } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { logger } from "@/lib/server/observability/logger";
import { publishRealtimeSignal } from "@/lib/server/realtime/realtime-hub";
import { parseInput } from "@/lib/base/parse-input";

// Staff end a player's game session (console): it stops at once on every instance. The session is marked
// terminated, so its cookie and any unused launch token are refused from now on — with "session ended" (410)
// rather than a bare 401, which is why their hashes are kept. The audit row commits with the change; open game
// pages get a `session` event {state: "ended"} and their streams close. The end stands even when the event bus
// cannot tell the pages (NATS down): their next request is refused with session_ended.

const terminateSchema = z.object({ sessionId: z.string().trim().min(1).max(64), actor: actorSchema });

export interface TerminatedLaunchSession {
  sessionId: string;
  terminatedAt: string;
  /** False when the session had already been ended; nothing changed then. */
  changed: boolean;
}

export async function terminateLaunchSession(options: {
  sessionId: string;
  actor: string;
}): Promise<TerminatedLaunchSession> {
  const input = parseInput(terminateSchema, options);
  const result = await prisma.$transaction(async (tx) => {
    const session = await tx.launchSession.findUnique({
      where: { id: input.sessionId },
      select: { id: true, operatorId: true, externalPlayerId: true, expiresAt: true, terminatedAt: true },
    });
    if (!session) throw new AppError("not_found", `Game session "${input.sessionId}" not found`);
    if (session.terminatedAt) return { terminatedAt: session.terminatedAt, changed: false, session };
    const terminatedAt = new Date();
    const { count } = await tx.launchSession.updateMany({
      where: { id: session.id, terminatedAt: null },
      data: { terminatedAt },
    });
    if (count === 0)
      throw new AppError("conflict", `Game session "${input.sessionId}" was ended at the same moment; reload it`);
    await recordAudit({
      db: tx,
      actor: input.actor,
      action: "launch_session.terminate",
      target: { type: "launch_session", id: session.id },
      before: {
        operatorId: session.operatorId,
        externalPlayerId: session.externalPlayerId,
        expiresAt: session.expiresAt,
        terminatedAt: null,
      },
      after: { terminatedAt },
    });
    return { terminatedAt, changed: true, session };
  });
  if (result.changed) {
    await publishRealtimeSignal({
      kind: "session",
      operatorId: result.session.operatorId,
      playerId: result.session.externalPlayerId,
      sessionIds: [input.sessionId],
      state: "ended",
    }).catch((error: unknown) =>
      logger.error({ where: "realtime", session_id: input.sessionId, err: error }, "open pages not told of the end"),
    );
  }
  return { sessionId: input.sessionId, terminatedAt: result.terminatedAt.toISOString(), changed: result.changed };
}
