// This instance's metrics in the Prometheus text exposition format (version 0.0.4), written out here rather than
// through a client library: counters and histograms with labels, plus gauges sampled at scrape time. The state
// lives on globalThis because route bundles and the instrumentation bundle (wallet worker) each load this module.

type Labels = Record<string, string>;

interface CounterSeries {
  labels: Labels;
  value: number;
}

interface HistogramSeries {
  labels: Labels;
  /** Observations ≤ each bucket bound (not yet cumulative). */
  bucketCounts: number[];
  sum: number;
  count: number;
}

interface Family {
  type: "counter" | "histogram";
  help: string;
  series: Map<string, CounterSeries | HistogramSeries>;
  buckets?: number[];
}

export interface GaugeSample {
  name: string;
  help: string;
  /** One value per label set. */
  values: { labels?: Labels; value: number }[];
}

// Seconds: from a fast catalog read to a wallet call at its timeout.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const FAMILY_DEFINITIONS = {
  gp_http_requests_total: {
    type: "counter",
    help: "HTTP requests served by the provider and runtime APIs, by route and status.",
  },
  gp_http_request_duration_seconds: {
    type: "histogram",
    help: "Time to the response headers of provider and runtime API requests.",
  },
  gp_wallet_callbacks_total: {
    type: "counter",
    help: "Signed wallet callbacks sent to operators, by type and outcome.",
  },
  gp_wallet_callback_duration_seconds: { type: "histogram", help: "Duration of wallet callbacks, by type." },
  gp_rate_limited_total: { type: "counter", help: "Provider API requests refused with 429, by limit." },
  gp_cache_version_reads_total: {
    type: "counter",
    help: "Reads of the provider API cache version: by a request (no pushed version confirmed within the bound: listener down, bound passed, PGlite) or by the background confirmation.",
  },
} as const;

type FamilyName = keyof typeof FAMILY_DEFINITIONS;

const holder = globalThis as { __gpMetrics?: Map<FamilyName, Family> };

function families(): Map<FamilyName, Family> {
  if (!holder.__gpMetrics) {
    holder.__gpMetrics = new Map(
      Object.entries(FAMILY_DEFINITIONS).map(([name, definition]) => [
        name as FamilyName,
        { ...definition, series: new Map(), ...(definition.type === "histogram" ? { buckets: LATENCY_BUCKETS } : {}) },
      ]),
    );
  }
  return holder.__gpMetrics;
}

function seriesKey(labels: Labels): string {
  return JSON.stringify(Object.entries(labels).sort(([a], [b]) => a.localeCompare(b)));
}

function increment(name: FamilyName, labels: Labels, by = 1): void {
  const family = families().get(name)!;
  const key = seriesKey(labels);
  const series = family.series.get(key) as CounterSeries | undefined;
  if (series) series.value += by;
  else family.series.set(key, { labels, value: by });
}

function observe(name: FamilyName, labels: Labels, seconds: number): void {
  const family = families().get(name)!;
  const key = seriesKey(labels);
  let series = family.series.get(key) as HistogramSeries | undefined;
  if (!series) {
    series = { labels, bucketCounts: family.buckets!.map(() => 0), sum: 0, count: 0 };
    family.series.set(key, series);
  }
  const index = family.buckets!.findIndex((bound) => seconds <= bound);
  if (index >= 0) series.bucketCounts[index]! += 1;
  series.sum += seconds;
  series.count += 1;
}

export function countHttpRequest(sample: { method: string; route: string; status: number; seconds: number }): void {
  increment("gp_http_requests_total", { method: sample.method, route: sample.route, status: String(sample.status) });
  observe("gp_http_request_duration_seconds", { method: sample.method, route: sample.route }, sample.seconds);
}

export function countWalletCallback(sample: { type: string; outcome: string; seconds: number }): void {
  increment("gp_wallet_callbacks_total", { type: sample.type, outcome: sample.outcome });
  observe("gp_wallet_callback_duration_seconds", { type: sample.type }, sample.seconds);
}

export function countRateLimited(limit: "api_key" | "auth_failures"): void {
  increment("gp_rate_limited_total", { limit });
}

export function countCacheVersionRead(by: "request" | "background"): void {
  increment("gp_cache_version_reads_total", { by });
}

function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');
}

function formatLabels(labels: Labels): string {
  const entries = Object.entries(labels);
  if (entries.length === 0) return "";
  return `{${entries.map(([name, value]) => `${name}="${escapeLabelValue(value)}"`).join(",")}}`;
}

function formatNumber(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "+Inf";
  if (value === -Infinity) return "-Inf";
  return String(value);
}

/** The whole exposition: the recorded families, then the gauges sampled for this scrape. */
export function renderMetrics(gauges: GaugeSample[] = []): string {
  const lines: string[] = [];
  for (const [name, family] of families()) {
    lines.push(`# HELP ${name} ${family.help}`, `# TYPE ${name} ${family.type}`);
    for (const series of family.series.values()) {
      if (family.type === "counter") {
        lines.push(`${name}${formatLabels(series.labels)} ${formatNumber((series as CounterSeries).value)}`);
        continue;
      }
      const histogram = series as HistogramSeries;
      let cumulative = 0;
      family.buckets!.forEach((bound, index) => {
        cumulative += histogram.bucketCounts[index]!;
        lines.push(`${name}_bucket${formatLabels({ ...histogram.labels, le: formatNumber(bound) })} ${cumulative}`);
      });
      lines.push(
        `${name}_bucket${formatLabels({ ...histogram.labels, le: "+Inf" })} ${histogram.count}`,
        `${name}_sum${formatLabels(histogram.labels)} ${formatNumber(histogram.sum)}`,
        `${name}_count${formatLabels(histogram.labels)} ${histogram.count}`,
      );
    }
  }
  for (const gauge of gauges) {
    lines.push(`# HELP ${gauge.name} ${gauge.help}`, `# TYPE ${gauge.name} gauge`);
    for (const { labels, value } of gauge.values)
      lines.push(`${gauge.name}${formatLabels(labels ?? {})} ${formatNumber(value)}`);
  }
  return `${lines.join("\n")}\n`;
}
