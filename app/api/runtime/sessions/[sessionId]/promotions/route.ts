// GET /api/runtime/sessions/<sessionId>/promotions — the game's promotions panel: running promotions of the game
// and the session's operator (and recent results), with the player's standing, the top 10 and the prizes
import { jsonResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed } from "@/lib/server/provider-api/provider-route";
import { listSessionPromotions } from "@/lib/server/promotions/list-session-promotions";
import { runtimeApiRoute } from "@/lib/server/runtime/runtime-route";

export const GET = runtimeApiRoute(async ({ session }) => jsonResponse(await listSessionPromotions({ session })));

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
