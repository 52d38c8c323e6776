import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { headingAnchor } from "@/app/docs/_lib/markdown";

// What the README and docs/ point a reader to must exist: every relative link resolves to a file of the
// repository (and a #fragment to a heading of it), and the console pages they name are the console's own.

const DOCUMENTS = [
  "README.md",
  "ARCHITECTURE.md",
  ...readdirSync("docs")
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

function withoutCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```$/gm, "").replace(/`[^`\n]*`/g, "");
}

function anchorsOf(file: string): Set<string> {
  return new Set(
    [...withoutCode(readFileSync(file, "utf8")).matchAll(/^#{1,6} (.+)$/gm)].map((match) =>
      headingAnchor(match[1]!.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")),
    ),
  );
}

describe("the README and docs", () => {
  it.each(DOCUMENTS)("%s: every relative link and anchor resolves", (document) => {
    const links = [...withoutCode(readFileSync(document, "utf8")).matchAll(/\]\(([^)\s]+)\)/g)].map(
      (match) => match[1]!,
    );
    const broken = links
      .filter((link) => !/^(https?:|mailto:)/.test(link))
      .filter((link) => {
        const [target = "", fragment] = link.split("#");
        const file = target ? path.join(path.dirname(document), target) : document;
        if (!existsSync(file)) return true;
        return fragment !== undefined && file.endsWith(".md") && !anchorsOf(file).has(fragment);
      });
    expect(broken).toEqual([]);
  });

  it("cite no DESIGN.md: the decisions are docs/decisions.md", () => {
    for (const document of DOCUMENTS) expect(readFileSync(document, "utf8"), document).not.toContain("DESIGN.md");
  });

  it("name console pages as the console's sidebar does (**Group → Page**)", () => {
    const shell = readFileSync("lib/console/console-routes.ts", "utf8");
    const groups = new Map(
      [...shell.matchAll(/title: "([^"]+)",\s*items: \[([\s\S]*?)\n\s*\]/g)].map((match) => [
        match[1]!,
        [...match[2]!.matchAll(/label: "([^"]+)"/g)].map((label) => label[1]!),
      ]),
    );
    expect(groups.get("Wallet")).toContain("Deliveries");
    // The docs name console pages this way (the README's bold words are headings of its own tables).
    for (const document of DOCUMENTS.filter((name) => name.startsWith("docs/"))) {
      for (const [, first, page] of readFileSync(document, "utf8").matchAll(/\*\*([^*→]+?)(?: → ([^*]+))?\*\*/g)) {
        // A sidebar group is not a page: it is named with the page under it.
        if (groups.has(first!))
          expect(groups.get(first!), `${document}: **${first}${page ? ` → ${page}` : ""}**`).toContain(page);
      }
    }
  });
});
