// GET /api/runtime/sessions/<sessionId>/rounds/<roundId> — one round with its outcome and ledger transactions
import { jsonResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed } from "@/lib/server/provider-api/provider-route";
import { getSessionRound } from "@/lib/server/runtime/get-session-round";
import { runtimeApiRoute } from "@/lib/server/runtime/runtime-route";

export const GET = runtimeApiRoute<{ sessionId: string; roundId: string }>(async ({ params, session }) =>
  jsonResponse(await getSessionRound({ sessionId: session.id, roundId: params.roundId })),
);

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
