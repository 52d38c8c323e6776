// GET /api/bench/memory — the benchmark's view of this server process's memory (after a full GC when possible)

// Off (404) unless the benchmark starts the server with BENCH_ROUTES=1. The bench starts it with --expose-gc, so
// that memory per idle event stream is measured after garbage collection rather than with whatever garbage the
// stream openings left behind. `live` counts the HTTP objects still reachable (v8.queryObjects): an open event
// stream must keep its socket, never its request or response (runtime-server-entry.test.ts).

import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { queryObjects } from "node:v8";

export const dynamic = "force-dynamic";

const HEADERS = { "cache-control": "no-store", "x-content-type-options": "nosniff" };

export function GET(): Response {
  if (process.env.BENCH_ROUTES !== "1") {
    return Response.json(
      { success: false, detail: "Not found", error: "not_found" },
      { status: 404, headers: HEADERS },
    );
  }
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const live = {
    incoming_messages: queryObjects(IncomingMessage, { format: "count" }),
    server_responses: queryObjects(ServerResponse, { format: "count" }),
    sockets: queryObjects(Socket, { format: "count" }),
  };
  return Response.json({ success: true, collected: Boolean(gc), ...process.memoryUsage(), live }, { headers: HEADERS });
}
