// POST /api/provider/v1/launch-url — creates or refreshes a player's game session and returns its launch URL
import { launchRequestSchema } from "@/lib/contract/provider-api";
import { jsonResponse } from "@/lib/server/http/json-response";
import { parseRequest } from "@/lib/contract/parse-request";
import { methodNotAllowed, providerApiRoute } from "@/lib/server/provider-api/provider-route";
import { readJsonBody } from "@/lib/server/http/read-json-body";
import { createLaunchSession } from "@/lib/server/launch/create-launch-session";

export const POST = providerApiRoute(async ({ request, baseUrl, operatorScope }) => {
  const { operator_id: bodyOperatorId, ...launch } = parseRequest(launchRequestSchema, await readJsonBody(request), {
    what: "launch request",
    fieldCodes: { currency: "invalid_currency" },
  });
  const operatorId = await operatorScope({ bodyOperatorId, required: true });
  const data = await createLaunchSession({ operatorId, request: launch, fallbackBaseUrl: baseUrl() });
  return jsonResponse({ success: true, ...data, data });
});

const rejectMethod = methodNotAllowed("POST");
export { rejectMethod as GET, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
