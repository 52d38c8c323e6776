import { describe, expect, it } from "vitest";
import { formatMessage, gameMessages, langFromAcceptLanguage, resolveGameLang } from "./game-messages";

describe("game page dictionaries", () => {
  const en = gameMessages("en");
  const tr = gameMessages("tr");

  it("translate every English string into Turkish, with the same placeholders", () => {
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    // Strings that are the same in both languages on purpose (a dash, a currency-neutral symbol).
    // "Demo" and "Turbo" are also the Turkish words.
    const sameOnPurpose = new Set(["balanceUnknown", "demoBadge", "turbo"]);
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(tr[key].trim(), key).not.toBe("");
      expect(placeholders(tr[key]), key).toEqual(placeholders(en[key]));
      if (!sameOnPurpose.has(key)) expect(tr[key], key).not.toBe(en[key]);
    }
  });

  it("pick Turkish for tr in any form and English for everything else", () => {
    expect(resolveGameLang("tr")).toBe("tr");
    expect(resolveGameLang("TR-tr")).toBe("tr");
    expect(resolveGameLang("tr_TR")).toBe("tr");
    expect(resolveGameLang("de")).toBe("en");
    expect(resolveGameLang("")).toBe("en");
    expect(resolveGameLang(null)).toBe("en");
    expect(gameMessages("tr-TR").spin).toBe("Çevir");
    expect(gameMessages("xx").spin).toBe("Spin");
  });

  it("read Accept-Language by quality", () => {
    expect(langFromAcceptLanguage("tr-TR,tr;q=0.9,en;q=0.8")).toBe("tr");
    expect(langFromAcceptLanguage("de-DE, en;q=0.5, tr;q=0.7")).toBe("tr");
    expect(langFromAcceptLanguage("en-GB,tr;q=0.1")).toBe("en");
    expect(langFromAcceptLanguage("tr;q=0, de")).toBe("en");
    expect(langFromAcceptLanguage(null)).toBe("en");
  });

  it("fill placeholders and leave unknown ones visible", () => {
    expect(formatMessage("Free spin {current} of {total}", { current: 3, total: 10 })).toBe("Free spin 3 of 10");
    expect(formatMessage("{amount} for {nobody}", { amount: "€1.00" })).toBe("€1.00 for {nobody}");
  });
});
