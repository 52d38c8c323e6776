import { describe, expect, it } from "vitest";
import { windowPieces, type PeriodUnit } from "./report-window";

const at = (text: string) => new Date(`${text}Z`);
const pieces = (from: string, to: string, coarsest: PeriodUnit) =>
  windowPieces({ from: at(from), to: at(to) }, coarsest).map((piece) => [
    piece.unit,
    piece.from.toISOString(),
    piece.to.toISOString(),
  ]);

describe("windowPieces", () => {
  it("cuts a window into runs of whole periods, as coarse as fits and allowed", () => {
    expect(pieces("2026-01-30T10:00:00", "2026-04-02T05:00:00", "month")).toEqual([
      ["hour", "2026-01-30T10:00:00.000Z", "2026-01-31T00:00:00.000Z"],
      ["day", "2026-01-31T00:00:00.000Z", "2026-02-01T00:00:00.000Z"],
      ["month", "2026-02-01T00:00:00.000Z", "2026-04-01T00:00:00.000Z"],
      ["day", "2026-04-01T00:00:00.000Z", "2026-04-02T00:00:00.000Z"],
      ["hour", "2026-04-02T00:00:00.000Z", "2026-04-02T05:00:00.000Z"],
    ]);
    expect(pieces("2026-01-30T10:00:00", "2026-04-02T05:00:00", "day")).toEqual([
      ["hour", "2026-01-30T10:00:00.000Z", "2026-01-31T00:00:00.000Z"],
      ["day", "2026-01-31T00:00:00.000Z", "2026-04-02T00:00:00.000Z"],
      ["hour", "2026-04-02T00:00:00.000Z", "2026-04-02T05:00:00.000Z"],
    ]);
    expect(pieces("2025-01-01T00:00:00", "2026-03-01T00:00:00", "year")).toEqual([
      ["year", "2025-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"],
      ["month", "2026-01-01T00:00:00.000Z", "2026-03-01T00:00:00.000Z"],
    ]);
    expect(pieces("2026-03-05T00:00:00", "2026-03-05T06:00:00", "year")).toEqual([
      ["hour", "2026-03-05T00:00:00.000Z", "2026-03-05T06:00:00.000Z"],
    ]);
    // A leap day and a month's end are whole days; the runs cover the window exactly, end to end.
    expect(pieces("2028-02-28T00:00:00", "2028-03-01T00:00:00", "year")).toEqual([
      ["day", "2028-02-28T00:00:00.000Z", "2028-03-01T00:00:00.000Z"],
    ]);
    expect(pieces("2026-01-01T00:00:00", "2026-02-01T00:00:00", "hour")).toEqual([
      ["hour", "2026-01-01T00:00:00.000Z", "2026-02-01T00:00:00.000Z"],
    ]);
  });
});
