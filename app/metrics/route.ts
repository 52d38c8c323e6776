// GET /metrics — this instance's metrics in the Prometheus text format (Bearer METRICS_TOKEN when that is set)
import { errorResponse } from "@/lib/server/http/json-response";
import { authorizeMetricsRequest } from "@/lib/server/observability/authorize-metrics-request";
import { collectMetrics } from "@/lib/server/observability/collect-metrics";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  try {
    authorizeMetricsRequest({ headers: request.headers });
    return new Response(await collectMetrics(), {
      headers: { "content-type": "text/plain; version=0.0.4; charset=utf-8", "cache-control": "no-store" },
    });
  } catch (error) {
    return errorResponse(error, "GET /metrics");
  }
}
