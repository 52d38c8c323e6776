// GET /docs/files/{path} — a file that comes with the docs (the example wallet, the signature verifiers, the test
// vectors), as plain text to read or save
import { readDocFile } from "@/app/docs/_lib/docs-files";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params;
  const body = await readDocFile(path.join("/"));
  if (!body)
    return new Response("Not found\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(body), {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "x-content-type-options": "nosniff",
      "cache-control": "no-cache",
    },
  });
}
