import { describe, expect, it } from "vitest";
import { csvFilename } from "./download-csv";

describe("console CSV download", () => {
  it("names the file after the caption and the UTC date", () => {
    expect(csvFilename("Wallet ledger transactions", new Date("2026-11-25T23:59:00Z"))).toBe(
      "wallet-ledger-transactions-2026-11-25.csv",
    );
    expect(csvFilename("   ", new Date("2026-01-02T00:00:00Z"))).toBe("table-2026-01-02.csv");
  });
});
