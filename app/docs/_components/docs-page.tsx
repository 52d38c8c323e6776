import Link from "next/link";
import { notFound } from "next/navigation";
import { DOC_PAGES, docLinkHref, docPagePath, readDocPage } from "@/app/docs/_lib/docs-files";
import { Markdown, markdownSections } from "@/app/docs/_lib/markdown";
import styles from "../docs.module.css";

// One page of the docs site: the documents and the API reference in a sidebar, the document's sections under its
// own entry, the text on the right.

export async function DocsPage({ slug }: { slug: string }) {
  const doc = await readDocPage(slug);
  if (!doc) notFound();
  const sections = markdownSections(doc.text);
  return (
    <div className={styles.page}>
      <style href="docs-body" precedence="default">
        {"body{margin:0}"}
      </style>
      <nav className={styles.sidebar} aria-label="Documentation">
        <Link href="/" className={styles.brand}>
          Game Provider Platform
        </Link>
        <p className={styles.navGroup}>Documentation</p>
        <ul className={styles.navList}>
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
        <p className={styles.navGroup}>Staff</p>
        <ul className={styles.navList}>
          <li>
            <Link href="/console">Console</Link>
          </li>
        </ul>
      </nav>
      <main className={styles.content}>
        <article className={styles.markdown}>
          <Markdown text={doc.text} options={{ href: docLinkHref }} />
        </article>
      </main>
    </div>
  );
}
