// POST /api/provider/v1/launch-url — creates or refreshes a player's game session and returns its launch URL
import { launchUrlRoute } from "@/lib/server/provider-api/launch-url-route";

// The production entry point serves POST itself with the same handler (lib/server/entry/install-entry-hooks.ts).
export const { GET, POST, PUT, PATCH, DELETE } = launchUrlRoute;
