import { describe, expect, it } from "vitest";
import { csvField, csvFilename, toCsv } from "./csv";

describe("console CSV", () => {
  it("quotes only fields that need it, doubling inner quotes (RFC 4180)", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\r")).toBe('"cr\r"');
    expect(csvField("")).toBe("");
  });

  it("ends every record with CRLF, header first", () => {
    expect(toCsv(["Operator", "Games"], [["Demo, Casino", "12"], ["Nova", "3"]])).toBe('Operator,Games\r\n"Demo, Casino",12\r\nNova,3\r\n');
  });

  it("names the file after the caption and the UTC date", () => {
    expect(csvFilename("Wallet ledger transactions", new Date("2026-11-25T23:59:00Z"))).toBe("wallet-ledger-transactions-2026-11-25.csv");
    expect(csvFilename("   ", new Date("2026-01-02T00:00:00Z"))).toBe("table-2026-01-02.csv");
  });
});
