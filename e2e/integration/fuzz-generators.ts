// Shared by the provider and runtime fuzz tests: the run budget, the raw request shapes and the junk generators.
import fc from "fast-check";

/** FUZZ_RUNS=<n> sets the runs per property (default 40). */
export const FUZZ_RUNS = Number.parseInt(process.env.FUZZ_RUNS ?? "", 10) > 0 ? Number.parseInt(process.env.FUZZ_RUNS ?? "", 10) : 40;
/** Room for large FUZZ_RUNS: a request takes a few milliseconds, well under this. */
export const FUZZ_TIMEOUT = { timeout: Math.max(60_000, FUZZ_RUNS * 250) };

export interface RawRequest {
  method: string;
  path: string;
  /** Header lines in order; a name given twice is sent twice. */
  headers?: Array<[string, string]>;
  body?: string | Uint8Array;
  /** Send the body with Transfer-Encoding: chunked (no Content-Length). */
  chunked?: boolean;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const WEIRD_TEXT = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\t\r\n",
  "\ud800",
  "x\udfffy",
  "\u202e\u200b\ufeff",
  "İıßǅ",
  "💥🎰",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00%ff",
  "null",
  "\\u0000",
  "a".repeat(129),
  "é".repeat(3000),
];
const weirdText = fc.constantFrom(...WEIRD_TEXT);
export const anyText = fc.oneof(fc.string({ unit: "binary", maxLength: 80 }), fc.string({ unit: "grapheme", maxLength: 80 }), weirdText);
/** Larger than the 64 KiB body limit once in a body, as UTF-8. */
const hugeText = fc.constantFrom("x".repeat(70_000), "😀".repeat(17_000));
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: anyText, weight: 5 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }), weight: 1 },
  { arbitrary: hugeText, weight: 1 },
);

/** Latin-1 header text (what HTTP/1.1 can carry), including bytes that are not valid UTF-8 on their own. */
export const headerText = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((code) => code !== 0x7f).map((code) => String.fromCharCode(code)), maxLength });

export const option = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

/**
 * A valid request, then up to three mutations: a field removed, a field (or a new one, `extraFields` or a
 * prototype name) set to junk or to one of the endpoint's near misses.
 */
export function mutated(
  valid: fc.Arbitrary<Record<string, unknown>>,
  fields: string[],
  nearMiss: fc.Arbitrary<unknown>,
  extraFields: string[] = [],
): fc.Arbitrary<Record<string, unknown>> {
  const mutation = fc.oneof(
    fc.record({ field: fc.constantFrom(...fields), remove: fc.constant(true), value: fc.constant(undefined as unknown) }),
    fc.record({
      field: fc.constantFrom(...fields, "surprise", ...extraFields, "__proto__", "constructor"),
      remove: fc.constant(false),
      value: fc.oneof(junk, nearMiss),
    }),
  );
  return fc.tuple(valid, fc.array(mutation, { maxLength: 3 })).map(([body, mutations]) => {
    const result: Record<string, unknown> = { ...body };
    for (const { field, remove, value } of mutations) {
      if (remove) delete result[field];
      else Object.defineProperty(result, field, { value, enumerable: true, writable: true, configurable: true });
    }
    return result;
  });
}

// URLs carry UTF-8, so text with lone surrogates is sent as its well-formed version. Request lines stay well under
// Node's 16 KiB header limit (beyond it Node itself answers 431 before the app sees anything).
export const MAX_URL_PART = 2_000;
export const urlText = (text: string) => encodeURIComponent(text.toWellFormed());
export const urlSegment = anyText.map(urlText).filter((encoded) => encoded.length <= MAX_URL_PART);
