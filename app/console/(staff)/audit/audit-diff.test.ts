import { describe, expect, it } from "vitest";
import { auditDiff } from "./audit-diff";

describe("auditDiff", () => {
  it("lists changed fields first, then the unchanged ones", () => {
    const rows = auditDiff(
      { name: "Old", status: "active", timeout: 5000 },
      { name: "New", status: "active", timeout: 8000 },
    );
    expect(rows).toEqual([
      { field: "name", before: "Old", after: "New", changed: true },
      { field: "timeout", before: "5000", after: "8000", changed: true },
      { field: "status", before: "active", after: "active", changed: false },
    ]);
  });

  it("shows a created record as fields with no before, and a deleted one with no after", () => {
    expect(auditDiff(null, { id: "k1" })).toEqual([{ field: "id", before: undefined, after: "k1", changed: true }]);
    expect(auditDiff({ id: "k1" }, null)).toEqual([{ field: "id", before: "k1", after: undefined, changed: true }]);
  });

  it("compares nested values and lists as JSON", () => {
    const rows = auditDiff({ frameAncestors: ["'self'"] }, { frameAncestors: ["'self'", "https://a.example"] });
    expect(rows[0]).toEqual({
      field: "frameAncestors",
      before: `["'self'"]`,
      after: `["'self'","https://a.example"]`,
      changed: true,
    });
  });

  it("treats non-object sides as one value", () => {
    expect(auditDiff("a", "b")).toEqual([{ field: "value", before: "a", after: "b", changed: true }]);
    expect(auditDiff([1], [1])).toEqual([{ field: "value", before: "[1]", after: "[1]", changed: false }]);
  });
});
