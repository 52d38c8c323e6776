import { RANGE_PRESETS, type RangePreset } from "./date-range";

// The report page's filters as its address's query string, so that a view can be bookmarked and shared:
// /console/reports?range=custom&from=2025-09-01&to=2025-09-30&operator=nova-bet&chart=GBP. Defaults are left out.

export interface ReportFilters {
  preset: RangePreset;
  /** Custom range only: YYYY-MM-DD days, both included. */
  fromDay: string;
  toDay: string;
  operatorId: string;
  gameSymbol: string;
  providerId: string;
  currency: string;
  reportingCurrency: string;
  /** The currency the charts are drawn in ("" = the report's first). */
  chartCurrency: string;
}

const PARAMETERS: Record<Exclude<keyof ReportFilters, "preset" | "fromDay" | "toDay">, string> = {
  operatorId: "operator",
  gameSymbol: "game",
  providerId: "provider",
  currency: "currency",
  reportingCurrency: "reporting",
  chartCurrency: "chart",
};

const DEFAULT_PRESET: RangePreset = "last7";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Query = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => ((Array.isArray(value) ? value[0] : value) ?? "").trim();

/** The filters an address asks for; anything unknown or malformed falls back to its default. */
export function reportFiltersFromQuery(query: Query, today: string): ReportFilters {
  const preset = RANGE_PRESETS.find((option) => option.value === first(query.range))?.value ?? DEFAULT_PRESET;
  const day = (value: string) => (DAY.test(value) ? value : today);
  const filters: ReportFilters = {
    preset,
    fromDay: day(first(query.from)),
    toDay: day(first(query.to)),
    operatorId: "",
    gameSymbol: "",
    providerId: "",
    currency: "",
    reportingCurrency: "",
    chartCurrency: "",
  };
  for (const [key, parameter] of Object.entries(PARAMETERS) as [keyof typeof PARAMETERS, string][])
    filters[key] = first(query[parameter]).slice(0, 200);
  return filters;
}

/** The query string of the filters (no leading "?"; empty for the defaults). */
export function reportFiltersQuery(filters: ReportFilters): string {
  const query = new URLSearchParams();
  if (filters.preset !== DEFAULT_PRESET) query.set("range", filters.preset);
  if (filters.preset === "custom") {
    query.set("from", filters.fromDay);
    query.set("to", filters.toDay);
  }
  for (const [key, parameter] of Object.entries(PARAMETERS) as [keyof typeof PARAMETERS, string][]) {
    if (filters[key]) query.set(parameter, filters[key]);
  }
  return query.toString();
}
