// GET /docs — the operator integration guide (docs/integration-guide.md), with the other documents beside it
import type { Metadata } from "next";
import { DocsPage } from "./_components/docs-page";

export const metadata: Metadata = { title: "Integration guide · Game Provider Platform" };

export default function IntegrationGuidePage() {
  return <DocsPage slug="" />;
}
