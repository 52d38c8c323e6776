import "server-only";
import { providerEndpoints } from "@/lib/contract/provider-endpoints";
import { contractResponse } from "@/lib/server/http/json-response";
import { createLaunchSession } from "@/lib/server/launch/create-launch-session";
import { providerRoute } from "./provider-route";

// POST /api/provider/v1/launch-url — creates or refreshes a player's game session and returns its launch URL. Its
// handlers serve both ways in: the app route file (Next.js's router) and the production entry point, which calls
// POST directly (lib/server/entry/serve-route-handler.ts): a launch is the contract's busiest write.
export const launchUrlRoute = providerRoute(providerEndpoints.createLaunchUrl, async ({ body, operatorId, baseUrl }) =>
  contractResponse(await createLaunchSession({ operatorId, request: body, fallbackBaseUrl: baseUrl() })),
);
