import { describe, expect, it } from "vitest";
import { countHttpRequest, countRateLimited, countWalletCallback, renderMetrics } from "./metrics";

describe("Prometheus exposition", () => {
  it("renders counters, cumulative histogram buckets and gauges with escaped labels", () => {
    countHttpRequest({ method: "GET", route: "/api/provider/v1/games", status: 200, seconds: 0.004 });
    countHttpRequest({ method: "GET", route: "/api/provider/v1/games", status: 200, seconds: 0.2 });
    countHttpRequest({ method: "GET", route: "/api/provider/v1/games", status: 429, seconds: 20 });
    countWalletCallback({ type: "debit", outcome: "succeeded", seconds: 0.03 });
    countRateLimited("api_key");
    const text = renderMetrics([
      { name: "gp_sse_subscribers", help: "Open streams.", values: [{ value: 3 }] },
      { name: "gp_example", help: "Escaping.", values: [{ labels: { note: 'a "quoted"\\path\nline' }, value: 1.5 }] },
    ]);

    expect(text).toContain("# TYPE gp_http_requests_total counter\n");
    expect(text).toContain('gp_http_requests_total{method="GET",route="/api/provider/v1/games",status="200"} 2\n');
    expect(text).toContain('gp_http_requests_total{method="GET",route="/api/provider/v1/games",status="429"} 1\n');
    expect(text).toContain("# TYPE gp_http_request_duration_seconds histogram\n");
    expect(text).toContain(
      'gp_http_request_duration_seconds_bucket{method="GET",route="/api/provider/v1/games",le="0.005"} 1\n',
    );
    expect(text).toContain(
      'gp_http_request_duration_seconds_bucket{method="GET",route="/api/provider/v1/games",le="0.1"} 1\n',
    );
    expect(text).toContain(
      'gp_http_request_duration_seconds_bucket{method="GET",route="/api/provider/v1/games",le="0.25"} 2\n',
    );
    expect(text).toContain(
      'gp_http_request_duration_seconds_bucket{method="GET",route="/api/provider/v1/games",le="10"} 2\n',
    );
    expect(text).toContain(
      'gp_http_request_duration_seconds_bucket{method="GET",route="/api/provider/v1/games",le="+Inf"} 3\n',
    );
    expect(text).toContain('gp_http_request_duration_seconds_count{method="GET",route="/api/provider/v1/games"} 3\n');
    expect(text).toMatch(
      /gp_http_request_duration_seconds_sum\{method="GET",route="\/api\/provider\/v1\/games"\} 20\.204/,
    );
    expect(text).toContain('gp_wallet_callbacks_total{type="debit",outcome="succeeded"} 1\n');
    expect(text).toContain('gp_rate_limited_total{limit="api_key"} 1\n');
    expect(text).toContain("# TYPE gp_sse_subscribers gauge\ngp_sse_subscribers 3\n");
    expect(text).toContain('gp_example{note="a \\"quoted\\"\\\\path\\nline"} 1.5\n');
    expect(text.endsWith("\n")).toBe(true);
  });
});
