import "server-only";
import type { SessionRoundsResponse } from "@/lib/contract/runtime-api";
import { prisma } from "@/lib/server/db/prisma";
import { roundView } from "./round-view";

// The session's recent rounds for the history panel, newest first.

export async function listSessionRounds(options: { sessionId: string; limit: number }): Promise<SessionRoundsResponse> {
  const rounds = await prisma.gameRound.findMany({
    where: { sessionId: options.sessionId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: options.limit,
  });
  return {
    success: true,
    rounds: rounds.map((round) => {
      const { outcome: _outcome, ...summary } = roundView(round);
      return summary;
    }),
  };
}
