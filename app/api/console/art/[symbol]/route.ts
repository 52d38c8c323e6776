// POST /api/console/art/{symbol} — staff (admin) upload of a game's thumbnail: raw image bytes or multipart field "file"
import type { NextRequest } from "next/server";
import { PROVIDER_API_PREFIX } from "@/lib/contract/provider-api";
import { uploadGameArt } from "@/lib/server/art/upload-game-art";
import { requireStaff, staffActor } from "@/lib/server/auth/staff-session";
import { readArtUpload } from "@/lib/server/art/read-art-upload";
import { refuseCrossSiteRequest } from "@/lib/server/http/forwarded-headers";
import { errorResponse, jsonResponse } from "@/lib/server/http/json-response";
import { methodNotAllowed } from "@/lib/server/provider-api/provider-route";
import { publicBaseUrl } from "@/lib/server/http/public-base-url";

export async function POST(request: NextRequest, context: { params: Promise<{ symbol: string }> }): Promise<Response> {
  try {
    refuseCrossSiteRequest(request.headers, "the console's art upload");
    const staff = await requireStaff({ role: "admin" });
    const { symbol } = await context.params;
    const bytes = await readArtUpload(request);
    const art = await uploadGameArt({ symbol, bytes, actor: staffActor(staff) });
    const url = `${publicBaseUrl(request)}${PROVIDER_API_PREFIX}/game-art/${encodeURIComponent(art.symbol)}`;
    return jsonResponse({ success: true, data: { ...art, url } });
  } catch (error) {
    return errorResponse(error, `${request.method} ${request.nextUrl.pathname}`);
  }
}

const rejectMethod = methodNotAllowed("POST");
export { rejectMethod as GET, rejectMethod as PUT, rejectMethod as PATCH, rejectMethod as DELETE };
