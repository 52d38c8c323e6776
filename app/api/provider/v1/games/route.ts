// GET /api/provider/v1/games — operator-scoped live catalog (kept bytes, gzip when accepted, ETag/304; paging extension)
import { listGamesRoute } from "@/lib/server/provider-api/list-games-route";

// The production entry point serves GET itself with the same handler (lib/server/entry/install-entry-hooks.ts).
export const { GET, POST, PUT, PATCH, DELETE } = listGamesRoute;
