// GET /api/runtime/sessions/<sessionId>/events — server-sent events: balance refreshes and the session's end
import { methodNotAllowed } from "@/lib/server/provider-api/provider-route";
import { openSessionStream } from "@/lib/server/realtime/open-session-stream";
import { runtimeApiRoute } from "@/lib/server/runtime/runtime-route";

export const GET = runtimeApiRoute(async ({ request, session }) =>
  openSessionStream({ session, lastEventId: request.headers.get("last-event-id"), signal: request.signal }),
);

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
