import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("the one CSV writer", () => {
  it("quotes only fields that need it, doubling inner quotes (RFC 4180)", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\r")).toBe('"cr\r"');
    expect(csvField("")).toBe("");
    expect(csvField(null)).toBe("");
    expect(csvField(12)).toBe("12");
  });

  it.each(["=", "+", "-", "@", "\t", "\r"])(
    "writes a text cell starting with %j as quoted text behind a single quote (OWASP)",
    (lead) => {
      expect(csvField(`${lead}HYPERLINK("https://evil.example","x")`)).toBe(
        `"'${lead}HYPERLINK(""https://evil.example"",""x"")"`,
      );
      expect(csvField(`${lead}1+1`)).toBe(`"'${lead}1+1"`);
      expect(csvField(`${lead}cmd|' /C calc'!A0`)).toBe(`"'${lead}cmd|' /C calc'!A0"`);
    },
  );

  it("leaves a plain decimal number as a number, a negative amount included, and neutralises any other leading minus", () => {
    expect(csvField("-2.50")).toBe("-2.50");
    expect(csvField("-3")).toBe("-3");
    expect(csvField("2.50")).toBe("2.50");
    expect(csvField(-2.5)).toBe("-2.5");
    expect(csvField("-2+3")).toBe(`"'-2+3"`);
    expect(csvField("-2.50 EUR")).toBe(`"'-2.50 EUR"`);
    expect(csvField("+2.50")).toBe(`"'+2.50"`);
    // A formula character later in the text is harmless: only the first one decides.
    expect(csvField("player=1")).toBe("player=1");
  });

  it("ends every record with CRLF by default, or LF for a canonical text, header first", () => {
    expect(
      toCsv([
        ["Operator", "Games"],
        ["Demo, Casino", 12],
        ["Nova", null],
      ]),
    ).toBe('Operator,Games\r\n"Demo, Casino",12\r\nNova,\r\n');
    expect(
      toCsv(
        [
          ["id", "amount"],
          ["@evil", "-1.00"],
        ],
        { lineEnd: "\n" },
      ),
    ).toBe(`id,amount\n"'@evil",-1.00\n`);
  });
});
