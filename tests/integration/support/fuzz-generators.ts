// Shared by the provider and runtime fuzz tests: the run budget and the generators of junk, bodies, queries and paths.
import fc from "fast-check";

/** FUZZ_RUNS=<n> sets the runs per property (default 40). */
export const FUZZ_RUNS =
  Number.parseInt(process.env.FUZZ_RUNS ?? "", 10) > 0 ? Number.parseInt(process.env.FUZZ_RUNS ?? "", 10) : 40;
/** Room for large FUZZ_RUNS: a request takes a few milliseconds, well under this. */
export const FUZZ_TIMEOUT = { timeout: Math.max(60_000, FUZZ_RUNS * 250) };
export const FUZZ_PROPERTIES = { numRuns: FUZZ_RUNS };
/** For properties whose every run is slow or whose space is small: a share of the runs, at least four. */
export const fewerRuns = (divisor: number) => ({ numRuns: Math.max(4, Math.ceil(FUZZ_RUNS / divisor)) });

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
export const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 80 }),
  weirdText,
);
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
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((code) => code !== 0x7f)
      .map((code) => String.fromCharCode(code)),
    maxLength,
  });

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
    fc.record({
      field: fc.constantFrom(...fields),
      remove: fc.constant(true),
      value: fc.constant(undefined as unknown),
    }),
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

/** Up to four query parameters: mostly names and values the endpoint knows, else any text. */
export const queryPairs = (names: fc.Arbitrary<string>, values: fc.Arbitrary<string>) =>
  fc.array(
    fc
      .tuple(fc.oneof(names, fc.string({ maxLength: 10 })), fc.oneof(values, anyText))
      .filter(([name, value]) => urlText(name).length + urlText(value).length <= MAX_URL_PART),
    { maxLength: 4 },
  );
export const queryString = (pairs: Array<[string, string]>) =>
  pairs.length ? `?${pairs.map(([name, value]) => `${urlText(name)}=${urlText(value)}`).join("&")}` : "";

/** Every method a route handler can export. */
export const routeMethod = fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");

/** Percent-encoding that does not decode (Next.js would answer a bare 500 before any route runs). */
export const undecodablePathPart = fc.oneof(
  fc.constantFrom("%", "%E0%A4%A", "%ED%A0%80", "%C3", "%ZZ", "%%", "%FF%FE"),
  fc
    .tuple(fc.string({ unit: "grapheme-ascii", maxLength: 6 }), fc.stringMatching(/^%[0-9A-Fa-f]?$/))
    .map(([text, broken]) => urlText(text) + broken),
);

/**
 * Bodies that are not the JSON an endpoint wants: its valid text with bytes cut or inserted, raw bytes, nesting
 * deep enough to hurt a recursive parser, a byte order mark, trailing garbage, and the endpoint's own `nearMisses`.
 */
export function brokenJsonBody(validText: string, nearMisses: string[]): fc.Arbitrary<string | Uint8Array> {
  const mutatedJson = fc
    .tuple(fc.nat({ max: validText.length }), fc.nat({ max: 4 }), fc.string({ unit: "binary", maxLength: 3 }))
    .map(([at, remove, insert]) => validText.slice(0, at) + insert + validText.slice(at + remove));
  return fc.oneof(
    mutatedJson,
    fc.uint8Array({ maxLength: 300 }),
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.constantFrom(
      "",
      "   ",
      "null",
      "[]",
      '"text"',
      "1e400",
      ...nearMisses,
      "[".repeat(20_000) + "]".repeat(20_000),
      '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000),
      "\ufeff" + validText,
      validText + "garbage",
    ),
    fc.constant(Uint8Array.from([0xef, 0xbb, 0xbf, 0xff, 0xfe, 0x7b, 0x7d])),
  );
}

export const oddContentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "*/*",
  "garbage",
  "",
);

/** Body sizes past the 64 KiB limit. */
export const oversizeBodyBytes = fc.integer({ min: 64 * 1024 + 1, max: 400 * 1024 });
