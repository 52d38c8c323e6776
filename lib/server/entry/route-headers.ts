import { readFileSync } from "node:fs";
import path from "node:path";

// The headers next.config.mjs gives a path (security headers, the API content security policy, HSTS behind https),
// read from the build's routes manifest, so responses the entry point writes itself get exactly what Next.js would
// add to a route handler's answer there. next.config.mjs stays their one source.

interface HeaderCondition {
  type: string;
  key: string;
  value?: string;
}

interface HeaderRule {
  regex: string;
  headers: { key: string; value: string }[];
  has?: HeaderCondition[];
  missing?: HeaderCondition[];
}

interface CompiledRule {
  pattern: RegExp;
  headers: [string, string][];
  has: HeaderCondition[];
  missing: HeaderCondition[];
}

const holder = globalThis as { __gpRouteHeaderRules?: CompiledRule[] };

function rules(): CompiledRule[] {
  if (holder.__gpRouteHeaderRules) return holder.__gpRouteHeaderRules;
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), distDir, "routes-manifest.json"), "utf8")) as {
    headers?: HeaderRule[];
  };
  holder.__gpRouteHeaderRules = (manifest.headers ?? []).map((rule) => ({
    pattern: new RegExp(rule.regex),
    headers: rule.headers.map((header) => [header.key.toLowerCase(), header.value] as [string, string]),
    has: rule.has ?? [],
    missing: rule.missing ?? [],
  }));
  return holder.__gpRouteHeaderRules;
}

function conditionHolds(condition: HeaderCondition, requestHeaders: NodeJS.Dict<string | string[]>): boolean {
  if (condition.type !== "header") return false;
  const raw = requestHeaders[condition.key.toLowerCase()];
  const value = Array.isArray(raw) ? raw.join(", ") : raw;
  if (value === undefined) return false;
  return condition.value === undefined || new RegExp(`^${condition.value}$`).test(value);
}

/** The configured headers of `pathname` for a request with these headers (later rules win, as in Next.js). */
export function configuredRouteHeaders(
  pathname: string,
  requestHeaders: NodeJS.Dict<string | string[]>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules()) {
    if (!rule.pattern.test(pathname)) continue;
    if (!rule.has.every((condition) => conditionHolds(condition, requestHeaders))) continue;
    if (rule.missing.some((condition) => conditionHolds(condition, requestHeaders))) continue;
    for (const [key, value] of rule.headers) result[key] = value;
  }
  return result;
}
