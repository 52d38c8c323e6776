// GET /api/runtime/sessions/<sessionId>/rounds?limit= — the session's recent rounds, newest first
import { sessionRoundsQuerySchema } from "@/lib/contract/runtime-api";
import { jsonResponse } from "@/lib/server/http/json-response";
import { parseRequest } from "@/lib/contract/parse-request";
import { methodNotAllowed } from "@/lib/server/provider-api/provider-route";
import { listSessionRounds } from "@/lib/server/runtime/list-session-rounds";
import { runtimeApiRoute } from "@/lib/server/runtime/runtime-route";

export const GET = runtimeApiRoute(async ({ request, session }) => {
  const { limit } = parseRequest(sessionRoundsQuerySchema, Object.fromEntries(request.nextUrl.searchParams), {
    what: "rounds query",
  });
  return jsonResponse(await listSessionRounds({ sessionId: session.id, limit }));
});

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
