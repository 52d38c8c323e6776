import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { statementCanonicalText, statementPathSchema, transactionsQuerySchema } from "./reconciliation-api";

describe("the statement's canonical text", () => {
  it("is the CSV: a header, one line per currency, type and state, each ending in a newline, fields quoted by RFC 4180", () => {
    const text = statementCanonicalText({
      operator_id: 'casino "one", ltd',
      date: "2026-01-01",
      from: "2026-01-01T00:00:00.000Z",
      to: "2026-01-02T00:00:00.000Z",
      currencies: [
        {
          currency: "EUR",
          lines: [{ transaction_type: "credit", state: "succeeded", count: 2, amount: "0.50", promotion_id: null }],
        },
        {
          currency: "JPY",
          lines: [{ transaction_type: "debit", state: "unknown", count: 1, amount: "120", promotion_id: "prm_1" }],
        },
      ],
    });
    expect(text).toBe(
      "operator_id,date,currency,transaction_type,state,count,amount,promotion_id\n" +
        '"casino ""one"", ltd",2026-01-01,EUR,credit,succeeded,2,0.50,\n' +
        '"casino ""one"", ltd",2026-01-01,JPY,debit,unknown,1,120,prm_1\n',
    );
    expect(createHash("sha256").update(text).digest("hex")).toMatch(/^[0-9a-f]{64}$/);
  });
  it("writes an operator id a spreadsheet would run as a formula as text, and keeps amounts as numbers", () => {
    const text = statementCanonicalText({
      operator_id: '=HYPERLINK("https://evil.example")',
      date: "2026-01-01",
      from: "2026-01-01T00:00:00.000Z",
      to: "2026-01-02T00:00:00.000Z",
      currencies: [
        {
          currency: "EUR",
          lines: [{ transaction_type: "rollback", state: "succeeded", count: 1, amount: "-0.50", promotion_id: null }],
        },
      ],
    });
    expect(text.split("\n")[1]).toBe(
      `"'=HYPERLINK(""https://evil.example"")",2026-01-01,EUR,rollback,succeeded,1,-0.50,`,
    );
  });
});

describe("query and path rules", () => {
  it("accept calendar dates only", () => {
    for (const date of ["2026-01-01", "2024-02-29"])
      expect(statementPathSchema.safeParse({ date }).success, date).toBe(true);
    for (const date of ["2026-13-01", "2026-02-30", "2025-02-29", "2026-1-1", "x"])
      expect(statementPathSchema.safeParse({ date }).success, date).toBe(false);
  });

  it("refuse an inverted or empty window and a limit outside 1…1000", () => {
    expect(
      transactionsQuerySchema.safeParse({ from: "2026-01-01T00:00:00Z", to: "2026-01-02T00:00:00Z" }).success,
    ).toBe(true);
    expect(
      transactionsQuerySchema.safeParse({ from: "2026-01-02T00:00:00Z", to: "2026-01-01T00:00:00Z" }).success,
    ).toBe(false);
    expect(
      transactionsQuerySchema.safeParse({ from: "2026-01-01T00:00:00Z", to: "2026-01-01T00:00:00Z" }).success,
    ).toBe(false);
    expect(transactionsQuerySchema.parse({}).limit).toBe(100);
    for (const limit of ["0", "1001", "1.5", "ten"])
      expect(transactionsQuerySchema.safeParse({ limit }).success, limit).toBe(false);
  });
});
