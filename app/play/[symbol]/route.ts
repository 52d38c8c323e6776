// GET /play/<symbol>?token=… — exchanges the one-time launch token for the game session cookie
import type { NextRequest } from "next/server";
import { launchExchangeResponse } from "@/lib/server/runtime/launch-exchange-response";

export async function GET(request: NextRequest, { params }: { params: Promise<{ symbol: string }> }): Promise<Response> {
  const { symbol } = await params;
  return launchExchangeResponse({ request, symbol });
}

// A HEAD (link checkers, previews) must not use the one-time token up.
export function HEAD(): Response {
  return new Response(null, { status: 405, headers: { allow: "GET", "cache-control": "no-store" } });
}
