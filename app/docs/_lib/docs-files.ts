import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

// The documents /docs serves: the repository's docs folder, read at request time from the app's folder, so the
// site and the repository never disagree. The integration guide is the home page (/docs); every other .md page is
// /docs/<name>; the files beside them (the example wallet, the verifiers, the test vectors) are /docs/files/<path>.

const DOCS_DIR = path.resolve("docs");

export interface DocPage {
  slug: string;
  file: string;
  title: string;
}

export const DOC_PAGES: DocPage[] = [
  { slug: "", file: "integration-guide.md", title: "Integration guide" },
  { slug: "decisions", file: "decisions.md", title: "Decisions" },
  { slug: "wallet", file: "wallet.md", title: "Wallet and ledger" },
  { slug: "reports", file: "reports.md", title: "Reports" },
];

export function docPagePath(page: DocPage): string {
  return page.slug ? `/docs/${page.slug}` : "/docs";
}

export async function readDocPage(slug: string): Promise<{ page: DocPage; text: string } | null> {
  const page = DOC_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) return null;
  return { page, text: await readFile(path.join(DOCS_DIR, page.file), "utf8") };
}

/** The docs folder's other files, as paths relative to it ("integration/example-wallet.mjs"). */
export async function listDocFiles(): Promise<string[]> {
  const entries = await readdir(DOCS_DIR, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".md"))
    .map((entry) => path.relative(DOCS_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

export async function readDocFile(relativePath: string): Promise<Buffer | null> {
  // Only a file the folder lists is served, so no path can climb out of it.
  if (!(await listDocFiles()).includes(relativePath)) return null;
  return readFile(path.join(DOCS_DIR, relativePath));
}

/**
 * Where a link of a document points on the site: anchors and absolute URLs unchanged; "wallet.md#x" to its page;
 * another file of the folder to /docs/files/…; anything outside the folder (the repository's code) null.
 */
export function docLinkHref(target: string): string | null {
  if (/^(#|https?:|mailto:)/.test(target)) return target;
  const [file = "", anchor] = target.split("#");
  const normalised = path.posix.normalize(file);
  if (normalised.startsWith("../") || path.posix.isAbsolute(normalised)) return null;
  const page = DOC_PAGES.find((candidate) => candidate.file === normalised);
  if (page) return `${docPagePath(page)}${anchor ? `#${anchor}` : ""}`;
  return `/docs/files/${normalised}`;
}
