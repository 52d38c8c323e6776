// GET /api/runtime/sessions/<sessionId>/state — session, game and balance for the game page
import { jsonResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed } from "@/lib/server/provider-api/provider-route";
import { getRuntimeState } from "@/lib/server/runtime/get-runtime-state";
import { runtimeApiRoute } from "@/lib/server/runtime/runtime-route";

export const GET = runtimeApiRoute(async ({ session }) => jsonResponse(await getRuntimeState({ session })));

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
