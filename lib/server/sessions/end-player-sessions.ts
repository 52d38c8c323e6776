import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { idText, operatorIdSchema } from "@/lib/contract/provider-api";
import { actorSchema } from "@/lib/server/audit/record-audit";
import { prisma } from "@/lib/server/db/prisma";
import { terminateLaunchSession } from "./terminate-launch-session";

// Kicks a player of one operator: every open session (not ended, not expired) ends through the one termination
// (terminateLaunchSession), so each is audited with the actor and its open game pages are told at once over the
// event stream. A player the operator never launched, including one of another operator, is "not found".

const endPlayerSessionsSchema = z.object({
  operatorId: operatorIdSchema,
  externalPlayerId: idText({ max: 128 }),
  actor: actorSchema,
});

export interface EndedPlayerSessions {
  /** The sessions this call ended; empty when none was open. */
  sessionIds: string[];
}

export async function endPlayerSessions(options: {
  operatorId: string;
  externalPlayerId: string;
  actor: string;
}): Promise<EndedPlayerSessions> {
  const input = parseInput(endPlayerSessionsSchema, options);
  const sessions = await prisma.launchSession.findMany({
    where: { operatorId: input.operatorId, externalPlayerId: input.externalPlayerId },
    select: { id: true, terminatedAt: true, expiresAt: true },
    orderBy: { createdAt: "asc" },
  });
  if (sessions.length === 0) throw new AppError("not_found", `Player "${input.externalPlayerId}" not found`);
  const now = Date.now();
  const sessionIds: string[] = [];
  for (const session of sessions) {
    if (session.terminatedAt || session.expiresAt.getTime() <= now) continue;
    const ended = await terminateLaunchSession({ sessionId: session.id, actor: input.actor });
    if (ended.changed) sessionIds.push(session.id);
  }
  return { sessionIds };
}
