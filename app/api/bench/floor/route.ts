// GET /api/bench/floor — the benchmark's framework floor: a bare route handler answering fixed bytes
import { readFileSync } from "node:fs";

// Off (404) unless the benchmark starts the server with BENCH_ROUTES=1 and BENCH_FLOOR_BODY_FILE naming the
// catalog response it measures; those bytes are read once and answered with the catalog's headers. No database,
// no auth, no parsing: what is left is the cost of Next.js itself.

export const dynamic = "force-dynamic";

const HEADERS = {
  "content-type": "application/json",
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
};
let body: string | null = null;

export function GET(): Response {
  const bodyFile = process.env.BENCH_FLOOR_BODY_FILE?.trim();
  if (process.env.BENCH_ROUTES !== "1" || !bodyFile) {
    return Response.json(
      { success: false, detail: "Not found", error: "not_found" },
      { status: 404, headers: HEADERS },
    );
  }
  body ??= readFileSync(bodyFile, "utf8");
  return new Response(body, { headers: HEADERS });
}
