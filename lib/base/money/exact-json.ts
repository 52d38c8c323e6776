// JSON.parse turns every number into a binary float, so "amount": 0.3 could never be read back exactly.
// This strict parser keeps each number's source text instead (a JsonNumber), and is otherwise plain JSON:
// RFC 8259 grammar, strings decoded by JSON.parse itself, nesting depth limited.

export class JsonNumber {
  constructor(readonly text: string) {}
  toJSON(): string {
    return this.text;
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const WHITESPACE = /[ \t\n\r]*/y;
const MAX_DEPTH = 64;

export function parseJsonExact(text: string): unknown {
  let position = 0;

  const fail = (what: string): never => {
    throw new SyntaxError(`Invalid JSON: ${what} at position ${position}`);
  };
  const skipWhitespace = () => {
    WHITESPACE.lastIndex = position;
    WHITESPACE.exec(text);
    position = WHITESPACE.lastIndex;
  };
  const match = (pattern: RegExp): string | null => {
    pattern.lastIndex = position;
    const found = pattern.exec(text);
    if (!found) return null;
    position = pattern.lastIndex;
    return found[0];
  };
  const literal = (word: string, value: unknown) => {
    if (!text.startsWith(word, position)) fail("unexpected token");
    position += word.length;
    return value;
  };

  const value = (depth: number): unknown => {
    if (depth > MAX_DEPTH) fail("nesting too deep");
    skipWhitespace();
    const char = text[position];
    if (char === "{") return object(depth);
    if (char === "[") return array(depth);
    if (char === '"') return string();
    if (char === "t") return literal("true", true);
    if (char === "f") return literal("false", false);
    if (char === "n") return literal("null", null);
    const number = match(NUMBER);
    return number === null ? fail("unexpected token") : new JsonNumber(number);
  };

  const string = (): string => {
    const raw = match(STRING);
    return raw === null ? fail("bad string") : (JSON.parse(raw) as string);
  };

  const object = (depth: number): Record<string, unknown> => {
    position += 1;
    const result: Record<string, unknown> = {};
    skipWhitespace();
    if (text[position] === "}") {
      position += 1;
      return result;
    }
    for (;;) {
      skipWhitespace();
      if (text[position] !== '"') fail("expected a property name");
      const key = string();
      skipWhitespace();
      if (text[position] !== ":") fail("expected ':'");
      position += 1;
      // defineProperty: a "__proto__" key is data, never a prototype change.
      Object.defineProperty(result, key, {
        value: value(depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      skipWhitespace();
      if (text[position] === ",") {
        position += 1;
        continue;
      }
      if (text[position] === "}") {
        position += 1;
        return result;
      }
      fail("expected ',' or '}'");
    }
  };

  const array = (depth: number): unknown[] => {
    position += 1;
    const result: unknown[] = [];
    skipWhitespace();
    if (text[position] === "]") {
      position += 1;
      return result;
    }
    for (;;) {
      result.push(value(depth + 1));
      skipWhitespace();
      if (text[position] === ",") {
        position += 1;
        continue;
      }
      if (text[position] === "]") {
        position += 1;
        return result;
      }
      fail("expected ',' or ']'");
    }
  };

  const result = value(0);
  skipWhitespace();
  if (position !== text.length) fail("unexpected trailing text");
  return result;
}
