import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/base/errors";
import { bigintCursorPart, dateCursorPart, decodeCursor, encodeCursor, toPage } from "./paging";

describe("console keyset paging", () => {
  it("round-trips a cursor and says whether another page exists", () => {
    const rows = [{ id: "c" }, { id: "b" }, { id: "a" }];
    const page = toPage(rows, 2, (row) => [row.id]);
    expect(page.items).toEqual([{ id: "c" }, { id: "b" }]);
    expect(decodeCursor(page.nextCursor!, 1)).toEqual(["b"]);
    expect(toPage(rows, 3, (row) => [row.id]).nextCursor).toBeNull();
  });

  it("writes the same cursor text as Node's base64url, so cursors already handed out keep working", () => {
    for (const parts of [["2026-11-25T10:00:00.000Z", "42"], ["ünïcødé €", "?/+"], []]) {
      const cursor = encodeCursor(parts);
      expect(cursor).toBe(Buffer.from(JSON.stringify(parts), "utf8").toString("base64url"));
      expect(decodeCursor(cursor, parts.length)).toEqual(parts);
    }
  });

  it("refuses cursors it did not issue with a 400, never a crash", () => {
    for (const [cursor, arity] of [
      ["not base64 json", 1],
      [encodeCursor(["a", "b"]), 1],
      [Buffer.from("[1]").toString("base64url"), 1],
    ] as const) {
      expect(() => decodeCursor(cursor, arity)).toThrow(AppError);
    }
    expect(() => bigintCursorPart("12x")).toThrow(AppError);
    expect(() => dateCursorPart("yesterday")).toThrow(AppError);
    expect(bigintCursorPart("42")).toBe(42n);
  });
});
