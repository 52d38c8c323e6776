// GET /play/<symbol>?token=… — exchanges the one-time launch token for the game session cookie
import type { NextRequest } from "next/server";
import { observeRequest } from "@/lib/server/observability/observe-request";
import { launchExchangeResponse } from "@/lib/server/runtime/launch-exchange-response";

// Counted and access-logged like the API routes, under the route label /play/[symbol]. The access log records
// the path only, never the query string, so the launch token stays out of the logs.
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ symbol: string }> },
): Promise<Response> {
  const routeParams = await params;
  return observeRequest({
    request,
    params: routeParams,
    handle: () => launchExchangeResponse({ request, symbol: routeParams.symbol }),
  });
}

// A HEAD (link checkers, previews) must not use the one-time token up.
export function HEAD(): Response {
  return new Response(null, { status: 405, headers: { allow: "GET", "cache-control": "no-store" } });
}
