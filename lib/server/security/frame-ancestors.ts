import { SESSION_ID_PATTERN } from "@/lib/contract/runtime-api";
import { prisma } from "@/lib/server/db/prisma";
import { logger } from "@/lib/server/observability/logger";

// Who may embed a launched game: the CSP frame-ancestors sources of the session's operator (Operator.
// frameAncestors, edited with updateOperator: the origins of the operator's lobbies). An operator without any,
// an unknown session, or a failed lookup: 'none' — the game then opens only as a top-level page.

// The same rule as operator-fields' frameAncestorSchema, applied again on output: a stored value can never
// smuggle another directive (";") or source list into the header.
const SOURCE = /^(?:'self'|https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)$/;

export function frameAncestorsSourceList(sources: readonly string[]): string {
  const valid = sources.filter((source) => SOURCE.test(source));
  return valid.length ? valid.join(" ") : "'none'";
}

/** The frame-ancestors source list for pages of this operator's games. */
export async function frameAncestorsFor(operatorId: string | null | undefined): Promise<string> {
  if (!operatorId) return "'none'";
  try {
    const operator = await prisma.operator.findUnique({ where: { id: operatorId }, select: { frameAncestors: true } });
    return frameAncestorsSourceList(operator?.frameAncestors ?? []);
  } catch (error) {
    logger.error({ err: error, operator_id: operatorId }, "frame-ancestors lookup failed; refusing to be framed");
    return "'none'";
  }
}

/** The same for the game page of a session (/game/<sessionId>): its operator's list. */
export async function frameAncestorsForGameSession(sessionId: string): Promise<string> {
  if (!SESSION_ID_PATTERN.test(sessionId)) return "'none'";
  try {
    const session = await prisma.launchSession.findUnique({
      where: { id: sessionId },
      select: { operator: { select: { frameAncestors: true } } },
    });
    return frameAncestorsSourceList(session?.operator.frameAncestors ?? []);
  } catch (error) {
    logger.error({ err: error, session_id: sessionId }, "frame-ancestors lookup failed; refusing to be framed");
    return "'none'";
  }
}
