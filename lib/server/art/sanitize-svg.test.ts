import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/base/errors";
import { sanitizeSvg } from "./sanitize-svg";

const NS = 'xmlns="http://www.w3.org/2000/svg"';

function rejected(source: string): AppError {
  try {
    sanitizeSvg(source);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected the SVG to be refused");
}

describe("sanitizeSvg", () => {
  it("keeps ordinary artwork", () => {
    const source = `<?xml version="1.0"?><svg ${NS} viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><text x="1" y="5">A &amp; B</text><use href="#g"/></svg>`;
    const clean = sanitizeSvg(source);
    expect(clean).toContain('<rect width="10" height="10" fill="url(#g)"/>');
    expect(clean).toContain('<text x="1" y="5">A &amp; B</text>');
    expect(clean).toContain('<use href="#g"/>');
    expect(clean).toContain('viewBox="0 0 10 10"');
    expect(clean.startsWith(`<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"`)).toBe(true);
  });

  it("removes scripts, event handlers, foreignObject and animation", () => {
    const clean = sanitizeSvg(
      `<svg ${NS} onload="alert(1)"><script>alert(2)</script><g ONCLICK="x()"><circle r="1" onmouseover="y()"/></g>` +
        `<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="z()"/></div></foreignObject>` +
        `<a href="javascript:alert(3)"><rect width="1"/></a><set attributeName="href" to="javascript:alert(4)"/>` +
        `<animate attributeName="href" values="javascript:alert(5)"/></svg>`,
    );
    expect(clean.toLowerCase()).not.toMatch(
      /script|onload|onclick|onmouseover|onerror|foreignobject|javascript|<set|<animate|<div|<img/,
    );
    expect(clean).toContain('<g><circle r="1"/></g>');
    expect(clean).toContain('<g><rect width="1"/></g>');
  });

  it("removes external references in href, url() and CSS", () => {
    const clean = sanitizeSvg(
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink">` +
        `<image href="https://evil.example/x.png" width="1"/><use xlink:href="https://evil.example/s.svg#a"/>` +
        `<rect fill="url(https://evil.example/p)" style="fill:url('http://evil.example/q')" stroke="url(#ok)"/>` +
        `<style>@import url(https://evil.example/s.css);</style>` +
        `<style>.a{fill:url(http</style>` +
        `<image href="data:image/png;base64,iVBORw0KGgo=" width="2"/>` +
        `<rect href="&#106;avascript:alert(1)"/></svg>`,
    );
    expect(clean).not.toContain("evil.example");
    expect(clean).not.toContain("@import");
    expect(clean).not.toContain("javascript");
    expect(clean).toContain('stroke="url(#ok)"');
    expect(clean).toContain('<image href="data:image/png;base64,iVBORw0KGgo=" width="2"/>');
  });

  it("checks CSS as a whole, so a url( split across CDATA chunks is caught", () => {
    const clean = sanitizeSvg(
      `<svg ${NS}><style>.a{fill:ur<![CDATA[l(https://evil.example/x)}]]></style><style>.b{fill:red}</style></svg>`,
    );
    expect(clean).not.toContain("evil.example");
    expect(clean).toContain("<style>.b{fill:red}</style>");
  });

  it("refuses doctypes with entities it would have to expand, and malformed XML", () => {
    expect(rejected(`<!DOCTYPE svg [<!ENTITY x "boom">]><svg ${NS}><text>&x;</text></svg>`).detail).toMatch(/entity/);
    expect(rejected(`<svg ${NS}><g></svg>`).code).toBe("invalid_request");
    expect(rejected(`<svg ${NS}><rect width=1/></svg>`).detail).toMatch(/attribute/);
    expect(rejected(`<svg ${NS}>Tom & Jerry</svg>`).detail).toMatch(/&/);
    expect(rejected(`<html><svg ${NS}/></html>`).detail).toMatch(/root/);
    expect(rejected(`<svg xmlns="http://www.w3.org/1999/xhtml"/>`).detail).toMatch(/namespace/);
    expect(rejected(`<svg ${NS}/><svg ${NS}/>`).detail).toMatch(/after the root/);
    expect(rejected(`<svg ${NS}><rect a="1" a="2"/></svg>`).detail).toMatch(/duplicate/);
    expect(rejected(`<svg ${NS}>`).detail).toMatch(/never closed/);
    // Names that exist on every JavaScript object are not entities or known elements.
    expect(rejected(`<svg ${NS}><text>&constructor;</text></svg>`).detail).toMatch(/entity/);
    expect(sanitizeSvg(`<svg ${NS}><toString><rect/></toString><constructor/></svg>`)).toBe(
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"/>`,
    );
  });

  it("escapes text and attribute values again on the way out", () => {
    const clean = sanitizeSvg(
      `<svg ${NS}><title>&lt;script&gt;alert(1)&lt;/script&gt;</title><text font-family="&quot;A&quot;">x &gt; y</text></svg>`,
    );
    expect(clean).toContain("<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(clean).toContain('font-family="&quot;A&quot;"');
    expect(sanitizeSvg(clean)).toBe(clean);
  });

  it("drops prefixed editor metadata but keeps the drawing", () => {
    const clean = sanitizeSvg(
      `<svg ${NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.0"><metadata><x/></metadata><inkscape:grid/><path d="M0 0L1 1" inkscape:label="a"/></svg>`,
    );
    expect(clean).not.toContain("inkscape");
    expect(clean).not.toContain("metadata");
    expect(clean).toContain('<path d="M0 0L1 1"/>');
  });
});
