// POST /api/runtime/sessions/<sessionId>/promotions/<promotionId>/opt-in — the panel's opt-in button (idempotent)
import { parseRequest } from "@/lib/contract/parse-request";
import { promotionOptInParamsSchema } from "@/lib/contract/runtime-api";
import { jsonResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed } from "@/lib/server/provider-api/provider-route";
import { optInSessionPromotion } from "@/lib/server/promotions/opt-in-session-promotion";
import { runtimeApiRoute } from "@/lib/server/runtime/runtime-route";

export const POST = runtimeApiRoute<{ sessionId: string; promotionId: string }>(async ({ params, session }) => {
  const { promotionId } = parseRequest(
    promotionOptInParamsSchema,
    { promotionId: params.promotionId },
    {
      what: "promotion",
    },
  );
  return jsonResponse(await optInSessionPromotion({ session, promotionId }));
});

const rejectMethod = methodNotAllowed("POST");
export { rejectMethod as GET, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
