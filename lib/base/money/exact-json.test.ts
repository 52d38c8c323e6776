import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JsonNumber, parseJsonExact } from "./exact-json";

// What JSON.parse would have produced: every JsonNumber read as a float.
function withFloats(value: unknown): unknown {
  if (value instanceof JsonNumber) return Number(value.text);
  if (Array.isArray(value)) return value.map(withFloats);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFloats(item)]));
  return value;
}

describe("parseJsonExact", () => {
  it("keeps numbers as their source text", () => {
    const value = parseJsonExact('{"amount": 0.30, "big": 92233720368547758.07, "list": [1, -2.50e3]}') as Record<
      string,
      unknown
    >;
    expect(value.amount).toEqual(new JsonNumber("0.30"));
    expect((value.big as JsonNumber).text).toBe("92233720368547758.07");
    expect((value.list as JsonNumber[]).map((n) => n.text)).toEqual(["1", "-2.50e3"]);
  });
  it("parses everything else like JSON.parse", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(withFloats(parseJsonExact(text))).toEqual(JSON.parse(text));
      }),
    );
  });
  it("rejects what JSON.parse rejects", () => {
    for (const bad of [
      "",
      "{",
      '{"a":1,}',
      "[1,]",
      "01",
      "1.",
      ".5",
      "+1",
      "NaN",
      '{"a" 1}',
      "'x'",
      '"\u0001"',
      "[1] x",
      '{"a":tru}',
      '"\\x"',
    ]) {
      expect(() => JSON.parse(bad), bad).toThrow();
      expect(() => parseJsonExact(bad), bad).toThrow(SyntaxError);
    }
  });
  it("treats __proto__ as data and limits nesting", () => {
    const value = parseJsonExact('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(value)).toEqual(["__proto__"]);
    expect(() => parseJsonExact("[".repeat(100) + "]".repeat(100))).toThrow(/too deep/);
  });
});
