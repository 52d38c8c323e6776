import Link from "next/link";
import { notFound } from "next/navigation";
import { DOC_PAGES, docLinkHref, docPagePath, readDocPage } from "@/app/docs/_lib/docs-files";
import { Markdown, markdownSections } from "@/app/docs/_lib/markdown";
import styles from "./docs-page.module.css";
import { DocsShell, shell } from "./docs-shell";

// One page of the docs site: the documents and the API reference in a sidebar, the document's sections under its
// own entry, the text on the right.

export async function DocsPage({ slug }: { slug: string }) {
  const doc = await readDocPage(slug);
  if (!doc) notFound();
  const sections = markdownSections(doc.text);
  return (
    <DocsShell
      navLabel="Documentation"
      nav={
        <>
          <Link href="/" className={shell.brand}>
            Game Provider Platform
          </Link>
          <p className={shell.navGroup}>Documentation</p>
          <ul className={`${shell.navList} ${styles.phoneRow}`}>
            {DOC_PAGES.map((page) => (
              <li key={page.slug}>
                <Link href={docPagePath(page)} aria-current={page.slug === slug ? "page" : undefined}>
                  {page.title}
                </Link>
                {page.slug === slug && sections.length > 1 ? (
                  <ul className={styles.sections}>
                    {sections.map((section) => (
                      <li key={section.anchor}>
                        <a href={`#${section.anchor}`}>{section.title}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
            <li>
              <Link href="/docs/api">API reference</Link>
            </li>
          </ul>
          <p className={shell.navGroup}>Staff</p>
          <ul className={`${shell.navList} ${styles.phoneRow}`}>
            <li>
              <Link href="/console">Console</Link>
            </li>
          </ul>
        </>
      }
    >
      <article className={styles.markdown}>
        <Markdown text={doc.text} options={{ href: docLinkHref }} />
      </article>
    </DocsShell>
  );
}
