// GET /docs/{name} — another document of the docs folder (decisions, wallet, reports)
import type { Metadata } from "next";
import { DOC_PAGES } from "@/app/docs/_lib/docs-files";
import { DocsPage } from "../_components/docs-page";

export async function generateMetadata({ params }: { params: Promise<{ name: string }> }): Promise<Metadata> {
  const { name } = await params;
  const page = DOC_PAGES.find((candidate) => candidate.slug === name && name);
  return { title: `${page?.title ?? "Not found"} · Game Provider Platform` };
}

export default async function DocumentPage({ params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  // The guide itself is /docs; an empty name never reaches here.
  return <DocsPage slug={name} />;
}
