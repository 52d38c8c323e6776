// POST /api/provider/v1/player-balance-refresh — signals a player's open game pages to refresh their balance
import { balanceRefreshRequestSchema } from "@/lib/contract/provider-api";
import { refreshPlayerBalance } from "@/lib/server/balance-refresh/refresh-player-balance";
import { jsonResponse } from "@/lib/server/http/json-response";
import { parseRequest } from "@/lib/contract/parse-request";
import { methodNotAllowed, providerApiRoute } from "@/lib/server/provider-api/provider-route";
import { readJsonBody } from "@/lib/server/http/read-json-body";

export const POST = providerApiRoute(async ({ request, operatorScope }) => {
  const { operator_id: bodyOperatorId, ...refresh } = parseRequest(
    balanceRefreshRequestSchema,
    await readJsonBody(request),
    {
      what: "balance refresh request",
      fieldCodes: { currency: "invalid_currency" },
    },
  );
  const operatorId = await operatorScope({ bodyOperatorId, required: true });
  const data = await refreshPlayerBalance({ operatorId, request: refresh });
  return jsonResponse({ success: true, ...data, data });
});

const rejectMethod = methodNotAllowed("POST");
export { rejectMethod as GET, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
