// GET /api/provider/v1/game-art/{symbol} — public artwork: the uploaded image, else a generated SVG card
import { gameArtQuerySchema, gameIdentifierSchema } from "@/lib/contract/provider-api";
import { getGameArt } from "@/lib/server/art/get-game-art";
import { imageResponse } from "@/lib/server/art/game-art-response";
import { parseRequest } from "@/lib/contract/parse-request";
import { methodNotAllowed, publicApiRoute } from "@/lib/server/provider-api/provider-route";

export const GET = publicApiRoute<{ symbol: string }>(async ({ request, params }) => {
  const symbol = parseRequest(gameIdentifierSchema, params.symbol, { what: "game symbol" });
  const query = parseRequest(gameArtQuerySchema, Object.fromEntries(request.nextUrl.searchParams), { what: "query" });
  const art = await getGameArt({ symbol, title: query.title });
  return imageResponse(request, art);
});

const rejectMethod = methodNotAllowed("GET");
export { rejectMethod as POST, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
