// POST /api/provider/v1/launch-url — creates or refreshes a player's game session and returns its launch URL
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { contractResponse } from "@/lib/server/http/json-response";
import { providerRoute } from "@/lib/server/provider-api/provider-route";
import { createLaunchSession } from "@/lib/server/launch/create-launch-session";

export const { GET, POST, PUT, PATCH, DELETE } = providerRoute(
  providerEndpoints.createLaunchUrl,
  async ({ body, operatorId, baseUrl }) =>
    contractResponse(await createLaunchSession({ operatorId, request: body, fallbackBaseUrl: baseUrl() })),
);
