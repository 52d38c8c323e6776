import { describe, expect, it } from "vitest";
import { sanitizeSvg } from "./sanitize-svg";
import { escapeXml, renderFallbackArtSvg } from "./fallback-art-svg";

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });

  it("drops characters XML cannot carry and keeps the rest of Unicode", () => {
    expect(escapeXml("a\u0000b\u0007c\uFFFEd")).toBe("abcd");
    expect(escapeXml("x\uD800y")).toBe("xy");
    expect(escapeXml("Çılgın 🎰 Şans\tok\n")).toBe("Çılgın 🎰 Şans\tok\n");
  });
});

describe("renderFallbackArtSvg", () => {
  it("never lets a title become markup", () => {
    const svg = renderFallbackArtSvg({ symbol: "vs20aurora", title: `<script>alert("x")</script> & <img onerror=1>` });
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<img");
    expect(svg).toContain("&lt;script&gt;");
    // The card is well-formed SVG that our own sanitiser accepts without changing what it shows.
    expect(sanitizeSvg(svg)).toContain("&lt;script&gt;");
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it("keeps the same colours for a symbol and varies them between symbols", () => {
    const colours = (svg: string) => svg.match(/hsl\([^)]*\)/g);
    const first = renderFallbackArtSvg({ symbol: "vs20aurora", title: "Aurora Riches" });
    expect(renderFallbackArtSvg({ symbol: "vs20aurora", title: "Another Title" }).match(/hsl\([^)]*\)/g)).toEqual(
      colours(first),
    );
    const distinct = new Set(
      ["vs20aurora", "vs25pharaoh", "bs20oceanic", "bs10vikingsaga", "bs15cosmic"].map((symbol) =>
        JSON.stringify(colours(renderFallbackArtSvg({ symbol, title: "x" }))),
      ),
    );
    expect(distinct.size).toBeGreaterThan(1);
  });

  it("wraps long titles into at most three lines ending in an ellipsis", () => {
    const svg = renderFallbackArtSvg({
      symbol: "s1",
      title: "The Extraordinarily Long Adventures of Captain Fortune and Friends",
    });
    const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1] ?? "");
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => Array.from(line).length <= 18)).toBe(true);
    expect(lines[2]?.endsWith("…")).toBe(true);
  });

  it("falls back to the symbol for an empty title", () => {
    expect(renderFallbackArtSvg({ symbol: "bs15cosmic", title: "   " })).toContain("<title>bs15cosmic</title>");
  });
});
