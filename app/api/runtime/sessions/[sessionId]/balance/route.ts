// GET /api/runtime/sessions/<sessionId>/balance — the player's balance from the signed wallet balance callback
import { jsonResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed } from "@/lib/server/provider-api/provider-route";
import { getRuntimeBalance } from "@/lib/server/runtime/get-runtime-balance";
import { runtimeApiRoute } from "@/lib/server/runtime/runtime-route";

export const GET = runtimeApiRoute(async ({ session }) => jsonResponse(await getRuntimeBalance({ session })));

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
