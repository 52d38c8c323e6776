import { z } from "zod";
import { prisma } from "@/lib/server/db/prisma";
import { AppError } from "@/lib/base/errors";
import { parseInput } from "@/lib/base/parse-input";
import { launchSessionViewSelect, toLaunchSessionView, type LaunchSessionView } from "./launch-session-view";

/** One launch session by its session_id. */
export async function getLaunchSession(options: { sessionId: string }): Promise<LaunchSessionView> {
  const { sessionId } = parseInput(z.object({ sessionId: z.string().trim().min(1).max(64) }), options);
  const now = new Date();
  const session = await prisma.launchSession.findUnique({
    where: { id: sessionId },
    select: launchSessionViewSelect(now),
  });
  if (!session) throw new AppError("not_found", `Game session "${sessionId}" not found`);
  return toLaunchSessionView(session, now);
}
