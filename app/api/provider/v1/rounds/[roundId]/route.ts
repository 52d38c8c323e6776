// GET /api/provider/v1/rounds/{round_id} — one round's details: money, outcome, wallet transactions and attempts
import { operatorQuerySchema, roundIdSchema } from "@/lib/contract/reconciliation-api";
import { jsonResponse } from "@/lib/server/http/json-response";
import { parseQuery, parseRequest } from "@/lib/contract/parse-request";
import { methodNotAllowed, providerApiRoute } from "@/lib/server/provider-api/provider-route";
import { getRoundDetails } from "@/lib/server/reconciliation/get-round-details";

export const GET = providerApiRoute<{ roundId: string }>(async ({ request, params, operatorScope, baseUrl }) => {
  const roundId = parseRequest(roundIdSchema, params.roundId, { what: "round_id" });
  parseQuery(operatorQuerySchema, request.nextUrl.searchParams);
  const operatorId = await operatorScope({ required: true });
  return jsonResponse({
    success: true,
    data: await getRoundDetails({ operatorId, roundId, replayBaseUrl: baseUrl() }),
  });
});

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
